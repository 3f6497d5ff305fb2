//! The knight's exercise's words (puzzles/knight/exercise.js, puzzles/knight/exercise-panel.js),
//! in English and Simplified Chinese, added to the page's table when it loads, beside the
//! exercises' shared words (exercise/strings.js).

import { addStrings } from '../../lib/i18n.js';
import '../../exercise/strings.js';

export const KNIGHT_EXERCISE_STRINGS = {
  en: {
    'ex.knight-about': 'You are the search: choose each jump it makes (it tries the moves ① to ④ in order and rejects those that leave the board), or backtrack when it undoes one.',
    'ex.knight-prompt': 'Choose the search’s next jump, or press Backtrack.',
    'ex.knight-prompt-end': 'The horse has reached ({x},{y}): a path. What does the search do now?',
    'ex.knight-move': 'Move {dir} ({dx}, {dy}) to ({x},{y})',
    'ex.knight-right-jump': 'Right: the search jumps by move {dir} to ({x},{y}).',
    'ex.knight-right-back': 'Right: the search backtracks and undoes the jump to ({x},{y}).',
    'ex.knight-safe-left': 'The search does not backtrack yet: move {dir} lands on ({x},{y}), on the board.',
    'ex.knight-leaves': 'Move {asked} lands on ({bx},{by}), off the board. The search jumps by move {dir} to ({x},{y}), the first move that stays on it.',
    'ex.knight-tried': 'Move {asked} was tried before: after a backtrack the search goes on with the next move. It jumps by move {dir} to ({x},{y}).',
    'ex.knight-first-safe': 'Move {dir} comes before move {asked} and stays on the board: the search tries the moves in order, ① to ④.',
    'ex.knight-after-solution': 'A path was found, so the search backtracks to look for the next one: it undoes the jump to ({x},{y}).',
    'ex.knight-all-leave': 'Every move left from here leaves the board: {list}. So the search backtracks: it undoes the jump to ({x},{y}).',
    'ex.knight-no-move-left': 'All four moves from here have been tried, so the search backtracks: it undoes the jump to ({x},{y}).',
    'ex.knight-off': 'move {dir} to ({x},{y})',
    'ex.knight-done-path': 'The search has found its first path: {path}.',
    'ex.knight-done-all': 'The search is over: it has found every path.',
  },
  zh: {
    'ex.knight-about': '你就是搜索：选择它的每一跳（它按 ① 到 ④ 的顺序尝试各个走法，跳出棋盘的走法被否定），撤回一跳时选择回溯。',
    'ex.knight-prompt': '选择搜索的下一跳，或按“回溯”。',
    'ex.knight-prompt-end': '马已到达 ({x},{y})：找到一条路径。搜索接下来做什么？',
    'ex.knight-move': '走法 {dir}（{dx}, {dy}）到 ({x},{y})',
    'ex.knight-right-jump': '正确：搜索按走法 {dir} 跳到 ({x},{y})。',
    'ex.knight-right-back': '正确：搜索回溯，撤回跳到 ({x},{y}) 的一步。',
    'ex.knight-safe-left': '搜索还不回溯：走法 {dir} 落在棋盘上的 ({x},{y})。',
    'ex.knight-leaves': '走法 {asked} 落在 ({bx},{by})，跳出了棋盘。搜索按第一个留在棋盘上的走法 {dir} 跳到 ({x},{y})。',
    'ex.knight-tried': '走法 {asked} 之前已经试过：回溯后搜索从下一个走法继续。它按走法 {dir} 跳到 ({x},{y})。',
    'ex.knight-first-safe': '走法 {dir} 在走法 {asked} 之前，而且留在棋盘上：搜索按 ① 到 ④ 的顺序尝试走法。',
    'ex.knight-after-solution': '找到了一条路径，所以搜索回溯去找下一条：撤回跳到 ({x},{y}) 的一步。',
    'ex.knight-all-leave': '从这里剩下的走法都跳出棋盘：{list}。所以搜索回溯：撤回跳到 ({x},{y}) 的一步。',
    'ex.knight-no-move-left': '从这里的四个走法都已试过，所以搜索回溯：撤回跳到 ({x},{y}) 的一步。',
    'ex.knight-off': '走法 {dir} 到 ({x},{y})',
    'ex.knight-done-path': '搜索找到了第一条路径：{path}。',
    'ex.knight-done-all': '搜索结束：所有路径都已找到。',
  },
};

addStrings(KNIGHT_EXERCISE_STRINGS);
