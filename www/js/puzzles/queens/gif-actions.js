//! The animated export's actions (issue 24): the range, size and speed fields, Export GIF
//! and Cancel. The range is checked on the page (puzzles/queens/animation.js), the GIF made in its
//! worker (puzzles/queens/gif-client.js, puzzles/queens/workers/gif-worker.js); each event changes `state.gif`
//! and the one render draws it (the export panel's progress bar and status line). This
//! module and the animation's code are fetched with the export panel, on first use
//! (puzzles/queens/gif-lazy.js).

import { errorMessage } from '../../lib/errors.js';
import { groupDigits } from '../../lib/format.js';
import { getLang, message, STRINGS } from '../../lib/i18n.js';
import { knownTotal } from './state.js';

/** The strings the worker's words and captions use (the page sends them in its language). */
const WORKER_KEYS = /^(?:event\.|stepper\.line-|caption\.)/;

/** Merges `patch` into the animated export's slice (`state.gif`). */
function setGif(ctx, patch) {
  ctx.store.update({ gif: { ...ctx.store.state.gif, ...patch } });
}

/** A field of the GIF export: `from`, `to` (the text typed), `size` (a SIZES key) or `delay` (ms). */
export function setGifField(ctx, name, value) {
  if (!['from', 'to', 'size', 'delay'].includes(name)) return;
  setGif(ctx, { [name]: value, status: '', invalid: null });
}

/**
 * The strings of WORKER_KEYS in language `lang` of the loaded tables `strings` (lib/i18n.js
 * STRINGS), English where `lang` has none: only the table in use may be loaded.
 */
export function workerWords(strings, lang) {
  const words = {};
  for (const key of new Set([...Object.keys(strings.en), ...Object.keys(strings[lang])])) {
    if (WORKER_KEYS.test(key)) words[key] = strings[lang][key] ?? strings.en[key];
  }
  return words;
}

/** The range the fields ask for, checked (puzzles/queens/animation.js `checkRange`), and the search's last step (null: not known). */
function askedRange(state, animation) {
  const total = knownTotal(state);
  const fallback = animation.defaultRange(state.steppers.queens.snapshot?.step ?? 0, total);
  return animation.checkRange(state.gif.from ?? fallback.from, state.gif.to ?? fallback.to, total);
}

/** The worker's report `event` for the job of file `name`. */
async function onGifEvent(ctx, event, name) {
  if (event.type === 'progress') {
    setGif(ctx, { done: event.done, frames: event.frames });
    return;
  }
  if (event.type === 'error') {
    if (event.code === 'failed') console.error('GIF export failed', event.message);
    setGif(ctx, { running: false, status: errorMessage('gif', event.code, event.params ?? {}, 'gif/failed') });
    return;
  }
  try {
    const { download } = await import('./export.js');
    download(new Blob([event.bytes], { type: 'image/gif' }), name);
    setGif(ctx, { running: false, status: message('gif.saved', { name, frames: groupDigits(event.frames) }) });
  } catch (err) {
    console.error('GIF export failed', err);
    setGif(ctx, { running: false, status: errorMessage('gif', 'failed') });
  }
}

/**
 * Export GIF: the search of the shown N, mode and method from step `from` to `to` at the
 * size and speed chosen, made in the worker; a bad range is said in the status line and
 * the field at fault is marked.
 */
export async function exportGif(ctx) {
  const { state } = ctx.store;
  if (state.gif.running || state.n > state.limits.sliderMaxN) return;
  let animation;
  let client;
  try {
    [animation, client] = await Promise.all([import('./animation.js'), import('./gif-client.js')]);
  } catch (err) {
    console.error('GIF export failed', err);
    setGif(ctx, { status: errorMessage('gif', 'failed') });
    return;
  }
  const range = askedRange(state, animation);
  if (range.error) {
    const params = Object.fromEntries(Object.entries(range.params).map(([k, v]) => [k, typeof v === 'number' ? groupDigits(v) : v]));
    setGif(ctx, { status: errorMessage('gif', range.error, params), invalid: range.params.field ?? 'to' });
    return;
  }
  const width = animation.SIZES[state.gif.size] ?? animation.SIZES[animation.DEFAULT_SIZE];
  const delay = animation.DELAYS.includes(Number(state.gif.delay)) ? Number(state.gif.delay) : animation.DEFAULT_DELAY;
  const name = `nqueens-${state.n}-steps-${range.from}-${range.to}.gif`;
  ctx.gifClient ??= client.createGifClient(ctx.wasmModule);
  setGif(ctx, { running: true, done: 0, frames: range.frames, status: '', invalid: null });
  ctx.gifClient.start({
    n: state.n, allSolutions: state.allSolutions, method: state.method, from: range.from, to: range.to,
    width, delay, lang: getLang(), words: workerWords(STRINGS, getLang()),
  }, (event) => onGifEvent(ctx, event, name));
}

/** Cancel: the worker is stopped; nothing is saved. */
export function cancelGif(ctx) {
  if (!ctx.store.state.gif.running) return;
  ctx.gifClient?.cancel();
  setGif(ctx, { running: false, status: message('gif.cancelled', { done: groupDigits(ctx.store.state.gif.done) }) });
}
