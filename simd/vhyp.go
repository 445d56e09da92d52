package simd

import (
	"math"

	"github.com/mmcloughlin/avo/attr"
	"github.com/mmcloughlin/avo/ir"
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"

	"github.com/pygo-lang/pygo/internal/libm"
)

// This file lowers OpExpm1, OpTanh, OpLog1p, OpAtan and OpAtan2: libm.Expm1, Tanh, Log1p, Atan
// and Atan2 lane by lane, every math.FMA one fused instruction, every other operation of the
// scalar code one instruction, in the same order, and every branch of the scalar code a blend
// (the main path runs for every lane; the special results are blended in), so every lane has the
// scalar bits whatever its neighbours. Their constants are in vtrigConst (vhypConsts); expm1 and
// tanh gather from exp's tables and log1p from log's (vmath.go), atan and atan2 from vatanHi and
// vatanLo, libm.AtanTab.

const (
	vatanHi = "vatanHi"
	vatanLo = "vatanLo"
)

// vhypConsts are the bits of the constants of this file, appended to vtconsts.
func vhypConsts() []uint64 {
	c := []uint64{
		f64(libm.ExpShift), f64(libm.ExpInvLn2N), f64(libm.ExpNegLn2HiN), f64(libm.ExpNegLn2LoN), 127,
		1023 << 52, 1022 << 52, f64(libm.Expm1NoOne), f64(libm.Expm1Hi), f64(libm.Expm1Lo), f64(-1), f64(libm.TanhHi),
		0x3fe6000000000000, 2048, 4095, 0x4338000000000000, f64(0x1.8p52 + 2048), 0xfff << 52,
		f64(libm.LogLn2Hi), f64(libm.LogLn2Lo), f64(libm.LogA0), f64(libm.LogA1), f64(libm.LogA2), f64(libm.LogA3),
		f64(libm.LogA4), f64(libm.LogB0), f64(libm.LogB1), f64(libm.LogB2), f64(libm.LogB3), f64(libm.LogB4),
		f64(libm.LogB5), f64(libm.LogB6), f64(libm.LogB7), f64(libm.LogB8), f64(libm.LogB9), f64(libm.LogB10),
		f64(0x1p27), f64(-0x1p27), f64(libm.Log1pNear), f64(math.Inf(-1)), libm.Log1pNaN,
		f64(8), f64(0.125), 15, f64(libm.AtanPiHi), f64(libm.AtanPiLo), f64(libm.AtanTiny), f64(libm.AtanTinyMax),
		f64(libm.AtanScale),
	}
	for _, v := range libm.Expm1Q {
		c = append(c, f64(v))
	}
	for _, v := range libm.AtanQ {
		c = append(c, f64(v))
	}
	return c
}

// vhypGlobals returns the tables of atan: AtanTab's high and low parts, padded to 16 entries.
func vhypGlobals() []*ir.Global {
	var gs []*ir.Global
	for part, name := range []string{vatanHi, vatanLo} {
		g := ir.NewStaticGlobal(name)
		g.Attributes = attr.RODATA | attr.NOPTR
		for i := range 16 {
			v := 0.0
			if i < len(libm.AtanTab) {
				v = libm.AtanTab[i][part]
			}
			g.Append(operand.U64(f64(v)))
		}
		gs = append(gs, g)
	}
	return gs
}

// signOf returns the sign bits of x.
func (g *lowering) signOf(x reg.VecVirtual) reg.VecVirtual {
	return g.binPD(g.ctx.VANDPD, x, g.kt(1<<63))
}

// absPD returns |x|.
func (g *lowering) absPD(x reg.VecVirtual) reg.VecVirtual {
	return g.binPD(g.ctx.VANDPD, x, g.kt(0x7fffffffffffffff))
}

// signMask returns the mask of the lanes of x whose sign bit is set.
func (g *lowering) signMask(x reg.VecVirtual) val {
	if g.isa == AVX512 {
		k := g.ctx.K()
		g.ctx.VPTESTMQ(g.kt(1<<63), x, k)
		return val{k: k}
	}
	return val{v: x} // VBLENDVPD reads the top bit
}

