package simd

import (
	"math"

	"github.com/mmcloughlin/avo/ir"
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"

	"github.com/pygo-lang/pygo/internal/libm"
)

// This file lowers OpPow: libm.Pow (glibc's pow) lane by lane. Every lane runs the scalar
// code's main path with the same operations in the same order (each math.FMA one fused
// instruction): log_inline, log(|x|) in extra precision from the 128 entries of __pow_log_data
// (vpowLogTab, its tail in vpowLogTail), the product with y in two parts and exp_inline on exp's
// table (vmathExpTab), with the large and tiny exponents of exp_inline blended in as the vector
// exp blends them. The sign of a negative x raised to an odd integer is the sign bit of the
// result (every step of exp_inline is symmetric in the sign of its scale, so flipping the
// positive result's sign bit gives the scalar's bits, -0 included). The other paths of the
// scalar code (y zero, infinite or NaN; x zero, infinite or NaN; a negative x with a non-integer
// y; |y| below 2^-65 or from 2^63 up) are computed for every lane of a vector in which some lane
// takes one and blended in, in the scalar code's order of precedence, and a subnormal x is
// normalized first. Its constants are a table of its own, vpowConst.

// Names of the read-only data of this file.
const (
	vpowConsts  = "vpowConst"
	vpowLogTab  = "vpowLogTab"  // invc and logc of libm.PowLogTab, interleaved
	vpowLogTail = "vpowLogTail" // logctail of libm.PowLogTab
	vpowInvc    = "vpowInvc"    // libm.PowLogTab[i][0]
	vpowLogc    = "vpowLogc"    // libm.PowLogTab[i][1]
)

// vpowConst are the bits of the constants of vpowConsts, each stored vconstBytes/8 times.
var vpowConst = []uint64{
	0x3fe6955500000000, 127, 0xfff << 52, 2048, 4095, 0x4338000000000000, f64(0x1.8p52 + 2048),
	f64(libm.PowLn2Hi), f64(libm.PowLn2Lo), f64(libm.PowA0), f64(libm.PowA1), f64(libm.PowA2),
	f64(libm.PowA3), f64(libm.PowA4), f64(libm.PowA5), f64(libm.PowA6),
	f64(libm.ExpShift), f64(libm.ExpInvLn2N), f64(libm.ExpNegLn2HiN), f64(libm.ExpNegLn2LoN),
	f64(libm.ExpC2), f64(libm.ExpC3), f64(libm.ExpC4), f64(libm.ExpC5), 1009 << 52, 1022 << 52,
	f64(0x1p1009), f64(0x1p-1022), f64(0x1p52), 52 << 52, f64(0x1p-54), f64(512), f64(1024),
	f64(0x1p-65), f64(0x1p63), f64(0.5), f64(1), f64(0), f64(math.Inf(1)), 1 << 63,
	0x7fffffffffffffff, 0x0008000000000000, 0x7ff8000000000001, f64(-1),
}

// vpowIndex maps the bits of a constant to its index in vpowConst.
var vpowIndex = constIndex(vpowConst)

// kp returns the memory operand of the constant of vpowConsts with bits b, a full vector.
func (g *lowering) kp(b uint64) operand.Mem {
	i, ok := vpowIndex[b]
	if !ok {
		panic("simd: internal error: no pow constant " + operand.U64(b).Asm())
	}
	return operand.Mem{Symbol: operand.NewStaticSymbol(vpowConsts), Base: reg.StaticBase, Disp: i * vconstBytes}
}

// kpf is kp for a float64 constant.
func (g *lowering) kpf(x float64) operand.Mem { return g.kp(f64(x)) }

// vpowGlobals returns the tables of this file.
func vpowGlobals() []*ir.Global {
	var tab, tail []uint64
	for _, e := range libm.PowLogTab {
		tab = append(tab, f64(e[0]), f64(e[1]))
		tail = append(tail, f64(e[2]))
	}
	return []*ir.Global{rodata(vpowConsts, vpowConst, vconstBytes/8), rodata(vpowLogTab, tab, 1), rodata(vpowLogTail, tail, 1)}
}

// VCMPPD's predicate NEQ_UQ: x != y or unordered.
const cmpNEQ = 0x04

