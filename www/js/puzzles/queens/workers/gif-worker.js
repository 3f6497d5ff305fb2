//! The animated export's worker (module worker, issue 24): the N-Queens search from step
//! `from` to step `to` as an animated GIF89a that loops, made away from the page. It builds
//! its own stepper on the page's wasm module (puzzles/queens/puzzle.js `newStepper`), seeks to
//! `from`, and for each step paints the board and its caption on an OffscreenCanvas
//! (puzzles/queens/board-paint.js), maps the pixels to one fixed palette and encodes the frame, past
//! the first only the pixels that changed (the rest transparent: `deltaFrame`), with
//! gifenc (mattdesl/gifenc 1.0.3, MIT, from npm; copied into js/vendor/ by
//! scripts/vendor.mjs). The event's words are the page's (puzzles/queens/puzzle.js
//! `describeEvent`) in the page's language: the page sends the strings they use. The page
//! cancels by terminating the worker.
//!
//! in:  { type: 'start', module, n, allSolutions, method, from, to, width, delay (ms), lang, words }
//! out: { type: 'progress', done, frames }   { type: 'done', bytes (Uint8Array, transferred), frames, last }
//!      { type: 'error', code ('unsupported' | 'past-end' | 'failed'), params, message }

import * as wasm from '../../../../pkg/queens.js';
import { applyPalette, GIFEncoder } from '../../../vendor/gifenc.js';
import { addStrings, setLang, t } from '../../../lib/i18n.js';
import { captionLines, deltaFrame, frameLayout, framePalette } from '../animation.js';
import { frameFont, paintFrame } from '../board-paint.js';
import { boardFromStep, describeEvent, newStepper } from '../puzzle.js';

/** Progress is posted every this many frames (and at the last). */
const PROGRESS_EVERY = 5;

/** The canvas to draw on, or null where this engine has no OffscreenCanvas 2D in workers. */
function canvasFor(layout) {
  if (typeof OffscreenCanvas !== 'function' || typeof Path2D !== 'function') return null;
  const canvas = new OffscreenCanvas(layout.width, layout.height);
  return canvas.getContext('2d', { willReadFrequently: true });
}

/** `{ stepper }` of the job at step `from`, or `{ total }` (its last step) when the search ends before it. */
function stepperAt(job) {
  const stepper = newStepper(wasm, job.n, { allSolutions: job.allSolutions, method: job.method });
  try {
    stepper.seek(job.from);
  } catch {
    const total = stepper.total_steps();
    stepper.free();
    return { total };
  }
  return { stepper };
}

/** The caption of step `view`: "N = 6 · step 30" and the event line's words, wrapped. */
function captionOf(ctx, layout, view) {
  ctx.font = frameFont(layout.caption.font);
  const head = t('caption.step', { n: view.n, step: view.step });
  return captionLines(head, describeEvent(view, wasm.format_line), layout.caption.width, (s) => ctx.measureText(s).width);
}

/** Encodes the frames; returns `{ bytes, frames, last }` (fewer frames when the search ends first). */
function encode(job, ctx, layout, stepper) {
  // One entry after the colours (at most 255 of them) is kept free: the transparent index of the delta frames.
  const colours = framePalette().slice(0, 255);
  const clear = colours.length;
  const palette = [...colours, [255, 255, 255]];
  const gif = GIFEncoder();
  const frames = job.to - job.from + 1;
  let view = stepper.view();
  let done = 0;
  let previous = null;
  while (done < frames) {
    paintFrame(ctx, layout, boardFromStep(view), captionOf(ctx, layout, view));
    const { data } = ctx.getImageData(0, 0, layout.width, layout.height);
    const index = applyPalette(data, colours);
    gif.writeFrame(deltaFrame(index, previous, clear), layout.width, layout.height, {
      palette: done === 0 ? palette : undefined, delay: job.delay, repeat: 0, dispose: 1, transparent: done > 0, transparentIndex: clear,
    });
    previous = index;
    done += 1;
    if (done % PROGRESS_EVERY === 0 || done === frames) self.postMessage({ type: 'progress', done, frames });
    if (done === frames || view.finished) break;
    view = stepper.step();
  }
  gif.finish();
  return { bytes: gif.bytes(), frames: done, last: view.step };
}

function run(job) {
  wasm.initSync({ module: job.module });
  addStrings({ [job.lang]: job.words });
  setLang(job.lang);
  const layout = frameLayout(job.width, job.n);
  const ctx = canvasFor(layout);
  if (!ctx) {
    self.postMessage({ type: 'error', code: 'unsupported', message: 'no OffscreenCanvas 2D in workers' });
    return;
  }
  const { stepper, total } = stepperAt(job);
  if (!stepper) {
    self.postMessage({
      type: 'error', code: 'past-end', params: { to: job.from, total: total ?? '?' }, message: `the search ends before step ${job.from}`,
    });
    return;
  }
  try {
    const { bytes, frames, last } = encode(job, ctx, layout, stepper);
    self.postMessage({ type: 'done', bytes, frames, last }, [bytes.buffer]);
  } finally {
    stepper.free();
  }
}

self.addEventListener('message', ({ data }) => {
  if (data.type !== 'start') return;
  try {
    run(data);
  } catch (err) {
    self.postMessage({ type: 'error', code: 'failed', message: err instanceof Error ? err.message : String(err) });
  }
});
