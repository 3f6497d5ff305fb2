//! The class view's table and weak spots (`view=class`, docs/CLASS.md), from the rows and
//! exercises exercise/class-grading.js makes: the class's exercise (the one most links are
//! for), the rows of another exercise refused, the rows sorted by a column, each
//! exercise item's misses (who went wrong where), and the table as CSV (RFC 4180, UTF-8
//! with a byte-order mark so spreadsheet programs read Chinese names, each cell that a
//! spreadsheet would take for a formula made text). Pure: no DOM, unit-tested in
//! tests/unit/class-table.test.js.

/** The byte-order mark that tells spreadsheet programs a CSV file is UTF-8. */
export const BOM = '\uFEFF';

/** The columns a table is sorted by, in the table's order. */
export const COLUMNS = ['name', 'exercise', 'puzzle', 'score', 'mistakes', 'time'];

/**
 * The key of the class's exercise: the one most rows are for, graded or with their answers
 * refused (a tie: the one whose first row comes first), or null when no row names one.
 */
export function classExercise(rows) {
  const counts = new Map();
  for (const row of rows) {
    if (row.exercise !== null) counts.set(row.exercise, (counts.get(row.exercise) ?? 0) + 1);
  }
  let best = null;
  for (const [key, count] of counts) if (best === null || count > counts.get(best)) best = key;
  return best;
}

/**
 * The rows with those of another exercise than `key` refused: each such graded row gets
 * the error `{ code: 'class-other-exercise', text: otherText(row) }` (its scores kept out
 * of the class's).
 */
export function refuseOthers(rows, key, otherText) {
  return rows.map((row) => {
    if (key === null || row.exercise === null || row.exercise === key || row.error) return row;
    return { ...row, error: { code: 'class-other-exercise', text: otherText(row) } };
  });
}

/** A link fragment's `key=value` parts as a Map (the first of a key repeated), the values decoded where they can be. */
function fragmentParts(fragment) {
  const parts = new Map();
  for (const part of String(fragment ?? '').split('&')) {
    if (part === '') continue;
    const at = part.indexOf('=');
    const key = at >= 0 ? part.slice(0, at) : part;
    let value = at >= 0 ? part.slice(at + 1) : '';
    try {
      value = decodeURIComponent(value);
    } catch {
      // Shown as written.
    }
    if (!parts.has(key)) parts.set(key, value);
  }
  return parts;
}

/**
 * Where two exercises' keys (class-grading.js: a link without the student's part) differ:
 * `[key, theirs, ours]` for each key whose value differs, in the order the keys first
 * come (`theirs` or `ours` null where that link has no such key).
 */
export function keyDifference(theirs, ours) {
  const a = fragmentParts(theirs);
  const b = fragmentParts(ours);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  return keys.filter((k) => a.get(k) !== b.get(k)).map((k) => [k, a.get(k) ?? null, b.get(k) ?? null]);
}

/** A graded row's score as a share of its answers (0 for none); null for a refused row. */
export function scoreOf(row) {
  if (row.error) return null;
  return row.asked > 0 ? row.right / row.asked : 0;
}

/**
 * The rows sorted by `column` (one of COLUMNS) in `direction` ('ascending' or
 * 'descending'), stably; `text(row, column)` gives a column's words (name, exercise,
 * puzzle), compared in `lang`'s order (Chinese by pinyin). Rows without the value (no
 * time, no name) come after the others either way, and refused rows last, each in their
 * order.
 */
export function sortRows(rows, column, direction, text, lang = 'en') {
  const sign = direction === 'descending' ? -1 : 1;
  const collator = new Intl.Collator(lang === 'zh' ? 'zh-Hans-u-co-pinyin' : 'en', { numeric: true, sensitivity: 'base' });
  const value = (row) => {
    if (column === 'score') return scoreOf(row);
    if (column === 'mistakes') return row.error ? null : row.wrong;
    if (column === 'time') return row.error ? null : row.time;
    return text(row, column);
  };
  // Refused rows last, then the rows without the value, each in their order.
  const rank = (row, v) => (row.error ? 2 : Number(v === null || v === '' || v === undefined));
  const compare = (a, b) => {
    const [x, y] = [value(a), value(b)];
    const [rx, ry] = [rank(a, x), rank(b, y)];
    if (rx || ry) return rx - ry;
    return sign * (typeof x === 'number' ? x - y : collator.compare(x, y));
  };
  return rows.map((row, i) => [row, i]).sort(([a, i], [b, j]) => compare(a, b) || i - j).map(([row]) => row);
}

/**
 * The weak spots of `exercise` (its `items`) over the rows graded for it: one entry per
 * item, `{ index, answered, missed, misses, who }`: the students (rows) who were asked it,
 * those who went wrong there at least once (`who`: their rows' indices, in the rows'
 * order) and how many wrong answers it had in all.
 */
export function weakSpots(rows, exercise) {
  const spots = exercise.items.map((_, index) => ({
    index, answered: 0, missed: 0, misses: 0, who: [],
  }));
  for (const row of rows) {
    if (row.error || row.exercise !== exercise.key) continue;
    for (const i of new Set(row.answered)) if (spots[i]) spots[i].answered += 1;
    for (const i of row.missed) if (spots[i]) spots[i].misses += 1;
    for (const i of new Set(row.missed)) {
      if (spots[i]) {
        spots[i].missed += 1;
        spots[i].who.push(row.index);
      }
    }
  }
  return spots;
}

/** The share of a spot's students who got it right (0 to 1), or null when nobody was asked it. */
export function rightShare(spot) {
  return spot.answered > 0 ? (spot.answered - spot.missed) / spot.answered : null;
}

/** The spots most missed first (by students, then wrong answers, then the exercise's order); only those missed. */
export function worstSpots(spots) {
  return spots.filter((s) => s.missed > 0).sort((a, b) => b.missed - a.missed || b.misses - a.misses || a.index - b.index);
}

/**
 * One CSV cell: text as it is, quoted when it holds a comma, a quote or a line break (a
 * quote doubled); text a spreadsheet would read as a formula (starting with `=`, `+`, `-`,
 * `@`, a tab or a carriage return) made text by a leading apostrophe (OWASP's advice on CSV
 * injection). Numbers as they are.
 */
export function csvCell(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows of cells as a CSV file's text: the byte-order mark, then one line per row, CRLF between. */
export function toCsv(lines) {
  return BOM + lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
