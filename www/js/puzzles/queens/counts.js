//! N's solution counts from the core's count tasks (the tools module's `count_task_count` and
//! `run_count_tasks`, src/puzzles/queens/counter.rs): the total and the fundamental
//! solutions, one class per symmetry of the square. Pure: no DOM; the count pool
//! (puzzles/queens/count-pool.js) sums the tasks in workers, the quiz and the class view's
//! grading count small N at once.

/** Burnside's lemma: the classes are the mean number of solutions the 8 symmetries fix. */
export function fundamentalOf(t) {
  return (t.total + t.halfTurn + 2n * t.quarterTurn + t.mirror) / 8n;
}

/**
 * The solutions and fundamental solutions of N = `n` (numbers), counted at once by the tools
 * module `tools` (its wasm exports): every task in one call, for the small N a quiz asks.
 */
export function countsOf(tools, n) {
  const tasks = tools.count_task_count(n);
  const t = tools.run_count_tasks(n, Uint32Array.from({ length: tasks }, (_, i) => i));
  return { total: Number(t.total), fundamental: Number(fundamentalOf(t)) };
}
