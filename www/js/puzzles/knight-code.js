//! The course notes' rightward-horse procedure jump(x, y, k) for the code panel, with the
//! line the knight's current step executes, the call stack main → jump(1, 1, 1) → … and
//! the variables of the step. Drawn by pseudocode.js's `renderProgram`, like place(k).
//!
//! The search tries the four moves ①–④ from each square in order; a move that leaves the
//! board fails the `if`; a move onto (n, m) prints the path; otherwise the search goes one
//! jump deeper. Backtracking is the return from jump: the path loses its last square.

import { renderProgram } from '../views/pseudocode.js';
import { t } from '../lib/i18n.js';

/** [id, indent, text]; a place event executes 'assign', a rejected move 'test', etc. */
const JUMP = [
  ['proc', 0, 'jump(x, y, k):'],
  ['for', 1, 'for i = 1 to 4:'],
  ['move', 2, 'nx = x + dx[i];  ny = y + dy[i]'],
  ['test', 2, 'if nx ≤ n and 1 ≤ ny ≤ m:'],
  ['assign', 3, 'path[k] = (nx, ny)'],
  ['print', 3, 'if (nx, ny) == (n, m): print path[0..k]'],
  ['recurse', 3, 'else: jump(nx, ny, k + 1)'],
  ['undo', 3, 'path[k] = none'],
  ['main', 0, 'main:'],
  ['moves', 1, 'dx = [1, 2, 2, 1];  dy = [−2, −1, 1, 2]'],
  ['start', 1, 'path[0] = (1, 1);  jump(1, 1, 1)'],
  ['end', 1, 'end'],
];

const PRINT_FIRST = 'if (nx, ny) == (n, m): print path[0..k]; stop';

function lines(allSolutions) {
  return JUMP.map(([id, indent, text]) => [id, indent, id === 'print' && !allSolutions ? PRINT_FIRST : text]);
}

/** The line the last event executed, its caller's line, and the recursion depth k. */
export function executingJump(view) {
  const e = view.event;
  switch (e?.kind) {
    case 'place': return { line: 'assign', caller: 'test', depth: e.depth };
    case 'conflict': return { line: 'test', caller: 'move', depth: e.depth };
    case 'remove': return { line: 'undo', caller: null, depth: e.depth };
    case 'solution': return { line: 'print', caller: null, depth: view.dirs.length };
    case 'done': return { line: 'end', caller: null, depth: 0 };
    default: return { line: 'start', caller: null, depth: 0 };
  }
}

/** The step's variables in the procedure's names: `x = 3, y = 2, k = 2, i = 1: (nx, ny) = (4, 0)`. */
function variables(view) {
  const e = view.event;
  if (e?.kind === 'place' || e?.kind === 'conflict') {
    return `x = ${e.from_x}, y = ${e.from_y}, k = ${e.depth}, i = ${e.dir}: (nx, ny) = (${e.x}, ${e.y})`;
  }
  if (e?.kind === 'remove') {
    const [x, y] = view.path[view.path.length - 1];
    return t('knight.code-vars-undo', {
      x, y, k: e.depth, i: e.dir, nx: e.x, ny: e.y,
    });
  }
  return '';
}

/** Writes the code panel (els as for renderProgram) for a knight stepper view. */
export function renderJumpCode(els, view, allSolutions) {
  const { line, caller, depth } = executingJump(view);
  const calls = ['main'];
  for (let k = 1; k <= depth; k += 1) {
    const [x, y] = view.path[k - 1];
    calls.push(`jump(${x}, ${y}, ${k})`);
  }
  renderProgram(els, {
    key: `knight:${allSolutions}`,
    lines: () => lines(allSolutions),
    line,
    caller,
    depth,
    calls,
    vars: variables(view),
  });
}
