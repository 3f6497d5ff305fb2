//! The knapsack's links are its own module's (www/pkg/knapsack*): it has the recursive
//! form only, and a link asking for another is worded from its code.

import '../../load-strings.js';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import '../../wasm-modules.js';
import * as knapsackWasm from '../../../../www/pkg/knapsack.js';
import { asciiNumbers, readLink } from '../../../../www/js/app/route.js';
import { setLang } from '../../../../www/js/lib/i18n.js';

test('the knapsack refuses tmpl=iterative: it has the recursive form only', () => {
  setLang('en');
  assert.equal(String(readLink(knapsackWasm.parse_link, '#puzzle=knapsack&tmpl=iterative').error), 'The link’s tmpl “iterative” is not one of its forms: recursive.');
});

test('asciiNumbers writes the knapsack link\'s numbers in ASCII digits and leaves every other part as given', () => {
  const wide = (text) => text.replace(/\d/g, (d) => String.fromCharCode(0xff10 + Number(d)));
  assert.equal(asciiNumbers(`puzzle=knapsack&w=${wide('16-15')}&v=45-25&c=${wide('30')}`), 'puzzle=knapsack&w=16-15&v=45-25&c=30');
});
