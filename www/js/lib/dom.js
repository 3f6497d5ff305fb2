//! The page's DOM helpers: one way to make an element, a button and an SVG element, and
//! writes that touch the DOM only when the value changes. Nothing here is given text from
//! the URL as HTML: text goes in as text nodes or `textContent`.

/**
 * An HTML element. `attrs`: `testid` sets `data-testid`, `className` the class, `text` the
 * text content, `hidden` the hidden property; every other key is an attribute. `children`
 * are nodes or strings (appended as text).
 */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null) continue;
    if (key === 'testid') node.dataset.testid = value;
    else if (key === 'className') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key === 'hidden') node.hidden = Boolean(value);
    else node.setAttribute(key, String(value));
  }
  node.append(...children);
  return node;
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
