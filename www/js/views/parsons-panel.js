//! The Parsons problem's panel (`parsons`, over the shown puzzle's page while
//! `state.parsons` is open): the lines to use and the student's procedure, each line a
//! focusable item (`parsons-line`, `data-line`, `data-indent`) moved by keys or dragged
//! with the pointer (mouse, pen or touch), Check (`parsons-check`) with each misplaced
//! line's reason, the score (`exercise-score`) and the result link
//! (`exercise-result-link`), and a polite live region saying where a moved line is. Keys
//! on a line: Enter moves it between the lists; Alt+↑/↓ moves it (or Space picks it up,
//! ↑/↓ move it, Space or Escape puts it down), ←/→ change its indent, Delete takes it
//! out, ↑/↓ alone go to the line above or below. The lines come from
//! exercise/parsons.js; nothing here names a puzzle, and every text goes in as text.

import { button, el, keepFocus, setAttr, setText } from '../lib/dom.js';
import { getLang, t } from '../lib/i18n.js';
import { grade, lineOf, poolLines } from '../exercise/parsons.js';
import { createNameField } from './exercise-name.js';

/** The width of one indent step, in `ch` of the code's font. */
const INDENT_CH = 2;

/** The words of a mark's reason (exercise/parsons.js `grade`). */
function whyText(why) {
  switch (why.kind) {
    case 'distractor': return t('parsons.wrong-distractor', { reason: why.reason[getLang()] ?? why.reason.en });
    case 'pair': return t('parsons.wrong-pair', { reason: why.reason[getLang()] ?? why.reason.en });
    case 'after': return t('parsons.wrong-after', { line: why.line });
    case 'first': return t('parsons.wrong-first');
    case 'indent': return t('parsons.wrong-indent', { want: why.want, got: why.got });
    default: return '';
  }
}

/** The panel's fixed parts in `root`, the section it fills. */
function build(root, actions) {
  const h = (tag, attrs, ...children) => el(tag, attrs, ...children);
  const parts = {
    heading: h('h2', { id: 'parsons-heading' }),
    meta: h('p', { className: 'parsons-meta note', testid: 'parsons-meta' }),
    about: h('p', { className: 'note' }),
    formLabel: h('label', { for: 'parsons-form' }),
    form: h('select', { id: 'parsons-form', testid: 'parsons-form' }),
    fresh: button('parsons-new'),
    close: button('parsons-close'),
    keys: h('p', { className: 'note parsons-keys' }),
    notice: h('p', { className: 'parsons-notice', testid: 'parsons-notice', role: 'status' }),
    poolHeading: h('h3', { id: 'parsons-pool-heading' }),
    pool: h('ul', {
      className: 'parsons-list parsons-pool', testid: 'parsons-pool', 'aria-labelledby': 'parsons-pool-heading', 'data-own-keys': '',
    }),
    answerHeading: h('h3', { id: 'parsons-answer-heading' }),
    answer: h('ol', {
      className: 'parsons-list parsons-answer', testid: 'parsons-answer', 'aria-labelledby': 'parsons-answer-heading', 'data-own-keys': '',
    }),
    check: button('parsons-check', { className: 'primary' }),
    score: h('p', { className: 'ex-score parsons-score', role: 'status' }),
    missing: h('ul', { className: 'parsons-missing', testid: 'parsons-missing' }),
    linkLabel: h('label', { for: 'parsons-result-link' }),
    link: h('input', {
      type: 'text', id: 'parsons-result-link', readonly: '', spellcheck: 'false',
    }),
    copy: el('button', { type: 'button' }),
    copied: h('p', { className: 'note', role: 'status' }),
    live: h('p', { className: 'sr-only', testid: 'parsons-live', 'aria-live': 'polite' }),
    name: createNameField('parsons-name', (text) => actions.setWho(text)),
  };
  parts.result = h('div', { className: 'ex-result parsons-result' }, parts.linkLabel, h('div', { className: 'share-row' }, parts.link, parts.copy), parts.copied);
  parts.form.addEventListener('change', () => actions.parsonsForm(parts.form.value));
  parts.fresh.addEventListener('click', () => actions.parsonsNew());
  parts.close.addEventListener('click', () => actions.closeParsons());
  parts.check.addEventListener('click', () => actions.parsonsCheck());
  parts.copy.addEventListener('click', () => actions.copyParsonsLink(parts.link));
  root.className = 'parsons-panel';
  root.dataset.testid = 'parsons';
  root.setAttribute('aria-labelledby', parts.heading.id);
  root.append(
    h('div', { className: 'parsons-head' }, h('div', {}, parts.heading, parts.meta),
      h('div', { className: 'parsons-tools' }, parts.formLabel, parts.form, parts.fresh, parts.close)),
    parts.about,
    parts.name.root,
    parts.keys,
    parts.notice,
    h('div', { className: 'parsons-lists' },
      h('div', { className: 'parsons-col' }, parts.poolHeading, parts.pool),
      h('div', { className: 'parsons-col' }, parts.answerHeading, parts.answer)),
    h('div', { className: 'parsons-foot' }, parts.check, parts.score),
    parts.missing,
    parts.result,
    parts.live,
  );
  return parts;
}