// truncPD returns each lane of x rounded toward zero.
func (g *lowering) truncPD(x reg.VecVirtual) reg.VecVirtual {
	d := g.vec(Float64)
	if g.isa == AVX512 {
		g.ctx.VRNDSCALEPD(operand.U8(0x0b), x, d)
	} else {
		g.ctx.VROUNDPD(operand.U8(0x0b), x, d)
	}
	return d
}

// maskBits returns the bits b in the lanes of m and 0 in the others.
func (g *lowering) maskBits(m val, b uint64) reg.VecVirtual {
	if g.isa == AVX512 {
		return g.blend(m, g.kp(b), g.ld(g.kpf(0)))
	}
	return g.binPD(g.ctx.VANDPD, m.v, g.kp(b))
}

// isSNaN returns the mask of the lanes of x that hold a signaling NaN (libm's isSignaling).
func (g *lowering) isSNaN(x reg.VecVirtual) val {
	c := g.ctx
	quiet := g.binPD(c.VANDPD, x, g.kp(0x0008000000000000))
	var clear val
	if g.isa == AVX512 {
		k := c.K()
		c.VPTESTNMQ(quiet, quiet, k) // quiet & quiet == 0
		clear = val{k: k}
	} else {
		d := g.vec(Float64)
		c.VPCMPEQQ(g.ld(g.kpf(0)), quiet, d)
		clear = val{v: d}
	}
	return g.andMask(g.cmpPD(cmpUnord, x, x), clear)
}

