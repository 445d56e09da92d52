package libm

import "math"

// Expm1 and Tanh are pygo's own, not glibc's (whose expm1 and tanh are fdlibm's: rational approximations with
// errors of up to about 0.8 and 2 ULP, and many branches). They are written so that every step is one vector
// instruction and every branch a blend, and package simd lowers them lane by lane with the same operations in the
// same order, so the scalar and vector paths give the same bits.
//
// Algorithm. k = round(x*128/ln2), j = k mod 128, K = (k-j)/128, and r = x - k*ln2/128 = rh + rl, a
// double-double (ln2/128 in two parts as in glibc's exp: x - k*ExpNegLn2HiN is exact). 2^(j/128) = s*(1 + tail)
// comes from glibc's exp table (ExpTab), e^r - 1 = r + r^2/2 + r^3 Q(r) with r^2/2 exact (a fused multiply-add)
// and Q a Taylor polynomial of degree 4 (|r| <= ln2/256, so the terms left out are below 2^-63 of the result),
// and e^x - 1 = 2^K (2^(j/128) (1 + P) - 2^-K) in double-double arithmetic (P itself when k = 0); the error before the final rounding
// is below about 2^-62 relative, so the result is within 0.52 ULP (the tests check ≤ 1 ULP against math/big and
// count the results that are not correctly rounded). It differs from glibc's (fdlibm's, within about 0.8 ULP) in
// the last bit for about 5 arguments in 100 (measured on 10^5 arguments in [-700, 709]): at those, pygo's result was
// the correctly rounded one in every case checked and glibc's in none.
//
// Tanh(x) = E/(E+2) with E = expm1(2|x|) as a double-double, the quotient in double-double, the sign of x; within
// 0.51 ULP. |x| > 22 gives ±1 (tanh(22) rounds to 1), ±0 gives ±0, NaN gives itself. glibc's tanh (fdlibm's) is
// up to 2 ULP off (1.98 measured), so the two differ for about 22 arguments in 100 in [-22, 22], by 2 ULP for a few
// in a thousand; pygo's is the accurate one. Numba calls glibc's: compare with a tolerance.

// Bounds of Expm1.
const (
	// Expm1Hi is the largest x whose expm1 is finite; above it Expm1 is +Inf.
	Expm1Hi = 0x1.62e42fefa39efp+9
	// Expm1Lo: below it, e^x < 2^-57 and expm1(x) rounds to -1.
	Expm1Lo = -40
	// Expm1NoOne: above it, 1 is below 2^-1000 of e^x and is not subtracted (2^-K would underflow).
	Expm1NoOne = 700
	// TanhHi: above it, tanh(|x|) rounds to 1.
	TanhHi = 22
)

// Expm1Q are the coefficients of Q(r) = (e^r - 1 - r - r^2/2)/(r^3/2) = 1/3 + r/12 + r^2/60 + r^3/360 + r^4/2520,
// in increasing degree.
var Expm1Q = [...]float64{1.0 / 3, 1.0 / 12, 1.0 / 60, 1.0 / 360, 1.0 / 2520}

// Expm1 returns e^x - 1 (see above).
func Expm1(x float64) float64 {
	switch {
	case x != x:
		return x + x
	case x == 0:
		return x
	case x > Expm1Hi:
		return math.Inf(1)
	case x < Expm1Lo:
		return -1
	}
	a, lo, kq := expm1Core(x)
	sc := math.Float64frombits(1022<<52 + kq) // 2^(K-1)
	return float64(float64(a+lo)*2) * sc
}

// expm1Core returns a, lo and kq = K<<52 (two's complement) with e^x - 1 = (a + lo) 2^K, for Expm1Lo <= x <=
// Expm1Hi.
func expm1Core(x float64) (a, lo float64, kq uint64) {
	kb := math.FMA(x, ExpInvLn2N, ExpShift)
	ki := math.Float64bits(kb)
	kd := kb - ExpShift
	j := ki & 127
	kq = ki<<45 - j<<45
	// r = rh + rl = x - kd*ln2/128
	r1 := math.FMA(kd, ExpNegLn2HiN, x) // exact
	qh := float64(kd * ExpNegLn2LoN)
	ql := math.FMA(kd, ExpNegLn2LoN, -qh)
	rh, rl := twoSum(r1, qh)
	rl += ql
	// P = e^r - 1 = rh + rh^2/2 + rh^3 Q(rh) + rl
	hr := float64(0.5 * rh)
	s2h := float64(hr * rh)
	s2l := math.FMA(hr, rh, -s2h)
	c := &Expm1Q
	q := math.FMA(rh, c[4], c[3])
	q = math.FMA(rh, q, c[2])
	q = math.FMA(rh, q, c[1])
	q = math.FMA(rh, q, c[0])
	t3 := float64(float64(rh*s2h) * q)
	ph, pl := twoSum(rh, s2h)
	pl += rl + (s2l + t3)
	// M = T (1 + P), T = s + s*tail = 2^(j/128)
	th := math.Float64frombits(ExpTab[2*j+1] + j<<45)
	tl := float64(th * math.Float64frombits(ExpTab[2*j]))
	mh := float64(th * ph)
	ml := math.FMA(th, ph, -mh)
	u := float64(tl * ph)
	u = math.FMA(th, pl, u)
	u = tl + u
	u = ml + u
	sh, se := twoSum(th, mh)
	se += u
	// M - 2^-K
	m := math.Float64frombits(1023<<52 - kq)
	if x > Expm1NoOne {
		m = 0
	}
	a, ae := twoSum(sh, -m)
	lo = ae + se
	if kd == 0 {
		// k = 0: T = 1 and e^x - 1 = P itself, whose low part keeps its precision when |x| is tiny (that of
		// M - 1 is ulp(1)-relative).
		a, lo = ph, pl
	}
	return a, lo, kq
}

// Tanh returns tanh(x) (see above).
func Tanh(x float64) float64 {
	t := math.Abs(x)
	switch {
	case x != x:
		return x + x
	case x == 0:
		return x
	case t > TanhHi:
		return math.Copysign(1, x)
	}
	a, lo, kq := expm1Core(2 * t)
	eh, el := twoSum(a, lo)
	sc := math.Float64frombits(1022<<52 + kq) // 2^(K-1); K <= 64
	eh = float64(float64(eh*sc) * 2)
	el = float64(float64(el*sc) * 2)
	// E / (E + 2)
	dh, dl := twoSum(eh, 2)
	dl += el
	qh := eh / dh
	rr := math.FMA(-qh, dh, eh)
	rr += el
	rr = math.FMA(-qh, dl, rr)
	r := qh + rr/dh
	return math.Float64frombits(math.Float64bits(r) | math.Float64bits(x)&(1<<63))
}
