//! Finding an LMS's SCORM 1.2 API: the object `API` (LMSInitialize, LMSGetValue, …) that
//! the LMS puts in a window above the content's frame, found as the standard's discovery
//! algorithm says (ADL, SCORM 1.2 Run-Time Environment, 3.3.6.1, `findAPI`): this window,
//! then each parent up to 7 levels, then the window that opened this one and its parents.
//! A window of another origin cannot be read: it is passed over, never an error. Pure given
//! the window: unit-tested in tests/unit/lms.test.js with plain objects as windows.

/** How many parents up the algorithm looks (the standard's `findAPITries > 7`). */
export const MAX_PARENTS = 7;

/** `win.API` when it is a SCORM 1.2 API, else null (also when `win` cannot be read). */
function apiOf(win) {
  try {
    const api = win?.API;
    return api && typeof api.LMSInitialize === 'function' ? api : null;
  } catch {
    return null;
  }
}

/** `win`'s parent, or null at the top (or when it cannot be read). */
function parentOf(win) {
  try {
    const parent = win.parent;
    return parent && parent !== win ? parent : null;
  } catch {
    return null;
  }
}

/** The API in `win` or one of its first MAX_PARENTS parents, or null. */
function findFrom(win) {
  let at = win;
  for (let level = 0; at && level <= MAX_PARENTS; level += 1) {
    const api = apiOf(at);
    if (api) return api;
    at = parentOf(at);
  }
  return null;
}

/** The SCORM 1.2 API that `win` (the page's window) runs under, or null outside an LMS. */
export function findApi(win) {
  const found = findFrom(win);
  if (found) return found;
  let opener = null;
  try {
    opener = win.opener ?? null;
  } catch {
    opener = null;
  }
  return opener ? findFrom(opener) : null;
}
