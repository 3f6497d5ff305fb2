//! Graph colouring's declaration for the registry walk (tests/unit/puzzles.test.js): the
//! path 1-2-3 with 2 colours (two colourings, 1 2 1 and 2 1 2), for its stepper.
export default {
  size: { n: 3, edges: [[1, 2], [2, 3]], m: 2 },
  // For zh-procedure.test.js: the procedure's names (written the same in every language), and
  // its bounding function as the template fills it in Chinese (none: true, 真).
  prose: { names: ['ok'], bound: /^真：/ },
};
