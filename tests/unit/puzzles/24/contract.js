//! The 24 points' declaration for the registry walk (tests/unit/puzzles.test.js): the hand
//! 3, 3, 8, 8 for its stepper.
export default {
  size: { cards: [3, 3, 8, 8] },
};
