//! The knapsack's declaration for the registry walk (tests/unit/puzzles.test.js): the
//! notes' instance for its stepper.
export default { size: { w: [16, 15, 15], v: [45, 25, 25], c: 30 } };
