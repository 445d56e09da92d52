package simd

import (
	"fmt"
	"math"

	"github.com/mmcloughlin/avo/attr"
	"github.com/mmcloughlin/avo/ir"
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"

	"github.com/pygo-lang/pygo/internal/libm"
)

// This file lowers OpSin and OpCos: libm.Sin and libm.Cos lane by lane, every math.FMA one
// VFMADD231PD (or its negated and subtracting forms, which round the same way), every other
// operation of the scalar code one instruction, in the same order. Both polynomials run for every
// lane and the quadrant selects one; ±0 (for sin), ±Inf and NaN are blended in. A lane with
// TrigReduceMax <= |x| < Inf, which only the scalar code reduces (Payne-Hanek), ends the
// function before its vector is stored or folded: done is the start of that vector, and Go does
// the rest. The constants are a table of their own, vtrigConst, which a file holds when one of
// its loops uses sin, cos or a function of vhyp.go.

const vtrigConsts = "vtrigConst"

// vtconsts are the bits of the constants of vtrigConsts, each stored vconstBytes/8 times.
var vtconsts = func() []uint64 {
	c := []uint64{
		f64(libm.TrigInvPiHalf), f64(libm.TrigPiHalf1), f64(libm.TrigPiHalf2), f64(libm.TrigPiHalf3),
		f64(libm.TrigS3Hi), f64(libm.TrigS3Lo), f64(libm.TrigC4Hi), f64(libm.TrigC4Lo),
		f64(0x1.8p52), f64(libm.TrigReduceMax), f64(math.Inf(1)), f64(0), f64(0.5), f64(1), f64(2), f64(3),
		1, 2, 1 << 63, 0x7fffffffffffffff, libm.TrigNaN,
	}
	for _, v := range libm.TrigSinV {
		c = append(c, f64(v))
	}
	for _, v := range libm.TrigCosD {
		c = append(c, f64(v))
	}
	return append(append(c, vhypConsts()...), verfConsts()...)
}()

// vtconstIndex maps the bits of a constant to its index in vtconsts.
var vtconstIndex = constIndex(vtconsts)

// usesTrig reports whether a loop has a sin, cos or tan node: one that may end the function early.
func usesTrig(l *Loop) bool { return usesOp(l, OpSin, OpCos, OpTan) }

// usesLongMath reports whether a loop has a node of the long vector math functions, whose loops
// run single vectors.
func usesLongMath(l *Loop) bool { return usesVTrig(l) || usesOp(l, OpPow) }

// usesVTrig reports whether a loop has a node of the long vector math functions that use the
// table vtrigConst (all but pow).
func usesVTrig(l *Loop) bool {
	return usesOp(l, OpSin, OpCos, OpTan, OpTanh, OpExpm1, OpLog1p, OpAtan, OpAtan2, OpErf, OpErfc)
}

// vtrigGlobals returns the read-only data of sin, cos and the functions of vhyp.go.
func vtrigGlobals() []*ir.Global {
	g := ir.NewStaticGlobal(vtrigConsts)
	g.Attributes = attr.RODATA | attr.NOPTR
	for _, v := range vtconsts {
		for range vconstBytes / 8 {
			g.Append(operand.U64(v))
		}
	}
	return append([]*ir.Global{g}, vhypGlobals()...)
}

// kt returns the memory operand of the trig constant with bits b, a full vector.
func (g *lowering) kt(b uint64) operand.Mem {
	i, ok := vtconstIndex[b]
	if !ok {
		panic("simd: internal error: no trig constant " + operand.U64(b).Asm())
	}
	return operand.Mem{Symbol: operand.NewStaticSymbol(vtrigConsts), Base: reg.StaticBase, Disp: i * vconstBytes}
}

func (g *lowering) ktf(x float64) operand.Mem { return g.kt(f64(x)) }

// fms sets acc = x*y - acc, rounded once: math.FMA(x, y, -acc).
func (g *lowering) fms(x reg.VecVirtual, y operand.Op, acc reg.VecVirtual) {
	g.ctx.VFMSUB231PD(y, x, acc)
}

// fnma sets acc = acc - x*y, rounded once: math.FMA(-x, y, acc).
func (g *lowering) fnma(x reg.VecVirtual, y operand.Op, acc reg.VecVirtual) {
	g.ctx.VFNMADD231PD(y, x, acc)
}

// twoSumPD returns s = a+b and its rounding error e, as libm's twoSum.
func (g *lowering) twoSumPD(a, b reg.VecVirtual) (s, e reg.VecVirtual) {
	c := g.ctx
	s = g.binPD(c.VADDPD, a, b)
	bb := g.binPD(c.VSUBPD, s, a)
	e = g.binPD(c.VADDPD, g.binPD(c.VSUBPD, a, g.binPD(c.VSUBPD, s, bb)), g.binPD(c.VSUBPD, b, bb))
	return s, e
}

