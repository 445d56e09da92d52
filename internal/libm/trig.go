package libm

import (
	"math"
	"math/bits"
)

// Sin and Cos are pygo's own, not glibc's (whose __sin_fma and __cos_fma are table driven and round a little
// differently): they are written so that every step is one vector instruction, and package simd lowers them lane
// by lane with the same operations in the same order, so the scalar and vector paths give the same bits.
//
// Algorithm. For |x| < TrigReduceMax, k = round(x*2/pi) and x - k*pi/2 = zh + zl, a double-double, with pi/2 in
// three doubles (Cody-Waite with fused multiply-adds: x - k*TrigPiHalf1 is exact). Larger finite arguments are
// reduced by Payne-Hanek with 192 bits of 2/pi (trigReduceLarge), on the scalar path only (the vector lowering stops
// at a vector that holds one and leaves the rest to Go). Then sin(z) = z + z^3 (S3 + w V(w)) and
// cos(z) = 1 - z^2/2 + z^4 (C4 + w D(w)), w = zh^2, with V and D Taylor polynomials evaluated in double (by
// Estrin's scheme) and
// everything else (z^2, z^3, z^4, S3 = -1/6, C4 = 1/24, the products and the final sums) in double-double, so the
// error before the final rounding is below about 2^-62 relative: the results are within 0.51 ULP of the exact
// value (the tests check ≤ 1 ULP against math/big and count how many are not correctly rounded), and they differ
// from glibc's in the last bit for a few arguments in a thousand, where either one is not correctly rounded.
// sin(±0) = ±0; sin and cos of ±Inf are TrigNaN, of a NaN that NaN, quieted.

// Constants of the reduction.
const (
	TrigInvPiHalf = 0x1.45f306dc9c883p-01 // 2/pi rounded
	TrigPiHalf1   = 0x1.921fb54442d18p+00 // pi/2 = TrigPiHalf1 + TrigPiHalf2 + TrigPiHalf3 + O(2^-163)
	TrigPiHalf2   = 0x1.1a62633145c07p-54
	TrigPiHalf3   = -0x1.f1976b7ed8fbcp-110
	// TrigReduceMax bounds |x| for the three-part reduction; from it on, arguments take trigReduceLarge.
	TrigReduceMax = 0x1p28
)

// Coefficients of the polynomials: S3 = -1/6 and C4 = 1/24 as double-doubles, then the Taylor coefficients of
// V(w) = (sin(z) - z + z^3/6)/z^5 = 1/5! - w/7! + ... and D(w) = (cos(z) - 1 + z^2/2 - z^4/24)/z^6 = -1/6! + w/8! - ...
// in increasing degree, rounded to double.
const (
	TrigS3Hi = -0x1.5555555555555p-03
	TrigS3Lo = -0x1.5555555555555p-57
	TrigC4Hi = 0x1.5555555555555p-05
	TrigC4Lo = 0x1.5555555555555p-59
)

// TrigSinV and TrigCosD are the coefficients of V and D.
var (
	TrigSinV = [...]float64{
		0x1.1111111111111p-07, -0x1.a01a01a01a01ap-13, 0x1.71de3a556c734p-19, -0x1.ae64567f544e4p-26,
		0x1.6124613a86d09p-33, -0x1.ae7f3e733b81fp-41, 0x1.952c77030ad4ap-49, -0x1.2f49b46814157p-57,
	}
	TrigCosD = [...]float64{
		-0x1.6c16c16c16c17p-10, 0x1.a01a01a01a01ap-16, -0x1.27e4fb7789f5cp-22, 0x1.1eed8eff8d898p-29,
		-0x1.93974a8c07c9dp-37, 0x1.ae7f3e733b81fp-45, -0x1.6827863b97d97p-53,
	}
)

// Sin returns sin(x) (see above).
func Sin(x float64) float64 {
	if x == 0 {
		return x
	}
	if useFMA && math.Abs(x) < TrigReduceMax {
		return trigSmallFMA(x, 0)
	}
	n, zh, zl, ok := trigReduce(x)
	if !ok {
		return trigInvalid(x)
	}
	return TrigPoly(zh, zl, n)
}

