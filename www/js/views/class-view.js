//! The class view (`view=class`, docs/CLASS.md): a teacher pastes the result links the
//! class sent (`class-input`), or opens or drops a text file of them (`class-file`), and
//! Grade (`class-grade`) grades each again in the grading worker (app/class-actions.js).
//! Then a table, one row per link (`class-row`), sortable by its columns' headers
//! (`class-sort`), each row with a link that opens its answers (`class-replay`); the table
//! as CSV (`class-export-csv`); and where the class went wrong (views/class-spots.js),
//! its tree as SVG or PNG (`class-export-svg`, `class-export-png`). Fetched the first time
//! the view opens (main.js), with its words and its worker. Names no puzzle.

import {
  button, el, keepFocus, setAttr, setText, svgEl,
} from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { absoluteUrl } from '../app/url.js';
import { createClassActions, exerciseWords } from '../app/class-actions.js';
import {
  COLUMNS, sortRows, toCsv, weakSpots,
} from '../exercise/class-table.js';
import { createClassSpots } from './class-spots.js';
import { download, svgText, svgToPng } from './svg-export.js';
import '../exercise/class-strings.js';

/** A row's name, or the words for a link without one. */
const nameOf = (row) => row.name || t('classview.no-name', { n: row.index + 1 });

/** The words of a row's column `column` that the table sorts by text. */
function columnText(row, column, byKey) {
  if (column === 'name') return row.name || '';
  const exercise = byKey.get(row.exercise);
  if (column === 'exercise') return exercise?.name ?? '';
  return exercise ? `${t(`puzzle.${exercise.puzzle}`)} ${exercise.instance}` : (row.puzzle ? t(`puzzle.${row.puzzle}`) : '');
}

/** A row's time in words (the worker's), or the dash of a link without one. */
const timeWords = (row) => row.timeText ?? t('classview.time-unknown');

/** The table's row of graded or refused `row` (`class-row`, with its data attributes). */
function tableRow(row, byKey) {
  const exercise = byKey.get(row.exercise);
  const attrs = {
    testid: 'class-row', 'data-index': row.index, 'data-name': row.name, 'data-puzzle': row.puzzle ?? '', 'data-kind': row.kind ?? '',
  };
  const name = el('th', { scope: 'row', className: row.name ? '' : 'class-no-name' }, nameOf(row));
  // A line with no key=value in it is not a link: there is nothing to open.
  const replay = row.fragment.includes('=') ? el('a', {
    testid: 'class-replay', href: absoluteUrl(row.fragment), target: '_blank', rel: 'noopener', 'aria-label': t('classview.replay-label', { name: nameOf(row) }),
  }, t('classview.replay')) : '';
  if (row.error) {
    const why = el('td', { colspan: 5, className: 'class-refused' }, t('classview.refused', { why: row.error.text }), el('span', { className: 'class-quoted' }, row.quoted));
    return el('tr', { ...attrs, 'data-error': row.error.code, className: 'class-refused-row' }, name, why, el('td', {}, replay));
  }
  const score = [t('classview.score', { right: row.right, asked: row.asked }), row.done ? null : t('classview.unfinished')].filter(Boolean).join(' · ');
  // Each figure's label, shown before it where the row is a card (a phone: www/css/class.css).
  const label = (column) => t('classview.cell-label', { column: t(`classview.col-${column}`) });
  return el(
    'tr',
    {
      ...attrs, 'data-right': row.right, 'data-wrong': row.wrong, 'data-asked': row.asked,
    },
    name,
    el('td', { className: 'class-col-exercise' }, exercise?.name ?? ''),
    el('td', { className: 'class-col-puzzle' }, exercise ? t('classview.puzzle-instance', { puzzle: t(`puzzle.${exercise.puzzle}`), instance: exercise.instance }) : ''),
    el('td', { className: 'class-number class-score', 'data-label': label('score') }, score),
    el('td', { className: 'class-number', 'data-label': label('mistakes') }, String(row.wrong)),
    el('td', { className: 'class-number', 'data-label': label('time') }, timeWords(row)),
    el('td', {}, replay),
  );
}

