//! The animated export's pure parts (puzzles/queens/animation.js: the range and its checks, the frame
//! layout, the caption's wrapping, the palette; puzzles/queens/board-paint.js on a recording context)
//! and the words of its errors in both languages.

import '../../load-strings.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CAPTION_LINES, COLOURS, MAX_FRAMES, checkRange, defaultRange, deltaFrame, frameLayout, framePalette, wrapText,
} from '../../../../www/js/puzzles/queens/animation.js';
import { paintBoard } from '../../../../www/js/puzzles/queens/board-paint.js';
import { errorMessage } from '../../../../www/js/lib/errors.js';
import { setLang } from '../../../../www/js/lib/i18n.js';

/** A monospace measure: 10 px a character. */
const mono = (s) => s.length * 10;

test('the default range is the current step and the next 50, clamped to the last step when known', () => {
  assert.deepEqual(defaultRange(30, null), { from: 30, to: 80 });
  assert.deepEqual(defaultRange(30, 1000), { from: 30, to: 80 });
  assert.deepEqual(defaultRange(30, 60), { from: 30, to: 60 });
  assert.deepEqual(defaultRange(60, 60), { from: 60, to: 60 });
  assert.deepEqual(defaultRange(0, 0), { from: 0, to: 0 });
});

test('a range of steps 30 to 40 is 11 frames; one step alone is 1 frame; 1,000 frames is the most', () => {
  assert.deepEqual(checkRange('30', '40', 100), { from: 30, to: 40, frames: 11 });
  assert.deepEqual(checkRange(' 7 ', '7', null), { from: 7, to: 7, frames: 1 });
  assert.deepEqual(checkRange('0', '999', null), { from: 0, to: 999, frames: MAX_FRAMES });
  assert.equal(MAX_FRAMES, 1000);
});

test('a bad range gets its error code: not a number, backwards, past the end, too many frames', () => {
  assert.deepEqual(checkRange('', '40', 100), { error: 'not-number', params: { field: 'from', text: '' } });
  assert.deepEqual(checkRange('3.5', '40', 100).params.field, 'from');
  assert.deepEqual(checkRange('30', '-1', 100).params.field, 'to');
  assert.equal(checkRange('30', '1e3', 100).error, 'not-number');
  assert.deepEqual(checkRange('40', '30', 100), { error: 'order', params: { from: 40, to: 30 } });
  assert.deepEqual(checkRange('30', '101', 100), { error: 'past-end', params: { to: 101, total: 100 } });
  assert.deepEqual(checkRange('0', '1000', null), { error: 'too-many', params: { frames: 1001, max: 1000 } });
  // Past the end is said before too many: the end is the nearer fix.
  assert.equal(checkRange('0', '5000', 2000).error, 'past-end');
});

test('every range error is worded in English and Chinese with its numbers', () => {
  const cases = [
    ['order', { from: 40, to: 30 }, /step 40 comes after step 30/, /第 40 步在第 30 步之后/],
    ['past-end', { to: 101, total: 100 }, /has 100 steps: step 101 is past its end/, /共有 100 步：第 101 步超出了终点/],
    ['too-many', { frames: 1001, max: 1000 }, /1,001 frames.*at most 1,000/, /共 1,001 帧.*最多 1,000 帧/],
    ['not-number', { text: 'x' }, /“x” is not a step/, /“x”不是步数/],
    ['unsupported', {}, /OffscreenCanvas/, /OffscreenCanvas/],
  ];
  try {
    for (const [code, params, en, zh] of cases) {
      setLang('en');
      assert.match(String(errorMessage('gif', code, params)), en);
      setLang('zh');
      assert.match(String(errorMessage('gif', code, params)), zh);
    }
  } finally {
    setLang('en');
  }
});

test('a frame is the board (a square with a margin) above a caption of four lines, the same size for every frame', () => {
  const layout = frameLayout(480, 6);
  assert.equal(layout.width, 480);
  assert.equal(layout.board.x, layout.board.y);
  assert.equal(layout.board.size, 480 - 2 * layout.board.x);
  assert.equal(layout.board.square, layout.board.size / 6);
  assert.ok(layout.caption.y > layout.board.y + layout.board.size, 'the caption is under the board');
  assert.ok(layout.caption.y + CAPTION_LINES * layout.caption.line <= layout.height, 'the caption fits the frame');
  assert.ok(layout.caption.font >= 11);
  assert.deepEqual(frameLayout(480, 12).height, layout.height, 'N changes the squares, not the frame');
  assert.ok(frameLayout(320, 6).height < layout.height && frameLayout(720, 6).height > layout.height);
});

test('wrapText breaks English at spaces, Chinese between characters, and ends a cut text with …', () => {
  assert.deepEqual(wrapText('Row 5: (5,5) conflicts with the queen', 140, mono), ['Row 5: (5,5)', 'conflicts with', 'the queen']);
  assert.deepEqual(wrapText('short', 130, mono), ['short']);
  assert.deepEqual(wrapText('第5行：(5,5)与第1行的皇后在对角线上冲突', 60, mono),
    ['第5行：', '(5,5)与', '第1行的皇后', '在对角线上冲', '突']);
  const cut = wrapText('one two three four five six', 60, mono, 2);
  assert.equal(cut.length, 2);
  assert.ok(cut[1].endsWith('…') && mono(cut[1]) <= 60, cut[1]);
  for (const line of wrapText('a b c d e f g h i j k l m n o p', 35, mono)) assert.ok(mono(line) <= 35, line);
});

