//! Whether the parts of an exercise a student needs are on the screen (exercise-phone.test.js,
//! and a puzzle's own cases in its folder).

/**
 * What of `ids` (testids: the figure, the prompt and the verdict of an exercise) is off the
 * screen or under a pinned bar; each is looked for in puzzle `id`'s root first, then in the page.
 */
export function outOfSight(page, id, ids) {
  return page.evaluate(([puzzle, list]) => {
    const pinned = [...document.querySelectorAll('body *')].filter((e) => {
      const s = getComputedStyle(e);
      return (s.position === 'fixed' || s.position === 'sticky') && e.getClientRects().length && s.visibility !== 'hidden';
    }).map((e) => e.getBoundingClientRect());
    return list.flatMap((id) => {
      const sel = `[data-testid="${id}"]`;
      const node = document.querySelector(`main [data-puzzle="${puzzle}"] ${sel}`) ?? document.querySelector(sel);
      if (!node || !node.getClientRects().length) return [`${id}: not shown`];
      const r = node.getBoundingClientRect();
      const faults = [];
      if (r.top < -0.5 || r.bottom > window.innerHeight + 0.5) faults.push(`${id}: ${Math.round(r.top)}–${Math.round(r.bottom)} of ${window.innerHeight}`);
      for (const p of pinned) {
        if (p.top < r.bottom - 0.5 && p.bottom > r.top + 0.5 && p.left < r.right && p.right > r.left && !node.closest('[style*="fixed"]')) {
          faults.push(`${id}: under a pinned bar at ${Math.round(p.top)}–${Math.round(p.bottom)}`);
        }
      }
      return faults;
    });
  }, [id, ids]);
}
