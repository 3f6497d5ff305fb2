//! The maze's declaration for the registry walk (tests/unit/puzzles.test.js): a 3 × 3 maze
//! with a wall in the middle, from (1,1) to (3,3), for its stepper.
export default {
  size: {
    rows: 3, cols: 3, walls: [0, 0, 0, 0, 1, 0, 0, 0, 0], start: [1, 1], exit: [3, 3],
  },
};
