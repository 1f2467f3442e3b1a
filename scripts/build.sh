#!/usr/bin/env bash
# Builds the WebAssembly module into www/pkg (ES module + .wasm + TypeScript declarations).
# Usage: scripts/build.sh        (sourced by serve.sh and test.sh; runs alone too)
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
need_wasm_toolchain
cd "$ROOT"
say "building the wasm module"
cargo build --quiet --lib --release --target wasm32-unknown-unknown
wasm-bindgen --target web --out-dir www/pkg --typescript target/wasm32-unknown-unknown/release/dlx_stepper.wasm
if command -v wasm-opt >/dev/null; then
  # -O3: speed first (the solver is the product); still well under the size goal.
  wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext --enable-mutable-globals \
    www/pkg/dlx_stepper_bg.wasm -o www/pkg/dlx_stepper_bg.wasm
fi
say "www/pkg/dlx_stepper_bg.wasm: $(stat -c %s www/pkg/dlx_stepper_bg.wasm) bytes ($(gzip -9c www/pkg/dlx_stepper_bg.wasm | wc -c) gzipped)"