// Cos returns cos(x) (see above).
func Cos(x float64) float64 {
	if useFMA && math.Abs(x) < TrigReduceMax {
		return trigSmallFMA(x, 1)
	}
	n, zh, zl, ok := trigReduce(x)
	if !ok {
		return trigInvalid(x)
	}
	return TrigPoly(zh, zl, n+1)
}

// Tan returns tan(x): sin(z)/cos(z) or -cos(z)/sin(z) by the quadrant, from the double-doubles of trigSin and
// trigCos, the quotient in double-double; within 0.51 ULP (the tests check ≤ 1 ULP against math/big), differing
// from glibc's in the last bit for about 3 arguments in a thousand (measured on 10^5 arguments in [-10^5, 10^5]). tan(±0) = ±0, tan(±Inf) is TrigNaN.
func Tan(x float64) float64 {
	if x == 0 {
		return x
	}
	n, zh, zl, ok := trigReduce(x)
	if !ok {
		return trigInvalid(x)
	}
	return TanPoly(zh, zl, n)
}

// TanPoly returns tan(zh+zl) when q is even and -1/tan(zh+zl) when q is odd.
func TanPoly(zh, zl float64, q uint64) float64 {
	wh := float64(zh * zh)
	wl := math.FMA(zh, zh, -wh)
	sh, sl := trigSin(zh, zl, wh, wl)
	ch, cl := trigCos(zh, zl, wh, wl)
	nh, nl, dh, dl := sh, sl, ch, cl
	if q&1 != 0 {
		nh, nl, dh, dl = ch, cl, sh, sl
	}
	qh := nh / dh
	rr := math.FMA(-qh, dh, nh)
	rr += nl
	rr = math.FMA(-qh, dl, rr)
	r := qh + rr/dh
	if q&1 != 0 {
		r = -r
	}
	return r
}

// TrigNaN is the bits of sin and cos of ±Inf: x86's default NaN, with its sign bit set, which glibc returns (and
// which the vector lowering's x - x gives).
const TrigNaN = 0xfff8000000000000

// trigInvalid returns sin and cos of ±Inf and NaN: TrigNaN, or the NaN x.
func trigInvalid(x float64) float64 {
	if x != x {
		return x - x
	}
	return math.Float64frombits(TrigNaN)
}

// trigReduce returns n and z = zh+zl with x = n*pi/2 + z, |z| <= about pi/4, or ok = false for ±Inf and NaN.
func trigReduce(x float64) (n uint64, zh, zl float64, ok bool) {
	if a := math.Abs(x); a < TrigReduceMax {
		n, zh, zl = TrigReduceSmall(x)
		return n, zh, zl, true
	} else if a > math.MaxFloat64 || a != a {
		return 0, 0, 0, false
	}
	n, zh, zl = trigReduceLarge(math.Abs(x))
	if x < 0 {
		n, zh, zl = -n, -zh, -zl
	}
	return n, zh, zl, true
}

// TrigReduceSmall is the reduction for |x| < TrigReduceMax; n is k modulo 4 in its low bits.
func TrigReduceSmall(x float64) (n uint64, zh, zl float64) {
	// k = round(x*2/pi), to nearest even, by adding and subtracting 0x1.8p52; the low bits of kb
	// are those of int64(k).
	kb := float64(x*TrigInvPiHalf) + 0x1.8p52
	k := kb - 0x1.8p52
	nk := -k
	r1 := math.FMA(nk, TrigPiHalf1, x) // exact
	qh := float64(nk * TrigPiHalf2)
	ql := math.FMA(nk, TrigPiHalf2, -qh)
	ql = math.FMA(nk, TrigPiHalf3, ql)
	zh, zl = twoSum(r1, qh)
	zl += ql
	zh, zl = twoSum(zh, zl)
	return math.Float64bits(kb), zh, zl
}

