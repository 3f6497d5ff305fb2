//! The one render: draws the whole page from the state. The store calls it at most once
//! per animation frame (app/store.js); nothing else draws. The address bar, the share
//! field, the title and the language of every string are derived here from the state,
//! never written on the side. `ui` holds the views (each `render(state)`-shaped or a render
//! function with its elements) and the few engines whose caches the words need.

import { getLang, t } from '../lib/i18n.js';
import { applyLang } from '../lib/lang.js';
import { el, setText } from '../lib/dom.js';
import { absoluteUrl } from './url.js';
import { withLang } from './route.js';
import { embedCode, explorerFields, viewFields } from './view-route.js';
import { renderMeta } from '../views/share-panel.js';
import { contractOf, formatLink } from '../puzzles/registry.js';
import { withCompare } from './compare-link.js';
import { parsonsCode } from './parsons-lazy.js';
import { classFragment } from './class-link.js';
import {
  exerciseSeconds, nameOf, withStudent, withoutStudent,
} from '../exercise/student.js';
import { exerciseKey, shownResult } from './exercise-result.js';

/** The render function for the store: `render(state)` with the page's `ui`. */
export function createRender(ui) {
  return (state) => render(ui, state);
}

function render(ui, state) {
  renderPage(ui, state);
  if (state.panicked) return;
  // Every puzzle's page draws (and hides) its own part; the shown one gives the link and title.
  for (const page of Object.values(ui.pages)) page.render(state);
  // The class view is over every page, with a link and title of its own.
  ui.classView?.render(state);
  if (state.classView) {
    renderClassLink(ui, state);
    return;
  }
  const page = ui.pages[state.puzzle];
  const own = page.fragment(state);
  // A Parsons problem shows over the puzzle's page, and its link is the problem's (its
  // code, app/parsons-route.js, has arrived while one is open).
  const code = parsonsCode();
  const parsons = code && state.parsons?.puzzle === state.puzzle ? state.parsons : null;
  // The Compare view takes an instance, not an exercise (the page's own or the Parsons
  // problem over it): no way in from an exercise.
  const instance = own && !own.ex && !parsons ? own : null;
  ui.compare?.render(state, instance ? formatLink(withLang({ ...instance, step: null }, state.lang)) : null);
  // The Compare view shows the instance from its start: its link has no step of the page's.
  const shown = own && state.compare ? { ...own, step: null } : own;
  const fields = shown && withLang(parsons
    ? viewFields(state, parsonsStudent(code.parsonsFields(shown, parsons), parsons, state), page.speed?.(state), null)
    : viewFields(state, shown, page.speed?.(state), page.linkedTab?.(state, shown) ?? null), state.lang);
  renderParsons(ui, state, parsons && code.parsonsProblem(parsons), fields);
  const result = shownResult(state, page);
  renderLms(ui.els, state, result);
  if (!own) return;
  const compared = (fragment) => (state.compare ? withCompare(fragment, state.compare.keys) : fragment);
  const link = compared(formatLink(fields));
  // The Share field offers what is shown, not a student's answers, name or time (`ans`,
  // `who`, `time`: kept in the address bar so a reload goes on with them; the result link
  // carries them).
  const shared = fields.ex ? compared(formatLink(withoutStudent(fields))) : link;
  renderLink(ui, state, { link, shared }, !parsons && page.stepping(state));
  renderEmbed(ui, state, fields, result);
  // What the link is to: the board, or the exercise being done (a page's `shareLabel`).
  const key = parsons ? 'ex.share-label' : (page.shareLabel?.(state) ?? 'share.label');
  if (ui.els.shareLabel.dataset.i18n !== key) ui.els.shareLabel.dataset.i18n = key;
  setText(ui.els.shareLabel, t(key));
  renderMeta(page.meta(state));
  // In an LMS (lms/runtime.js): the exercise as it stands, and the link to it with its answers.
  if (ui.lms && result) ui.lms.report({ ...result, exercise: exerciseKey(result) }, formatLink({ ...fields, lang: state.lang }));
}

/**
 * The Parsons problem's link `fields` with the student's name and, once checked (done), the
 * seconds from its start to the Check (exercise/student.js).
 */
function parsonsStudent(fields, parsons, state) {
  return withStudent(fields, nameOf(state.who, state.limits.whoMaxChars), parsons.checked ? exerciseSeconds(parsons) : null);
}

/**
 * The Share menu's package for an LMS (app/lms-actions.js): offered while an exercise is
 * shown (`result`), else a note says to open one; the pass mark as typed; what the last
 * download said.
 */
function renderLms(els, state, result) {
  const { lms } = state;
  els.lmsNote.hidden = result !== null;
  els.shareScorm.disabled = result === null || lms.busy;
  els.passMark.disabled = result === null;
  if (els.passMark.value !== lms.passMark) els.passMark.value = lms.passMark;
  setText(els.scormStatus, String(lms.status));
}

/** The class view's link (`view=class`, in the page's language), in the address bar and the Share field, and its title. */
function renderClassLink(ui, state) {
  const link = classFragment(state.lang);
  // The Parsons problem's panel and the Compare view are closed under it.
  ui.parsons.render(state, null);
  ui.compare?.render(state, null);
  renderLink(ui, state, { link, shared: link }, false);
  if (ui.els.shareLabel.dataset.i18n !== 'share.label') ui.els.shareLabel.dataset.i18n = 'share.label';
  setText(ui.els.shareLabel, t('share.label'));
  renderMeta({ title: t('classview.heading'), description: t('classview.description') });
}

