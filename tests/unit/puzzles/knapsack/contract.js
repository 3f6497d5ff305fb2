//! The knapsack's declaration for the registry walk (tests/unit/puzzles.test.js): the
//! notes' instance for its stepper.
export default {
  size: { w: [16, 15, 15], v: [45, 25, 25], c: 30 },
  // For zh-procedure.test.js: the procedure's names (written the same in every language).
  prose: { names: ['cw', 'cv', 'bestv', 'bestx'] },
};
