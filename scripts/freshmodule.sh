#!/usr/bin/env bash
# freshmodule.sh follows the README's "Using pygo in your module" steps in a new module outside the
# checkout: it requires pygo through a replace to this checkout, adds cmd/pygo as a Go tool, writes a
# .py with a //go:generate go tool pygo line and a test of the generated functions, then runs
# go generate, go vet and go test. It deletes its folder and leaves the checkout as it found it.
#
# It uses the machine's GOFLAGS, GOCACHE and GOMODCACHE, so a warm cache makes it take seconds;
# the module proxy is needed only for modules missing from GOMODCACHE.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
go=${GO:-go}
export GOWORK=off # the module stands alone, whatever go.work lies above it

before=$(git -C "$root" status --porcelain 2>/dev/null || true)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/pygo-freshmodule.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
cd "$tmp"

fail() {
	echo "freshmodule: $*" >&2
	exit 1
}

# The README's set-up, with a local checkout in place of a published version.
$go mod init example.com/fresh 2>/dev/null
$go mod edit -replace=github.com/pygo-lang/pygo="$root" -tool=github.com/pygo-lang/pygo/cmd/pygo
$go mod tidy

cat >kern.py <<'EOF'
"""A scalar loop and an array expression, as Numba runs them."""
import numpy as np
from numba import njit


@njit("int64(int64)")
def sum_squares(n):
    """The sum of i * i for i below n."""
    s = 0
    for i in range(n):
        s += i * i
    return s


@njit("float64[::1](float64[::1], float64)")
def axpy1(x, a):
    """a * x + 1, element by element."""
    return a * x + 1.0
EOF

cat >doc.go <<'EOF'
// Package fresh is translated from kern.py.
package fresh

//go:generate go tool pygo kern.py
EOF

cat >kern_test.go <<'EOF'
package fresh

import (
	"slices"
	"testing"
)

func TestSumSquares(t *testing.T) {
	if got := SumSquares(10); got != 285 {
		t.Errorf("SumSquares(10) = %d, want 285", got)
	}
}

func TestAxpy1(t *testing.T) {
	if got, want := Axpy1([]float64{0, 1, 2}, 3), []float64{1, 4, 7}; !slices.Equal(got, want) {
		t.Errorf("Axpy1 = %v, want %v", got, want)
	}
}
EOF

$go generate ./...
[ -f kern_pygo.go ] || fail "go generate wrote no kern_pygo.go"
head -n 1 kern_pygo.go | grep -Eq '^// Code generated .* DO NOT EDIT\.$' ||
	fail "kern_pygo.go does not start with a '// Code generated ... DO NOT EDIT.' line: $(head -n 1 kern_pygo.go)"

# The generated code imports pygo's kernels package: tidy adds what it needs to go.sum.
$go mod tidy
$go vet ./...
$go test -count=1 ./...

after=$(git -C "$root" status --porcelain 2>/dev/null || true)
[ "$before" = "$after" ] || fail "the checkout changed:
$after"
echo "freshmodule: ok (go generate, go vet and go test in a new module that uses pygo as a tool)"
