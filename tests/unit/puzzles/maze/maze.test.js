//! The maze's pure page modules: the exercise's reasons (hand-traced on a 3 × 3 maze with a
//! wall in the middle, moves tried up, right, down, left), the editor's refusals, and its
//! words in both languages (every English key worded in Chinese, a count and its noun
//! agreeing). The expected sentences are written out by hand.

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, t } from '../../../../www/js/lib/i18n.js';
import '../../wasm-modules.js';
import { parse_link as parseLink } from '../../../../www/pkg/maze.js';
import { readLink } from '../../../../www/js/app/route.js';
import { mazeExpected, mazeReason } from '../../../../www/js/puzzles/maze/exercise-rules.js';
import { editFault } from '../../../../www/js/puzzles/maze/actions.js';
import { MAZE_STRINGS } from '../../../../www/js/puzzles/maze/strings.js';
import { MAZE_EXERCISE_STRINGS } from '../../../../www/js/puzzles/maze/exercise-strings.js';

const SIZE = {
  rows: 3, cols: 3, walls: [0, 0, 0, 0, 1, 0, 0, 0, 0], start: [1, 1], exit: [3, 3],
};

test('the exercise: from (1,1) up leaves the grid, so the answer up is wrong and the search moves right', () => {
  const off = { kind: 'conflict', dir: 1, row: 0, col: 1, why: 1 };
  const next = { kind: 'place', event: { dir: 2, row: 1, col: 2 }, tried: [off] };
  assert.deepEqual(mazeExpected(next), { kind: 'number', value: 2 });
  assert.equal(mazeReason(next, { kind: 'number', value: 1 }, SIZE).why, 'blocked');
  assert.equal(mazeReason(next, { kind: 'number', value: 3 }, SIZE).why, 'first-open');
  assert.equal(mazeReason(next, { kind: 'backtrack' }, SIZE).why, 'open-left');
  // The exit's square unmarked after a path: the backtrack after a solution.
  const back = { kind: 'remove', event: { dir: 3, row: 3, col: 3 }, tried: [] };
  assert.deepEqual(mazeExpected(back), { kind: 'backtrack' });
  assert.equal(mazeReason(back, { kind: 'number', value: 4 }, SIZE).why, 'after-solution');
});

test('the editor refuses a wall on an end and the ends on one square, and says which', () => {
  assert.equal(editFault(SIZE), null);
  assert.deepEqual(editFault({ ...SIZE, walls: [1, 0, 0, 0, 1, 0, 0, 0, 0] }), ['maze.edit-wall-start', { r: 1, c: 1 }]);
  assert.deepEqual(editFault({ ...SIZE, walls: [0, 0, 0, 0, 1, 0, 0, 0, 1] }), ['maze.edit-wall-exit', { r: 3, c: 3 }]);
  assert.deepEqual(editFault({ ...SIZE, exit: [1, 1] }), ['maze.edit-same', { r: 1, c: 1 }]);
});

test('every maze text is worded in both languages, and counts agree with their nouns', () => {
  for (const table of [MAZE_STRINGS, MAZE_EXERCISE_STRINGS]) {
    assert.deepEqual(Object.keys(table.zh).sort(), Object.keys(table.en).sort());
  }
  setLang('en');
  assert.equal(t('maze.result', { count: 1, best: 14 }), '1 path found so far; the shortest has 14 moves.');
  assert.equal(t('maze.event-done', { count: 3, steps: 601 }), 'Search finished: 3 paths in 601 steps.');
  assert.equal(t('linkerr.maze-ragged', { row: 2, len: 1, want: 3 }), 'Row 2 of the maze has 1 square where row 1 has 3.');
  setLang('zh');
  assert.equal(t('maze.result-done', { count: 3, best: 14 }), '全部 3 条路径已找到；最短的 14 步。');
  setLang('en');
});

test('the link’s errors quote a square as typed, name the start and exit in each language, and name an empty value', () => {
  // Written by hand from the link: what it has, as it has it.
  for (const [hash, en, zh] of [
    ['#puzzle=maze&grid=000&start=1-99999999999999999999&exit=1-3', 'The maze’s start (row 1, column 99999999999999999999) is off its 1 × 3 grid.', '迷宫的起点（第 1 行，第 99999999999999999999 列）不在 1 × 3 的网格内。'],
    ['#puzzle=maze&grid=000&start=1-1&exit=1-1000', 'The maze’s exit (row 1, column 1000) is off its 1 × 3 grid.', '迷宫的出口（第 1 行，第 1000 列）不在 1 × 3 的网格内。'],
    ['#puzzle=maze&grid=010&start=1-2&exit=1-3', 'The maze’s start (1,2) is a wall.', '迷宫的起点 (1,2) 是墙。'],
    ['#puzzle=maze&grid=000&start=&exit=1-3', 'The maze’s start is empty: write a square as row-column, such as 1-1.', '迷宫的起点是空值：格子应写成“行-列”，例如 1-1。'],
  ]) {
    for (const [lang, want] of [['en', en], ['zh', zh]]) {
      setLang(lang);
      assert.equal(String(readLink(parseLink, hash).error), want, `${hash} (${lang})`);
    }
  }
  setLang('en');
});
