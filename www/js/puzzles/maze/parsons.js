//! The maze's Parsons problem (exercise/parsons.js): the distractors mixed into each form's
//! lines with why each is wrong, and the pairs whose order has a reason. A distractor's
//! words are the page's (its `text` is read when the problem is built, in its language).

import { t } from '../../lib/i18n.js';
import './strings.js';

const NEXT_LEVEL_AT_0 = {
  en: 'The next level starts its moves from 0 (i[k] ← 0); otherwise it goes on from where an earlier visit left it and skips moves.',
  zh: '下一层要从第 0 个方向开始（i[k] ← 0）；否则它从上次停下的地方接着试，会漏掉一些方向。',
};

export const parsons = {
  options: { allSolutions: true },
  recursive: {
    distractors: [
      {
        get text() { return `if (nr, nc) ${t('maze.code-open')}:`; },
        indent: 2,
        reason: {
          en: 'Without “not marked” the path may step back onto a square it already holds, and the search goes round in circles.',
          zh: '少了“未标记”，路径可能走回它已经经过的格子，搜索就会兜圈子。',
        },
      },
      {
        text: 'else: maze(r, c, k + 1)',
        indent: 3,
        reason: {
          en: 'The search goes on from the square just entered, (nr, nc); maze(r, c, …) tries the same square’s moves again.',
          zh: '搜索要从刚走进的格子 (nr, nc) 继续；maze(r, c, …) 又从原来的格子试一遍。',
        },
      },
      {
        text: 'mark[r][c] = 0',
        indent: 3,
        reason: {
          en: 'The square to unmark is the one this move marked, (nr, nc); unmarking (r, c) frees the square the path is still on.',
          zh: '要取消标记的是这一步标记的格子 (nr, nc)；取消 (r, c) 的标记，会放开路径仍在上面的格子。',
        },
      },
    ],
    pairs: [
      {
        line: 'undo',
        after: 'recurse',
        reason: {
          en: 'The square is unmarked after the recursive call returns, as the path backs out of it; unmarked before, the moves below could walk onto it again.',
          zh: '要在递归调用返回、路径退出这个格子之后才取消标记；在调用之前取消，下面的移动可能再走到它上面。',
        },
      },
      {
        line: 'assign',
        after: 'test',
        reason: {
          en: 'The square is marked only once the test has said it is on the grid, open and not marked.',
          zh: '只有判断出这个格子在迷宫内、可通行且未标记之后，才标记它。',
        },
      },
    ],
  },
  iterative: {
    distractors: [
      {
        text: 'if i[k] < 4 then',
        indent: 2,
        reason: {
          en: 'There are four moves: with i[k] < 4 the fourth, left, is never tried.',
          zh: '共有四个方向：写成 i[k] < 4，第四个方向（向左）永远不试。',
        },
      },
      {
        text: 'else k ← k − 1',
        indent: 2,
        reason: {
          en: 'Backing up unmarks the square the path leaves (mark[path[k − 1]] ← 0); otherwise no later path may pass through it.',
          zh: '回退时要取消路径离开的那个格子的标记（mark[path[k − 1]] ← 0）；否则以后的路径都不能经过它。',
        },
      },
      { text: 'else k ← k + 1', indent: 4, reason: NEXT_LEVEL_AT_0 },
    ],
    anyOrder: [['moves', 'init']],
  },
};
