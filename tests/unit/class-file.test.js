//! A text file of result links opened in the class view (app/class-actions.js `fileText`):
//! its encoding by its byte-order mark, and a file that is no text refused. Pure.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileText } from '../../www/js/app/class-actions.js';

test('a file of links is read as UTF-8, or UTF-16 by its byte-order mark; a file that is no text is null', () => {
  const line = '#n=4&ex=quiz&seed=5&who=王小明\r\n';
  const utf8 = new TextEncoder().encode(line);
  assert.equal(fileText(utf8), line);
  assert.equal(fileText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8])), line);
  const le = [0xff, 0xfe];
  const be = [0xfe, 0xff];
  for (const ch of line) {
    const c = ch.charCodeAt(0);
    le.push(c & 0xff, c >> 8);
    be.push(c >> 8, c & 0xff);
  }
  assert.equal(fileText(Uint8Array.from(le)), line);
  assert.equal(fileText(Uint8Array.from(be)), line);
  // A PNG's first bytes: 0x89 is no UTF-8 lead byte.
  assert.equal(fileText(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])), null);
  // A zip (a .docx, an .xlsx): valid UTF-8 up to here, but with control characters.
  assert.equal(fileText(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])), null);
});
