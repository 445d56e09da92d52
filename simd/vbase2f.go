package simd

import (
	"math"

	"github.com/mmcloughlin/avo/ir"
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"

	"github.com/pygo-lang/pygo/internal/libm"
)

// This file lowers OpExp2 and OpLog2 on float32: glibc's exp2f and log2f (libm.Exp2f and
// libm.Log2f, which Numba calls for float32 np.exp2 and np.log2) lane by lane, as vmathf.go
// lowers expf and logf: the lanes widened to float64, the scalar code's float64 operations in
// the same order, the special results blended in, the result narrowed. exp2f looks up expf's
// table (vmathExpfBits); log2f has its own (vmathLog2fInvc, vmathLog2fLogc). The constants
// are in vbase2fConst, which a generated file holds, with log2f's tables, whenever one of its
// loops has a float32 exp2 or log2.

// Names of the read-only data of this file.
const (
	vbase2fConsts  = "vbase2fConst"
	vmathLog2fInvc = "vmathLog2fInvc" // libm.Log2fTab[i][0]
	vmathLog2fLogc = "vmathLog2fLogc" // libm.Log2fTab[i][1]
)

// vbase2fConst are the bits of the constants of vbase2fConsts, each stored vconstBytes/8 times.
var vbase2fConst = []uint64{
	f64(libm.Exp2fShift), f64(libm.Exp2fC0), f64(libm.Exp2fC1), f64(libm.Exp2fC2), 31, f64(1), f64(128),
	f64(-150), f64(0), f64(math.Inf(1)), logfOff, 15, 2048, 4095, 0x4338000000000000, f64(0x1.8p52 + 2048),
	0xfff << 52, f64(-1), f64(libm.Log2fA0), f64(libm.Log2fA1), f64(libm.Log2fA2), f64(libm.Log2fA3),
	f64(math.Inf(-1)), 0x7ff8000000000000,
}

// vbase2fIndex maps the bits of a constant to its index in vbase2fConst.
var vbase2fIndex = constIndex(vbase2fConst)

// usesBase2 reports whether a loop has a float64 exp2 or log2 node.
func usesBase2(l *Loop) bool {
	for _, n := range l.Nodes {
		if n.Type == Float64 && (n.Op == OpExp2 || n.Op == OpLog2) {
			return true
		}
	}
	return false
}

// usesBase2f reports whether a loop has a float32 exp2 or log2 node.
func usesBase2f(l *Loop) bool {
	for _, n := range l.Nodes {
		if n.Type == Float32 && (n.Op == OpExp2 || n.Op == OpLog2) {
			return true
		}
	}
	return false
}

// vbase2fGlobals returns the read-only data of exp2f and log2f.
func vbase2fGlobals() []*ir.Global {
	var invc, logc []uint64
	for _, e := range libm.Log2fTab {
		invc = append(invc, f64(e[0]))
		logc = append(logc, f64(e[1]))
	}
	return []*ir.Global{
		rodata(vbase2fConsts, vbase2fConst, vconstBytes/8),
		rodata(vmathLog2fInvc, invc, 1),
		rodata(vmathLog2fLogc, logc, 1),
	}
}

// k2 returns the memory operand of the constant of vbase2fConsts with bits b, a full vector.
func (g *lowering) k2(b uint64) operand.Mem {
	i, ok := vbase2fIndex[b]
	if !ok {
		panic("simd: internal error: no exp2f/log2f constant " + operand.U64(b).Asm())
	}
	return operand.Mem{Symbol: operand.NewStaticSymbol(vbase2fConsts), Base: reg.StaticBase, Disp: i * vconstBytes}
}

// k2f is k2 for a float64 constant.
func (g *lowering) k2f(x float64) operand.Mem { return g.k2(f64(x)) }

// exp2f returns libm.Exp2f of every float32 lane of x.
func (g *lowering) exp2f(x32 reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	x := g.widen(x32)
	// kd = x + Shift, whose low bits are ki; r = x - (kd - Shift), exactly.
	ki := g.binPD(c.VADDPD, x, g.k2f(libm.Exp2fShift))
	r := g.binPD(c.VSUBPD, x, g.binPD(c.VSUBPD, ki, g.k2f(libm.Exp2fShift)))
	// s = 2^(ki/32): ExpfTab[ki%32] + ki<<47.
	s := g.addQ(g.gather(vmathExpfBits, g.andQ(ki, g.k2(31))), g.shiftQ(c.VPSLLQ, ki, 47))
	// y = ((C2 r + 1) + (C0 r + C1) r^2) s
	z := g.ld(g.k2f(libm.Exp2fC1))
	g.fma(r, g.k2f(libm.Exp2fC0), z)
	r2 := g.binPD(c.VMULPD, r, r)
	y := g.ld(g.k2f(1))
	g.fma(r, g.k2f(libm.Exp2fC2), y)
	g.fma(z, r2, y)
	res := g.binPD(c.VMULPD, y, s)
	// x >= 128 (+Inf included): +Inf; x <= -150 (-Inf included): 0; NaN: x + x.
	res = g.blend(g.cmpPD(cmpGE, x, g.k2f(128)), g.k2f(math.Inf(1)), res)
	res = g.blend(g.cmpPD(cmpLE, x, g.k2f(-150)), g.k2f(0), res)
	res = g.blend(g.cmpPD(cmpUnord, x, x), g.binPD(c.VADDPD, x, x), res)
	return g.narrow(res)
}

// log2f returns libm.Log2f of every float32 lane of x, on the float64 bits of the widened
// lanes as logf (vmathf.go).
func (g *lowering) log2f(x32 reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	x := g.widen(x32)
	// x = 2^k z, z in [OFF, 2 OFF), in subinterval i of 16; k as a double as in log.
	tmp := g.subQ(x, g.k2(logfOff))
	i := g.andQ(g.shiftQ(c.VPSRLQ, tmp, 48), g.k2(15))
	kb := g.orQ(g.andQ(g.addQ(g.shiftQ(c.VPSRLQ, tmp, 52), g.k2(2048)), g.k2(4095)), g.k2(0x4338000000000000))
	kd := g.binPD(c.VSUBPD, kb, g.k2f(0x1.8p52+2048))
	z := g.subQ(x, g.andQ(tmp, g.k2(0xfff<<52)))
	t := g.gatherAll(i, vmathLog2fInvc, vmathLog2fLogc)
	invc, logc := t[0], t[1]
	// r = z invc - 1; y0 = logc + k; y = A1 r + A2; y = A0 r^2 + y; y r^2 + (A3 r + y0)
	r := g.ld(g.k2f(-1))
	g.fma(z, invc, r)
	p := g.binPD(c.VADDPD, logc, kd)
	r2 := g.binPD(c.VMULPD, r, r)
	y := g.ld(g.k2f(libm.Log2fA2))
	g.fma(r, g.k2f(libm.Log2fA1), y)
	g.fma(r2, g.k2f(libm.Log2fA0), y)
	g.fma(r, g.k2f(libm.Log2fA3), p)
	g.fma(y, r2, p)
	// log2f(±0) = -Inf, log2f(+Inf) = +Inf, log2f(x < 0) = log2f(NaN) = NaN (0x7fc00000).
	res := g.blend(g.cmpPD(cmpEQ, x, g.k2f(0)), g.k2f(math.Inf(-1)), p)
	res = g.blend(g.cmpPD(cmpEQ, x, g.k2f(math.Inf(1))), g.k2f(math.Inf(1)), res)
	res = g.blend(g.cmpPD(cmpNGE, x, g.k2f(0)), g.k2(0x7ff8000000000000), res)
	return g.narrow(res)
}
