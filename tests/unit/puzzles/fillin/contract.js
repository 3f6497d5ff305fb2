//! The fill-in's declaration for the registry walk (tests/unit/puzzles.test.js): N = 10,
//! the instance a bare fill-in link opens, for its stepper.
export default {
  size: { max: 10 },
  // For zh-procedure.test.js: the procedure's names (written the same in every language), and
  // its bounding function as the template fills it in Chinese (none: true, 真).
  prose: { names: ['ok', 'used'], bound: /^真：/ },
};