/** A line's element: its text at its indent, in the list `place` ('pool' | 'answer'). */
function lineElement(line, place, indent) {
  const item = el('li', {
    className: 'parsons-line', testid: 'parsons-line', tabindex: '0', 'data-line': line.id, 'data-indent': String(indent), 'data-place': place,
  });
  const handle = el('span', { className: 'parsons-handle', 'aria-hidden': 'true', text: '⠿' });
  const code = el('code', { className: 'parsons-text', text: line.text });
  code.style.paddingInlineStart = `${indent * INDENT_CH}ch`;
  item.append(handle, code);
  return item;
}

/** The indent buttons of a line in the student's procedure (−1, +1). */
function indentButtons(id) {
  const less = button('parsons-outdent', { className: 'parsons-step', tabindex: '-1', 'data-delta': '-1', 'data-for': id, text: '⇤' });
  const more = button('parsons-indent', { className: 'parsons-step', tabindex: '-1', 'data-delta': '1', 'data-for': id, text: '⇥' });
  return el('span', { className: 'parsons-steps' }, less, more);
}

/** How close to the window's top or bottom edge (px) a dragged line scrolls the page. */
const EDGE = 56;

/** Where a line dragged to (x, y) would land: `{ list, lines, index }` (the list's other lines), or null. */
function dropTarget(dragged, x, y) {
  // Under the pointer, beneath the line being dragged (which follows it).
  const under = document.elementsFromPoint(x, y).find((node) => !dragged.contains(node));
  const list = under?.closest?.('.parsons-list');
  if (!list) return null;
  const lines = [...list.querySelectorAll('.parsons-line')].filter((l) => l !== dragged);
  const index = lines.findIndex((l) => {
    const r = l.getBoundingClientRect();
    return y < r.top + r.height / 2;
  });
  return { list, lines, index: index < 0 ? lines.length : index };
}

/** Marks where the line would land (`to`, from dropTarget), after clearing the marks in `root`. */
function markDrop(root, to) {
  for (const m of root.querySelectorAll('.drop-before, .drop-after, .drop-into')) m.classList.remove('drop-before', 'drop-after', 'drop-into');
  if (!to) return;
  if (to.lines.length === 0) to.list.classList.add('drop-into');
  else if (to.index < to.lines.length) to.lines[to.index].classList.add('drop-before');
  else to.lines.at(-1).classList.add('drop-after');
}

/** The indent of a line let go with its left edge at `left` over the list `list`. */
function dropIndent(line, list, left) {
  // A monospace character is about 0.6 of its font's size.
  const code = line.querySelector('.parsons-text');
  const step = (code ? parseFloat(getComputedStyle(code).fontSize) * 0.6 : 8) * INDENT_CH;
  const edge = list.getBoundingClientRect().left + parseFloat(getComputedStyle(list).paddingLeft);
  return Math.max(0, Math.round((left - edge) / step));
}

