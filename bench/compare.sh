#!/usr/bin/env bash
# Runs the Go benchmarks of the examples and the same kernels under Numba, interleaved
# (Go, Numba, Go, Numba) so that machine drift affects both alike, and prints the ratios.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
for round in 1 2; do
  go test -run '^$' -bench . -benchtime 1s ./examples/... | awk '/^Benchmark/ {sub(/^Benchmark/, "", $1); sub(/-[0-9]+$/, "", $1); print $1, $3}' >> "$out/go.txt"
  /usr/bin/python3 bench/numba_bench.py | awk '{print $1, $2}' >> "$out/numba.txt"
done
printf '%-26s %14s %14s %10s\n' kernel "pygo ns/op" "Numba ns/op" "pygo/Numba"
awk 'NR==FNR { if (!($1 in g) || $2 < g[$1]) g[$1] = $2; next }
     { if (!($1 in n) || $2 < n[$1]) n[$1] = $2 }
     END { for (k in g) if (k in n) printf "%-26s %14.0f %14.0f %10.2f\n", k, g[k], n[k], g[k] / n[k] }' \
  "$out/go.txt" "$out/numba.txt" | sort
rm -rf "$out"
