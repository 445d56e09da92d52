package emit

import (
	"go/constant"
	"go/token"
	"math"

	"github.com/pygo-lang/pygo/simd"
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file gives x ** y on floats its vector form, in fused array expressions (vecLoop),
// @vectorize bodies (elemVec) and explicit element-wise loops (elemFor): the node of each
// follows the Go code that the scalar emitter writes for the same power, x * x for a constant
// 2, constPow's rewrites (kernels.PowHalf for 0.5, 1 / x for -1, kernels.PowTwo for a base of
// 2: libm.Exp2, or libm.Exp2f on float32), kernels.PowFloat otherwise (simd.OpPow: libm.Pow on float64, libm.Powf,
// glibc's powf, on float32), and a float to an integer power (Numba's repeated multiplication) has none.

// pow returns the node of x ** y on floats of type in, as binElem emits it: x * x for a constant
// 2, constPow's rewrites (kernels.PowHalf for 0.5, 1 / x for -1, kernels.PowTwo for a base of 2:
// libm.Exp2, or libm.Exp2f on float32) and otherwise kernels.PowFloat, libm.Pow on float64 and libm.Powf on float32.
func (v *vecLoop) pow(xe, ye translate.Expr, in *typer.Basic) int {
	st, _ := simdType(in)
	if c, ok := v.constElem(ye, in); ok {
		switch f, _ := constOf(c); {
		case isConstTwo(c):
			x := v.as(xe, in)
			return v.apply(simd.OpMul, x, x)
		case f == 0.5:
			// kernels.PowHalf: +Inf at -Inf, else |sqrt(x)|.
			x := v.as(xe, in)
			sqrt := v.apply(simd.OpAbs, v.apply(simd.OpSqrt, x))
			return v.apply(simd.OpSelect, v.apply(simd.OpEq, x, v.l.Const(st, math.Inf(-1))), v.l.Const(st, math.Inf(1)), sqrt)
		case f == -1:
			return v.apply(simd.OpDiv, v.l.Const(st, 1), v.as(xe, in))
		}
	}
	if c, ok := v.constElem(xe, in); ok {
		if b, _ := constOf(c); b == 2 {
			return v.apply(simd.OpExp2, v.as(ye, in)) // exp2, or exp2f on float32
		}
	}
	return v.apply(simd.OpPow, v.as(xe, in), v.as(ye, in)) // pow, or powf on float32
}

// constElem returns the Go code of e as an element of type in (fusion.elemAs) when e is a
// loop-invariant operand, a constant or a scalar, whose code constOf may read as a constant.
func (v *vecLoop) constElem(e translate.Expr, in *typer.Basic) (code, bool) {
	if l, ok := v.fu.leaves[e]; ok && l.t == nil {
		return v.fu.elemAs(e, in), true
	}
	return code{}, false
}

// pow returns the node of x ** y of float type t, as binaryCode and binElem emit it on
// operands of type t: x * x for a constant 2, constPow's rewrites (kernels.PowHalf for 0.5,
// 1 / x for -1, kernels.PowTwo for a base of 2: libm.Exp2, or libm.Exp2f on float32) and otherwise
// kernels.PowFloat, libm.Pow on float64 and libm.Powf on float32.
func (v *elemVec) pow(xe, ye translate.Expr, t *typer.Basic) int {
	st, _ := simdType(t)
	switch {
	case v.constIs(ye, 2):
		x := v.as(xe, t)
		return v.apply(simd.OpMul, x, x)
	case v.constIs(ye, 0.5):
		// kernels.PowHalf: +Inf at -Inf, else |sqrt(x)|.
		x := v.as(xe, t)
		sqrt := v.apply(simd.OpAbs, v.apply(simd.OpSqrt, x))
		return v.apply(simd.OpSelect, v.apply(simd.OpEq, x, v.l.Const(st, math.Inf(-1))), v.l.Const(st, math.Inf(1)), sqrt)
	case v.constIs(ye, -1):
		return v.apply(simd.OpDiv, v.l.Const(st, 1), v.as(xe, t))
	}
	op, x := simd.OpPow, -1
	if v.constIs(xe, 2) {
		op = simd.OpExp2
	} else {
		x = v.as(xe, t)
	}
	y := v.as(ye, t)
	if op == simd.OpExp2 {
		return v.apply(op, y) // exp2, or exp2f on float32
	}
	return v.apply(op, x, y) // pow, or powf on float32
}

// power returns the node of np.power(x, y) on scalars of result type t: ufuncElem's x ** y in
// the ufunc's loop type.
func (v *elemVec) power(u *typer.Ufunc, xe, ye translate.Expr, t *typer.Basic) int {
	xt, yt := v.typeOf(xe), v.typeOf(ye)
	if xt == nil || yt == nil {
		return v.fail("np.power of a non-scalar")
	}
	in, out := typer.UfuncLoop(u, []*typer.Basic{xt, yt}, make([]bool, 2))
	if !in.IsFloat() || out != t {
		return v.fail("np.power on %s", in)
	}
	return v.pow(xe, ye, in)
}

// pow returns the node of x ** y of float type t in an explicit loop, as binaryCode emits it on
// operands converted to t; x ** 2 is binary's.
func (ef *elemFor) pow(xe, ye translate.Expr, t *typer.Basic) int {
	if yt := basic(ef.fe.typeOf(ye)); yt == nil || !yt.IsFloat() {
		return ef.v.fail("a float to an integer power") // repeated multiplication
	}
	st, _ := simdType(t)
	switch {
	case ef.constIs(ye, 0.5):
		// kernels.PowHalf: +Inf at -Inf, else |sqrt(x)|.
		x := ef.as(xe, t)
		sqrt := ef.v.apply(simd.OpAbs, ef.v.apply(simd.OpSqrt, x))
		return ef.v.apply(simd.OpSelect, ef.v.apply(simd.OpEq, x, ef.v.l.Const(st, math.Inf(-1))), ef.v.l.Const(st, math.Inf(1)), sqrt)
	case ef.constIs(ye, -1):
		return ef.v.apply(simd.OpDiv, ef.v.l.Const(st, 1), ef.as(xe, t))
	case ef.constIs(xe, 2):
		return ef.v.apply(simd.OpExp2, ef.as(ye, t)) // exp2, or exp2f on float32
	}
	return ef.v.apply(simd.OpPow, ef.as(xe, t), ef.as(ye, t)) // pow, or powf on float32
}

// constIs reports whether e is a constant equal to f.
func (ef *elemFor) constIs(e translate.Expr, f float64) bool {
	c, ok := ef.fe.info.Consts[e]
	return ok && c.Kind() != constant.Unknown && constant.Compare(constant.ToFloat(boolInt(c)), token.EQL, constant.MakeFloat64(f))
}
