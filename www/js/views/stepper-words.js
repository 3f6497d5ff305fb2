//! The stepper panel's words (puzzles/contract.js `WORD_KEYS`) of a puzzle whose search
//! walks a tree one node at a time with one search mode (every leaf: its search always
//! visits the whole pruned tree): the shared `stepper.…` keys, and its own, which start `p.`.

/**
 * The words of prefix `p`: the leaves it stops at are `solution` ('leaf': `p.next-leaf`,
 * `p.pause-at-leaf`) and "run to" goes to a `runTo` ('item': `p.run-to-item`, `p.item-t`;
 * 'depth': `p.run-to-depth`, `p.depth-t`); its heading, controls, previous and next node
 * and mode are `p.stepper-heading`, `p.controls`, `p.prev-node`, `p.next-node`, `p.mode-all`.
 */
export function treeStepperWords(p, { solution, runTo }) {
  return {
    heading: `${p}.stepper-heading`,
    controls: `${p}.controls`,
    back: 'stepper.back',
    step: 'stepper.step',
    nextSolution: `${p}.next-${solution}`,
    coarse: 'stepper.coarse',
    prevPlacement: `${p}.prev-node`,
    nextPlacement: `${p}.next-node`,
    prevBacktrack: 'stepper.prev-backtrack',
    nextBacktrack: 'stepper.next-backtrack',
    runTo: `${p}.run-to-${runTo}`,
    runToDepth: `${p}.${runTo}-t`,
    reset: 'stepper.reset',
    speed: 'stepper.speed',
    timeline: 'stepper.timeline',
    mode: 'stepper.mode',
    modeAll: `${p}.mode-all`,
    modeFirst: `${p}.mode-all`,
    pauseAtSolution: `${p}.pause-at-${solution}`,
    steps: 'stepper.steps',
  };
}
