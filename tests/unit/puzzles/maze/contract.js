//! The maze's declaration for the registry walk (tests/unit/puzzles.test.js): a 3 × 3 maze
//! with a wall in the middle, from (1,1) to (3,3), for its stepper.
export default {
  size: {
    rows: 3, cols: 3, walls: [0, 0, 0, 0, 1, 0, 0, 0, 0], start: [1, 1], exit: [3, 3],
  },
  // For zh-procedure.test.js: the procedure's names (written the same in every language), and
  // its bounding function as the template fills it in Chinese (none: true, 真).
  prose: { names: ['nr', 'nc', 'dr', 'dc', 'mark', 'path', 'exit', 'start'], bound: /^真：/ },
};
