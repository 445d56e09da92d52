package simd

import (
	"math"

	"github.com/mmcloughlin/avo/ir"
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"

	"github.com/pygo-lang/pygo/internal/libm"
)

// This file lowers OpExp2 and OpLog2: glibc's exp2 and log2 (libm.Exp2 and libm.Log2) lane by
// lane, as vmath.go lowers exp and log. exp2 shares exp's table of 2^(j/128) (vmathExpTab) and,
// as glibc's exp2, fuses nothing: every product and sum is one instruction in the scalar code's
// order. log2 is log's scheme with its own 64-entry table (vmathLog2Tab), 1/ln2 in two parts and
// the fused multiply-adds of glibc's HAVE_FAST_FMA build. The other paths of the scalar code
// (exp2's large and tiny arguments, log2 near 1, subnormal, zero, negative and non-finite
// arguments) are computed for every lane of a vector in which some lane needs them and blended
// in where they apply. Their constants are in vbase2Const, which, with vmathLog2Tab, a
// generated file holds once whenever one of its loops uses exp2 or log2.

// Names of the read-only data of this file.
const (
	vbase2Consts  = "vbase2Const"
	vmathLog2Tab  = "vmathLog2Tab"  // libm.Log2Tab: vmathLog2Invc and vmathLog2Logc interleaved
	vmathLog2Invc = "vmathLog2Invc" // libm.Log2Tab[i][0]
	vmathLog2Logc = "vmathLog2Logc" // libm.Log2Tab[i][1]
)

// log2Near1Lo and log2Near1Hi bound the arguments that log2 computes near 1: [1 - 0x1.5b51p-5,
// 1 + 0x1.6ab2p-5).
const log2Near1Lo, log2Near1Hi = 0x3feea4af00000000, 0x3ff0b55900000000

// vbase2Const are the bits of the constants of vbase2Consts, each stored vconstBytes/8 times.
var vbase2Const = func() []uint64 {
	c := []uint64{
		// exp2
		f64(libm.Exp2Shift), f64(libm.Exp2C1), f64(libm.Exp2C2), f64(libm.Exp2C3), f64(libm.Exp2C4),
		f64(libm.Exp2C5), 127, 1 << 52, 1022 << 52, 0x7fffffffffffffff, f64(0x1p-54), f64(512), f64(928),
		f64(1024), f64(-1075), f64(0), f64(1), f64(2), f64(math.Inf(1)), f64(0x1p-1022),
		// log2
		f64(0x1p52), 52 << 52, 0x3fe6000000000000, 63, 2048, 4095, 0x4338000000000000,
		f64(0x1.8p52 + 2048), 0xfff << 52, f64(-1), f64(libm.Log2InvLn2Hi), f64(libm.Log2InvLn2Lo),
		log2Near1Lo, log2Near1Hi, f64(math.Inf(-1)), 0x7ff8000000000001,
	}
	for _, a := range libm.Log2Poly {
		c = append(c, f64(a))
	}
	for _, b := range libm.Log2Poly1 {
		c = append(c, f64(b))
	}
	return c
}()

// vbase2Index maps the bits of a constant to its index in vbase2Const.
var vbase2Index = constIndex(vbase2Const)

// vbase2Globals returns the read-only data of exp2 and log2.
func vbase2Globals() []*ir.Global {
	var tab []uint64
	for _, e := range libm.Log2Tab {
		tab = append(tab, f64(e[0]), f64(e[1]))
	}
	return []*ir.Global{rodata(vbase2Consts, vbase2Const, vconstBytes/8), rodata(vmathLog2Tab, tab, 1)}
}

// kb returns the memory operand of the constant of vbase2Consts with bits b, a full vector.
func (g *lowering) kb(b uint64) operand.Mem {
	i, ok := vbase2Index[b]
	if !ok {
		panic("simd: internal error: no exp2/log2 constant " + operand.U64(b).Asm())
	}
	return operand.Mem{Symbol: operand.NewStaticSymbol(vbase2Consts), Base: reg.StaticBase, Disp: i * vconstBytes}
}

// kbf is kb for a float64 constant.
func (g *lowering) kbf(x float64) operand.Mem { return g.kb(f64(x)) }

