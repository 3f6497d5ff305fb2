//! The notes' generic template (views/template-view.js): its two procedures as the notes print
//! them (`iterativeBacktrack()` and `backtrack(t)`, the seven parts in each), and the line and
//! parts each kind of event touches, worked out from the notes' procedures by hand.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { GENERIC, PARTS, genericStep } from '../../www/js/views/template-view.js';

test('both procedures are the notes\', and each names the seven parts', () => {
  const text = (form) => GENERIC[form].map(([, , line]) => line).join(' ');
  assert.match(text('iterative'), /void iterativeBacktrack \(\) \{ int t = 1; while \(t > 0\) \{ if \(f\(n,t\) <= g\(n,t\)\) for \(int i = f\(n,t\); i <= g\(n,t\); i\+\+\) \{ x\[t\] = h\(i\); if \(constraint\(t\) && bound\(t\)\) \{ if \(solution\(t\)\) output\(x\); else t\+\+; \} \} else t--; \} \}/);
  assert.match(text('recursive'), /void backtrack \(int t\) \{ if \(t > n\) output\(x\); else for \(int i = f\(n,t\); i <= g\(n,t\); i\+\+\) \{ x\[t\] = h\(i\); if \(constraint\(t\) && bound\(t\)\) backtrack\(t\+1\); \} \}/);
  for (const form of ['iterative', 'recursive']) {
    for (const [, name] of PARTS.filter(([part]) => form === 'iterative' || part !== 'solution')) {
      assert.ok(text(form).includes(name.replace(/\(.*/, '(')), `${form}: ${name}`);
    }
  }
});

test('each event leaves the procedure on the notes\' line, with the parts it decided', () => {
  const cases = [
    // [kind, cause, iterative line, recursive line, parts]
    [null, null, 'init', 'head', {}],
    ['place', null, 'test', 'test', { h: 'current', constraint: 'passed', bound: 'passed' }],
    ['conflict', 'constraint', 'test', 'test', { h: 'current', constraint: 'failed' }],
    ['conflict', 'bound', 'test', 'test', { h: 'current', constraint: 'passed', bound: 'failed' }],
    ['solution', null, 'solution', 'leaf', { solution: 'passed', output: 'current' }],
    ['remove', null, 'dec', 'end', {}],
    ['done', null, 'while', 'end', {}],
  ];
  for (const [kind, cause, iterative, recursive, parts] of cases) {
    assert.deepEqual(genericStep(kind, cause, 'iterative'), { line: iterative, parts }, `${kind} ${cause}`);
    assert.deepEqual(genericStep(kind, cause, 'recursive'), { line: recursive, parts }, `${kind} ${cause}`);
    for (const form of ['iterative', 'recursive']) {
      const { line } = genericStep(kind, cause, form);
      assert.ok(GENERIC[form].some(([id]) => id === line), `${form}: ${line} is a line`);
    }
  }
});
