package emit

import (
	"go/constant"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Enum classes become Go named types with one constant per member name (an alias has the
// constant of the member it stands for). An IntEnum member is its value (type Shape int64),
// as Numba represents it, so that it converts to the integer it stands for; a plain Enum
// member is its canonical member's position (type Color int), whatever its values' type
// (numbers, strings or tuples), and its Value method gives the value. Methods give the
// member's name, Python's str and the golden oracle's repr.

// enums declares the type of each enum class compiled code uses.
func (e *emitter) enums(f *jen.File) {
	for _, en := range e.prog.Enums {
		canon := en.Canonical()
		names := make([]jen.Code, len(canon))
		for i, m := range canon {
			names[i] = jen.Lit(m.Name)
		}
		under, base := jen.Int(), "enum.Enum"
		if en.Int {
			under, base = goType(en.Value), "enum.IntEnum"
		}
		f.Commentf("%s is the %s %s from %s.", en.GoName, base, en.Name, e.source)
		f.Type().Id(en.GoName).Add(under)
		f.Line()
		consts := make([]jen.Code, len(en.Members))
		for i, m := range en.Members {
			v := jen.Lit(m.Canonical.Index)
			if en.Int {
				v = enumValueLit(m, en.Value)
			}
			consts[i] = jen.Id(m.GoName).Id(en.GoName).Op("=").Add(v)
		}
		f.Const().Defs(consts...)
		f.Line()
		recv := jen.Id("m").Id(en.GoName)
		f.Comment("Name returns the member's name (for an alias, the name of the member it stands for).")
		if en.Int {
			cases := make([]jen.Code, len(canon))
			for i, m := range canon {
				cases[i] = jen.Case(jen.Id(m.GoName)).Block(jen.Return(jen.Lit(m.Name)))
			}
			f.Func().Params(recv.Clone()).Id("Name").Params().String().Block(
				jen.Switch(jen.Id("m")).Block(cases...),
				jen.Return(jen.Lit("")),
			)
		} else {
			f.Func().Params(recv.Clone()).Id("Name").Params().String().Block(
				jen.Return(jen.Index(jen.Op("...")).String().Values(names...).Index(jen.Id("m"))))
		}
		f.Line()
		f.Comment("Value returns the member's value.")
		if en.Int {
			f.Func().Params(recv.Clone()).Id("Value").Params().Add(goType(en.Value)).Block(
				jen.Return(jen.Add(goType(en.Value)).Call(jen.Id("m"))))
		} else {
			values := make([]jen.Code, len(canon))
			for i, m := range canon {
				values[i] = enumValueLit(m, en.Value)
			}
			f.Func().Params(recv.Clone()).Id("Value").Params().Add(goType(en.Value)).Block(
				jen.Return(jen.Index(jen.Op("...")).Add(goType(en.Value)).Values(values...).Index(jen.Id("m"))))
		}
		f.Line()
		str := jen.Lit(en.Name + ".").Op("+").Id("m").Dot("Name").Call()
		doc := "String returns str(m), as print shows it: " + en.Name + ".NAME."
		if en.Int {
			str = jen.Qual(kernelsPath, "Repr").Call(jen.Add(goType(en.Value)).Call(jen.Id("m")))
			doc = "String returns str(m), as print shows it: an IntEnum member's value."
		}
		f.Comment(doc)
		f.Func().Params(recv.Clone()).Id("String").Params().String().Block(jen.Return(str))
		f.Line()
		f.Comment("PyStr returns str(m) for kernels.Str.")
		f.Func().Params(recv.Clone()).Id("PyStr").Params().String().Block(jen.Return(jen.Id("m").Dot("String").Call()))
		f.Line()
		f.Commentf("Repr returns repr(m), as a tuple or list prints it: <%s.NAME: VALUE>.", en.Name)
		f.Func().Params(recv.Clone()).Id("Repr").Params().String().Block(
			jen.Return(jen.Lit("<" + en.Name + ".").Op("+").Id("m").Dot("Name").Call().Op("+").Lit(": ").Op("+").Add(enumValueRepr(en)).Op("+").Lit(">")))
		f.Line()
	}
}

// enumValueRepr is the Go expression giving repr(m.Value()) in a method of en.
func enumValueRepr(en *typer.Enum) *jen.Statement {
	v := jen.Id("m").Dot("Value").Call()
	tt, ok := en.Value.(*typer.Tuple)
	if !ok {
		return jen.Qual(kernelsPath, "Repr").Call(v)
	}
	items := make([]jen.Code, len(tt.Elems))
	for i := range tt.Elems {
		items[i] = tupleElem(jen.Id("v"), tt, i)
	}
	return jen.Func().Params(jen.Id("v").Add(goType(tt))).String().Block(
		jen.Return(jen.Qual(kernelsPath, "Repr").Call(jen.Qual(kernelsPath, "Tuple").Values(items...))),
	).Call(v)
}

// enumValueLit spells a member's value: an untyped Go constant, or a tuple's composite
// literal.
func enumValueLit(m *typer.EnumMember, t typer.Type) *jen.Statement {
	if tt, ok := t.(*typer.Tuple); ok {
		elems := make([]jen.Code, len(m.Elems))
		for i, v := range m.Elems {
			elems[i] = litExpr(v, basic(tt.Elems[i]))
		}
		return tupleLit(tt, elems)
	}
	if m.Value.Kind() == constant.String {
		return jen.Lit(constant.StringVal(m.Value))
	}
	if l, ok := constLit(m.Value, basic(t)); ok {
		return l
	}
	return litExpr(m.Value, basic(t))
}

// enumValue emits an IntEnum member e used as its value (Info.EnumValues): the conversion to
// the value's type.
func (fe *funcEmitter) enumValue(e translate.Expr, en *typer.Enum) code {
	if fe.enumValuing == nil {
		fe.enumValuing = map[translate.Expr]bool{}
	}
	fe.enumValuing[e] = true
	inner := fe.exprP1(e)
	delete(fe.enumValuing, e)
	return primary(jen.Add(goType(en.Value)).Call(inner.c))
}

// enumAttribute emits m.value: the member's value (an IntEnum member converted from the
// enum's type).
func (fe *funcEmitter) enumAttribute(e *translate.Attribute, en *typer.Enum) code {
	if en.Int {
		return primary(jen.Add(goType(en.Value)).Call(fe.expr(e.X)))
	}
	return primary(jen.Add(fe.paren(fe.exprP(e.X), precPrimary)).Dot("Value").Call())
}

func isEnum(t typer.Type) bool { _, ok := t.(*typer.Enum); return ok }
