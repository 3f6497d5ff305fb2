//! The Parsons problem's code in one module, fetched the first time a problem opens
//! (app/parsons-lazy.js): its actions (app/parsons-actions.js) and its panel
//! (views/parsons-panel.js), so the production build makes one chunk of them.

export * from './parsons-actions.js';
export { createParsonsView } from '../views/parsons-panel.js';
