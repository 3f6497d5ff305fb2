//! The N-Queens' Parsons problem (exercise/parsons.js): its procedure with the flag arrays
//! (the method whose undo the problem is about), the distractors mixed into each form's
//! lines with why each is wrong, and the pairs whose order has a reason of its own.

const UNDO_AFTER_CALL = {
  en: 'The flags are cleared after the recursive call returns: cleared before it, the rows below do not see this queen; never cleared, the next column tried in this row still sees it.',
  zh: '标记必须在递归调用返回之后清除：在调用之前清除，下面各行就看不到这个皇后；不清除，这一行接着试的下一列仍会被它攻击。',
};

export const parsons = {
  options: { method: 'flags', allSolutions: true },
  recursive: {
    distractors: [
      {
        text: 'for i = 1 to n − 1:',
        indent: 1,
        reason: {
          en: 'Every column 1 … n is tried: with n − 1 the last column never is, and the solutions with a queen there are lost.',
          zh: '必须试遍第 1 … n 列：写成 n − 1，最后一列永远不试，皇后在那一列的解都会丢失。',
        },
      },
      {
        text: 'if t < n: print x',
        indent: 3,
        reason: {
          en: 'A solution is printed when the last row has its queen, t == n; t < n prints every partial placement.',
          zh: '最后一行放好皇后（t == n）时才输出解；t < n 会把每个未完成的摆法都输出。',
        },
      },
      {
        text: 'else: backtrack(t)',
        indent: 3,
        reason: {
          en: 'The recursive call goes on to the next row, t + 1; backtrack(t) places a queen in the same row again, without end.',
          zh: '递归调用要进入下一行 t + 1；backtrack(t) 会在同一行反复放皇后，永不结束。',
        },
      },
    ],
    pairs: [
      { line: 'undo', after: 'recurse', reason: UNDO_AFTER_CALL },
      {
        line: 'assign',
        after: 'if',
        reason: {
          en: 'The flags are set only once place(t) has said the square is safe; set before the test, the queen would attack its own square.',
          zh: '只有 place(t) 判定这个格子安全之后才设置标记；在判断之前设置，皇后会攻击它自己所在的格子。',
        },
      },
    ],
    anyOrder: [['undo']],
  },
  iterative: {
    distractors: [
      {
        text: 'while x[k] < n and not place(k) do',
        indent: 2,
        reason: {
          en: 'The column may go up to n: with x[k] < n the scan stops before the last column, which is never tried.',
          zh: '列号可以到 n：写成 x[k] < n，扫描在最后一列之前就停下，最后一列永远不试。',
        },
      },
      {
        text: 'else k ← k + 1',
        indent: 3,
        reason: {
          en: 'Going down to the next row starts its column at 0 (x[k] ← 0); otherwise the row goes on from where an earlier visit left it and skips columns.',
          zh: '进入下一行时要把它的列号置为 0（x[k] ← 0）；否则这一行从上次停下的地方接着试，会漏掉一些列。',
        },
      },
      {
        text: 'else k ← k − 1; x[k] ← 0',
        indent: 2,
        reason: {
          en: 'Going back up keeps x[k]: the row above goes on to its next column. Setting it to 0 tries the same columns again, without end.',
          zh: '回溯到上一行时保留 x[k]：上一行接着试下一列。把它置 0 会重复试同样的列，永不结束。',
        },
      },
    ],
    pairs: [
      {
        line: 'next',
        after: 'unset',
        reason: {
          en: 'The flags of row k’s queen are cleared before it moves to the next column; moved first, the flags cleared would be those of a square it never held.',
          zh: '第 k 行的皇后移到下一列之前要先清除它的标记；先移动的话，清除的就是它从未占过的格子的标记。',
        },
      },
    ],
  },
};
