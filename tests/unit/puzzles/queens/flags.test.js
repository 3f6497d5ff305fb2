import { test } from 'node:test';
import assert from 'node:assert/strict';
import { flagsRead } from '../../../../www/js/puzzles/queens/flags.js';

const names = (reads) => reads.map(({ key, index, set }) => `${key}[${index}]${set ? '!' : ''}`);

test('flagsRead follows ok(k, i) on the N = 4 opening: col, then diag, then anti, up to the first flag set', () => {
  // docs/REFERENCE.md, N = 4 trace; flags read by hand (diag index k − i + 4, anti k + i),
  // 16 reads over the first 8 squares, as the Rust stepper's comparisons counter counts them.
  const cases = [
    [[0, 0, 0, 0], 1, 1, ['col[1]', 'diag[4]', 'anti[2]']], // 1. place (1,1)
    [[1, 0, 0, 0], 2, 1, ['col[1]!']], // 2. column held by row 1
    [[1, 0, 0, 0], 2, 2, ['col[2]', 'diag[4]!']], // 3. diagonal of (1,1)
    [[1, 0, 0, 0], 2, 3, ['col[3]', 'diag[3]', 'anti[5]']], // 4. place (2,3)
    [[1, 3, 0, 0], 3, 1, ['col[1]!']], // 5.
    [[1, 3, 0, 0], 3, 2, ['col[2]', 'diag[5]', 'anti[5]!']], // 6. anti-diagonal of (2,3)
    // 7. (3,3): the earliest attacker is row 1 (diagonal), but the check reads col[3] first,
    // held by row 2, and stops there.
    [[1, 3, 0, 0], 3, 3, ['col[3]!']],
    [[1, 3, 0, 0], 3, 4, ['col[4]', 'diag[3]!']], // 8. diagonal of (2,3)
  ];
  let total = 0;
  for (const [cols, k, i, want] of cases) {
    const reads = flagsRead(cols, k, i);
    assert.deepEqual(names(reads), want, `(${k},${i})`);
    total += reads.length;
  }
  assert.equal(total, 16);
});

test('flagsRead ignores the queen already placed on the square itself and the rows below it', () => {
  // 4. place (2,3): the board then holds (2,3), whose own flags were free when read.
  assert.deepEqual(names(flagsRead([1, 3, 0, 0], 2, 3)), ['col[3]', 'diag[3]', 'anti[5]']);
  assert.deepEqual(names(flagsRead([0, 0, 0, 3], 1, 3)), ['col[3]', 'diag[2]', 'anti[4]']);
});

test('the flags the panel outlines stop where the core\'s flag check stops, at every conflict of N = 4 to 8', async () => {
  // The panel's reads (puzzles/queens/flags.js) and the core's conflicts (src/puzzles/queens/stepper.rs,
  // checked against a search written apart in src/puzzles/queens/tests/conflict_attacker.rs) must tell one story:
  // the last flag read is the attacker's line, set by the attacker's row.
  const { readFileSync } = await import('node:fs');
  const wasm = await import('../../../../www/pkg/queens.js');
  const { withSnapshots } = await import('../../../../www/js/wasm/decode.js');
  const { decodeQueens } = await import('../../../../www/js/puzzles/queens/puzzle.js');
  wasm.initSync({ module: readFileSync(new URL('../../../../www/pkg/queens_bg.wasm', import.meta.url)) });
  const key = { column: 'col', diagonal: 'diag', 'anti-diagonal': 'anti' };
  for (let n = 4; n <= 8; n += 1) {
    const s = withSnapshots(wasm.new_stepper(n, true, false), decodeQueens);
    let conflicts = 0;
    for (let v = s.step(); !v.finished; v = s.step()) {
      const e = v.event;
      if (e?.kind !== 'conflict') continue;
      conflicts += 1;
      const reads = flagsRead(v.x, e.row, e.col);
      const last = reads.at(-1);
      assert.deepEqual([last.key, last.set], [key[e.line], true], `N = ${n}, step ${v.step}`);
      assert.equal(v.x[e.attacker_row - 1], e.attacker_col);
    }
    s.free();
    assert.ok(conflicts > 0);
  }
});
