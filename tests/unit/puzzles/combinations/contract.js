//! The combinations' declaration for the registry walk (tests/unit/puzzles.test.js): no
//! size, so its stepper takes its own default instance.
export default {
  // For zh-procedure.test.js: the procedure's names (none but its calls and arrays).
  prose: { names: [] },
};
