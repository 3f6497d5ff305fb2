//! Arrow-key movement inside widgets with keys of their own (app/keys.js leaves them
//! alone): which item a key moves to in a list (the tabs, the event log) or in a tree
//! (both solution-space trees). Pure: unit-tested in Node (tests/unit/keys-nav.test.js).

/**
 * The index a key moves to among `count` items from `i`, or undefined for another key:
 * `prev` / `next` (e.g. 'ArrowLeft' / 'ArrowRight'), Home, End. With `wrap`, next from the
 * last is the first and prev from the first the last; without, they stop at the ends.
 */
export function listMove(key, i, count, { prev, next, wrap = false }) {
  const last = count - 1;
  if (key === next) return i < last ? i + 1 : wrap ? 0 : last;
  if (key === prev) return i > 0 ? i - 1 : wrap ? last : 0;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return undefined;
}

/**
 * The node a key moves to in a tree whose nodes are numbered in visiting order from
 * `first` to `last` (↑ ↓ previous / next, ← `parent`, → `firstChild`, or the node itself
 * when there is none, Home / End), or undefined for another key.
 */
export function treeMove(key, i, { first, last, parent, firstChild }) {
  switch (key) {
    case 'ArrowDown': return Math.min(last, i + 1);
    case 'ArrowUp': return Math.max(first, i - 1);
    case 'ArrowLeft': return parent ?? i;
    case 'ArrowRight': return firstChild ?? i;
    case 'Home': return first;
    case 'End': return last;
    default: return undefined;
  }
}
