//! The combinations' Parsons problem (exercise/parsons.js): its procedure with the bound on,
//! and the distractors mixed into its lines with why each is wrong.

export const parsons = {
  options: { bound: true },
  recursive: {
    distractors: [
      {
        text: 'if x[t] ≥ x[t−1]',
        indent: 2,
        reason: {
          en: 'A combination lists its elements in increasing order, x[t] > x[t−1]; with ≥ a number may repeat, as in (1, 1, 2).',
          zh: '组合的元素按递增顺序排列：x[t] > x[t−1]；写成 ≥，数会重复，比如 (1, 1, 2)。',
        },
      },
      {
        text: 'and x[t] < n − r + t:',
        indent: 3,
        reason: {
          en: 'x[t] may be as large as n − r + t (the r − t elements after it are then exactly the numbers up to n); with < the combinations that end in n are lost.',
          zh: 'x[t] 最大可以是 n − r + t（这时它后面的 r − t 个元素恰好是到 n 为止的数）；写成 <，以 n 结尾的组合都会丢失。',
        },
      },
      {
        text: 'backtrack(t)',
        indent: 4,
        reason: {
          en: 'The recursive call goes on to the next place, t + 1; backtrack(t) chooses the same place again, without end.',
          zh: '递归调用要进入下一个位置 t + 1；backtrack(t) 会反复选择同一个位置，永不结束。',
        },
      },
    ],
  },
};
