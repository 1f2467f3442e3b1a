#!/usr/bin/env bash
# Builds the wasm module and serves the page on http://localhost:8000 (PORT=… to change).
# Usage: scripts/serve.sh
source "$(dirname "$0")/build.sh"
exec python3 "$ROOT/scripts/serve.py" --port "${PORT:-8000}"