// expm1Core is libm's expm1Core: a, lo and kq = K<<52 with e^x - 1 = (a + lo) 2^K.
func (g *lowering) expm1Core(x reg.VecVirtual) (a, lo, kq reg.VecVirtual) {
	c := g.ctx
	kb := g.ld(g.ktf(libm.ExpShift))
	g.fma(x, g.ktf(libm.ExpInvLn2N), kb)
	kd := g.binPD(c.VSUBPD, kb, g.ktf(libm.ExpShift))
	j := g.andQ(kb, g.kt(127))
	kq = g.subQ(g.shiftQ(c.VPSLLQ, kb, 45), g.shiftQ(c.VPSLLQ, j, 45))
	// r = rh + rl
	r1 := g.ld(x)
	g.fma(kd, g.ktf(libm.ExpNegLn2HiN), r1)
	qh := g.binPD(c.VMULPD, kd, g.ktf(libm.ExpNegLn2LoN))
	ql := g.ld(qh)
	g.fms(kd, g.ktf(libm.ExpNegLn2LoN), ql)
	rh, rl := g.twoSumPD(r1, qh)
	rl = g.binPD(c.VADDPD, rl, ql)
	// P
	hr := g.binPD(c.VMULPD, rh, g.ktf(0.5))
	s2h := g.binPD(c.VMULPD, hr, rh)
	s2l := g.ld(s2h)
	g.fms(hr, rh, s2l)
	q := g.ld(g.ktf(libm.Expm1Q[3]))
	g.fma(rh, g.ktf(libm.Expm1Q[4]), q)
	for _, k := range []float64{libm.Expm1Q[2], libm.Expm1Q[1], libm.Expm1Q[0]} {
		d := g.ld(g.ktf(k))
		g.fma(rh, q, d)
		q = d
	}
	t3 := g.binPD(c.VMULPD, g.binPD(c.VMULPD, rh, s2h), q)
	ph, pl := g.twoSumPD(rh, s2h)
	pl = g.binPD(c.VADDPD, pl, g.binPD(c.VADDPD, rl, g.binPD(c.VADDPD, s2l, t3)))
	// M = T (1 + P)
	t := g.gatherAll(j, vmathExpBits, vmathExpTail)
	th := g.addQ(t[0], g.shiftQ(c.VPSLLQ, j, 45))
	tl := g.binPD(c.VMULPD, th, t[1])
	mh := g.binPD(c.VMULPD, th, ph)
	ml := g.ld(mh)
	g.fms(th, ph, ml)
	u := g.binPD(c.VMULPD, tl, ph)
	g.fma(th, pl, u)
	u = g.binPD(c.VADDPD, tl, u)
	u = g.binPD(c.VADDPD, ml, u)
	sh, se := g.twoSumPD(th, mh)
	se = g.binPD(c.VADDPD, se, u)
	// M - 2^-K
	m := g.subQ(g.ld(g.kt(1023<<52)), kq)
	m = g.blend(g.cmpPD(cmpGT, x, g.ktf(libm.Expm1NoOne)), g.ktf(0), m)
	a, ae := g.twoSumPD(sh, g.binPD(c.VXORPD, m, g.kt(1<<63)))
	lo = g.binPD(c.VADDPD, ae, se)
	k0 := g.cmpPD(cmpEQ, kd, g.ktf(0))
	return g.blend(k0, ph, a), g.blend(k0, pl, lo), kq
}

// expm1 returns libm.Expm1 of every lane of x.
func (g *lowering) expm1(x reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	a, lo, kq := g.expm1Core(x)
	sc := g.addQ(kq, g.kt(1022<<52))
	r := g.binPD(c.VMULPD, g.binPD(c.VMULPD, g.binPD(c.VADDPD, a, lo), g.ktf(2)), sc)
	r = g.blend(g.cmpPD(cmpLT, x, g.ktf(libm.Expm1Lo)), g.ktf(-1), r)
	r = g.blend(g.cmpPD(cmpGT, x, g.ktf(libm.Expm1Hi)), g.ktf(math.Inf(1)), r)
	r = g.blend(g.cmpPD(cmpEQ, x, g.ktf(0)), x, r)
	return g.blend(g.cmpPD(cmpUnord, x, x), g.binPD(c.VADDPD, x, x), r)
}

// tanh returns libm.Tanh of every lane of x.
func (g *lowering) tanh(x reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	t := g.absPD(x)
	a, lo, kq := g.expm1Core(g.binPD(c.VADDPD, t, t))
	eh, el := g.twoSumPD(a, lo)
	sc := g.addQ(kq, g.kt(1022<<52))
	eh = g.binPD(c.VMULPD, g.binPD(c.VMULPD, eh, sc), g.ktf(2))
	el = g.binPD(c.VMULPD, g.binPD(c.VMULPD, el, sc), g.ktf(2))
	dh, dl := g.twoSumPD(eh, g.ld(g.ktf(2)))
	dl = g.binPD(c.VADDPD, dl, el)
	q := g.binPD(c.VDIVPD, eh, dh)
	rr := g.ld(eh)
	g.fnma(q, dh, rr)
	rr = g.binPD(c.VADDPD, rr, el)
	g.fnma(q, dl, rr)
	r := g.binPD(c.VADDPD, q, g.binPD(c.VDIVPD, rr, dh))
	sign := g.signOf(x)
	r = g.binPD(c.VORPD, r, sign)
	r = g.blend(g.cmpPD(cmpGT, t, g.ktf(libm.TanhHi)), g.binPD(c.VORPD, sign, g.ktf(1)), r)
	r = g.blend(g.cmpPD(cmpEQ, x, g.ktf(0)), x, r)
	return g.blend(g.cmpPD(cmpUnord, x, x), g.binPD(c.VADDPD, x, x), r)
}

