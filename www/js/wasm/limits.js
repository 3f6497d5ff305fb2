//! The size limits of the core, read once from the wasm `limits()` (src/limits.rs), so no
//! limit is copied into the page's code.

/**
 * The wasm `limits()` as a frozen plain object: { boardMaxN, sliderMaxN, indexMaxN,
 * countMaxN, constructMaxN, stepTotalMaxN, knightMinSide, knightMaxSide, defaultN,
 * knightDefaultN, knightDefaultM }.
 */
export function loadLimits(wasm) {
  if (typeof wasm.limits !== 'function') return legacyLimits(wasm);
  const l = wasm.limits();
  const names = ['boardMaxN', 'sliderMaxN', 'indexMaxN', 'countMaxN', 'constructMaxN', 'stepTotalMaxN',
    'knightMinSide', 'knightMaxSide', 'defaultN', 'knightDefaultN', 'knightDefaultM'];
  return Object.freeze(Object.fromEntries(names.map((name) => [name, Number(l[name])])));
}

// TEMPORARY until the wasm exports limits() (branch rust-limits).
function legacyLimits(wasm) {
  return Object.freeze({
    boardMaxN: 32, sliderMaxN: wasm.max_n(), indexMaxN: 14, countMaxN: 27, constructMaxN: 1_000_000,
    stepTotalMaxN: 13, knightMinSide: 2, knightMaxSide: 20, defaultN: 8, knightDefaultN: 9, knightDefaultM: 5,
  });
}
