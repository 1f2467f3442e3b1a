# Installs what the build and the tests need, only where it is missing. Sourced by serve.sh and
# test.sh; each function is quick when its tool is already there.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

say() { printf '\033[1m==> %s\033[0m\n' "$*" >&2; }

# The wasm target and a wasm-bindgen CLI of exactly the version Cargo.lock pins: the CLI and
# the library must agree, or the generated glue does not load.
need_wasm_toolchain() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  local want
  want="$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock")"
  if [[ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" != "$want" ]]; then
    say "installing wasm-bindgen-cli $want (about 4 minutes, once)"
    # Not --locked: the registry lacks one of the CLI's locked dependencies.
    cargo install wasm-bindgen-cli --version "=$want"
  fi
}

# binaryen's wasm-opt, 116 or newer, from crates.io (it builds binaryen from source: about 13
# minutes, once). Debian's wasm-opt 108 breaks wasm-bindgen's output, so it is not used.
need_wasm_opt() {
  local version
  version="$("$(wasm_opt_path)" --version 2>/dev/null | grep -o '[0-9]\+' | head -1 || true)"
  if [[ -z "$version" || "$version" -lt 116 ]]; then
    say "installing wasm-opt 116 from crates.io (about 13 minutes, once)"
    cargo install wasm-opt --version "=0.116.1" || say "wasm-opt did not install: the module will not be optimised"
  fi
}

# The newest wasm-opt we can find: cargo's own, else whatever is on the PATH.
wasm_opt_path() {
  if [[ -x "$HOME/.cargo/bin/wasm-opt" ]]; then echo "$HOME/.cargo/bin/wasm-opt"; else command -v wasm-opt || echo wasm-opt; fi
}

# Debian's Chromium and ChromeDriver: test tools cannot download browsers of their own here.
need_browser() {
  if [[ ! -x /usr/bin/chromium || ! -x /usr/bin/chromedriver ]]; then
    say "installing chromium and chromium-driver from Debian"
    apt_install chromium chromium-driver
  fi
}

# The npm packages of the browser tests, exactly as package-lock.json records them.
need_npm_packages() {
  if [[ ! -d "$ROOT/node_modules" || "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.package-lock.json" ]]; then
    say "installing npm packages (npm ci)"
    (cd "$ROOT" && npm ci --no-audit --no-fund)
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
