//! Small DOM helpers shared by the stepper's panels.

/**
 * Sets an element's text only when it differs, so renders many times a second (play,
 * counting progress) do not make the browser lay out text that did not change.
 */
export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/** Sets an attribute only when its value differs (see setText). */
export function setAttr(el, name, value) {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Creates an SVG element with the given attributes. */
export function svgEl(name, attrs = {}) {
  const el = document.createElementNS(SVG_NS, name);
  for (const [key, value] of Object.entries(attrs)) el.setAttribute(key, String(value));
  return el;
}
