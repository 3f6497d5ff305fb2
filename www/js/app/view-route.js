//! The view keys of a link (issue 24), for every puzzle: presentation mode (`present=1`),
//! the tab beside the board (`tab=`), the tree's drawing (`tree=nodes`) and an embedded
//! page (`embed=1` or `embed=code`, with `from`, `to`, `autoplay`, `loop`, `speed`). The
//! grammar and its checks are the core's (src/link.rs `View`); here the state becomes
//! those fields and a parsed link becomes a change of the state. Like `lang`, a key left
//! out of a link leaves that part of the page as it is. Pure: no DOM, unit-tested in
//! tests/unit/view-route.test.js.

import { DEFAULT_SPEED, SPEEDS } from '../engine/search-loop.js';

/**
 * The view fields of the link to what the page shows, for the wasm `format_link`, added to
 * the puzzle's own (`fields`): in an embedded page its embed keys, with the shown puzzle's
 * `speed` (an index of SPEEDS) when not the default one; else presentation mode, the tab
 * the page names (`tab`: its `linkedTab`, null for none) and the node-link tree.
 */
export function viewFields(state, fields, speed = state.speed, tab = null) {
  const out = { ...fields };
  if (state.embed) {
    const { code, autoplay, loop } = state.embed;
    out.embed = code ? 'code' : 'board';
    // An embedded exercise is the exercise alone: no range, no play, no speed.
    if (fields.ex) return out;
    const { from, to } = keptRange(state.embed, fields.step);
    Object.assign(out, { from, to, autoplay, loop });
    if (speed !== DEFAULT_SPEED) out.speed = SPEEDS[speed];
    return out;
  }
  if (state.presenting) out.present = true;
  if (tab) out.tab = tab;
  if (state.treeStyle === 'nodes') out.tree = 'nodes';
  return out;
}

/**
 * An embed's range `{ from, to }` as a link writes it beside `step`, the step shown: a
 * range that starts after the step (the search ended before `from`, and the page shows
 * its last step) starts and ends there, so the link keeps to what the page shows and
 * opens again without an error.
 */
function keptRange({ from, to }, step) {
  if (typeof step !== 'number' || from === null || from === undefined || step >= from) return { from, to };
  return { from: step, to: to === null || to === undefined ? to : step };
}

/** The index of SPEEDS (engine/search-loop.js) for `sps` steps a second: the fastest not above it. */
export function speedIndex(sps) {
  let index = 0;
  SPEEDS.forEach((speed, i) => {
    if (speed <= sps) index = i;
  });
  return index;
}

/**
 * The change of the state a parsed link (the wasm `parse_link` object) asks for with its
 * view keys: `{ presenting, tab, treeStyle, embed }`, each only when the link has it (an
 * embedded page shows the lesson, or the exercise the link opens). The speed is the
 * puzzle page's (see `embedOptions`). A link with a key that `embed` does not go with
 * (`present`, `tab`, or one of the puzzle's own that its page's `endsEmbed(link)` names,
 * PuzzlePage: the core refuses them together), or an exercise without `embed`, leaves an
 * embedded view (`embed: null`), so the page never writes such a pair into its own link.
 */
export function viewPatch(link, endsEmbed = () => false) {
  const patch = {};
  if (link.present || link.tab || (link.ex && !link.embed) || endsEmbed(link)) patch.embed = null;
  if (link.present) patch.presenting = true;
  if (link.tab) patch.tab = link.tab;
  if (link.tree) patch.treeStyle = link.tree;
  if (link.embed) {
    patch.embed = {
      code: link.embed === 'code', from: link.from, to: link.to, autoplay: link.autoplay, loop: link.loop,
    };
    if (!link.ex) patch.tab = 'lesson';
  }
  return patch;
}

/**
 * What an embed link asks of the puzzle page's search (PuzzlePage `embed`): `{ from, to,
 * loop, autoplay, speed }`, `speed` an index of SPEEDS or null to keep the page's.
 */
export function embedOptions(link) {
  return {
    from: link.from ?? null,
    to: link.to ?? null,
    loop: Boolean(link.loop),
    autoplay: Boolean(link.autoplay),
    speed: link.speed === null || link.speed === undefined ? null : speedIndex(link.speed),
  };
}

/** The fields of the explorer's link to what an embedded page shows: its own, without the embed keys. */
export function explorerFields(fields) {
  const {
    embed, from, to, autoplay, loop, speed, ...rest
  } = fields;
  return rest;
}

/** `text` with `&`, `"`, `<` and `>` written as HTML character references, for an attribute's value. */
function attribute(text) {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The `<iframe>` code that embeds `url` (an absolute URL whose fragment has `embed=`),
 * `title` its accessible name: 640 × 400 CSS px, no border, loaded lazily, allowed full
 * screen. Text for the Share menu's field, never inserted as HTML on this page.
 */
export function embedCode(url, title) {
  return `<iframe src="${attribute(url)}" title="${attribute(title)}" width="640" height="400" `
    + 'style="border:0" loading="lazy" allowfullscreen></iframe>';
}
