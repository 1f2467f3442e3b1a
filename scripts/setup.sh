# Installs what the build and the tests need, only where it is missing. Sourced by serve.sh and
# test.sh; each function is quick when its tool is already there.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# Runs an install step and says how long it took: a first run's time is mostly these.
timed() {
  local started=$SECONDS
  "$@"
  say "  (took $((SECONDS - started)) s)"
}

# The wasm target and a wasm-bindgen CLI of exactly the version Cargo.lock pins: the CLI and
# the library must agree, or the generated glue does not load.
need_wasm_toolchain() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    timed rustup target add wasm32-unknown-unknown
  fi
  local want
  want="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock")"
  if [[ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$want" ]]; then
    say "installing wasm-bindgen-cli $want (about 4 minutes, once)"
    # Not --locked: the registry lacks one of the CLI's locked dependencies.
    timed cargo install wasm-bindgen-cli --version "=$want"
  fi
}

# binaryen's wasm-opt comes from npm's `binaryen` package (pinned in package-lock.json): it runs
# at once, where building binaryen from crates.io takes minutes. Debian's wasm-opt 108 breaks
# wasm-bindgen's output, so it is never used.
wasm_opt_path() {
  echo "$ROOT/node_modules/.bin/wasm-opt"
}

# Debian's Chromium and ChromeDriver: test tools cannot download browsers of their own here.
need_browser() {
  if [[ ! -x /usr/bin/chromium || ! -x /usr/bin/chromedriver ]]; then
    say "installing chromium and chromium-driver from Debian"
    timed apt_install chromium chromium-driver
  fi
}

# GNU parallel, for the test that fans a split search out the way the README shows.
need_gnu_parallel() {
  if ! command -v parallel >/dev/null 2>&1; then
    say "installing GNU parallel from Debian"
    timed apt_install parallel
  fi
}

# The npm packages of the build (wasm-opt) and the browser tests, exactly as package-lock.json
# records them.
need_npm_packages() {
  if [[ ! -d "$ROOT/node_modules" || "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]]; then
    say "installing npm packages (npm ci)"
    (cd "$ROOT" && timed npm ci --no-audit --no-fund)
  fi
}

APT_UPDATED=0
apt_install() {
  local sudo=""
  [[ $(id -u) -ne 0 ]] && sudo="sudo"
  if [[ $APT_UPDATED -eq 0 ]]; then
    $sudo apt-get update -qq
    APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@"
}
