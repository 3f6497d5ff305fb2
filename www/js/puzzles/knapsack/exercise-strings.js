//! The knapsack's exercise's words (puzzles/knapsack/exercise.js, puzzles/knapsack/exercise-panel.js),
//! in English and Simplified Chinese, added to the page's table when it loads, beside the
//! exercises' shared words (exercise/strings.js).

import { addStrings } from '../../lib/i18n.js';
import '../../exercise/strings.js';

export const KNAPSACK_EXERCISE_STRINGS = {
  en: {
    'ex.knap-about': 'You are the search: at each node choose what it does next: take the next item (the left child, x = 1), skip it (the right child, x = 0), or backtrack. The constraint function and the bounding function kill children on the way; those are not yours to choose.',
    'ex.knap-prompt': 'At depth {t}: take item {i}, skip it, or backtrack?',
    'ex.knap-prompt-leaf': 'A leaf: what does the search do now?',
    'ex.knap-take': 'Take item {i} (x{i} = 1)',
    'ex.knap-skip': 'Skip item {i} (x{i} = 0)',
    'ex.knap-review-take': 'Take (x = 1)',
    'ex.knap-review-skip': 'Skip (x = 0)',
    'ex.knap-right-take': 'Right: the search takes item {i}: weight {w} ≤ {c}.',
    'ex.knap-right-skip': 'Right: the search skips item {i}: bound {bound} > best {best}.',
    'ex.knap-right-back': 'Right: the search backtracks and undoes x{i} = {x}.',
    'ex.knap-take-fits': 'The search tries the left child first, and taking item {i} fits: weight {w} ≤ {c}. It takes item {i}.',
    'ex.knap-too-heavy': 'Taking item {i} is killed by the constraint function: {w} > {c}. The search skips it instead: bound {bound} > best {best}.',
    'ex.knap-take-done': 'Taking item {i} was tried before: its subtree is done. The search now skips it: bound {bound} > best {best}.',
    'ex.knap-bound-above': 'The search does not backtrack yet: skipping item {i} can still do better, bound {bound} > best {best}.',
    'ex.knap-after-leaf': 'That node is a leaf: the search records its value and backtracks, undoing x{i} = {x}.',
    'ex.knap-killed': 'What is left here is killed: {list}. So the search backtracks, undoing x{i} = {x}.',
    'ex.knap-both-done': 'Both children of this node have been generated, so the search backtracks, undoing x{i} = {x}.',
    'ex.knap-kill-heavy': 'taking item {i}, {w} > {c} (constraint)',
    'ex.knap-kill-bound': 'skipping item {i}, bound {bound} ≤ best {best} (bound)',
    'ex.knap-done': 'The search is over: the best value is {best}.',
  },
  zh: {
    'ex.knap-about': '你来执行搜索：在每个结点选择搜索下一步做什么：装入下一个物品（左孩子，x = 1）、不装（右孩子，x = 0），或者回溯。途中被约束函数和限界函数剪去的孩子不需要你来选。',
    'ex.knap-prompt': '在第 {t} 层：装入物品 {i}、不装，还是回溯？',
    'ex.knap-prompt-leaf': '到达叶结点：搜索接下来做什么？',
    'ex.knap-take': '装入物品 {i}（x{i} = 1）',
    'ex.knap-skip': '不装物品 {i}（x{i} = 0）',
    'ex.knap-review-take': '装入（x = 1）',
    'ex.knap-review-skip': '不装（x = 0）',
    'ex.knap-right-take': '正确：搜索装入物品 {i}：重量 {w} ≤ {c}。',
    'ex.knap-right-skip': '正确：搜索不装物品 {i}：上界 {bound} > 最优值 {best}。',
    'ex.knap-right-back': '正确：搜索回溯，撤销 x{i} = {x}。',
    'ex.knap-take-fits': '搜索先试左孩子，而装入物品 {i} 装得下：重量 {w} ≤ {c}。所以它装入物品 {i}。',
    'ex.knap-too-heavy': '装入物品 {i} 被约束函数剪去：{w} > {c}。搜索改为不装：上界 {bound} > 最优值 {best}。',
    'ex.knap-take-done': '装入物品 {i} 已经试过：它的子树已搜索完。现在搜索不装它：上界 {bound} > 最优值 {best}。',
    'ex.knap-bound-above': '搜索还不回溯：不装物品 {i} 仍可能更好，上界 {bound} > 最优值 {best}。',
    'ex.knap-after-leaf': '这个结点是叶结点：搜索记下它的价值后回溯，撤销 x{i} = {x}。',
    'ex.knap-killed': '这里剩下的孩子都被剪去：{list}。所以搜索回溯，撤销 x{i} = {x}。',
    'ex.knap-both-done': '这个结点的两个孩子都已生成，所以搜索回溯，撤销 x{i} = {x}。',
    'ex.knap-kill-heavy': '装入物品 {i}，{w} > {c}（约束函数）',
    'ex.knap-kill-bound': '不装物品 {i}，上界 {bound} ≤ 最优值 {best}（限界函数）',
    'ex.knap-done': '搜索结束：最优值为 {best}。',
  },
};

addStrings(KNAPSACK_EXERCISE_STRINGS);
