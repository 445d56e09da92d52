package simd

import (
	"fmt"
	"math"
	"slices"

	"github.com/mmcloughlin/avo/attr"
	"github.com/mmcloughlin/avo/ir"
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"

	"github.com/pygo-lang/pygo/internal/libm"
)

// This file lowers OpExp and OpLog: glibc's exp and log (package internal/libm) lane by lane.
// Every lane runs the main path of the scalar algorithm with the same operations in the same
// order (each math.FMA is one VFMADD231PD), its table entries looked up lane by lane (vlookup.go); the
// other paths of the scalar code (special arguments and results, log near 1) are computed for
// every lane of a vector in which some lane needs them, and blended in where they apply, so
// every lane has the scalar bits whatever its neighbours. (The only branches skip a path that
// no lane of the vector takes.) Constants are memory operands (one vector each, so they take no register) in a
// read-only table that the generated file holds once, with the tables, whenever one of
// its loops uses exp or log.

// Names of the read-only data of the vector math functions.
const (
	vmathConsts  = "vmathConst"
	vmathExpTab  = "vmathExpTab"  // libm.ExpTab: vmathExpTail and vmathExpBits interleaved
	vmathLogTab  = "vmathLogTab"  // libm.LogTab: vmathLogInvc and vmathLogLogc interleaved
	vmathExpTail = "vmathExpTail" // the low bits of 2^(j/128): libm.ExpTab[2j]
	vmathExpBits = "vmathExpBits" // the bits of 2^(j/128) less j<<45: libm.ExpTab[2j+1]
	vmathLogInvc = "vmathLogInvc" // libm.LogTab[i][0]
	vmathLogLogc = "vmathLogLogc" // libm.LogTab[i][1]
)

// vconstBytes is the size of one constant of vmathConsts: a ZMM's worth of copies.
const vconstBytes = 64

func f64(x float64) uint64 { return math.Float64bits(x) }

// vconsts are the bits of the constants of vmathConsts, each stored vconstBytes/8 times.
var vconsts = append([]uint64{
	// exp
	f64(libm.ExpInvLn2N), f64(libm.ExpShift), f64(libm.ExpNegLn2HiN), f64(libm.ExpNegLn2LoN),
	f64(libm.ExpC2), f64(libm.ExpC3), f64(libm.ExpC4), f64(libm.ExpC5),
	127, 1009 << 52, 1022 << 52, 0x7fffffffffffffff,
	f64(1), f64(0), f64(0x1p-54), f64(512), f64(1024), f64(math.Inf(1)), f64(0x1p1009), f64(0x1p-1022),
	^uint64(0), // all ones: the gather mask of AVX2
	16,         // the table half of a 32-entry permute (vlookup.go)
	// log
	0x3fee000000000000, 0x3ff1090000000000, // near 1: [1 - 0x1p-4, 1 + 0x1.09p-4)
	f64(libm.LogB0), f64(libm.LogB1), f64(libm.LogB2), f64(libm.LogB3), f64(libm.LogB4), f64(libm.LogB5),
	f64(libm.LogB6), f64(libm.LogB7), f64(libm.LogB8), f64(libm.LogB9), f64(libm.LogB10),
	f64(0x1p27), f64(-0x1p27), f64(0x1p52), 52 << 52, 0x3fe6000000000000, 0xfff << 52,
	2048, 4095, 0x4338000000000000, f64(0x1.8p52 + 2048),
	f64(libm.LogLn2Hi), f64(libm.LogLn2Lo), f64(libm.LogA0), f64(libm.LogA1), f64(libm.LogA2),
	f64(libm.LogA3), f64(libm.LogA4), f64(-1), f64(math.Inf(-1)), 0x7ff8000000000001,
}, vmathfConsts()...)

// vconstIndex maps the bits of a constant to its index in vconsts.
var vconstIndex = constIndex(vconsts)

// constIndex maps the bits of each constant of a table to its first index in it.
func constIndex(consts []uint64) map[uint64]int {
	m := map[uint64]int{}
	for i, b := range consts {
		if _, dup := m[b]; !dup {
			m[b] = i
		}
	}
	return m
}

// usesVMathOps are the ops of this file and vbase2.go, which use vmathConsts and the tables of
// vmathGlobals (and vbase2Globals): exp, log, exp2 and log2.
var usesVMathOps = [numOps]bool{OpExp: true, OpLog: true, OpExp2: true, OpLog2: true}

