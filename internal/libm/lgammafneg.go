package libm

import "math"

// lgammafZeros are the zeros of lgamma in (-15, -2) as glibc's lgamma_negf.c holds them: x0_hi + x0_lo, one per
// half-integer interval from [-2.5, -2] down.
var lgammafZeros = [...][2]float32{
	{-0x2.74ff94p+0, 0x1.3fe0f2p-24}, {-0x2.bf682p+0, -0x1.437b2p-24}, {-0x3.24c1b8p+0, 0x6.c34cap-28},
	{-0x3.f48e2cp+0, 0x1.707a04p-24}, {-0x4.0a13ap+0, 0x1.e99aap-24}, {-0x4.fdd5ep+0, 0x1.64454p-24},
	{-0x5.021a98p+0, 0x2.03d248p-24}, {-0x5.ffa4cp+0, 0x2.9b82fcp-24}, {-0x6.005ac8p+0, -0x1.625f24p-24},
	{-0x6.fff3p+0, 0x2.251e44p-24}, {-0x7.000dp+0, 0x8.48078p-28}, {-0x7.fffe6p+0, 0x1.fa98c4p-28},
	{-0x8.0001ap+0, -0x1.459fcap-28}, {-0x8.ffffdp+0, -0x1.c425e8p-24}, {-0x9.00003p+0, 0x1.c44b82p-24},
	{-0xap+0, 0x4.9f942p-24}, {-0xap+0, -0x4.9f93b8p-24}, {-0xbp+0, 0x6.b9916p-28}, {-0xbp+0, -0x6.b9915p-28},
	{-0xcp+0, 0x8.f76c8p-32}, {-0xcp+0, -0x8.f76c7p-32}, {-0xdp+0, 0xb.09231p-36}, {-0xdp+0, -0xb.09231p-36},
	{-0xep+0, 0xc.9cba5p-40}, {-0xep+0, -0xc.9cba5p-40}, {-0xfp+0, 0xd.73f9fp-44},
}

// e as a float32 pair.
const (
	lgammafEHi = float32(0x2.b7e15p+0)
	lgammafELo = float32(0x1.628aeep-24)
)

// lgammafCoeff are B_2k / 2k(2k-1), the coefficients of x^-(2k-1) in Stirling's series.
var lgammafCoeff = [3]float32{0x1.555556p-4, -0xb.60b61p-12, 0x3.403404p-12}

// lgammafPoly holds, for the eight intervals of width 1/8 from [-2.125, -2] to [-3, -2.875], the polynomial in
// x - xm (xm the interval's midpoint) of (|gamma(x)| - 1)(x - n)/(x - x0), lowest degree first.
var lgammafPoly = [8][]float32{
	{-0x1.0b71c6p+0, -0xc.73a1ep-4, -0x1.ec8462p-4, -0xe.37b93p-4, -0x1.02ed36p-4, -0xe.cbe26p-4},
	{-0xf.29309p-4, -0xc.a5cfep-4, 0x3.9c93fcp-4, -0x1.02a2fp+0, 0x9.896bep-4, -0x1.519704p+0},
	{-0xd.7d28dp-4, -0xe.6964cp-4, 0xb.0d4f1p-4, -0x1.9240aep+0, 0x1.dadabap+0, -0x3.1778c4p+0},
	{-0xb.74ea2p-4, -0x1.2a82cp+0, 0x1.880234p+0, -0x3.320c4p+0, 0x5.572a38p+0, -0x9.f92bap+0, 0x1.1c347ep+4},
	{-0x3.d10108p-4, 0x1.cd5584p+0, 0x3.819c24p+0, 0x6.84cbb8p+0, 0xb.bf269p+0, 0x1.57fb12p+4, 0x2.7b9854p+4},
	{-0x6.b5d25p-4, 0x1.28d604p+0, 0x1.db6526p+0, 0x2.e20b38p+0, 0x4.44c378p+0, 0x6.62a08p+0, 0x9.6db3ap+0},
	{-0x8.a41b2p-4, 0xc.da87fp-4, 0x1.147312p+0, 0x1.7617dap+0, 0x1.d6c13p+0, 0x2.57a358p+0},
	{-0xa.046d6p-4, 0x9.70b89p-4, 0xa.a89a6p-4, 0xd.2f2d8p-4, 0xd.e32b4p-4, 0xf.fb741p-4},
}

