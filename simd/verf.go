package simd

import (
	"github.com/mmcloughlin/avo/ir"
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"

	"github.com/pygo-lang/pygo/internal/libm"
)

// This file lowers OpErf and OpErfc: libm.Erf and libm.Erfc (glibc's erf and erfc) lane by lane,
// every operation of the scalar code one instruction in the same order (nothing fused, as in
// glibc), and every branch a blend. Every lane evaluates the one rational function R(s)/S(s)
// with the coefficients of its interval (libm.ErfR and ErfS, picked by one permutation
// each), both exp factors of the tail (the exp of vmath.go) and every interval's final
// formula; the interval's is blended in, then the tiny arguments, the saturated ones and NaN. A
// vector with no lane in intervals 2 and 3 (|x| >= 1.25) skips 1/x^2 and the tail, whose two
// exps and division are most of the cost.
// Their constants are in vtrigConst (verfConsts), and the coefficients of the rational function
// in verfCoef, a row per coefficient from which a permutation picks each lane's interval's.

// verfConsts are the bits of the constants of this file, appended to vtconsts.
func verfConsts() []uint64 {
	c := []uint64{
		f64(libm.ErfSubTiny), f64(libm.ErfTiny), f64(libm.ErfcTiny), f64(libm.ErfBoundA), f64(libm.ErfBoundB),
		f64(libm.ErfBoundC), f64(libm.ErfcBoundC), f64(libm.ErfOne), f64(-libm.ErfOne), f64(libm.ErfcZero),
		f64(libm.ErfErx), f64(1 - libm.ErfErx), f64(libm.ErfEfx), f64(libm.ErfEfx16), f64(16), f64(0.0625),
		f64(0.5625), f64(0.25), libm.ErfLowMask, 3, 1 << 32,
	}
	for i := range libm.ErfR {
		for j := range libm.ErfR[i] {
			c = append(c, f64(libm.ErfR[i][j]), f64(libm.ErfS[i][j]))
		}
	}
	return c
}

// verfCoefs is the read-only data of the coefficients of the rational function: for ErfR's
// coefficient j (at 64j bytes) and ErfS's (at 512 + 64j), its values in intervals 0 to 3, twice
// (VPERMPD reads eight, VPERMPS the first four as eight halves).
const verfCoefs = "verfCoef"

// verfGlobals returns the table verfCoefs.
func verfGlobals() []*ir.Global {
	var vals []uint64
	for _, tab := range []*[4][8]float64{&libm.ErfR, &libm.ErfS} {
		for j := range tab[0] {
			for range 2 {
				for i := range tab {
					vals = append(vals, f64(tab[i][j]))
				}
			}
		}
	}
	return []*ir.Global{rodata(verfCoefs, vals, 1)}
}

// erfInterval returns each lane's interval, the first i whose mask ms[i] holds (3 where none
// does: the masks of intervals 0 to 2 are nested, |x| below each bound), as the permutation
// index that picks entry i of a row of verfCoefs: i itself in a 64-bit lane on AVX-512
// (VPERMPD), the 32-bit halves 2i and 2i+1 on AVX2 (VPERMPS).
func (g *lowering) erfInterval(ms [3]val) reg.VecVirtual {
	c := g.ctx
	k := g.ld(g.kt(3))
	for _, m := range ms {
		if g.isa == AVX512 {
			c.VPSUBQ(g.kt(1), k, m.k, k) // less one in the lanes of m
		} else {
			c.VPADDQ(m.v, k, k) // a mask lane is -1
		}
	}
	if g.isa == AVX512 {
		return k
	}
	k2 := g.addQ(k, k)
	return g.addQ(g.addQ(g.shiftQ(c.VPSLLQ, k2, 32), k2), g.kt(1<<32))
}

