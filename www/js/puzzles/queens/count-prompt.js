//! The question a long count asks before it starts (`state.countAsk`, puzzles/queens/actions.js
//! `startCount`): how long it would take here and where that estimate comes from, with Go on
//! and Cancel, as a long seek asks (views/stepper-controls.js). Automation hooks:
//! count-prompt (`data-eta-seconds`), count-prompt-text, count-continue, count-prompt-cancel.

import { button, el, setText } from '../../lib/dom.js';
import { formatDuration, groupDigits } from '../../lib/format.js';
import { t } from '../../lib/i18n.js';

/**
 * The question's group, hidden until a count asks. actions = { goOn(), decline() }.
 * Returns { node, render(state) }.
 */
export function createCountPrompt({ actions }) {
  const text = el('p', { className: 'seek-prompt-text', testid: 'count-prompt-text', id: 'count-prompt-text' });
  const goOn = button('count-continue', { className: 'primary' });
  const decline = button('count-prompt-cancel');
  goOn.addEventListener('click', () => actions.goOn());
  decline.addEventListener('click', () => actions.decline());
  const node = el('div', {
    className: 'seek-prompt count-prompt', testid: 'count-prompt', role: 'group', 'aria-labelledby': 'count-prompt-text', hidden: true,
  }, text, el('div', { className: 'buttons' }, goOn, decline));

  function render(state) {
    const ask = state.countAsk?.n === state.n ? state.countAsk : null;
    node.hidden = !ask;
    if (!ask) return;
    node.dataset.etaSeconds = String(Math.round(ask.etaMs / 1000));
    setText(text, t('count.ask', { n: groupDigits(ask.n), time: formatDuration(ask.etaMs), workers: ask.workers }));
    setText(goOn, t('count.ask-go-on'));
    setText(decline, t('count.ask-cancel'));
  }

  return { node, render };
}