// log1p returns libm.Log1p of every lane of x.
func (g *lowering) log1p(x reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	uh, ul := g.twoSumPD(g.ld(g.ktf(1)), x)
	tmp := g.subQ(uh, g.kt(0x3fe6000000000000))
	i := g.andQ(g.shiftQ(c.VPSRLQ, tmp, 45), g.kt(127))
	kb := g.orQ(g.andQ(g.addQ(g.shiftQ(c.VPSRLQ, tmp, 52), g.kt(2048)), g.kt(4095)), g.kt(0x4338000000000000))
	kd := g.binPD(c.VSUBPD, kb, g.ktf(0x1.8p52+2048))
	z := g.subQ(uh, g.andQ(tmp, g.kt(0xfff<<52)))
	t := g.gatherAll(i, vmathLogInvc, vmathLogLogc)
	invc, w := t[0], t[1]
	g.fma(kd, g.ktf(libm.LogLn2Hi), w)
	r := g.ld(g.ktf(-1))
	g.fma(z, invc, r)
	h := g.binPD(c.VADDPD, w, r)
	l := g.binPD(c.VADDPD, g.binPD(c.VSUBPD, w, h), r)
	g.fma(kd, g.ktf(libm.LogLn2Lo), l)
	l = g.binPD(c.VADDPD, l, g.binPD(c.VDIVPD, ul, uh))
	r2 := g.binPD(c.VMULPD, r, r)
	g.fma(r2, g.ktf(libm.LogA0), l)
	pa := g.ld(g.ktf(libm.LogA3))
	g.fma(r, g.ktf(libm.LogA4), pa)
	pb := g.ld(g.ktf(libm.LogA1))
	g.fma(r, g.ktf(libm.LogA2), pb)
	g.fma(pa, r2, pb)
	g.fma(g.binPD(c.VMULPD, r, r2), pb, l)
	res := g.binPD(c.VADDPD, l, h)

	// |x| < 1/16: log1pNear.
	near := g.cmpPD(cmpLT, g.absPD(x), g.ktf(libm.Log1pNear))
	skip := g.skipUnless(near)
	r = x
	c.VMOVAPD(g.blend(near, g.logNear(r, g.ktf), res), res)
	c.Label(skip)

	// ±0, -1, x < -1, +Inf, NaN.
	res = g.blend(g.cmpPD(cmpEQ, x, g.ktf(0)), x, res)
	res = g.blend(g.cmpPD(cmpEQ, x, g.ktf(-1)), g.ktf(math.Inf(-1)), res)
	res = g.blend(g.cmpPD(cmpLT, x, g.ktf(-1)), g.kt(libm.Log1pNaN), res)
	res = g.blend(g.cmpPD(cmpEQ, x, g.ktf(math.Inf(1))), x, res)
	return g.blend(g.cmpPD(cmpUnord, x, x), g.binPD(c.VADDPD, x, x), res)
}

