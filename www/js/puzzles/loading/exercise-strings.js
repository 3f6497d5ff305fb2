//! The loading problem's exercise's words (puzzles/loading/exercise.js,
//! puzzles/loading/exercise-panel.js), in English and Simplified Chinese, added to the
//! page's table when it loads, beside the exercises' shared words (exercise/strings.js).

import { addStrings } from '../../lib/i18n.js';
import '../../exercise/strings.js';

export const LOADING_EXERCISE_STRINGS = {
  en: {
    'ex.load-about': 'You are the search: at each node choose what it does next: put the next container on ship 1 (the left child, x = 1), leave it off (the right child, x = 0), or backtrack. The constraint function and the bounding function kill children on the way; those are not yours to choose.',
    'ex.load-prompt': 'At depth {t}: container {i} on ship 1, left off, or backtrack?',
    'ex.load-prompt-leaf': 'A leaf: what does the search do now?',
    'ex.load-take': 'Container {i} on ship 1 (x{i} = 1)',
    'ex.load-skip': 'Leave container {i} off (x{i} = 0)',
    'ex.load-review-take': 'On ship 1 (x = 1)',
    'ex.load-review-skip': 'Left off (x = 0)',
    'ex.load-right-take': 'Right: the search puts container {i} on ship 1: cw + w{i} = {cw} ≤ c₁ = {c1}.',
    'ex.load-right-skip': 'Right: the search leaves container {i} off: cw + r = {cw} + {r} > bestw = {best}.',
    'ex.load-right-back': 'Right: the search backtracks and undoes x{i} = {x}.',
    'ex.load-take-fits': 'The search tries the left child first, and container {i} fits on ship 1: cw + w{i} = {cw} ≤ c₁ = {c1}. It puts container {i} on ship 1.',
    'ex.load-too-heavy': 'Container {i} on ship 1 is killed by the constraint function: {load} > c₁ = {c1}. The search leaves it off instead: cw + r = {cw} + {r} > bestw = {best}.',
    'ex.load-take-done': 'Container {i} on ship 1 was tried before: that subtree is done. The search now leaves it off: cw + r = {cw} + {r} > bestw = {best}.',
    'ex.load-bound-above': 'The search does not backtrack yet: leaving container {i} off can still beat the best, cw + r = {cw} + {r} > bestw = {best}.',
    'ex.load-after-leaf': 'That node is a leaf: the search records its load and backtracks, undoing x{i} = {x}.',
    'ex.load-killed': 'What is left here is killed: {list}. So the search backtracks, undoing x{i} = {x}.',
    'ex.load-both-done': 'Both children of this node have been generated, so the search backtracks, undoing x{i} = {x}.',
    'ex.load-kill-heavy': 'container {i} on ship 1, {load} > c₁ = {c1} (constraint)',
    'ex.load-kill-bound': 'container {i} left off, {cw} + {r} ≤ bestw = {best} (bound)',
    'ex.load-done-yes': 'The search is over: bestw = {best}, and the rest, {rest}, fits c₂ = {c2}: all can be loaded.',
    'ex.load-done-no': 'The search is over: bestw = {best}, and the rest, {rest}, is more than c₂ = {c2}: not all can be loaded.',
  },
  zh: {
    'ex.load-about': '你来执行搜索：在每个结点选择搜索下一步做什么：把下一个集装箱装上第一艘船（左孩子，x = 1）、不装（右孩子，x = 0），或者回溯。途中被约束函数和限界函数剪去的孩子不需要你来选。',
    'ex.load-prompt': '在第 {t} 层：集装箱 {i} 装上第一艘船、不装，还是回溯？',
    'ex.load-prompt-leaf': '到达叶结点：搜索接下来做什么？',
    'ex.load-take': '集装箱 {i} 装上第一艘船（x{i} = 1）',
    'ex.load-skip': '集装箱 {i} 不装（x{i} = 0）',
    'ex.load-review-take': '装上第一艘船（x = 1）',
    'ex.load-review-skip': '不装（x = 0）',
    'ex.load-right-take': '正确：搜索把集装箱 {i} 装上第一艘船：cw + w{i} = {cw} ≤ c₁ = {c1}。',
    'ex.load-right-skip': '正确：搜索不装集装箱 {i}：cw + r = {cw} + {r} > bestw = {best}。',
    'ex.load-right-back': '正确：搜索回溯，撤销 x{i} = {x}。',
    'ex.load-take-fits': '搜索先试左孩子，而集装箱 {i} 装得上第一艘船：cw + w{i} = {cw} ≤ c₁ = {c1}。所以它把集装箱 {i} 装上第一艘船。',
    'ex.load-too-heavy': '把集装箱 {i} 装上第一艘船被约束函数剪去：{load} > c₁ = {c1}。搜索改为不装：cw + r = {cw} + {r} > bestw = {best}。',
    'ex.load-take-done': '集装箱 {i} 装上第一艘船已经试过：那棵子树已搜索完。现在搜索不装它：cw + r = {cw} + {r} > bestw = {best}。',
    'ex.load-bound-above': '搜索还不回溯：不装集装箱 {i} 仍可能超过最优值，cw + r = {cw} + {r} > bestw = {best}。',
    'ex.load-after-leaf': '这个结点是叶结点：搜索记下它的载重后回溯，撤销 x{i} = {x}。',
    'ex.load-killed': '这里剩下的孩子都被剪去：{list}。所以搜索回溯，撤销 x{i} = {x}。',
    'ex.load-both-done': '这个结点的两个孩子都已生成，所以搜索回溯，撤销 x{i} = {x}。',
    'ex.load-kill-heavy': '集装箱 {i} 装上第一艘船，{load} > c₁ = {c1}（约束函数）',
    'ex.load-kill-bound': '集装箱 {i} 不装，{cw} + {r} ≤ bestw = {best}（限界函数）',
    'ex.load-done-yes': '搜索结束：bestw = {best}，其余 {rest} 装得上 c₂ = {c2}：全部可以装上。',
    'ex.load-done-no': '搜索结束：bestw = {best}，其余 {rest} 超过 c₂ = {c2}：无法全部装上。',
  },
};

addStrings(LOADING_EXERCISE_STRINGS);
