//! Finds English prose left in a Chinese text about a procedure: a line of the code panel, a
//! Parsons line or reason, a template part, the step's variables. The code is the same in
//! every language (the pseudocode's keywords, the procedure's names, calls `ok(` and arrays
//! `a[`); every other English word is prose the page's language should word. A comment
//! (after `▷` or `//`) with any Latin letter holds Chinese. Used by the puzzles' own tests
//! (tests/unit/puzzles/<id>/); names no puzzle. Not a test file itself.

/** The pseudocode's keywords: code, the same in every language. */
export const KEYWORDS = new Set([
  'if', 'else', 'then', 'for', 'to', 'while', 'do', 'return', 'print', 'stop', 'end', 'main',
  'and', 'or', 'not', 'mod', 'true', 'false',
]);

const CJK = /[\u3400-\u9fff]/u;

/**
 * The English words of `text` that are prose: words of two letters or more that are no
 * keyword, not in `names` (the procedure's identifiers: `exit`, `op`, …) and not followed
 * by `(` or `[` (a call or an array), in the order they stand.
 */
export function proseWords(text, names = [], keywords = KEYWORDS) {
  const words = [];
  for (const m of String(text).matchAll(/[A-Za-z][A-Za-z']*/g)) {
    const word = m[0];
    const next = text[m.index + word.length];
    if (word.length < 2 || next === '(' || next === '[' || keywords.has(word) || names.includes(word)) continue;
    words.push(word);
  }
  return words;
}

/**
 * What keeps `text` from reading as Chinese: its prose words, and a comment with Latin
 * letters but no Chinese. A list of sentences naming `where`, empty when it reads as Chinese.
 */
export function zhFaults(where, text, names = [], keywords = KEYWORDS) {
  const faults = [];
  const words = proseWords(text, names, keywords);
  if (words.length) faults.push(`${where}: English words ${words.join(' ')} in “${text}”`);
  const comment = /(?:▷|\/\/)(.*)$/u.exec(text)?.[1];
  if (comment && /[A-Za-z]/.test(comment) && !CJK.test(comment)) faults.push(`${where}: comment without Chinese in “${text}”`);
  return faults;
}

/** A Chinese character in `text` (an English text should have none). */
export const hasCjk = (text) => CJK.test(String(text));

/**
 * The texts a puzzle (its contract object) shows about its procedure, in the language set:
 * `[where, text]` for each line of `code` in each of its forms (all solutions and the first),
 * each Parsons distractor's line and reason, each pair's reason, the template's parts and
 * the notes' terms. `lang` picks the reasons' language.
 */
export function procedureTexts(puzzle, t, lang) {
  const out = [];
  for (const template of puzzle.templates) {
    for (const allSolutions of [true, false]) {
      const { lines, terms } = puzzle.code({ ...puzzle.parsons?.options, allSolutions, template });
      for (const [id, , text] of lines) out.push([`${template} line ${id}`, text]);
      if (terms) out.push([`${template} terms`, t(terms)]);
    }
    const declared = puzzle.parsons?.[template] ?? {};
    for (const [i, d] of (declared.distractors ?? []).entries()) {
      out.push([`${template} distractor ${i + 1}`, d.text], [`${template} distractor ${i + 1}'s reason`, d.reason[lang]]);
    }
    for (const [i, p] of (declared.pairs ?? []).entries()) out.push([`${template} pair ${i + 1}'s reason`, p.reason[lang]]);
  }
  for (const [part, text] of Object.entries(puzzle.templateParts())) if (text) out.push([`template part ${part}`, text]);
  return out;
}

/**
 * The step's variables (`puzzle.variables`) at every step of the whole search of `size`
 * (all solutions), in each of the puzzle's forms: `[where, text]`, one for each different text.
 */
export function variableTexts(puzzle, size) {
  const seen = new Map();
  for (const template of puzzle.templates) {
    const options = { allSolutions: true, template };
    const stepper = puzzle.newStepper(null, size, options);
    let s = stepper.view();
    for (;;) {
      const text = puzzle.variables(s, options);
      if (!seen.has(text)) seen.set(text, `${template} step ${s.step} variables`);
      if (s.finished) break;
      s = stepper.step();
    }
  }
  return [...seen].map(([text, where]) => [where, text]);
}
