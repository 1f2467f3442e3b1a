#!/usr/bin/env bash
# Fails when the wasm module or the widget's folder has grown past its budget, printing the sizes
# either way: what a reader of a page downloads is part of the product. Run by test.sh after the
# build. Usage: scripts/size-budget.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

WASM_BUDGET=260000        # bytes of www/pkg/dlx_stepper_bg.wasm, the pages' module, as served (see docs/PERFORMANCE.md, "Size")
WIDGET_WASM_BUDGET=220000 # bytes of the widget's module (no generator or hints)
WIDGET_GZIP_BUDGET=140000 # bytes of dist/dancing-links, tarred and gzipped (-9); it holds the widget's module

wasm="$(stat -c %s "$ROOT/www/pkg/dlx_stepper_bg.wasm")"
widget_wasm="$(stat -c %s "$ROOT/dist/dancing-links/pkg/dlx_stepper_bg.wasm")"
widget="$(tar -C "$ROOT/dist" -cf - dancing-links | gzip -9 | wc -c)"
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
check "the pages' wasm module" "$wasm" "$WASM_BUDGET"
check "the widget's wasm module" "$widget_wasm" "$WIDGET_WASM_BUDGET"
check "the widget's folder, gzipped" "$widget" "$WIDGET_GZIP_BUDGET"
exit $status