// usesVMath reports whether a loop has an exp, log, exp2 or log2 node (float64 or float32).
func usesVMath(l *Loop) bool { return usesOp(l, OpExp, OpLog, OpExp2, OpLog2) }

// usesOp reports whether a loop has a node of one of the given operations.
func usesOp(l *Loop, ops ...Op) bool {
	for _, n := range l.Nodes {
		if slices.Contains(ops, n.Op) {
			return true
		}
	}
	return false
}

// vmathGlobals returns the read-only data of the vector math functions.
func vmathGlobals() []*ir.Global {
	var logTab []uint64
	for _, e := range libm.LogTab {
		logTab = append(logTab, f64(e[0]), f64(e[1]))
	}
	return []*ir.Global{
		rodata(vmathConsts, vconsts, vconstBytes/8),
		rodata(vmathExpTab, libm.ExpTab[:], 1),
		rodata(vmathLogTab, logTab, 1),
	}
}

// rodata returns a read-only table of the given values, each stored copies times.
func rodata(name string, vals []uint64, copies int) *ir.Global {
	g := ir.NewStaticGlobal(name)
	g.Attributes = attr.RODATA | attr.NOPTR
	for _, v := range vals {
		for range copies {
			g.Append(operand.U64(v))
		}
	}
	return g
}

// kc returns the memory operand of the constant with bits b, a full vector.
func (g *lowering) kc(b uint64) operand.Mem {
	i, ok := vconstIndex[b]
	if !ok {
		panic("simd: internal error: no vector math constant " + operand.U64(b).Asm())
	}
	return operand.Mem{Symbol: operand.NewStaticSymbol(vmathConsts), Base: reg.StaticBase, Disp: i * vconstBytes}
}

// kf is kc for a float64 constant.
func (g *lowering) kf(x float64) operand.Mem { return g.kc(f64(x)) }

// ld returns a new register holding op (a register or a constant in memory).
func (g *lowering) ld(op operand.Op) reg.VecVirtual {
	d := g.vec(Float64)
	g.ctx.VMOVUPD(op, d)
	return d
}

// fma sets acc = x*y + acc, rounded once (y may be a constant in memory).
func (g *lowering) fma(x reg.VecVirtual, y operand.Op, acc reg.VecVirtual) {
	g.ctx.VFMADD231PD(y, x, acc)
}

// binPD returns x op y for a float instruction f (y may be a constant in memory).
func (g *lowering) binPD(f func(...operand.Op), x reg.VecVirtual, y operand.Op) reg.VecVirtual {
	d := g.vec(Float64)
	f(y, x, d)
	return d
}

// intQ returns x op y on 64-bit lanes for the AVX2 and AVX-512 forms of an integer instruction.
func (g *lowering) intQ(avx2, avx512 func(...operand.Op), x reg.VecVirtual, y operand.Op) reg.VecVirtual {
	d := g.vec(Float64)
	if g.isa == AVX512 {
		avx512(y, x, d)
	} else {
		avx2(y, x, d)
	}
	return d
}

func (g *lowering) addQ(x reg.VecVirtual, y operand.Op) reg.VecVirtual {
	return g.intQ(g.ctx.VPADDQ, g.ctx.VPADDQ, x, y)
}

func (g *lowering) subQ(x reg.VecVirtual, y operand.Op) reg.VecVirtual {
	return g.intQ(g.ctx.VPSUBQ, g.ctx.VPSUBQ, x, y)
}

func (g *lowering) andQ(x reg.VecVirtual, y operand.Op) reg.VecVirtual {
	return g.intQ(func(ops ...operand.Op) { g.ctx.VPAND(ops[0], ops[1], ops[2]) }, g.ctx.VPANDQ, x, y)
}

func (g *lowering) orQ(x reg.VecVirtual, y operand.Op) reg.VecVirtual {
	return g.intQ(func(ops ...operand.Op) { g.ctx.VPOR(ops[0], ops[1], ops[2]) }, g.ctx.VPORQ, x, y)
}

// shiftQ returns x shifted by n bits on 64-bit lanes with f (VPSLLQ or VPSRLQ).
func (g *lowering) shiftQ(f func(...operand.Op), x reg.VecVirtual, n uint8) reg.VecVirtual {
	d := g.vec(Float64)
	f(operand.U8(n), x, d)
	return d
}

