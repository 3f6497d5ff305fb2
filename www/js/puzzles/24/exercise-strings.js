//! The 24 points' exercise words (puzzles/24/exercise.js, puzzles/24/exercise-panel.js),
//! in English and Simplified Chinese, added to the page's table when it loads, beside the
//! exercises' shared words (exercise/strings.js).

import { addStrings } from '../../lib/i18n.js';
import '../../exercise/strings.js';

export const POINTS_EXERCISE_STRINGS = {
  en: {
    'ex.p24-about': 'You are the search: predict each pick it takes (pairs of numbers left in order, each with a + b, a − b, b − a, a × b, a ÷ b, b ÷ a; a division by 0, or a last pick that does not make a new 24, is dead), or backtrack when it steps back.',
    'ex.p24-prompt': 'Pick {t}: the numbers left are {list}. Choose the search’s next pick (one of {count}, each named by the positions of its two numbers), or press Backtrack.',
    'ex.p24-prompt-leaf': 'One number is left: 24. What does the search do now?',
    'ex.p24-pick': 'pick {choice} at depth {t}',
    'ex.p24-review-pick': 'pick {choice}',
    'ex.p24-choice-label': 'pick {choice}: {at}, that is {values}',
    'ex.p24-right-pick': 'Right: the search takes {pick}.',
    'ex.p24-right-back': 'Right: the search backtracks, undoing {pick}.',
    'ex.p24-not-yet': 'The search does not backtrack yet: {pick} is left, and it passes the test.',
    'ex.p24-dead': 'The pick you chose (pick {asked}) fails the test: {how}. The search takes {pick}, the first that passes.',
    'ex.p24-dead-zero': '{pick} is a division by 0',
    'ex.p24-dead-not': '{pick} does not make 24',
    'ex.p24-dead-duplicate': '{pick} is 24 again, by an expression found before',
    'ex.p24-tried': 'Pick {asked} was tried before: after a backtrack the search goes on with the next pick. It takes {pick}.',
    'ex.p24-first-left': 'Before pick {asked}, the search tries {pick}, which passes the test: it tries the picks in order.',
    'ex.p24-after-solution': '24 was made, so the search backtracks to look for the next expression: it undoes {pick}.',
    'ex.p24-all-dead': 'Every pick left here fails: {list}. So the search backtracks: it undoes {pick}.',
    'ex.p24-no-pick-left': 'Every pick here has been tried, so the search backtracks: it undoes {pick}.',
    'ex.p24-done-first': 'The search has found its first expression: {expr} = 24.',
    'ex.p24-done-all': 'The search is over: it has found every expression, {count} in all.',
    'ex.p24-done-none': 'The search is over: these cards cannot make 24.',
  },
  zh: {
    'ex.p24-about': '你就是搜索：预测它的每一次选取（按顺序取剩下的两个数，每对依次试 a + b、a − b、b − a、a × b、a ÷ b、b ÷ a；除以 0，或最后一步得不到新的 24，都是死结点），退回一步时选择回溯。',
    'ex.p24-prompt': '第 {t} 次选取：剩下的数是 {list}。选择搜索的下一个选取（共 {count} 个，每个按所取两个数的位置写出），或按“回溯”。',
    'ex.p24-prompt-leaf': '只剩一个数：24。搜索接下来做什么？',
    'ex.p24-pick': '第 {t} 层的第 {choice} 个选取',
    'ex.p24-review-pick': '选取 {choice}',
    'ex.p24-choice-label': '选取 {choice}：{at}，即 {values}',
    'ex.p24-right-pick': '正确：搜索取{pick}。',
    'ex.p24-right-back': '正确：搜索回溯，撤销{pick}。',
    'ex.p24-not-yet': '搜索还不回溯：{pick}通过检查。',
    'ex.p24-dead': '你选的选取 {asked} 通不过检查：{how}。搜索取第一个通过检查的{pick}。',
    'ex.p24-dead-zero': '{pick}除以 0',
    'ex.p24-dead-not': '{pick}得不到 24',
    'ex.p24-dead-duplicate': '{pick}得到 24，但算式与之前找到的相同',
    'ex.p24-tried': '选取 {asked} 之前已经试过：回溯后搜索从下一个选取继续。它取{pick}。',
    'ex.p24-first-left': '{pick}在选取 {asked} 之前，而且通过检查：搜索按顺序尝试。',
    'ex.p24-after-solution': '已经得到 24，所以搜索回溯去找下一个算式：撤销{pick}。',
    'ex.p24-all-dead': '这里剩下的选取都通不过：{list}。所以搜索回溯：撤销{pick}。',
    'ex.p24-no-pick-left': '这里的选取都已试过，所以搜索回溯：撤销{pick}。',
    'ex.p24-done-first': '搜索找到了第一个算式：{expr} = 24。',
    'ex.p24-done-all': '搜索结束：所有算式都已找到，共 {count} 个。',
    'ex.p24-done-none': '搜索结束：这四张牌算不出 24。',
  },
};

addStrings(POINTS_EXERCISE_STRINGS);
