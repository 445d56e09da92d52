package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// sliceValue emits a slice object (typer.SliceType, the key of a jitclass's __getitem__):
// kernels.MakeSlice fills the parts left out with Numba's defaults.
func (fe *funcEmitter) sliceValue(sl *translate.Slice) code {
	part := func(x translate.Expr) (jen.Code, jen.Code) {
		if x == nil || isNone(fe.typeOf(x)) {
			return jen.Lit(0), jen.False()
		}
		return fe.as(x, typer.Int64, true), jen.True()
	}
	lo, hasLo := part(sl.Lo)
	hi, hasHi := part(sl.Hi)
	step, hasStep := part(sl.Step)
	return primary(jen.Qual(kernelsPath, "MakeSlice").Call(lo, hi, step, hasLo, hasHi, hasStep))
}

// sliceCall emits slice(stop), slice(start, stop) or slice(start, stop, step) (arguments
// already spread from *args): a part that is None is left out, as in a[lo:hi:step].
func (fe *funcEmitter) sliceCall(c *typer.Call) code {
	parts, types := make([]translate.Expr, 3), make([]typer.Type, 3)
	if len(c.Args) == 1 {
		parts[1], types[1] = c.Args[0], c.ArgTypes[0]
	} else {
		copy(parts, c.Args)
		copy(types, c.ArgTypes)
	}
	var vals, has []jen.Code
	for i, x := range parts {
		if x == nil || isNone(types[i]) {
			vals, has = append(vals, jen.Lit(0)), append(has, jen.False())
			continue
		}
		vals, has = append(vals, fe.as(x, typer.Int64, true)), append(has, jen.True())
	}
	return primary(jen.Qual(kernelsPath, "MakeSlice").Call(append(vals, has...)...))
}