// cmpPD returns the mask x pred y (a VCMPPD predicate; y may be a constant in memory).
func (g *lowering) cmpPD(pred uint8, x reg.VecVirtual, y operand.Op) val {
	if g.isa == AVX512 {
		k := g.ctx.K()
		g.ctx.VCMPPD(operand.U8(pred), y, x, k)
		return val{k: k}
	}
	d := g.vec(Float64)
	g.ctx.VCMPPD(operand.U8(pred), y, x, d)
	return val{v: d}
}

// andMask returns m && n.
func (g *lowering) andMask(m, n val) val {
	if g.isa == AVX512 {
		k := g.ctx.K()
		g.ctx.KANDW(n.k, m.k, k)
		return val{k: k}
	}
	d := g.vec(Float64)
	g.ctx.VANDPD(n.v, m.v, d)
	return val{v: d}
}

// blend returns m ? a : b per lane (a may be a constant in memory).
func (g *lowering) blend(m val, a operand.Op, b reg.VecVirtual) reg.VecVirtual {
	d := g.vec(Float64)
	if g.isa == AVX512 {
		// avo takes the destination of the opmask form for an input as well (the masked-off
		// lanes of a merge), so it is defined first lest it be live from the function's entry.
		g.ctx.VMOVAPD(b, d)
		g.ctx.VBLENDMPD(a, b, m.k, d)
	} else {
		g.ctx.VBLENDVPD(m.v, a, b, d)
	}
	return d
}

// orMask returns m || n.
func (g *lowering) orMask(m, n val) val {
	if g.isa == AVX512 {
		k := g.ctx.K()
		g.ctx.KORW(n.k, m.k, k)
		return val{k: k}
	}
	d := g.vec(Float64)
	g.ctx.VORPD(n.v, m.v, d)
	return val{v: d}
}

// skipUnless jumps to a new label, which it returns, unless some lane of m is set.
func (g *lowering) skipUnless(m val) string {
	g.labels++
	label := fmt.Sprintf("vmath%d", g.labels)
	if g.isa == AVX512 {
		g.ctx.KORTESTW(m.k, m.k)
	} else {
		g.ctx.VPTEST(m.v, m.v)
	}
	g.ctx.JZ(operand.LabelRef(label))
	return label
}

// VCMPPD predicates (ordered ones are false, unordered ones true, for NaN).
const (
	cmpEQ    = 0x00 // EQ_OQ
	cmpLT    = 0x11 // LT_OQ
	cmpGT    = 0x1e // GT_OQ
	cmpGE    = 0x1d // GE_OQ
	cmpLE    = 0x12 // LE_OQ
	cmpUnord = 0x03 // UNORD_Q
	cmpNLT   = 0x15 // NLT_UQ: x >= y or unordered
	cmpNGE   = 0x19 // NGE_UQ: x < y or unordered
	cmpNGT   = 0x1a // NGT_UQ: x <= y or unordered
)

