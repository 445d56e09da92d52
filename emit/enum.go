package emit

import (
	"go/constant"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Enum classes become Go named types over their values' type, as Numba represents a member
// by its value: one constant per member name (an alias has the value of the member it
// stands for), and methods giving the member's name, Python's str and the golden oracle's
// repr.

// enums declares the type of each enum class compiled code uses.
func (e *emitter) enums(f *jen.File) {
	for _, en := range e.prog.Enums {
		base := "enum.Enum"
		if en.Int {
			base = "enum.IntEnum"
		}
		f.Commentf("%s is the %s %s from %s: a member is its value.", en.GoName, base, en.Name, e.source)
		f.Type().Id(en.GoName).Add(goType(en.Value))
		f.Line()
		consts := make([]jen.Code, len(en.Members))
		for i, m := range en.Members {
			consts[i] = jen.Id(m.GoName).Id(en.GoName).Op("=").Add(enumValueLit(m.Value, en.Value))
		}
		f.Const().Defs(consts...)
		f.Line()
		var cases []jen.Code
		for _, m := range en.Members {
			if m.Canonical == m {
				cases = append(cases, jen.Case(jen.Id(m.GoName)).Block(jen.Return(jen.Lit(m.Name))))
			}
		}
		f.Comment("Name returns the member's name (for an alias, the name of the member it stands for).")
		f.Func().Params(jen.Id("m").Id(en.GoName)).Id("Name").Params().String().Block(
			jen.Switch(jen.Id("m")).Block(cases...),
			jen.Return(jen.Lit("")),
		)
		f.Line()
		str := jen.Lit(en.Name + ".").Op("+").Id("m").Dot("Name").Call()
		doc := "String returns str(m), as print shows it: " + en.Name + ".NAME."
		if en.Int {
			str = jen.Qual(kernelsPath, "Repr").Call(jen.Add(goType(en.Value)).Call(jen.Id("m")))
			doc = "String returns str(m), as print shows it: an IntEnum member's value."
		}
		f.Comment(doc)
		f.Func().Params(jen.Id("m").Id(en.GoName)).Id("String").Params().String().Block(jen.Return(str))
		f.Line()
		f.Comment("PyStr returns str(m) for kernels.Str.")
		f.Func().Params(jen.Id("m").Id(en.GoName)).Id("PyStr").Params().String().Block(jen.Return(jen.Id("m").Dot("String").Call()))
		f.Line()
		f.Commentf("Repr returns the member as the golden oracle writes it: %s.NAME.", en.Name)
		f.Func().Params(jen.Id("m").Id(en.GoName)).Id("Repr").Params().String().Block(
			jen.Return(jen.Lit(en.Name + ".").Op("+").Id("m").Dot("Name").Call()))
		f.Line()
	}
}

// enumValueLit spells a member's value as an untyped Go constant.
func enumValueLit(v constant.Value, t typer.Type) *jen.Statement {
	if v.Kind() == constant.String {
		return jen.Lit(constant.StringVal(v))
	}
	if l, ok := constLit(v, basic(t)); ok {
		return l
	}
	return litExpr(v, basic(t))
}

// enumMemberCode emits a member of en whose value is v: its constant.
func enumMemberCode(en *typer.Enum, v constant.Value) code {
	if m := en.MemberOf(v); m != nil {
		return primary(jen.Id(m.GoName))
	}
	return primary(jen.Id(en.GoName).Call(enumValueLit(v, en.Value))) // not reached: v is a member's
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

// enumAttribute emits m.value: the member's value, converted from the enum's type.
func (fe *funcEmitter) enumAttribute(e *translate.Attribute, en *typer.Enum) code {
	return primary(jen.Add(goType(en.Value)).Call(fe.expr(e.X)))
}

func isEnum(t typer.Type) bool { _, ok := t.(*typer.Enum); return ok }
