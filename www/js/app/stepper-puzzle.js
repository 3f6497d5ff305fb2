//! Members of a stepper puzzle's module (puzzles/<id>/puzzle.js) that are the same for every
//! puzzle whose search runs in the core with the notes' two forms of its procedure: the
//! line the core says each form is on, the recursive form's calls backtrack(1), …,
//! backtrack(t), and the link to a step of a search with a mode (`mode=all|first`). Pure.

/** The line the last event leaves the template's program on, as the core decides it. */
export function executing(snapshot, options = {}) {
  return options.template === 'iterative' ? snapshot.iterative : snapshot.executing;
}

/**
 * The `calls` of a recursive procedure `name(t)`: the call stack down to `depth`, ['main',
 * 'name(1)', …]; null for the loop form.
 */
export function callsOf(name) {
  return (_snapshot, depth, options = {}) => {
    if (options.template === 'iterative') return null;
    return ['main', ...Array.from({ length: depth }, (_, k) => `${name}(${k + 1})`)];
  };
}

/** The call stack of backtrack(t) down to `depth`: ['main', 'backtrack(1)', …]; null for the loop form. */
export const calls = callsOf('backtrack');

/** The step a link to the search names: a pending seek's target until it is reached. */
export function linkStep(stepper) {
  return stepper.seekTarget ?? stepper.seekAsk?.target ?? stepper.snapshot?.step ?? 0;
}

/**
 * The link object (the one the wasm `format_link` takes) of the instance's `fields` with
 * the search (`stepper`, its stepper slice) at its step and mode: the fields alone at step
 * 0 of the all-solutions search.
 */
export function modeLink(fields, allSolutions, stepper) {
  const step = linkStep(stepper);
  if (step === 0 && allSolutions) return fields;
  return { ...fields, step, mode: allSolutions ? 'all' : 'first' };
}