/**
 * Drag and drop with pointer events (mouse from anywhere on a line; touch and pen from its
 * handle, so the page still scrolls under a finger): the line follows the pointer, the
 * place it would land is marked, the page scrolls while the pointer is near the window's
 * top or bottom edge, and on release the line goes there (into the procedure at that place
 * and, by how far right it is, that indent; or back to the lines to use).
 */
function wireDrag(p, actions) {
  let drag = null;
  const follow = () => {
    const dy = drag.cy - drag.y + (window.scrollY - drag.scroll);
    drag.line.style.transform = `translate(${drag.cx - drag.x}px, ${dy}px)`;
    markDrop(p.root, dropTarget(drag.line, drag.cx, drag.cy));
  };
  const autoscroll = () => {
    if (!drag) return;
    const { cy } = drag;
    let speed = 0;
    if (cy < EDGE) speed = -(EDGE - cy) / 3;
    else if (cy > window.innerHeight - EDGE) speed = (cy - window.innerHeight + EDGE) / 3;
    if (speed !== 0) {
      window.scrollBy(0, speed);
      follow();
    }
  };
  p.root.addEventListener('pointerdown', (event) => {
    const line = event.target.closest('.parsons-line');
    if (!line || event.button > 0 || event.target.closest('button')) return;
    if (event.pointerType !== 'mouse' && !event.target.closest('.parsons-handle')) return;
    drag = {
      id: line.dataset.line, line, x: event.clientX, y: event.clientY, cx: event.clientX, cy: event.clientY,
      moved: false, pointer: event.pointerId, left: line.getBoundingClientRect().left, scroll: window.scrollY, ticker: null,
    };
    line.setPointerCapture?.(event.pointerId);
  });
  p.root.addEventListener('pointermove', (event) => {
    if (!drag || event.pointerId !== drag.pointer) return;
    drag.cx = event.clientX;
    drag.cy = event.clientY;
    if (!drag.moved && Math.hypot(drag.cx - drag.x, drag.cy - drag.y) < 6) return;
    event.preventDefault();
    if (!drag.moved) {
      drag.moved = true;
      drag.line.classList.add('dragging');
      // A finger held still at the edge sends no moves: a ticker scrolls while the drag lasts.
      drag.ticker = setInterval(autoscroll, 16);
    }
    follow();
  });
  const end = (event) => {
    if (!drag || event.pointerId !== drag.pointer) return;
    const { id, moved, line } = drag;
    const to = moved && event.type === 'pointerup' ? dropTarget(line, event.clientX, event.clientY) : null;
    const left = drag.left + event.clientX - drag.x;
    clearInterval(drag.ticker);
    drag = null;
    line.classList.remove('dragging');
    line.style.transform = '';
    markDrop(p.root, null);
    if (moved) {
      // The click that follows a drag is no click on the line (a line to use would go in).
      p.dragged = true;
      setTimeout(() => { p.dragged = false; });
    }
    if (!to) return;
    if (to.list === p.pool) actions.parsonsUnplace(id);
    else actions.parsonsPlace(id, to.index, dropIndent(line, to.list, left));
    focusLine(p, id);
  };
  p.root.addEventListener('pointerup', end);
  p.root.addEventListener('pointercancel', end);
}

/** Focuses the line `id` (after a redraw moved it). */
function focusLine(p, id) {
  p.root.querySelector(`.parsons-line[data-line="${CSS.escape(id)}"]`)?.focus({ preventScroll: false });
}

