package libm

import "math"

// Atanhf returns atanhf(x) as glibc 2.36's e_atanhf.c computes it (in float32 arithmetic, on
// log1pf), which Numba calls for math.atanh and np.arctanh of a float32: x itself below 2^-28,
// log1pf(2|x| + 2|x|^2/(1 - |x|))/2 below 0.5 and log1pf(2|x|/(1 - |x|))/2 below 1, with the
// sign of x; ±Inf at ±1 and NaN beyond.
func Atanhf(x float32) float32 {
	xa := math.Float32frombits(math.Float32bits(x) & 0x7fffffff)
	var t float32
	switch {
	case xa < 0.5:
		if xa < 0x1p-28 {
			return x
		}
		t = xa + xa
		t = 0.5 * Log1pf(t+float32(t*xa)/(1-xa))
	case xa < 1:
		t = 0.5 * Log1pf((xa+xa)/(1-xa))
	case xa == 1:
		return float32(math.Copysign(math.Inf(1), float64(x)))
	default: // |x| > 1 or NaN
		return float32(math.NaN())
	}
	if x < 0 {
		return -t
	}
	return t
}
