//! Graph colouring's declaration for the registry walk (tests/unit/puzzles.test.js): the
//! path 1-2-3 with 2 colours (two colourings, 1 2 1 and 2 1 2), for its stepper.
export default {
  size: { n: 3, edges: [[1, 2], [2, 3]], m: 2 },
};
