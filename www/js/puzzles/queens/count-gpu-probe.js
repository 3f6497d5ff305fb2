//! Whether a count goes to the graphics card: the browser's WebGPU adapter, looked for once
//! (`probeGpu`), and the choice for an N (`gpuFor`). No DOM, no words.

/** The adapter found, once per page: a promise of { available, software, name }. */
let probing = null;

/**
 * Looks for the browser's WebGPU adapter (once; later calls share the answer):
 * `available` when there is one, `software` when it is a software one (SwiftShader,
 * WARP…: correct counts, no speed), `name` its vendor, architecture and description.
 */
export function probeGpu() {
  probing ??= (async () => {
    const none = { available: false, software: false, name: '' };
    const gpu = globalThis.navigator?.gpu;
    if (!gpu) return none;
    try {
      const adapter = await gpu.requestAdapter({ powerPreference: 'high-performance' });
      if (!adapter) return none;
      const info = adapter.info ?? {};
      const name = [info.vendor, info.architecture, info.description].filter(Boolean).join(' ');
      return { available: true, software: Boolean(info.isFallbackAdapter ?? adapter.isFallbackAdapter), name };
    } catch {
      return none;
    }
  })();
  return probing;
}

/**
 * Whether N's count goes to the card: `choice` is the visitor's or the link's (true, false,
 * or null for the default), `probe` the adapter found (null: not known yet), `limits` the
 * core's (`countGpuMinN`: the card has no tasks below it; `countGpuDefaultMinN`: from
 * there on by default where the adapter is a hardware one).
 */
export function gpuFor(choice, probe, n, limits) {
  if (n < limits.countGpuMinN || choice === false) return false;
  if (choice === true) return true;
  return Boolean(probe?.available && !probe.software && n >= limits.countGpuDefaultMinN);
}
