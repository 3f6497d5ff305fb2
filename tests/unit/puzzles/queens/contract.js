//! The N-Queens' declaration for the registry walk (tests/unit/puzzles.test.js): a small
//! board for its stepper.
export default { size: 4 };
