//! Graph colouring's exercise's words (puzzles/coloring/exercise.js, exercise-panel.js), in
//! English and Simplified Chinese, added to the page's table when it loads, beside the
//! exercises' shared words (exercise/strings.js).

import { addStrings } from '../../lib/i18n.js';
import '../../exercise/strings.js';

export const COLORING_EXERCISE_STRINGS = {
  en: {
    'ex.coloring-about': 'You are the search: give each vertex the colour it takes (it tries colours 1 to m in order and refuses one a coloured neighbour has), or backtrack when no colour is left.',
    'ex.coloring-prompt': 'Vertex {t} is next. Which colour does the search give it? Or does it backtrack?',
    'ex.coloring-prompt-leaf': 'Every vertex is coloured. What does the search do now?',
    'ex.coloring-right-color': 'Right: vertex {t} takes {color}.',
    'ex.coloring-right-back': 'Right: the search backtracks and takes {color} back from vertex {t}.',
    'ex.coloring-refusal': '{color} is vertex {j}’s',
    'ex.coloring-refused': 'Vertex {t} cannot take {asked}: its neighbour, vertex {j}, has it. It takes {color}, the first colour allowed.',
    'ex.coloring-tried': '{asked} was tried for vertex {t} before: after a backtrack the search goes on with the next colour. Vertex {t} takes {color}.',
    'ex.coloring-first-allowed': '{color} comes before {asked} and is allowed: the search tries the colours in order, so vertex {t} takes {color}.',
    'ex.coloring-open-left': 'The search does not backtrack yet: vertex {t} can take {color}.',
    'ex.coloring-after-solution': 'Every vertex was coloured, so the search backtracks to look for the next colouring: it takes {color} back from vertex {t}.',
    'ex.coloring-all-refused': 'Every colour left for the next vertex is refused: {list}. So the search backtracks: it takes {color} back from vertex {t}.',
    'ex.coloring-no-color-left': 'Every colour of the next vertex has been tried, so the search backtracks: it takes {color} back from vertex {t}.',
    'ex.coloring-done-first': 'The search has found its first colouring: x = {x}.',
    'ex.coloring-done-all': 'The search is over: it has found all {count} {count:colouring|colourings}.',
    'ex.coloring-done-none': 'The search is over: it has proved that no colouring exists.',
  },
  zh: {
    'ex.coloring-about': '你就是搜索：给出每个顶点涂的颜色（它按 1 到 m 的顺序尝试，否定已着色的邻接顶点用过的颜色），没有颜色可用时选择回溯。',
    'ex.coloring-prompt': '下一个是顶点 {t}。搜索给它涂哪种颜色？还是回溯？',
    'ex.coloring-prompt-leaf': '所有顶点都已着色。搜索接下来做什么？',
    'ex.coloring-right-color': '正确：顶点 {t} 涂{color}。',
    'ex.coloring-right-back': '正确：搜索回溯，顶点 {t} 撤销{color}。',
    'ex.coloring-refusal': '{color}已被顶点 {j} 使用',
    'ex.coloring-refused': '顶点 {t} 不能涂{asked}：它的邻接顶点 {j} 已经用了。它涂第一种可用的{color}。',
    'ex.coloring-tried': '顶点 {t} 之前已经试过{asked}：回溯后搜索从下一种颜色继续。顶点 {t} 涂{color}。',
    'ex.coloring-first-allowed': '{color}在{asked}之前，而且可用：搜索按顺序尝试颜色，所以顶点 {t} 涂{color}。',
    'ex.coloring-open-left': '搜索还不回溯：顶点 {t} 可以涂{color}。',
    'ex.coloring-after-solution': '所有顶点都已着色，所以搜索回溯去找下一种着色：顶点 {t} 撤销{color}。',
    'ex.coloring-all-refused': '下一个顶点剩下的颜色都被否定：{list}。所以搜索回溯：顶点 {t} 撤销{color}。',
    'ex.coloring-no-color-left': '下一个顶点的颜色都已试过，所以搜索回溯：顶点 {t} 撤销{color}。',
    'ex.coloring-done-first': '搜索找到了第一种着色：x = {x}。',
    'ex.coloring-done-all': '搜索结束：共找到全部 {count} 种着色。',
    'ex.coloring-done-none': '搜索结束：它证明了不存在着色方案。',
  },
};

addStrings(COLORING_EXERCISE_STRINGS);
