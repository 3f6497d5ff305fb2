//! The first view's skeleton (the production build's index.html, scripts/prerender.mjs): a
//! copy of the drawn page (one per language) shown, inert and without words, over the real page until its
//! first render. `revealPage` removes the copy and shows the page, in the task of that
//! render (or of a start-up failure), so the page never paints half built. In the source
//! tree (www/index.html) there is no skeleton, and it does nothing.

/** Shows the real page and drops the skeleton; safe to call more than once. */
export function revealPage() {
  for (const copy of document.querySelectorAll('body > .skeleton')) copy.remove();
  document.documentElement.classList.remove('prerendered');
}
