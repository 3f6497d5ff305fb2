//! The 24 points' part of the page state (`state['24']`) and the user intents that change
//! it: the hand (its four cards, edited one by one or from the presets), the search's mode
//! and the tree. The search (engine/search-loop.js on the module's stepper) reports into the
//! stepper slice; the view (puzzles/24/view.js) only reads the slice and calls these actions.

import { DEFAULT_SPEED } from '../../engine/search-loop.js';
import { newStepper } from './puzzle.js';
import { probedTree, searchContext } from '../../app/search-context.js';
import { controlIntents, stepperIntents, userIntent } from '../../app/stepper-intents.js';

/** The page's slice and stepper key. */
export const SLICE = '24';

/** Trees up to this many nodes are drawn at once; larger (a whole all-expressions search, about 4,600) on request. */
export const TREE_AUTO_NODES = 1500;
export const TREE_MAX_NODES = 8000;

/**
 * Hands the editor offers: the course's examples (4, 4, 10, 10 needs a product first;
 * 3, 3, 8, 8 a fraction; 1, 1, 1, 1 has no solution) and two with many.
 */
export const PRESETS = [[4, 4, 10, 10], [3, 3, 8, 8], [1, 1, 1, 1], [1, 2, 3, 4], [5, 5, 5, 1]];

/**
 * The slice at start: the core's default hand (`cards`), no search yet (the first show
 * starts it). Shape: `{ cards, draft (the editor's four texts), allSolutions, speed,
 * pauseAtSolution, editNote (null or [i18n key, params]: why the last edit was refused),
 * tree, treeWanted }`.
 */
export function pointsState(cards) {
  return {
    cards,
    draft: cards.map(String),
    allSolutions: true,
    speed: DEFAULT_SPEED,
    pauseAtSolution: false,
    editNote: null,
    tree: null,
    treeWanted: false,
  };
}

/** The search's tree for the hand and mode: drawn at once up to TREE_AUTO_NODES nodes, up to TREE_MAX_NODES when `wanted`. */
function treeOf(api, m, wanted) {
  const key = `${m.cards.join('-')}:${m.allSolutions}`;
  const create = () => api.new_stepper(Uint8Array.from(m.cards), m.allSolutions);
  return probedTree(key, create, wanted, { autoNodes: TREE_AUTO_NODES, maxNodes: TREE_MAX_NODES });
}

/**
 * Why the editor's text `text` for card `index` (0-based) is not a card ([i18n key,
 * params]), or null: a whole number from `min` to `max`. A negative number (`-3`, `−3`) is
 * a whole number out of range, as the link's message says (`linkerr.cards-range`).
 */
export function cardFault(text, index, { cardMin: min, cardMax: max }) {
  const value = String(text).trim();
  if (value === '') return ['p24.edit-empty', { card: index + 1, min, max }];
  if (/^[-−]\d+$/.test(value)) return ['p24.edit-range', { card: index + 1, value, min, max }];
  if (!/^\d+$/.test(value)) return ['p24.edit-not-a-number', { card: index + 1, value }];
  const n = Number(value);
  if (n < min || n > max) return ['p24.edit-range', { card: index + 1, value, min, max }];
  return null;
}

/** The engines and the helpers the intents share. */
function createContext(store, deps) {
  const { api } = deps;
  const ctx = searchContext(store, deps, SLICE, (size, options) => newStepper(api, size, options));
  const { search, slice, change } = ctx;
  /** A hand: the search at step 0 and its tree. */
  ctx.setCards = (cards) => {
    const next = { ...slice(), cards };
    change({
      cards, draft: cards.map(String), treeWanted: false, tree: treeOf(api, next, false),
    });
    search.reset({ cards });
  };
  return ctx;
}

/** Intents on the hand: show, open a link, the editor, the tree. */
function handIntents({
  store, api, defaults, limits, userAction, navigate = () => {}, search, slice, stepper, change, pause, setCards,
}) {
  const apply = (cards) => {
    userAction();
    navigate();
    pause();
    change({ editNote: null });
    setCards(cards);
    store.flush();
  };
  return {
    pause,
    /** Shows the hand as it was left (the default hand the first time). */
    show() {
      if (!stepper().snapshot) setCards(slice().cards);
    },
    /** Opens a parsed link ({ cards, step, mode }), or the default hand for `null`. */
    open(link) {
      pause();
      const stepped = link?.step !== null && link?.step !== undefined;
      const allSolutions = !stepped || link.mode !== 'first';
      change({ allSolutions, editNote: null });
      search.setOptions({ allSolutions });
      setCards(link?.cards ? Array.from(link.cards) : defaults);
      if (stepped) search.seek(link.step);
    },
    /** Card `index` (0-based) typed as `text`: a new hand, or refused with its reason (the hand kept). */
    setCard(index, text) {
      const draft = slice().draft.map((d, i) => (i === index ? String(text) : d));
      const fault = cardFault(text, index, limits);
      if (fault) {
        change({ draft, editNote: fault });
        store.flush();
        return;
      }
      const cards = slice().cards.map((c, i) => (i === index ? Number(String(text).trim()) : c));
      if (cards.every((c, i) => c === slice().cards[i])) {
        change({ draft: cards.map(String), editNote: null });
        store.flush();
        return;
      }
      apply(cards);
    },
    /** One of PRESETS (by index). */
    setPreset(index) {
      const cards = PRESETS[index];
      if (cards) apply([...cards]);
    },
    /** Draws the tree as 'strips' or 'nodes' (node-link); a page setting shared with the other puzzles. */
    setTreeStyle(style) {
      store.update({ treeStyle: style === 'nodes' ? 'nodes' : 'strips' });
      store.flush();
    },
    showTree() {
      userAction();
      change({ treeWanted: true, tree: treeOf(api, slice(), true) });
      store.flush();
    },
  };
}

/** Intents on the search: the stepper's controls and the mode. */
function searchIntents({
  store, api, userAction, search, slice, change,
}) {
  const shared = stepperIntents({
    search,
    slice: () => store.state.steppers[SLICE],
    show: () => {},
    size: () => ({ cards: slice().cards }),
  });
  const intent = userIntent(store, userAction);
  return {
    ...controlIntents(shared, {
      store, userAction, search, change,
    }),
    setMode: intent((allSolutions) => {
      change({ allSolutions, tree: treeOf(api, { ...slice(), allSolutions }, slice().treeWanted) });
      search.configure({ allSolutions });
    }),
  };
}

/**
 * The 24 points' actions on `store` (`store.state['24']` is the slice). `deps` = { api (its
 * wasm module: new_stepper), defaults (the default hand), limits ({ cardMin, cardMax }),
 * onError(message), userAction(), navigate() }. Each user intent ends with `store.flush()`.
 */
export function createPointsActions(store, deps) {
  const ctx = createContext(store, deps);
  return { ...handIntents(ctx), ...searchIntents(ctx) };
}
