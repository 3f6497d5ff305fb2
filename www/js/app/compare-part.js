//! The Compare view's code in one module, fetched the first time the view opens
//! (app/compare-lazy.js): its state and actions (app/compare.js) and its view with the
//! chart (views/compare-view.js), so the production build makes one chunk of them.

export { createCompare } from './compare.js';
export { createCompareView } from '../views/compare-view.js';
