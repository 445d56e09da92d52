package libm

import "math"

// Sinhf returns sinhf(x) as glibc 2.36's e_sinhf.c (fdlibm's, in float32 arithmetic) computes it,
// which Numba calls for math.sinh and np.sinh of a float32: from expm1f(|x|) below 22 (as
// t+t/(t+1), or 2t-t²/(t+1) below 1), expf(|x|)/2 below 88.72 and expf(|x|/2)²/2 up to
// overflow, with x's sign. Nothing is fused (glibc has no FMA build of it): a product that is
// then added is wrapped in float32().
func Sinhf(x float32) float32 {
	jx := math.Float32bits(x)
	ix := jx & 0x7fffffff
	if ix >= 0x7f800000 { // Inf or NaN
		return x + x
	}
	h := float32(0.5)
	if jx&0x80000000 != 0 {
		h = -h
	}
	xa := math.Float32frombits(ix)
	switch {
	case ix < 0x31800000: // |x| < 2**-28: sinh(tiny) = tiny
		return x
	case ix < 0x3f800000: // |x| < 1
		t := Expm1f(xa)
		return h * (float32(2*t) - float32(t*t)/(t+1))
	case ix < 0x41b00000: // |x| < 22
		t := Expm1f(xa)
		return h * (t + t/(t+1))
	case ix < 0x42b17180: // |x| < 88.72
		return h * Expf(xa)
	case ix <= 0x42b2d4fc: // up to the overflow threshold
		w := Expf(0.5 * xa)
		t := h * w
		return t * w
	}
	return x * 1e37 // overflows to ±Inf
}

// Tanhf returns tanhf(x) as glibc 2.36's s_tanhf.c (fdlibm's, in float32 arithmetic) computes it,
// which Numba calls for math.tanh and np.tanh of a float32: 1-2/(expm1f(2|x|)+2) for |x| in
// [1, 22), -t/(t+2) with t = expm1f(-2|x|) below 1, ±1 from 22 on, with x's sign.
func Tanhf(x float32) float32 {
	jx := math.Float32bits(x)
	ix := jx & 0x7fffffff
	neg := jx&0x80000000 != 0
	if ix >= 0x7f800000 { // tanh(±Inf) = ±1, tanh(NaN) = NaN
		if neg {
			return 1/x - 1
		}
		return 1/x + 1
	}
	xa := math.Float32frombits(ix)
	var z float32
	switch {
	case ix == 0: // ±0
		return x
	case ix < 0x24000000: // |x| < 2**-55: tanh(small) = small
		return x * (1 + x)
	case ix >= 0x41b00000: // |x| >= 22: ±1 (1 - tiny rounds to 1)
		z = 1
	case ix >= 0x3f800000: // |x| >= 1
		t := Expm1f(2 * xa)
		z = 1 - 2/(t+2)
	default:
		t := Expm1f(-2 * xa)
		z = -t / (t + 2)
	}
	if neg {
		return -z
	}
	return z
}
