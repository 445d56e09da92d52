package simd

import (
	"math"

	"github.com/mmcloughlin/avo/ir"
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"

	"github.com/pygo-lang/pygo/internal/libm"
)

// This file lowers OpPow on float32: glibc's powf (libm.Powf, which Numba calls for float32 **,
// np.power and math.pow) lane by lane, as vmathf.go lowers expf: the float32 lanes widened to
// float64 (exactly), the scalar code's float64 operations in the same order (each math.FMA one
// fused instruction), the special results blended in, the result narrowed once. Every lane runs
// the main path on |x|: log2_inline from log2f's table (vmathLog2fInvc, vmathLog2fLogc) and
// powf's degree-5 polynomial, reduced on the float64 bits as log2f is (vbase2f.go: a subnormal
// float32 is a normal float64, its decomposition the scalar code's after normalizing), times y,
// then exp2_inline as exp2f computes it (expf's table, vmathExpfBits), with +Inf above
// 0x1.fffffffd1d571p+6 and 0 from -150 down. The scalar code's sign bias, which sets the sign
// bit of the scale 2^k for a negative x raised to an odd integer, negates the float64 result
// exactly, so the lowering flips the sign bit of the result instead. The other paths (y zero,
// infinite or NaN; x zero, infinite or NaN; a negative x with a non-integer y) are computed for
// every lane of a vector in which some lane takes one and blended in, in the scalar code's order
// of precedence; the signaling NaNs they test for are read from the float32 bits, which widening
// quiets. Its constants are a table of its own, vpowfConst.

// vpowfConsts is the name of the table of constants of this file.
const vpowfConsts = "vpowfConst"

// powfOver is the largest y*log2(x) whose powf is finite: above it the result overflows to +Inf.
const powfOver = 0x1.fffffffd1d571p+6

// vpowfConst are the bits of the constants of vpowfConsts, each stored vconstBytes/8 times.
var vpowfConst = []uint64{
	0x7fffffffffffffff, logfOff, 15, 2048, 4095, 0x4338000000000000, f64(0x1.8p52 + 2048), 0xfff << 52,
	f64(-1), f64(libm.PowfA0), f64(libm.PowfA1), f64(libm.PowfA2), f64(libm.PowfA3), f64(libm.PowfA4),
	f64(libm.Exp2fShift), f64(libm.Exp2fC0), f64(libm.Exp2fC1), f64(libm.Exp2fC2), 31, f64(1), f64(powfOver),
	f64(-150), f64(0), f64(math.Inf(1)), 1 << 63, f64(0.5), 0xfff8000000000000, 0x00400000,
}

// vpowfIndex maps the bits of a constant to its index in vpowfConst.
var vpowfIndex = constIndex(vpowfConst)

// usesPowf reports whether a loop has a float32 pow node.
func usesPowf(l *Loop) bool {
	for _, n := range l.Nodes {
		if n.Type == Float32 && n.Op == OpPow {
			return true
		}
	}
	return false
}

// usesPow reports whether a loop has a float64 pow node.
func usesPow(l *Loop) bool {
	for _, n := range l.Nodes {
		if n.Type == Float64 && n.Op == OpPow {
			return true
		}
	}
	return false
}

// vpowfGlobals returns the constants of this file; its tables are log2f's and expf's.
func vpowfGlobals() []*ir.Global {
	return []*ir.Global{rodata(vpowfConsts, vpowfConst, vconstBytes/8)}
}

// kw returns the memory operand of the constant of vpowfConsts with bits b, a full vector.
func (g *lowering) kw(b uint64) operand.Mem {
	i, ok := vpowfIndex[b]
	if !ok {
		panic("simd: internal error: no powf constant " + operand.U64(b).Asm())
	}
	return operand.Mem{Symbol: operand.NewStaticSymbol(vpowfConsts), Base: reg.StaticBase, Disp: i * vconstBytes}
}

// kwf is kw for a float64 constant.
func (g *lowering) kwf(x float64) operand.Mem { return g.kw(f64(x)) }