// atanQuot is libm's atanQuot: atan(num/den), or pi/2 less it in the lanes of inv, as a
// double-double.
func (g *lowering) atanQuot(num, den reg.VecVirtual, inv val) (rh, rl reg.VecVirtual) {
	c := g.ctx
	th := g.binPD(c.VDIVPD, num, den)
	tl := g.ld(num)
	g.fnma(th, den, tl)
	tl = g.binPD(c.VDIVPD, tl, den)
	// i = round(8 th), c = i/8
	kb := g.binPD(c.VADDPD, g.binPD(c.VMULPD, th, g.ktf(8)), g.ktf(0x1.8p52))
	i := g.andQ(kb, g.kt(15))
	cc := g.binPD(c.VMULPD, g.binPD(c.VSUBPD, kb, g.ktf(0x1.8p52)), g.ktf(0.125))
	nh := g.binPD(c.VSUBPD, th, cc)
	ph := g.binPD(c.VMULPD, th, cc)
	pl := g.ld(ph)
	g.fms(th, cc, pl)
	g.fma(tl, cc, pl)
	dh, dl := g.twoSumPD(g.ld(g.ktf(1)), ph)
	dl = g.binPD(c.VADDPD, dl, pl)
	uh := g.binPD(c.VDIVPD, nh, dh)
	rr := g.ld(nh)
	g.fnma(uh, dh, rr)
	rr = g.binPD(c.VADDPD, rr, tl)
	g.fnma(uh, dl, rr)
	ul := g.binPD(c.VDIVPD, rr, dh)
	w := g.binPD(c.VMULPD, uh, uh)
	v := g.estrin(w, libm.AtanQ[:])
	v = g.binPD(c.VMULPD, w, v)
	v = g.binPD(c.VMULPD, uh, v)
	t := g.gatherAll(i, vatanHi, vatanLo)
	rh, e := g.twoSumPD(t[0], uh)
	rl = g.binPD(c.VADDPD, e, g.binPD(c.VADDPD, t[1], g.binPD(c.VADDPD, ul, v)))
	// pi/2 - r in the lanes of inv.
	zero := g.ld(g.ktf(0))
	sign := g.blend(inv, g.kt(1<<63), zero)
	rh = g.binPD(c.VXORPD, rh, sign)
	rl = g.binPD(c.VXORPD, rl, sign)
	hh := g.blend(inv, g.ktf(libm.TrigPiHalf1), zero)
	hl := g.blend(inv, g.ktf(libm.TrigPiHalf2), zero)
	sh, se := g.twoSumPD(hh, rh)
	return sh, g.binPD(c.VADDPD, se, g.binPD(c.VADDPD, hl, rl))
}

// atan returns libm.Atan of every lane of x.
func (g *lowering) atan(x reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	t := g.absPD(x)
	num := g.binPD(c.VMINPD, t, g.ktf(1))
	den := g.binPD(c.VMAXPD, t, g.ktf(1))
	rh, rl := g.atanQuot(num, den, g.cmpPD(cmpGT, t, g.ktf(1)))
	sign := g.signOf(x)
	r := g.binPD(c.VORPD, g.binPD(c.VADDPD, rh, rl), sign)
	r = g.blend(g.cmpPD(cmpEQ, t, g.ktf(math.Inf(1))), g.binPD(c.VORPD, sign, g.ktf(libm.TrigPiHalf1)), r)
	return g.blend(g.cmpPD(cmpUnord, x, x), g.binPD(c.VADDPD, x, x), r)
}

// atan2 returns libm.Atan2 of every lane of y and x.
func (g *lowering) atan2(y, x reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	a, b := g.absPD(y), g.absPD(x)
	ia, ib := g.cmpPD(cmpEQ, a, g.ktf(math.Inf(1))), g.cmpPD(cmpEQ, b, g.ktf(math.Inf(1)))
	zero := g.ld(g.ktf(0))
	anyInf := g.orMask(ia, ib)
	a = g.blend(anyInf, g.blend(ia, g.ktf(1), zero), a)
	b = g.blend(anyInf, g.blend(ib, g.ktf(1), zero), b)
	b = g.blend(g.cmpPD(cmpEQ, a, g.ktf(0)), g.ktf(1), b)
	num := g.binPD(c.VMINPD, a, b)
	den := g.binPD(c.VMAXPD, a, b)
	tiny := g.andMask(g.cmpPD(cmpLT, num, g.ktf(libm.AtanTiny)), g.cmpPD(cmpLT, den, g.ktf(libm.AtanTinyMax)))
	num = g.blend(tiny, g.binPD(c.VMULPD, num, g.ktf(libm.AtanScale)), num)
	den = g.blend(tiny, g.binPD(c.VMULPD, den, g.ktf(libm.AtanScale)), den)
	rh, rl := g.atanQuot(num, den, g.cmpPD(cmpGT, a, b))
	// pi - r where x is negative.
	sh, se := g.twoSumPD(g.ld(g.ktf(libm.AtanPiHi)), g.binPD(c.VXORPD, rh, g.kt(1<<63)))
	sl := g.binPD(c.VADDPD, se, g.binPD(c.VSUBPD, g.ld(g.ktf(libm.AtanPiLo)), rl))
	xneg := g.signMask(x)
	rh = g.blend(xneg, sh, rh)
	rl = g.blend(xneg, sl, rl)
	r := g.binPD(c.VORPD, g.binPD(c.VADDPD, rh, rl), g.signOf(y))
	return g.blend(g.cmpPD(cmpUnord, x, y), g.binPD(c.VADDPD, x, y), r)
}
