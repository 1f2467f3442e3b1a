#!/usr/bin/env bash
# Fails when a wasm module, or what a reader of a post with the widget downloads, has grown past
# its budget, printing the sizes either way: what a reader downloads is part of the product. Run
# by test.sh after the build. Usage: scripts/size-budget.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DIST="$ROOT/dist/dancing-links"

# Each build's budget, bytes as served (see docs/PERFORMANCE.md, "Size"), is in the one list of
# builds, www/js/engine/build-list.js, with why it is what it is.
# (Read first, then split: a failure of node inside `mapfile < <(…)` would go unnoticed.)
build_list="$(node "$ROOT/scripts/builds.mjs")"
mapfile -t BUILD_LINES <<<"$build_list"
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
widget_builds=()
for line in "${BUILD_LINES[@]}"; do
  IFS=$'\t' read -r name _ _ shipped budget loaded_by <<<"$line"
  check "the $name wasm module (www/pkg-$name, loaded by $loaded_by)" "$(size "$ROOT/www/pkg-$name/dlx_stepper_bg.wasm")" "$budget"
  if [[ "$shipped" == widget ]]; then widget_builds+=("$name"); fi
done
for build in "${widget_builds[@]}"; do
  check "a post with a widget on the $build module downloads, gzipped" \
    "$(gzipped "${widget_files[@]}" "$DIST/pkg-$build/dlx_stepper.js" "$DIST/pkg-$build/dlx_stepper_bg.wasm")" "$WIDGET_BUDGET"
done
exit $status
