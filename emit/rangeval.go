package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// rangeValue emits range(...) used as a value: a kernels.Range.
func (fe *funcEmitter) rangeValue(c *typer.Call) code {
	start, stop, step := fe.rangeBounds(c.Args)
	return primary(jen.Qual(kernelsPath, "NewRange").Call(start, stop, step))
}

// rangeBounds gives the start, stop and step of range(args...) as int64 Go expressions.
func (fe *funcEmitter) rangeBounds(args []translate.Expr) (start, stop, step jen.Code) {
	start, step = jen.Lit(0), jen.Lit(1)
	arg := func(i int) jen.Code { return fe.as(args[i], typer.Int64, true) }
	switch len(args) {
	case 1:
		stop = arg(0)
	case 2:
		start, stop = arg(0), arg(1)
	default:
		start, stop, step = arg(0), arg(1), arg(2)
	}
	return start, stop, step
}

// rangeCall reports whether x is a call of the builtin range (typed as the iterable of a
// loop, its own type is the element's).
func (fe *funcEmitter) rangeCall(x translate.Expr) (*translate.Call, bool) {
	call, ok := x.(*translate.Call)
	return call, ok && isRangeType(fe.typeOf(call.Func))
}
