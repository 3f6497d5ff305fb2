//! Zoom and pan of the node-link tree (node-tree.js) inside its scroller. The drawing keeps
//! its viewBox in tree px; a scale sets its size on screen, and the scroller's scroll
//! position is the pan. "Fit" shows the whole tree when it is readable that small, else
//! every level with the root and the path down to the current node (the trail) at the
//! largest scale up to READABLE_SCALE that holds them (not below TRAIL_SCALE); of a trail
//! too wide for that, as much as fits up from the current node, at READABLE_SCALE. The
//! fitted box is as tall as the drawing. The buttons, the wheel (a trackpad's pinch arrives
//! as a wheel with Ctrl), two fingers, a drag and the keys + − 0 change it; a new drawing,
//! and a resized box while fitted, fit again.

/** Each zoom step multiplies or divides the scale by this. */
export const ZOOM_STEP = 1.25;
/** The largest scale (twice the natural size). */
export const MAX_SCALE = 2;
/** Below this scale a node's number (12 px at scale 1) gets too small to read. */
export const READABLE_SCALE = 0.6;
/** The smallest scale a fit takes to hold the root and the current node’s path (numbers of 4.8 px; + zooms in). */
export const TRAIL_SCALE = 0.4;
/** Tree px kept beside the trail's outermost nodes: a node's ring and its edge label. */
export const TRAIL_MARGIN = 24;
/** A pointer that moves this far (px) is a drag, not a click on a node. */
const DRAG_PX = 4;

/**
 * The fitted scale of a tree `w` × `h` (tree px) in a box `bw` × `bh` (px): the whole tree
 * if that is at least READABLE_SCALE, else with every level in, READABLE_SCALE or less so
 * that a trail `trailW` tree px wide (margins included; 0: none) fits, down to TRAIL_SCALE
 * (all at most 1).
 */
export function fitScale(w, h, bw, bh, trailW = 0) {
  const trail = trailW > 0 ? bw / trailW : Infinity;
  const readable = trail >= TRAIL_SCALE ? Math.min(READABLE_SCALE, trail) : READABLE_SCALE;
  return Math.min(1, bh / h, Math.max(bw / w, readable));
}

/**
 * The end of a trail (`points`, the root first) that fits `width` tree px with its
 * margins: the last point, then its ancestors up to the first that does not fit.
 */
export function trailInView(points, width) {
  let first = points.length - 1;
  while (first > 0 && trailSpan(points.slice(first - 1)).width <= width) first -= 1;
  return points.slice(first);
}

/**
 * The trail's extent in tree px: `points` ({ x, y }, the root first, the current node last)
 * as { left, right, width } with TRAIL_MARGIN on each side; width 0 for no points.
 */
export function trailSpan(points) {
  if (!points.length) return { left: 0, right: 0, width: 0 };
  const xs = points.map((p) => p.x);
  const left = Math.min(...xs) - TRAIL_MARGIN;
  const right = Math.max(...xs) + TRAIL_MARGIN;
  return { left, right, width: right - left };
}

/** The smallest scale: the whole tree in the box (at most 1). */
export function minScale(w, h, bw, bh) {
  return Math.min(1, bw / w, bh / h);
}

/** The scale after `steps` zoom steps from `scale` (negative: out), within [min, MAX_SCALE]. */
export function zoomScale(scale, steps, min) {
  return Math.min(MAX_SCALE, Math.max(min, scale * ZOOM_STEP ** steps));
}

/** The zoom keys: steps in (+), out (−), 0 fits. */
const KEY_STEPS = { '+': 1, '=': 1, '-': -1, _: -1, 0: 0 };

/** The tree point under client position (cx, cy), for a drawing `svg` at `scale`. */
function treePoint(svg, scale, cx, cy) {
  const r = svg.getBoundingClientRect();
  return { x: (cx - r.left) / scale, y: (cy - r.top) / scale };
}

/** Tree point (x, y) in `scroller`'s content px (the drawing is centred when smaller). */
function contentPoint(scroller, svg, scale, x, y) {
  const r = svg.getBoundingClientRect();
  const b = scroller.getBoundingClientRect();
  return {
    x: r.left - b.left - scroller.clientLeft + scroller.scrollLeft + x * scale,
    y: r.top - b.top - scroller.clientTop + scroller.scrollTop + y * scale,
  };
}

