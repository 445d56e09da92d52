package emit

import (
	"go/constant"
	"go/token"

	"github.com/dave/jennifer/jen"
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// cumLowerings names the kernels routine that assigns each running reduction straight into a
// destination.
var cumLowerings = map[string]string{"numpy.cumsum": "CumsumAssign", "numpy.cumprod": "CumprodAssign"}

// cumAssign returns the statement of dst[...] = np.cumsum(x) or np.cumsum(x)[::-1] (np.cumprod,
// the methods x.cumsum() and x.cumprod() alike) for a one-dimensional dst of the result's element
// type, without axis=: kernels.CumsumAssign writes the running sums into dst's elements, in
// reverse order for [::-1], where the general path would fill a new array and copy it (out[i] =
// np.cumsum(a[i, ::-1])[::-1], suffix sums row by row, then allocates and copies a row per
// row). It returns nil for any other statement.
func (fe *funcEmitter) cumAssign(dst jen.Code, dt *typer.Array, op translate.Op, value translate.Expr) []jen.Code {
	if op >= 0 || dt.Ndim != 1 {
		return nil
	}
	reversed := false
	if sub, ok := value.(*translate.Subscript); ok {
		sl, ok := sub.Index.(*translate.Slice)
		if !ok || sl.Lo != nil || sl.Hi != nil || sl.Step == nil {
			return nil
		}
		if v, ok := fe.info.Consts[sl.Step]; !ok || v.Kind() != constant.Int || !constant.Compare(v, token.EQL, constant.MakeInt64(-1)) {
			return nil
		}
		value, reversed = sub.X, true
	}
	call, ok := value.(*translate.Call)
	if !ok {
		return nil
	}
	c := fe.info.Calls[call]
	if c == nil || c.Kind != typer.CallBuiltin || cumLowerings[c.Builtin] == "" || c.Out != nil || len(c.Args) == 0 {
		return nil
	}
	if len(c.Args) > 1 && c.Args[1] != nil && !fe.isNoneConst(c.Args[1]) && !isNoneTyped(c, 1) {
		return nil // axis=
	}
	rt, at := arrayOf(fe.typeOf(call)), arrayOf(c.ArgTypes[0])
	if rt == nil || at == nil || rt.Dtype != dt.Dtype || at.Dtype != dt.Dtype {
		return nil
	}
	fe.e.note(call.Pos, NoteFused, "%s is computed straight into the destination", translate.ExprString(value))
	return []jen.Code{jen.Qual(kernelsPath, cumLowerings[c.Builtin]).Call(dst, fe.expr(c.Args[0]), jen.Lit(reversed))}
}
