#!/usr/bin/env bash
# Builds the WebAssembly module into www/pkg (ES module + .wasm + TypeScript declarations).
# Usage: scripts/build.sh        (sourced by serve.sh and test.sh; runs alone too)
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
need_wasm_toolchain
need_npm_packages
cd "$ROOT"
say "building the wasm module"
cargo build --quiet --lib --release --target wasm32-unknown-unknown
wasm-bindgen --target web --out-dir www/pkg --typescript target/wasm32-unknown-unknown/release/dlx_stepper.wasm
# wasm-opt 116 or newer only (npm's binaryen is 132): Debian's 108 retypes wasm-bindgen's
# externref table and the module then fails at start-up. Without it the module is larger (and
# still works).
WASM_OPT="$(wasm_opt_path)"
opt_version="$("$WASM_OPT" --version 2>/dev/null | grep -o '[0-9]\+' | head -1 || true)"
if [[ -n "$opt_version" && "$opt_version" -ge 116 ]]; then
  # -O3: speed first (the solver is the product). No --enable-* flags: they would switch off
  # the feature detection that keeps the module's reference types.
  "$WASM_OPT" -O3 www/pkg/dlx_stepper_bg.wasm -o www/pkg/dlx_stepper_bg.wasm
else
  say "no wasm-opt 116+ (found: ${opt_version:-none}): the module is not optimised further"
fi
say "www/pkg/dlx_stepper_bg.wasm: $(stat -c %s www/pkg/dlx_stepper_bg.wasm) bytes ($(gzip -9c www/pkg/dlx_stepper_bg.wasm | wc -c) gzipped)"

# The folder an author copies next to a post: the widget module and the modules it imports,
# their styles, the wasm module and its types, and embed.html for iframes. Nothing else.
DIST="$ROOT/dist/dancing-links"
rm -rf "$DIST"
mkdir -p "$DIST/widget" "$DIST/js" "$DIST/css" "$DIST/pkg"
cp www/embed.html "$DIST/"
cp www/widget/dancing-links.js www/widget/widget.css www/widget/embed.js www/widget/embed.css "$DIST/widget/"
cp www/js/{session,links,presets,sudoku-presets,diagram,matrix,narration,controls,sudoku-grid,sudoku-watch,board-watch,board-view}.js "$DIST/js/"
cp www/css/page.css www/css/sudoku.css www/css/board-view.css "$DIST/css/"
cp www/pkg/dlx_stepper.js www/pkg/dlx_stepper_bg.wasm www/pkg/dlx_stepper.d.ts www/pkg/dlx_stepper_bg.wasm.d.ts "$DIST/pkg/"
say "dist/dancing-links: $(find "$DIST" -type f | wc -l) files, $(tar -C "$ROOT/dist" -cf - dancing-links | gzip -9 | wc -c) bytes gzipped"