// twoSum returns s = fl(a+b) and e with s+e = a+b exactly.
func twoSum(a, b float64) (s, e float64) {
	s = a + b
	bb := s - a
	e = (a - (s - bb)) + (b - bb)
	return s, e
}

// TrigPoly returns sin(zh+zl) when q is even and cos(zh+zl) when q is odd, negated when q&2 is set.
func TrigPoly(zh, zl float64, q uint64) float64 {
	wh := float64(zh * zh)
	wl := math.FMA(zh, zh, -wh)
	var r float64
	if q&1 == 0 {
		h, l := trigSin(zh, zl, wh, wl)
		r = h + l
	} else {
		h, l := trigCos(zh, zl, wh, wl)
		r = h + l
	}
	if q&2 != 0 {
		r = -r
	}
	return r
}

// trigSin returns sin(zh+zl) as a double-double, not normalized, given wh+wl = zh^2 exactly.
func trigSin(zh, zl, wh, wl float64) (hi, lo float64) {
	// v = V(w) by Estrin's scheme
	c := &TrigSinV
	w2 := float64(wh * wh)
	w4 := float64(w2 * w2)
	p01 := math.FMA(wh, c[1], c[0])
	p23 := math.FMA(wh, c[3], c[2])
	p45 := math.FMA(wh, c[5], c[4])
	p67 := math.FMA(wh, c[7], c[6])
	v := math.FMA(math.FMA(p67, w2, p45), w4, math.FMA(p23, w2, p01))
	// t = S3 + w*v (|S3| > |w*v|)
	wv := float64(wh * v)
	th := TrigS3Hi + wv
	tl := float64(TrigS3Hi-th) + wv
	tl += TrigS3Lo
	// a = z^3 = zh^3 + 3 zh^2 zl
	ah := float64(zh * wh)
	al := math.FMA(zh, wh, -ah)
	al = math.FMA(zh, wl, al)
	al = math.FMA(float64(3*wh), zl, al)
	// p = a*t
	ph := float64(ah * th)
	pl := math.FMA(ah, th, -ph)
	pl = math.FMA(ah, tl, pl)
	pl = math.FMA(al, th, pl)
	// zh + ph + (zl + pl), |zh| > |ph|
	sh := zh + ph
	se := float64(zh-sh) + ph
	return sh, se + (zl + pl)
}

// trigCos returns cos(zh+zl) as a double-double, not normalized, given wh+wl = zh^2 exactly.
func trigCos(zh, zl, wh, wl float64) (hi, lo float64) {
	wl = math.FMA(float64(2*zh), zl, wl) // wh+wl = z^2
	// d = D(w) by Estrin's scheme
	c := &TrigCosD
	w2 := float64(wh * wh)
	w4 := float64(w2 * w2)
	p01 := math.FMA(wh, c[1], c[0])
	p23 := math.FMA(wh, c[3], c[2])
	p45 := math.FMA(wh, c[5], c[4])
	d := math.FMA(math.FMA(c[6], w2, p45), w4, math.FMA(p23, w2, p01))
	// c = C4 + w*d (C4 > |w*d|)
	wd := float64(wh * d)
	ch := TrigC4Hi + wd
	cl := float64(TrigC4Hi-ch) + wd
	cl += TrigC4Lo
	// q = z^4
	qh := w2
	ql := math.FMA(wh, wh, -qh)
	ql = math.FMA(float64(2*wh), wl, ql)
	// t = q*c
	th := float64(qh * ch)
	tl := math.FMA(qh, ch, -th)
	tl = math.FMA(qh, cl, tl)
	tl = math.FMA(ql, ch, tl)
	// 1 - w/2 + t
	hw := float64(0.5 * wh)
	a := 1 - hw
	ae := float64(1-a) - hw
	b := a + th
	be := float64(a-b) + th
	return b, ae + (be + (tl - float64(0.5*wl)))
}

