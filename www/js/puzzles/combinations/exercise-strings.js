//! The combinations' exercise's words (puzzles/combinations/exercise.js,
//! puzzles/combinations/exercise-panel.js), in English and Simplified Chinese, added to the
//! page's table when it loads, beside the exercises' shared words (exercise/strings.js).

import { addStrings } from '../../lib/i18n.js';
import '../../exercise/strings.js';

export const COMBINATIONS_EXERCISE_STRINGS = {
  en: {
    'ex.comb-about': 'You are the search: at each node choose what it does next: the value it takes for x[t], or backtrack. Values the constraint function or the bound kills on the way are not yours to choose.',
    'ex.comb-prompt': 'At depth t = {t}, x = {x}: which value does x{t} take next, or backtrack?',
    'ex.comb-prompt-leaf': 'A leaf: its combination is output. What does the search do now?',
    'ex.comb-take': 'x{t} = {v}',
    'ex.comb-review-take': 'Take {v}',
    'ex.comb-values': 'The value of x{t}',
    'ex.comb-kill-constraint': 'x{t} = {v} (≤ {prev}, constraint)',
    'ex.comb-kill-bound': 'x{t} = {v} (> {limit}, bound)',
    'ex.comb-right-take': 'Right: x{t} = {v}, since {v} > x[t−1] = {prev} and {v} ≤ n − r + t = {limit}.',
    'ex.comb-right-take-nobound': 'Right: x{t} = {v}, since {v} > x[t−1] = {prev}.',
    'ex.comb-right-back': 'Right: the search backtracks and undoes x{t} = {v}.',
    'ex.comb-next-value': 'The search tries the values in increasing order, and takes x{t} = {v} next: {v} > x[t−1] = {prev}.',
    'ex.comb-next-value-killed': 'The search tries the values in increasing order: {list} killed; it takes x{t} = {v}.',
    'ex.comb-after-leaf': 'That node is a leaf: its combination is output and the search backtracks, undoing x{t} = {v}.',
    'ex.comb-killed': 'The values left here are killed: {list}. So the search backtracks, undoing x{t} = {v}.',
    'ex.comb-all-done': 'Every value of this node has been tried, so the search backtracks, undoing x{t} = {v}.',
    'ex.comb-done': 'The search is over: {count} {count:combination|combinations} output.',
  },
  zh: {
    'ex.comb-about': '你来执行搜索：在每个结点选择搜索下一步做什么：x[t] 取哪个值，或者回溯。途中被约束函数或限界剪去的值不需要你来选。',
    'ex.comb-prompt': '在第 t = {t} 层，x = {x}：x{t} 接下来取哪个值，还是回溯？',
    'ex.comb-prompt-leaf': '到达叶结点：输出它的组合。搜索接下来做什么？',
    'ex.comb-take': 'x{t} = {v}',
    'ex.comb-review-take': '取 {v}',
    'ex.comb-values': 'x{t} 的值',
    'ex.comb-kill-constraint': 'x{t} = {v}（≤ {prev}，约束）',
    'ex.comb-kill-bound': 'x{t} = {v}（> {limit}，限界）',
    'ex.comb-right-take': '正确：x{t} = {v}，因为 {v} > x[t−1] = {prev}，且 {v} ≤ n − r + t = {limit}。',
    'ex.comb-right-take-nobound': '正确：x{t} = {v}，因为 {v} > x[t−1] = {prev}。',
    'ex.comb-right-back': '正确：搜索回溯，撤销 x{t} = {v}。',
    'ex.comb-next-value': '搜索按从小到大的顺序试值，下一个取 x{t} = {v}：{v} > x[t−1] = {prev}。',
    'ex.comb-next-value-killed': '搜索按从小到大的顺序试值：{list} 被剪去；它取 x{t} = {v}。',
    'ex.comb-after-leaf': '这个结点是叶结点：输出它的组合后回溯，撤销 x{t} = {v}。',
    'ex.comb-killed': '这里剩下的值都被剪去：{list}。所以搜索回溯，撤销 x{t} = {v}。',
    'ex.comb-all-done': '这个结点的所有值都已试过，所以搜索回溯，撤销 x{t} = {v}。',
    'ex.comb-done': '搜索结束：共输出 {count} 个组合。',
  },
};

addStrings(COMBINATIONS_EXERCISE_STRINGS);