/**
 * The wheel (a trackpad's pinch: a wheel with Ctrl) zooms around the pointer, one pointer
 * dragged pans, two pinch; `z` is the zoom's state (pointers, drag, pinch, dragged).
 */
function wireGestures(scroller, z, { apply, least, pointAt, zoom }) {
  scroller.addEventListener('wheel', (event) => {
    const steps = -event.deltaY / (event.ctrlKey ? 25 : 100);
    if (!steps || (steps < 0 && z.scale <= least()) || (steps > 0 && z.scale >= MAX_SCALE)) return;
    event.preventDefault();
    zoom(steps, pointAt(event.clientX, event.clientY));
  }, { passive: false });

  scroller.addEventListener('pointerdown', (event) => {
    // A press on the scroller's own scroll bars is theirs.
    const r = scroller.getBoundingClientRect();
    if (event.clientX - r.left > scroller.clientWidth || event.clientY - r.top > scroller.clientHeight) return;
    z.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    z.dragged = false;
    if (z.pointers.size === 2) {
      const [a, b] = [...z.pointers.values()];
      z.pinch = { distance: Math.hypot(a.x - b.x, a.y - b.y), scale: z.scale };
      z.drag = null;
    } else if (z.pointers.size === 1 && event.pointerType === 'mouse') {
      // A finger pans natively (touch-action in css/node-tree.css); a mouse drags.
      z.drag = { x: event.clientX, y: event.clientY, left: scroller.scrollLeft, top: scroller.scrollTop };
    }
  });
  scroller.addEventListener('pointermove', (event) => {
    if (!z.pointers.has(event.pointerId)) return;
    z.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (z.pinch && z.pointers.size === 2) {
      const [a, b] = [...z.pointers.values()];
      const ratio = Math.hypot(a.x - b.x, a.y - b.y) / z.pinch.distance;
      const target = Math.min(MAX_SCALE, Math.max(least(), z.pinch.scale * ratio));
      z.fitted = false;
      z.dragged = true;
      apply(target, pointAt((a.x + b.x) / 2, (a.y + b.y) / 2));
      return;
    }
    if (!z.drag) return;
    const dx = event.clientX - z.drag.x;
    const dy = event.clientY - z.drag.y;
    if (!z.dragged && Math.hypot(dx, dy) < DRAG_PX) return;
    if (!z.dragged) scroller.setPointerCapture?.(event.pointerId);
    z.dragged = true;
    scroller.scrollLeft = z.drag.left - dx;
    scroller.scrollTop = z.drag.top - dy;
  });
  const end = (event) => {
    z.pointers.delete(event.pointerId);
    if (z.pointers.size < 2) z.pinch = null;
    if (z.pointers.size === 0) z.drag = null;
  };
  scroller.addEventListener('pointerup', end);
  scroller.addEventListener('pointercancel', end);
}

/**
 * Scrolls `scroller` so its content point `at` (px) is inside the box with `margin` px
 * around it (at most a third of the box), centring it when it was out.
 */
function scrollInto(scroller, at, margin) {
  const m = Math.min(margin, scroller.clientWidth / 3);
  if (at.x - m < scroller.scrollLeft || at.x + m > scroller.scrollLeft + scroller.clientWidth) {
    scroller.scrollLeft = Math.max(0, at.x - scroller.clientWidth / 2);
  }
  if (at.y - m < scroller.scrollTop || at.y + m > scroller.scrollTop + scroller.clientHeight) {
    scroller.scrollTop = Math.max(0, at.y - scroller.clientHeight / 2);
  }
}

/**
 * Calls `refit()` after `scroller` is resized. A fit sets the box's height, so it runs in
 * a task of its own, never inside the observer's callback (a size changed there is a
 * ResizeObserver loop).
 */
function refitOnResize(scroller, refit) {
  let timer = 0;
  new ResizeObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(refit, 0);
  }).observe(scroller);
}

/**
 * The zoom of `svg` (a drawing `size()` = { width, height } tree px, or null) in `scroller`;
 * `current()` is the tree point { x, y } to keep in view (the search's current node),
 * `trail()` the tree points from the root down to it, `onChange(scale, min)` follows every
 * change (the buttons' state). Returns { fit(), zoom(steps, at), show(x, y, margin),
 * onKey(event) → handled, isDrag() (the last pointer went down and moved: its click is not
 * a choice), scale, min }. A fit sets the box's height (`--node-tree-fit-height`, px).
 */