/** The keys on a line (see the module's note). */
function wireKeys(p, actions, stateOf) {
  p.root.addEventListener('click', (event) => {
    const step = event.target.closest('.parsons-step');
    if (step) {
      actions.parsonsIndent(step.dataset.for, Number(step.dataset.delta));
      focusLine(p, step.dataset.for);
      return;
    }
    const line = event.target.closest('.parsons-line');
    if (line?.dataset.place === 'pool' && !p.dragged && !event.target.closest('.parsons-handle')) {
      actions.parsonsPlace(line.dataset.line);
      focusLine(p, line.dataset.line);
    }
  });
  p.root.addEventListener('keydown', (event) => {
    const line = event.target.closest?.('.parsons-line');
    if (!line || event.ctrlKey || event.metaKey) return;
    const { line: id, place } = line.dataset;
    const grabbed = stateOf()?.grabbed === id;
    const inAnswer = place === 'answer';
    let done = true;
    let refocus = true;
    if (event.key === 'Enter') {
      if (inAnswer) actions.parsonsUnplace(id);
      else actions.parsonsPlace(id);
    } else if (event.key === ' ' && inAnswer) {
      actions.parsonsGrab(grabbed ? null : id);
    } else if (event.key === 'Escape' && grabbed) {
      actions.parsonsGrab(null);
    } else if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && inAnswer && (event.altKey || grabbed)) {
      actions.parsonsMove(id, event.key === 'ArrowUp' ? -1 : 1);
    } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && inAnswer && !event.altKey) {
      actions.parsonsIndent(id, event.key === 'ArrowLeft' ? -1 : 1);
    } else if ((event.key === 'Delete' || event.key === 'Backspace') && inAnswer) {
      actions.parsonsUnplace(id);
    } else if ((event.key === 'ArrowUp' || event.key === 'ArrowDown') && !event.altKey) {
      const sibling = event.key === 'ArrowUp' ? line.previousElementSibling : line.nextElementSibling;
      sibling?.focus();
      refocus = false;
    } else done = false;
    if (!done) return;
    event.preventDefault();
    event.stopPropagation();
    if (refocus) focusLine(p, id);
  });
}

/** The lists' lines, drawn again only when the problem, the lines placed, the marks or the language change. */
function renderLists(p, problem, parsons, marks) {
  const key = JSON.stringify([getLang(), problem.seed, parsons.template, parsons.placed, parsons.grabbed, parsons.checked, problem.lines.length]);
  if (p.drawn === key) return;
  p.drawn = key;
  keepFocus(p.root, 'data-line', () => {
    const pool = poolLines(problem, parsons.placed);
    p.pool.replaceChildren(...pool.map((line, i) => {
      const item = lineElement(line, 'pool', 0);
      item.setAttribute('aria-label', t('parsons.pool-line', { text: line.text, at: i + 1, count: pool.length }));
      return item;
    }));
    if (pool.length === 0) p.pool.append(el('li', { className: 'parsons-empty note', text: t('parsons.pool-empty') }));
    p.answer.replaceChildren(...parsons.placed.map((placed, i) => {
      const line = lineOf(problem, placed.id);
      const item = lineElement(line, 'answer', placed.indent);
      const mark = marks?.[i];
      let label = t('parsons.answer-line', {
        at: i + 1, count: parsons.placed.length, indent: placed.indent, text: line.text,
      });
      if (mark) {
        item.dataset.verdict = mark.ok ? 'right' : 'wrong';
        const why = mark.ok ? t('parsons.right') : whyText(mark.why);
        item.append(el('span', { className: 'parsons-mark', 'aria-hidden': 'true', text: mark.ok ? '✓' : '✗' }));
        if (!mark.ok) item.append(el('p', { className: 'parsons-why', testid: 'parsons-why', text: why }));
        label = `${label}. ${why}`;
      }
      if (parsons.grabbed === placed.id) item.classList.add('grabbed');
      item.setAttribute('aria-label', label);
      item.insertBefore(indentButtons(placed.id), item.children[2] ?? null);
      return item;
    }));
    if (parsons.placed.length === 0) p.answer.append(el('li', { className: 'parsons-empty note', text: t('parsons.answer-empty') }));
  });
}

/**
 * The panel in `root` (a `<section>` the shell puts just before <main>). `actions`: the
 * page's bound actions (app/parsons-actions.js). Returns `{ render(state, parts) }`,
 * `parts` = `{ problem, puzzle, resultLink }` (the problem of `state.parsons`, the
 * puzzle's contract, the absolute result link) or null while no problem is open.
 */
