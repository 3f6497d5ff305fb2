//! An exercise on a narrow screen (css/exercise.css): its panel sits above the board the
//! student answers on. When the exercise opens and after each answer, the page scrolls as
//! little as it can so that the question, the verdict and the board down to its last row
//! are on the screen together (the page's header may go off the top). For every puzzle's
//! exercise panel (`.ex-run` with `.ex-prompt` and `.ex-feedback`); the board is its view's
//! `lesson-figure`.

/** The screens where the panel sits above the board (css/exercise.css). */
const NARROW = '(max-width: 860px)';
/** Room left above the question and below the board, px. */
const MARGIN = 6;

/** The shown `lesson-figure` of the layout `node` is in (the puzzle's board or tree). */
function figureOf(node) {
  const figures = node.closest('.layout')?.querySelectorAll('.lesson-figure') ?? [];
  return [...figures].find((f) => f.getClientRects().length > 0) ?? null;
}

/**
 * Scrolls the window so that the client-px span [top, bottom] is on the screen: at once if
 * it fits, else its top at the top of the screen. Returns the distance scrolled.
 */
export function bringIntoSight(top, bottom, height = window.innerHeight) {
  const from = top - MARGIN;
  const to = bottom + MARGIN;
  let by = 0;
  if (to - from > height || from < 0) by = from;
  else if (to > height) by = to - height;
  if (by !== 0) window.scrollBy(0, by);
  return by;
}

/** How far exercise `ex` has gone: its kind and size, and the answers given (null: no exercise). */
function progress(ex) {
  return ex ? `${ex.kind} ${ex.n} ${ex.start} ${ex.run?.answers?.length} ${ex.run?.index}` : null;
}

/**
 * `panel` (an exercise panel, `{ render(state, …) }`, built in `section`) whose render, when
 * the exercise of `state` (`exerciseOf(state)`) has opened or gone on since the last,
 * brings its question, its verdict and the board into sight. The same progress does
 * nothing, so the visitor's own scrolling stays.
 */
export function keepInSight(section, panel, exerciseOf) {
  let seen = null;
  return {
    ...panel,
    render(state, ...rest) {
      panel.render(state, ...rest);
      const key = progress(exerciseOf(state));
      const first = section.querySelector('.ex-run:not([hidden]) .ex-prompt');
      // A panel not laid out yet (its tab about to be shown) is followed at the next render.
      if (key === seen || (key !== null && !first?.getClientRects().length)) return;
      seen = key;
      if (key === null || !window.matchMedia(NARROW).matches) return;
      const last = section.querySelector('.ex-run:not([hidden]) .ex-feedback');
      const board = figureOf(first);
      const bottom = Math.max(last?.getBoundingClientRect().bottom ?? 0, board?.getBoundingClientRect().bottom ?? 0);
      bringIntoSight(first.getBoundingClientRect().top, bottom);
    },
  };
}
