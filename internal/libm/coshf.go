package libm

import "math"

// Coshf returns coshf(x) as glibc 2.36's e_coshf.c (fdlibm's, in float32 arithmetic) computes it,
// which Numba calls for math.cosh and np.cosh of a float32: 1 + expm1f(|x|)^2/(2 expf(|x|)) below
// 0.5 ln 2, (expf(|x|) + 1/expf(|x|))/2 below 22, expf(|x|)/2 below 88.72 and expf(|x|/2)^2/2 up
// to overflow. Its expf is glibc's __expf_fma (Expf), its expm1f Expm1f; the rest is not fused.
func Coshf(x float32) float32 {
	ix := math.Float32bits(x) & 0x7fffffff
	xa := math.Float32frombits(ix)
	switch {
	case ix < 0x3eb17218: // |x| < 0.5 ln2
		if ix < 0x24000000 { // cosh(tiny) = 1
			return 1
		}
		t := Expm1f(xa)
		w := 1 + t
		return 1 + float32(t*t)/(w+w)
	case ix < 0x41b00000: // |x| < 22
		t := Expf(xa)
		return float32(0.5*t) + 0.5/t
	case ix < 0x42b17180: // |x| < 88.72
		return 0.5 * Expf(xa)
	case ix <= 0x42b2d4fc: // up to the overflow threshold
		w := Expf(0.5 * xa)
		t := 0.5 * w
		return t * w
	case ix >= 0x7f800000: // Inf or NaN
		return x * x
	}
	return float32(math.Inf(1))
}
