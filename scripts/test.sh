#!/usr/bin/env bash
# Runs every test: formatting and lints, native Rust (unit, integration, property, doc tests), the wasm build,
# wasm-bindgen tests in node and in headless Chromium, then the JavaScript API and browser
# end-to-end tests (node's test runner + playwright-core driving Debian's Chromium headless shell).
# Installs whatever is missing first. Usage: scripts/test.sh
source "$(dirname "$0")/setup.sh"
# Cargo's incremental state (on in the dev and test profiles) only costs a compile from nothing:
# a first run's native tests compile 9–13 s sooner without it (85 → 76 s, 177 → 154
# processor-seconds, alternating). But a build made one way is compiled again the other way, so
# the test command follows the target folder: incremental once `cargo test` by hand has left its
# state there, not before (a build without it leaves target/debug/incremental empty).
if [[ -z "${CARGO_INCREMENTAL+set}" && -z "$(ls -A "$ROOT/target/debug/incremental" 2>/dev/null)" ]]; then
  export CARGO_INCREMENTAL=0
fi
# What a fresh machine lacks installs beside the first compiles: the wasm target and
# wasm-bindgen-cli, and Debian's packages, come in the background; each is waited for where it is
# first needed. (npm ci does not: in the background it made the compile as much longer as it
# saved, 11 s; it is processor work more than downloads.)
start_wasm_toolchain
start_system_packages
need_npm_packages
cd "$ROOT"

# Each section says how long it took, and the end the whole run's time: where a first run's
# minutes go (#16's goal is 8 on a new machine).
section_name=""
section_started=$SECONDS
section() {
  [[ -n "$section_name" ]] && say "  (took $((SECONDS - section_started)) s)"
  section_name=$1
  section_started=$SECONDS
  [[ -n "$1" ]] && say "$1"
  return 0
}
# A run that fails early stops what runs in the background too (the CLI's install, the fuzzer,
# the cargo checks).
fuzz_pid=""
checks_pid=""
stop_background() {
  stop_wasm_toolchain
  local pid
  for pid in $fuzz_pid $checks_pid; do
    pkill -TERM -P "$pid" 2>/dev/null || true
    kill "$pid" 2>/dev/null || true
  done
}
trap 'section ""; say "the whole run took $SECONDS s"; stop_background' EXIT

section "formatting (cargo fmt --check)"
cargo fmt --check

# The JavaScript (pages, widget, tests, scripts, benches) held to Biome's formatter and its
# recommended lints (biome.json says which files, and the two rules left out).
section "JavaScript formatting and lints (biome ci)"
"$ROOT/node_modules/.bin/biome" ci --colors=off
# The pages' navigation, written once (scripts/pages.mjs) and copied into each page.
node "$ROOT/scripts/pages.mjs" --check

# The native tests are compiled here, on both cores, and run later, in the background beside the
# browser tests (which wait on pages more than they compute): a first run's processors are busy
# from start to end instead of idle for half the browser tests.
section "compiling the native tests (cargo test --no-run)"
# Cargo's report of what it built (diagnostics still shown as text): the test binaries are run
# directly below, and the CLI's binary is in it too. (A clone with every tool installed has no
# target folder yet: nothing was installed and logged there.)
mkdir -p "$ROOT/target"
cargo test --quiet --all-targets --no-run --message-format=json-render-diagnostics >"$ROOT/target/test-build.json"
# The command line as these tests built it (the test profile: optimised, with debug assertions),
# for the JavaScript tests to compare the pages with, and copied: the crate's package check, in
# the background beside them, builds the packaged crate into target/debug too (unoptimised).
mkdir -p "$ROOT/target/js-tests"
cp "$ROOT/target/debug/dlx-stepper" "$ROOT/target/js-tests/dlx-stepper"

