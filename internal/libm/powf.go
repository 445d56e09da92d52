package libm

import "math"

// Coefficients of __powf_log2_data.poly: log1p(r)/ln2 to degree 5 (POWF_SCALE is 1 on x86-64). Its table is
// Log2fTab.
const (
	PowfA0 = 0x1.27616c9496e0bp-2
	PowfA1 = -0x1.71969a075c67ap-2
	PowfA2 = 0x1.ec70a6ca7baddp-2
	PowfA3 = -0x1.7154748bef6c8p-1
	PowfA4 = 0x1.71547652ab82bp0
)

// powfSignBias, added to the table index of exp2's argument, sets the sign bit of the scale 2^k.
const powfSignBias = 1 << (5 + 11)

// Powf returns powf(x, y) as glibc's __powf_fma computes it: log2(|x|) in float64 from Log2fTab and a degree-5
// polynomial, times y, then exp2 of that as Exp2f computes it, rounded once to float32 at the end. Numba calls it
// for ** and np.power on float32 operands.
func Powf(x, y float32) float32 {
	var signBias uint64
	ix, iy := math.Float32bits(x), math.Float32bits(y)
	if ix-0x00800000 >= 0x7f800000-0x00800000 || zeroInfNaNf(iy) {
		// x is below 0x1p-126, infinite or NaN, or y is zero, infinite or NaN.
		if zeroInfNaNf(iy) {
			return powfSpecialY(x, y, ix, iy)
		}
		if zeroInfNaNf(ix) {
			x2 := x * x
			if ix&0x80000000 != 0 && checkIntf(iy) == 1 {
				x2 = -x2
			}
			if iy&0x80000000 != 0 {
				return 1 / x2
			}
			return x2
		}
		// x and y are finite and not zero.
		if ix&0x80000000 != 0 {
			switch checkIntf(iy) {
			case 0:
				return (x - x) / (x - x) // NaN, with the bits of glibc's __math_invalidf
			case 1:
				signBias = powfSignBias
			}
			ix &= 0x7fffffff
		}
		if ix < 0x00800000 { // subnormal: normalize, so that the exponent becomes negative
			ix = math.Float32bits(math.Float32frombits(ix)*0x1p23)&0x7fffffff - 23<<23
		}
	}
	ylogx := float64(y) * powfLog2(ix) // cannot overflow: y is a float32
	if math.Float64bits(ylogx)>>47&0xffff >= math.Float64bits(126.0)>>47 {
		// |y*log2(x)| >= 126.
		switch {
		case ylogx > 0x1.fffffffd1d571p+6:
			return powfSigned(float32(math.Inf(1)), signBias)
		case ylogx <= -150:
			return powfSigned(0, signBias)
		}
	}
	return powfExp2(ylogx, signBias)
}

// powfSpecialY returns powf(x, y) for a y that is zero, infinite or NaN.
func powfSpecialY(x, y float32, ix, iy uint32) float32 {
	switch {
	case iy*2 == 0:
		if isSignalingf(ix) {
			return x + y
		}
		return 1
	case ix == 0x3f800000:
		if isSignalingf(iy) {
			return x + y
		}
		return 1
	case ix*2 > 2*0x7f800000 || iy*2 > 2*0x7f800000:
		return x + y
	case ix*2 == 2*0x3f800000:
		return 1
	case (ix*2 < 2*0x3f800000) == (iy&0x80000000 == 0):
		return 0 // |x| < 1 and y = +Inf, or |x| > 1 and y = -Inf
	}
	return y * y
}

// powfSigned returns r, negated where signBias is set.
func powfSigned(r float32, signBias uint64) float32 {
	if signBias != 0 {
		return -r
	}
	return r
}

// isSignalingf reports whether the bits ix are a signaling NaN.
func isSignalingf(ix uint32) bool { return 2*(ix^0x00400000) > 2*0x7fc00000 }

// zeroInfNaNf reports whether the bits ix are a zero, an infinity or a NaN.
func zeroInfNaNf(ix uint32) bool { return 2*ix-1 >= 2*0x7f800000-1 }

// checkIntf returns 0 if the finite, non-zero float32 with bits iy is not an integer, 1 if it is an odd one and 2 if
// an even one.
func checkIntf(iy uint32) int {
	e := iy >> 23 & 0xff
	switch {
	case e < 0x7f:
		return 0
	case e > 0x7f+23:
		return 2
	case iy&(1<<(0x7f+23-e)-1) != 0:
		return 0
	case iy&(1<<(0x7f+23-e)) != 0:
		return 1
	}
	return 2
}

// powfLog2 returns log2 of the positive normal float32 with bits ix (or of a subnormal one normalized to a
// negative exponent) in float64, as __powf_fma's log2_inline computes it.
func powfLog2(ix uint32) float64 {
	i, k, z := logfReduce(ix)
	invc, logc := Log2fTab[i][0], Log2fTab[i][1]
	r := math.FMA(z, invc, -1)
	y0 := logc + float64(k)
	r2 := r * r
	y := math.FMA(PowfA0, r, PowfA1)
	p := math.FMA(PowfA2, r, PowfA3)
	r4 := r2 * r2
	q := math.FMA(PowfA4, r, y0)
	q = math.FMA(p, r2, q)
	return math.FMA(y, r4, q)
}

// powfExp2 returns 2^xd rounded to float32, negated where signBias is set, as __powf_fma's exp2_inline computes
// it: Exp2f's steps on a float64 argument.
func powfExp2(xd float64, signBias uint64) float32 {
	kd := xd + Exp2fShift
	ki := math.Float64bits(kd)
	kd -= Exp2fShift
	r := xd - kd
	s := math.Float64frombits(ExpfTab[ki%32] + (ki+signBias)<<47)
	z := math.FMA(Exp2fC0, r, Exp2fC1)
	r2 := r * r
	y := math.FMA(Exp2fC2, r, 1)
	y = math.FMA(z, r2, y)
	return float32(y * s)
}
