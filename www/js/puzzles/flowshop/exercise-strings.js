//! Batch job scheduling's exercise's words (puzzles/flowshop/exercise.js,
//! puzzles/flowshop/exercise-panel.js), in English and Simplified Chinese, added to the
//! page's table when it loads, beside the exercises' shared words (exercise/strings.js).

import { addStrings } from '../../lib/i18n.js';
import '../../exercise/strings.js';

export const FLOWSHOP_EXERCISE_STRINGS = {
  en: {
    'ex.flow-about': 'You are the search: at each node choose what it does next: which job it places next (the swap form tries the jobs not yet placed, x[t] … x[n], in that order), or backtrack. The bounding function kills jobs on the way (f ≥ bestf); those are not yours to choose.',
    'ex.flow-prompt': 'At depth {t}: which job goes in place {t}, or backtrack?',
    'ex.flow-prompt-leaf': 'A leaf: what does the search do now?',
    'ex.flow-job': 'Job {j}',
    'ex.flow-review-job': 'Job {j} next',
    'ex.flow-right-job': 'Right: the search places job {j} at {t}: F₁ = {f1}, F₂ = {f2}, f = {f} < bestf = {best}.',
    'ex.flow-right-back': 'Right: the search backtracks and takes job {j} out of place {t}.',
    'ex.flow-next-job': 'The search tries the jobs not yet placed in the order of x[{t}..n]; the next one it places is job {j}: f = {f} < bestf = {best}.',
    'ex.flow-not-yet': 'The search does not backtrack yet: job {j} can still go in place {t}, f = {f} < bestf = {best}.',
    'ex.flow-killed-on-way': ' On the way the bound killed: {list}.',
    'ex.flow-after-leaf': 'That node is a leaf: the search records its order and backtracks, taking job {j} out of place {t}.',
    'ex.flow-killed': 'The jobs left here are killed: {list}. So the search backtracks, taking job {j} out of place {t}.',
    'ex.flow-all-done': 'Every job left for this place has been tried, so the search backtracks, taking job {j} out of place {t}.',
    'ex.flow-kill': 'job {j}, f = {f} ≥ bestf = {best}',
    'ex.flow-done': 'The search is over: bestf = {best}, the order {x}.',
  },
  zh: {
    'ex.flow-about': '你来执行搜索：在每个结点选择搜索下一步做什么：下一个安排哪个作业（交换写法按 x[t] … x[n] 的次序尝试尚未安排的作业），或者回溯。途中被限界函数剪去的作业（f ≥ bestf）不需要你来选。',
    'ex.flow-prompt': '在第 {t} 层：哪个作业排在第 {t} 位，还是回溯？',
    'ex.flow-prompt-leaf': '到达叶结点：搜索接下来做什么？',
    'ex.flow-job': '作业 {j}',
    'ex.flow-review-job': '下一个安排作业 {j}',
    'ex.flow-right-job': '正确：搜索把作业 {j} 排在第 {t} 位：F₁ = {f1}，F₂ = {f2}，f = {f} < bestf = {best}。',
    'ex.flow-right-back': '正确：搜索回溯，把作业 {j} 从第 {t} 位撤下。',
    'ex.flow-next-job': '搜索按 x[{t}..n] 的次序尝试尚未安排的作业；下一个被安排的是作业 {j}：f = {f} < bestf = {best}。',
    'ex.flow-not-yet': '搜索还不回溯：作业 {j} 仍可排在第 {t} 位，f = {f} < bestf = {best}。',
    'ex.flow-killed-on-way': '途中被限界函数剪去：{list}。',
    'ex.flow-after-leaf': '这个结点是叶结点：搜索记下它的调度后回溯，把作业 {j} 从第 {t} 位撤下。',
    'ex.flow-killed': '这里剩下的作业都被剪去：{list}。所以搜索回溯，把作业 {j} 从第 {t} 位撤下。',
    'ex.flow-all-done': '这一位上剩下的作业都已试过，所以搜索回溯，把作业 {j} 从第 {t} 位撤下。',
    'ex.flow-kill': '作业 {j}，f = {f} ≥ bestf = {best}',
    'ex.flow-done': '搜索结束：bestf = {best}，调度 {x}。',
  },
};

addStrings(FLOWSHOP_EXERCISE_STRINGS);