// exp2 returns libm.Exp2 of every lane of x.
func (g *lowering) exp2(x reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	add := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return g.binPD(c.VADDPD, x, y) }
	sub := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return g.binPD(c.VSUBPD, x, y) }
	mul := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return g.binPD(c.VMULPD, x, y) }
	// kd = x + Shift; its low bits are k = round(x*N), N = 128; r = x - k/N, exactly.
	ki := add(x, g.kbf(libm.Exp2Shift))
	r := sub(x, sub(ki, g.kbf(libm.Exp2Shift)))
	// 2^(k/N) ~= scale * (1 + tail)
	t := g.gatherAll(g.andQ(ki, g.kb(127)), vmathExpTail, vmathExpBits)
	sbits := g.addQ(t[1], g.shiftQ(c.VPSLLQ, ki, 45))
	// tmp = tail + r*C1 + r^2*(C2 + r*C3) + r^4*(C4 + r*C5), every operation rounded.
	r2 := mul(r, r)
	tmp := add(t[0], mul(r, g.kbf(libm.Exp2C1)))
	tmp = add(tmp, mul(r2, add(mul(r, g.kbf(libm.Exp2C3)), g.kbf(libm.Exp2C2))))
	tmp = add(tmp, mul(mul(r2, r2), add(mul(r, g.kbf(libm.Exp2C5)), g.kbf(libm.Exp2C4))))
	// scale + scale*tmp
	res := add(sbits, mul(sbits, tmp))
	// The other paths, for 2^-54 <= |x| < 512 or NaN.
	ax := g.binPD(c.VANDPD, x, g.kb(0x7fffffffffffffff))
	skip := g.skipUnless(g.orMask(g.cmpPD(cmpNLT, ax, g.kbf(512)), g.cmpPD(cmpLT, ax, g.kbf(0x1p-54))))

	// |x| > 928: the scale's exponent may overflow, or the result be subnormal. For x > 0:
	// 2 * (s + s*tmp) with s = scale/2.
	sp := g.subQ(sbits, g.kb(1<<52))
	pos := mul(add(sp, mul(sp, tmp)), g.kbf(2))
	// For x < 0: y = s + s*tmp with s = scale*2^1022, rounded carefully when y < 1, times 2^-1022.
	sn := g.addQ(sbits, g.kb(1022<<52))
	st := mul(tmp, sn)
	y := add(sn, st)
	lo := add(sub(sn, y), st)
	hi := add(y, g.kbf(1))
	lo = add(add(sub(g.ld(g.kbf(1)), hi), y), lo)
	y = g.blend(g.cmpPD(cmpLT, y, g.kbf(1)), sub(add(lo, hi), g.kbf(1)), y)
	special := g.blend(g.cmpPD(cmpGT, x, g.kbf(0)), pos, mul(y, g.kbf(0x1p-1022)))
	r1 := g.blend(g.cmpPD(cmpGT, ax, g.kbf(928)), special, res)

	// |x| >= 1024 or NaN: +Inf for x > 0, 0 for x <= -1075, x + 1 for NaN, and the special
	// path between.
	big := g.blend(g.cmpPD(cmpGT, x, g.kbf(0)), g.kbf(math.Inf(1)), special)
	big = g.blend(g.cmpPD(cmpLE, x, g.kbf(-1075)), g.kbf(0), big)
	big = g.blend(g.cmpPD(cmpUnord, x, x), add(x, g.kbf(1)), big)
	r1 = g.blend(g.cmpPD(cmpNLT, ax, g.kbf(1024)), big, r1)
	// |x| < 2^-54: 1 + x.
	c.VMOVAPD(g.blend(g.cmpPD(cmpLT, ax, g.kbf(0x1p-54)), add(x, g.kbf(1)), r1), res)
	c.Label(skip)
	return res
}

