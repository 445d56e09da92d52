package kernels

import (
	"errors"
	"math"
	"testing"
)

func TestParseIntFloat(t *testing.T) {
	// Expected values are CPython's int(s) and float(s).
	ints := map[string]int64{"42": 42, " -7\n": -7, "+1_000": 1000, "0": 0, "-0": 0, "9223372036854775807": math.MaxInt64}
	for s, want := range ints {
		if got := ParseInt(s); got != want {
			t.Errorf("ParseInt(%q) = %d, want %d", s, got, want)
		}
	}
	floats := map[string]float64{"2.5": 2.5, " -0.75 ": -0.75, "1e3": 1000, "1_0.2_5": 10.25, ".5": 0.5, "5.": 5,
		"-INF": math.Inf(-1), "Infinity": math.Inf(1), "1E-2": 0.01, "+3": 3, "1e400": math.Inf(1)}
	for s, want := range floats {
		if got := ParseFloat(s); got != want {
			t.Errorf("ParseFloat(%q) = %v, want %v", s, got, want)
		}
	}
	if !math.IsNaN(ParseFloat(" nan")) {
		t.Error("ParseFloat(nan) is not NaN")
	}
	raises := func(f func(), want string) {
		t.Helper()
		defer func() {
			r := recover()
			err, _ := r.(error)
			var ve *ValueError
			if !errors.As(err, &ve) || ve.Msg != want {
				t.Errorf("got %v, want ValueError %q", r, want)
			}
		}()
		f()
	}
	for _, s := range []string{"", "1.5", "1__0", "_1", "1_", "--1", "0x10", "1 2"} {
		raises(func() { ParseInt(s) }, "invalid literal for int() with base 10: "+Repr(s))
	}
	for _, s := range []string{"", ".", "e5", "1e", "0x1p3", "1..2", "1_e5", "+-1", "abc", "1e5.0"} {
		raises(func() { ParseFloat(s) }, "could not convert string to float: "+Repr(s))
	}
}
