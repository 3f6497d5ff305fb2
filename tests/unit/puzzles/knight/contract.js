//! The knight's declaration for the registry walk (tests/unit/puzzles.test.js): the notes'
//! 9 × 5 board for its stepper.
export default { size: { n: 9, m: 5 } };
