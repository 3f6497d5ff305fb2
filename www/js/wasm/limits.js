//! The size limits of the core, read once from the wasm `limits()` (src/limits.rs), so no
//! limit is copied into the page's code.

/**
 * The wasm `limits()` as a frozen plain object: { boardMaxN, sliderMaxN, indexMaxN,
 * countMaxN, countGpuMinN, countGpuDefaultMinN, gpuRecordWords, constructMaxN, stepTotalMaxN, stepTotalMaxSteps, treeMaxN, knightMinSide,
 * knightMaxSide, defaultN, knightDefaultN, knightDefaultM } (sizes in queens or board
 * sides; stepTotalMaxSteps in steps).
 */
export function loadLimits(wasm) {
  return Object.freeze({ ...wasm.limits() });
}
