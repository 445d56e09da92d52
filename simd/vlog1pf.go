package simd

import (
	"math"

	"github.com/mmcloughlin/avo/ir"
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"
)

// This file lowers OpLog1p on float32: glibc's log1pf (libm.Log1pf, fdlibm's s_log1pf.c in float32
// arithmetic), which Numba calls for float32 np.log1p and math.log1p, lane by lane. The lanes are
// widened to float64, and each float32 operation of the scalar code is the float64 operation
// rounded to float32 (narrowed and widened again), which for +, -, * and / of float32 operands is
// the float32 result: the float64 one is exact or rounded once without a double-rounding error
// (53 >= 2·24 + 2). The scalar code's tests of the float32 bits become comparisons of values, and
// its decomposition 1 + x = 2^k u comes from the float64 bits of 1 + x (a float32, whose float32
// mantissa is the top of its float64 one). Every lane computes every path (|x| below 2^-29, the
// reduction of 1 + x or none, the case that fdlibm calls hu == 0, x at or below -1, infinite or
// NaN) and blends in its own: there are no branches. Its constants are a table of its own,
// vlog1pfConst.

// vlog1pfConsts is the name of the table of constants of this file.
const vlog1pfConsts = "vlog1pfConst"

// The float32 constants of s_log1pf.c, and the bounds of its tests of the bits of x and u.
var (
	log1pfLn2Hi   = float64(math.Float32frombits(0x3f317180))
	log1pfLn2Lo   = float64(math.Float32frombits(0x3717f7d1))
	log1pfLp      = [7]float64{f32bits(0x3f2aaaab), f32bits(0x3ecccccd), f32bits(0x3e924925), f32bits(0x3e638e29), f32bits(0x3e3a3325), f32bits(0x3e1cd04f), f32bits(0x3e178897)}
	log1pfTwoDiv3 = float64(float32(0.66666666666666666))
	log1pfHi      = f32bits(0x3ed413d7) // x < 0.41422: no reduction (or NaN, or -Inf)
	log1pfNegLo   = f32bits(0x3e95f61f) // -0.2929 <= x < 0: no reduction
	log1pfSqrt2   = f32bits(0x3fb504f7) // the mantissa of u from which u/2 is taken, k+1
)

// f32bits returns the float32 with bits b as a float64.
func f32bits(b uint32) float64 { return float64(math.Float32frombits(b)) }

// vlog1pfConst are the bits of the constants of vlog1pfConsts, each stored vconstBytes/8 times.
var vlog1pfConst = append([]uint64{
	0x7fffffffffffffff, 1 << 63, f64(log1pfHi), f64(log1pfNegLo), f64(0x1p53), f64(1), 0x4330000000000000, f64(1023),
	0x000fffffffffffff, f64(log1pfSqrt2), f64(0.5), f64(-0x1p-22), f64(0), f64(log1pfLn2Hi), f64(log1pfLn2Lo),
	f64(log1pfTwoDiv3), f64(2), f64(0x1p-54), f64(0x1p-29), f64(-1), f64(math.Inf(-1)), f64(math.Inf(1)),
}, func() []uint64 {
	var lp []uint64
	for _, c := range log1pfLp {
		lp = append(lp, f64(c))
	}
	return lp
}()...)

// vlog1pfIndex maps the bits of a constant to its index in vlog1pfConst.
var vlog1pfIndex = constIndex(vlog1pfConst)

// usesLog1pf reports whether a loop has a float32 log1p node.
func usesLog1pf(l *Loop) bool {
	for _, n := range l.Nodes {
		if n.Type == Float32 && n.Op == OpLog1p {
			return true
		}
	}
	return false
}

// vlog1pfGlobals returns the constants of this file.
func vlog1pfGlobals() []*ir.Global {
	return []*ir.Global{rodata(vlog1pfConsts, vlog1pfConst, vconstBytes/8)}
}

// kl returns the memory operand of the constant of vlog1pfConsts with bits b, a full vector.
func (g *lowering) kl(b uint64) operand.Mem {
	i, ok := vlog1pfIndex[b]
	if !ok {
		panic("simd: internal error: no log1pf constant " + operand.U64(b).Asm())
	}
	return operand.Mem{Symbol: operand.NewStaticSymbol(vlog1pfConsts), Base: reg.StaticBase, Disp: i * vconstBytes}
}

// klf is kl for a float64 constant.
func (g *lowering) klf(x float64) operand.Mem { return g.kl(f64(x)) }

