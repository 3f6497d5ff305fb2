//! The Share menu's "For your LMS (SCORM 1.2)": the pass mark the teacher sets and the
//! download of the shown exercise as a SCORM 1.2 package (lms/download.js, fetched with
//! fflate on the first click: the first view loads none of it). The package's launch page
//! opens the exercise's link without the student's answers, in the page's language
//! (app/exercise-result.js); the package is titled by the exercise
//! (lms/title-client.js). The state's `lms` slice (app/state.js) holds the pass mark as
//! typed, what the last download said and whether one is being built. Names no puzzle.

import { errorMessage } from '../lib/errors.js';
import { message, t } from '../lib/i18n.js';
import { groupDigits } from '../lib/format.js';
import { passMarkOf } from '../lms/report.js';
import { shownResult } from './exercise-result.js';
import { formatLink } from '../puzzles/registry.js';

/** The pass mark is a setting: the feedback on the page stays. */
export const KEEP_FEEDBACK = ['setPassMark'];

/** The pass mark as typed in `scorm-pass-mark` (checked when the download is asked for). */
export function setPassMark(ctx, text) {
  const { lms } = ctx.store.state;
  ctx.store.update({ lms: { ...lms, passMark: String(text), status: '' } });
}

/**
 * Builds the shown exercise's SCORM 1.2 package and offers it as a download
 * (`<puzzle>-<ex>-….zip`); the Share menu says how it went (`lms.status`). A pass mark
 * that is not a whole number from 0 to 100 is refused with a message; so is a page with
 * no exercise shown (the button is disabled then).
 */
export async function downloadScorm(ctx) {
  const { state } = ctx.store;
  if (state.lms.busy) return;
  const page = ctx.pages?.[state.puzzle];
  const result = shownResult(state, page);
  const say = (status, busy = false) => ctx.store.update({ lms: { ...ctx.store.state.lms, status, busy } });
  if (!result) return;
  const passMark = passMarkOf(state.lms.passMark);
  if (passMark === null) {
    say(errorMessage('lms', 'pass-mark'));
    return;
  }
  say(message('lms.building'), true);
  try {
    const [{ downloadPackage }, { packageTitle }] = await Promise.all([import('../lms/download.js'), import('../lms/title-client.js')]);
    const fragment = formatLink({ ...result.fields, lang: state.lang });
    const { name, size } = await downloadPackage({
      fragment,
      title: await packageTitle(fragment, state.puzzle, state.lang),
      passMark,
      lang: state.lang,
      open: t('lms.launch-open'),
    });
    say(message('lms.done', { name, size: groupDigits(Math.max(1, Math.round(size / 1024))) }));
  } catch (err) {
    console.warn('the LMS package was not made', err);
    say(errorMessage('lms', err?.lmsCode === 'not-built' ? 'not-built' : 'fetch'));
  }
}
