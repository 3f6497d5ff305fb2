//! The page of a puzzle that is one instance and its search (its actions:
//! app/instance-actions.js; its view: views/tree-lesson-view.js): a stepper page
//! (app/stepper-page.js `createStepperPage`) on its textbook instance, its limits the
//! shell's and its own wasm module's.

import { createStepperPage } from './stepper-page.js';

/**
 * The page from the page's `deps` (app/stepper-page.js) and `spec`: `id`, `heading` and
 * `panel`, `link`, `meta` as `StepperPageSpec`'s; `wasm` its module (its `limits()`);
 * `textbook` the instance a bare link opens; `state(textbook)` its slice; `actions(store,
 * deps)`, `exercise({ store, searchActions })` and `view(root, parts)` its makers, given
 * the limits (`deps.limits`, `parts.limits`) and the textbook instance (`deps.textbook`);
 * the view gets `parts.setTemplate(template)` too, the code panel's choice of form.
 */
export function createInstancePage(deps, spec) {
  const { store } = deps.ctx;
  const limits = { ...store.state.limits, ...spec.wasm.limits() };
  const { textbook } = spec;
  return createStepperPage(deps, {
    id: spec.id,
    heading: spec.heading,
    state: spec.state(textbook),
    actions: (hooks) => spec.actions(store, { limits, textbook, ...hooks }),
    exercise: (s, searchActions) => spec.exercise({ store: s, searchActions }),
    view: (root, parts) => spec.view(root, { ...parts, limits, setTemplate: (template) => deps.actions.setTemplate(template) }),
    panel: spec.panel,
    link: spec.link,
    meta: spec.meta,
  });
}
