package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file emits the sequences of np.ndindex and np.ndenumerate: the source a for loop over
// them ranges over (ndLoop, loop.go), and the objects held as values.

// ndSource emits the Go sequence of np.ndindex(*shape) (n dimensions), kernels.NDIndex,
// or of np.ndenumerate(a), kernels.NDEnumerate.
func (fe *funcEmitter) ndSource(call *translate.Call, path string, n int) jen.Code {
	if path == "numpy.ndenumerate" {
		return jen.Qual(kernelsPath, "NDEnumerate").Call(fe.expr(call.Args[0]))
	}
	if len(call.Args) == 1 {
		return jen.Qual(kernelsPath, "NDIndex").Call(fe.shape(call.Args[0], n))
	}
	var dims []jen.Code
	for _, x := range call.Args {
		dims = append(dims, fe.intIndex(x).c)
	}
	return jen.Qual(kernelsPath, "NDIndex").Call(jen.Add(dimsType(n)).Values(dims...))
}

// ndIterValue emits np.ndindex(...) or np.ndenumerate(a) outside a for loop's header as an
// iter.Seq of its tuples (the Go form of the generator the typer gives it); the shape or the
// array is evaluated where the call is, as Python makes the object there.
func (fe *funcEmitter) ndIterValue(e *translate.Call, path string, rt typer.Type) code {
	elem := rt.(*typer.Generator).Elem.(*typer.Tuple)
	idxT := elem
	if path == "numpy.ndenumerate" {
		idxT = elem.Elems[0].(*typer.Tuple)
	}
	src, ix, v, yield := fe.names.Take("src"), fe.names.Take("ix"), fe.names.Take("v"), fe.names.Take("yield")
	if len(idxT.Elems) == 0 {
		ix = "_" // the one empty index of a 0-d shape
	}
	var idx []jen.Code
	for k := range idxT.Elems {
		idx = append(idx, jen.Int64().Call(jen.Id(ix).Index(jen.Lit(k))))
	}
	item, vars := tupleLit(idxT, idx), jen.Id(ix)
	if path == "numpy.ndenumerate" {
		item, vars = tupleLit(elem, []jen.Code{item, jen.Id(v)}), jen.List(jen.Id(ix), jen.Id(v))
	}
	head := jen.Add(vars).Op(":=").Range().Id(src)
	if ix == "_" && path == "numpy.ndindex" {
		head = jen.Range().Id(src)
	}
	seq := jen.Func().Params(jen.Id(yield).Func().Params(goType(elem)).Bool()).Block(
		jen.For(head).Block(jen.If(jen.Op("!").Id(yield).Call(item)).Block(jen.Return())))
	return primary(jen.Func().Params().Add(goType(rt)).Block(
		jen.Id(src).Op(":=").Add(fe.ndSource(e, path, len(idxT.Elems))),
		jen.Return(seq)).Call())
}
