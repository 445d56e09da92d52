package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Optional values (Numba's Optional(T)) are kernels.Optional[T] in Go: a value and a Valid
// flag, except an optional jitclass instance, which is the instance's pointer, nil for None.
// The typer marks where one is used as a T (Info.Unwrap: checked, None raises TypeError)
// and types the reads of a variable an `is None` test has proven not None with T (read as
// x.Value).

func isOptionalType(t typer.Type) bool { _, ok := t.(*typer.Optional); return ok }

// ptrOptional reports whether the optional type o is a pointer that is nil for None: an
// optional jitclass instance (a linked list's next field).
func ptrOptional(o *typer.Optional) bool { _, ok := o.Elem.(*typer.Class); return ok }

// noneOf is the None value of an optional type.
func noneOf(o *typer.Optional) *jen.Statement {
	if ptrOptional(o) {
		return jen.Parens(goType(o)).Call(jen.Nil()) // typed, for head := (*Node)(nil)
	}
	return goType(o).Values()
}

// someOf is the optional value holding the Go value v of o's element type.
func someOf(o *typer.Optional, v jen.Code) *jen.Statement {
	if ptrOptional(o) {
		return jen.Add(v)
	}
	return jen.Qual(kernelsPath, "Some").Call(v)
}

// valueOf is the element of the optional value x, known not to be None.
func valueOf(o *typer.Optional, x jen.Code) *jen.Statement {
	if ptrOptional(o) {
		return jen.Add(x)
	}
	return jen.Add(x).Dot("Value")
}

// validOf is the test that the optional value x (a primary expression) is not None.
func validOf(o *typer.Optional, x jen.Code) code {
	if ptrOptional(o) {
		return code{jen.Add(x).Op("!=").Nil(), precCmp}
	}
	return primary(jen.Add(x).Dot("Valid"))
}

// noneTest is the test that the optional value x (a primary expression) is None.
func noneTest(o *typer.Optional, x jen.Code) *jen.Statement {
	if ptrOptional(o) {
		return jen.Add(x).Op("==").Nil()
	}
	return jen.Op("!").Add(x).Dot("Valid")
}

// unwrapCode checks the optional value x and gives its value.
func unwrapCode(x jen.Code, o *typer.Optional) *jen.Statement {
	if ptrOptional(o) {
		return jen.Qual(kernelsPath, "NotNone").Call(x, jen.Lit(typer.NumbaName(o.Elem)))
	}
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
	from := fe.typeOf(e)
	switch f := from.(type) {
	case typer.NoneType:
		if !isPure(e) {
			return primary(jen.Func().Params().Add(goType(o)).Block(fe.discard(e), jen.Return(noneOf(o))).Call())
		}
		return primary(noneOf(o))
	case *typer.Optional:
		return primary(toOptional(fe.exprP(e).c, f, o))
	}
	return primary(someOf(o, fe.as(e, o.Elem, false)))
}

// toOptional converts the Go value x of type from (None, an optional type or a value of
// o's element type) to the optional type o.
func toOptional(x jen.Code, from typer.Type, o *typer.Optional) *jen.Statement {
	switch f := from.(type) {
	case typer.NoneType:
		return noneOf(o)
	case *typer.Optional:
		if typer.Identical(f, o) {
			return jen.Add(x)
		}
		// Optional(int64) to Optional(float64): convert the value when there is one.
		v := jen.Id("v")
		return jen.Func().Params(v.Clone().Add(goType(f))).Add(goType(o)).Block(
			jen.If(noneTest(f, v.Clone())).Block(jen.Return(noneOf(o))),
			jen.Return(someOf(o, convert(valueOf(f, jen.Id("v")), f.Elem, o.Elem)))).Call(x)
	}
	return someOf(o, convert(x, from, o.Elem))
}

// optionalIsNone emits `x is None` and `x is not None` when one side is optional.
func (fe *funcEmitter) optionalIsNone(op translate.Op, x, y translate.Expr, xc, yc jen.Code) (code, bool) {
	xt, yt := fe.typeOf(x), fe.typeOf(y)
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
	o := fe.typeOf(opt).(*typer.Optional)
	if ptrOptional(o) {
		cmp := "!="
		if op == translate.Is {
			cmp = "=="
		}
		return code{jen.Add(val).Op(cmp).Nil(), precCmp}, true
	}
	valid := validOf(o, val).c
	if op == translate.Is {
		return code{jen.Op("!").Add(valid), precUnary}, true
	}
	return primary(valid), true
}

// optStrCompare emits x == y and x != y between a str and an optional str (or two optional
// strs for ==), as Numba 0.56's unicode overloads compute them (typer.Info.OptStrCmps).
func (fe *funcEmitter) optStrCompare(op translate.Op, x, y translate.Expr) code {
	o := &typer.Optional{Elem: typer.StrType{}}
	fn := "OptEq"
	if op == translate.NotEq {
		fn = "StrNeOptional"
	}
	return primary(jen.Qual(kernelsPath, fn).Call(fe.as(x, o, true), fe.as(y, o, true)))
}
