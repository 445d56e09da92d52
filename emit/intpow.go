package emit

import (
	"go/constant"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// maxUnrolledPow bounds the constant integer exponents whose power is unrolled.
const maxUnrolledPow = 64

// constIntPow emits x ** y for a float x (Go code of type rt) and a constant integer y with
// 1 <= |y| <= maxUnrolledPow as the products kernels.PowFloatInt's loop (Numba's int_power)
// makes, unrolled as LLVM unrolls that loop for a constant exponent: the running squares of x
// in locals, the result the left-to-right product of the squares y's set bits select, so
// x ** 3 is x * (x * x), with the same bits and no call. A negative y divides 1 by the
// product with kernels.TrueDiv (ZeroDivisionError for zero). It returns false for any other y.
func (fe *funcEmitter) constIntPow(x jen.Code, y translate.Expr, rt *typer.Basic) (code, bool) {
	v, ok := fe.info.Consts[y]
	if !ok || v.Kind() != constant.Int {
		return code{}, false
	}
	e, exact := constant.Int64Val(v)
	if !exact || e == 0 || e > maxUnrolledPow || e < -maxUnrolledPow {
		return code{}, false
	}
	neg := e < 0
	if neg {
		e = -e
	}
	a := fe.names.Take("a")
	sq := a // the current square, x ** (2 ** k)
	var body []jen.Code
	var r *jen.Statement
	for {
		if e&1 != 0 {
			if r == nil {
				r = jen.Id(sq) // 1 * x ** (2 ** k) is x ** (2 ** k): LLVM folds the product with one
			} else {
				r = jen.Add(r).Op("*").Id(sq)
			}
		}
		e >>= 1
		if e == 0 {
			break
		}
		next := fe.names.Take("a")
		body = append(body, jen.Id(next).Op(":=").Id(sq).Op("*").Id(sq))
		sq = next
	}
	if neg {
		r = jen.Qual(kernelsPath, "TrueDiv").Call(jen.Lit(1), r)
	}
	body = append(body, jen.Return(r))
	return primary(jen.Func().Params(jen.Id(a).Add(goType(rt))).Add(goType(rt)).Block(body...).Call(x)), true
}