// powf returns libm.Powf of every float32 lane of x and y.
func (g *lowering) powf(x32, y32 reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	add := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return g.binPD(c.VADDPD, x, y) }
	sub := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return g.binPD(c.VSUBPD, x, y) }
	mul := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return g.binPD(c.VMULPD, x, y) }
	x, y := g.widen(x32), g.widen(y32)
	ax := g.binPD(c.VANDPD, x, g.kw(0x7fffffffffffffff))

	// log2_inline: l = log2(|x|), |x| = 2^k z, z in [OFF, 2 OFF), in subinterval i of 16.
	tmp := g.subQ(ax, g.kw(logfOff))
	i := g.andQ(g.shiftQ(c.VPSRLQ, tmp, 48), g.kw(15))
	kb := g.orQ(g.andQ(g.addQ(g.shiftQ(c.VPSRLQ, tmp, 52), g.kw(2048)), g.kw(4095)), g.kw(0x4338000000000000))
	kd := sub(kb, g.kwf(0x1.8p52+2048))
	z := g.subQ(ax, g.andQ(tmp, g.kw(0xfff<<52)))
	t := g.gatherAll(i, vmathLog2fInvc, vmathLog2fLogc)
	invc, logc := t[0], t[1]
	// r = z invc - 1; y0 = logc + k; q = (A4 r + y0) + (A2 r + A3) r^2; l = (A0 r + A1) r^4 + q
	r := g.ld(g.kwf(-1))
	g.fma(z, invc, r)
	y0 := add(logc, kd)
	r2 := mul(r, r)
	p01 := g.ld(g.kwf(libm.PowfA1))
	g.fma(r, g.kwf(libm.PowfA0), p01)
	p23 := g.ld(g.kwf(libm.PowfA3))
	g.fma(r, g.kwf(libm.PowfA2), p23)
	r4 := mul(r2, r2)
	l := y0
	g.fma(r, g.kwf(libm.PowfA4), l)
	g.fma(p23, r2, l)
	g.fma(p01, r4, l)
	ylogx := mul(y, l)

	// exp2_inline: kd = ylogx + Shift, whose low bits are ki; r = ylogx - (kd - Shift), exactly;
	// s = 2^(ki/32): ExpfTab[ki%32] + ki<<47; 2^ylogx = ((C2 r + 1) + (C0 r + C1) r^2) s.
	ki := add(ylogx, g.kwf(libm.Exp2fShift))
	er := sub(ylogx, sub(ki, g.kwf(libm.Exp2fShift)))
	s := g.addQ(g.gather(vmathExpfBits, g.andQ(ki, g.kw(31))), g.shiftQ(c.VPSLLQ, ki, 47))
	ez := g.ld(g.kwf(libm.Exp2fC1))
	g.fma(er, g.kwf(libm.Exp2fC0), ez)
	er2 := mul(er, er)
	ey := g.ld(g.kwf(1))
	g.fma(er, g.kwf(libm.Exp2fC2), ey)
	g.fma(ez, er2, ey)
	res := mul(ey, s)
	res = g.blend(g.cmpPD(cmpGT, ylogx, g.kwf(powfOver)), g.kwf(math.Inf(1)), res)
	res = g.blend(g.cmpPD(cmpLE, ylogx, g.kwf(-150)), g.kwf(0), res)
	// y odd: an integer whose half is not one; the sign of the result is x's there.
	ty := g.truncPD(y)
	half := mul(y, g.kwf(0.5))
	yOdd := g.andMask(g.cmpPD(cmpEQ, ty, y), g.cmpPD(cmpNEQ, g.truncPD(half), half))
	var oddSign reg.VecVirtual
	if g.isa == AVX512 {
		oddSign = g.blend(yOdd, g.kw(1<<63), g.ld(g.kwf(0)))
	} else {
		oddSign = g.binPD(c.VANDPD, yOdd.v, g.kw(1<<63))
	}
	sign := g.andQ(x, oddSign)
	res = g.binPD(c.VXORPD, res, sign)

	// The other paths: x not positive and finite, or y zero, infinite or NaN.
	ay := g.binPD(c.VANDPD, y, g.kw(0x7fffffffffffffff))
	xFinite := g.andMask(g.cmpPD(cmpGT, ax, g.kwf(0)), g.cmpPD(cmpLT, ax, g.kwf(math.Inf(1))))
	yFinite := g.andMask(g.cmpPD(cmpGT, ay, g.kwf(0)), g.cmpPD(cmpLT, ay, g.kwf(math.Inf(1))))
	skip := g.skipUnless(g.orMask(g.orMask(g.cmpPD(cmpNGT, x, g.kwf(0)), g.cmpPD(cmpNLT, x, g.kwf(math.Inf(1)))),
		g.orMask(g.cmpPD(cmpNGT, ay, g.kwf(0)), g.cmpPD(cmpNLT, ay, g.kwf(math.Inf(1))))))
	// A negative x (finite, nonzero) with a non-integer y: (x - x) / (x - x), the default NaN.
	r1 := g.blend(g.andMask(g.cmpPD(cmpLT, x, g.kwf(0)), g.cmpPD(cmpNEQ, ty, y)), g.kw(0xfff8000000000000), res)
	// x zero, infinite or NaN (y finite and nonzero): x*x with x's sign for an odd y, inverted
	// for a negative y.
	bv := g.binPD(c.VXORPD, mul(x, x), sign)
	bv = g.blend(g.cmpPD(cmpLT, y, g.kwf(0)), g.binPD(c.VDIVPD, g.ld(g.kwf(1)), bv), bv)
	r1 = g.blend(xFinite, r1, bv)
	// y zero, infinite or NaN (powfSpecialY), the last case first.
	xy := add(x, y)
	av := mul(y, y)
	av = g.blend(g.cmpPD(cmpLT, mul(sub(ax, g.kwf(1)), y), g.kwf(0)), g.kwf(0), av)
	av = g.blend(g.cmpPD(cmpEQ, ax, g.kwf(1)), g.kwf(1), av)
	av = g.blend(g.cmpPD(cmpUnord, x, y), xy, av)
	av = g.blend(g.cmpPD(cmpEQ, x, g.kwf(1)), g.blend(g.isSNaNf(y32, y), xy, g.ld(g.kwf(1))), av)
	av = g.blend(g.cmpPD(cmpEQ, y, g.kwf(0)), g.blend(g.isSNaNf(x32, x), xy, g.ld(g.kwf(1))), av)
	r1 = g.blend(yFinite, r1, av)
	c.VMOVAPD(r1, res)
	c.Label(skip)
	return g.narrow(res)
}

// isSNaNf returns the mask of the lanes of x32 that hold a signaling NaN (libm's isSignalingf),
// x being x32 widened: its NaNs are quiet, so the quiet bit is read from the float32 bits.
func (g *lowering) isSNaNf(x32, x reg.VecVirtual) val {
	c := g.ctx
	bits := g.vec(Float64)
	c.VPMOVZXDQ(x32, bits)
	quiet := g.andQ(bits, g.kw(0x00400000))
	var clear val
	if g.isa == AVX512 {
		k := c.K()
		c.VPTESTNMQ(quiet, quiet, k) // quiet & quiet == 0
		clear = val{k: k}
	} else {
		d := g.vec(Float64)
		c.VPCMPEQQ(g.ld(g.kwf(0)), quiet, d)
		clear = val{v: d}
	}
	return g.andMask(g.cmpPD(cmpUnord, x, x), clear)
}
