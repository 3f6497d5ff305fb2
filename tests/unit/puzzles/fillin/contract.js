//! The fill-in's declaration for the registry walk (tests/unit/puzzles.test.js): N = 10,
//! the instance a bare fill-in link opens, for its stepper.
export default {
  size: { max: 10 },
};
