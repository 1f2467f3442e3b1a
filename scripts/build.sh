#!/usr/bin/env bash
# Builds the WebAssembly modules into www/pkg-* (ES module + .wasm + TypeScript declarations each)
# and the widget's folder for authors, dist/dancing-links, with its zip www/dancing-links.zip.
# Usage: scripts/build.sh        (sourced by serve.sh and test.sh; runs alone too)
#
# Each output is rebuilt only when what it is made from has changed: a module is stamped
# (`.built-from` in its folder) with a hash of the crate's sources, its cargo flags, this script
# and the tools' versions, and dist/ with a hash of the pages' modules, the npm files and the
# modules' stamps. Cargo's own freshness cannot do this alone: the seven builds share one output
# file, so each overwrites the one before and cargo rightly compiles every build again.
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
need_wasm_toolchain
need_npm_packages
cd "$ROOT"

# One hash of the files under the paths given (sorted, with their names): a change, a new file
# or a removed one changes it.
hash_of() {
  find "$@" -type f -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -c1-64
}
WASM_OPT="$(wasm_opt_path)"
# What every module is made from, the flags apart.
MODULE_INPUTS="$(
  hash_of src Cargo.toml Cargo.lock .cargo scripts/build.sh
  rustc -Vv
  wasm-bindgen --version
  "$WASM_OPT" --version 2>/dev/null || true
)"
# True when folder $1 holds a complete output stamped $2.
built_from() {
  [[ -f "$1/.built-from" && "$(cat "$1/.built-from")" == "$2" ]]
}
REBUILT=0
# Builds the module with cargo flags "$1" into directory "$2" (its JS glue, the .wasm and their
# types; "$3" says what it is), optimised by wasm-opt when a good one is at hand ("$4" = converge:
# its passes are repeated until the module shrinks no more, see below). wasm-opt runs
# in the background (wait_for_modules waits for it), beside the next module's compile: each uses
# one core.
OPTIMISING=()
build_module() {
  local flags=$1 out=$2 what=$3 passes=${4:-once}
  local stamp
  stamp="$(printf '%s\n' "$MODULE_INPUTS" "$flags" "$passes" | sha256sum | cut -c1-64)"
  if built_from "$out" "$stamp" && [[ -f "$out/dlx_stepper_bg.wasm" && -f "$out/dlx_stepper.js" ]]; then
    say "$out ($what) is up to date"
    return 0
  fi
  say "building $what into $out"
  REBUILT=1
  rm -f "$out/.built-from"
  # Each build compiles its own parts of src/wasm/, so each can warn of its own (an import only
  # another feature uses): the test command fails on any (WASM_WARNINGS=deny).
  local log
  # The cdylib, the .wasm, asked for here: the crate's own crate-type is the rlib that Rust
  # users and the native tests link, which would cost a third more of each build's time.
  # shellcheck disable=SC2086 # the flags are words
  if ! log="$(cargo rustc --quiet --lib --crate-type cdylib --release --target wasm32-unknown-unknown $flags 2>&1)"; then
    printf '%s\n' "$log" >&2
    return 1
  fi
  if [[ -n "$log" ]]; then
    printf '%s\n' "$log" >&2
    if [[ "${WASM_WARNINGS:-}" == deny ]]; then
      echo "the wasm build with cargo flags \"$flags\" has warnings (above)" >&2
      return 1
    fi
    # Not stamped: the next build compiles it again, so the test command still sees the warnings.
    stamp=""
  fi
  wasm-bindgen --target web --out-dir "$out" --typescript target/wasm32-unknown-unknown/release/dlx_stepper.wasm
  # wasm-opt 116 or newer only (npm's binaryen is 132): Debian's 108 retypes wasm-bindgen's
  # externref table and the module then fails at start-up. Without it the module is larger (and
  # still works).
  local opt_version
  opt_version="$("$WASM_OPT" --version 2>/dev/null | grep -o '[0-9]\+' | head -1 || true)"
  if [[ -n "$opt_version" && "$opt_version" -ge 116 ]]; then
    # -O3: speed first (the solver is the product). --converge runs the passes until the module
    # shrinks no more: 0.5% smaller than one run, for two to three times the time (28 s against
    # 10 for the variants build, in npm's binaryen, which runs in node on one core), so only the
    # module whose budget needs those bytes gets it. The producers and target-features sections
    # are read by no browser (250 bytes). No --enable-* flags: they would switch off the feature
    # detection that keeps the module's reference types.
    local repeat=()
    [[ "$passes" == converge ]] && repeat=(--converge)
    { "$WASM_OPT" -O3 "${repeat[@]}" --strip-producers --strip-target-features "$out/dlx_stepper_bg.wasm" -o "$out/dlx_stepper_bg.wasm" && say_module_size "$out" && stamp_module "$out" "$stamp"; } &
    OPTIMISING+=($!)
  else
    say "no wasm-opt 116+ (found: ${opt_version:-none}): the module is not optimised further"
    say_module_size "$out"
    stamp_module "$out" "$stamp"
  fi
}
stamp_module() {
  [[ -n "$2" ]] && echo "$2" >"$1/.built-from"
  return 0
}
say_module_size() {
  say "$1/dlx_stepper_bg.wasm: $(stat -c %s "$1/dlx_stepper_bg.wasm") bytes ($(gzip -9c "$1/dlx_stepper_bg.wasm" | wc -c) gzipped)"
}
# Waits for every wasm-opt started; fails if one did.
wait_for_modules() {
  local pid
  for pid in "${OPTIMISING[@]}"; do
    wait "$pid"
  done
  OPTIMISING=()
}

