//! The class view's actions (`view=class`, docs/CLASS.md): grade the pasted text (or a
//! text file's) in the grading worker (workers/class-worker.js), hear its progress, and keep
//! the result in `state.classView` (app/class-link.js `blankClassView`): the rows with those
//! of another exercise refused (exercise/class-table.js), the class's exercise, the sort,
//! the weak spot picked. One grading at a time: a new one stops the one under way. No DOM
//! but the worker; names no puzzle.

import { STRINGS, t } from '../lib/i18n.js';
import { classExercise, refuseOthers } from '../exercise/class-table.js';
import '../exercise/class-strings.js';

/** A pasted text's lines. */
export const linesOf = (text) => String(text).split(/\r\n|\n|\r/);

/** An exercise of the class (exercise/class-grading.js `shownExercise`) in words: its name, puzzle and instance. */
export function exerciseWords(exercise) {
  if (!exercise) return '';
  return t('classview.exercise', { name: exercise.name, puzzle: t(`puzzle.${exercise.puzzle}`), instance: exercise.instance });
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
    const shown = refuseOthers(rows, key, (row) => t('classview.other-exercise', { other: exerciseWords(byKey.get(row.exercise)), ours }));
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
      try {
        set({ text: await file.text() });
      } catch {
        set({ notice: t('classview.file-failed', { name: String(file?.name ?? '').slice(0, 60) }) });
        return;
      }
      grade();
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
