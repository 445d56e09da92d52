package libm

import "math"

// Asinhf returns asinhf(x) as glibc 2.36's s_asinhf.c computes it (fdlibm's algorithm in
// float32 arithmetic, on logf and log1pf), which Numba calls for np.arcsinh and math.asinh of
// a float32. Every product and sum is rounded to float32 (float32 conversions keep Go from
// fusing them).
func Asinhf(x float32) float32 {
	const ln2 = float32(6.9314718246e-01) // 0x3f317218
	ix := math.Float32bits(x) & 0x7fffffff
	if ix < 0x38000000 { // |x| < 2**-14: x itself
		return x
	}
	xa := math.Float32frombits(ix)
	var w float32
	switch {
	case ix >= 0x7f800000: // inf or NaN
		return x + x
	case ix > 0x47000000: // |x| > 2**14
		w = Logf(xa) + ln2
	case ix > 0x40000000: // 2**14 > |x| > 2
		s := sqrtf(float32(xa*xa) + 1)
		w = Logf(float32(2*xa) + 1/(s+xa))
	default: // 2 > |x| > 2**-14
		t := float32(xa * xa)
		w = Log1pf(xa + t/(1+sqrtf(1+t)))
	}
	if math.Signbit(float64(x)) {
		return -w
	}
	return w
}

// sqrtf is the correctly rounded float32 square root (float64's, rounded once: exact for
// float32 arguments).
func sqrtf(x float32) float32 { return float32(math.Sqrt(float64(x))) }

// Log1pf returns log1pf(x) as glibc 2.36's s_log1pf.c (fdlibm's, in float32 arithmetic)
// computes it.
func Log1pf(x float32) float32 {
	const (
		ln2Hi = float32(6.9313812256e-01) // 0x3f317180
		ln2Lo = float32(9.0580006145e-06) // 0x3717f7d1
		lp1   = float32(6.6666668653e-01) // 0x3F2AAAAB
		lp2   = float32(4.0000000596e-01) // 0x3ECCCCCD
		lp3   = float32(2.8571429849e-01) // 0x3E924925
		lp4   = float32(2.2222198546e-01) // 0x3E638E29
		lp5   = float32(1.8183572590e-01) // 0x3E3A3325
		lp6   = float32(1.5313838422e-01) // 0x3E1CD04F
		lp7   = float32(1.4798198640e-01) // 0x3E178897
	)
	hx := int32(math.Float32bits(x))
	ax := hx & 0x7fffffff
	k := int32(1)
	var f, c float32
	var hu int32
	if hx < 0x3ed413d7 { // x < 0.41422
		if ax >= 0x3f800000 { // x <= -1.0
			if x == -1 {
				return float32(math.Inf(-1))
			}
			return (x - x) / (x - x) // the default NaN (0xffc00000), or x's
		}
		if ax < 0x31000000 { // |x| < 2**-29
			if ax < 0x24800000 { // |x| < 2**-54
				return x
			}
			return x - float32(float32(x*x)*0.5)
		}
		if hx > 0 || hx <= int32(-1097468385) { // 0xbe95f61f: -0.2929 < x < 0.41422
			k, f, hu = 0, x, 1
		}
	} else if hx >= 0x7f800000 {
		return x + x
	}
	if k != 0 {
		var u float32
		if hx < 0x5a000000 {
			u = 1 + x
			hu = int32(math.Float32bits(u))
			k = (hu >> 23) - 127
			if k > 0 { // correction term
				c = 1 - (u - x)
			} else {
				c = x - (u - 1)
			}
			c /= u
		} else {
			u = x
			hu = int32(math.Float32bits(u))
			k = (hu >> 23) - 127
			c = 0
		}
		hu &= 0x007fffff
		if hu < 0x3504f7 {
			u = math.Float32frombits(uint32(hu | 0x3f800000)) // normalize u
		} else {
			k++
			u = math.Float32frombits(uint32(hu | 0x3f000000)) // normalize u/2
			hu = (0x00800000 - hu) >> 2
		}
		f = u - 1
	}
	hfsq := float32(float32(0.5*f) * f)
	fk := float32(k)
	if hu == 0 { // |f| < 2**-20
		if f == 0 {
			if k == 0 {
				return 0
			}
			c += float32(fk * ln2Lo)
			return float32(fk*ln2Hi) + c
		}
		r := float32(hfsq * (1 - float32(float32(0.66666666666666666)*f)))
		if k == 0 {
			return f - r
		}
		return float32(fk*ln2Hi) - ((r - (float32(fk*ln2Lo) + c)) - f)
	}
	s := f / (2 + f)
	z := float32(s * s)
	p := lp7
	for _, c := range [...]float32{lp6, lp5, lp4, lp3, lp2, lp1} {
		p = c + float32(z*p)
	}
	r := float32(z * p)
	if k == 0 {
		return f - (hfsq - float32(s*(hfsq+r)))
	}
	return float32(fk*ln2Hi) - ((hfsq - (float32(s*(hfsq+r)) + (float32(fk*ln2Lo) + c))) - f)
}
