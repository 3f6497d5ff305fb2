//! Graph colouring's exercise as the class view grades it (`view=class`,
//! puzzles/contract.js `PuzzleGrading`): "do the search yourself" on the link's graph and
//! colours, in its mode. Loaded in the class view's worker without the page: no DOM.

import './exercise-strings.js';
import { createTrace } from '../../exercise/trace.js';
import { COLORING_RULES, colorTakes } from './exercise-rules.js';
import { newStepper } from './puzzle.js';

/** The link's graph `{ n, edges: [[a, b]], m }`. */
function graphOf(link) {
  const ends = Array.from(link.edges);
  const edges = Array.from({ length: ends.length / 2 }, (_, i) => [ends[2 * i], ends[2 * i + 1]]);
  return { n: link.vertices, edges, m: link.colors };
}

/** @type {import('../contract.js').PuzzleGrading} */
export default {
  instance(link) {
    const { n, edges, m } = graphOf(link);
    return `v = ${n}, e = ${edges.map((e) => e.join('-')).join('.') || '∅'}, m = ${m}`;
  },
  choice: (action) => action.event.color,
  simulate(link) {
    const firstOnly = link.mode === 'first';
    const graph = graphOf(link);
    return {
      size: graph,
      trace: createTrace(newStepper(null, graph, { allSolutions: !firstOnly }), firstOnly),
      rules: COLORING_RULES,
      takes: colorTakes(graph.m),
      tokenMax: graph.m,
    };
  },
};
