#!/usr/bin/env bash
# Fails when a wasm module, or what a reader of a post with the widget downloads, has grown past
# its budget, printing the sizes either way: what a reader downloads is part of the product. Run
# by test.sh after the build. Usage: scripts/size-budget.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIST="$ROOT/dist/dancing-links"

# Bytes as served (see docs/PERFORMANCE.md, "Size").
FULL_WASM_BUDGET=262000     # www/pkg: the Sudoku page's module, everything
PUZZLES_WASM_BUDGET=210000  # www/pkg-puzzles: the boards and Sudoku pages, the lesson's puzzles, the widget's
LINKS_WASM_BUDGET=150000    # www/pkg-links: the links page, the widget's links and matrix modes
# What a post downloads for one widget (its files gzipped, as a server compresses them): the
# widget's modules and styles and the engine build its mode loads.
LINKS_WIDGET_BUDGET=120000
PUZZLES_WIDGET_BUDGET=140000

size() { stat -c %s "$1"; }
# The sum of the files' gzipped sizes.
gzipped() {
  local total=0 file
  for file in "$@"; do total=$((total + $(gzip -9c "$file" | wc -c))); done
  echo "$total"
}
widget_files=("$DIST"/widget/dancing-links.js "$DIST"/widget/widget.css "$DIST"/js/*.js "$DIST"/css/*.css)

status=0
check() {
  local what=$1 size=$2 budget=$3
  if ((size > budget)); then
    printf 'over budget: %s is %d bytes, the budget is %d\n' "$what" "$size" "$budget" >&2
    status=1
  else
    printf '%s: %d bytes of %d (%d%%)\n' "$what" "$size" "$budget" $((100 * size / budget))
  fi
}
check "the wasm module with everything (Sudoku page)" "$(size "$ROOT/www/pkg/dlx_stepper_bg.wasm")" "$FULL_WASM_BUDGET"
check "the wasm module for puzzles (boards and Sudoku pages, widget)" "$(size "$DIST/pkg-puzzles/dlx_stepper_bg.wasm")" "$PUZZLES_WASM_BUDGET"
check "the exact-cover wasm module (links page, widget)" "$(size "$DIST/pkg-links/dlx_stepper_bg.wasm")" "$LINKS_WASM_BUDGET"
check "a post with a links or matrix widget downloads, gzipped" \
  "$(gzipped "${widget_files[@]}" "$DIST"/pkg-links/dlx_stepper.js "$DIST"/pkg-links/dlx_stepper_bg.wasm)" "$LINKS_WIDGET_BUDGET"
check "a post with a Sudoku or board widget downloads, gzipped" \
  "$(gzipped "${widget_files[@]}" "$DIST"/pkg-puzzles/dlx_stepper.js "$DIST"/pkg-puzzles/dlx_stepper_bg.wasm)" "$PUZZLES_WIDGET_BUDGET"
exit $status
