//! A drawn SVG as a file: its text (with a white background and its title) and a PNG of it,
//! offered as downloads. Shared: names no puzzle (the Compare view's chart uses it).

/** Width of an exported PNG, in pixels. */
const PNG_WIDTH = 1200;
/** How long a download's object URL is kept, ms. */
const URL_LIFETIME_MS = 60_000;

/** Offers `blob` as a download named `name`. */
export function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}

/** The text of `svg` as a file: its size set, its class and role left out, a white background and `title` first. */
export function svgText(svg, title) {
  const clone = svg.cloneNode(true);
  const ns = 'http://www.w3.org/2000/svg';
  clone.setAttribute('xmlns', ns);
  for (const attr of ['class', 'role', 'tabindex', 'data-testid', 'aria-label']) clone.removeAttribute(attr);
  const titleEl = document.createElementNS(ns, 'title');
  titleEl.textContent = title;
  const background = document.createElementNS(ns, 'rect');
  for (const [k, v] of Object.entries({ width: '100%', height: '100%', fill: '#ffffff' })) background.setAttribute(k, v);
  clone.prepend(titleEl, background);
  return new XMLSerializer().serializeToString(clone);
}

/** The SVG text drawn on a canvas `width` px wide (its height in the SVG's proportion); resolves to a PNG Blob. */
export function svgToPng(text, width = PNG_WIDTH) {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    const image = new Image();
    image.addEventListener('load', () => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = Math.round(width * ((image.naturalHeight || 1) / (image.naturalWidth || 1)));
      canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
      URL.revokeObjectURL(url);
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('png'))), 'image/png');
    });
    image.addEventListener('error', () => {
      URL.revokeObjectURL(url);
      reject(new Error('png'));
    });
    image.src = url;
  });
}
