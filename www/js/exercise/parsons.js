//! The Parsons problem (`ex=parsons&tmpl=…&seed=…`), for any puzzle: the lines of its
//! procedure (the first procedure of `Puzzle.code`, in the form asked for) shuffled by a
//! seeded generator with one or two distractors the puzzle declares (`Puzzle.parsons`, in its
//! folder), for the student to put in order and indent; then the grading, each misplaced
//! line with its reason, and the answer as a link's `ans` tokens. Parsons problems with
//! distractors: Ericson, Margulieux and Rick (2017). The generator is Mulberry32 (Tommy
//! Ettinger's public-domain 32-bit generator). Pure: no DOM, unit-tested in
//! tests/unit/parsons.test.js.

/** The deepest indent a line may be given (the procedures go to 5). */
export const MAX_INDENT = 7;

/** The largest seed a link carries (src/link.rs `LINK_NUMBER_MAX`). */
export const SEED_MAX = 2 ** 53 - 1;

/**
 * A generator of numbers in [0, 1) from `seed` (a whole number 0 to 2^53 − 1): the same
 * seed, the same numbers. Its high and low 32 bits are mixed into Mulberry32's state.
 */
export function seededRandom(seed) {
  let a = ((seed % 2 ** 32) ^ Math.imul(Math.floor(seed / 2 ** 32), 0x9e3779b9)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** `items` in the order a Fisher–Yates shuffle by `random` (seededRandom) puts them; `items` is left as it is. */
export function shuffled(items, random) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A fresh seed for a new problem (the page's; a link gives its own). */
export function newSeed() {
  return Math.floor(Math.random() * 1_000_000);
}

/**
 * The procedure's lines a problem is made of: the code's first procedure, from its first
 * line (indent 0, the procedure's name) to the next line at indent 0 (the check, `main`),
 * as `{ id, codeId, indent, text }`, `id` its place 1, 2, … (the link's and `data-line`).
 */
export function procedureLines(codeLines) {
  const lines = [];
  for (const [i, [codeId, indent, text]] of codeLines.entries()) {
    if (i > 0 && indent === 0) break;
    lines.push({ id: String(i + 1), codeId, indent, text });
  }
  return lines;
}

/**
 * The problem of `codeLines` (Puzzle.code's `lines`) with the puzzle's declaration for the
 * form (`declared`: `{ distractors: [{ text, indent?, reason: { en, zh } }], pairs?: [{
 * line, after, reason }], anyOrder?: [[codeId, …]] }`) and `seed`: `{ seed, lines` (in
 * the right order) `, distractors` (the one or two picked, ids `d1`, `d2`, … by their place
 * in the declaration) `, pool` (every id, shuffled) `, pairs, anyOrder }`.
 */
export function buildProblem(codeLines, declared, seed) {
  const random = seededRandom(seed);
  const lines = procedureLines(codeLines);
  const all = (declared?.distractors ?? []).map((d, i) => ({
    id: `d${i + 1}`, codeId: null, indent: d.indent ?? 0, text: d.text, reason: d.reason, distractor: true,
  }));
  const count = Math.min(all.length, all.length > 1 && random() < 0.5 ? 2 : 1);
  const distractors = shuffled(all, random).slice(0, count).sort((a, b) => a.id.localeCompare(b.id));
  const pool = shuffled([...lines, ...distractors].map((l) => l.id), random);
  return {
    seed, lines, distractors, pool, pairs: declared?.pairs ?? [], anyOrder: declared?.anyOrder ?? [],
  };
}

/** The line of `problem` with id `id` (a procedure line or a distractor), or undefined. */
export function lineOf(problem, id) {
  return problem.lines.find((l) => l.id === id) ?? problem.distractors.find((l) => l.id === id);
}

/** The lines of the pool: those not placed, in the pool's shuffled order. */
export function poolLines(problem, placed) {
  const used = new Set(placed.map((p) => p.id));
  return problem.pool.filter((id) => !used.has(id)).map((id) => lineOf(problem, id));
}

/** The placed lines `[{ id, indent }]` as a link's `ans` (`3.1-d1.0-…`: id and indent), or null for none. */
export function encodeAnswer(placed) {
  return placed.length ? placed.map((p) => `${p.id}.${p.indent}`).join('-') : null;
}

/**
 * A link's `ans` (tokens the core has checked: `a`–`z`, `0`–`9`, `.`) as the placed lines of
 * `problem`: `{ placed, error }`, `error` `{ at, value }` at the first token that is no line
 * of this problem with an indent 0 to MAX_INDENT, or a line given twice (the lines before it
 * are kept), else null.
 */
export function decodeAnswer(problem, ans) {
  const placed = [];
  if (!ans) return { placed, error: null };
  for (const [i, token] of String(ans).split('-').entries()) {
    const m = /^(d?\d{1,3})\.(\d)$/.exec(token);
    const bad = !m || !lineOf(problem, m[1]) || Number(m[2]) > MAX_INDENT || placed.some((p) => p.id === m[1]);
    if (bad) return { placed, error: { at: i + 1, value: token.slice(0, 24) } };
    placed.push({ id: m[1], indent: Number(m[2]) });
  }
  return { placed, error: null };
}

/** The key two lines share when either may stand where the other does: the same text, or a group of `anyOrder`. */
function keyOf(problem, line) {
  const group = problem.anyOrder.findIndex((g) => line.codeId !== null && g.includes(line.codeId));
  return group >= 0 ? `any:${group}` : `text:${line.text}`;
}

/** The longest common subsequence of `a` and `b` (keys): the pairs [i, j] of its matches, in order. */
function matches(a, b) {
  const n = a.length;
  const m = b.length;
  const len = Array.from({ length: n + 1 }, () => new Array(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i -= 1) {
    for (let j = m - 1; j >= 0; j -= 1) {
      len[i][j] = a[i] === b[j] ? len[i + 1][j + 1] + 1 : Math.max(len[i + 1][j], len[i][j + 1]);
    }
  }
  const out = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (a[i] === b[j]) {
      out.push([i, j]);
      i += 1;
      j += 1;
    } else if (len[i + 1][j] >= len[i][j + 1]) i += 1;
    else j += 1;
  }
  return out;
}

/**
 * The declared pair (`{ line, after, reason }`: a line with code id `line` comes after one
 * with `after`) that the line at place `p` of `placed` breaks, or undefined.
 */
function brokenPair(problem, placed, p) {
  const line = lineOf(problem, placed[p].id);
  const codeAt = (q) => lineOf(problem, placed[q].id).codeId;
  return problem.pairs.find((pair) => (
    (line.codeId === pair.line && placed.some((_, q) => q > p && codeAt(q) === pair.after))
    || (line.codeId === pair.after && placed.some((_, q) => q < p && codeAt(q) === pair.line))));
}

/**
 * Grades the placed lines `[{ id, indent }]` of `problem`: `{ marks, missing, right, wrong,
 * total, full }`. `marks[i]` is the verdict of placed line i: `{ id, ok, why }`, `why` null
 * or `{ kind: 'distractor', reason }` (its declared reason), `{ kind: 'pair', reason }` (a
 * declared pair it breaks), `{ kind: 'after', line }` (it goes right after that line's
 * text), `{ kind: 'first' }`, or `{ kind: 'indent', want, got }`. `missing` are the
 * procedure's lines not placed; `right` the lines in order at their indent, `wrong` the
 * marks not ok and the missing lines, `total` the procedure's lines; `full` all right
 * and no distractor placed.
 */
export function grade(problem, placed) {
  const expected = problem.lines;
  const proper = placed.map((p, i) => ({ ...p, at: i, line: lineOf(problem, p.id) })).filter((p) => !p.line.distractor);
  const pairsMatched = matches(expected.map((l) => keyOf(problem, l)), proper.map((p) => keyOf(problem, p.line)));
  const wantAt = new Map(pairsMatched.map(([i, j]) => [proper[j].at, expected[i]]));
  const marks = placed.map((p, at) => {
    const line = lineOf(problem, p.id);
    if (line.distractor) return { id: p.id, ok: false, why: { kind: 'distractor', reason: line.reason } };
    const want = wantAt.get(at);
    if (!want) {
      const pair = brokenPair(problem, placed, at);
      if (pair) return { id: p.id, ok: false, why: { kind: 'pair', reason: pair.reason } };
      const e = expected.indexOf(line);
      return { id: p.id, ok: false, why: e === 0 ? { kind: 'first' } : { kind: 'after', line: expected[e - 1].text } };
    }
    if (want.indent !== p.indent) return { id: p.id, ok: false, why: { kind: 'indent', want: want.indent, got: p.indent } };
    return { id: p.id, ok: true, why: null };
  });
  const used = new Set(placed.map((p) => p.id));
  const missing = expected.filter((l) => !used.has(l.id));
  const right = marks.filter((m) => m.ok).length;
  const wrong = marks.length - right + missing.length;
  return {
    marks, missing, right, wrong, total: expected.length, full: right === expected.length && wrong === 0,
  };
}

/** The right answer of `problem`: its procedure's lines in order at their indent. */
export function solution(problem) {
  return problem.lines.map((l) => ({ id: l.id, indent: l.indent }));
}

/**
 * What is wrong with a puzzle's Parsons declaration (`Puzzle.parsons`) against its code:
 * for each of its `templates`, one or more distractors with text unlike every line of the
 * procedure and a reason in English and Chinese; pairs and groups naming code ids it has.
 * `codeOf(template)` gives Puzzle.code's lines. A list of sentences, empty when it is right.
 */
export function declarationFaults(parsons, templates, codeOf) {
  const faults = [];
  for (const template of templates) {
    const declared = parsons?.[template];
    if (!declared) {
      faults.push(`parsons.${template} is missing`);
      continue;
    }
    const lines = procedureLines(codeOf(template));
    const texts = new Set(lines.map((l) => l.text));
    const ids = new Set(lines.map((l) => l.codeId).filter(Boolean));
    if (!Array.isArray(declared.distractors) || declared.distractors.length === 0) faults.push(`parsons.${template} has no distractors`);
    for (const [i, d] of (declared.distractors ?? []).entries()) {
      if (typeof d.text !== 'string' || d.text === '' || texts.has(d.text)) faults.push(`parsons.${template}.distractors[${i}] has no text of its own`);
      if (typeof d.reason?.en !== 'string' || typeof d.reason?.zh !== 'string') faults.push(`parsons.${template}.distractors[${i}] lacks a reason in en and zh`);
    }
    for (const [i, p] of (declared.pairs ?? []).entries()) {
      if (!ids.has(p.line) || !ids.has(p.after)) faults.push(`parsons.${template}.pairs[${i}] names a line the procedure has not`);
      if (typeof p.reason?.en !== 'string' || typeof p.reason?.zh !== 'string') faults.push(`parsons.${template}.pairs[${i}] lacks a reason in en and zh`);
    }
    for (const [i, g] of (declared.anyOrder ?? []).entries()) {
      if (!Array.isArray(g) || g.some((id) => !ids.has(id))) faults.push(`parsons.${template}.anyOrder[${i}] names a line the procedure has not`);
    }
  }
  return faults;
}
