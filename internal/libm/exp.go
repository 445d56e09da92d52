package libm

import "math"

// Coefficients of __exp_data.
const (
	ExpInvLn2N   = 0x1.71547652b82fep+7
	ExpNegLn2HiN = -0x1.62e42fefa0000p-8
	ExpNegLn2LoN = -0x1.cf79abc9e3b3ap-47
	ExpC2        = 0x1.ffffffffffdbdp-2
	ExpC3        = 0x1.555555555543cp-3
	ExpC4        = 0x1.55555cf172b91p-5
	ExpC5        = 0x1.1111167a4d017p-7
	ExpShift     = 0x1.8p52
)

// Exp returns exp(x) as glibc's __exp_fma computes it.
func Exp(x float64) float64 {
	ix := math.Float64bits(x)
	abstop := uint32(ix>>52) & 0x7ff
	if abstop-0x3c9 >= 0x408-0x3c9 {
		if int32(abstop-0x3c9) < 0 {
			return 1.0 + x // |x| < 0x1p-54
		}
		if abstop >= 0x409 {
			switch {
			case ix == 0xfff0000000000000:
				return 0
			case abstop >= 0x7ff:
				return 1.0 + x
			case ix>>63 != 0:
				return 0 // underflow
			default:
				return math.Inf(1)
			}
		}
		abstop = 0 // large |x|: the result may overflow or be subnormal
	} else if useFMA {
		return expFMA(x)
	}
	kd := math.FMA(x, ExpInvLn2N, ExpShift)
	ki := math.Float64bits(kd)
	kd -= ExpShift
	r := math.FMA(kd, ExpNegLn2LoN, math.FMA(kd, ExpNegLn2HiN, x))
	// expTail, written out: the call costs a sixth of the time.
	idx := 2 * (ki % 128)
	sbits := ExpTab[idx+1] + ki<<45
	r2 := r * r
	tmp := math.FMA(math.FMA(r, ExpC3, ExpC2), r2, r+math.Float64frombits(ExpTab[idx]))
	tmp = math.FMA(r2*r2, math.FMA(r, ExpC5, ExpC4), tmp)
	if abstop == 0 {
		return expSpecial(tmp, sbits, ki)
	}
	scale := math.Float64frombits(sbits)
	return math.FMA(scale, tmp, scale)
}

// expTail finishes exp_inline: 2^(ki/128) * exp(r), with the scale's sign and exponent from top.
func expTail(r float64, ki, top uint64, special bool) float64 {
	idx := 2 * (ki % 128)
	sbits := ExpTab[idx+1] + top<<45
	r2 := r * r
	tmp := math.FMA(math.FMA(r, ExpC3, ExpC2), r2, r+math.Float64frombits(ExpTab[idx]))
	tmp = math.FMA(r2*r2, math.FMA(r, ExpC5, ExpC4), tmp)
	if special {
		return expSpecial(tmp, sbits, ki)
	}
	scale := math.Float64frombits(sbits)
	return math.FMA(scale, tmp, scale)
}

// expSpecial is specialcase of e_exp.c and e_pow.c (which agree for positive results): scale*(1+tmp) when the
// scale's exponent may have overflowed or the result is subnormal.
func expSpecial(tmp float64, sbits, ki uint64) float64 {
	if ki&0x80000000 == 0 {
		scale := math.Float64frombits(sbits - 1009<<52)
		return math.FMA(scale, tmp, scale) * 0x1p1009
	}
	sbits += 1022 << 52
	scale := math.Float64frombits(sbits)
	st := float64(tmp * scale)
	y := scale + st
	if math.Abs(y) < 1.0 {
		one := 1.0
		if y < 0.0 {
			one = -1.0
		}
		l := scale - y + st
		h := one + y
		l = one - h + y + l
		y = l + h - one
		if y == 0 {
			y = math.Float64frombits(sbits & 0x8000000000000000)
		}
	}
	return y * 0x1p-1022
}

// Coefficients of exp2 in __exp_data.
const (
	Exp2Shift = 0x1.8p45
	Exp2C1    = 0x1.62e42fefa39efp-1
	Exp2C2    = 0x1.ebfbdff82c424p-3
	Exp2C3    = 0x1.c6b08d70cf4b5p-5
	Exp2C4    = 0x1.3b2abd24650ccp-7
	Exp2C5    = 0x1.5d7e09b4e3a84p-10
)

// Exp2 returns exp2(x) as glibc's e_exp2.c computes it; glibc has no FMA build of exp2, so nothing is fused.
// LLVM turns 2.0**x into exp2(x).
func Exp2(x float64) float64 {
	ix := math.Float64bits(x)
	abstop := uint32(ix>>52) & 0x7ff
	if abstop-0x3c9 >= 0x408-0x3c9 {
		if int32(abstop-0x3c9) < 0 {
			return 1.0 + x // |x| < 0x1p-54
		}
		if abstop >= 0x409 {
			switch {
			case ix == 0xfff0000000000000:
				return 0
			case abstop >= 0x7ff:
				return 1.0 + x
			case ix>>63 == 0:
				return math.Inf(1)
			case ix >= 0xc090cc0000000000: // x <= -1075
				return 0
			}
		}
		if 2*ix > 2*0x408d000000000000 { // |x| > 928
			abstop = 0
		}
	}
	kd := x + Exp2Shift
	ki := math.Float64bits(kd)
	kd -= Exp2Shift
	r := x - kd
	idx := 2 * (ki % 128)
	sbits := ExpTab[idx+1] + ki<<45
	r2 := float64(r * r)
	tmp := math.Float64frombits(ExpTab[idx]) + float64(r*Exp2C1) +
		float64(r2*(Exp2C2+float64(r*Exp2C3))) + float64(float64(r2*r2)*(Exp2C4+float64(r*Exp2C5)))
	if abstop == 0 {
		if ki&0x80000000 == 0 {
			scale := math.Float64frombits(sbits - 1<<52)
			return 2 * (scale + float64(scale*tmp))
		}
		sbits += 1022 << 52
		scale := math.Float64frombits(sbits)
		st := float64(tmp * scale)
		y := scale + st
		if y < 1.0 {
			l := scale - y + st
			h := 1.0 + y
			l = 1.0 - h + y + l
			y = l + h - 1.0
			if y == 0 {
				y = 0
			}
		}
		return y * 0x1p-1022
	}
	scale := math.Float64frombits(sbits)
	return scale + float64(scale*tmp)
}
