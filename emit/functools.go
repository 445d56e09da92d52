package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// reduceCall emits functools.reduce(f, xs[, initial]) as Numba inlines it: an iterator over
// xs, the accumulator set to the initial value or the iterator's first item (Next raises
// StopIteration when there is none), then folded with f over the remaining items.
func (fe *funcEmitter) reduceCall(e *translate.Call, c *typer.Call) code {
	seq, acc := c.ArgTypes[0], c.ArgTypes[1]
	elem, _ := typer.SeqElem(seq)
	if elem == nil {
		elem = c.Key.Params[1]
	}
	it, s, v, ok := fe.names.Take("it"), fe.names.Take("s"), fe.names.Take("v"), fe.names.Take("ok")
	body := []jen.Code{jen.Id(it).Op(":=").Add(fe.iterOf(c.Args[1]))}
	if len(c.Args) == 3 && !isNone(fe.typeOf(c.Args[2])) {
		body = append(body, jen.Var().Id(s).Add(goType(acc)).Op("=").Add(fe.as(c.Args[2], acc, true)))
	} else {
		body = append(body, jen.Id(s).Op(":=").Add(convert(jen.Id(it).Dot("Next").Call(), elem, acc)))
	}
	call := jen.Id(fe.calleeName(c.Key)).Call(jen.Id(s), jen.Id(v))
	body = append(body,
		jen.For().Block(
			jen.List(jen.Id(v), jen.Id(ok)).Op(":=").Id(it).Dot("Step").Call(),
			jen.If(jen.Op("!").Id(ok)).Block(jen.Break()),
			jen.Id(s).Op("=").Add(convert(call, c.Key.Result, acc)),
		),
		jen.Return(jen.Id(s)),
	)
	return primary(jen.Func().Params().Add(goType(acc)).Block(body...).Call())
}