// pow returns libm.Pow of every lane of x and y.
func (g *lowering) pow(x, y reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	add := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return g.binPD(c.VADDPD, x, y) }
	sub := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return g.binPD(c.VSUBPD, x, y) }
	mul := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return g.binPD(c.VMULPD, x, y) }
	// A subnormal |x| is normalized: the bits of |x|*2^52 less 52 in the exponent.
	ix := g.binPD(c.VANDPD, x, g.kp(0x7fffffffffffffff))
	tiny := g.cmpPD(cmpLT, ix, g.kpf(0x1p-1022))
	skip := g.skipUnless(tiny)
	c.VMOVAPD(g.blend(tiny, g.subQ(mul(ix, g.kpf(0x1p52)), g.kp(52<<52)), ix), ix)
	c.Label(skip)

	// log_inline: lhi + llo = log(|x|), |x| = 2^k z, z in subinterval i of 128.
	tmp := g.subQ(ix, g.kp(0x3fe6955500000000))
	i := g.andQ(g.shiftQ(c.VPSRLQ, tmp, 45), g.kp(127))
	// k = int64(tmp) >> 52 as a double, as log computes it (vmath.go).
	kbits := g.orQ(g.andQ(g.addQ(g.shiftQ(c.VPSRLQ, tmp, 52), g.kp(2048)), g.kp(4095)), g.kp(0x4338000000000000))
	kd := sub(kbits, g.kpf(0x1.8p52+2048))
	z := g.subQ(ix, g.andQ(tmp, g.kp(0xfff<<52)))
	t := g.gatherAll(i, vpowInvc, vpowLogc)
	invc, t1 := t[0], t[1]
	lo1 := g.gatherAll(i, vpowLogTail)[0]
	g.fma(kd, g.kpf(libm.PowLn2Hi), t1)  // t1 = k*Ln2Hi + logc
	g.fma(kd, g.kpf(libm.PowLn2Lo), lo1) // lo1 = k*Ln2Lo + logctail
	r := g.ld(g.kpf(-1))
	g.fma(z, invc, r) // r = z*invc - 1
	ar := mul(r, g.kpf(libm.PowA0))
	t2 := add(r, t1)
	ar2 := mul(r, ar)
	ar3 := mul(r, ar2)
	lo3 := g.ld(ar2)
	g.fms(ar, r, lo3)                  // ar*r - ar2
	l := add(lo1, add(sub(t1, t2), r)) // lo1 + lo2
	l = add(l, lo3)
	h := add(t2, ar2)
	l = add(l, add(sub(t2, h), ar2)) // + lo4
	qa := g.ld(g.kpf(libm.PowA5))
	g.fma(r, g.kpf(libm.PowA6), qa)
	q := g.ld(g.kpf(libm.PowA3))
	g.fma(r, g.kpf(libm.PowA4), q)
	g.fma(qa, ar2, q)
	qc := g.ld(g.kpf(libm.PowA1))
	g.fma(r, g.kpf(libm.PowA2), qc)
	g.fma(ar2, q, qc)
	g.fma(ar3, qc, l)
	lhi := add(h, l)
	llo := add(sub(h, lhi), l)
	// ehi + elo = y * (lhi + llo)
	ehi := mul(y, lhi)
	elo := g.ld(ehi)
	g.fms(lhi, y, elo)
	g.fma(y, llo, elo)
	res := g.powExp(ehi, elo)
	// y odd: an integer whose half is not one; the sign of the result is x's there.
	ty := g.truncPD(y)
	half := mul(y, g.kpf(0.5))
	yOdd := g.andMask(g.cmpPD(cmpEQ, ty, y), g.cmpPD(cmpNEQ, g.truncPD(half), half))
	sign := g.andQ(x, g.maskBits(yOdd, 1<<63))
	res = g.binPD(c.VXORPD, res, sign)

	// The other paths: x not a positive normal number or |y| outside [2^-65, 2^63).
	ay := g.binPD(c.VANDPD, y, g.kp(0x7fffffffffffffff))
	skip = g.skipUnless(g.orMask(g.cmpPD(cmpNGE, x, g.kpf(0x1p-1022)), g.orMask(g.cmpPD(cmpNLT, x, g.kpf(math.Inf(1))),
		g.orMask(g.cmpPD(cmpNGE, ay, g.kpf(0x1p-65)), g.cmpPD(cmpNLT, ay, g.kpf(0x1p63))))))
	ax := g.binPD(c.VANDPD, x, g.kp(0x7fffffffffffffff))
	axm1 := sub(ax, g.kpf(1))
	// |y| < 2^-65: 1 ± y; |y| >= 2^63: +Inf when |x| > 1 and y > 0 or |x| < 1 and y < 0, else 0;
	// 1 when |x| is 1.
	dv := g.blend(g.cmpPD(cmpGT, mul(axm1, y), g.kpf(0)), g.kpf(math.Inf(1)), g.ld(g.kpf(0)))
	near := g.blend(g.cmpPD(cmpGT, ax, g.kpf(1)), add(y, g.kpf(1)), g.binPD(c.VSUBPD, g.ld(g.kpf(1)), y))
	dv = g.blend(g.cmpPD(cmpLT, ay, g.kpf(0x1p-65)), near, dv)
	dv = g.blend(g.cmpPD(cmpEQ, ax, g.kpf(1)), g.kpf(1), dv)
	r1 := g.blend(g.orMask(g.cmpPD(cmpLT, ay, g.kpf(0x1p-65)), g.cmpPD(cmpNLT, ay, g.kpf(0x1p63))), dv, res)
	// A negative x (finite, nonzero) with a non-integer y: NaN.
	r1 = g.blend(g.andMask(g.powSignMask(x), g.cmpPD(cmpNEQ, ty, y)), g.kp(0x7ff8000000000001), r1)
	// x zero, infinite or NaN (y finite and nonzero): x*x with x's sign for an odd y, inverted
	// for a negative y.
	bv := g.binPD(c.VXORPD, mul(x, x), sign)
	bv = g.blend(g.cmpPD(cmpLT, y, g.kpf(0)), g.binPD(c.VDIVPD, g.ld(g.kpf(1)), bv), bv)
	r1 = g.blend(g.andMask(g.cmpPD(cmpGT, ax, g.kpf(0)), g.cmpPD(cmpLT, ax, g.kpf(math.Inf(1)))), r1, bv)
	// y zero, infinite or NaN.
	xy := add(x, y)
	av := mul(y, y)
	av = g.blend(g.cmpPD(cmpLT, mul(axm1, y), g.kpf(0)), g.kpf(0), av)
	av = g.blend(g.cmpPD(cmpEQ, ax, g.kpf(1)), g.kpf(1), av)
	av = g.blend(g.cmpPD(cmpUnord, x, y), xy, av)
	av = g.blend(g.cmpPD(cmpEQ, x, g.kpf(1)), g.blend(g.isSNaN(y), xy, g.ld(g.kpf(1))), av)
	av = g.blend(g.cmpPD(cmpEQ, y, g.kpf(0)), g.blend(g.isSNaN(x), xy, g.ld(g.kpf(1))), av)
	r1 = g.blend(g.andMask(g.cmpPD(cmpGT, ay, g.kpf(0)), g.cmpPD(cmpLT, ay, g.kpf(math.Inf(1)))), r1, av)
	c.VMOVAPD(r1, res)
	c.Label(skip)
	return res
}