/** The table's CSV (exercise/class-table.js `toCsv`): a header, then each row as shown. */
function csvOf(rows, byKey) {
  const header = ['name', 'exercise', 'puzzle', 'instance', 'right', 'wrong', 'asked', 'finished', 'time', 'error', 'reason', 'link']
    .map((k) => t(`classview.csv-${k}`));
  return toCsv([header, ...rows.map((row) => {
    const exercise = byKey.get(row.exercise);
    const graded = !row.error;
    return [
      row.name, exercise?.name ?? '', row.puzzle ? t(`puzzle.${row.puzzle}`) : '', exercise?.instance ?? '',
      graded ? row.right : null, graded ? row.wrong : null, graded ? row.asked : null, graded ? t(row.done ? 'classview.yes' : 'classview.no') : null,
      row.time, row.error?.code ?? '', row.error?.text ?? '', absoluteUrl(row.fragment),
    ];
  })]);
}

/** The table's head: one header per column, the sortable ones a button (`class-sort`, `data-column`). */
function tableHead(actions) {
  const sorters = {};
  const cells = [...COLUMNS, 'replay'].map((column) => {
    if (column === 'replay') return el('th', { scope: 'col', 'data-column': column });
    const b = button('class-sort', { className: 'class-sort', 'data-column': column });
    b.addEventListener('click', () => actions.sortBy(column));
    sorters[column] = b;
    return el('th', { scope: 'col', 'data-column': column }, b);
  });
  return { head: el('thead', {}, el('tr', {}, ...cells)), cells, sorters };
}

/** The view's parts in `root`, wired to `actions`. */
function build(root, actions) {
  const p = {
    heading: el('h2', { className: 'class-heading' }),
    close: button('class-close', { className: 'class-close' }),
    about: el('p', { className: 'note class-about' }),
    label: el('label', { for: 'class-input' }),
    input: el('textarea', {
      id: 'class-input', testid: 'class-input', rows: 6, spellcheck: 'false', autocomplete: 'off', className: 'class-input',
    }),
    grade: button('class-grade', { className: 'primary' }),
    file: el('input', {
      type: 'file', id: 'class-file', testid: 'class-file', accept: '.txt,.csv,text/plain', className: 'class-file',
    }),
    fileLabel: el('label', { for: 'class-file', className: 'class-file-label' }),
    drop: el('span', { className: 'note class-drop' }),
    status: el('p', { className: 'class-status', testid: 'class-status', role: 'status' }),
    summary: el('p', { className: 'class-summary', testid: 'class-summary' }),
    caption: el('caption', { className: 'sr-only' }),
    body: el('tbody', {}),
    csv: button('class-export-csv', {}),
    svg: button('class-export-svg', {}),
    png: button('class-export-png', {}),
    exportNote: el('p', { className: 'note', role: 'status', hidden: true }),
    spots: createClassSpots({ pick: (i) => actions.pick(i) }),
  };
  p.table = tableHead(actions);
  p.close.addEventListener('click', () => actions.close());
  p.input.addEventListener('input', () => actions.setText(p.input.value));
  p.grade.addEventListener('click', () => actions.grade());
  p.file.addEventListener('change', () => {
    if (p.file.files?.[0]) actions.gradeFile(p.file.files[0]);
    p.file.value = '';
  });
  // A file dropped anywhere on the view is read as the links.
  root.addEventListener('dragover', (event) => event.preventDefault());
  root.addEventListener('drop', (event) => {
    const file = event.dataTransfer?.files?.[0];
    if (!file) return;
    event.preventDefault();
    actions.gradeFile(file);
  });
  p.results = el(
    'div',
    { className: 'class-results', hidden: true },
    p.summary,
    el('div', { className: 'class-table-box' }, el('table', { className: 'class-table', testid: 'class-table' }, p.caption, p.table.head, p.body)),
    el('div', { className: 'class-exports' }, p.csv, p.svg, p.png),
    p.exportNote,
    p.spots.root,
  );
  root.append(
    el('div', { className: 'class-head' }, p.heading, p.close),
    p.about,
    p.label,
    p.input,
    el('div', { className: 'class-actions' }, p.grade, p.file, p.fileLabel, p.drop),
    p.status,
    p.results,
  );
  return p;
}