# One build per set of cargo features, so that each page, widget mode and worker loads the
# least: www/js/engine/build-list.js lists them (and who loads which). Nothing is built with
# every feature: no page would load it.
# (Read first, then split: a failure of node inside `mapfile < <(…)` would go unnoticed.)
build_list="$(node scripts/builds.mjs)"
# Built in the order of wasm-opt's time, longest first: each runs in the background beside the
# compiles after it, so the last compile should be followed by a short one. The builds whose
# passes converge take two to three times as long as a compile; then the larger modules (by
# their budgets) before the smaller.
mapfile -t BUILD_LINES < <(sort -s -t $'\t' -k3,3 -k5,5nr <<<"$build_list")
# A folder of a build no longer on the list goes, so that nothing can still load it.
for folder in www/pkg-*; do
  [[ -d "$folder" ]] || continue
  if ! grep -q "^${folder#www/pkg-}"$'\t' <<<"$build_list"; then
    say "removing $folder: no build of that name is on the list"
    rm -rf "$folder"
  fi
done
WIDGET_BUILDS=()
NPM_BUILDS=()
for line in "${BUILD_LINES[@]}"; do
  IFS=$'\t' read -r name features passes shipped _ loaded_by <<<"$line"
  build_module "--no-default-features --features $features" "www/pkg-$name" "the $name build (loaded by $loaded_by)" "$passes"
  if [[ "$shipped" == widget ]]; then WIDGET_BUILDS+=("pkg-$name"); else NPM_BUILDS+=("pkg-$name"); fi
done
wait_for_modules
# An older layout built every feature into www/pkg: removed, so that nothing can still use it.
rm -rf www/pkg

# The folder an author copies next to a post: the widget module and the modules it imports,
# their styles, the wasm module and its types, and embed.html for iframes. Nothing else.
DIST="$ROOT/dist/dancing-links"
NPM="$ROOT/dist/npm"
dist_stamp="$(
  hash_of www/js www/widget www/css www/embed.html npm LICENSE scripts/build.sh scripts/builds.mjs node_modules/.package-lock.json
  cat www/pkg-*/.built-from 2>/dev/null
)"
if ((REBUILT == 0)) && built_from "$ROOT/dist" "$dist_stamp" && [[ -d "$DIST" && -d "$NPM" && -f www/dancing-links.zip ]]; then
  say "dist/ and www/dancing-links.zip are up to date"
  return 0 2>/dev/null || exit 0
