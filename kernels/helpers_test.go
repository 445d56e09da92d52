package kernels

import (
	"math"
	"testing"
)

// Special values for the oracle tables; never modified.
var (
	inf     = math.Inf(1)
	nan     = math.NaN()
	negZero = math.Copysign(0, -1)
)

// catch calls f and returns its result, or the Python exception it raised.
func catch[T any](f func() T) (v T, err error) {
	defer Catch(&err)
	return f(), nil
}

// errText returns err's text, or "" for nil.
func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// sameFloat reports whether a and b are both NaN or have identical bits (so 0.0 and -0.0 differ).
func sameFloat(a, b float64) bool {
	return (math.IsNaN(a) && math.IsNaN(b)) || math.Float64bits(a) == math.Float64bits(b)
}

// sameComplex is sameFloat for both parts.
func sameComplex(a, b complex128) bool {
	return sameFloat(real(a), real(b)) && sameFloat(imag(a), imag(b))
}

// closeFloat reports whether a and b agree within ulps units in the last place (NaN matches NaN, infinities must be
// equal, signs of zero must match).
func closeFloat(a, b float64, ulps uint64) bool {
	if sameFloat(a, b) {
		return true
	}
	if math.IsNaN(a) || math.IsNaN(b) || math.IsInf(a, 0) || math.IsInf(b, 0) || math.Signbit(a) != math.Signbit(b) {
		return false
	}
	x, y := math.Float64bits(math.Abs(a)), math.Float64bits(math.Abs(b))
	if x < y {
		x, y = y, x
	}
	return x-y <= ulps
}

func checkFloat(t *testing.T, name string, got, want float64) {
	t.Helper()
	if !sameFloat(got, want) {
		t.Errorf("%s = %s, want %s", name, FormatFloat(got), FormatFloat(want))
	}
}

func checkErr(t *testing.T, name string, err error, want string) {
	t.Helper()
	if got := errText(err); got != want {
		t.Errorf("%s raised %q, want %q", name, got, want)
	}
}
