//! The loading problem's Parsons problem (exercise/parsons.js): the distractors mixed into
//! its procedure's lines with why each is wrong, and the pair whose order has a reason.

export const parsons = {
  recursive: {
    distractors: [
      {
        text: 'if cw + w[t] < c1:',
        indent: 1,
        reason: {
          en: 'A container that fills ship 1 exactly still fits: the constraint is cw + w[t] ≤ c1. With < a full load is never found.',
          zh: '恰好装满第一艘船的集装箱也装得下：约束是 cw + w[t] ≤ c1。写成 <，永远找不到装满的方案。',
        },
      },
      {
        text: 'if cw + r < bestw:',
        indent: 1,
        reason: {
          en: 'The right subtree is searched only while it could beat the best: cw + r > bestw. With < the search goes into exactly the subtrees that cannot.',
          zh: '只有右子树还可能超过当前最优载重时才搜索它：cw + r > bestw。写成 <，搜索的恰恰是那些不可能更优的子树。',
        },
      },
      {
        text: 'r −= w[t]; return',
        indent: 1,
        reason: {
          en: 'On the way back r gets container t’s weight again (r += w[t]): subtracted twice, r is too small, and the bound prunes subtrees that hold the optimum.',
          zh: '返回时 r 要加回集装箱 t 的重量（r += w[t]）：减两次会使 r 偏小，上界就会剪掉含有最优解的子树。',
        },
      },
    ],
    pairs: [
      {
        line: 'skip',
        after: 'untake',
        reason: {
          en: 'cw is restored before the skip branch: it leaves container t off ship 1, so cw must not hold its weight.',
          zh: '进入不装的分支之前要先恢复 cw：这个分支不把集装箱 t 装上第一艘船，cw 里不能有它的重量。',
        },
      },
    ],
  },
};