/**
 * The status line: the grading's progress (rows worded in another language than `lang`
 * are being graded again), how many links were graded and refused, or a notice.
 */
function statusText(cv, lang) {
  if (cv.notice) return cv.notice;
  if (cv.status === 'grading') return t('classview.grading', { done: cv.progress?.done ?? 0, total: cv.progress?.total ?? 0 });
  if (cv.status === 'done' && cv.lang !== lang) return t('classview.grading', { done: 0, total: cv.rows.length });
  if (cv.status !== 'done') return '';
  const refused = cv.rows.filter((r) => r.error).length;
  return t('classview.graded', { rows: cv.rows.length, graded: cv.rows.length - refused, refused });
}

/** The fixed words of the view and the table's head (with each column's sort, `aria-sort`). */
function renderWords(p, cv) {
  setText(p.heading, t('classview.title'));
  setText(p.close, t('classview.close'));
  setText(p.about, t('classview.about'));
  setText(p.label, t('classview.input'));
  setText(p.grade, t('classview.grade'));
  setText(p.fileLabel, t('classview.file'));
  setText(p.drop, t('classview.drop'));
  setText(p.caption, t('classview.table'));
  setText(p.csv, t('classview.export-csv'));
  setText(p.svg, t('classview.export-svg'));
  setText(p.png, t('classview.export-png'));
  for (const cell of p.table.cells) {
    const { column } = cell.dataset;
    const words = t(`classview.col-${column}`);
    const sorter = p.table.sorters[column];
    if (!sorter) {
      setText(cell, words);
      continue;
    }
    setText(sorter, words);
    setAttr(sorter, 'aria-label', t('classview.sort', { column: words }));
    const sorted = cv.sort?.column === column ? cv.sort.direction : 'none';
    setAttr(cell, 'aria-sort', sorted);
  }
}

/** The exported tree's caption for class view `cv`: its exercise, and what the shading says. */
function captionOf(cv) {
  const exercise = cv.exercises.find((e) => e.key === cv.exercise);
  const students = cv.rows.filter((r) => !r.error && r.exercise === cv.exercise).length;
  return [exerciseWords(exercise), t('classview.export-caption', { students })];
}

/** Height of the exported tree's caption: two lines of text. */
const CAPTION = 46;

/**
 * The weak spots' tree as exported: `tree` (its SVG) under a caption of two `lines` (the
 * exercise, and what the shading says), at least wide enough for them to be read.
 */
function captioned(tree, lines) {
  const [width, height] = [Number(tree.getAttribute('width')), Number(tree.getAttribute('height'))];
  // Wide enough for the longer line: about 0.55 em a Latin character, 1 em a Chinese one.
  const wide = (line, size) => [...line].reduce((w, ch) => w + (ch.codePointAt(0) > 0x2e80 ? size : 0.55 * size), 16);
  const outer = Math.ceil(Math.max(width, wide(lines[0], 14), wide(lines[1], 12)));
  const svg = svgEl('svg', {
    viewBox: `0 0 ${outer} ${height + CAPTION}`, width: outer, height: height + CAPTION,
  });
  lines.forEach((line, i) => {
    const text = svgEl('text', {
      x: 8, y: 18 + 20 * i, 'font-size': i === 0 ? 14 : 12, 'font-family': 'system-ui, sans-serif', fill: i === 0 ? '#1b1f24' : '#4b5563',
    });
    text.textContent = line;
    svg.append(text);
  });
  const body = tree.cloneNode(true);
  for (const [k, v] of Object.entries({ x: (outer - width) / 2, y: CAPTION })) body.setAttribute(k, v);
  svg.append(body);
  return svg;
}

/**
 * The class view in `root` (main.js's section, `class-view`, which main.js shows while
 * `state.classView` is open) over the page context `ctx`: `{ render(state) }`.
 */