// The functions of trig.
const (
	fnSin = iota
	fnCos
	fnTan
)

// trig returns libm.Sin, libm.Cos or libm.Tan (fn) of every lane of x; off is the offset of the
// vector in the block, for done when a lane needs the scalar reduction.
func (g *lowering) trig(x reg.VecVirtual, fn int, off int) reg.VecVirtual {
	c := g.ctx
	// Lanes with TrigReduceMax <= |x| < Inf end the function here.
	ax := g.binPD(c.VANDPD, x, g.kt(0x7fffffffffffffff))
	big := g.andMask(g.cmpPD(cmpGE, ax, g.ktf(libm.TrigReduceMax)), g.cmpPD(cmpLT, ax, g.ktf(math.Inf(1))))
	g.labels++
	ok := fmt.Sprintf("trig%d", g.labels)
	if g.isa == AVX512 {
		c.KORTESTW(big.k, big.k)
	} else {
		c.VPTEST(big.v, big.v)
	}
	c.JZ(operand.LabelRef(ok))
	if off != 0 {
		c.ADDQ(operand.U32(off), g.i)
	}
	c.JMP(operand.LabelRef(g.exit))
	c.Label(ok)

	// TrigReduceSmall: k = round(x*2/pi) by 0x1.8p52, whose low bits are those of int64(k);
	// nk = -k.
	kb := g.binPD(c.VADDPD, g.binPD(c.VMULPD, x, g.ktf(libm.TrigInvPiHalf)), g.ktf(0x1.8p52))
	k := g.binPD(c.VSUBPD, kb, g.ktf(0x1.8p52))
	nk := g.binPD(c.VXORPD, k, g.kt(1<<63))
	r1 := g.ld(x)
	g.fma(nk, g.ktf(libm.TrigPiHalf1), r1)
	qh := g.binPD(c.VMULPD, nk, g.ktf(libm.TrigPiHalf2))
	ql := g.ld(qh)
	g.fms(nk, g.ktf(libm.TrigPiHalf2), ql)
	g.fma(nk, g.ktf(libm.TrigPiHalf3), ql)
	zh, zl := g.twoSumPD(r1, qh)
	zl = g.binPD(c.VADDPD, zl, ql)
	zh, zl = g.twoSumPD(zh, zl)
	// The quadrant; cos adds 1.
	if fn == fnCos {
		kb = g.addQ(kb, g.kt(1))
	}

	// TrigPoly.
	wh := g.binPD(c.VMULPD, zh, zh)
	wl := g.ld(wh)
	g.fms(zh, zh, wl)
	sh, sl := g.trigSin(zh, zl, wh, wl)
	ch, cl := g.trigCos(zh, zl, wh, wl)
	var odd val
	if g.isa == AVX512 {
		odd.k = c.K()
		c.VPTESTMQ(g.kt(1), kb, odd.k)
	} else {
		odd.v = g.shiftQ(c.VPSLLQ, kb, 63) // VBLENDVPD reads the top bit
	}
	var r reg.VecVirtual
	if fn == fnTan {
		// TanPoly: (nh + nl)/(dh + dl) in double-double, negated for odd q.
		nh, nl := g.blend(odd, ch, sh), g.blend(odd, cl, sl)
		dh, dl := g.blend(odd, sh, ch), g.blend(odd, sl, cl)
		q := g.binPD(c.VDIVPD, nh, dh)
		rr := g.ld(nh)
		g.fnma(q, dh, rr)
		rr = g.binPD(c.VADDPD, rr, nl)
		g.fnma(q, dl, rr)
		r = g.binPD(c.VADDPD, q, g.binPD(c.VDIVPD, rr, dh))
		r = g.binPD(c.VXORPD, r, g.andQ(g.shiftQ(c.VPSLLQ, kb, 63), g.kt(1<<63)))
	} else {
		r = g.blend(odd, g.binPD(c.VADDPD, ch, cl), g.binPD(c.VADDPD, sh, sl))
		r = g.binPD(c.VXORPD, r, g.andQ(g.shiftQ(c.VPSLLQ, kb, 62), g.kt(1<<63)))
	}

	// sin(±0) = ±0 and tan(±0) = ±0; ±Inf and NaN give x - x: TrigNaN, or x quieted.
	if fn != fnCos {
		r = g.blend(g.cmpPD(cmpEQ, x, g.ktf(0)), x, r)
	}
	return g.blend(g.cmpPD(cmpNLT, ax, g.ktf(math.Inf(1))), g.binPD(c.VSUBPD, x, x), r)
}

