package kernels

import (
	"math"
	"testing"
)

// TestArrayPyStr checks NumPy 1.24's str() of arrays (recorded from NumPy): positional and
// scientific floats, padding, non-finite values, ints, bools, float32, line wrapping, nesting
// and summarization.
func TestArrayPyStr(t *testing.T) {
	f := func(xs ...float64) Vector[float64] { return FromSlice(xs) }
	ints := make([]int64, 30)
	for i := range ints {
		ints[i] = int64(i)
	}
	big := make([]float64, 2000)
	for i := range big {
		big[i] = float64(i) / 4
	}
	cases := []struct {
		got, want string
	}{
		{f(1.5, -2.0, 3.25).PyStr(), "[ 1.5  -2.    3.25]"},
		{f(1.5, -2.0, 3.25, 1e-5).PyStr(), "[ 1.50e+00 -2.00e+00  3.25e+00  1.00e-05]"},
		{f(0.1+0.2, 1.0/3).PyStr(), "[0.3        0.33333333]"},
		{f(1e9, 2e9).PyStr(), "[1.e+09 2.e+09]"},
		{f(1e100, 1).PyStr(), "[1.e+100 1.e+000]"},
		{f(math.NaN(), 1.5, math.Inf(-1)).PyStr(), "[ nan  1.5 -inf]"},
		{f(math.NaN(), math.Inf(1)).PyStr(), "[nan inf]"},
		{f(0, math.Copysign(0, -1)).PyStr(), "[ 0. -0.]"},
		{FromSlice(ints).PyStr(), "[ 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23\n 24 25 26 27 28 29]"},
		{FromSlice([]bool{true, false}).PyStr(), "[ True False]"},
		{FromSlice([]float32{0.1, 2.5}).PyStr(), "[0.1 2.5]"},
		{Reshape(f(1.5, -2.0, 3.25, 1e-5), [2]int{2, 2}).PyStr(), "[[ 1.50e+00 -2.00e+00]\n [ 3.25e+00  1.00e-05]]"},
		{Reshape(FromSlice(ints[:24]), [3]int{2, 3, 4}).PyStr(), "[[[ 0  1  2  3]\n  [ 4  5  6  7]\n  [ 8  9 10 11]]\n\n [[12 13 14 15]\n  [16 17 18 19]\n  [20 21 22 23]]]"},
		{FromSlice(big).PyStr(), "[0.0000e+00 2.5000e-01 5.0000e-01 ... 4.9925e+02 4.9950e+02 4.9975e+02]"},
		{FromSlice([]float64{}).PyStr(), "[]"},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d: got\n%s\nwant\n%s", i, c.got, c.want)
		}
	}
}
