//! Fill-in numbers' Parsons problem (exercise/parsons.js): the distractors mixed into each
//! form's lines with why each is wrong, and the pairs whose order has a reason.

export const parsons = {
  recursive: {
    distractors: [
      {
        text: 'if t == 8: print x',
        indent: 3,
        reason: {
          en: 'The grid is full when square 9, the last, has its number: t == 9.',
          zh: '最后一格（第 9 格）填好数之后方格才填满：t == 9。',
        },
      },
      {
        text: 'x[t] = i',
        indent: 3,
        reason: {
          en: 'The number is also marked used (used[i] = true); otherwise ok() lets it appear twice in the grid.',
          zh: '还要把这个数标记为已用（used[i] = true）；否则 ok() 会让它在方格中出现两次。',
        },
      },
      {
        text: 'else: backtrack(t)',
        indent: 3,
        reason: {
          en: 'The recursive call goes on to the next square, t + 1; backtrack(t) fills the same square again, without end.',
          zh: '递归调用要进入下一格 t + 1；backtrack(t) 会反复填同一格，永不结束。',
        },
      },
    ],
    pairs: [
      {
        line: 'undo',
        after: 'recurse',
        reason: {
          en: 'used[i] is set back to false after the recursive call returns; freed before it, the squares below could use i again.',
          zh: 'used[i] 要在递归调用返回之后才改回 false；在调用之前释放，下面的格子就可能再用一次 i。',
        },
      },
      {
        line: 'assign',
        after: 'test',
        reason: {
          en: 'The number goes in only once ok(t, i) has said it is unused and makes prime sums.',
          zh: '只有 ok(t, i) 判定这个数没用过、相邻和都是质数之后，才把它填进去。',
        },
      },
    ],
  },
  iterative: {
    distractors: [
      {
        text: 'if x[k] < N then',
        indent: 2,
        reason: {
          en: 'The numbers go up to N: with x[k] < N the number N is never tried.',
          zh: '数一直可以到 N：写成 x[k] < N，数 N 永远不试。',
        },
      },
      {
        text: 'else k ← k − 1',
        indent: 2,
        reason: {
          en: 'Backing up frees the number of the square above (used[x[k]] ← false): it is about to take its next number, and the old one becomes free for the others.',
          zh: '回退时要释放上一格的数（used[x[k]] ← false）：那一格马上要换下一个数，旧的数应能给别的格子用。',
        },
      },
      {
        text: 'if k = 8 then print x',
        indent: 4,
        reason: {
          en: 'The grid is full when square 9, the last, has its number: k = 9.',
          zh: '最后一格（第 9 格）填好数之后方格才填满：k = 9。',
        },
      },
    ],
  },
};