export function createClassView(root, ctx) {
  const { store } = ctx;
  const act = (fn) => (...args) => {
    const result = fn(...args);
    store.flush();
    if (result instanceof Promise) result.finally(() => store.flush());
    return result;
  };
  const raw = createClassActions(store, () => {
    ctx.hashWriter.push();
    store.update({ classView: null, error: '' });
  });
  const actions = Object.fromEntries(Object.entries(raw).map(([name, fn]) => [name, act(fn)]));
  const p = build(root, actions);
  let drawn = null;
  let regrade = null;

  function exportTree(kind) {
    const tree = p.spots.svg();
    if (!tree) return;
    const svg = captioned(tree, captionOf(store.state.classView));
    const text = svgText(svg, t('classview.tree-label'));
    if (kind === 'svg') {
      download(new Blob([text], { type: 'image/svg+xml' }), 'class-tree.svg');
      return;
    }
    svgToPng(text, Math.min(4000, Number(svg.getAttribute('width')) * 2)).then((blob) => {
      p.exportNote.hidden = true;
      download(blob, 'class-tree.png');
    }, () => {
      setText(p.exportNote, t('classview.export-failed'));
      p.exportNote.hidden = false;
    });
  }
  p.svg.addEventListener('click', () => exportTree('svg'));
  p.png.addEventListener('click', () => exportTree('png'));
  p.csv.addEventListener('click', () => {
    const cv = store.state.classView;
    if (!cv) return;
    const byKey = new Map(cv.exercises.map((e) => [e.key, e]));
    const rows = cv.sort ? sortRows(cv.rows, cv.sort.column, cv.sort.direction, (r, c) => columnText(r, c, byKey), store.state.lang) : cv.rows;
    download(new Blob([csvOf(rows, byKey)], { type: 'text/csv;charset=utf-8' }), 'class-results.csv');
  });

  function renderTable(cv, lang, byKey) {
    const key = [cv.rows, cv.sort?.column, cv.sort?.direction, lang];
    if (drawn && key.every((part, i) => part === drawn[i])) return;
    drawn = key;
    const rows = cv.sort ? sortRows(cv.rows, cv.sort.column, cv.sort.direction, (r, c) => columnText(r, c, byKey), lang) : cv.rows;
    keepFocus(p.body, 'data-index', () => p.body.replaceChildren(...rows.map((row) => tableRow(row, byKey))));
  }

  function renderSpots(cv, byKey) {
    const exercise = byKey.get(cv.exercise);
    if (!exercise) {
      p.spots.render(null);
      return;
    }
    const graded = cv.rows.filter((r) => !r.error && r.exercise === exercise.key);
    const byIndex = new Map(cv.rows.map((r) => [r.index, r]));
    p.spots.render({
      exercise,
      spots: weakSpots(cv.rows, exercise),
      students: graded.length,
      picked: cv.picked,
      // Each name isolated (FSI … PDI: a right-to-left name does not turn its neighbours
      // round), joined by a separator names rarely hold (a name may have a comma).
      names: (indices) => indices.map((i) => `\u2068${nameOf(byIndex.get(i))}\u2069`).join(t('classview.name-sep')),
    });
  }

  return {
    render(state) {
      const cv = state.classView;
      if (!cv) return;
      // Rows worded in another language are graded again in this one (once asked, not in a loop).
      if (cv.status === 'done' && cv.lang !== state.lang && regrade !== state.lang) {
        regrade = state.lang;
        setTimeout(() => actions.grade());
      }
      renderWords(p, cv);
      if (p.input.value !== cv.text) p.input.value = cv.text;
      p.grade.disabled = cv.status === 'grading';
      setAttr(root, 'aria-busy', String(cv.status === 'grading'));
      setText(p.status, statusText(cv, state.lang));
      // Rows worded in another language are hidden until graded again in this one.
      const done = cv.status === 'done' && cv.rows.length > 0 && cv.lang === state.lang;
      p.results.hidden = !done;
      if (!done) return;
      const byKey = new Map(cv.exercises.map((e) => [e.key, e]));
      setText(p.summary, exerciseWords(byKey.get(cv.exercise)));
      renderTable(cv, state.lang, byKey);
      const tree = byKey.get(cv.exercise)?.type === 'tree';
      p.svg.hidden = !tree;
      p.png.hidden = !tree;
      renderSpots(cv, byKey);
    },
  };
}
