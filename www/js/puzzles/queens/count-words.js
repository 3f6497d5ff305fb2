//! The counting panel's words and figures, from a count pool snapshot (puzzles/queens/count-pool.js):
//! pure functions of the snapshot, N and the core's counting limit, worded with `t`.

import { errorMessage } from '../../lib/errors.js';
import { formatDuration, groupDigits } from '../../lib/format.js';
import { t } from '../../lib/i18n.js';
import { roughCountMs } from './count-pool.js';

/** From this N a count takes minutes to hours: the panel says so before it starts. */
export const LONG_COUNT_MIN_N = 20;

/**
 * The snapshot to show for the board's N: the pool's if it is of N, else an idle (or,
 * above `countMaxN`, unavailable) one.
 */
export function shownSnapshot(snapshot, n, countMaxN) {
  if (snapshot && snapshot.n === n) return snapshot;
  return {
    n, status: n <= countMaxN ? 'idle' : 'unavailable', tasks: 0, tasksDone: 0, total: 0n, fundamental: 0n,
    nodes: 0n, elapsedMs: 0, workers: 0, poolSize: snapshot?.poolSize ?? 1, fromCache: false, message: '', reason: '',
  };
}

/**
 * The panel's status line; `stopped` ({ n, done, tasks } or null) is a count of another N
 * that a change of N stopped, said before the line, and so is why a count asked of the
 * graphics card went to the processor (`s.notice`).
 */
export function countStatusText(s, countMaxN, stopped = null) {
  let line = statusLine(s, countMaxN);
  if (s.notice && s.status !== 'idle' && s.status !== 'unavailable') line = joinSentences(t(`count.notice-${s.notice}`), line);
  if (!stopped || stopped.n === s.n) return line;
  return joinSentences(t('count.stopped-by-n', { n: stopped.n, done: stopped.done, tasks: stopped.tasks }), line);
}

/** Two sentences in a row, by the language's own template (no space after 。 in Chinese). */
function joinSentences(first, then) {
  return t('count.sentences', { first, then });
}

/**
 * The note under the switch "count on the graphics card": the card found (`probe`, null
 * while it is looked for) and when it counts by default (`limits.countGpuDefaultMinN`).
 */
export function gpuNote(probe, limits) {
  if (!probe) return t('count.gpu-probing');
  if (!probe.available) return t('count.gpu-absent');
  const name = probe.name || t('count.gpu-unnamed');
  if (probe.software) return t('count.gpu-software', { name });
  return t('count.gpu-card', { name, min: limits.countGpuDefaultMinN });
}

function statusLine(s, countMaxN) {
  const { n } = s;
  switch (s.status) {
    case 'running':
      if (s.device === 'gpu') return t('count.running-gpu', { n, done: s.tasksDone, tasks: s.tasks });
      return t(n >= LONG_COUNT_MIN_N ? 'count.running-long' : 'count.running', {
        n, done: s.tasksDone, tasks: s.tasks, workers: s.workers, time: formatDuration(roughCountMs(n, s.workers)),
      });
    case 'done': {
      if (s.fromCache) return t('count.cached', { n });
      const key = { gpu: 'count.done-gpu', both: 'count.done-both' }[s.device]
        ?? (s.workers === 0 ? 'count.done-here' : 'count.done');
      return t(key, { n, time: formatDuration(s.elapsedMs), workers: s.workers, nodes: groupDigits(s.nodes) });
    }
    case 'cancelled':
      return t('count.cancelled', { done: s.tasksDone, tasks: s.tasks });
    case 'error':
      return t('count.error', { message: String(errorMessage('count', s.reason || 'worker-failed', { n }, 'count/worker-failed')) });
    case 'unavailable':
      return t('count.too-big', { max: countMaxN });
    default:
      return t(n >= LONG_COUNT_MIN_N ? 'count.idle-long' : 'count.idle', {
        n, workers: s.poolSize, time: formatDuration(roughCountMs(n, s.poolSize)),
      });
  }
}

/** The time left: from the tasks done, or before any, the rough scale from N = 17; '—' when idle. */
export function etaText(s) {
  const running = s.status === 'running';
  if (running && s.tasksDone > 0) {
    return t('count.eta-value', { time: formatDuration((s.elapsedMs * (s.tasks - s.tasksDone)) / s.tasksDone) });
  }
  if (running && s.n >= LONG_COUNT_MIN_N) {
    return t('count.eta-rough', { time: formatDuration(Math.max(0, roughCountMs(s.n, s.workers) - s.elapsedMs)) });
  }
  return running ? t('count.eta-unknown') : '—';
}

/**
 * The figures of the panel as text: { total, fundamental, nps, elapsed, eta, partial,
 * totalLabel, tasks }; '—' where nothing is known.
 */
export function countFigures(s) {
  const known = s.status === 'done';
  const partial = s.status === 'running' || s.status === 'cancelled';
  const seconds = (s.elapsedMs ?? 0) / 1000;
  const hasRate = (known || partial) && s.tasks > 0 && seconds > 0 && s.nodes > 0n;
  return {
    partial,
    totalLabel: t(partial ? 'count.total-so-far' : 'count.total'),
    total: known || partial ? groupDigits(s.total) : '—',
    fundamental: known || partial ? groupDigits(s.fundamental) : '—',
    nps: hasRate ? groupDigits(Math.round(Number(s.nodes) / seconds)) : '—',
    elapsed: (known && !s.fromCache && s.tasks > 0) || partial ? formatDuration(s.elapsedMs) : '—',
    eta: etaText(s),
    tasks: s.tasks > 0 ? t('count.tasks', { done: s.tasksDone, tasks: s.tasks }) : '',
  };
}

/** The one-line summary of N's count next to the N slider. */
export function countSummary(snapshot, n, countMaxN) {
  if (snapshot?.n === n && snapshot.status === 'done') {
    if (snapshot.total === 0n) return t('count.summary-none', { n });
    const key = snapshot.total === 1n ? 'count.summary-one' : 'count.summary';
    return t(key, { n, total: groupDigits(snapshot.total), fundamental: groupDigits(snapshot.fundamental) });
  }
  if (n > countMaxN) return t('count.summary-unknown', { n: groupDigits(n), max: countMaxN });
  if (snapshot?.n === n && snapshot.status === 'running') return t('count.summary-counting', { n });
  return t('count.summary-ask', { n });
}
