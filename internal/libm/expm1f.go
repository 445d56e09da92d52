package libm

import "math"

// Expm1f returns expm1f(x) as glibc 2.36's s_expm1f.c (fdlibm's, in float32 arithmetic) computes
// it; Coshf calls it below 0.5 ln 2. glibc has no FMA build of it, so nothing is fused: every
// product that is then added is wrapped in float32() so that no Go compiler fuses it.
func Expm1f(x float32) float32 {
	const (
		oThreshold = float32(8.8721679688e+01)  // 0x42b17180
		ln2Hi      = float32(6.9313812256e-01)  // 0x3f317180
		ln2Lo      = float32(9.0580006145e-06)  // 0x3717f7d1
		invLn2     = float32(1.4426950216e+00)  // 0x3fb8aa3b
		q1         = float32(-3.3333335072e-02) // 0xbd088889
		q2         = float32(1.5873016091e-03)  // 0x3ad00d01
		q3         = float32(-7.9365076090e-05) // 0xb8a670cd
		q4         = float32(4.0082177293e-06)  // 0x36867e54
		q5         = float32(-2.0109921195e-07) // 0xb457edbb
	)
	hx := math.Float32bits(x)
	neg := hx&0x80000000 != 0
	hx &= 0x7fffffff
	if hx >= 0x4195b844 { // |x| >= 27 ln2
		if hx >= 0x42b17218 { // |x| >= 88.721...
			switch {
			case hx > 0x7f800000:
				return x + x // NaN
			case hx == 0x7f800000:
				if neg {
					return -1
				}
				return x
			case x > oThreshold:
				return float32(math.Inf(1))
			}
		}
		if neg { // x < -27 ln2: -1
			return -1
		}
	}
	var hi, lo, c float32
	var k int32
	switch {
	case hx > 0x3eb17218: // |x| > 0.5 ln2: reduce
		if hx < 0x3f851592 { // and |x| < 1.5 ln2
			if neg {
				hi, lo, k = x+ln2Hi, -ln2Lo, -1
			} else {
				hi, lo, k = x-ln2Hi, ln2Lo, 1
			}
		} else {
			half := float32(0.5)
			if neg {
				half = -0.5
			}
			k = int32(float32(invLn2*x) + half)
			t := float32(k)
			hi = x - float32(t*ln2Hi) // t*ln2Hi is exact here
			lo = float32(t * ln2Lo)
		}
		x = hi - lo
		c = (hi - x) - lo
	case hx < 0x33000000: // |x| < 2**-25: x
		return x
	}
	hfx := float32(0.5 * x)
	hxs := float32(x * hfx)
	r1 := q5
	for _, q := range [...]float32{q4, q3, q2, q1, 1} {
		r1 = q + float32(hxs*r1)
	}
	t := 3 - float32(r1*hfx)
	e := float32(hxs * ((r1 - t) / (6 - float32(x*t))))
	if k == 0 {
		return x - (float32(x*e) - hxs) // c is 0
	}
	e = float32(x*(e-c)) - c
	e -= hxs
	switch {
	case k == -1:
		return float32(0.5*(x-e)) - 0.5
	case k == 1:
		if x < -0.25 {
			return -2 * (e - (x + 0.5))
		}
		return 1 + float32(2*(x-e))
	case k <= -2 || k > 56: // exp(x) - 1 suffices
		y := 1 - (e - x)
		return math.Float32frombits(math.Float32bits(y)+uint32(k)<<23) - 1
	case k < 23:
		t := math.Float32frombits(0x3f800000 - 0x1000000>>k) // 1 - 2^-k
		y := t - (e - x)
		return math.Float32frombits(math.Float32bits(y) + uint32(k)<<23)
	}
	t = math.Float32frombits(uint32(0x7f-k) << 23) // 2^-k
	y := x - (e + t)
	y++
	return math.Float32frombits(math.Float32bits(y) + uint32(k)<<23)
}
