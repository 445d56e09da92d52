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
		if x == nil || isNone(fe.info.Types[x]) {
			return jen.Lit(0), jen.False()
		}
		return fe.as(x, typer.Int64, true), jen.True()
	}
	lo, hasLo := part(sl.Lo)
	hi, hasHi := part(sl.Hi)
	step, hasStep := part(sl.Step)
	return primary(jen.Qual(kernelsPath, "MakeSlice").Call(lo, hi, step, hasLo, hasHi, hasStep))
}
