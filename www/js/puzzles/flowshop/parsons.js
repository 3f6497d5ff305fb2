//! Batch job scheduling's Parsons problem (exercise/parsons.js): the distractors mixed into
//! its procedure's lines with why each is wrong.

export const parsons = {
  recursive: {
    distractors: [
      {
        text: 'if f > bestf:',
        indent: 2,
        reason: {
          en: 'The schedule is minimised: a partial schedule is kept only while its sum f is still below the best, f < bestf.',
          zh: '调度求的是最小值：只有部分调度的和 f 仍小于当前最优值（f < bestf）时才继续。',
        },
      },
      {
        text: 'for i = 1 to n:',
        indent: 1,
        reason: {
          en: 'At level t the jobs x[1..t−1] are already placed; only x[t..n] may go in place t, so i runs from t.',
          zh: '在第 t 层，x[1..t−1] 已经排好；只有 x[t..n] 能放到第 t 个位置，所以 i 从 t 开始。',
        },
      },
      {
        text: 'f1 += t1[x[i]];  f2[t] = f2[t−1] + t2[x[i]];  f += f2[t]',
        indent: 2,
        reason: {
          en: 'Machine 2 starts job x[i] once both it and machine 1 are done with what came before: f2[t] = max(f2[t−1], f1) + t2[x[i]].',
          zh: '机器 2 要等它自己和机器 1 都完成之前的工作才能开始作业 x[i]：f2[t] = max(f2[t−1], f1) + t2[x[i]]。',
        },
      },
    ],
  },
};
