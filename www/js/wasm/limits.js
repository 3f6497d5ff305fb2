//! The size limits, read once from a puzzle module's wasm `limits()` (the limits every
//! puzzle shares and the puzzle's own), so no limit is copied into the page's code.

/**
 * The wasm `limits()` as a frozen plain object of numbers: the shared `stepTotalMaxSteps`,
 * `speedMaxSps`, `answersMax`, and the puzzle's own (the default puzzle's: `boardMaxN`,
 * `sliderMaxN`, `indexMaxN`, `countMaxN`, `constructMaxN`, …).
 */
export function loadLimits(wasm) {
  return Object.freeze({ ...wasm.limits() });
}
