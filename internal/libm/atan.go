package libm

import "math"

// Atan and Atan2 are pygo's own, not glibc's (whose atan and atan2 are IBM's accurate tables and polynomials, with
// many branches). Every step is one vector instruction and every branch a blend, and
// package simd lowers them lane by lane with the same operations in the same order, so the scalar and vector paths
// give the same bits.
//
// Algorithm. With a = |y| and b = |x| (Atan: a = |x|, b = 1), t = min(a, b)/max(a, b) in [0, 1] as a
// double-double (a quotient and its remainder by a fused multiply-add; tiny operands are scaled by 2^900 first so
// that the remainder does not underflow), then c = i/8 with i = round(8t), and atan(t) = atan(c) + atan(u),
// u = (t - c)/(1 + tc) with |u| <= 1/16 (t - c is exact, the rest in double-double), atan(c) from AtanTab and
// atan(u) = u + u^3 Q(u^2), Q the Taylor polynomial to u^17 (the terms left out are below 2^-76 of u). Then pi/2 -
// atan(t) when a > b, pi - that when x is negative (Atan2) and the sign of y, all in double-double; the error before
// the final rounding is below about 2^-62 relative, so the results are within 0.51 ULP (the tests check ≤ 1 ULP
// against math/big and count the results that are not correctly rounded). glibc 2.36's atan and atan2 (IBM's,
// without the multi-precision fallback since glibc 2.28) are within about 0.52 ULP; the two differ in the last bit
// for about 7 (atan) and 4 (atan2) arguments in 10^4, where pygo's was the correctly rounded one in 103 of the
// 106 cases measured. atan(±0) = ±0, atan(±Inf) = ±pi/2, and Atan2
// follows C99 Annex F for zeros and infinities (atan2(±0, -0) = ±pi, atan2(±Inf, -Inf) = ±3pi/4, ...); NaN in
// gives NaN out.

// AtanTab holds atan(i/8), i = 0, ..., 8, as double-doubles (TestAtanConstants checks them).
var AtanTab = [9][2]float64{
	{0, 0},
	{0x1.fd5ba9aac2f6ep-04, -0x1.cd37686760c17p-59},
	{0x1.f5b75f92c80ddp-03, 0x1.8ab6e3cf7afbdp-57},
	{0x1.6f61941e4def1p-02, -0x1.c63aae6f6e918p-56},
	{0x1.dac670561bb4fp-02, 0x1.a2b7f222f65e2p-56},
	{0x1.1e00babdefeb4p-01, -0x1.928df287a668fp-58},
	{0x1.4978fa3269ee1p-01, 0x1.2419a87f2a458p-56},
	{0x1.700a7c5784634p-01, -0x1.8c34d25aadef6p-56},
	{0x1.921fb54442d18p-01, 0x1.1a62633145c07p-55},
}

// AtanQ are the coefficients of Q(w) = (atan(u) - u)/u^3 = -1/3 + w/5 - w^2/7 + ..., w = u^2, in increasing degree.
var AtanQ = [...]float64{-1.0 / 3, 1.0 / 5, -1.0 / 7, 1.0 / 9, -1.0 / 11, 1.0 / 13, -1.0 / 15, 1.0 / 17}

// Constants of Atan2: pi as a double-double, and the bounds of the scaling.
const (
	AtanPiHi    = 2 * TrigPiHalf1
	AtanPiLo    = 2 * TrigPiHalf2
	AtanTiny    = 0x1p-900 // min(a, b) below it, with max(a, b) below AtanTinyMax: both are scaled by AtanScale
	AtanTinyMax = 0x1p100
	AtanScale   = 0x1p900
)

// Atan returns atan(x) (see above).
func Atan(x float64) float64 {
	t := math.Abs(x)
	switch {
	case x != x:
		return x + x
	case t > math.MaxFloat64:
		return math.Copysign(TrigPiHalf1, x)
	}
	num, den := min(t, 1), max(t, 1)
	rh, rl := atanQuot(num, den, t > 1)
	r := rh + rl
	return math.Float64frombits(math.Float64bits(r) | math.Float64bits(x)&(1<<63))
}

// Atan2 returns atan2(y, x) (see above).
func Atan2(y, x float64) float64 {
	if x != x || y != y {
		return x + y
	}
	a, b := math.Abs(y), math.Abs(x)
	ia, ib := a > math.MaxFloat64, b > math.MaxFloat64
	if ia || ib {
		// Infinities: atan2 of 1 and 0 (or 1 and 1) in their place.
		a, b = 0, 0
		if ia {
			a = 1
		}
		if ib {
			b = 1
		}
	}
	if a == 0 {
		b = 1 // atan2(±0, x) is ±0 or ±pi: t = 0
	}
	num, den := min(a, b), max(a, b)
	if num < AtanTiny && den < AtanTinyMax {
		num, den = float64(num*AtanScale), float64(den*AtanScale)
	}
	rh, rl := atanQuot(num, den, a > b)
	if math.Float64bits(x)>>63 != 0 {
		// pi - (rh + rl)
		sh, se := twoSum(AtanPiHi, -rh)
		rh, rl = sh, se+(AtanPiLo-rl)
	}
	r := rh + rl
	return math.Float64frombits(math.Float64bits(r) | math.Float64bits(y)&(1<<63))
}

// atanQuot returns atan(num/den), or pi/2 - atan(num/den) when inv is set, as a double-double, for 0 <= num <=
// den, den > 0 finite.
func atanQuot(num, den float64, inv bool) (rh, rl float64) {
	th := num / den
	tl := math.FMA(-th, den, num) / den
	// i = round(8 th), c = i/8
	kb := float64(th*8) + 0x1.8p52
	i := math.Float64bits(kb) & 15
	c := float64(kb-0x1.8p52) * 0.125
	nh := th - c // exact
	// d = 1 + t c
	ph := float64(th * c)
	pl := math.FMA(th, c, -ph)
	pl = math.FMA(tl, c, pl)
	dh, dl := twoSum(1, ph)
	dl += pl
	// u = (nh + tl)/d
	uh := nh / dh
	rr := math.FMA(-uh, dh, nh)
	rr += tl
	rr = math.FMA(-uh, dl, rr)
	ul := rr / dh
	// atan(u) = u + u^3 Q(u^2), by Estrin's scheme
	w := float64(uh * uh)
	v := atanPoly(w)
	v = float64(w * v)
	v = float64(uh * v)
	rh, e := twoSum(AtanTab[i][0], uh)
	rl = e + (AtanTab[i][1] + (ul + v))
	// pi/2 - r when inv: the signs flipped and pi/2 added, or 0 added.
	var sign uint64
	hh, hl := 0.0, 0.0
	if inv {
		sign, hh, hl = 1<<63, TrigPiHalf1, TrigPiHalf2
	}
	rh = math.Float64frombits(math.Float64bits(rh) ^ sign)
	rl = math.Float64frombits(math.Float64bits(rl) ^ sign)
	sh, se := twoSum(hh, rh)
	return sh, se + (hl + rl)
}

// atanPoly returns Q(w) by Estrin's scheme, as simd's estrin evaluates 8 coefficients.
func atanPoly(w float64) float64 {
	c := &AtanQ
	w2 := float64(w * w)
	w4 := float64(w2 * w2)
	p01 := math.FMA(w, c[1], c[0])
	p23 := math.FMA(w, c[3], c[2])
	p45 := math.FMA(w, c[5], c[4])
	p67 := math.FMA(w, c[7], c[6])
	return math.FMA(math.FMA(p67, w2, p45), w4, math.FMA(p23, w2, p01))
}
