//! The counting panel: Count and Cancel, the progress bar, the status line and the figures,
//! drawn from `state.count` (a count pool snapshot, puzzles/queens/count-pool.js) with the words of
//! puzzles/queens/count-words.js, and the question a long count asks first (puzzles/queens/count-prompt.js).
//! Automation hooks: count-start, count-cancel, count-progress, count-progress-text,
//! count-status, count-total, count-fundamental, nodes-per-second, count-elapsed,
//! count-eta, count-gpu (the switch "count on the graphics card"), count-gpu-note (the card
//! found); `count-panel` carries `data-device` ('gpu', 'cpu' or 'both') while a count runs
//! and when it is done.

import { button, el, setAttr, setText } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { countFigures, countStatusText, gpuNote, shownSnapshot } from './count-words.js';
import { gpuFor } from './count-gpu-probe.js';
import { createCountPrompt } from './count-prompt.js';

/** The figures: [key of the label, data-testid]. */
const FIGURES = [
  ['count.total', 'count-total'],
  ['count.fundamental', 'count-fundamental'],
  ['count.nps', 'nodes-per-second'],
  ['count.elapsed', 'count-elapsed'],
  ['count.eta', 'count-eta'],
];

function buildPanel(section, prompt) {
  const parts = {
    heading: el('h2', { id: 'count-heading' }),
    start: button('count-start', { id: 'count-start', className: 'primary' }),
    cancel: button('count-cancel', { id: 'count-cancel' }),
    progressLabel: el('label', { for: 'count-progress' }),
    progress: el('progress', { id: 'count-progress', testid: 'count-progress', max: '1', value: '0' }),
    progressText: el('span', { className: 'count-progress-text', testid: 'count-progress-text' }),
    status: el('p', { className: 'note count-status', testid: 'count-status', role: 'status' }),
    labels: [],
    values: {},
  };
  parts.buttons = el('div', { className: 'buttons', role: 'group' }, parts.start, parts.cancel);
  parts.gpu = el('input', { type: 'checkbox', id: 'count-gpu', testid: 'count-gpu' });
  parts.gpuLabel = el('span');
  parts.gpuNote = el('p', { className: 'note count-gpu-note', testid: 'count-gpu-note', id: 'count-gpu-note' });
  parts.gpu.setAttribute('aria-describedby', 'count-gpu-note');
  const gpuRow = el('label', { className: 'check count-gpu', for: 'count-gpu' }, parts.gpu, parts.gpuLabel);
  const figures = el('dl', { className: 'counters count-figures' });
  for (const [key, testid] of FIGURES) {
    const dt = el('dt');
    const dd = el('dd', { testid, id: testid, text: '—' });
    parts.labels.push([dt, key]);
    parts.values[testid] = dd;
    figures.append(el('div', {}, dt, dd));
  }
  section.replaceChildren(parts.heading, parts.buttons, prompt.node, gpuRow, parts.gpuNote, parts.progressLabel,
    el('div', { className: 'count-progress-row' }, parts.progress, parts.progressText), parts.status, figures);
  return parts;
}

/** The switch "count on the graphics card": checked as N's count would go, with its note. */
function renderGpu(parts, state, limits, running) {
  const on = gpuFor(state.countGpu, state.gpuProbe, state.n, limits);
  setText(parts.gpuLabel, t('count.gpu-switch'));
  parts.gpu.checked = on;
  // Below the card's first N there is nothing to switch; while a count runs it stays as it is.
  parts.gpu.disabled = running || state.n < limits.countGpuMinN || (state.gpuProbe?.available === false && !on);
  setText(parts.gpuNote, gpuNote(state.gpuProbe, limits));
}

/**
 * The panel inside `section`. actions = { start(), cancel(), goOn(), decline(), setGpu(on) }
 * (goOn and decline answer a long count's question); `limits` the core's (limits():
 * countMaxN, the largest N it counts; countGpuMinN and countGpuDefaultMinN, the card's).
 * `render(state)` reads state.count, state.countAsk, state.n, state.countGpu and state.gpuProbe.
 */
export function createCountPanel(section, { actions, limits }) {
  const { countMaxN } = limits;
  const prompt = createCountPrompt({ actions });
  const parts = buildPanel(section, prompt);
  parts.start.addEventListener('click', () => actions.start());
  parts.cancel.addEventListener('click', () => actions.cancel());
  parts.gpu.addEventListener('change', () => actions.setGpu(parts.gpu.checked));

  function render(state) {
    const s = shownSnapshot(state.count, state.n, countMaxN);
    const running = s.status === 'running';
    setText(parts.heading, t('count.heading'));
    setAttr(parts.buttons, 'aria-label', t('count.heading'));
    setText(parts.start, t('count.start'));
    setText(parts.cancel, t('count.cancel'));
    setText(parts.progressLabel, t('count.progress-label'));
    prompt.render(state);
    // While a long count asks before it starts, the panel is 'asking'.
    section.dataset.state = prompt.node.hidden ? s.status : 'asking';
    if (s.device && s.status !== 'idle' && s.status !== 'unavailable') section.dataset.device = s.device;
    else delete section.dataset.device;
    renderGpu(parts, state, limits, running);
    // While a long count asks, its question's Go on starts it.
    parts.start.disabled = running || s.status === 'unavailable' || !prompt.node.hidden;
    parts.cancel.disabled = !running;
    parts.progress.max = Math.max(1, s.tasks);
    parts.progress.value = s.status === 'done' ? Math.max(1, s.tasks) : s.tasksDone;
    parts.progress.dataset.state = s.status;
    setText(parts.status, countStatusText(s, countMaxN, s.status === 'running' ? null : state.countStopped));
    const f = countFigures(s);
    setText(parts.progressText, f.tasks);
    for (const [dt, key] of parts.labels) setText(dt, key === 'count.total' ? f.totalLabel : t(key));
    const v = parts.values;
    setText(v['count-total'], f.total);
    setText(v['count-fundamental'], f.fundamental);
    setText(v['nodes-per-second'], f.nps);
    setText(v['count-elapsed'], f.elapsed);
    setText(v['count-eta'], f.eta);
    v['count-total'].classList.toggle('partial', f.partial);
    v['count-fundamental'].classList.toggle('partial', f.partial);
  }

  return { render };
}