// erfCoef returns, in each lane, the value of coefficient j of tab (libm.ErfR or ErfS) in the
// lane's interval, iv from erfInterval: one permutation of a row of verfCoefs.
func (g *lowering) erfCoef(tab *[4][8]float64, j int, iv reg.VecVirtual) reg.VecVirtual {
	row := j
	if tab == &libm.ErfS {
		row += len(tab[0])
	}
	m := operand.Mem{Symbol: operand.NewStaticSymbol(verfCoefs), Base: reg.StaticBase, Disp: 64 * row}
	d := g.vec(Float64)
	if g.isa == AVX512 {
		g.ctx.VPERMPD(m, iv, d)
	} else {
		g.ctx.VPERMPS(m, iv, d)
	}
	return d
}

// erfCore returns |x|, the masks of intervals 0 and 1, q = R(s)/S(s) of every lane's interval
// (libm.ErfArg, ErfRatio; boundC is the bound of interval 2) and libm.ErfTail(|x|, q).
func (g *lowering) erfCore(x reg.VecVirtual, boundC float64) (a reg.VecVirtual, m0, m1 val, q, t reg.VecVirtual) {
	c := g.ctx
	a = g.absPD(x)
	m0 = g.cmpPD(cmpLT, a, g.ktf(libm.ErfBoundA))
	m1 = g.cmpPD(cmpLT, a, g.ktf(libm.ErfBoundB))
	ms := [3]val{m0, m1, g.cmpPD(cmpLT, a, g.ktf(boundC))}
	aa := g.binPD(c.VMULPD, a, a)
	s := g.binPD(c.VSUBPD, a, g.ktf(1))
	// 1/x^2 and the tail serve only the lanes with |x| >= BoundB (or NaN), which a vector
	// may not have: then both are skipped (t is read in no lane).
	skip := g.skipUnless(g.cmpPD(cmpNLT, a, g.ktf(libm.ErfBoundB)))
	c.VMOVAPD(g.blend(m1, s, g.binPD(c.VDIVPD, g.ld(g.ktf(1)), aa)), s)
	c.Label(skip)
	s = g.blend(m0, aa, s)
	s2 := g.binPD(c.VMULPD, s, s)
	s4 := g.binPD(c.VMULPD, s2, s2)
	s6 := g.binPD(c.VMULPD, s4, s2)
	iv := g.erfInterval(ms)
	coef := func(tab *[4][8]float64, j int) reg.VecVirtual { return g.erfCoef(tab, j, iv) }
	// Ri = c(2i-2) + s c(2i-1); R = R1 + s^2 R2 + s^4 R3 + s^6 R4.
	pair := func(j int) reg.VecVirtual {
		return g.binPD(c.VADDPD, coef(&libm.ErfR, j), g.binPD(c.VMULPD, s, coef(&libm.ErfR, j+1)))
	}
	r := pair(0)
	for k, sk := range []reg.VecVirtual{s2, s4, s6} {
		r = g.binPD(c.VADDPD, r, g.binPD(c.VMULPD, sk, pair(2*k+2)))
	}
	// S1 = 1 + s d1, Si = d(2i-2) + s d(2i-1); S = S1 + s^2 S2 + s^4 S3 + s^6 S4 + s^8 d8.
	d := g.binPD(c.VADDPD, g.ld(g.ktf(1)), g.binPD(c.VMULPD, s, coef(&libm.ErfS, 0)))
	for k, sk := range []reg.VecVirtual{s2, s4, s6} {
		p := g.binPD(c.VADDPD, coef(&libm.ErfS, 2*k+1), g.binPD(c.VMULPD, s, coef(&libm.ErfS, 2*k+2)))
		d = g.binPD(c.VADDPD, d, g.binPD(c.VMULPD, sk, p))
	}
	d = g.binPD(c.VADDPD, d, g.binPD(c.VMULPD, g.binPD(c.VMULPD, s4, s4), coef(&libm.ErfS, 7)))
	q = g.binPD(c.VDIVPD, r, d)
	// The tail: exp(-z*z - 0.5625) * exp((z - a)*(z + a) + q) / a.
	t = g.ld(a)
	skip = g.skipUnless(g.cmpPD(cmpNLT, a, g.ktf(libm.ErfBoundB)))
	z := g.binPD(c.VANDPD, a, g.kt(libm.ErfLowMask))
	nz := g.binPD(c.VXORPD, z, g.kt(1<<63))
	e1 := g.exp(g.binPD(c.VSUBPD, g.binPD(c.VMULPD, nz, z), g.ktf(0.5625)))
	w := g.binPD(c.VMULPD, g.binPD(c.VSUBPD, z, a), g.binPD(c.VADDPD, z, a))
	e2 := g.exp(g.binPD(c.VADDPD, w, q))
	c.VMOVAPD(g.binPD(c.VDIVPD, g.binPD(c.VMULPD, e1, e2), a), t)
	c.Label(skip)
	return a, m0, m1, q, t
}

