package libm

import "math"

// Coefficients of __pow_log_data.
const (
	PowLn2Hi = 0x1.62e42fefa3800p-1
	PowLn2Lo = 0x1.ef35793c76730p-45
	PowA0    = -0x1.0000000000000p-1
	PowA1    = -0x1.5555555555560p-1
	PowA2    = 0x1.0000000000006p-1
	PowA3    = 0x1.999999959554ep-1
	PowA4    = -0x1.555555529a47ap-1
	PowA5    = -0x1.2495b9b4845e9p+0
	PowA6    = 0x1.0002b8b263fc3p+0
)

// checkInt returns 0 if the finite nonzero double with bits iy is not an integer, 1 if it is odd and 2 if
// even.
func checkInt(iy uint64) int {
	e := int(iy >> 52 & 0x7ff)
	if e < 0x3ff {
		return 0
	}
	if e > 0x3ff+52 {
		return 2
	}
	if iy&(1<<(0x3ff+52-e)-1) != 0 {
		return 0
	}
	if iy&(1<<(0x3ff+52-e)) != 0 {
		return 1
	}
	return 2
}

// zeroInfNaN reports whether the double with bits i is ±0, ±Inf or NaN.
func zeroInfNaN(i uint64) bool { return 2*i-1 >= 2*0x7ff0000000000000-1 }

// isSignaling reports whether the double with bits i is a signaling NaN.
func isSignaling(i uint64) bool { return (i^0x0008000000000000)<<1 > 0xfff0000000000000 }

// Pow returns pow(x, y) as glibc's __pow_fma computes it.
func Pow(x, y float64) float64 {
	ix, iy := math.Float64bits(x), math.Float64bits(y)
	topx, topy := uint32(ix>>52), uint32(iy>>52)
	var signBias uint64
	if topx-0x001 >= 0x7ff-0x001 || topy&0x7ff-0x3be >= 0x43e-0x3be {
		// x is negative, zero, subnormal, infinite or NaN, or |y| < 0x1p-65, |y| >= 0x1p63 or y is NaN.
		if zeroInfNaN(iy) {
			switch {
			case 2*iy == 0:
				if isSignaling(ix) {
					return x + y
				}
				return 1.0
			case ix == 0x3ff0000000000000:
				if isSignaling(iy) {
					return x + y
				}
				return 1.0
			case 2*ix > 2*0x7ff0000000000000 || 2*iy > 2*0x7ff0000000000000:
				return x + y
			case 2*ix == 2*0x3ff0000000000000:
				return 1.0
			case (2*ix < 2*0x3ff0000000000000) == (iy>>63 == 0):
				return 0.0
			}
			return y * y
		}
		if zeroInfNaN(ix) {
			x2 := x * x
			if ix>>63 != 0 && checkInt(iy) == 1 {
				x2 = -x2
			}
			if iy>>63 != 0 {
				return 1 / x2
			}
			return x2
		}
		// x and y are finite and nonzero.
		if ix>>63 != 0 {
			switch checkInt(iy) {
			case 0:
				return math.NaN()
			case 1:
				signBias = 0x800 << 7
			}
			ix &= 0x7fffffffffffffff
			topx &= 0x7ff
		}
		if topy&0x7ff-0x3be >= 0x43e-0x3be {
			if ix == 0x3ff0000000000000 {
				return 1.0
			}
			if topy&0x7ff < 0x3be {
				// |y| < 0x1p-65: x^y ~= 1 + y*log(x).
				if ix > 0x3ff0000000000000 {
					return 1.0 + y
				}
				return 1.0 - y
			}
			if (ix > 0x3ff0000000000000) == (topy < 0x800) {
				return math.Inf(1)
			}
			return 0
		}
		if topx == 0 {
			// Subnormal x: normalize.
			ix = math.Float64bits(x*0x1p52)&0x7fffffffffffffff - 52<<52
		}
	}

	// log_inline: hi + lo = log(x) in extra precision.
	tmp := ix - 0x3fe6955500000000
	i := (tmp >> 45) % 128
	k := int64(tmp) >> 52
	z := math.Float64frombits(ix - tmp&(0xfff<<52))
	kd := float64(k)
	invc, logc, logctail := PowLogTab[i][0], PowLogTab[i][1], PowLogTab[i][2]
	t1 := math.FMA(kd, PowLn2Hi, logc)
	lo1 := math.FMA(kd, PowLn2Lo, logctail)
	r := math.FMA(z, invc, -1.0)
	ar := r * PowA0
	t2 := r + t1
	ar2 := float64(r * ar)
	ar3 := r * ar2
	lo3 := math.FMA(ar, r, -ar2)
	lo2 := t1 - t2 + r
	h := t2 + ar2
	lo4 := t2 - h + ar2
	q := math.FMA(math.FMA(r, PowA6, PowA5), ar2, math.FMA(r, PowA4, PowA3))
	q = math.FMA(ar2, q, math.FMA(r, PowA2, PowA1))
	l := math.FMA(ar3, q, lo1+lo2+lo3+lo4)
	lhi := h + l
	llo := h - lhi + l

	// ehi + elo = y * (lhi + llo), then exp_inline.
	ehi := y * lhi
	elo := math.FMA(y, llo, math.FMA(lhi, y, -ehi))
	abstop := uint32(math.Float64bits(ehi)>>52) & 0x7ff
	if abstop-0x3c9 >= 0x408-0x3c9 {
		if int32(abstop-0x3c9) < 0 {
			one := 1.0 + ehi
			if signBias != 0 {
				return -one
			}
			return one
		}
		if abstop >= 0x409 {
			v := math.Inf(1)
			if math.Float64bits(ehi)>>63 != 0 {
				v = 0
			}
			if signBias != 0 {
				return -v
			}
			return v
		}
		abstop = 0
	}
	kdx := math.FMA(ehi, ExpInvLn2N, ExpShift)
	ki := math.Float64bits(kdx)
	kdx -= ExpShift
	er := math.FMA(kdx, ExpNegLn2LoN, math.FMA(kdx, ExpNegLn2HiN, ehi))
	return expTail(elo+er, ki, ki+signBias, abstop == 0)
}
