//! The knight's declaration for the registry walk (tests/unit/puzzles.test.js): the notes'
//! 9 × 5 board for its stepper.
export default {
  size: { n: 9, m: 5 },
  // For zh-procedure.test.js: the procedure's names (written the same in every language), and
  // its bounding function as the template fills it in Chinese (none: true, 真).
  prose: { names: ['nx', 'ny', 'dx', 'dy', 'path', 'jump'], bound: /^真：/ },
};
