package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/typer"
)

// ufuncOuter emits the Outer and OuterInto forms of a two-input ufunc loop: NumPy's
// ufunc.outer(x, y), the ufunc applied to every pair of an element of x and one of y, into an
// array of shape x.shape + y.shape. Both call the Array and Into forms with x viewed through
// kernels.UfuncOuter (one trailing axis of length 1 per axis of y), as NumPy computes it.
func (e *emitter) ufuncOuter(f *jen.File, s *typer.Spec, nm *typer.Namer) {
	names := s.UfuncNames
	res := s.Result.(*typer.Basic)
	x, y, out, xo := nm.Take("x"), nm.Take("y"), nm.Take("out"), nm.Take("xo")
	tparams := []jen.Code{
		jen.Id("D").Qual(kernelsPath, "Dims"),
		jen.Id("X1").Qual(kernelsPath, "Operand").Types(goType(s.Params[0])),
		jen.Id("X2").Qual(kernelsPath, "Operand").Types(goType(s.Params[1])),
	}
	params := []jen.Code{jen.Id(x).Id("X1"), jen.Id(y).Id("X2")}
	resArray := jen.Qual(kernelsPath, "Array").Types(goType(res), jen.Id("D"))
	view := jen.List(jen.Id(xo), jen.Err()).Op(":=").Qual(kernelsPath, "UfuncOuter").Types(goType(s.Params[0])).
		Call(jen.Lit(s.Def.Name), jen.Id(x), jen.Id(y))

	f.Commentf("%s applies %s to every pair of an element of x and one of y, as NumPy's", names.Outer, s.GoName)
	f.Commentf("%s.outer(x, y): a new array of shape x.shape + y.shape, whose rank D is x's plus y's.", s.Def.Name)
	f.Func().Id(names.Outer).Types(tparams...).Params(params...).Params(jen.Id(out).Add(resArray), jen.Err().Error()).Block(
		view,
		jen.If(jen.Err().Op("!=").Nil()).Block(jen.Return(jen.Id(out), jen.Err())),
		jen.Return(jen.Id(names.Array).Types(jen.Id("D")).Call(jen.Id(xo), jen.Id(y))),
	)
	f.Line()
	f.Commentf("%s is %s into out, as NumPy's %s.outer(x, y, out=out): x and y broadcast to", names.OuterInto, names.Outer, s.Def.Name)
	f.Comment("out's shape after x gains a trailing axis of length 1 per axis of y. It returns a")
	f.Comment("*kernels.ValueError when they do not.")
	f.Func().Id(names.OuterInto).Types(tparams...).Params(append([]jen.Code{jen.Id(out).Add(resArray)}, params...)...).Error().Block(
		view,
		jen.If(jen.Err().Op("!=").Nil()).Block(jen.Return(jen.Err())),
		jen.Return(jen.Id(names.Into).Call(jen.Id(out), jen.Id(xo), jen.Id(y))),
	)
	f.Line()
}
