#!/usr/bin/env bash
# Builds Knuth's exact-cover programs, the benchmarks' C contenders, from his CWEB sources:
# dlx1 (Algorithm X), dlx2 (colours), dlx3 (multiplicities) and ssxcc (dancing cells), with
# gb_flip (the Stanford GraphBase's random numbers, which some of them use). The sources are not
# in this repository and this machine may have no internet: give the folder that holds the .w
# files (e.g. a copy of Knuth's programs page, or a clone of a repository of them).
#
#   benches/knuth-peers.sh DIR       needs ctangle (Debian: texlive-binaries) and a C compiler
#
# Builds what DIR has into target/knuth-peers/ and prints the environment for the benches:
#   DLX1=… SSXCC=… cargo bench --bench exact_cover
#   DLX2=… SSXCC=… cargo bench --bench colors
#   DLX3=… cargo bench --bench multiplicities
set -euo pipefail
if [[ $# -ne 1 || ! -d "$1" ]]; then
  echo "usage: $0 DIR   (DIR holds dlx1.w, dlx2.w, dlx3.w, ssxcc.w and gb_flip.w, or some of them)" >&2
  exit 2
fi
command -v ctangle >/dev/null || { echo "ctangle is missing (Debian: apt-get install texlive-binaries)" >&2; exit 1; }
SOURCES="$(cd "$1" && pwd)"
OUT="$(cd "$(dirname "$0")/.." && pwd)/target/knuth-peers"
mkdir -p "$OUT"
cd "$OUT"
# ctangle writes the .c here; CWEBINPUTS lets it find the sources' includes. It fails on an
# include that only typesets (gb_flip.w's boilerplate.w, the GraphBase's legal notice) but still
# writes the code: what counts is that the .c is there.
export CWEBINPUTS="$SOURCES:"
tangle() {
  rm -f "$2"
  ctangle "$1" - "$2" >"$2.log" 2>&1 || true
  if [[ ! -s "$2" ]]; then
    cat "$2.log" >&2
    echo "ctangle made no $2 from $1" >&2
    exit 1
  fi
}
if [[ -f "$SOURCES/gb_flip.w" ]]; then
  tangle "$SOURCES/gb_flip.w" gb_flip.c
fi
env=()
for program in dlx1 dlx2 dlx3 ssxcc; do
  [[ -f "$SOURCES/$program.w" ]] || continue
  tangle "$SOURCES/$program.w" "$program.c"
  # Knuth's C is of its time (implicit int, K&R style): old dialect, warnings off.
  gcc -O3 -march=native -w -std=gnu89 -o "$program" "$program.c" $([[ -f gb_flip.c ]] && echo gb_flip.c)
  env+=("$(tr '[:lower:]' '[:upper:]' <<<"$program")=$OUT/$program")
done
if [[ ${#env[@]} -eq 0 ]]; then
  echo "no dlx1.w, dlx2.w, dlx3.w or ssxcc.w in $SOURCES" >&2
  exit 1
fi
printf '%s\n' "${env[@]}"
