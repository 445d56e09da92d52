package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Optional values (Numba's Optional(T)) are kernels.Optional[T] in Go: a value and a Valid
// flag. The typer marks where one is used as a T (Info.Unwrap: checked, None raises
// TypeError) and types the reads of a variable an `is None` test has proven not None with
// T (read as x.Value).

func isOptionalType(t typer.Type) bool { _, ok := t.(*typer.Optional); return ok }

// noneOf is the None value of an optional type.
func noneOf(o *typer.Optional) *jen.Statement { return goType(o).Values() }

// unwrapCode checks the optional value x and gives its value.
func unwrapCode(x jen.Code, o *typer.Optional) *jen.Statement {
	return jen.Qual(kernelsPath, "Unwrap").Call(x, jen.Lit(typer.NumbaName(o.Elem)))
}

// varType returns the type of a local variable, searching enclosing functions.
func (fe *funcEmitter) varType(py string) typer.Type {
	for f := fe; f != nil; f = f.parent {
		if t, ok := f.info.Vars[py]; ok {
			return t
		}
	}
	return nil
}

// asOptional emits e as a value of the optional type o: None, an optional value, or a value
// that is wrapped.
func (fe *funcEmitter) asOptional(e translate.Expr, o *typer.Optional) code {
	from := fe.info.Types[e]
	switch f := from.(type) {
	case typer.NoneType:
		if !isPure(e) {
			return primary(jen.Func().Params().Add(goType(o)).Block(fe.discard(e), jen.Return(noneOf(o))).Call())
		}
		return primary(noneOf(o))
	case *typer.Optional:
		x := fe.exprP(e)
		if typer.Identical(f, o) {
			return x
		}
		// Optional(int64) to Optional(float64): convert the value when there is one.
		v := jen.Id("v")
		return primary(jen.Func().Params(v.Clone().Add(goType(f))).Add(goType(o)).Block(
			jen.If(jen.Op("!").Add(v.Clone()).Dot("Valid")).Block(jen.Return(noneOf(o))),
			jen.Return(jen.Qual(kernelsPath, "Some").Call(convert(jen.Id("v").Dot("Value"), f.Elem, o.Elem)))).Call(x.c))
	}
	return primary(jen.Qual(kernelsPath, "Some").Call(fe.as(e, o.Elem, false)))
}

// optionalIsNone emits `x is None` and `x is not None` when one side is optional.
func (fe *funcEmitter) optionalIsNone(op translate.Op, x, y translate.Expr, xc, yc jen.Code) (code, bool) {
	xt, yt := fe.info.Types[x], fe.info.Types[y]
	opt, val := x, xc
	if !isOptionalType(xt) {
		if !isOptionalType(yt) {
			return code{}, false
		}
		opt, val = y, yc
	}
	if val == nil {
		val = fe.expr(opt)
	}
	valid := jen.Add(val).Dot("Valid")
	if op == translate.Is {
		return code{jen.Op("!").Add(valid), precUnary}, true
	}
	return primary(valid), true
}
