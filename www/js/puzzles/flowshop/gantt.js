//! The two machines as a Gantt chart (甘特图) that grows and shrinks with the search: for
//! each job placed, its bar on machine 1 ends at its F₁ and its bar on machine 2 at its F₂;
//! a job the bounding function kills shows as a dashed bar where it would have gone. The
//! time axis is fixed per instance (Σ t₁ + Σ t₂, the latest any order can end), so bars do
//! not move as the search goes. Geometry (`ganttBars`) is pure; `createGantt` draws it.

import { el, setAttr, setText, svgEl } from '../../lib/dom.js';
import { t } from '../../lib/i18n.js';
import { bestText, partialOrder } from './puzzle.js';

/**
 * Width of the label column, row height and bar height (SVG units, about CSS px: the
 * drawing's width follows the box it is drawn in, so its 12–13 px text stays readable on a
 * phone as on a wide screen).
 */
const LABEL = 34;
const ROW = 30;
const BAR = 22;
const TOP = 6;

/**
 * The bars of snapshot `s` (puzzle.js `decodeFlowshop`): one `{ job, pos, machine (1 | 2),
 * from, to, killed }` per machine and job placed, in order, and for a try the bound killed
 * (the last event a conflict) the two bars of that job, `killed` true. Times, not pixels.
 */
export function ganttBars(s) {
  const bars = [];
  for (let k = 0; k < s.depth; k += 1) {
    const job = s.order[k];
    bars.push({ job, pos: k + 1, machine: 1, from: s.f1s[k] - s.t1[job - 1], to: s.f1s[k], killed: false });
    bars.push({ job, pos: k + 1, machine: 2, from: s.f2s[k] - s.t2[job - 1], to: s.f2s[k], killed: false });
  }
  const e = s.event;
  if (e?.kind === 'conflict') {
    bars.push({ job: e.job, pos: e.depth, machine: 1, from: e.f1 - s.t1[e.job - 1], to: e.f1, killed: true });
    bars.push({ job: e.job, pos: e.depth, machine: 2, from: e.f2 - s.t2[e.job - 1], to: e.f2, killed: true });
  }
  return bars;
}

/** The last time any order can end: Σ t₁ + Σ t₂. */
export function ganttSpan(s) {
  return s.t1.reduce((a, b) => a + b, 0) + s.t2.reduce((a, b) => a + b, 0);
}

/** The F₂ values summed into f so far, as `3 + 7 + 8`. */
export function f2Sum(s) {
  return s.f2s.slice(0, s.depth).join(' + ') || '0';
}

/**
 * The chart: `{ root, render(s) }`, `root` a figure with the SVG (testid `flow-gantt`, each
 * bar `flow-gantt-bar` with `data-job`, `data-machine`, `data-from`, `data-to` and
 * `data-killed` on a killed try) and its caption (`flow-gantt-figures`: the order so far,
 * F₁, F₂ and f).
 */
export function createGantt() {
  const svg = svgEl('svg', {
    class: 'flow-gantt', 'data-testid': 'flow-gantt', role: 'img',
  });
  const caption = el('p', { className: 'flow-gantt-figures', testid: 'flow-gantt-figures' });
  const root = el('figure', { className: 'flow-gantt-box lesson-figure present-keep' }, svg, caption);
  return {
    root,
    render(s) {
      // The drawing's width in its own units: the box's, between 300 and 560 (420 before the first layout).
      const W = Math.round(Math.min(560, Math.max(300, svg.clientWidth || 420)));
      svg.setAttribute('viewBox', `0 0 ${W} ${TOP + 2 * ROW + 22}`);
      const span = Math.max(1, ganttSpan(s));
      const x = (time) => LABEL + (time / span) * (W - LABEL - 8);
      const parts = [];
      [1, 2].forEach((m) => {
        const y = TOP + (m - 1) * ROW;
        parts.push(svgEl('rect', {
          class: 'flow-gantt-lane', x: LABEL, y, width: W - LABEL - 8, height: BAR,
        }));
        const label = svgEl('text', { class: 'flow-gantt-machine', x: 2, y: y + BAR / 2, 'dominant-baseline': 'central' });
        label.textContent = t(m === 1 ? 'flow.gantt-m1' : 'flow.gantt-m2');
        parts.push(label);
      });
      for (const bar of ganttBars(s)) {
        const y = TOP + (bar.machine - 1) * ROW;
        const g = svgEl('g', {
          class: `flow-gantt-bar flow-job-${bar.job}${bar.killed ? ' flow-killed' : ''}`,
          'data-testid': 'flow-gantt-bar',
          'data-job': bar.job,
          'data-machine': bar.machine,
          'data-from': bar.from,
          'data-to': bar.to,
        });
        if (bar.killed) g.setAttribute('data-killed', '');
        g.append(svgEl('rect', {
          x: x(bar.from), y: y + 1, width: Math.max(1, x(bar.to) - x(bar.from)), height: BAR - 2, rx: 3,
        }));
        const label = svgEl('text', {
          x: (x(bar.from) + x(bar.to)) / 2, y: y + BAR / 2, 'text-anchor': 'middle', 'dominant-baseline': 'central',
        });
        label.textContent = String(bar.job);
        g.append(label);
        parts.push(g);
      }
      // The axis: 0, the end of each machine-2 bar placed (its F₂) and the span.
      const axisY = TOP + 2 * ROW - 6;
      parts.push(svgEl('line', {
        class: 'flow-gantt-axis', x1: LABEL, y1: axisY, x2: W - 8, y2: axisY,
      }));
      const ticks = [0, ...s.f2s.slice(0, s.depth)];
      ticks.forEach((time) => {
        const tick = svgEl('text', {
          class: 'flow-gantt-tick', x: x(time), y: axisY + 13, 'text-anchor': 'middle',
        });
        tick.textContent = String(time);
        parts.push(tick);
      });
      svg.replaceChildren(...parts);
      const f1 = s.depth ? s.f1s[s.depth - 1] : 0;
      const f2 = s.depth ? s.f2s[s.depth - 1] : 0;
      const figures = s.depth ? t('flow.gantt-caption', {
        x: partialOrder(s), f1, f2, sum: f2Sum(s), f: s.f, best: bestText(s.best),
      }) : t('flow.gantt-caption-empty', { x: partialOrder(s), best: bestText(s.best) });
      setText(caption, figures);
      setAttr(svg, 'aria-label', s.depth ? t('flow.gantt-label', {
        x: partialOrder(s), f1, f2, f: s.f,
      }) : t('flow.gantt-empty'));
      setAttr(svg, 'data-depth', String(s.depth));
    },
  };
}
