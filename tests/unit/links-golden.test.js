//! Every link that opens today opens the same: the golden links of each registered puzzle
//! (src/puzzles/<id>/tests/links.golden, the link objects parse_link made of them when one
//! parser read every puzzle's keys) parsed by the module the page picks for them (registry
//! `claimant`, then that puzzle's `parse_link`): the same link object, the same formatted
//! link, the same error code. A file's `# not written:` line names keys its puzzle's object
//! no longer carries (another puzzle's).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import './wasm-modules.js';
import {
  claimant, loadWasm, PUZZLES, wasmOf,
} from '../../www/js/puzzles/registry.js';

/** The object's set fields (not null, not false), keys sorted, as JSON. */
function meaning(object, dropped) {
  const entries = Object.entries(object).filter(([k, v]) => v !== null && v !== false && !dropped.has(k));
  return JSON.stringify(Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : 1))));
}

for (const { id } of PUZZLES) {
  const file = new URL(`../../src/puzzles/${id}/tests/links.golden`, import.meta.url);
  test(`${id}: its golden links open as they did`, { skip: !existsSync(file) && 'no golden links' }, async () => {
    for (const p of PUZZLES) await loadWasm(p.id);
    const lines = readFileSync(file, 'utf8').split('\n');
    const notWritten = lines.find((l) => l.startsWith('# not written:'));
    const dropped = new Set(notWritten ? notWritten.slice('# not written:'.length).split('(')[0].trim().split(' ') : []);
    for (const line of lines.filter((l) => l && !l.startsWith('#'))) {
      const [fragment, outcome, text, json] = line.split('\t');
      const wasm = wasmOf(claimant(fragment));
      let got;
      try {
        const link = wasm.parse_link(fragment);
        got = ['ok', wasm.format_link(link), meaning(JSON.parse(JSON.stringify(link)), new Set())];
      } catch (e) {
        got = ['error', e.code, null];
      }
      const want = outcome === 'ok' ? ['ok', text, meaning(JSON.parse(json), dropped)] : ['error', text, null];
      assert.deepEqual(got, want, fragment);
    }
  });
}
