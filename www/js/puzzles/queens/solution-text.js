//! The textbook line of a placement as a text file: `x[1] x[2] … x[N]` and a newline,
//! built a slice at a time so that N = 1,000,000 (about 6.9 MB) never blocks the page
//! for more than a few ms.

/** Rows formatted per slice (a few ms each). */
const TEXT_SLICE = 25_000;

/**
 * A `text/plain` Blob of `cols` (1-based columns, row 1 first) joined by spaces with a
 * final newline; resolves to null as soon as `isCurrent()` turns false between slices.
 */
export async function textBlob(cols, isCurrent) {
  const parts = [];
  for (let i = 0; i < cols.length; i += TEXT_SLICE) {
    if (i > 0) {
      parts.push(' ');
      await new Promise((resolve) => { setTimeout(resolve, 0); });
      if (!isCurrent()) return null;
    }
    parts.push(Array.from(cols.subarray(i, i + TEXT_SLICE)).join(' '));
  }
  parts.push('\n');
  return new Blob(parts, { type: 'text/plain' });
}
