//! A packed stepper view written by name, for decoder tests: the inverse of
//! www/js/wasm/decode.js on a stepper's shape (its `layout()`), so a test never writes the
//! numbers' order itself.

/**
 * The `Float64Array` a stepper of `shape` (decode.js `stepperShape`) would hand out for
 * `values`: the head's and tail's names (missing ones 0; a list entry an array), `kind` the
 * event's kind word (null at step 0) and `event` its fields by name.
 */
export function packView({ layout }, { kind = null, event = {}, ...values }) {
  const names = (kind && (layout[`${kind}.${event.choice}`] ?? layout[kind])) || [];
  const fields = [0, 0, 0, 0, 0, 0];
  names.forEach(({ name }, i) => { fields[i] = event[name] ?? 0; });
  const all = { ...values, kind: kind === null ? 0 : layout.kinds.indexOf(kind), fields };
  const out = [];
  for (const { name, len } of [...layout.head, ...layout.tail]) {
    const v = all[name] ?? (len === null ? 0 : []);
    if (len === null) out.push(v);
    else out.push(...v);
  }
  return Float64Array.from(out);
}
