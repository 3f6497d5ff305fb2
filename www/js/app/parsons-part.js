//! The Parsons problem's code in one module, fetched the first time a problem opens
//! (app/parsons-lazy.js): its actions (app/parsons-actions.js), its panel
//! (views/parsons-panel.js), and its link ↔ state and result (app/parsons-route.js, with
//! exercise/parsons.js and its words), so the production build makes one chunk of them.

export * from './parsons-actions.js';
export { createParsonsView } from '../views/parsons-panel.js';
export {
  openParsonsLink, parsonsFields, parsonsProblem, parsonsResult,
} from './parsons-route.js';
