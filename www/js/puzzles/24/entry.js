//! The 24 points' page in one module for the registry (puzzles/registry.js): loaded the
//! first time a `puzzle=24` link is opened or the puzzle is picked (a chunk of its own in
//! the production build, scripts/build-dist.mjs).

export { default as createPage } from './page.js';