/**
 * The Parsons problem's panel (views/parsons-panel.js): its `problem` (null: closed), the
 * puzzle's contract and its result link (the link's `fields`, answer and all).
 */
function renderParsons(ui, state, problem, fields) {
  ui.parsons.render(state, problem ? {
    problem, puzzle: contractOf(state.parsons.puzzle), resultLink: fields ? absoluteUrl(formatLink(fields)) : '',
  } : null);
}

/**
 * The embed parts: in an embedded page the "open in the explorer" link (the same link
 * without its embed keys, in a new tab); in the explorer, the Share menu's `<iframe>` code
 * for what is shown (`embed=1`, or `embed=code` when the procedure is asked for). An
 * exercise (`ex=`) is embedded alone, without the student's answers, for a platform that
 * takes only an iframe: a note says that it records no grade (the LMS package does).
 */
function renderEmbed(ui, state, fields, result) {
  const { els } = ui;
  if (state.embed) {
    els.embedOpen.href = absoluteUrl(formatLink(explorerFields(fields)));
    setText(els.embedOpen, t('embed.open'));
    return;
  }
  els.embedWithCode.checked = state.embedWithCode;
  const exercise = Boolean(fields.ex);
  els.embedNote.hidden = !exercise;
  if (exercise) setText(els.embedNote, t('embed.exercise'));
  const shown = exercise && result ? withLang(result.fields, state.lang) : explorerFields(fields);
  const embedded = { ...shown, embed: state.embedWithCode ? 'code' : 'board' };
  delete embedded.present;
  delete embedded.tab;
  delete embedded.count;
  const code = embedCode(absoluteUrl(formatLink(embedded)), t(ui.pages[state.puzzle].heading));
  if (els.embedCode.value !== code) els.embedCode.value = code;
}

/**
 * The shown puzzle's presentation parts (PuzzlePage.presentParts): a toggle each in the
 * header (`present-<part>`, `aria-pressed`; shown in presentation mode only), and the
 * body's class `present-<part>` while it is on, which the puzzle's style sheet reads.
 */
function renderPresentParts(ui, state) {
  const offered = ui.pages[state.puzzle]?.presentParts ?? [];
  const host = ui.els.presentExtras;
  const key = offered.map((p) => p.part).join(' ');
  if (host.dataset.parts !== key) {
    host.dataset.parts = key;
    host.replaceChildren(...offered.map(({ part }) => el('button', {
      type: 'button', className: 'present-extra', testid: `present-${part}`, 'data-part': part,
    })));
  }
  offered.forEach(({ part, words }, i) => {
    const button = host.children[i];
    setText(button, t(words));
    button.setAttribute('aria-pressed', String(Boolean(state.presentParts[part])));
  });
  for (const part of new Set([...offered.map((p) => p.part), ...Object.keys(state.presentParts)])) {
    document.body.classList.toggle(`present-${part}`, Boolean(state.presentParts[part]) && offered.some((p) => p.part === part));
  }
}

/** What every view has: the language, the puzzle switch, the error box, the new version's notice. */
function renderPage(ui, state) {
  if (state.lang !== getLang()) applyLang(state.lang);
  const { els } = ui;
  els.langSwitch.value = state.langPending ?? state.lang;
  document.body.dataset.puzzle = state.puzzle;
  document.body.classList.toggle('presenting', state.presenting);
  document.body.classList.toggle('embedded', state.embed !== null);
  document.body.classList.toggle('embed-code', state.embed?.code === true);
  document.body.classList.toggle('class-open', state.classView !== null);
  els.embedOpen.hidden = state.embed === null;
  renderPresentParts(ui, state);
  setText(els.heading, t(state.classView ? 'classview.heading' : ui.pages[state.puzzle].heading));
  const intro = state.classView ? null : ui.pages[state.puzzle].intro;
  els.intro.hidden = !intro;
  if (intro) setText(els.intro, t(intro));
  setText(els.present, t(state.presenting ? 'present.stop' : 'present.start'));
  els.present.setAttribute('aria-pressed', String(state.presenting));
  const shown = state.puzzlePending ?? state.puzzle;
  if (els.puzzleSwitch.value !== shown) els.puzzleSwitch.value = shown;
  renderError(ui, state);
  setText(els.copyStatus, String(state.copyStatus));
  renderUpdate(els, state);
}

/** The new version's notice (app/offline.js): shown once one waits, its words in the page's language. */
function renderUpdate(els, state) {
  els.updateNotice.hidden = !state.updateReady;
  if (state.updateReady) setText(els.updateReady, t('page.update-ready'));
}

/** The error box: the last bad input's message, or after a panic the message and Reset. */
function renderError(ui, state) {
  const box = ui.els.error;
  const text = String(state.error);
  if (state.panicked) {
    if (!box.querySelector('[data-testid="panic-reset"]')) {
      const reset = document.createElement('button');
      reset.type = 'button';
      reset.dataset.testid = 'panic-reset';
      reset.addEventListener('click', () => window.location.reload());
      box.replaceChildren(document.createTextNode(''), ' ', reset);
    }
    box.firstChild.textContent = text;
    setText(box.querySelector('[data-testid="panic-reset"]'), t('error.panic-reset'));
  } else {
    setText(box, text);
  }
  box.hidden = text === '';
}

/**
 * The address bar and the share field: the fragments `link` and `shared` (derived from the
 * state), the address bar's written at once except while the search moves step by step
 * (`stepping`).
 */
export function renderLink(ui, state, { link, shared }, stepping) {
  ui.els.share.value = absoluteUrl(shared);
  ui.hashWriter.write(link, { immediate: !stepping });
}
