//! Graph colouring's Parsons problem (exercise/parsons.js): the distractors mixed into each
//! form's lines with why each is wrong, and the pairs whose order has a reason.

export const parsons = {
  options: { allSolutions: true },
  recursive: {
    distractors: [
      {
        text: 'for i = 1 to m − 1:',
        indent: 1,
        reason: {
          en: 'Every one of the m colours is tried; stopping at m − 1 loses the colourings that use colour m.',
          zh: 'm 种颜色都要试；只试到 m − 1，用到颜色 m 的着色方案都会丢失。',
        },
      },
      {
        text: 'if t == n − 1: print x[1..n]',
        indent: 3,
        reason: {
          en: 'A colouring is complete when the last vertex, n, has its colour; at t = n − 1 vertex n is still uncoloured.',
          zh: '最后一个顶点 n 着色之后方案才完整；t = n − 1 时顶点 n 还没有颜色。',
        },
      },
      {
        text: 'else: backtrack(t)',
        indent: 3,
        reason: {
          en: 'The recursive call goes on to the next vertex, t + 1; backtrack(t) colours the same vertex again, without end.',
          zh: '递归调用要进入下一个顶点 t + 1；backtrack(t) 会反复给同一个顶点着色，永不结束。',
        },
      },
    ],
    pairs: [
      {
        line: 'undo',
        after: 'recurse',
        reason: {
          en: 'x[t] is cleared after the recursive call returns; cleared before it, ok() of the vertices below would not see t’s colour.',
          zh: 'x[t] 要在递归调用返回之后才清除；在调用之前清除，下面各顶点的 ok() 就看不到顶点 t 的颜色。',
        },
      },
      {
        line: 'assign',
        after: 'test',
        reason: {
          en: 'The colour is given only once ok(t, i) has said no coloured neighbour has it.',
          zh: '只有 ok(t, i) 判定没有已着色的邻点用这种颜色之后，才给顶点 t 着上它。',
        },
      },
    ],
  },
  iterative: {
    distractors: [
      {
        text: 'if i[t] < m then',
        indent: 2,
        reason: {
          en: 'There are m colours: with i[t] < m colour m is never tried.',
          zh: '共有 m 种颜色：写成 i[t] < m，颜色 m 永远不试。',
        },
      },
      {
        text: 'else t ← t − 1',
        indent: 2,
        reason: {
          en: 'Backing up to the vertex above clears its colour (x[t] ← 0): it is about to get its next colour, and ok() must not see the old one meanwhile.',
          zh: '回溯到上一个顶点时要清除它的颜色（x[t] ← 0）：它马上要换下一种颜色，其间 ok() 不能看到旧的颜色。',
        },
      },
      {
        text: 'if ok(t, x[t]) then',
        indent: 3,
        reason: {
          en: 'ok tests the colour being tried, i[t]; x[t] is the colour given before it.',
          zh: 'ok 检查的是正在尝试的颜色 i[t]；x[t] 是之前给的颜色。',
        },
      },
    ],
  },
};
