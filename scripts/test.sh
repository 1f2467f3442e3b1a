#!/usr/bin/env bash
# Runs every test: native Rust (unit, integration, doc and property tests). Installs what is
# missing first. Usage: scripts/test.sh
source "$(dirname "$0")/setup.sh"
cd "$ROOT"

say "native tests (cargo test)"
cargo test --all-targets --quiet
cargo test --doc --quiet
