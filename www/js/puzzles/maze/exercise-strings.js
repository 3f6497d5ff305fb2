//! The maze's exercise's words (puzzles/maze/exercise.js, puzzles/maze/exercise-panel.js),
//! in English and Simplified Chinese, added to the page's table when it loads, beside the
//! exercises' shared words (exercise/strings.js).

import { addStrings } from '../../lib/i18n.js';
import '../../exercise/strings.js';

export const MAZE_EXERCISE_STRINGS = {
  en: {
    'ex.maze-about': 'You are the search: predict each move it makes (it tries up, right, down, left in that order and rejects a move off the grid, into a wall or onto the path), or backtrack when it steps back.',
    'ex.maze-prompt': 'The path ends on ({r},{c}). Choose the search’s next move, or press Backtrack.',
    'ex.maze-prompt-end': 'The path has reached the exit ({r},{c}). What does the search do now?',
    'ex.maze-move': '{arrow} {dir} to ({r},{c})',
    'ex.maze-right-move': 'Right: the search moves {dir} to ({r},{c}).',
    'ex.maze-right-back': 'Right: the search backtracks and unmarks ({r},{c}).',
    'ex.maze-open-left': 'The search does not backtrack yet: the move {dir} to ({r},{c}) is open.',
    'ex.maze-blocked': 'The move you chose ({asked}) fails the test: {how}. The search moves {dir} to ({r},{c}), the first open move.',
    'ex.maze-blocked-1': '{dir} to ({r},{c}) leaves the grid',
    'ex.maze-blocked-2': '{dir} to ({r},{c}) hits a wall',
    'ex.maze-blocked-3': '{dir} to ({r},{c}) is on the path already',
    'ex.maze-tried': 'The move {asked} was tried before: after a backtrack the search goes on with the next move. It moves {dir} to ({r},{c}).',
    'ex.maze-first-open': 'The move {dir} comes before {asked} and is open: the search tries up, right, down, left in order.',
    'ex.maze-after-solution': 'The exit was reached, so the search backtracks to look for the next path: it unmarks ({r},{c}).',
    'ex.maze-all-blocked': 'Every move left from here fails: {list}. So the search backtracks: it unmarks ({r},{c}).',
    'ex.maze-no-move-left': 'All four moves from here have been tried, so the search backtracks: it unmarks ({r},{c}).',
    'ex.maze-done-path': 'The search has found its first path: {path}.',
    'ex.maze-done-all': 'The search is over: it has found every path.',
  },
  zh: {
    'ex.maze-about': '你就是搜索：预测它的每一步（它按上、右、下、左的顺序尝试，出界、撞墙或走到路径上的格子都被否定），退回一步时选择回溯。',
    'ex.maze-prompt': '路径停在 ({r},{c})。选择搜索的下一步，或按“回溯”。',
    'ex.maze-prompt-end': '路径已到达出口 ({r},{c})。搜索接下来做什么？',
    'ex.maze-move': '{arrow} {dir}，到 ({r},{c})',
    'ex.maze-right-move': '正确：搜索向{dir}走到 ({r},{c})。',
    'ex.maze-right-back': '正确：搜索回溯，取消 ({r},{c}) 的标记。',
    'ex.maze-open-left': '搜索还不回溯：向{dir}到 ({r},{c}) 是通的。',
    'ex.maze-blocked': '走法 {asked} 通不过检查：{how}。搜索按第一个通的走法向{dir}走到 ({r},{c})。',
    'ex.maze-blocked-1': '{dir}到 ({r},{c}) 出界',
    'ex.maze-blocked-2': '{dir}到 ({r},{c}) 是墙',
    'ex.maze-blocked-3': '{dir}到 ({r},{c}) 已在路径上',
    'ex.maze-tried': '走法 {asked} 之前已经试过：回溯后搜索从下一个走法继续。它向{dir}走到 ({r},{c})。',
    'ex.maze-first-open': '{dir}在 {asked} 之前，而且是通的：搜索按上、右、下、左的顺序尝试。',
    'ex.maze-after-solution': '已到达出口，所以搜索回溯去找下一条路径：取消 ({r},{c}) 的标记。',
    'ex.maze-all-blocked': '从这里剩下的走法都通不过：{list}。所以搜索回溯：取消 ({r},{c}) 的标记。',
    'ex.maze-no-move-left': '从这里的四个走法都已试过，所以搜索回溯：取消 ({r},{c}) 的标记。',
    'ex.maze-done-path': '搜索找到了第一条路径：{path}。',
    'ex.maze-done-all': '搜索结束：所有路径都已找到。',
  },
};

addStrings(MAZE_EXERCISE_STRINGS);
