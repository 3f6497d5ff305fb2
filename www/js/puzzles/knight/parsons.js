//! The knight's path's Parsons problem (exercise/parsons.js): the distractors mixed into
//! each form's lines with why each is wrong, and the pairs whose order has a reason.

const NEXT_LEVEL_AT_0 = {
  en: 'The next level starts its jumps from 0 (i[k] ← 0); otherwise it goes on from where an earlier visit left it and skips jumps.',
  zh: '下一层要从第 0 种跳法开始（i[k] ← 0）；否则它从上次停下的地方接着试，会漏掉一些跳法。',
};

export const parsons = {
  options: { allSolutions: true },
  recursive: {
    distractors: [
      {
        text: 'if nx < n and 1 ≤ ny ≤ m:',
        indent: 2,
        reason: {
          en: 'The horse may land on the last column, nx = n: that is where the path ends. With nx < n it never reaches (n, m).',
          zh: '马可以跳到最后一列 nx = n，路径正是在那里结束。写成 nx < n，永远到不了 (n, m)。',
        },
      },
      {
        text: 'else: jump(x, y, k + 1)',
        indent: 3,
        reason: {
          en: 'The next jump starts from the square just reached, (nx, ny); jump(x, y, …) jumps again from the same square.',
          zh: '下一跳要从刚跳到的格子 (nx, ny) 出发；jump(x, y, …) 又从原来的格子起跳。',
        },
      },
      {
        text: 'for i = 1 to 2:',
        indent: 1,
        reason: {
          en: 'The horse has four jumps to the right; trying two of them misses the paths that need the others.',
          zh: '马向右有四种跳法；只试两种会漏掉需要另外两种跳法的路径。',
        },
      },
    ],
    pairs: [
      {
        line: 'undo',
        after: 'recurse',
        reason: {
          en: 'path[k] is cleared after the recursive call returns, as the search backs out of (nx, ny); cleared before it, the path printed below would lack that square.',
          zh: 'path[k] 要在递归调用返回、搜索退出 (nx, ny) 之后才清除；在调用之前清除，下面输出的路径就缺了这个格子。',
        },
      },
      {
        line: 'assign',
        after: 'test',
        reason: {
          en: 'The square goes into the path only once the test has said it is on the board.',
          zh: '只有判断出这个格子在棋盘上之后，才把它加入路径。',
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
          en: 'There are four jumps: with i[k] < 4 the fourth is never tried.',
          zh: '共有四种跳法：写成 i[k] < 4，第四种永远不试。',
        },
      },
      { text: 'else k ← k + 1', indent: 4, reason: NEXT_LEVEL_AT_0 },
      {
        text: '(nx, ny) ← path[k] + (dx[i[k]], dy[i[k]])',
        indent: 3,
        reason: {
          en: 'The jump starts from the square reached before it, path[k − 1]; path[k] is the square being chosen.',
          zh: '这一跳从上一个到达的格子 path[k − 1] 出发；path[k] 是正在选择的格子。',
        },
      },
    ],
    anyOrder: [['moves', 'init']],
  },
};
