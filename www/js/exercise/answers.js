//! A student's answers as a result link carries them (`ans=`, the core's link grammar:
//! tokens of `a`–`z`, `0`–`9` and `.` joined by `-`, src/link.rs `Exercise::answers`):
//! a square `3.2` (row 3, column 2), `b` (the search backtracks), a line `col`, `diag` or
//! `anti`, a node state `exp`, `live` or `dead`, or a number in digits (a count). What a
//! token means is read here; whether it answers its question is the exercise's to grade.
//! Pure: no DOM, unit-tested in tests/unit/exercise.test.js.

const WORDS = {
  b: { kind: 'backtrack' },
  col: { kind: 'line', line: 'column' },
  diag: { kind: 'line', line: 'diagonal' },
  anti: { kind: 'line', line: 'anti-diagonal' },
  exp: { kind: 'node', state: 'expanding' },
  live: { kind: 'node', state: 'live' },
  dead: { kind: 'node', state: 'dead' },
};

/**
 * An answer (`{ kind: 'square', row, col }`, `{ kind: 'backtrack' }`, `{ kind: 'line',
 * line }`, `{ kind: 'node', state }`, `{ kind: 'number', value }`) as its token.
 */
export function answerToken(answer) {
  switch (answer.kind) {
    case 'square': return `${answer.row}.${answer.col}`;
    case 'number': return String(answer.value);
    default: return Object.keys(WORDS).find((w) => {
      const a = WORDS[w];
      return a.kind === answer.kind && a.line === answer.line && a.state === answer.state;
    });
  }
}

/**
 * The answer a token stands for on an N × N board (see answerToken), or null when it is
 * none: an unknown word, a square off the board, a malformed number.
 */
export function tokenAnswer(token, n) {
  if (Object.hasOwn(WORDS, token)) return { ...WORDS[token] };
  const square = /^(\d{1,3})\.(\d{1,3})$/.exec(token);
  if (square) {
    const [row, col] = [Number(square[1]), Number(square[2])];
    return row >= 1 && row <= n && col >= 1 && col <= n ? { kind: 'square', row, col } : null;
  }
  if (/^\d{1,15}$/.test(token)) return { kind: 'number', value: Number(token) };
  return null;
}

/**
 * A link's `ans` value (tokens joined by `-`, already checked by the core) as answers:
 * `{ answers }`, or, when a token is not an answer (its 1-based place `at`) or
 * `accepts(answer, index)` (the exercise's: e.g. a move's number 1 to 4, or what the
 * quiz's question `index` takes) refuses it, `{ answers, error: { at, value } }` with the
 * answers before it: a link cut mid-token is graded up to the cut.
 */
export function readAnswers(text, n, accepts = () => true) {
  const answers = [];
  for (const [i, token] of text.split('-').entries()) {
    const answer = tokenAnswer(token, n);
    if (!answer || !accepts(answer, i)) return { answers, error: { at: i + 1, value: token.slice(0, 24) } };
    answers.push(answer);
  }
  return { answers };
}

/** Answers as a link's `ans` value (see answerToken), or null for none. */
export function writeAnswers(answers) {
  return answers.length ? answers.map(answerToken).join('-') : null;
}

/** Two answers are the same answer. */
export function sameAnswer(a, b) {
  return answerToken(a) === answerToken(b);
}
