//! The puzzles' style sheets come from their folders (docs/ARCHITECTURE.md, "Style
//! sheets"): the build puts every registered puzzle's `<id>.css` where index.html's
//! puzzle-styles marker is, and every registered puzzle has that sheet.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { pageSheets } from '../../scripts/build-dist.mjs';
import { PUZZLES } from '../../www/js/puzzles/registry.js';

const www = (rel) => fileURLToPath(new URL(`../../www/${rel}`, import.meta.url));

test('the build puts the puzzles\' sheets, in the registry\'s order, at the marker, between the shared ones', () => {
  const html = [
    '<link rel="stylesheet" href="css/a.css">',
    '<meta name="puzzle-styles" content="linked">',
    '<link rel="stylesheet" href="css/b.css">',
  ].join('\n');
  assert.deepEqual(pageSheets(html, ['x', 'y']), ['css/a.css', 'js/puzzles/x/x.css', 'js/puzzles/y/y.css', 'css/b.css']);
  assert.throws(() => pageSheets('<link rel="stylesheet" href="css/a.css">', ['x']), /puzzle-styles/);
});

test('index.html has the marker, and every registered puzzle its style sheet in its folder', () => {
  const sheets = pageSheets(readFileSync(www('index.html'), 'utf8'), PUZZLES.map((p) => p.id));
  for (const sheet of sheets) assert.ok(existsSync(www(sheet)), `www/${sheet} is missing`);
  for (const { id } of PUZZLES) assert.ok(sheets.includes(`js/puzzles/${id}/${id}.css`), id);
});

test('a puzzle\'s sheet @imports only sheets of its own folder that exist', () => {
  for (const { id } of PUZZLES) {
    const css = readFileSync(www(`js/puzzles/${id}/${id}.css`), 'utf8');
    for (const [, file] of css.matchAll(/@import url\("([^"]+)"\)/g)) {
      assert.doesNotMatch(file, /\//, `${id}.css imports ${file} from outside its folder`);
      assert.ok(existsSync(www(`js/puzzles/${id}/${file}`)), `${id}.css imports the missing ${file}`);
    }
  }
});
