package emit

import (
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Named tuples become generic Go structs, one type parameter per field: as in Numba, the
// field types are those of the values a construction passes, so Point(1, 2) is a
// Point[int64, int64] and Point(1.0, 2.5) a Point[float64, float64].

// namedTuples declares the struct of each namedtuple class compiled code uses.
func (e *emitter) namedTuples(f *jen.File) {
	for _, nt := range e.prog.NamedTuples {
		f.Commentf("%s is the namedtuple %s(%s) from %s: one field per Python field, whose type", nt.GoName, nt.Name, strings.Join(nt.Fields, ", "), e.source)
		f.Comment("parameter is the type of the value it holds (Numba types a namedtuple by its values).")
		params := make([]jen.Code, len(nt.Fields))
		fields := make([]jen.Code, len(nt.Fields))
		for i, name := range nt.GoFields {
			tp := "T" + itoa(i)
			params[i] = jen.Id(tp)
			if i == len(nt.Fields)-1 {
				params[i] = jen.Id(tp).Any()
			}
			fields[i] = jen.Id(name).Id(tp)
		}
		decl := f.Type().Id(nt.GoName)
		if len(params) > 0 {
			decl.Types(params...)
		}
		decl.Struct(fields...)
		f.Line()
	}
}

// namedType is the Go type of a namedtuple instance: the class's struct instantiated with
// the field types.
func namedType(t *typer.Tuple) *jen.Statement {
	s := jen.Id(t.Class.GoName)
	if len(t.Elems) == 0 {
		return s
	}
	args := make([]jen.Code, len(t.Elems))
	for i, et := range t.Elems {
		args[i] = goType(et)
	}
	return s.Types(args...)
}

// namedTupleCall emits Point(a, b) or Point(y=b, x=a) as a keyed composite literal whose
// values appear in the order the call evaluates them: positional arguments, keywords as
// written, then defaults.
func (fe *funcEmitter) namedTupleCall(e *translate.Call, c *typer.Call) code {
	rt := c.Type.(*typer.Tuple)
	nt := rt.Class
	var order []int
	field := func(x translate.Expr) int {
		for i, a := range c.Args {
			if a == x {
				return i
			}
		}
		return -1
	}
	seen := map[int]bool{}
	for _, a := range e.Args {
		s, star := a.(*translate.Starred)
		if !star {
			order = append(order, field(a))
			continue
		}
		for i, x := range c.Args { // Point(*t): typer spread t into the members t[0], t[1], ...
			if sub, ok := x.(*translate.Subscript); ok && sub.X == s.X {
				order = append(order, i)
			}
		}
	}
	for _, k := range e.Keywords {
		order = append(order, field(k.Value))
	}
	for _, i := range order {
		seen[i] = true
	}
	for i := range c.Args {
		if !seen[i] {
			order = append(order, i)
		}
	}
	items := make([]jen.Code, 0, len(order))
	for _, i := range order {
		if i < 0 {
			fe.fail(e.Pos, "namedtuple argument bound to no field")
			continue
		}
		items = append(items, jen.Id(nt.GoFields[i]).Op(":").Add(fe.as(c.Args[i], rt.Elems[i], true)))
	}
	return primary(namedType(rt).Values(items...))
}
