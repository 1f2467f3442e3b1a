#!/usr/bin/env bash
# Fails when a wasm module, or what a reader of a post with the widget downloads, has grown past
# its budget, printing the sizes either way: what a reader downloads is part of the product. Run
# by test.sh after the build. Usage: scripts/size-budget.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIST="$ROOT/dist/dancing-links"

# Bytes as served (see docs/PERFORMANCE.md, "Size"). Every module a page or widget loads first is
# held to 150 KB. What a reader downloads is held below, by the widget budget.
WASM_BUDGET=150000
# The generator's, hints' and Sudoku count's build, which the Sudoku page's workers load when the
# pointer or the focus first reaches New puzzle, Hint or Count (never with the page): 150 KB
# until hints proved moves by contradiction (157 KB), 170 since its SudokuCounter counts the page's
# Count in parts on bit planes (168 KB; the cut and its links' count are 10 KB).
MAKER_BUDGET=170000
# The count build, which only the pages' workers load (after the page is up): every engine the
# core's door may pick and every puzzle's code.
COUNT_BUDGET=280000
# The variant Sudoku build (ISS's constraints), which the Sudoku page loads only when a puzzle
# with constraints is opened: the Sudoku stepper, colours, a builder per constraint type, the
# bit engine that solves them flat out, the editor's writer and hints (384 KB on 2026-11-27; the
# builders of the constraint kinds, monomorphised closures, are most of it, and the place to trim).
VARIANTS_BUDGET=400000
# What a post downloads for one widget (its files gzipped, as a server compresses them): the
# widget's modules and styles and the engine build its mode loads.
WIDGET_BUDGET=120000

size() { stat -c %s "$1"; }
# The sum of the files' gzipped sizes.
gzipped() {
  local total=0 file
  for file in "$@"; do total=$((total + $(gzip -9c "$file" | wc -c))); done
  echo "$total"
}
# The widget's modules as a browser fetches them (its static import graph: dist/ also holds
# modules no widget mode imports), its styles, and then the engine build its mode loads.
graph="$(node "$ROOT/scripts/module-graph.mjs" "$DIST/widget/dancing-links.js")"
mapfile -t widget_modules <<<"$graph"
widget_files=("${widget_modules[@]}" "$DIST"/widget/widget.css "$DIST"/css/*.css)

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
for build in links boards pieces words sudoku; do
  check "the $build wasm module (www/pkg-$build)" "$(size "$ROOT/www/pkg-$build/dlx_stepper_bg.wasm")" "$WASM_BUDGET"
done
check "the maker wasm module (www/pkg-maker, the Sudoku page's workers, on the first New puzzle, Hint or Count)" "$(size "$ROOT/www/pkg-maker/dlx_stepper_bg.wasm")" "$MAKER_BUDGET"
check "the variant Sudoku wasm module (www/pkg-variants, loaded for a puzzle with constraints)" "$(size "$ROOT/www/pkg-variants/dlx_stepper_bg.wasm")" "$VARIANTS_BUDGET"
check "the count wasm module (www/pkg-count, the workers')" "$(size "$ROOT/www/pkg-count/dlx_stepper_bg.wasm")" "$COUNT_BUDGET"
for build in links boards pieces words sudoku; do
  check "a post with a widget on the $build module downloads, gzipped" \
    "$(gzipped "${widget_files[@]}" "$DIST/pkg-$build/dlx_stepper.js" "$DIST/pkg-$build/dlx_stepper_bg.wasm")" "$WIDGET_BUDGET"
done
exit $status
