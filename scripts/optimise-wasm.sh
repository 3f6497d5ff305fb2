#!/usr/bin/env bash
# Shrinks and speeds up the wasm-bindgen output with wasm-opt, keeping the build working
# without it. The npm package binaryen (installed by `npm ci`) comes first: Debian's
# binaryen 108 mangles the externref table that wasm-bindgen 0.2.130 emits, so it is used
# only when the optimised module still loads and answers (scripts/check-pkg.mjs).
#
# Flags: -Oz (smallest; counting and stepping measure as fast as with -O3), run again until
# it gains nothing more (--converge: about 140 bytes, a few seconds);
# --low-memory-unused (folds constant offsets into loads and stores, assuming nothing lives
# in the first 1 KB of memory: Rust puts the 1 MB stack first, growing down towards 0, and
# nothing here recurses deeper than a few dozen frames); and no `producers` or
# `target_features` custom sections, which browsers do not read.
set -euo pipefail
flags=(-Oz --converge --low-memory-unused --strip-producers --strip-target-features)
wasm=${1:?usage: optimise-wasm.sh path/to/x_bg.wasm}
out="$wasm.opt"
for opt in node_modules/.bin/wasm-opt "$(command -v wasm-opt || true)"; do
  [ -n "$opt" ] && [ -x "$opt" ] || continue
  if "$opt" "${flags[@]}" "$wasm" -o "$out" 2>/dev/null && node scripts/check-pkg.mjs "$out" 2>/dev/null; then
    mv "$out" "$wasm"
    echo "optimised with $opt ($("$opt" --version | head -n 1))"
    exit 0
  fi
  echo "wasm-opt at $opt gave a module that does not load: not used"
  rm -f "$out"
done
echo "no working wasm-opt: keeping the unoptimised wasm"