// powExp is exp_inline of glibc's pow for positive results: e^(ehi + elo), ehi the rounded
// sum, as the vector exp computes e^x (vmath.go) but for the tail elo added to the reduced
// argument.
func (g *lowering) powExp(ehi, elo reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	add := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return g.binPD(c.VADDPD, x, y) }
	sub := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return g.binPD(c.VSUBPD, x, y) }
	mul := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return g.binPD(c.VMULPD, x, y) }
	// kd = ehi*InvLn2N + Shift; its low bits are k = round(ehi*N/ln2), N = 128.
	ki := g.ld(g.kpf(libm.ExpShift))
	g.fma(ehi, g.kpf(libm.ExpInvLn2N), ki)
	kd := sub(ki, g.kpf(libm.ExpShift))
	// r = elo + (ehi - k*ln2/N), the product in two steps.
	er := g.ld(ehi)
	g.fma(kd, g.kpf(libm.ExpNegLn2HiN), er)
	g.fma(kd, g.kpf(libm.ExpNegLn2LoN), er)
	r := add(elo, er)
	t := g.gatherAll(g.andQ(ki, g.kp(127)), vmathExpTail, vmathExpBits)
	sbits := g.addQ(t[1], g.shiftQ(c.VPSLLQ, ki, 45))
	// tmp = tail + r + r^2*(C2 + r*C3) + r^4*(C4 + r*C5)
	r2 := mul(r, r)
	p := g.ld(g.kpf(libm.ExpC2))
	g.fma(r, g.kpf(libm.ExpC3), p)
	tmp := add(r, t[0])
	g.fma(p, r2, tmp)
	q := g.ld(g.kpf(libm.ExpC4))
	g.fma(r, g.kpf(libm.ExpC5), q)
	g.fma(mul(r2, r2), q, tmp)
	res := g.ld(sbits)
	g.fma(sbits, tmp, res)
	// The other paths, for 2^-54 <= |ehi| < 512.
	ax := g.binPD(c.VANDPD, ehi, g.kp(0x7fffffffffffffff))
	skip := g.skipUnless(g.orMask(g.cmpPD(cmpNLT, ax, g.kpf(512)), g.cmpPD(cmpLT, ax, g.kpf(0x1p-54))))
	// 512 <= |ehi| < 1024: for ehi > 0, 2^1009 * (s + s*tmp) with s = scale/2^1009; for ehi < 0,
	// y = s + s*tmp with s = scale*2^1022, rounded carefully when y < 1, times 2^-1022.
	sp := g.subQ(sbits, g.kp(1009<<52))
	pos := g.ld(sp)
	g.fma(sp, tmp, pos)
	pos = mul(pos, g.kpf(0x1p1009))
	sn := g.addQ(sbits, g.kp(1022<<52))
	st := mul(tmp, sn)
	y := add(sn, st)
	lo := add(sub(sn, y), st)
	hi := add(y, g.kpf(1))
	lo = add(add(sub(g.ld(g.kpf(1)), hi), y), lo)
	y = g.blend(g.cmpPD(cmpLT, y, g.kpf(1)), sub(add(lo, hi), g.kpf(1)), y)
	special := g.blend(g.cmpPD(cmpGT, ehi, g.kpf(0)), pos, mul(y, g.kpf(0x1p-1022)))
	r1 := g.blend(g.cmpPD(cmpNLT, ax, g.kpf(512)), special, res)
	// |ehi| >= 1024: +Inf for ehi > 0, 0 for ehi < 0; |ehi| < 2^-54: 1 + ehi.
	big := g.blend(g.cmpPD(cmpGT, ehi, g.kpf(0)), g.kpf(math.Inf(1)), g.ld(g.kpf(0)))
	r1 = g.blend(g.cmpPD(cmpNLT, ax, g.kpf(1024)), big, r1)
	c.VMOVAPD(g.blend(g.cmpPD(cmpLT, ax, g.kpf(0x1p-54)), add(ehi, g.kpf(1)), r1), res)
	c.Label(skip)
	return res
}

// powSignMask returns the mask of the lanes of x whose sign bit is set.
func (g *lowering) powSignMask(x reg.VecVirtual) val {
	if g.isa == AVX512 {
		k := g.ctx.K()
		g.ctx.VPTESTMQ(g.kp(1<<63), x, k)
		return val{k: k}
	}
	return val{v: x} // VBLENDVPD reads the top bit
}
