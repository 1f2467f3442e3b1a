#!/usr/bin/env bash
# Builds the Sudoku benchmark's C contender: Ignacio Zelaya's fast_solv_9r2, a dancing-links
# solver (the fastest C DLX among the solvers tdoku's benchmarks race), with a driver of ours
# that times it over a file of puzzles. Its source is not in this repository and this machine
# may have no internet: give the folder that holds fast_solv_9r2.c (in a clone of
# github.com/t-dillon/tdoku, other/fast_solv_9r2/).
#
#   benches/sudoku-peer.sh DIR       needs a C compiler
#
# Builds target/sudoku-peer/fast_solv_9r2 and prints the environment for the bench:
#   FAST_SOLV_9R2=… cargo bench --bench sudoku
set -euo pipefail
if [[ $# -ne 1 || ! -f "$1/fast_solv_9r2.c" ]]; then
  echo "usage: $0 DIR   (DIR holds fast_solv_9r2.c)" >&2
  exit 2
fi
HERE="$(cd "$(dirname "$0")" && pwd)"
OUT="$HERE/../target/sudoku-peer"
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
# As tdoku builds its contenders: optimised for this processor. Its C is of its time; warnings off.
gcc -O3 -march=native -w -o "$OUT/fast_solv_9r2" "$HERE/sudoku-peer/driver.c" "$1/fast_solv_9r2.c"
echo "FAST_SOLV_9R2=$OUT/fast_solv_9r2"
