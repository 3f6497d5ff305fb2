//! The fill-in's exercise's words (puzzles/fillin/exercise.js, exercise-panel.js), in
//! English and Simplified Chinese, added to the page's table when it loads, beside the
//! exercises' shared words (exercise/strings.js).

import { addStrings } from '../../lib/i18n.js';
import '../../exercise/strings.js';

export const FILLIN_EXERCISE_STRINGS = {
  en: {
    'ex.fillin-about': 'You are the search: say which number it puts in the next square (it tries 1 to N in increasing order and refuses a number used already or one whose sum with the square above or to the left is not prime), or backtrack when it takes a number out.',
    'ex.fillin-prompt': 'Which number does the search put in square {t}? Or press Backtrack.',
    'ex.fillin-prompt-full': 'The grid is full: a filling. What does the search do now?',
    'ex.fillin-numbers': 'Numbers for square {t}',
    'ex.fillin-put': 'Put {i} in square {t}',
    'ex.fillin-answer': 'number {i}',
    'ex.fillin-refused-one': '{i}: {why}',
    'ex.fillin-right-place': 'Right: square {t} takes {i}.',
    'ex.fillin-right-place-after': 'Right: {list}. Square {t} takes {i}, the first number that fits.',
    'ex.fillin-right-back': 'Right: the search backtracks and takes {i} out of square {t}.',
    'ex.fillin-fits': 'The search does not backtrack yet: {i} fits square {t}.',
    'ex.fillin-earlier': '{i} comes before {asked} and fits square {t}: the numbers are tried in increasing order.',
    'ex.fillin-refused': '{asked} does not fit square {t}: {why}. The search puts in {i}, the first number that fits.',
    'ex.fillin-tried': '{asked} was tried in square {t} before the last backtrack: the search goes on with the numbers after it, and puts in {i}.',
    'ex.fillin-after-filling': 'The grid was full, so the search backtracks to look for the next filling: it takes {i} out of square {t}.',
    'ex.fillin-refused-all': 'No number left fits square {next}: {list}. So the search backtracks: it takes {i} out of square {t}.',
    'ex.fillin-none-left': 'Every number has been tried in square {next}, so the search backtracks: it takes {i} out of square {t}.',
    'ex.fillin-done': 'The search is over: it has found all {count} {count:filling|fillings}.',
  },
  zh: {
    'ex.fillin-about': '你就是搜索：说出它在下一格填哪个数（它按从小到大的顺序试 1 到 N，已用过的数、或与上方或左边的数之和不是质数的数都被否定），它取出一个数时选择回溯。',
    'ex.fillin-prompt': '搜索在第 {t} 格填哪个数？或按“回溯”。',
    'ex.fillin-prompt-full': '方格已填满：得到一种填法。搜索接下来做什么？',
    'ex.fillin-numbers': '第 {t} 格可填的数',
    'ex.fillin-put': '在第 {t} 格填 {i}',
    'ex.fillin-answer': '数 {i}',
    'ex.fillin-refused-one': '{i}：{why}',
    'ex.fillin-right-place': '正确：第 {t} 格填 {i}。',
    'ex.fillin-right-place-after': '正确：{list}。第 {t} 格填第一个合适的数 {i}。',
    'ex.fillin-right-back': '正确：搜索回溯，从第 {t} 格取出 {i}。',
    'ex.fillin-fits': '搜索还不回溯：{i} 可以填入第 {t} 格。',
    'ex.fillin-earlier': '{i} 在 {asked} 之前，而且可以填入第 {t} 格：数是按从小到大的顺序试的。',
    'ex.fillin-refused': '{asked} 不能填入第 {t} 格：{why}。搜索填入第一个合适的数 {i}。',
    'ex.fillin-tried': '{asked} 在上次回溯之前已在第 {t} 格试过：搜索从它后面的数继续，填入 {i}。',
    'ex.fillin-after-filling': '方格已填满，所以搜索回溯去找下一种填法：从第 {t} 格取出 {i}。',
    'ex.fillin-refused-all': '第 {next} 格剩下的数都不合适：{list}。所以搜索回溯：从第 {t} 格取出 {i}。',
    'ex.fillin-none-left': '第 {next} 格的数都已试过，所以搜索回溯：从第 {t} 格取出 {i}。',
    'ex.fillin-done': '搜索结束：{count} 种填法全部找到。',
  },
};

addStrings(FILLIN_EXERCISE_STRINGS);
