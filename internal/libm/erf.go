package libm

import "math"

// Erf and Erfc are glibc's erf and erfc (sysdeps/ieee754/dbl-64/s_erf.c: Sun's fdlibm, with the polynomials split
// for pipelined processors by Naohiko Shimizu), written so that every step is one vector instruction and every
// branch a blend; package simd lowers them lane by lane with the same operations in the same order. glibc has no
// FMA build of s_erf.c, so nothing is fused (products are wrapped in float64() so that no Go compiler fuses them);
// its two calls of exp are glibc's exp, here Exp, which has glibc's bits.
//
// Algorithm (as fdlibm's). By |x|: below 2^-28 erf(x) = x + efx*x (scaled by 16 below 2^-1015 so that the product
// does not lose bits to underflow); below 0.84375 erf(x) = x + x*R(x^2)/S(x^2); below 1.25 erf(x) = ±(erx +
// R(s)/S(s)), s = |x| - 1, erx = 0.84506291151 rounded to 24 bits; below 1/0.35 and up to 6 (erfc: 28)
// erfc(|x|) = exp(-z^2 - 0.5625) exp((z - |x|)(z + |x|) + R(s)/S(s))/|x|, s = 1/x^2 and z = |x| with the low 32
// bits of its double cleared, with two sets of coefficients; erf = ±(1 - erfc) there and ±1 beyond. The four
// rational functions are evaluated by one expression with the coefficients of the interval (ErfR, ErfS: glibc's
// pp/qq, pa/qa, ra/sa and rb/sb, padded with zeros where an interval has fewer terms, which adds exact zeros):
// R = R1 + s^2 R2 + s^4 R3 + s^6 R4 with Ri = c(2i-2) + s c(2i-1), S = S1 + s^2 S2 + s^4 S3 + s^6 S4 + s^8 d8 with
// S1 = 1 + s d1 and Si = d(2i-2) + s d(2i-1), each sum and product rounded in glibc's order.
//
// Agreement (TestErfGlibc, TestGlibcCommitted, TestGlibcFresh): the same bits as glibc 2.36's erf and erfc on
// every argument tested: 900126 arguments per function (10^5 in each of nine ranges of |x| split at the interval
// bounds, both signs, and the edges: ±0, subnormals, each bound and its neighbours, ±Inf, NaN), 0 differ. The
// interval bounds are those of glibc's tests on the high word of x, which make erf and erfc switch from ra/sa to
// rb/sb one high word apart (ErfBoundC, ErfcBoundC). Accuracy is glibc's (TestErfULP, against math/big, on 3635
// and 4987 arguments): erf within 0.81 ULP, erfc within 2.3 ULP (glibc's libm-test-ulps allows 1 and 5), with
// erfc's subnormal results left out.

// The bounds of the intervals: |x| (erf(x) and erfc(x) for the tiny bounds) below each.
const (
	ErfSubTiny = 0x1p-1015    // high word 0x00800000: erf(x) = (16x + 16 efx x)/16
	ErfTiny    = 0x1p-28      // erf(x) = x + efx x
	ErfcTiny   = 0x1p-56      // erfc(x) = 1 - x
	ErfBoundA  = 0.84375      // interval 0: pp/qq in x^2
	ErfBoundB  = 1.25         // interval 1: pa/qa in |x| - 1
	ErfBoundC  = 0x1.6db6ep+1 // erf's interval 2 (ra/sa in 1/x^2): high word below 0x4006DB6E
	ErfcBoundC = 0x1.6db6dp+1 // erfc's interval 2: high word below 0x4006DB6D
	ErfOne     = 6            // erf(x) = ±1 from here (and erfc(x) = 2 for x <= -6)
	ErfcZero   = 28           // erfc(x) = 0 from here
	ErfErx     = 8.45062911510467529297e-01
	ErfEfx     = 1.28379167095512586316e-01
	ErfEfx16   = 16 * ErfEfx        // exact
	ErfLowMask = 0xffffffff00000000 // clears the low word of a double
)

