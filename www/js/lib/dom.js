//! The page's DOM helpers: one way to make an element, a button and an SVG element, and
//! writes that touch the DOM only when the value changes. Nothing here is given text from
//! the URL as HTML: text goes in as text nodes or `textContent`.

/**
 * An HTML element. `attrs`: `testid` sets `data-testid`, `hook` sets `data-hook`,
 * `className` the class, `text` the text content, `hidden` the hidden property; every other
 * key is an attribute. `children` are nodes or strings (appended as text).
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null) continue;
    if (key === 'testid') node.dataset.testid = value;
    else if (key === 'hook') node.dataset.hook = value;
    else if (key === 'className') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key === 'hidden') node.hidden = Boolean(value);
    else node.setAttribute(key, String(value));
  }
  node.append(...children);
  return node;
}

/**
 * The hooks of a shared view's element `name` in a puzzle whose testids carry `prefix`
 * (its own, or '' for the default puzzle): `data-testid` = prefix + name, and `data-hook` =
 * name, the same in every puzzle (found inside the page's root `[data-puzzle="<id>"]`).
 */
export function hooks(prefix, name) {
  return { testid: `${prefix}${name}`, hook: name };
}

/** A `<button type="button">` with `data-testid` = `testid` (see `el` for `attrs`). */
export function button(testid, attrs = {}, ...children) {
  return el('button', { type: 'button', testid, ...attrs }, ...children);
}

/**
 * Sets an element's text only when it differs, so renders many times a second (play,
 * counting progress) do not make the browser lay out text that did not change.
 */
export function setText(node, text) {
  if (node.textContent !== text) node.textContent = text;
}

/** Sets an attribute only when its value differs (see setText). */
export function setAttr(node, name, value) {
  if (node.getAttribute(name) !== value) node.setAttribute(name, value);
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element with the given attributes. */
export function svgEl(name, attrs = {}) {
  const node = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, String(value));
  return node;
}

/** An element's focus key: its testid and its attribute `attr` (an item's key: data-index, data-step). */
function focusKey(node, attr) {
  return `${node.dataset?.testid ?? ''}|${node.getAttribute(attr)}`;
}

/**
 * Runs `redraw()` and keeps the keyboard focus on the same item of `root`. When the focus
 * was on an element of `root` carrying `attr` and the redraw replaced, hid or re-keyed it,
 * the focus goes to the element of `root` with the same testid and `attr` value, or, when
 * there is none, to `fallback()` (the widget's own Tab stop): never back to the page,
 * where the page-wide keys act (app/keys.js). A redraw that moves the focus to another
 * item of `root` itself (a key that moves in a list) is left alone.
 */
export function keepFocus(root, attr, redraw, fallback = () => null) {
  const before = document.activeElement;
  const key = before instanceof Element && root.contains(before) && before.hasAttribute(attr)
    ? focusKey(before, attr) : null;
  redraw();
  if (key === null) return;
  const now = document.activeElement;
  const shown = (node) => node.isConnected && !node.closest('[hidden]');
  if (now !== before && now instanceof Element && root.contains(now)) return;
  if (now === before && shown(now) && focusKey(now, attr) === key) return;
  const same = [...root.querySelectorAll(`[${attr}]`)].find((node) => shown(node) && focusKey(node, attr) === key);
  (same ?? fallback())?.focus({ preventScroll: true });
}
