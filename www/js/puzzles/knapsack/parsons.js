//! The 0-1 knapsack's Parsons problem (exercise/parsons.js): the distractors mixed into its
//! procedure's lines with why each is wrong, and the pair whose order has a reason.

export const parsons = {
  recursive: {
    distractors: [
      {
        text: 'if cv + r(t) ≤ bestv:',
        indent: 1,
        reason: {
          en: 'The right subtree is searched only while it can still beat the best: cv + r(t) > bestv. With ≤ the search goes into exactly the subtrees that cannot.',
          zh: '只有右子树还可能超过当前最优值时才搜索它：cv + r(t) > bestv。写成 ≤，搜索的恰恰是那些不可能更优的子树。',
        },
      },
      {
        text: 'x[t] = 1; cw += w[t]; cv += v[t]; backtrack(t)',
        indent: 2,
        reason: {
          en: 'Once item t is decided the search goes on to item t + 1; backtrack(t) decides the same item again, without end.',
          zh: '决定了物品 t 之后，搜索要进入物品 t + 1；backtrack(t) 会反复决定同一个物品，永不结束。',
        },
      },
      {
        text: 'cw −= w[t]',
        indent: 2,
        reason: {
          en: 'Both sums are restored after item t was taken: with cv still raised, the skip branch and its bound count a value that is no longer in the knapsack.',
          zh: '拿了物品 t 之后两个和都要恢复：cv 不恢复，不拿的分支和它的上界就会算上已不在背包里的价值。',
        },
      },
    ],
    pairs: [
      {
        line: 'skip',
        after: 'untake',
        reason: {
          en: 'cw and cv are restored before the skip branch: it leaves item t out, so its sums must not hold the item.',
          zh: '进入不拿的分支之前要先恢复 cw 和 cv：这个分支不放物品 t，它的和里不能有这个物品。',
        },
      },
    ],
  },
};