// erf returns libm.Erf of every lane of x.
func (g *lowering) erf(x reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	a, m0, m1, q, t := g.erfCore(x, libm.ErfBoundC)
	sign := g.signOf(x)
	u := g.binPD(c.VSUBPD, g.ld(g.ktf(1)), t)
	u = g.blend(m1, g.binPD(c.VADDPD, g.ld(g.ktf(libm.ErfErx)), q), u)
	u = g.binPD(c.VORPD, u, sign)
	u = g.blend(m0, g.binPD(c.VADDPD, x, g.binPD(c.VMULPD, x, q)), u)
	u = g.blend(g.cmpPD(cmpLT, a, g.ktf(libm.ErfTiny)), g.binPD(c.VADDPD, x, g.binPD(c.VMULPD, x, g.ktf(libm.ErfEfx))), u)
	sub := g.binPD(c.VADDPD, g.binPD(c.VMULPD, x, g.ktf(16)), g.binPD(c.VMULPD, x, g.ktf(libm.ErfEfx16)))
	u = g.blend(g.cmpPD(cmpLT, a, g.ktf(libm.ErfSubTiny)), g.binPD(c.VMULPD, sub, g.ktf(0.0625)), u)
	u = g.blend(g.cmpPD(cmpGE, a, g.ktf(libm.ErfOne)), g.binPD(c.VORPD, sign, g.ktf(1)), u)
	return g.blend(g.cmpPD(cmpUnord, x, x), g.binPD(c.VADDPD, x, x), u)
}

// erfc returns libm.Erfc of every lane of x.
func (g *lowering) erfc(x reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	a, m0, m1, q, t := g.erfCore(x, libm.ErfcBoundC)
	neg := g.signMask(x)
	u := g.blend(neg, g.binPD(c.VSUBPD, g.ld(g.ktf(2)), t), t)
	b := g.blend(neg, g.binPD(c.VADDPD, g.ld(g.ktf(1)), g.binPD(c.VADDPD, g.ld(g.ktf(libm.ErfErx)), q)),
		g.binPD(c.VSUBPD, g.ld(g.ktf(1-libm.ErfErx)), q))
	u = g.blend(m1, b, u)
	xq := g.binPD(c.VMULPD, x, q)
	small := g.binPD(c.VSUBPD, g.ld(g.ktf(1)), g.binPD(c.VADDPD, x, xq))
	mid := g.binPD(c.VSUBPD, g.ld(g.ktf(0.5)), g.binPD(c.VADDPD, xq, g.binPD(c.VSUBPD, x, g.ktf(0.5))))
	u = g.blend(m0, g.blend(g.cmpPD(cmpLT, x, g.ktf(0.25)), small, mid), u)
	u = g.blend(g.cmpPD(cmpLT, a, g.ktf(libm.ErfcTiny)), g.binPD(c.VSUBPD, g.ld(g.ktf(1)), x), u)
	u = g.blend(g.cmpPD(cmpGE, x, g.ktf(libm.ErfcZero)), g.ktf(0), u)
	u = g.blend(g.cmpPD(cmpLE, x, g.ktf(-libm.ErfOne)), g.ktf(2), u)
	return g.blend(g.cmpPD(cmpUnord, x, x), g.binPD(c.VADDPD, x, x), u)
}