test('the palette holds every board colour exactly and has at most 256 colours', () => {
  const palette = framePalette();
  assert.ok(palette.length <= 256 && palette.length > 16);
  const hex = new Set(palette.map((c) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`));
  for (const colour of Object.values(COLOURS)) assert.ok(hex.has(colour), colour);
});

test('a delta frame keeps the pixels that changed and makes the others the transparent index', () => {
  const first = Uint8Array.of(1, 2, 3, 4);
  assert.equal(deltaFrame(first, null, 255), first, 'the first frame is written whole');
  assert.deepEqual([...deltaFrame(Uint8Array.of(1, 9, 3, 0), first, 255)], [255, 9, 255, 0]);
  assert.deepEqual([...deltaFrame(first, first, 7)], [7, 7, 7, 7], 'an unchanged frame is all transparent');
});

/**
 * A context that records its fills: `fills` as [style, x, y, w, h], and crowns drawn;
 * save() and restore() keep the line and alpha state as a canvas does.
 */
function recorder() {
  const calls = { rects: [], crowns: [], lines: [] };
  let transform = null;
  const saved = [];
  const STATE = ['lineCap', 'lineJoin', 'globalAlpha', 'lineWidth', 'strokeStyle', 'fillStyle'];
  const ctx = {
    fillStyle: '', strokeStyle: '', lineWidth: 1, globalAlpha: 1, lineCap: 'butt', lineJoin: 'miter',
    fillRect: (x, y, w, h) => calls.rects.push([ctx.fillStyle, x, y, w, h]),
    strokeRect() {}, beginPath() {}, arc() {}, stroke() {}, setLineDash() {}, fillText() {}, strokeText() {},
    moveTo: (x, y) => calls.lines.push(['move', x, y]),
    lineTo: (x, y) => calls.lines.push(['line', x, y]),
    save: () => saved.push(Object.fromEntries(STATE.map((k) => [k, ctx[k]]))),
    restore: () => Object.assign(ctx, saved.pop()),
    translate: (x, y) => { transform = [x, y]; },
    scale() {},
    fill: () => calls.crowns.push([ctx.fillStyle, ...transform]),
  };
  return { ctx, calls };
}

test('paintBoard draws N × N squares, a crown in each queen\'s square, and the conflict line from the attacker', () => {
  globalThis.Path2D ??= class { constructor(d) { this.d = d; } };
  const { ctx, calls } = recorder();
  const board = { x: 10, y: 10, size: 600, square: 100 };
  paintBoard(ctx, board, {
    n: 6, cols: [2, 4, 0, 0, 0, 0], candidate: { row: 3, col: 6, kind: 'conflict' },
    conflict: { row: 3, col: 6, attackerRow: 2, attackerCol: 4, line: 'diagonal' }, removed: null, currentRow: 3, solved: false,
  });
  const squares = calls.rects.filter(([style]) => style === COLOURS.light || style === COLOURS.dark);
  assert.equal(squares.length, 36);
  assert.deepEqual(squares[0], [COLOURS.light, 10, 10, 100, 100], 'square (1,1) is light');
  // Crowns: row 1 col 2 (a plain queen), row 2 col 4 (the attacker, in the conflict colour).
  assert.deepEqual(calls.crowns.map(([style, x, y]) => [style, Math.round(x), Math.round(y)]), [
    [COLOURS.queen, 10 + 100 + 10, 10 + 8],
    [COLOURS.conflict, 10 + 300 + 10, 10 + 100 + 8],
  ]);
  // The line runs from the attacker's centre (2,4) to the square tried (3,6).
  const move = calls.lines.findIndex(([kind, x, y]) => kind === 'move' && x === 360 && y === 160);
  assert.ok(move >= 0, 'the line starts at the attacker');
  assert.deepEqual(calls.lines[move + 1], ['line', 560, 260]);
});

test('a conflict leaves the canvas with its default line caps and joins: every frame of a GIF is drawn alike', () => {
  globalThis.Path2D ??= class { constructor(d) { this.d = d; } };
  const { ctx } = recorder();
  paintBoard(ctx, { x: 10, y: 10, size: 600, square: 100 }, {
    n: 6, cols: [2, 4, 0, 0, 0, 0], candidate: { row: 3, col: 6, kind: 'conflict' },
    conflict: {
      row: 3, col: 6, attackerRow: 2, attackerCol: 4, line: 'diagonal', label: 'diagonal',
    },
    removed: null, currentRow: 3, solved: false,
  });
  assert.deepEqual([ctx.lineCap, ctx.lineJoin, ctx.globalAlpha], ['butt', 'miter', 1]);
});

test('the worker gets the event and caption words of the page\'s language, even when only that table is loaded', async () => {
  const { workerWords } = await import('../../../../www/js/puzzles/queens/gif-actions.js');
  const strings = {
    en: { 'page.loading': 'Loading…' },
    zh: { 'page.loading': '加载中…', 'event.place': '第 {row} 行', 'caption.step': 'N = {n} · 第 {step} 步', 'stepper.line-column': '列', 'count.total': '解' },
  };
  assert.deepEqual(workerWords(strings, 'zh'), {
    'event.place': '第 {row} 行', 'caption.step': 'N = {n} · 第 {step} 步', 'stepper.line-column': '列',
  });
  const both = { en: { 'event.place': 'Row {row}', 'event.done': 'Done' }, zh: { 'event.place': '第 {row} 行' } };
  assert.deepEqual(workerWords(both, 'zh'), { 'event.place': '第 {row} 行', 'event.done': 'Done' });
});