// ErfR holds, for each interval, the coefficients c0..c7 of R; ErfS the coefficients d1..d8 of S (see above).
var (
	ErfR = [4][8]float64{
		{1.28379167095512558561e-01, -3.25042107247001499370e-01, -2.84817495755985104766e-02,
			-5.77027029648944159157e-03, -2.37630166566501626084e-05, 0, 0, 0},
		{-2.36211856075265944077e-03, 4.14856118683748331666e-01, -3.72207876035701323847e-01,
			3.18346619901161753674e-01, -1.10894694282396677476e-01, 3.54783043256182359371e-02,
			-2.16637559486879084300e-03, 0},
		{-9.86494403484714822705e-03, -6.93858572707181764372e-01, -1.05586262253232909814e+01,
			-6.23753324503260060396e+01, -1.62396669462573470355e+02, -1.84605092906711035994e+02,
			-8.12874355063065934246e+01, -9.81432934416914548592e+00},
		{-9.86494292470009928597e-03, -7.99283237680523006574e-01, -1.77579549177547519889e+01,
			-1.60636384855821916062e+02, -6.37566443368389627722e+02, -1.02509513161107724954e+03,
			-4.83519191608651397019e+02, 0},
	}
	ErfS = [4][8]float64{
		{3.97917223959155352819e-01, 6.50222499887672944485e-02, 5.08130628187576562776e-03,
			1.32494738004321644526e-04, -3.96022827877536812320e-06, 0, 0, 0},
		{1.06420880400844228286e-01, 5.40397917702171048937e-01, 7.18286544141962662868e-02,
			1.26171219808761642112e-01, 1.36370839120290507362e-02, 1.19844998467991074170e-02, 0, 0},
		{1.96512716674392571292e+01, 1.37657754143519042600e+02, 4.34565877475229228821e+02,
			6.45387271733267880336e+02, 4.29008140027567833386e+02, 1.08635005541779435134e+02,
			6.57024977031928170135e+00, -6.04244152148580987438e-02},
		{3.03380607434824582924e+01, 3.25792512996573918826e+02, 1.53672958608443695994e+03,
			3.19985821950859553908e+03, 2.55305040643316442583e+03, 4.74528541206955367215e+02,
			-2.24409524465858183362e+01, 0},
	}
)

// ErfArg returns the argument s of the rational function of interval i for a = |x|.
func ErfArg(a float64, i int) float64 {
	switch i {
	case 0:
		return float64(a * a)
	case 1:
		return a - 1
	}
	return 1 / float64(a*a)
}

// ErfRatio returns R(s)/S(s) with the coefficients of interval i.
func ErfRatio(s float64, i int) float64 {
	c, d := &ErfR[i], &ErfS[i]
	s2 := float64(s * s)
	s4 := float64(s2 * s2)
	s6 := float64(s4 * s2)
	s8 := float64(s4 * s4)
	r1 := c[0] + float64(s*c[1])
	r2 := c[2] + float64(s*c[3])
	r3 := c[4] + float64(s*c[5])
	r4 := c[6] + float64(s*c[7])
	r := r1 + float64(s2*r2)
	r += float64(s4 * r3)
	r += float64(s6 * r4)
	q1 := 1 + float64(s*d[0])
	q2 := d[1] + float64(s*d[2])
	q3 := d[3] + float64(s*d[4])
	q4 := d[5] + float64(s*d[6])
	q := q1 + float64(s2*q2)
	q += float64(s4 * q3)
	q += float64(s6 * q4)
	q += float64(s8 * d[7])
	return r / q
}

// ErfTail returns erfc(a) for a = |x| in intervals 2 and 3, given q = R(s)/S(s).
func ErfTail(a, q float64) float64 {
	z := math.Float64frombits(math.Float64bits(a) & ErfLowMask)
	e1 := Exp(float64(-z*z) - 0.5625)
	e2 := Exp(float64(float64(z-a)*(z+a)) + q)
	return float64(e1*e2) / a
}

// erfInterval returns the interval of a = |x| given the bound of interval 2.
func erfInterval(a, boundC float64) int {
	switch {
	case a < ErfBoundA:
		return 0
	case a < ErfBoundB:
		return 1
	case a < boundC:
		return 2
	}
	return 3
}

// withSign returns r with the sign bit of x or'ed in.
func withSign(r, x float64) float64 {
	return math.Float64frombits(math.Float64bits(r) | math.Float64bits(x)&(1<<63))
}

// Erf returns erf(x) (see above).
func Erf(x float64) float64 {
	a := math.Abs(x)
	switch {
	case x != x:
		return x + x
	case a < ErfSubTiny:
		return float64(16*x+float64(ErfEfx16*x)) * 0.0625
	case a < ErfTiny:
		return x + float64(ErfEfx*x)
	case a >= ErfOne:
		return withSign(1, x)
	}
	i := erfInterval(a, ErfBoundC)
	q := ErfRatio(ErfArg(a, i), i)
	switch i {
	case 0:
		return x + float64(x*q)
	case 1:
		return withSign(ErfErx+q, x)
	}
	return withSign(1-ErfTail(a, q), x)
}

// Erfc returns erfc(x) (see above).
func Erfc(x float64) float64 {
	a := math.Abs(x)
	switch {
	case x != x:
		return x + x
	case a < ErfcTiny:
		return 1 - x
	case x >= ErfcZero:
		return 0
	case x <= -ErfOne:
		return 2
	}
	i := erfInterval(a, ErfcBoundC)
	q := ErfRatio(ErfArg(a, i), i)
	switch i {
	case 0:
		if x < 0.25 {
			return 1 - (x + float64(x*q))
		}
		return 0.5 - (float64(x*q) + (x - 0.5))
	case 1:
		if x < 0 {
			return 1 + (ErfErx + q)
		}
		return (1 - ErfErx) - q
	}
	t := ErfTail(a, q)
	if x < 0 {
		return 2 - t
	}
	return t
}
