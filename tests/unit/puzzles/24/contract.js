//! The 24 points' declaration for the registry walk (tests/unit/puzzles.test.js): the hand
//! 3, 3, 8, 8 for its stepper.
export default {
  size: { cards: [3, 3, 8, 8] },
  // For zh-procedure.test.js: the procedure's names (written the same in every language), and
  // its bounding function as the template fills it in Chinese (none: true, 真).
  prose: { names: ['op'], bound: /^真：/ },
};
