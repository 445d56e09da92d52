package simd

import (
	"github.com/mmcloughlin/avo/reg"

	"github.com/pygo-lang/pygo/internal/libm"
)

// This file lowers OpErf and OpErfc: libm.Erf and libm.Erfc (glibc's erf and erfc) lane by lane,
// every operation of the scalar code one instruction in the same order (nothing fused, as in
// glibc), and every branch a blend. Every lane evaluates the one rational function R(s)/S(s)
// with the coefficients of its interval (libm.ErfR and ErfS, picked by three blends of
// constants), both exp factors of the tail (the exp of vmath.go) and every interval's final
// formula; the interval's is blended in, then the tiny arguments, the saturated ones and NaN.
// Their constants are in vtrigConst (verfConsts).

// verfConsts are the bits of the constants of this file, appended to vtconsts.
func verfConsts() []uint64 {
	c := []uint64{
		f64(libm.ErfSubTiny), f64(libm.ErfTiny), f64(libm.ErfcTiny), f64(libm.ErfBoundA), f64(libm.ErfBoundB),
		f64(libm.ErfBoundC), f64(libm.ErfcBoundC), f64(libm.ErfOne), f64(-libm.ErfOne), f64(libm.ErfcZero),
		f64(libm.ErfErx), f64(1 - libm.ErfErx), f64(libm.ErfEfx), f64(libm.ErfEfx16), f64(16), f64(0.0625),
		f64(0.5625), f64(0.25), libm.ErfLowMask,
	}
	for i := range libm.ErfR {
		for j := range libm.ErfR[i] {
			c = append(c, f64(libm.ErfR[i][j]), f64(libm.ErfS[i][j]))
		}
	}
	return c
}

// erfPick returns, in each lane, v[i] for the first interval i whose mask ms[i] holds (v[3]
// where none does): the masks of intervals 0 to 2 are nested, |x| below each bound. A blend is
// left out where it would pick a value equal to every one below it.
func (g *lowering) erfPick(v [4]float64, ms [3]val) reg.VecVirtual {
	r := g.ld(g.ktf(v[3]))
	for i := 2; i >= 0; i-- {
		same := true
		for _, w := range v[i+1:] {
			same = same && f64(w) == f64(v[i])
		}
		if !same {
			r = g.blend(ms[i], g.ktf(v[i]), r)
		}
	}
	return r
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
	s := g.binPD(c.VDIVPD, g.ld(g.ktf(1)), aa)
	s = g.blend(m1, g.binPD(c.VSUBPD, a, g.ktf(1)), s)
	s = g.blend(m0, aa, s)
	s2 := g.binPD(c.VMULPD, s, s)
	s4 := g.binPD(c.VMULPD, s2, s2)
	s6 := g.binPD(c.VMULPD, s4, s2)
	coef := func(tab *[4][8]float64, j int) reg.VecVirtual {
		return g.erfPick([4]float64{tab[0][j], tab[1][j], tab[2][j], tab[3][j]}, ms)
	}
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
	z := g.binPD(c.VANDPD, a, g.kt(libm.ErfLowMask))
	nz := g.binPD(c.VXORPD, z, g.kt(1<<63))
	e1 := g.exp(g.binPD(c.VSUBPD, g.binPD(c.VMULPD, nz, z), g.ktf(0.5625)))
	w := g.binPD(c.VMULPD, g.binPD(c.VSUBPD, z, a), g.binPD(c.VADDPD, z, a))
	e2 := g.exp(g.binPD(c.VADDPD, w, q))
	t = g.binPD(c.VDIVPD, g.binPD(c.VMULPD, e1, e2), a)
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
