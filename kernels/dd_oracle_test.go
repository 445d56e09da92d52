package kernels

import "math"

// This file computes exp, log and pow in double-double arithmetic (dd.go), correctly rounded but for rare hard
// cases: the independent oracle against which the tests check the ports of glibc's algorithms (package libm) that
// kernels.Exp, Log and Pow use. Go's math.Pow is off by hundreds of units in the last place for large exponents
// (1.0000001**70000), and math.Log by up to one.

// ln(2) split in three: ln2Hi has 21 significant bits, so k*ln2Hi is exact for |k| < 2^32.
const (
	ln2Hi  = 0.6931467056274414
	ln2Mid = 4.7493250390316726e-07
	ln2Lo  = -2.3407938865678234e-23
)

// logHead[n] is 1/(2n+1) as a double-double for n = 0..3, and logTail[n-4] is 1/(2n+1) for n = 4..20: the
// coefficients of the atanh series logDD uses.
var (
	logHead = [...][2]float64{
		{1, 0}, {0.3333333333333333, 1.850371707708594e-17}, {0.2, -1.1102230246251566e-17},
		{0.14285714285714285, 7.93016446160826e-18},
	}
	logTail = [...]float64{
		0.1111111111111111, 0.09090909090909091, 0.07692307692307693, 0.06666666666666667, 0.058823529411764705,
		0.05263157894736842, 0.047619047619047616, 0.043478260869565216, 0.04, 0.037037037037037035,
		0.034482758620689655, 0.03225806451612903, 0.030303030303030304, 0.02857142857142857, 0.02702702702702703,
		0.02564102564102564, 0.024390243902439025,
	}
)

// logDD returns log(x) as a double-double for finite x > 0.
func logDD(x float64) (float64, float64) {
	m, k := math.Frexp(x)
	if m < math.Sqrt2/2 {
		m *= 2
		k--
	}
	// log(m) = 2 atanh(s) = 2 (s + s^3/3 + s^5/5 + ...), s = (m-1)/(m+1), |s| <= 0.1716.
	num := m - 1 // exact
	dh, dl := twoSum(m, 1)
	sh := num / dh
	sl := (math.FMA(-sh, dh, num) - sh*dl) / dh
	s2h, s2l := ddMul(sh, sl, sh, sl)
	// The terms n >= 4 (together below 2^-23 relative) are summed in float64, the rest in double-double.
	t := logTail[len(logTail)-1]
	for i := len(logTail) - 2; i >= 0; i-- {
		t = t*s2h + logTail[i]
	}
	ph, pl := t, 0.0
	for i := len(logHead) - 1; i >= 0; i-- {
		ph, pl = ddMul(ph, pl, s2h, s2l)
		ph, pl = ddAdd(ph, pl, logHead[i][0], logHead[i][1])
	}
	lh, ll := ddMul(ph, pl, 2*sh, 2*sl)
	if k == 0 {
		return lh, ll
	}
	kf := float64(k)
	mh, ml := twoProd(kf, ln2Mid)
	kh, kl := ddAdd(kf*ln2Hi, 0, mh, ml+kf*ln2Lo)
	return ddAdd(kh, kl, lh, ll)
}

// expDD returns exp(th+tl) rounded to float64, for a normalized double-double with |th| < 2000.
func expDD(th, tl float64) float64 {
	if th > 710 {
		return math.Inf(1)
	}
	if th < -746 {
		return 0
	}
	k := math.RoundToEven(th * (1 / math.Ln2))
	// r = t - k*ln2, |r| <= 0.35
	rh, rl := twoSum(th-k*ln2Hi, tl)
	mh, ml := twoProd(k, ln2Mid)
	rh, rl = ddAdd(rh, rl, -mh, -ml-k*ln2Lo)
	// exp(r) = exp(r/256)^256; Taylor to degree 8 on |r/256| < 0.0014.
	rh, rl = rh/256, rl/256
	eh, el := 1.0/40320, 0.0
	for _, n := range [...]float64{5040, 720, 120, 24, 6, 2, 1, 1} {
		eh, el = ddMul(eh, el, rh, rl)
		ch := 1 / n
		eh, el = ddAdd(eh, el, ch, math.FMA(-ch, n, 1)/n)
	}
	for range 8 {
		eh, el = ddMul(eh, el, eh, el)
	}
	return math.Ldexp(eh+el, int(k))
}

// powDD returns C's pow(x, y): special cases as in C99 Annex F (which math.Pow follows), other values to within a
// fraction of a unit in the last place.
func powDD(x, y float64) float64 {
	switch {
	case y == 0 || x == 1:
		return 1
	case math.IsNaN(x) || math.IsNaN(y):
		return math.NaN()
	case x == 0 || math.IsInf(x, 0) || math.IsInf(y, 0) || y == 1:
		return math.Pow(x, y)
	}
	negate := false
	if x < 0 {
		if y != math.Trunc(y) {
			return math.NaN()
		}
		negate = math.Abs(y) < 1<<53 && int64(y)&1 == 1
		x = -x
	}
	lh, ll := logDD(x)
	th, tl := twoProd(lh, y)
	th, tl = twoSum(th, tl+ll*y)
	r := expDD(th, tl)
	if negate {
		return -r
	}
	return r
}

// logDD1 returns log(x), correctly rounded except in rare hard cases; special values as math.Log.
func logDD1(x float64) float64 {
	if !(x > 0) || math.IsInf(x, 1) {
		return math.Log(x)
	}
	h, l := logDD(x)
	return h + l
}
