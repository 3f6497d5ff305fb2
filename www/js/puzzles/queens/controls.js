//! The N-Queens page's own fixed controls (puzzles/queens/markup.js) reporting to the actions: the N
//! slider and the tree's Show button. They never change the state themselves; the render
//! draws what the actions changed. (The page's shared controls: views/page-controls.js.)

/** Wires `els` (the queens' elements by name, see puzzles/queens/views.js) to `actions`. */
export function wireQueensControls(els, actions) {
  // A drag is one history entry: its first move since the slider was let go pushes one.
  let settled = true;
  els.slider.addEventListener('input', () => {
    actions.slideN(Number(els.slider.value), settled);
    settled = false;
  });
  els.slider.addEventListener('change', () => {
    settled = true;
  });
  els.tree.show.addEventListener('click', () => actions.showTree());
}
