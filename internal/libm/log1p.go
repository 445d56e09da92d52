package libm

import "math"

// Log1p is pygo's own, built from glibc's log (log.go), not glibc's log1p (fdlibm's, within about 0.8 ULP). Every
// step is one vector instruction and every branch a blend, and package simd lowers it lane by lane with the same
// operations in the same order, so the scalar and vector paths give the same bits.
//
// Algorithm. For |x| < 1/16, glibc's polynomial for log near 1 (the B coefficients, valid on [-1/16, 0x1.09p-4))
// at r = x itself, which is exact, where glibc's log has r = x - 1. Otherwise 1 + x = uh + ul exactly (a two-sum)
// and glibc's main path of log on uh (k*ln2 + log(c) from LogTab + a polynomial in r = z/c - 1) with ul/uh added
// to its low part. Within 0.52 ULP; it differs from glibc's (fdlibm's, within about 0.7 ULP) in the last bit for
// about 3 arguments in 100 (measured on 10^5 arguments), at which pygo's was the correctly rounded one in 399
// cases of 401 checked and glibc's in 2.
// log1p(±0) = ±0, log1p(-1) = -Inf, log1p(x < -1) = NaN, log1p(+Inf) = +Inf, NaN gives itself.

// Log1pNear bounds |x| for the polynomial.
const Log1pNear = 0x1p-4

// Log1pNaN is the bits of log1p(x < -1): glibc's log1p returns (x-x)/(x-x), x86's default NaN.
const Log1pNaN = 0xfff8000000000000

// Log1p returns log(1 + x) (see above).
func Log1p(x float64) float64 {
	switch {
	case x != x:
		return x + x
	case x == 0:
		return x
	case x == -1:
		return math.Inf(-1)
	case x < -1:
		return math.Float64frombits(Log1pNaN)
	case x > math.MaxFloat64:
		return x
	case math.Abs(x) < Log1pNear:
		return log1pNear(x)
	}
	uh, ul := twoSum(1, x)
	ix := math.Float64bits(uh)
	tmp := ix - 0x3fe6000000000000
	i := (tmp >> 45) % 128
	kd := float64(int64(tmp) >> 52)
	z := math.Float64frombits(ix - tmp&(0xfff<<52))
	invc, logc := LogTab[i][0], LogTab[i][1]
	w := math.FMA(kd, LogLn2Hi, logc)
	r := math.FMA(z, invc, -1.0)
	h := w + r
	l := math.FMA(kd, LogLn2Lo, w-h+r)
	l += ul / uh
	r2 := float64(r * r)
	l = math.FMA(r2, LogA0, l)
	p := math.FMA(math.FMA(r, LogA4, LogA3), r2, math.FMA(r, LogA2, LogA1))
	return math.FMA(float64(r*r2), p, l) + h
}

// log1pNear is glibc's log near 1 at r = x.
func log1pNear(r float64) float64 {
	r2 := float64(r * r)
	r3 := float64(r * r2)
	p := math.FMA(r2, LogB3, math.FMA(r, LogB2, LogB1))
	q := math.FMA(r2, LogB6, math.FMA(r, LogB5, LogB4))
	s := math.FMA(r2, LogB9, math.FMA(r, LogB8, LogB7))
	s = math.FMA(r3, LogB10, s)
	p = math.FMA(math.FMA(s, r3, q), r3, p)
	rhi := math.FMA(-0x1p27, r, math.FMA(r, 0x1p27, r))
	rr := float64(rhi * rhi)
	h := math.FMA(rr, LogB0, r)
	l := math.FMA(rr, LogB0, r-h)
	l = math.FMA(float64(LogB0*(r-rhi)), r+rhi, l)
	return h + math.FMA(p, r3, l)
}