// lgammafSinpi returns sin(pi x) for -0.25 <= x <= 0.5.
func lgammafSinpi(x float32) float32 {
	if x <= 0.25 {
		return Sinf(math.Pi * x)
	}
	return Cosf(math.Pi * (0.5 - x))
}

// lgammafCospi returns cos(pi x) for -0.25 <= x <= 0.5.
func lgammafCospi(x float32) float32 {
	if x <= 0.25 {
		return Cosf(math.Pi * x)
	}
	return Sinf(math.Pi * (0.5 - x))
}

// lgammafNeg returns lgammaf(x) for -15 < x < -2 as glibc's __lgamma_negf computes it: log1pf of a polynomial
// near the zero x0 of its half-integer interval on (-3, -2), and beyond log(sin(pi x0)/sin(pi x)) +
// log(gamma(1 - x0)/gamma(1 - x)) with Stirling's series.
func lgammafNeg(x float32) float32 {
	i := int(floor32(-2 * x))
	if i&1 == 0 && float32(i) == -2*x { // a negative integer
		return float32(math.Inf(1))
	}
	var xn float32
	if i&1 == 0 {
		xn = float32(-i / 2)
	} else {
		xn = float32((-i - 1) / 2)
	}
	i -= 4
	x0Hi, x0Lo := lgammafZeros[i][0], lgammafZeros[i][1]
	xdiff := x - x0Hi - x0Lo
	if i < 2 { // -3 < x < -2
		j := int(floor32(-8*x)) - 16
		xm := float32(-33-2*j) * 0.0625
		xAdj := x - xm
		c := lgammafPoly[j]
		g := c[len(c)-1]
		for k := len(c) - 2; k >= 0; k-- {
			g = float32(g*xAdj) + c[k]
		}
		return Log1pf(float32(g*xdiff) / (x - xn))
	}
	xIdiff, x0Idiff := abs32(xn-x), abs32(xn-x0Hi-x0Lo)
	var logSinpiRatio float32
	if x0Idiff < xIdiff*0.5 {
		logSinpiRatio = Logf(lgammafSinpi(x0Idiff) / lgammafSinpi(xIdiff))
	} else {
		x0diff2 := xdiff * 0.5
		if i&1 != 0 {
			x0diff2 = -xdiff * 0.5
		}
		sx0d2, cx0d2 := lgammafSinpi(x0diff2), lgammafCospi(x0diff2)
		cot := lgammafCospi(xIdiff) / lgammafSinpi(xIdiff)
		logSinpiRatio = Log1pf(2 * sx0d2 * (-sx0d2 + float32(cx0d2*cot)))
	}
	y0 := 1 - x0Hi
	y0Eps := -x0Hi + (1 - y0) - x0Lo
	y := 1 - x
	yEps := -x + (1 - y)
	logGammaHigh := float32(xdiff*Log1pf((y0-lgammafEHi-lgammafELo+y0Eps)/lgammafEHi)) +
		float32((y-0.5+yEps)*Log1pf(xdiff/y))
	y0r, yr := 1/y0, 1/y
	y0r2, yr2 := float32(y0r*y0r), float32(yr*yr)
	rdiff := -xdiff / float32(y*y0)
	var bterm [len(lgammafCoeff)]float32
	dlast, elast := rdiff, float32(float32(rdiff*yr)*(yr+y0r))
	bterm[0] = dlast * lgammafCoeff[0]
	for j := 1; j < len(lgammafCoeff); j++ {
		dnext := float32(dlast*y0r2) + elast
		enext := float32(elast * yr2)
		bterm[j] = dnext * lgammafCoeff[j]
		dlast, elast = dnext, enext
	}
	var logGammaLow float32
	for j := len(bterm) - 1; j >= 0; j-- {
		logGammaLow += bterm[j]
	}
	return logSinpiRatio + (logGammaHigh + logGammaLow)
}