export function createTreeZoom(scroller, svg, {
  size, current, trail = () => [], onChange,
}) {
  const z = { scale: 1, min: 1, fitted: true, drag: null, dragged: false, pointers: new Map(), pinch: null };
  const box = () => ({ bw: scroller.clientWidth, bh: scroller.clientHeight });
  const pointAt = (cx, cy) => treePoint(svg, z.scale, cx, cy);
  const least = () => {
    const { width, height } = size();
    const { bw, bh } = box();
    return minScale(width, height, bw, bh);
  };

  const content = (x, y) => contentPoint(scroller, svg, z.scale, x, y);

  /** Sets the scale, keeping tree point `at` (default: the box's middle) where it is on screen. */
  function apply(scale, at = null) {
    const { width, height } = size();
    const { bw, bh } = box();
    const point = at ?? pointAt(scroller.getBoundingClientRect().left + bw / 2, scroller.getBoundingClientRect().top + bh / 2);
    const before = content(point.x, point.y);
    const sx = before.x - scroller.scrollLeft;
    const sy = before.y - scroller.scrollTop;
    z.scale = scale;
    svg.setAttribute('width', String(width * scale));
    svg.setAttribute('height', String(height * scale));
    svg.dataset.scale = String(Math.round(scale * 1000) / 1000);
    const after = content(point.x, point.y);
    scroller.scrollLeft = after.x - sx;
    scroller.scrollTop = after.y - sy;
    z.min = least();
    onChange(scale, z.min);
  }

  /** Scrolls so tree point (x, y) is inside the box, centring it when it was out. */
  const show = (x, y, margin) => scrollInto(scroller, content(x, y), margin * z.scale);

  /**
   * The whole tree when readable, else the trail from the root to the current node, or as
   * much of it up from the current node as the box holds, centred; the box then as tall as
   * the drawing.
   */
  function fit() {
    const drawn = size();
    // The box's height is measured at its natural cap (css/node-tree.css), then fitted.
    scroller.style.removeProperty('--node-tree-fit-height');
    const { bw, bh } = box();
    if (!drawn || !bw || !bh) return;
    z.fitted = true;
    const points = trail();
    const scale = fitScale(drawn.width, drawn.height, bw, bh, trailSpan(points).width);
    scroller.style.setProperty('--node-tree-fit-height', `${Math.ceil(drawn.height * scale) + 2}px`);
    apply(scale);
    const c = current();
    const shown = trailSpan(trailInView(points.length ? points : [c], bw / scale));
    scroller.scrollLeft = Math.max(0, content((shown.left + shown.right) / 2, 0).x - bw / 2);
    scroller.scrollTop = Math.max(0, content(c.x, c.y).y - scroller.clientHeight / 2);
  }

  /** Zooms by `steps` steps around tree point `at` (default: the current node when in view, kept in). */
  function zoom(steps, at = null) {
    const next = zoomScale(z.scale, steps, least());
    if (next === z.scale) return;
    z.fitted = false;
    const c = current();
    const cx = content(c.x, c.y).x;
    const inView = cx >= scroller.scrollLeft && cx <= scroller.scrollLeft + scroller.clientWidth;
    apply(next, at ?? (inView ? c : null));
    // Zoomed in around it, the current node stays wholly inside the box.
    if (at === null && inView) show(c.x, c.y, 2 * TRAIL_MARGIN);
  }

  wireGestures(scroller, z, { apply, least, pointAt, zoom });
  refitOnResize(scroller, () => {
    if (z.fitted && !scroller.hidden && size()) fit();
  });

  return {
    fit,
    zoom,
    show,
    /** The scale now and the smallest (whole tree), as of the last change. */
    get scale() {
      return z.scale;
    },
    get min() {
      return z.min;
    },
    /** + and = zoom in, − zooms out, 0 fits; true when the key was one of them. */
    onKey(event) {
      const steps = KEY_STEPS[event.key];
      if (steps === undefined) return false;
      if (steps === 0) fit();
      else zoom(steps);
      return true;
    },
    /** The last pointer dragged (or pinched): its click is not a choice of node. */
    isDrag: () => z.dragged,
  };
}