// log1pf returns libm.Log1pf of every float32 lane of x.
func (g *lowering) log1pf(x32 reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	r32 := func(v reg.VecVirtual) reg.VecVirtual { return g.widen(g.narrow(v)) }
	add := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return r32(g.binPD(c.VADDPD, x, y)) }
	sub := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return r32(g.binPD(c.VSUBPD, x, y)) }
	mul := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return r32(g.binPD(c.VMULPD, x, y)) }
	div := func(x reg.VecVirtual, y operand.Op) reg.VecVirtual { return r32(g.binPD(c.VDIVPD, x, y)) }
	x := g.widen(x32)
	ax := g.binPD(c.VANDPD, x, g.kl(0x7fffffffffffffff))
	// small: x < 0.41422 by the bits (x negative, -0 and -NaN included): the reduction is skipped
	// for -0.2929 <= x < 0.41422 (k = 0).
	var neg val
	if g.isa == AVX512 {
		k := c.K()
		c.VPTESTMQ(g.kl(1<<63), x, k)
		neg = val{k: k}
	} else {
		neg = val{v: x} // VBLENDVPD and the masks combined with it read the top bit
	}
	small := g.orMask(neg, g.cmpPD(cmpLT, x, g.klf(log1pfHi)))
	k0 := g.andMask(small, g.orMask(g.cmpPD(cmpGT, x, g.klf(0)), g.cmpPD(cmpLE, ax, g.klf(log1pfNegLo))))

	// The reduction: u = 1 + x (x itself from 2^53 up), 2^e its exponent, c the correction
	// (1 - (u - x) or x - (u - 1), over u; 0 without the sum); u's mantissa m in [1, 2), halved
	// from sqrt(2) up (e+1).
	big := g.cmpPD(cmpGE, x, g.klf(0x1p53))
	u := g.blend(big, x, add(g.ld(g.klf(1)), x))
	eb := g.orQ(g.shiftQ(c.VPSRLQ, u, 52), g.kl(0x4330000000000000))
	e := g.binPD(c.VSUBPD, g.binPD(c.VSUBPD, eb, g.kl(0x4330000000000000)), g.klf(1023))
	cpos := sub(g.ld(g.klf(1)), sub(u, x))
	cneg := sub(x, sub(u, g.klf(1)))
	cc := div(g.blend(g.cmpPD(cmpGT, e, g.klf(0)), cpos, cneg), u)
	cc = g.blend(big, g.klf(0), cc)
	m := g.orQ(g.andQ(u, g.kl(0x000fffffffffffff)), g.kl(f64(1)))
	half := g.cmpPD(cmpGE, m, g.klf(log1pfSqrt2))
	un := g.blend(half, g.binPD(c.VMULPD, m, g.klf(0.5)), m)
	kd := g.blend(half, g.binPD(c.VADDPD, e, g.klf(1)), e)
	fr := g.binPD(c.VSUBPD, un, g.klf(1)) // exact
	// hu == 0 after the reduction: f = 0 (m = 1), or -2^-22 < f < 0 (m/2 within 3 float32 ulps of 1).
	fz := g.blend(k0, g.klf(1), fr)
	huZero := g.andMask(g.cmpPD(cmpLE, fz, g.klf(0)), g.cmpPD(cmpGT, fz, g.klf(-0x1p-22)))
	f := g.blend(k0, x, fr)
	kd = g.blend(k0, g.klf(0), kd)
	cc = g.blend(k0, g.klf(0), cc)
	kZero := g.cmpPD(cmpEQ, kd, g.klf(0))

	hfsq := mul(mul(f, g.klf(0.5)), f)
	khi := mul(kd, g.klf(log1pfLn2Hi))
	klo := mul(kd, g.klf(log1pfLn2Lo))
	// hu == 0: f = 0: k ln2hi + (c + k ln2lo), 0 for k = 0; else R = hfsq (1 - 2/3 f) and
	// f - R, or k ln2hi - ((R - (k ln2lo + c)) - f).
	zero0 := g.blend(kZero, g.klf(0), add(khi, add(cc, klo)))
	rr := mul(hfsq, sub(g.ld(g.klf(1)), mul(g.ld(g.klf(log1pfTwoDiv3)), f)))
	zero1 := g.blend(kZero, sub(f, rr), sub(khi, sub(sub(rr, add(klo, cc)), f)))
	resZ := g.blend(g.cmpPD(cmpEQ, f, g.klf(0)), zero0, zero1)
	// Otherwise s = f/(2 + f), R = z (Lp1 + z (Lp2 + ... z Lp7)) with z = s^2, and
	// f - (hfsq - s (hfsq + R)), or k ln2hi - ((hfsq - (s (hfsq + R) + (k ln2lo + c))) - f).
	s := div(f, add(g.ld(g.klf(2)), f))
	z := mul(s, s)
	p := g.ld(g.klf(log1pfLp[6]))
	for j := 5; j >= 0; j-- {
		p = add(mul(z, p), g.klf(log1pfLp[j]))
	}
	t := mul(s, add(hfsq, mul(z, p)))
	resG := g.blend(kZero, sub(f, sub(hfsq, t)), sub(khi, sub(sub(hfsq, add(t, add(klo, cc))), f)))
	res := g.blend(huZero, resZ, resG)

	// |x| < 2^-29: x, or x - x^2/2 from 2^-54 up.
	tiny := g.blend(g.cmpPD(cmpLT, ax, g.klf(0x1p-54)), x, sub(x, mul(mul(x, x), g.klf(0.5))))
	res = g.blend(g.andMask(small, g.cmpPD(cmpLT, ax, g.klf(0x1p-29))), tiny, res)
	// +Inf and NaN: x + x; x <= -1 (-Inf included) and -NaN: -Inf at -1, else (x - x)/(x - x).
	res = g.blend(g.cmpPD(cmpNLT, x, g.klf(math.Inf(1))), g.binPD(c.VADDPD, x, x), res)
	xx := g.binPD(c.VSUBPD, x, x)
	low := g.blend(g.cmpPD(cmpEQ, x, g.klf(-1)), g.klf(math.Inf(-1)), g.binPD(c.VDIVPD, xx, xx))
	res = g.blend(g.andMask(small, g.cmpPD(cmpNLT, ax, g.klf(1))), low, res)
	return g.narrow(res)
}
