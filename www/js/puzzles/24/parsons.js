//! 24 points' Parsons problem (exercise/parsons.js): the distractors mixed into each form's
//! lines with why each is wrong, and the pairs whose order has a reason. A distractor's
//! words are the page's (its `text` is read when the problem is built, in its language).

import { t } from '../../lib/i18n.js';
import './strings.js';

const COMPLETE_AT_3 = {
  en: 'Three picks turn four numbers into one: the expression is complete at depth 3, not 4.',
  zh: '三次选取把四个数变成一个：表达式在第 3 层就完整了，而不是第 4 层。',
};

export const parsons = {
  options: { allSolutions: true },
  recursive: {
    distractors: [
      {
        get text() { return `if t == 4: print ${t('p24.code-expression')}`; },
        indent: 3,
        reason: COMPLETE_AT_3,
      },
      {
        text: 'else: points(t)',
        indent: 3,
        reason: {
          en: 'The recursive call goes on to the next pick, t + 1; points(t) picks at the same depth again, without end.',
          zh: '递归调用要进入下一次选取 t + 1；points(t) 会在同一层反复选取，永不结束。',
        },
      },
      {
        get text() { return `x[t] = ${t('p24.code-the-pick')};  a[i] = r`; },
        indent: 3,
        reason: {
          en: 'The two numbers become one: a[j] is removed too, or it is used again at the next depth.',
          zh: '两个数合成了一个：还要删去 a[j]，否则下一层还会再用它。',
        },
      },
    ],
    pairs: [
      {
        line: 'undo',
        after: 'recurse',
        reason: {
          en: 'a[i] and a[j] are put back after the recursive call returns; put back before it, the depths below would still see both numbers.',
          zh: 'a[i] 和 a[j] 要在递归调用返回之后才放回；在调用之前放回，下面各层仍会看到这两个数。',
        },
      },
    ],
  },
  iterative: {
    distractors: [
      {
        get text() { return `if t = 4 then print ${t('p24.code-expression')}`; },
        indent: 4,
        reason: COMPLETE_AT_3,
      },
      {
        text: 'else t ← t − 1',
        indent: 2,
        reason: {
          en: 'Backing up puts back the numbers of the pick it leaves; otherwise the depth above goes on with one number too few.',
          zh: '回溯时要放回所离开那次选取的两个数；否则上一层继续时会少一个数。',
        },
      },
      {
        text: 'else t ← t + 1',
        indent: 4,
        reason: {
          en: 'The next depth starts its picks from 0 (x[t] ← 0); otherwise it goes on from where an earlier visit left it and skips picks.',
          zh: '下一层要从第 0 个选取开始（x[t] ← 0）；否则它从上次停下的地方接着试，会漏掉一些选取。',
        },
      },
    ],
  },
};
