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
need_wasm_target() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    timed rustup target add wasm32-unknown-unknown
  fi
}
wasm_bindgen_wanted() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock"
}
has_wasm_bindgen() {
  [[ "$(wasm-bindgen --version 2>/dev/null | awk '{print $2}')" == "$(wasm_bindgen_wanted)" ]]
}
# Not --locked: the registry lacks one of the CLI's locked dependencies. No default features:
# they add TLS (rustls and ring, compiled from C) that only downloads over https would use; the
# test runner talks to node and a local ChromeDriver. A debug build without debug info: it
# compiles in 41 s where the release build takes 98 s (alone on a 2-core machine; beside the
# native tests, 298 s, most of a first run's wait), and writes byte for byte the same glue and
# module (compared on this project's module) in 0.15 s instead of 0.03.
install_wasm_bindgen() {
  CARGO_PROFILE_DEV_DEBUG=0 cargo install --quiet --debug wasm-bindgen-cli --version "=$(wasm_bindgen_wanted)" --no-default-features
}
need_wasm_toolchain() {
  need_wasm_target
  if ! has_wasm_bindgen; then
    say "installing wasm-bindgen-cli $(wasm_bindgen_wanted) (about a minute, once)"
    timed install_wasm_bindgen
  fi
}

# The test command starts the CLI's install (and the target's) in the background when it is
# missing, so that it compiles beside the native tests, and waits for it before the wasm build: on
# a first run here it was done by then.
WASM_BINDGEN_INSTALL_PID=""
start_wasm_toolchain() {
  local target=1 cli=1
  rustup target list --installed | grep -qx wasm32-unknown-unknown || target=0
  has_wasm_bindgen || cli=0
  ((target && cli)) && return 0
  say "installing what the wasm build needs in the background (log: target/wasm-bindgen-install.log):$( ((target)) || printf ' the wasm32-unknown-unknown target')$( ((cli)) || printf ' wasm-bindgen-cli %s' "$(wasm_bindgen_wanted)")"
  mkdir -p "$ROOT/target"
  in_background "$ROOT/target/wasm-bindgen-install.log" install_wasm_tools "$target" "$cli"
  WASM_BINDGEN_INSTALL_PID=$!
  WASM_BINDGEN_INSTALL_STARTED=$SECONDS
}
# The wasm target unless $1 is 1 (installed), then wasm-bindgen-cli unless $2 is.
install_wasm_tools() {
  if (($1 == 0)); then rustup target add wasm32-unknown-unknown || return 1; fi
  if (($2 == 0)); then install_wasm_bindgen || return 1; fi
}
# Runs the rest of the arguments in the background, their output in the log $1, and notes there
# too (in $1.done) the second they finished, which wait_for_install reports: the second it is
# waited for may come long after.
in_background() {
  local log=$1
  shift
  rm -f "$log.done"
  { "$@" && echo "$SECONDS" >"$log.done"; } >"$log" 2>&1 &
}
finish_wasm_toolchain() {
  [[ -z "$WASM_BINDGEN_INSTALL_PID" ]] && return 0
  wait_for_install "the wasm build's tools" "$WASM_BINDGEN_INSTALL_PID" "$ROOT/target/wasm-bindgen-install.log" "$WASM_BINDGEN_INSTALL_STARTED"
  WASM_BINDGEN_INSTALL_PID=""
}
# Waits for the install of $1 started in the background as process $2 at second $4, and shows its
# log ($3) if it failed.
wait_for_install() {
  local what=$1 pid=$2 log=$3 started=$4
  say "waiting for $what"
  if ! wait "$pid"; then
    cat "$log" >&2
    say "installing $what failed (above)"
    return 1
  fi
  local finished=$SECONDS
  [[ -s "$log.done" ]] && finished="$(cat "$log.done")"
  say "  ($what installed $((finished - started)) s after the install started, waited for at $((SECONDS - started)) s)"
}
stop_wasm_toolchain() {
  [[ -z "$WASM_BINDGEN_INSTALL_PID" ]] && return 0
  pkill -TERM -P "$WASM_BINDGEN_INSTALL_PID" 2>/dev/null || true
}

# binaryen's wasm-opt comes from npm's `binaryen` package (pinned in package-lock.json): it runs
# at once, where building binaryen from crates.io takes minutes. Debian's wasm-opt 108 breaks
# wasm-bindgen's output, so it is never used.
wasm_opt_path() {
  echo "$ROOT/node_modules/.bin/wasm-opt"
}

# Debian's packages the tests need: Chromium's headless shell (the engine without the browser's
# own interface, which the tests drive), Chromium and ChromeDriver (the wasm-bindgen tests' driver
# needs both; the benches and screenshots use the full browser, as readers meet it; test tools
# cannot download browsers of their own here) and GNU parallel (the test that fans a split search
# out as the README shows). The test command installs whichever are missing in the background, in one apt run,
# beside its first compiles (a minute of a first run), and waits for them before the first test
# that needs one (finish_system_packages).
missing_system_packages() {
  local missing=()
  [[ -x /usr/bin/chromium ]] || missing+=(chromium)
  [[ -x /usr/bin/chromium-headless-shell ]] || missing+=(chromium-headless-shell)
  [[ -x /usr/bin/chromedriver ]] || missing+=(chromium-driver)
  command -v parallel >/dev/null 2>&1 || missing+=(parallel)
  # Chromium recommends these fonts (the metrics of Arial, Times and Courier); apt_install leaves
  # out what is recommended, so they are asked for by name, and pages lay out as they did.
  [[ -d /usr/share/fonts/truetype/liberation ]] || missing+=(fonts-liberation)
  echo "${missing[*]}"
}
SYSTEM_INSTALL_PID=""
start_system_packages() {
  local missing
  missing="$(missing_system_packages)"
  [[ -z "$missing" ]] && return 0
  say "installing $missing from Debian in the background (log: target/apt-install.log)"
  mkdir -p "$ROOT/target"
  # shellcheck disable=SC2086 # the names are words
  in_background "$ROOT/target/apt-install.log" apt_install $missing
  SYSTEM_INSTALL_PID=$!
  SYSTEM_INSTALL_STARTED=$SECONDS
}
finish_system_packages() {
  [[ -z "$SYSTEM_INSTALL_PID" ]] && return 0
  wait_for_install "Debian's packages" "$SYSTEM_INSTALL_PID" "$ROOT/target/apt-install.log" "$SYSTEM_INSTALL_STARTED"
  SYSTEM_INSTALL_PID=""
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
  # Without the packages Debian recommends beside them: for Chromium those are a desktop's
  # services (udev, upower, a printer dialog, a notification daemon and, through them, systemd,
  # avahi and samba's libraries: 110 packages where 22 do). The fonts it recommends too are on
  # missing_system_packages' list.
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "$@"
}