fi
rm -f "$ROOT/dist/.built-from"
rm -rf "$DIST"
mkdir -p "$DIST/widget" "$DIST/js" "$DIST/css"
cp www/embed.html LICENSE "$DIST/"
# Two lines for whoever finds the folder on a server: what it is and how it is used.
cat >"$DIST/README.md" <<'README'
The `<dancing-links>` widget of dlx-stepper (Knuth's Dancing Links, animated; MIT, see LICENSE).
Keep this folder next to your page and add `<script type="module" src="dancing-links/widget/dancing-links.js"></script>` and `<dancing-links example="knuth"></dancing-links>`.
README
cp www/widget/dancing-links.js www/widget/widget.css www/widget/embed.js www/widget/embed.css "$DIST/widget/"
# The widget's modules are two rooms of www/js, copied whole: the door to the engine and the views
# (scripts/size-budget.sh counts what they weigh). Nothing the widget imports lives elsewhere: a
# test loads the widget from dist/ alone.
cp -r www/js/engine www/js/views "$DIST/js/"
cp www/css/page.css www/css/sudoku.css www/css/board-view.css "$DIST/css/"
for build in "${WIDGET_BUILDS[@]}"; do
  mkdir -p "$DIST/$build"
  cp www/$build/{dlx_stepper.js,dlx_stepper_bg.wasm,dlx_stepper.d.ts,dlx_stepper_bg.wasm.d.ts} "$DIST/$build/"
done
# What a reader of a post downloads is minified, file by file (esbuild, no bundling: each module
# keeps its name, imports and exports, so the folder's layout and the widget's one tag stay as
# they are). The readable sources are www/js and www/widget; the pages serve those.
# Minifies the files after $1 in place, in one esbuild run; each lies in folder $1.
minify_in_place() {
  local folder=$1
  shift
  "$ROOT/node_modules/.bin/esbuild" "$@" --minify --log-level=warning --outbase="$folder" --outdir="$folder" --allow-overwrite
}
mapfile -t dist_code < <(find "$DIST" -name '*.js' -o -name '*.css')
minify_in_place "$DIST" "${dist_code[@]}"
say "dist/dancing-links: $(find "$DIST" -type f | wc -l) files, $(tar -C "$ROOT/dist" -cf - dancing-links | gzip -9 | wc -c) bytes gzipped"
# The same folder as one download for the served site (widget.html links to it): a zip whose
# entries are dancing-links/…, in sorted order with a fixed date and mode, so that the same files
# always make the same bytes.
python3 - "$ROOT/dist" www/dancing-links.zip <<'PY'
import os, sys, zipfile
root, out = sys.argv[1:]
with zipfile.ZipFile(out + '.tmp', 'w') as archive:
    paths = sorted(os.path.join(folder, name) for folder, _, files in os.walk(os.path.join(root, 'dancing-links')) for name in files)
    for path in paths:
        entry = zipfile.ZipInfo(os.path.relpath(path, root).replace(os.sep, '/'), date_time=(1980, 1, 1, 0, 0, 0))
        entry.external_attr = 0o644 << 16
        with open(path, 'rb') as data:
            archive.writestr(entry, data.read(), compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
os.replace(out + '.tmp', out)
PY
say "www/dancing-links.zip: $(stat -c %s www/dancing-links.zip) bytes"

# The npm package, a folder `npm pack` turns into its tarball (nothing is published from here;
# the test command installs it and uses it): the widget's folder as above and the other builds,
# the library entry (npm/engine.js, load(build)), its README and the element's manifest, made
# from the widget's doc comment by the custom-elements-manifest analyzer.
rm -rf "$NPM"
cp -r "$DIST" "$NPM"
for build in "${NPM_BUILDS[@]}"; do
  mkdir -p "$NPM/$build"
  cp www/$build/{dlx_stepper.js,dlx_stepper_bg.wasm,dlx_stepper.d.ts,dlx_stepper_bg.wasm.d.ts} "$NPM/$build/"
done
cp npm/engine.js npm/README.md npm/API.md LICENSE "$NPM/"
# The types name each build's exports, a line per build of the list.
node scripts/builds.mjs --types | sed -e '/@BUILDS/{r /dev/stdin' -e 'd}' npm/engine.d.ts >"$NPM/engine.d.ts"
if (($(grep -c "typeof import('./pkg-" "$NPM/engine.d.ts") != ${#BUILD_LINES[@]})); then
  echo "dist/npm/engine.d.ts does not name each build once (is the @BUILDS line of npm/engine.d.ts there?)" >&2
  exit 1
fi
npm_glue=()
for build in "${NPM_BUILDS[@]}"; do npm_glue+=("$NPM/$build/dlx_stepper.js"); done
minify_in_place "$NPM" "$NPM/engine.js" "${npm_glue[@]}"
version="$(grep -m1 '^version = ' Cargo.toml | cut -d'"' -f2)"
sed "s/\"version\": \"0.0.0\"/\"version\": \"$version\"/" npm/package.json >"$NPM/package.json"
sed -i "s/@VERSION/@$version/" "$NPM/README.md"
(cd www && "$ROOT/node_modules/.bin/cem" analyze --globs widget/dancing-links.js --outdir ../dist/npm >/dev/null)
say "dist/npm: the npm package dlx-stepper@$version, $(find "$NPM" -type f | wc -l) files"
echo "$dist_stamp" >"$ROOT/dist/.built-from"
