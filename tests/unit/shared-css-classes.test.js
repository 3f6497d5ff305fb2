//! The shared style sheets hold only what is shared (docs/ARCHITECTURE.md, "Style sheets"):
//! every class a selector in `www/css/*.css` names is put on an element by the shell
//! (`www/index.html`, `www/js` outside `puzzles/`) or by at least two puzzles (their folders
//! `www/js/puzzles/<id>/`). A rule for one puzzle's markup goes in that puzzle's own sheet.
//!
//! A class counts as used where a string or an attribute value of the markup or code names
//! it (comments aside; a dotted key such as `tabs.label` names no class), and a class written with a variable part (`className:
//! \`swatch-${kind}\``) counts for every class of that prefix.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WWW = fileURLToPath(new URL('../../www/', import.meta.url));
const PUZZLES = path.join(WWW, 'js', 'puzzles');

const walk = (dir) => readdirSync(dir).flatMap((name) => {
  const file = path.join(dir, name);
  return statSync(file).isDirectory() ? walk(file) : [file];
});

/** The class names of a style sheet's selectors (not of its comments, urls or values). */
export function sheetClasses(css) {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/url\([^)]*\)/g, '');
  const classes = new Set();
  // Selectors are what precedes `{`; declarations (numbers such as `.5em`) do not count.
  for (const [, selectors] of rules.matchAll(/([^{};]+)\{/g)) {
    if (selectors.trim().startsWith('@')) continue;
    for (const [, name] of selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(name);
  }
  return classes;
}

/**
 * What a piece of markup or code may put on elements: `{ names, prefixes }`, the words of
 * its strings and attribute values (a class is often passed on as a value: a kind, a state,
 * a helper's argument), and the prefixes of the classes it writes with a variable part
 * (`className: \`swatch-${kind}\``, `classList.toggle(\`present-${part}\`)`).
 */
export function usedClasses(source) {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/<!--[\s\S]*?-->/g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
  const names = new Set();
  const prefixes = new Set();
  const quoted = String.raw`(?:'([^'\n]*)'|"([^"\n]*)"|${'`'}([^${'`'}]*)${'`'})`;
  for (const m of code.matchAll(new RegExp(quoted, 'g'))) {
    const value = m[1] ?? m[2] ?? m[3];
    for (const word of value.replace(/\$\{[^}]*\}/g, ' ').split(/[^\w.-]+/)) {
      // A selector's classes (`.a.b`); a dotted word that does not start with a dot is a
      // key (`tabs.label`), not a class.
      const parts = word.startsWith('.') ? word.split('.') : word.includes('.') ? [] : [word];
      for (const name of parts) if (name && !name.endsWith('-')) names.add(name);
    }
  }
  const classContexts = [
    new RegExp(String.raw`\bclass(?:Name)?\s*[:=]\s*${quoted}`, 'g'),
    new RegExp(String.raw`\bclassList\.\w+\(\s*${quoted}`, 'g'),
  ];
  for (const re of classContexts) {
    for (const m of code.matchAll(re)) {
      for (const [, prefix] of (m[1] ?? m[2] ?? m[3]).matchAll(/([\w-]+-)\$\{/g)) prefixes.add(prefix);
    }
  }
  return { names, prefixes };
}

const uses = ({ names, prefixes }, name) => names.has(name) || [...prefixes].some((p) => name.startsWith(p));

const isMarkup = (file) => /\.(?:js|mjs|html)$/.test(file);

test('reads a sheet\'s classes and a module\'s, whole and by prefix', () => {
  assert.deepEqual([...sheetClasses('/* .no */ .a .b > p:not(.c), .d[hidden] { margin: .5em; } @media (x) { .e { } }')],
    ['a', 'b', 'c', 'd', 'e']);
  const used = usedClasses(`el('p', { className: 'note x-y' }); // className: 'gone'
    node.classList.toggle('on', true); root.querySelector('.found > .deep');
    el('span', { className: \`swatch swatch-\${kind}\` }); t(\`msg-\${key}\`); t('tabs.label'); /* 'words' */`);
  assert.deepEqual([...used.names].sort(), ['deep', 'found', 'note', 'on', 'p', 'span', 'swatch', 'x-y']);
  assert.deepEqual([...used.prefixes], ['swatch-']);
  assert.ok(uses(used, 'swatch-live'));
  assert.ok(!uses(used, 'words'));
  assert.ok(!uses(used, 'gone'));
  assert.ok(!uses(used, 'tabs'), 'a dotted key names no class');
  assert.ok(!uses(used, 'msg-x'), 'only a class\'s variable part makes a prefix');
});

/**
 * How many puzzles must use a shared class the shell does not: two; one in the removal
 * test's copy without a puzzle (REMOVED_PUZZLE, scripts/removal-test.mjs), where a class
 * the removed puzzle shared with another is left with that one.
 */
const LEAST = process.env.REMOVED_PUZZLE ? 1 : 2;

test('every class of the shared style sheets is used by the shell or by at least two puzzles', () => {
  const read = (files) => files.filter(isMarkup).map((f) => usedClasses(readFileSync(f, 'utf8')));
  const shellFiles = [path.join(WWW, 'index.html'),
    ...walk(path.join(WWW, 'js')).filter((f) => !f.startsWith(PUZZLES + path.sep) && !f.includes(`${path.sep}vendor${path.sep}`))];
  const shell = read(shellFiles);
  const puzzles = readdirSync(PUZZLES).filter((id) => statSync(path.join(PUZZLES, id)).isDirectory())
    .map((id) => ({ id, used: read(walk(path.join(PUZZLES, id))) }));
  assert.ok(puzzles.length >= 2, 'the puzzles\' folders are read');
  const wrong = [];
  for (const sheet of readdirSync(path.join(WWW, 'css')).filter((f) => f.endsWith('.css'))) {
    for (const name of sheetClasses(readFileSync(path.join(WWW, 'css', sheet), 'utf8'))) {
      if (shell.some((u) => uses(u, name))) continue;
      const by = puzzles.filter((p) => p.used.some((u) => uses(u, name))).map((p) => p.id);
      if (by.length < LEAST) wrong.push(`css/${sheet}: .${name} (${by.length ? `only ${by[0]}` : 'nobody'})`);
    }
  }
  assert.deepEqual(wrong, [], 'a class the shell and a second puzzle do not use belongs in the puzzle\'s own sheet (or nowhere)');
});
