//! The Compare view's chart: nodes generated (the root included) by each method the puzzle
//! offers, as its instance grows (the sizes its module declares, app/compare.js `chart`), on
//! a log scale, in plain SVG with its axes, labels and legend drawn in (so an exported file
//! reads alone), exportable as SVG and PNG. A run stopped by a cap is a hollow point, its
//! figure a lower bound. Names no puzzle.

import { button, el, setText, svgEl } from '../lib/dom.js';
import { t } from '../lib/i18n.js';
import { groupDigits } from '../lib/format.js';
import { download, svgText, svgToPng } from './svg-export.js';

/** The chart's size, in SVG units, and its margins. */
const W = 640;
const H = 360;
const M = {
  left: 72, right: 16, top: 16, bottom: 96,
};
/** Each method's colour, in the order the core lists them (colour-blind safe: Okabe–Ito). */
const COLOURS = {
  backtrack: '#0072b2', dfs: '#e69f00', exhaustive: '#d55e00', bfs: '#009e73', lc: '#cc79a7',
};
/** Its dash, so the lines differ without colour too. */
const DASHES = {
  backtrack: '', dfs: '6 3', exhaustive: '2 3', bfs: '8 3 2 3', lc: '1 2',
};

/** A text element of the chart. */
function label(text, attrs) {
  const node = svgEl('text', {
    'font-family': 'sans-serif', 'font-size': 12, fill: '#1d2433', ...attrs,
  });
  node.textContent = text;
  return node;
}

/** The chart's SVG for `chart` (the slice's): axes, a line and points per method, the legend. */
export function chartSvg(chart) {
  const svg = svgEl('svg', {
    viewBox: `0 0 ${W} ${H}`, width: W, height: H, role: 'img', class: 'compare-chart-svg', 'data-testid': 'compare-chart-svg', 'aria-label': t('compare.chart-title'),
  });
  const most = Math.max(10, ...chart.points.map((p) => p.nodes));
  const decades = Math.ceil(Math.log10(most));
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const [low, high] = [Math.min(...chart.xs), Math.max(...chart.xs)];
  const xAt = (x) => M.left + (high > low ? ((x - low) * plotW) / (high - low) : plotW / 2);
  const yAt = (n) => M.top + plotH - (Math.log10(Math.max(1, n)) / decades) * plotH;
  for (let d = 0; d <= decades; d += 1) {
    const y = yAt(10 ** d);
    svg.append(svgEl('line', {
      x1: M.left, x2: W - M.right, y1: y, y2: y, stroke: '#d9d6cf', 'stroke-width': 1,
    }), label(groupDigits(10 ** d), { x: M.left - 6, y: y + 4, 'text-anchor': 'end' }));
  }
  for (const x of chart.xs) {
    svg.append(label(String(x), { x: xAt(x), y: M.top + plotH + 16, 'text-anchor': 'middle' }));
  }
  svg.append(
    label(t(chart.label), { x: M.left + plotW / 2, y: M.top + plotH + 34, 'text-anchor': 'middle' }),
    label(t('compare.chart-y'), { x: 14, y: M.top + plotH / 2, 'text-anchor': 'middle', transform: `rotate(-90 14 ${M.top + plotH / 2})` }),
  );
  chart.methods.forEach((key, i) => {
    const points = chart.points.filter((p) => p.key === key);
    const colour = COLOURS[key];
    if (points.length > 1) {
      svg.append(svgEl('polyline', {
        points: points.map((p) => `${xAt(p.x)},${yAt(p.nodes)}`).join(' '), fill: 'none', stroke: colour, 'stroke-width': 2, 'stroke-dasharray': DASHES[key],
      }));
    }
    for (const p of points) {
      const dot = svgEl('circle', {
        cx: xAt(p.x), cy: yAt(p.nodes), r: 4, fill: p.capped ? '#ffffff' : colour, stroke: colour, 'stroke-width': 2, 'data-method': key, 'data-x': p.x, 'data-nodes': p.nodes,
      });
      const title = svgEl('title');
      title.textContent = `${t(`compare.method-${key}`)}, ${p.x}: ${groupDigits(p.nodes)}${p.capped ? ` (${t('compare.chart-capped')})` : ''}`;
      dot.append(title);
      svg.append(dot);
    }
    // The legend, two columns under the axis.
    const lx = M.left + (i % 2) * (plotW / 2);
    const ly = M.top + plotH + 54 + Math.floor(i / 2) * 16;
    svg.append(svgEl('line', {
      x1: lx, x2: lx + 24, y1: ly - 4, y2: ly - 4, stroke: colour, 'stroke-width': 2, 'stroke-dasharray': DASHES[key],
    }), label(t(`compare.method-${key}`), { x: lx + 30, y: ly }));
  });
  return svg;
}

/**
 * The chart's part of the Compare view: a closed `<details>` (`compare-chart-open`) whose
 * opening asks for the figures (`actions.chart()`), the chart (`compare-chart`), a note and
 * the two exports (`compare-chart-svg-download`, `compare-chart-png-download`).
 */
export function createCompareChart({ actions }) {
  const summary = el('summary', {});
  const host = el('div', { className: 'compare-chart', testid: 'compare-chart' });
  const note = el('p', { className: 'note', testid: 'compare-chart-note' });
  const svgButton = button('compare-chart-svg-download', {});
  const pngButton = button('compare-chart-png-download', {});
  const root = el('details', { className: 'more compare-chart-box', testid: 'compare-chart-open' }, summary, host, note, el('div', { className: 'compare-chart-exports' }, svgButton, pngButton));
  root.addEventListener('toggle', () => {
    if (root.open) actions.chart();
  });
  const file = () => svgText(host.querySelector('svg'), t('compare.chart-title'));
  svgButton.addEventListener('click', () => download(new Blob([file()], { type: 'image/svg+xml' }), 'compare-methods.svg'));
  pngButton.addEventListener('click', () => svgToPng(file()).then((blob) => download(blob, 'compare-methods.png'), (err) => console.error('the PNG failed', err)));
  let drawn = null;
  return {
    root,
    render(chart) {
      setText(summary, t('compare.chart'));
      setText(svgButton, t('compare.chart-svg'));
      setText(pngButton, t('compare.chart-png'));
      const key = chart && !chart.none ? `${chart.points.length}|${chart.done}|${document.documentElement.lang}` : null;
      svgButton.disabled = !chart?.done;
      pngButton.disabled = !chart?.done;
      let words = '';
      if (chart?.none) words = t('compare.chart-none');
      else if (chart && !chart.done) words = t('compare.chart-working');
      else if (chart) words = t('compare.chart-note');
      setText(note, words);
      if (key !== drawn) {
        drawn = key;
        host.replaceChildren(...(key ? [chartSvg(chart)] : []));
      }
    },
  };
}
