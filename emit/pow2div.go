package emit

import (
	"go/constant"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Integer floor division and modulo by a constant power of two: Python's x // 2**k is the
// arithmetic shift x >> k and x % 2**k is x & (2**k - 1), for every integer x of two's complement
// (both round toward minus infinity; the remainder takes the divisor's sign, here positive), as
// LLVM lowers them for Numba. Go's x / 2 on a signed x would add a sign fix-up, and
// kernels.FloorDiv and Mod one more for the floor.

// pow2Div emits x // y or x % y (op) of integer type rt when y is a constant power of two that
// rt holds, and reports whether it did.
func (fe *funcEmitter) pow2Div(op translate.Op, rt *typer.Basic, x, y translate.Expr, untypedX bool) (code, bool) {
	if rt == nil || !rt.IsInteger() || op != translate.FloorDiv && op != translate.Mod {
		return code{}, false
	}
	v, ok := fe.info.Consts[y]
	if !ok || v.Kind() != constant.Int {
		return code{}, false
	}
	d, exact := constant.Uint64Val(v)
	if !exact || d == 0 || d&(d-1) != 0 {
		return code{}, false
	}
	k := 0
	for d>>k != 1 {
		k++
	}
	if limit := rt.Bits() - 1; k >= limit && rt.IsSigned() || k > limit {
		return code{}, false // 2**k does not fit in rt
	}
	l := fe.paren(fe.asP(x, rt, untypedX), precMul)
	if op == translate.FloorDiv {
		return code{jen.Add(l).Op(">>").Lit(k), precMul}, true
	}
	return code{jen.Add(l).Op("&").Lit(int(d - 1)), precMul}, true
}
