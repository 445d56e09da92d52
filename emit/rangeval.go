package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/typer"
)

// rangeValue emits range(...) used as a value: a kernels.Range.
func (fe *funcEmitter) rangeValue(c *typer.Call) code {
	start, stop, step := jen.Code(jen.Lit(0)), jen.Code(nil), jen.Code(jen.Lit(1))
	arg := func(i int) jen.Code { return fe.as(c.Args[i], typer.Int64, true) }
	switch len(c.Args) {
	case 1:
		stop = arg(0)
	case 2:
		start, stop = arg(0), arg(1)
	default:
		start, stop, step = arg(0), arg(1), arg(2)
	}
	return primary(jen.Qual(kernelsPath, "NewRange").Call(start, stop, step))
}