// exp returns libm.Exp of every lane of x.
func (g *lowering) exp(x reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	// kd = x*InvLn2N + Shift; its low bits are k = round(x*N/ln2), N = 128.
	ki := g.ld(g.kf(libm.ExpShift))
	g.fma(x, g.kf(libm.ExpInvLn2N), ki)
	kd := g.binPD(c.VSUBPD, ki, g.kf(libm.ExpShift))
	// r = x - k*ln2/N in two steps.
	r := g.ld(x)
	g.fma(kd, g.kf(libm.ExpNegLn2HiN), r)
	g.fma(kd, g.kf(libm.ExpNegLn2LoN), r)
	// 2^(k/N) ~= scale * (1 + tail)
	idx := g.andQ(ki, g.kc(127))
	t := g.gatherAll(idx, vmathExpTail, vmathExpBits)
	tail := t[0]
	sbits := g.addQ(t[1], g.shiftQ(c.VPSLLQ, ki, 45))
	// tmp = tail + r + r^2*(C2 + r*C3) + r^4*(C4 + r*C5)
	r2 := g.binPD(c.VMULPD, r, r)
	p := g.ld(g.kf(libm.ExpC2))
	g.fma(r, g.kf(libm.ExpC3), p)
	tmp := g.binPD(c.VADDPD, r, tail)
	g.fma(p, r2, tmp)
	q := g.ld(g.kf(libm.ExpC4))
	g.fma(r, g.kf(libm.ExpC5), q)
	g.fma(g.binPD(c.VMULPD, r2, r2), q, tmp)
	// scale + scale*tmp
	res := g.ld(sbits)
	g.fma(sbits, tmp, res)
	// The other paths, for 2^-54 <= |x| < 512 or NaN.
	ax := g.binPD(c.VANDPD, x, g.kc(0x7fffffffffffffff))
	skip := g.skipUnless(g.orMask(g.cmpPD(cmpNLT, ax, g.kf(512)), g.cmpPD(cmpLT, ax, g.kf(0x1p-54))))

	// 512 <= |x| < 1024: the scale's exponent may overflow, or the result be subnormal
	// (expSpecial). For x > 0: 2^1009 * (s + s*tmp) with s = scale/2^1009.
	sp := g.subQ(sbits, g.kc(1009<<52))
	pos := g.ld(sp)
	g.fma(sp, tmp, pos)
	pos = g.binPD(c.VMULPD, pos, g.kf(0x1p1009))
	// For x < 0: y = s + s*tmp with s = scale*2^1022, rounded carefully when y < 1, times 2^-1022.
	sn := g.addQ(sbits, g.kc(1022<<52))
	st := g.binPD(c.VMULPD, tmp, sn)
	y := g.binPD(c.VADDPD, sn, st)
	lo := g.binPD(c.VADDPD, g.binPD(c.VSUBPD, sn, y), st)
	hi := g.binPD(c.VADDPD, y, g.kf(1))
	one := g.ld(g.kf(1))
	lo = g.binPD(c.VADDPD, g.binPD(c.VADDPD, g.binPD(c.VSUBPD, one, hi), y), lo)
	y2 := g.binPD(c.VSUBPD, g.binPD(c.VADDPD, lo, hi), g.kf(1))
	y = g.blend(g.cmpPD(cmpLT, y, g.kf(1)), y2, y)
	neg := g.binPD(c.VMULPD, y, g.kf(0x1p-1022))
	special := g.blend(g.cmpPD(cmpGT, x, g.kf(0)), pos, neg)
	r1 := g.blend(g.cmpPD(cmpNLT, ax, g.kf(512)), special, res)

	// |x| >= 1024 or NaN: +Inf for x > 0, 0 for x < 0, x + 1 for NaN.
	big := g.blend(g.cmpPD(cmpGT, x, g.kf(0)), g.kf(math.Inf(1)), g.ld(g.kf(0)))
	big = g.blend(g.cmpPD(cmpUnord, x, x), g.binPD(c.VADDPD, x, g.kf(1)), big)
	r1 = g.blend(g.cmpPD(cmpNLT, ax, g.kf(1024)), big, r1)
	// |x| < 2^-54: 1 + x.
	c.VMOVAPD(g.blend(g.cmpPD(cmpLT, ax, g.kf(0x1p-54)), g.binPD(c.VADDPD, x, g.kf(1)), r1), res)
	c.Label(skip)
	return res
}

// logNear returns log(1 + r) for a small r as libm's log computes it near 1: a polynomial
// with its leading terms in extra precision. k loads the constants (from vmath's table or
// vtrig's).
func (g *lowering) logNear(r reg.VecVirtual, k func(float64) operand.Mem) reg.VecVirtual {
	c := g.ctx
	r2 := g.binPD(c.VMULPD, r, r)
	r3 := g.binPD(c.VMULPD, r, r2)
	p := g.ld(k(libm.LogB1))
	g.fma(r, k(libm.LogB2), p)
	g.fma(r2, k(libm.LogB3), p)
	q := g.ld(k(libm.LogB4))
	g.fma(r, k(libm.LogB5), q)
	g.fma(r2, k(libm.LogB6), q)
	s := g.ld(k(libm.LogB7))
	g.fma(r, k(libm.LogB8), s)
	g.fma(r2, k(libm.LogB9), s)
	g.fma(r3, k(libm.LogB10), s)
	g.fma(s, r3, q)
	g.fma(q, r3, p)
	rhi := g.ld(r)
	g.fma(r, k(0x1p27), rhi)
	g.fma(r, k(-0x1p27), rhi)
	rr := g.binPD(c.VMULPD, rhi, rhi)
	h := g.ld(r)
	g.fma(rr, k(libm.LogB0), h)
	l := g.binPD(c.VSUBPD, r, h)
	g.fma(rr, k(libm.LogB0), l)
	g.fma(g.binPD(c.VMULPD, g.binPD(c.VSUBPD, r, rhi), k(libm.LogB0)), g.binPD(c.VADDPD, r, rhi), l)
	g.fma(p, r3, l)
	return g.binPD(c.VADDPD, h, l)
}