# Each test binary of that build, a line each: its kind of target (lib, bin, test, bench), name
# and path.
mapfile -t test_binaries < <(node -e '
  for (const line of require("fs").readFileSync(process.argv[1], "utf8").split("\n")) {
    if (!line.startsWith("{")) continue;
    const m = JSON.parse(line);
    if (m.reason === "compiler-artifact" && m.profile.test && m.executable)
      console.log([m.target.kind[0], m.target.name, m.executable].join("\t"));
  }' "$ROOT/target/test-build.json")
fuzz_test="$(printf '%s\n' "${test_binaries[@]}" | awk -F'\t' '$1 == "test" && $2 == "fuzz" { print $3 }')"
if [[ ! -x "$fuzz_test" ]]; then
  echo "could not find the fuzzer's test binary in cargo's report" >&2
  exit 1
fi
# Every other test binary, run as `cargo test` would run it (from the crate's folder), but
# without cargo, whose lock on target/debug the package check and the doc tests need. Left out
# here: the parsers' linear-time checks (ratios of times: beside the browser tests their ratios
# swung past the bound; they run last, alone), the fuzzers (their minute is theirs) and the one
# test that needs GNU parallel (Debian's install may still be running; the background lane runs
# it). The benches (no test harness) run their quick checks.
run_native_tests() {
  local kind name path started=$SECONDS
  for line in "${test_binaries[@]}"; do
    IFS=$'\t' read -r kind name path <<<"$line"
    [[ "$name" == fuzz ]] && continue
    if [[ "$kind" == bench ]]; then
      (cd "$ROOT" && "$path")
    else
      (cd "$ROOT" && "$path" --quiet --skip in_linear_time --skip gnu_parallel_fans_out_a_split_as_the_readme_shows)
    fi
  done
  echo "native tests (unit, integration, property; the benches' checks): $((SECONDS - started)) s"
}
# The fuzzers of tests/fuzz.rs (the parsers and search, split/merge files, the Sudoku stream)
# run one after another on one core, ten seconds each, beside the wasm build, which compiles and
# links the crate (LTO, one codegen unit) and optimises each module beside the next compile: a
# minute off every run. The native tests follow them in the same lane at idle priority: the wasm
# build's last half minute leaves a core to them, which the browser tests would not.
# Each run starts from a seed of its own (the clock's, printed with each fuzzer's count;
# FUZZ_SEED=… repeats a run), so that runs add up to new inputs instead of one seed's first
# minute again: at 20 s each from one seed the fuzzers took the wasm build's core for a minute of
# every first run (#48's eight minutes), for the same 1.7 million inputs each time.
fuzz_seconds="${FUZZ_SECONDS:-10}"
export FUZZ_SEED="${FUZZ_SEED:-$(date +%s)}"
fuzz_status="$ROOT/target/fuzz.status"
rm -f "$fuzz_status"
section "the fuzzers (tests/fuzz.rs), $fuzz_seconds s each, then the native tests, in the background"
(
  status=0
  FUZZ_SECONDS="$fuzz_seconds" "$fuzz_test" --quiet --nocapture --test-threads 1 >"$ROOT/target/fuzz.log" 2>&1 || status=$?
  echo "$status" >"$fuzz_status"
  ((status == 0)) || exit 1
  renice -n 19 -p "$BASHPID" >/dev/null
  chrt --idle -p 0 "$BASHPID" 2>/dev/null || true
  ionice -c 3 -p "$BASHPID" 2>/dev/null || true
  set -e
  run_native_tests >"$ROOT/target/native-tests.log" 2>&1
) &
fuzz_pid=$!

section "building the wasm modules (scripts/build.sh)"
finish_wasm_toolchain
WASM_WARNINGS=deny "$ROOT/scripts/build.sh"

section "a second build of a built tree rebuilds nothing (what scripts/serve.sh does at each start)"
second_build="$("$ROOT/scripts/build.sh" 2>&1)"
if grep -v 'up to date' <<<"$second_build" >&2; then
  echo "the second build did more than find everything up to date (above)" >&2
  exit 1
fi

section "size budgets (scripts/size-budget.sh)"
"$ROOT/scripts/size-budget.sh"

section "the wasm build compiles none of the command line's dependencies"
if cargo tree --quiet --target wasm32-unknown-unknown -e normal | grep -E '\b(clap|serde_json|indicatif) v'; then
  echo "the wasm module depends on a native-only crate (above)" >&2
  exit 1
fi

# The lints and the crate's package need cargo and a core, not the browser tests' results; the
# browser tests leave a quarter of the two cores idle (they wait on pages). So these run beside
# them, one after the other at the lowest priority (processor and disk), on what is idle,
# instead of taking both cores for 40 s of a first run. Nothing else uses cargo meanwhile. Each
# says how long it took.
cargo_checks() {
  local started
  started=$SECONDS
  if cargo clippy --version >/dev/null 2>&1; then
    cargo clippy --quiet --all-targets -- -D warnings
  else
    echo "cargo clippy is not installed: lints skipped"
  fi
  echo "lints (cargo clippy): $((SECONDS - started)) s"

  started=$SECONDS
  # What a Rust user downloads: the library, the command line, the README and the license;
  # none of the pages, tests or benches (nor data/, which the tests and benches read).
  local packaged
  packaged="$(cargo package --list --allow-dirty --quiet 2>/dev/null)"
  if grep -vE '^(src/.*\.rs|Cargo\.toml|Cargo\.toml\.orig|Cargo\.lock|README\.md|LICENSE|\.cargo_vcs_info\.json)$' <<<"$packaged"; then
    echo "the crate's package holds files a Rust user does not need (above)"
    return 1
  fi
  # A library user who leaves out the command line compiles none of its crates.
  if cargo tree --quiet --no-default-features --features text,sudoku -e normal | grep -E '\b(clap|serde_json|serde|indicatif) v'; then
    echo "the library without the cli feature depends on the command line's crates (above)"
    return 1
  fi
  # Without debug info, cargo's dev profile builds the dependencies as the test profile did: the
  # packaged crate's build reuses them (5 s instead of 15 alone).
  CARGO_PROFILE_DEV_DEBUG=0 cargo publish --dry-run --allow-dirty --quiet
  RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --quiet
  echo "the crate as crates.io would take it (cargo package, cargo publish --dry-run, cargo doc): $((SECONDS - started)) s"
}

# Chromium's headless shell for the wasm-bindgen and browser tests (ChromeDriver, which the
# wasm-bindgen tests' runner drives it through, comes with the full browser), GNU parallel for a
# native test.
section "Debian's packages"
finish_system_packages

# In the background, beside the browser tests that do not time the page's tasks (which leave
# the cores half idle: they wait on pages), one after the other at the lowest priority
# (processor and disk): the doc tests and GNU parallel's test, the wasm-bindgen tests, in the
# release profile, whose wasm dependencies the build above compiled (half the time of a first
# run's debug build; the core's debug assertions run in the native tests), then the lints and
# the crate's package. Nothing else uses cargo meanwhile (the native tests' lane runs their
# binaries itself). The timed browser tests run beside their tail; the parsers' timing, last,
# waits for them. Each says how long it took.
section "in the background: the doc tests, the wasm-bindgen tests (node, headless Chromium), then the lints and the crate's package"
(
  renice -n 19 -p "$BASHPID" >/dev/null
  # Idle scheduling where the system allows it: the timed tests below run beside its tail.
  chrt --idle -p 0 "$BASHPID" 2>/dev/null || true
  ionice -c 3 -p "$BASHPID" 2>/dev/null || true
  set -e
  started=$SECONDS
  # What the native tests' lane above leaves to cargo: the doc tests, and the test that needs
  # GNU parallel, installed by now.
  cargo test --quiet --test integration gnu_parallel_fans_out_a_split_as_the_readme_shows
  cargo test --quiet --doc
  echo "doc tests, GNU parallel's test: $((SECONDS - started)) s"
  started=$SECONDS
  # One test binary, compiled once and run in node and then in Chromium (ChromeDriver starts
  # the headless shell the browser tests use, as tests/wasm_api/webdriver.json asks).
  cargo test --release --target wasm32-unknown-unknown --test web
  WASM_BINDGEN_USE_BROWSER=1 CHROMEDRIVER=/usr/bin/chromedriver WASM_BINDGEN_TEST_WEBDRIVER_JSON="$ROOT/tests/wasm_api/webdriver.json" \
    cargo test --release --target wasm32-unknown-unknown --test web
  echo "wasm-bindgen tests (node, headless Chromium): $((SECONDS - started)) s"
  cargo_checks
) >"$ROOT/target/cargo-checks.log" 2>&1 &
checks_pid=$!

# The browser tests wait for the fuzzers (they would slow the pages' timed steps), not for the
# native tests after them in their lane (idle priority).
section "waiting for the fuzzers"
while [[ ! -s "$fuzz_status" ]] && kill -0 "$fuzz_pid" 2>/dev/null; do
  sleep 0.5
done
if [[ "$(cat "$fuzz_status" 2>/dev/null)" != 0 ]]; then
  cat "$ROOT/target/fuzz.log" >&2
  say "a fuzzer failed (above)"
  exit 1
fi
grep -o '[a-z ]*fuzz: .*' "$ROOT/target/fuzz.log"

section "JavaScript API and browser tests (node --test)"
# The command line as the Rust tests built it (copied above): a release build (LTO) just for
# these would add half a minute to a first run.
export DLX_STEPPER_BIN="$ROOT/target/js-tests/dlx-stepper"
# Most browser tests wait (for frames, workers, timeouts) more than they compute: two files at a
# time (three gain nothing more) cut this section from 241 s to 208 s here. The files that time
# the page's tasks (the Long Tasks API), and the wasm count's speed against the CLI's, run after
# them, one at a time, with no other test beside them (the background's tail runs at idle priority).
timed=(tests/js/browser/boards-far-steps.test.mjs tests/js/browser/hostile-pages.test.mjs tests/js/node/count-speed.test.mjs)
# These run last, alone. The Sudoku page's tasks are held to 50 ms, not 200: with a core busy
# beside them (even at idle priority) the first step of an empty 25×25 took 56 to 69 ms. The bit
# engine's count against the links' (wide-speed) slows beside a busy core where the links hardly
# do: the ratio of their fastest rounds was 0.66 there (0.77 s against 1.16), 0.40–0.47 alone.
strict=(tests/js/browser/sudoku-long-tasks.test.mjs tests/js/node/wide-speed.test.mjs)
mapfile -t untimed < <(find tests/js -name '*.test.mjs' | sort | grep -vxF "$(printf '%s\n' "${timed[@]}" "${strict[@]}")")
node --test --test-concurrency=2 "${untimed[@]}"

# The background work's tail (the wasm-bindgen tests' build, the lints, the package: mostly one
# process at a time) finishes beside these, at idle priority, where waiting for it first left a
# core idle for a minute: what these ask (no task over 200 ms, ratios of runs that alternate)
# holds with a core busy at that priority.
section "the browser tests that time the page's tasks, one at a time"
node --test "${timed[@]}"

section "waiting for the native and wasm-bindgen tests, the lints and the crate's package"
if ! wait "$fuzz_pid"; then
  cat "$ROOT/target/native-tests.log" >&2
  say "a native test failed (above)"
  exit 1
fi
fuzz_pid=""
cat "$ROOT/target/native-tests.log"
if ! wait "$checks_pid"; then
  cat "$ROOT/target/cargo-checks.log" >&2
  say "a check in the background failed (above)"
  exit 1
fi
checks_pid=""
cat "$ROOT/target/cargo-checks.log"

section "the Sudoku page's tests that time its tasks against 50 ms, and the bit engine's count against the links', with the cores to themselves"
node --test --test-concurrency=1 "${strict[@]}"

section "the parsers take time linear in their input (tests/parse_time.rs), with the cores to themselves"
cargo test --quiet --test parse_time in_linear_time