// trigSin is libm's trigSin: sin as a double-double, not normalized.
func (g *lowering) trigSin(zh, zl, wh, wl reg.VecVirtual) (hi, lo reg.VecVirtual) {
	c := g.ctx
	v := g.estrin(wh, libm.TrigSinV[:])
	wv := g.binPD(c.VMULPD, wh, v)
	th := g.binPD(c.VADDPD, wv, g.ktf(libm.TrigS3Hi)) // S3Hi + wv
	s3 := g.ld(g.ktf(libm.TrigS3Hi))
	tl := g.binPD(c.VADDPD, g.binPD(c.VSUBPD, s3, th), wv)
	tl = g.binPD(c.VADDPD, tl, g.ktf(libm.TrigS3Lo))
	ah := g.binPD(c.VMULPD, zh, wh)
	al := g.ld(ah)
	g.fms(zh, wh, al)
	g.fma(zh, wl, al)
	g.fma(g.binPD(c.VMULPD, wh, g.ktf(3)), zl, al)
	ph := g.binPD(c.VMULPD, ah, th)
	pl := g.ld(ph)
	g.fms(ah, th, pl)
	g.fma(ah, tl, pl)
	g.fma(al, th, pl)
	sh := g.binPD(c.VADDPD, zh, ph)
	se := g.binPD(c.VADDPD, g.binPD(c.VSUBPD, zh, sh), ph)
	return sh, g.binPD(c.VADDPD, se, g.binPD(c.VADDPD, zl, pl))
}

// trigCos is libm's trigCos: cos as a double-double, not normalized.
func (g *lowering) trigCos(zh, zl, wh, wl0 reg.VecVirtual) (hi, lo reg.VecVirtual) {
	c := g.ctx
	wl := g.ld(wl0)
	g.fma(g.binPD(c.VMULPD, zh, g.ktf(2)), zl, wl)
	d := g.estrin(wh, libm.TrigCosD[:])
	wd := g.binPD(c.VMULPD, wh, d)
	ch := g.binPD(c.VADDPD, wd, g.ktf(libm.TrigC4Hi))
	c4 := g.ld(g.ktf(libm.TrigC4Hi))
	cl := g.binPD(c.VADDPD, g.binPD(c.VSUBPD, c4, ch), wd)
	cl = g.binPD(c.VADDPD, cl, g.ktf(libm.TrigC4Lo))
	qh := g.binPD(c.VMULPD, wh, wh) // w2 of estrin, the same bits
	ql := g.ld(qh)
	g.fms(wh, wh, ql)
	g.fma(g.binPD(c.VMULPD, wh, g.ktf(2)), wl, ql)
	th := g.binPD(c.VMULPD, qh, ch)
	tl := g.ld(th)
	g.fms(qh, ch, tl)
	g.fma(qh, cl, tl)
	g.fma(ql, ch, tl)
	hw := g.binPD(c.VMULPD, wh, g.ktf(0.5))
	one := g.ld(g.ktf(1))
	a := g.binPD(c.VSUBPD, one, hw)
	ae := g.binPD(c.VSUBPD, g.binPD(c.VSUBPD, one, a), hw)
	b := g.binPD(c.VADDPD, a, th)
	be := g.binPD(c.VADDPD, g.binPD(c.VSUBPD, a, b), th)
	lw := g.binPD(c.VSUBPD, tl, g.binPD(c.VMULPD, wl, g.ktf(0.5)))
	return b, g.binPD(c.VADDPD, ae, g.binPD(c.VADDPD, be, lw))
}

// estrin returns the polynomial with coefficients cs (7 or 8 of them) at w as libm evaluates
// V and D: pairs c[i] + w c[i+1], then pairs of pairs with w^2, then with w^4.
func (g *lowering) estrin(w reg.VecVirtual, cs []float64) reg.VecVirtual {
	c := g.ctx
	w2 := g.binPD(c.VMULPD, w, w)
	w4 := g.binPD(c.VMULPD, w2, w2)
	pair := func(i int) reg.VecVirtual {
		p := g.ld(g.ktf(cs[i]))
		if i+1 < len(cs) {
			g.fma(w, g.ktf(cs[i+1]), p)
		}
		return p
	}
	p01, p23, p45, p67 := pair(0), pair(2), pair(4), pair(6)
	g.fma(p23, w2, p01) // p03; with 7 coefficients p67 is c6 alone
	g.fma(p67, w2, p45) // p47
	g.fma(p45, w4, p01)
	return p01
}
