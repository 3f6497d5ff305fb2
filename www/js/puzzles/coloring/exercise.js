//! Graph colouring's exercise: "do the search yourself", predict the next colour. The
//! student chooses the colour the search gives the next vertex or presses Backtrack; the
//! shared flow (app/stepper-exercise.js) grades each action against the core's trace with
//! graph colouring's rules (puzzles/coloring/exercise-rules.js). The exercise is the
//! state's `coloringExercise` slice: its graph (`graph`) and mode `firstOnly` beside the
//! flow's fields.

import './exercise-strings.js';
import { createTrace } from '../../exercise/trace.js';
import { COLORING_RULES, colorTakes } from './exercise-rules.js';
import { createStepperExercise } from '../../app/stepper-exercise.js';
import { graphFields, newStepper } from './puzzle.js';

/** The graph of a slice or an exercise record: what the stepper and the link take. */
const graphOf = (g) => ({ n: g.n, edges: g.edges, m: g.m });

const sameList = (a, b) => a.length === b.length && a.every((v, i) => Number(v) === b[i]);

/** Graph colouring's part of the exercise (app/stepper-exercise.js `StepperExerciseSpec`). */
function coloringSpec(wasm) {
  // The colours of the exercise begun last: `begin` runs before any answer is read.
  let m = 0;
  return {
    slice: 'coloringExercise',
    rules: COLORING_RULES,
    /** An answer it takes: a colour 1 to m (the exercise's) or backtrack. */
    takes: (a) => colorTakes(m)(a),
    /** On the graph shown, in its mode unless a link (`opts.firstOnly`) says otherwise. */
    begin({ coloring }, opts) {
      const firstOnly = opts.firstOnly ?? !coloring.allSolutions;
      const graph = graphOf(coloring);
      m = graph.m;
      return {
        size: graph,
        trace: createTrace(newStepper(wasm, graph, { allSolutions: !firstOnly }), firstOnly),
        // The page's own search runs the same mode, so its picture shows the exercise's step.
        open: {
          vertices: graph.n, edges: graph.edges.flat(), colors: graph.m, step: 0, mode: firstOnly ? 'first' : 'all',
        },
        record: { graph, firstOnly },
        tokenMax: graph.m,
      };
    },
    size: (ex) => ex.graph,
    again: (ex) => ({ firstOnly: ex.firstOnly, start: ex.start }),
    fromLink: (link) => ({ firstOnly: link.mode === 'first' }),
    sameBoard: ({ graph, firstOnly }, link) => link.vertices === graph.n && link.colors === graph.m
      && sameList(Array.from(link.edges), graph.edges.flat()) && (link.mode === 'first') === firstOnly,
    fields: (ex) => ({ ...graphFields(ex.graph), mode: ex.firstOnly ? 'first' : 'all' }),
  };
}

/**
 * Graph colouring's exercise over the page's `store` and `wasm`, moving its search through
 * `searchActions` (puzzles/coloring/actions.js: `open`, `seek`).
 */
export function createColoringExercise({ store, wasm, searchActions }) {
  return createStepperExercise({ store, searchActions, spec: coloringSpec(wasm) });
}