export function createParsonsView(root, actions) {
  const p = build(root, actions);
  p.root = root;
  let state = null;
  wireKeys(p, actions, () => state?.parsons);
  wireDrag(p, actions);
  return {
    render(next, parts) {
      state = next;
      const parsons = next.parsons;
      const open = Boolean(parsons && parts?.problem);
      root.hidden = !open;
      document.body.classList.toggle('parsons-open', open);
      // The shared exercise hooks are the panel's only while it is open: the page's own
      // exercises carry them the rest of the time.
      for (const [node, hook] of [[p.score, 'exercise-score'], [p.link, 'exercise-result-link'], [p.copy, 'exercise-result-copy'], [p.name.input, 'exercise-name']]) {
        if (open) node.dataset.testid = hook;
        else delete node.dataset.testid;
      }
      if (!open) {
        p.drawn = null;
        return;
      }
      const { problem } = parts;
      setText(p.heading, t('parsons.kind'));
      setText(p.meta, `${t(`puzzle.${parsons.puzzle}`)} · ${t(`parsons.form-${parsons.template}`)} · ${t('parsons.seed', { seed: parsons.seed })}`);
      setText(p.about, t('parsons.about'));
      p.name.render(next);
      setText(p.keys, t('parsons.keys'));
      setText(p.formLabel, t('parsons.form'));
      const templates = parts.puzzle.templates;
      if (p.form.dataset.forms !== `${templates.join()}|${getLang()}`) {
        p.form.dataset.forms = `${templates.join()}|${getLang()}`;
        p.form.replaceChildren(...templates.map((name) => el('option', { value: name, text: t(`parsons.form-${name}`) })));
      }
      p.form.value = parsons.template;
      p.form.disabled = templates.length < 2;
      setText(p.fresh, t('parsons.new'));
      setText(p.close, t('parsons.close'));
      setText(p.poolHeading, t('parsons.pool'));
      setText(p.answerHeading, t('parsons.answer'));
      setText(p.check, t('parsons.check'));
      p.notice.hidden = !parsons.notice;
      setText(p.notice, parsons.notice ? String(parsons.notice) : '');
      const graded = parsons.checked ? grade(problem, parsons.placed) : null;
      renderLists(p, problem, parsons, graded?.marks);
      renderScore(p, graded);
      p.result.hidden = !graded;
      if (graded) {
        setText(p.linkLabel, t('parsons.result-label'));
        if (p.link.value !== parts.resultLink) p.link.value = parts.resultLink;
        setText(p.copy, t('ex.result-copy'));
        setText(p.copied, String(parsons.copyStatus ?? ''));
      }
      setText(p.live, parsons.live ? String(parsons.live) : '');
    },
  };
}

/** The score and the lines missing, once checked (`graded`), else nothing. */
function renderScore(p, graded) {
  p.score.hidden = !graded;
  p.missing.hidden = !graded || graded.missing.length === 0;
  if (!graded) {
    for (const name of ['data-right', 'data-wrong', 'data-asked', 'data-full']) p.score.removeAttribute(name);
    return;
  }
  const extra = graded.marks.filter((m) => m.why?.kind === 'distractor').length;
  setAttr(p.score, 'data-right', String(graded.right));
  setAttr(p.score, 'data-wrong', String(graded.wrong));
  setAttr(p.score, 'data-asked', String(graded.total));
  setAttr(p.score, 'data-full', String(graded.full));
  let text;
  if (graded.full) text = t('parsons.full', { total: graded.total });
  else if (extra > 0) text = t('parsons.score-extra', { right: graded.right, total: graded.total, extra });
  else text = t('parsons.score', { right: graded.right, total: graded.total });
  setText(p.score, text);
  const missing = graded.missing.map((l) => t('parsons.missing', { line: l.text }));
  if (p.missing.dataset.text !== missing.join('\n')) {
    p.missing.dataset.text = missing.join('\n');
    p.missing.replaceChildren(...missing.map((text) => el('li', { text })));
  }
}