// log2 returns libm.Log2 of every lane of x.
func (g *lowering) log2(x reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	add := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return g.binPD(c.VADDPD, x, y) }
	sub := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return g.binPD(c.VSUBPD, x, y) }
	mul := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return g.binPD(c.VMULPD, x, y) }
	// poly returns a + r*b, rounded once.
	poly := func(r reg.VecVirtual, a, b float64) reg.VecVirtual {
		p := g.ld(g.kbf(a))
		g.fma(r, g.kbf(b), p)
		return p
	}
	// Lanes that are not positive normal numbers take the special paths.
	special := g.orMask(g.cmpPD(cmpNGE, x, g.kbf(0x1p-1022)), g.cmpPD(cmpEQ, x, g.kbf(math.Inf(1))))
	// A subnormal x is normalized: the bits of x*2^52 less 52 in the exponent.
	ix := g.ld(x)
	skip := g.skipUnless(special)
	xs := g.subQ(mul(x, g.kbf(0x1p52)), g.kb(52<<52))
	c.VMOVAPD(g.blend(g.cmpPD(cmpLT, x, g.kbf(0x1p-1022)), xs, x), ix)
	c.Label(skip)
	// x = 2^k z, z in [OFF, 2 OFF), in subinterval i of 64.
	tmp := g.subQ(ix, g.kb(0x3fe6000000000000))
	i := g.andQ(g.shiftQ(c.VPSRLQ, tmp, 46), g.kb(63))
	// k = int64(tmp) >> 52 as a double, as log computes it (vmath.go).
	kbits := g.orQ(g.andQ(g.addQ(g.shiftQ(c.VPSRLQ, tmp, 52), g.kb(2048)), g.kb(4095)), g.kb(0x4338000000000000))
	kd := sub(kbits, g.kbf(0x1.8p52+2048))
	z := g.subQ(ix, g.andQ(tmp, g.kb(0xfff<<52)))
	t := g.gatherAll(i, vmathLog2Invc, vmathLog2Logc)
	invc, logc := t[0], t[1]
	// r = z*invc - 1; t1 = r*InvLn2Hi; t2 = r*InvLn2Lo + (r*InvLn2Hi - t1)
	r := g.ld(g.kbf(-1))
	g.fma(z, invc, r)
	t1 := mul(r, g.kbf(libm.Log2InvLn2Hi))
	t2 := g.ld(t1)
	g.fms(r, g.kbf(libm.Log2InvLn2Hi), t2)
	g.fma(r, g.kbf(libm.Log2InvLn2Lo), t2)
	// h = k + logc + t1; l = k + logc - h + t1 + t2
	t3 := add(kd, logc)
	h := add(t3, t1)
	l := add(add(sub(t3, h), t1), t2)
	// p = A0 + A1 r + r^2 (A2 + A3 r) + r^4 (A4 + A5 r); log2(x) = r^2 p + l + h
	A := &libm.Log2Poly
	r2 := mul(r, r)
	r4 := mul(r2, r2)
	p := poly(r, A[0], A[1])
	g.fma(r2, poly(r, A[2], A[3]), p)
	g.fma(r4, poly(r, A[4], A[5]), p)
	g.fma(r2, p, l)
	res := add(l, h)

	// Near 1, r = x - 1 with r/ln2 in extra precision.
	near := g.andMask(g.cmpPD(cmpGE, x, g.kb(log2Near1Lo)), g.cmpPD(cmpLT, x, g.kb(log2Near1Hi)))
	skip = g.skipUnless(near)
	B := &libm.Log2Poly1
	r = sub(x, g.kbf(1))
	h = mul(r, g.kbf(libm.Log2InvLn2Hi))
	l = g.ld(h)
	g.fms(r, g.kbf(libm.Log2InvLn2Hi), l)
	g.fma(r, g.kbf(libm.Log2InvLn2Lo), l)
	r2 = mul(r, r)
	r4 = mul(r2, r2)
	s := poly(r, B[0], B[1])
	y := g.ld(h)
	g.fma(r2, s, y)
	u := sub(h, y)
	g.fma(r2, s, u)
	l = add(l, u)
	q := poly(r, B[2], B[3])
	g.fma(r2, poly(r, B[4], B[5]), q)
	q2 := poly(r, B[6], B[7])
	g.fma(r2, poly(r, B[8], B[9]), q2)
	g.fma(r4, q2, q)
	g.fma(r4, q, l)
	c.VMOVAPD(g.blend(near, add(y, l), res), res)
	c.Label(skip)

	// log2(±0) = -Inf, log2(+Inf) = +Inf, log2(x < 0) = log2(NaN) = NaN.
	skip = g.skipUnless(special)
	r1 := g.blend(g.cmpPD(cmpEQ, x, g.kbf(0)), g.kbf(math.Inf(-1)), res)
	r1 = g.blend(g.cmpPD(cmpEQ, x, g.kbf(math.Inf(1))), g.kbf(math.Inf(1)), r1)
	c.VMOVAPD(g.blend(g.cmpPD(cmpNGE, x, g.kbf(0)), g.kb(0x7ff8000000000001), r1), res)
	c.Label(skip)
	return res
}
