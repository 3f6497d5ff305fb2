//! The N-Queens' declaration for the registry walk (tests/unit/puzzles.test.js): a small
//! board for its stepper.
export default {
  size: 4,
  // For zh-procedure.test.js: the procedure's names (written the same in every language), and
  // its bounding function as the template fills it in Chinese (none: true, 真).
  prose: { names: ['place', 'col', 'diag', 'anti'], bound: /^真：/ },
};
