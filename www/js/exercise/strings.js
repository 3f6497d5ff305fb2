//! The exercises' shared words (the exercise panel's frame, the score, the result link, the
//! review, the verdicts), in English and Simplified Chinese, added to the page's table
//! (lib/i18n.js `addStrings`) when the exercises load; each puzzle's exercise brings its own
//! words beside these (puzzles/<id>/exercise-strings.js). Plain text with `{name}`
//! placeholders: callers put it in the page with textContent.

import { addStrings } from '../lib/i18n.js';

export const EXERCISE_STRINGS = {
  en: {
    'ex.kind-simulate': 'Do the search yourself',
    'ex.too-large': 'The exercises go up to N = {max}; move the slider to N = {max} or less.',
    'ex.close': 'Close the exercise',
    'ex.share-label': 'Share this exercise: the same exercise for everyone who opens it',
    'ex.restart': 'Start again',
    'ex.step': 'Step {step}',
    'ex.score': 'Score: {right} right, {wrong} wrong, of {asked}',
    'ex.result-label': 'Result link: your answers, graded again when it is opened',
    'ex.result-copy': 'Copy',
    'ex.replayed': 'These are the answers of a result link, graded again from the search itself.',
    'ex.right': 'Right.',
    'ex.wrong': 'Not quite.',
    'ex.verdict-why': '{verdict} {why}',
    'ex.time-unknown': 'not recorded',
    'ex.time-link': '{time}, as the link says',
    'ex.name': 'Your name (optional: it goes into your result link)',
    'ex.bad-answers': 'Answer {at} of the link could not be read: “{value}” is not an answer of this exercise. The answers before it are graded, and the exercise goes on from there.',
    'ex.past-end-one': 'The link has 1 answer after the end of the exercise; it is not graded.',
    'ex.past-end': 'The link has {count} {count:answer|answers} after the end of the exercise; {count:it is|they are} not graded.',
    'ex.notes': '{a} {b}',
    'ex.review-heading': 'Answer by answer',
    'ex.review-note': 'Click an answer to see the search at that point; click it again to go back to the end.',
    'ex.review-right': '✓ right',
    'ex.review-wrong': '✗ wrong',
    'ex.review-expected': 'right: {answer}',
    'ex.start-past-end': 'Step {step} is past the end of the search, which takes {total} {total:step|steps}: the exercise starts from the beginning.',
    'ex.list-sep': '; ',
    'ex.backtrack': 'Backtrack',
    'ex.sim-summary': '{actions} {actions:action|actions}: {right} right, {wrong} {wrong:mistake|mistakes}. Time: {time}.',
  },
  zh: {
    'ex.kind-simulate': '亲自执行搜索',
    'ex.too-large': '练习最多到 N = {max}；请把滑块移到 N = {max} 或更小。',
    'ex.close': '结束练习',
    'ex.share-label': '分享这个练习：打开链接的人都会得到同样的练习',
    'ex.restart': '重新开始',
    'ex.step': '第 {step} 步',
    'ex.score': '得分：对 {right}，错 {wrong}，共 {asked}',
    'ex.result-label': '结果链接：包含你的答案，打开时重新评分',
    'ex.result-copy': '复制',
    'ex.replayed': '这是结果链接中的答案，已按搜索本身重新评分。',
    'ex.right': '正确。',
    'ex.wrong': '不对。',
    'ex.verdict-why': '{verdict}{why}',
    'ex.time-unknown': '未记录',
    'ex.time-link': '{time}（链接所记）',
    'ex.name': '你的姓名（可不填，会写进你的结果链接）',
    'ex.bad-answers': '链接中的第 {at} 个答案无法读取：“{value}”不是这个练习的答案。它之前的答案已评分，练习从那里继续。',
    'ex.past-end-one': '链接在练习结束之后还有 1 个答案，它没有评分。',
    'ex.past-end': '链接在练习结束之后还有 {count} 个答案，它们没有评分。',
    'ex.notes': '{a}{b}',
    'ex.review-heading': '逐个查看答案',
    'ex.review-note': '点击一个答案，查看搜索在那时的样子；再点一次回到结尾。',
    'ex.review-right': '✓ 对',
    'ex.review-wrong': '✗ 错',
    'ex.review-expected': '正确答案：{answer}',
    'ex.start-past-end': '第 {step} 步超出了搜索的终点（整个搜索共 {total} 步），练习从头开始。',
    'ex.list-sep': '；',
    'ex.backtrack': '回溯',
    'ex.sim-summary': '共 {actions} 步操作：对 {right} 步，错 {wrong} 步。用时：{time}。',
  },
};

addStrings(EXERCISE_STRINGS);
