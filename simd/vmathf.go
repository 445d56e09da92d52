package simd

import (
	"math"

	"github.com/mmcloughlin/avo/ir"
	"github.com/mmcloughlin/avo/reg"

	"github.com/pygo-lang/pygo/internal/libm"
)

// This file lowers OpExp and OpLog on float32: glibc's expf and logf (libm.Expf and libm.Logf,
// which Numba calls for float32 math.exp, math.log, np.exp and np.log) lane by lane. Both compute
// in float64 and round once to float32 at the end, so the lowerings widen the float32 lanes to
// float64 (exactly), run the scalar code's float64 operations in the same order (each math.FMA
// one fused instruction, the tables gathered), blend in the special results and narrow the
// result. A loop with such a node therefore has float64 lanes (Lanes), its float32 values in
// half-width registers. logf's integer steps, which the scalar code does on the float32 bits
// (normalizing subnormals first), are done on the float64 bits instead: the decomposition
// x = 2^k z, z in [OFF, 2 OFF), depends only on the value, so k, z and the table index are the
// same, and subnormal float32 arguments are normal float64 ones.

// Names of the tables of expf and logf.
const (
	vmathExpfBits = "vmathExpfBits" // libm.ExpfTab
	vmathLogfInvc = "vmathLogfInvc" // libm.LogfTab[i][0]
	vmathLogfLogc = "vmathLogfLogc" // libm.LogfTab[i][1]
)

// logfOff is the float64 bits of glibc's logf OFF, 0x3f330000 as a float32.
const logfOff = 0x3fe6600000000000

// Bounds of expf: above expfOver the result overflows to +Inf, below expfUnder it is +0.
const (
	expfOver  = 0x1.62e42ep6
	expfUnder = -0x1.9fe368p6
)

// vmathfConsts are the bits of the constants of this file, appended to vconsts.
func vmathfConsts() []uint64 {
	return []uint64{
		f64(libm.ExpfInvLn2N), f64(libm.ExpfShift), f64(libm.ExpfC0), f64(libm.ExpfC1), f64(libm.ExpfC2), 31,
		f64(expfOver), f64(expfUnder), logfOff, 15, f64(libm.LogfLn2), f64(libm.LogfA0), f64(libm.LogfA1),
		f64(libm.LogfA2), 0x7ff8000000000000,
	}
}

// usesFloat32Math reports whether a loop has a float32 exp or log node.
func usesFloat32Math(l *Loop) bool {
	for _, n := range l.Nodes {
		if n.Type == Float32 && n.Op.isMath() {
			return true
		}
	}
	return false
}

// vmathfGlobals returns the tables of expf and logf.
func vmathfGlobals() []*ir.Global {
	var invc, logc []uint64
	for _, e := range libm.LogfTab {
		invc = append(invc, f64(e[0]))
		logc = append(logc, f64(e[1]))
	}
	return []*ir.Global{
		rodata(vmathExpfBits, libm.ExpfTab[:], 1),
		rodata(vmathLogfInvc, invc, 1),
		rodata(vmathLogfLogc, logc, 1),
	}
}

// widen returns the float32 lanes of x as float64s, exactly.
func (g *lowering) widen(x reg.VecVirtual) reg.VecVirtual {
	d := g.vec(Float64)
	g.ctx.VCVTPS2PD(x, d)
	return d
}

// narrow returns the float64 lanes of x rounded to float32 (to nearest even, as Go's float32()).
func (g *lowering) narrow(x reg.VecVirtual) reg.VecVirtual {
	d := g.vec(Float32)
	if g.isa == AVX512 {
		g.ctx.VCVTPD2PS(x, d)
	} else {
		g.ctx.VCVTPD2PSY(x, d)
	}
	return d
}

// expf returns libm.Expf of every float32 lane of x.
func (g *lowering) expf(x32 reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	x := g.widen(x32)
	// kd = InvLn2N*x + Shift, whose low bits are ki; r = InvLn2N*x - (kd - Shift).
	ki := g.ld(g.kf(libm.ExpfShift))
	g.fma(x, g.kf(libm.ExpfInvLn2N), ki)
	kd := g.binPD(c.VSUBPD, ki, g.kf(libm.ExpfShift))
	r := g.ld(kd)
	g.fms(x, g.kf(libm.ExpfInvLn2N), r)
	// s = 2^(ki/32): ExpfTab[ki%32] + ki<<47.
	s := g.addQ(g.gather(vmathExpfBits, g.andQ(ki, g.kc(31))), g.shiftQ(c.VPSLLQ, ki, 47))
	// y = (C2 r + 1) + (C0 r + C1) r^2
	z := g.ld(g.kf(libm.ExpfC1))
	g.fma(r, g.kf(libm.ExpfC0), z)
	r2 := g.binPD(c.VMULPD, r, r)
	y := g.ld(g.kf(1))
	g.fma(r, g.kf(libm.ExpfC2), y)
	g.fma(z, r2, y)
	res := g.binPD(c.VMULPD, y, s)
	// Overflow (+Inf included), underflow to 0 (-Inf included), NaN.
	res = g.blend(g.cmpPD(cmpGT, x, g.kf(expfOver)), g.kf(math.Inf(1)), res)
	res = g.blend(g.cmpPD(cmpLT, x, g.kf(expfUnder)), g.kf(0), res)
	res = g.blend(g.cmpPD(cmpUnord, x, x), g.binPD(c.VADDPD, x, x), res)
	return g.narrow(res)
}

// logf returns libm.Logf of every float32 lane of x.
func (g *lowering) logf(x32 reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	x := g.widen(x32)
	// x = 2^k z, z in [OFF, 2 OFF), in subinterval i of 16; k as a double as in log.
	tmp := g.subQ(x, g.kc(logfOff))
	i := g.andQ(g.shiftQ(c.VPSRLQ, tmp, 48), g.kc(15))
	kb := g.orQ(g.andQ(g.addQ(g.shiftQ(c.VPSRLQ, tmp, 52), g.kc(2048)), g.kc(4095)), g.kc(0x4338000000000000))
	kd := g.binPD(c.VSUBPD, kb, g.kf(0x1.8p52+2048))
	z := g.subQ(x, g.andQ(tmp, g.kc(0xfff<<52)))
	t := g.gatherAll(i, vmathLogfInvc, vmathLogfLogc)
	invc, y0 := t[0], t[1]
	// r = z invc - 1; y0 = k Ln2 + logc; y = A1 r + A2; y = A0 r^2 + y; y r^2 + (y0 + r)
	r := g.ld(g.kf(-1))
	g.fma(z, invc, r)
	g.fma(kd, g.kf(libm.LogfLn2), y0)
	r2 := g.binPD(c.VMULPD, r, r)
	y := g.ld(g.kf(libm.LogfA2))
	g.fma(r, g.kf(libm.LogfA1), y)
	g.fma(r2, g.kf(libm.LogfA0), y)
	res := g.binPD(c.VADDPD, y0, r)
	g.fma(y, r2, res)
	// logf(±0) = -Inf, logf(+Inf) = +Inf, logf(x < 0) = logf(NaN) = NaN (0x7fc00000).
	res = g.blend(g.cmpPD(cmpEQ, x, g.kf(0)), g.kf(math.Inf(-1)), res)
	res = g.blend(g.cmpPD(cmpEQ, x, g.kf(math.Inf(1))), g.kf(math.Inf(1)), res)
	res = g.blend(g.cmpPD(cmpNGE, x, g.kf(0)), g.kc(0x7ff8000000000000), res)
	return g.narrow(res)
}