// log returns libm.Log of every lane of x.
func (g *lowering) log(x reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	// Lanes that are not positive normal numbers take the special paths.
	special := g.orMask(g.cmpPD(cmpNGE, x, g.kf(0x1p-1022)), g.cmpPD(cmpEQ, x, g.kf(math.Inf(1))))
	// A subnormal x is normalized: the bits of x*2^52 less 52 in the exponent.
	ix := g.ld(x)
	skip := g.skipUnless(special)
	xs := g.subQ(g.binPD(c.VMULPD, x, g.kf(0x1p52)), g.kc(52<<52))
	c.VMOVAPD(g.blend(g.cmpPD(cmpLT, x, g.kf(0x1p-1022)), xs, x), ix)
	c.Label(skip)
	// x = 2^k z, z in [OFF, 2 OFF), in subinterval i of 128.
	tmp := g.subQ(ix, g.kc(0x3fe6000000000000))
	i := g.andQ(g.shiftQ(c.VPSRLQ, tmp, 45), g.kc(127))
	// k = int64(tmp) >> 52, a 12-bit signed field, as a double: 0x1.8p52 + 2048 + k, exactly,
	// less 0x1.8p52 + 2048.
	kb := g.orQ(g.andQ(g.addQ(g.shiftQ(c.VPSRLQ, tmp, 52), g.kc(2048)), g.kc(4095)), g.kc(0x4338000000000000))
	kd := g.binPD(c.VSUBPD, kb, g.kf(0x1.8p52+2048))
	z := g.subQ(ix, g.andQ(tmp, g.kc(0xfff<<52)))
	t := g.gatherAll(i, vmathLogInvc, vmathLogLogc)
	invc, w := t[0], t[1]
	// w = k*Ln2Hi + logc; r = z*invc - 1; h = w + r; l = k*Ln2Lo + (w - h + r)
	g.fma(kd, g.kf(libm.LogLn2Hi), w)
	r := g.ld(g.kf(-1))
	g.fma(z, invc, r)
	h := g.binPD(c.VADDPD, w, r)
	l := g.binPD(c.VADDPD, g.binPD(c.VSUBPD, w, h), r)
	g.fma(kd, g.kf(libm.LogLn2Lo), l)
	// log1p(r) ~= r + A0 r^2 + r^3 (A1 + A2 r + r^2 (A3 + A4 r))
	r2 := g.binPD(c.VMULPD, r, r)
	g.fma(r2, g.kf(libm.LogA0), l)
	pa := g.ld(g.kf(libm.LogA3))
	g.fma(r, g.kf(libm.LogA4), pa)
	pb := g.ld(g.kf(libm.LogA1))
	g.fma(r, g.kf(libm.LogA2), pb)
	g.fma(pa, r2, pb)
	g.fma(g.binPD(c.VMULPD, r, r2), pb, l)
	res := g.binPD(c.VADDPD, l, h)

	// Near 1, a polynomial in r = x - 1 with its leading terms in extra precision.
	near := g.andMask(g.cmpPD(cmpGE, x, g.kc(0x3fee000000000000)), g.cmpPD(cmpLT, x, g.kc(0x3ff1090000000000)))
	skip = g.skipUnless(near)
	r = g.binPD(c.VSUBPD, x, g.kf(1))
	c.VMOVAPD(g.blend(near, g.logNear(r, g.kf), res), res)
	c.Label(skip)

	// log(±0) = -Inf, log(+Inf) = +Inf, log(x < 0) = log(NaN) = NaN.
	skip = g.skipUnless(special)
	r1 := g.blend(g.cmpPD(cmpEQ, x, g.kf(0)), g.kf(math.Inf(-1)), res)
	r1 = g.blend(g.cmpPD(cmpEQ, x, g.kf(math.Inf(1))), g.kf(math.Inf(1)), r1)
	c.VMOVAPD(g.blend(g.cmpPD(cmpNGE, x, g.kf(0)), g.kc(0x7ff8000000000001), r1), res)
	c.Label(skip)
	return res
}
