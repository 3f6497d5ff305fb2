//! The knight's links are its own module's (www/pkg/knight*): the procedure's form
//! (`tmpl=`) round-trips through them.

import '../../load-strings.js';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import '../../wasm-modules.js';
import * as knightWasm from '../../../../www/pkg/knight.js';
import { readLink, templateOf } from '../../../../www/js/app/route.js';

test('the knight\'s links carry tmpl both ways', () => {
  const knight = knightWasm.parse_link('#puzzle=knight&n=9&m=5&step=12&tmpl=iterative');
  assert.equal(knightWasm.format_link(knight), 'puzzle=knight&n=9&m=5&step=12&tmpl=iterative');
  assert.equal(templateOf(readLink(knightWasm.parse_link, '#puzzle=knight&n=9&m=5&tmpl=iterative').link), 'iterative');
});