// twoOverPi holds the bits of 2/pi: word k (k >= 1) is bits 64(k-1)+1 to 64k after the binary point, word 0
// the integer part (0). TestTwoOverPi checks it with math/big.
var twoOverPi = [...]uint64{
	0x0000000000000000, 0xa2f9836e4e441529, 0xfc2757d1f534ddc0, 0xdb6295993c439041, 0xfe5163abdebbc561,
	0xb7246e3a424dd2e0, 0x06492eea09d1921c, 0xfe1deb1cb129a73e, 0xe88235f52ebb4484, 0xe99c7026b45f7e41,
	0x3991d639835339f4, 0x9c845f8bbdf9283b, 0x1ff897ffde05980f, 0xef2f118b5a0a6d1f, 0x6d367ecf27cb09b7,
	0x4f463f669e5fea2d, 0x7527bac7ebe5f17b, 0x3d0739f78a5292ea, 0x6bfb5fb11f8d5d08, 0x56033046fc7b6bab,
}

// trigPiHalfHi and trigPiHalfLo are pi/2 as a double-double.
const (
	trigPiHalfHi = TrigPiHalf1
	trigPiHalfLo = TrigPiHalf2
)

// trigReduceLarge is the reduction for finite x >= TrigReduceMax (Payne-Hanek): x = m*2^e with an integer m <
// 2^53, and x*2/pi modulo 4 is m times the bits of 2/pi from weight 2^(1-e) on, of which 192 suffice.
func trigReduceLarge(x float64) (n uint64, zh, zl float64) {
	b := math.Float64bits(x)
	m := b&(1<<52-1) | 1<<52
	e := int(b>>52&0x7ff) - 1075
	// Bit i after the binary point of 2/pi (weight 2^-i) is bit 63+i of twoOverPi read as one big-endian
	// string; the 192 bits from i = e-1 on, times m, give x*2/pi modulo 4 as a 2.190 fixed-point number.
	g := e - 1 + 63
	w, s := g/64, uint(g%64)
	word := func(j int) uint64 {
		v := twoOverPi[j] << s
		if s != 0 && j+1 < len(twoOverPi) {
			v |= twoOverPi[j+1] >> (64 - s)
		}
		return v
	}
	c2, c1, c0 := word(w), word(w+1), word(w+2)
	h0, l0 := bits.Mul64(m, c0)
	h1, l1 := bits.Mul64(m, c1)
	_, l2 := bits.Mul64(m, c2)
	r0 := l0
	r1, carry := bits.Add64(h0, l1, 0)
	r2, _ := bits.Add64(h1, l2, carry)
	// n = the top two bits; the fraction f = the other 190 bits, in [0, 1); f >= 1/2 counts as f - 1.
	n = r2 >> 62
	f2, f1, f0 := r2<<2|r1>>62, r1<<2|r0>>62, r0<<2
	neg := f2>>63 != 0
	if neg {
		n++
		// 1 - f, the 192-bit two's complement.
		f0, f1, f2 = -f0, ^f1, ^f2
		if f0 == 0 {
			f1++
			if f1 == 0 {
				f2++
			}
		}
	}
	// Normalize so that the top bit is set, then take 128 bits as a double-double.
	lz := uint(bits.LeadingZeros64(f2))
	if lz == 64 {
		f2, f1, f0 = f1, f0, 0
		lz = 64 + uint(bits.LeadingZeros64(f2))
	}
	sh := lz % 64
	if sh != 0 {
		f2 = f2<<sh | f1>>(64-sh)
		f1 = f1<<sh | f0>>(64-sh)
	}
	hi := math.Ldexp(float64(f2>>11), -53-int(lz))
	lo := math.Ldexp(float64(f2&(1<<11-1)<<53|f1>>11), -117-int(lz))
	// z = (hi+lo) * pi/2
	zh = float64(hi * trigPiHalfHi)
	zl = math.FMA(hi, trigPiHalfHi, -zh)
	zl = math.FMA(hi, trigPiHalfLo, zl)
	zl = math.FMA(lo, trigPiHalfHi, zl)
	zh, zl = twoSum(zh, zl)
	if neg {
		zh, zl = -zh, -zl
	}
	return n & 3, zh, zl
}
