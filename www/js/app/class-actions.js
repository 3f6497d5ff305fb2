//! The class view's actions (`view=class`, docs/CLASS.md): grade the pasted text (or a
//! text file's) in the grading worker (workers/class-worker.js), hear its progress, and keep
//! the result in `state.classView` (app/class-link.js `blankClassView`): the rows with those
//! of another exercise refused (exercise/class-table.js), the class's exercise, the sort,
//! the weak spot picked. One grading at a time: a new one stops the one under way. No DOM
//! but the worker; names no puzzle.

import { STRINGS, t } from '../lib/i18n.js';
import { classExercise, keyDifference, refuseOthers } from '../exercise/class-table.js';
import '../exercise/class-strings.js';
import '../exercise/strings.js';

/**
 * A file's bytes as text: UTF-16 or UTF-8 by its byte-order mark, else UTF-8; null when it
 * is no text (bytes UTF-8 cannot hold, or control characters no text file has: a picture,
 * a spreadsheet, a zip).
 */
export function fileText(bytes) {
  let encoding = 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) encoding = 'utf-16le';
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) encoding = 'utf-16be';
  let text;
  try {
    text = new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  return /[\u0000-\u0008\u000e-\u001f\u007f]/.test(text) ? null : text;
}

/** A chosen or dropped file's text, `{ text }`, or why it has none, `{ notice }`. */
async function readLinks(file) {
  const name = String(file?.name ?? '').slice(0, 60);
  let text;
  try {
    text = fileText(new Uint8Array(await file.arrayBuffer()));
  } catch {
    return { notice: t('classview.file-failed', { name }) };
  }
  return text === null ? { notice: t('classview.file-not-text', { name }) } : { text };
}

/** A pasted text's lines. */
export const linesOf = (text) => String(text).split(/\r\n|\n|\r/);

/** An exercise of the class (exercise/class-grading.js `shownExercise`) in words: its name, puzzle and instance. */
export function exerciseWords(exercise) {
  if (!exercise) return '';
  return t('classview.exercise', { name: exercise.name, puzzle: t(`puzzle.${exercise.puzzle}`), instance: exercise.instance });
}

/**
 * Why a link of exercise `theirs` (its key) is not the class's (`ours`): the two in words
 * (`theirWords`, `ourWords`) and the keys where they differ, which may be all that tells
 * them apart (a seed, `help=`).
 */
function otherExercise(theirs, ours, theirWords, ourWords) {
  const differ = keyDifference(theirs, ours);
  const side = (i) => differ.map((d) => (d[i] === null ? t('classview.key-absent', { key: d[0] }) : `${d[0]}=${d[i]}`)).join(t('ex.list-sep'));
  return t('classview.other-exercise', {
    other: theirWords, ours: ourWords, theirs: side(1), mine: side(2),
  });
}

/**
 * The class view's actions over the page's `store`: `{ setText(text), grade(), gradeFile(file),
 * sortBy(column), pick(index), close(), stop() }`. `onClose()` is the page's way back to
 * the puzzles (a new history entry).
 */
export function createClassActions(store, onClose) {
  let worker = null;
  let asked = 0;
  const slice = () => store.state.classView;
  const set = (patch) => {
    if (slice()) store.update({ classView: { ...slice(), ...patch } });
  };

  function finish({ rows, exercises }) {
    const key = classExercise(rows);
    const byKey = new Map(exercises.map((e) => [e.key, e]));
    const ours = exerciseWords(byKey.get(key));
    const shown = refuseOthers(rows, key, (row) => otherExercise(row.exercise, key, exerciseWords(byKey.get(row.exercise)), ours));
    set({
      status: 'done', rows: shown, exercises, exercise: key, progress: null, picked: null,
    });
  }

  function listen(w) {
    w.addEventListener('message', ({ data }) => {
      if (data.id !== asked || w !== worker) return;
      if (data.type === 'progress') set({ progress: { done: data.done, total: data.total } });
      else if (data.type === 'graded') finish(data);
      else set({ status: 'failed', progress: null, notice: t('classview.failed-all', { detail: data.detail }) });
    });
    w.addEventListener('error', (event) => {
      event.preventDefault();
      if (w !== worker) return;
      worker = null;
      set({ status: 'failed', progress: null, notice: t('classview.failed-all', { detail: event.message || '' }) });
    });
  }

  /** Grades the text pasted (the state's), in the page's language; an empty text is said, not graded. */
  function grade() {
    const { text } = slice();
    const lines = linesOf(text);
    if (!lines.some((line) => line.trim() !== '')) {
      set({
        status: 'idle', rows: [], exercises: [], exercise: null, notice: t('classview.empty'), progress: null,
      });
      return;
    }
    asked += 1;
    if (worker && slice().status === 'grading') stop();
    if (!worker) {
      worker = new Worker(new URL('../workers/class-worker.js', import.meta.url), { type: 'module' });
      listen(worker);
    }
    const { lang } = store.state;
    set({
      status: 'grading', progress: { done: 0, total: lines.length }, notice: '', lang, picked: null,
    });
    worker.postMessage({
      id: asked, lines, lang, strings: STRINGS[lang],
    });
  }

  /** Stops the worker (a grading under way is dropped). */
  function stop() {
    worker?.terminate();
    worker = null;
  }

  return {
    setText: (text) => set({ text: String(text) }),
    grade,
    /** A text file's links (chosen or dropped) in place of the text, graded at once. */
    async gradeFile(file) {
      const read = await readLinks(file);
      set(read);
      if (read.text !== undefined) grade();
    },
    /** Sorts by `column` (exercise/class-table.js COLUMNS): ascending, then descending on a second click. */
    sortBy(column) {
      const { sort } = slice();
      const direction = sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending';
      set({ sort: { column, direction } });
    },
    /** Shows who missed weak spot `index` (or hides it when it is shown). */
    pick(index) {
      set({ picked: slice().picked === index ? null : index });
    },
    close() {
      stop();
      onClose();
    },
    stop,
  };
}
