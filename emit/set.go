package emit

import (
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Sets are *kernels.Set[T] in generated code (see kernels/set.go): Numba's hash table, slot
// for slot, so that they iterate in Numba's order. Operators and methods map onto Set's methods; an iterable argument (set(l),
// s.update(l)) is passed as a Go slice (iterSlice).

func setOf(t typer.Type) *typer.Set { return typer.SetOf(t) }

func setGoType(s *typer.Set) *jen.Statement {
	return jen.Op("*").Qual(kernelsPath, "Set").Types(goType(s.Elem))
}

func newSet(s *typer.Set) *jen.Statement {
	return jen.Qual(kernelsPath, "NewSet").Types(goType(s.Elem)).Call()
}

// convertSet converts a set to another item type: set() of undecided type becomes a new set
// of the type its variable took, and a set of ints a new set of floats (a display whose
// variable widened).
func convertSet(x jen.Code, from, to *typer.Set) *jen.Statement {
	switch {
	case to.Elem == nil || from.Elem != nil && typer.Identical(from.Elem, to.Elem):
		return jen.Add(x)
	case from.Elem == nil:
		return newSet(to)
	}
	return jen.Qual(kernelsPath, "SetMap").Call(x, jen.Func().Params(jen.Id("v").Add(goType(from.Elem))).Add(goType(to.Elem)).Block(
		jen.Return(convert(jen.Id("v"), from.Elem, to.Elem))))
}

// setRecv emits a set operand as a primary expression.
func (fe *funcEmitter) setRecv(x translate.Expr) *jen.Statement {
	return jen.Add(fe.paren(fe.exprP(x), precPrimary))
}

// setBuiltin emits set displays and set(...); false for other builtins.
func (fe *funcEmitter) setBuiltin(c *typer.Call, rt typer.Type) (code, bool) {
	switch c.Builtin {
	case "set", translate.SetDisplay:
		s := setOf(rt)
		if s.Elem == nil {
			return primary(jen.Nil()), true // converted where its variable's type is known
		}
		if len(c.Args) == 0 {
			return primary(newSet(s)), true
		}
		if c.Builtin == "set" {
			return primary(jen.Qual(kernelsPath, "SetOf").Call(fe.iterSlice(c.Args[0], s.Elem))), true
		}
		items := make([]jen.Code, len(c.Args))
		ctor := "SetConstDisplay" // CPython folds three or more constants to a frozenset
		for i, a := range c.Args {
			items[i] = fe.as(a, s.Elem, true)
			if !translate.PyConstant(a) {
				ctor = "SetDisplay"
			}
		}
		if len(c.Args) < 3 {
			ctor = "SetDisplay"
		}
		return primary(jen.Qual(kernelsPath, ctor).Call(jen.Index().Add(goType(s.Elem)).Values(items...))), true
	case "min", "max":
		if setOf(c.ArgTypes[0]) != nil {
			fn := map[string]string{"min": "ListMin", "max": "ListMax"}[c.Builtin]
			return primary(jen.Qual(kernelsPath, fn).Call(fe.setRecv(c.Args[0]).Dot("Items").Call())), true
		}
	}
	return code{}, false
}

// setMethodNames are the Go methods of kernels.Set that set methods taking a set call.
var setMethodNames = map[string]string{
	"union": "Union", "intersection": "Intersection", "difference": "Difference",
	"symmetric_difference": "SymmetricDifference", "intersection_update": "IntersectionUpdate",
	"difference_update": "DifferenceUpdate", "symmetric_difference_update": "SymmetricDifferenceUpdate",
	"issubset": "IsSubset", "isdisjoint": "IsDisjoint",
}

// setMethod emits s.name(args...).
func (fe *funcEmitter) setMethod(e *translate.Call, c *typer.Call) code {
	s := setOf(c.ArgTypes[0])
	recv := fe.setRecv(c.Recv)
	name := strings.TrimPrefix(c.Builtin, ".set.")
	switch name {
	case "add", "discard", "remove":
		return primary(recv.Dot(strings.ToUpper(name[:1]) + name[1:]).Call(fe.as(c.Args[0], s.Elem, true)))
	case "pop", "clear", "copy":
		return primary(recv.Dot(strings.ToUpper(name[:1]) + name[1:]).Call())
	case "update":
		return primary(recv.Dot("Update").Call(fe.iterSlice(c.Args[0], s.Elem)))
	case "issuperset":
		return primary(fe.setRecv(c.Args[0]).Dot("IsSubset").Call(recv))
	}
	if m, ok := setMethodNames[name]; ok {
		return primary(recv.Dot(m).Call(fe.expr(c.Args[0])))
	}
	fe.fail(e.Pos, "no emitter for %s", c.Builtin)
	return primary(jen.Nil())
}

// setOperatorMethods are the kernels.Set methods of the set operators, and of their in-place
// forms.
var setOperatorMethods = map[translate.Op][2]string{
	translate.BitOr:  {"Union", "Update"},
	translate.BitAnd: {"Intersection", "IntersectionUpdate"},
	translate.Sub:    {"Difference", "DifferenceUpdate"},
	translate.BitXor: {"SymmetricDifference", "SymmetricDifferenceUpdate"},
}

// setBinary emits s | t, s & t, s - t and s ^ t: new sets.
func (fe *funcEmitter) setBinary(e *translate.BinOp) code {
	return primary(fe.setRecv(e.X).Dot(setOperatorMethods[e.Op][0]).Call(fe.expr(e.Y)))
}

// setAugAssign emits s |= t, s &= t, s -= t and s ^= t, which change s in place (every name
// bound to the set sees the change, as in Python).
func (fe *funcEmitter) setAugAssign(s *translate.AugAssign) ([]jen.Code, bool) {
	if setOf(fe.typeOf(s.Target)) == nil {
		return nil, false
	}
	m := setOperatorMethods[s.Op][1]
	if m == "Update" {
		return []jen.Code{fe.setRecv(s.Target).Dot("Update").Call(fe.setRecv(s.Value).Dot("Items").Call())}, true
	}
	return []jen.Code{fe.setRecv(s.Target).Dot(m).Call(fe.expr(s.Value))}, true
}

// setCompareOne emits x in s, x not in s, and the comparisons of two sets.
func (fe *funcEmitter) setCompareOne(op translate.Op, x, y translate.Expr, xc, yc jen.Code) (code, bool) {
	xt, yt := fe.typeOf(x), fe.typeOf(y)
	if setOf(xt) == nil && setOf(yt) == nil {
		return code{}, false
	}
	if yc == nil {
		yc = fe.setRecv(y)
	}
	if op == translate.In || op == translate.NotIn {
		s := setOf(yt)
		if xc == nil {
			xc = fe.as(x, s.Elem, true)
		} else {
			xc = convert(xc, xt, s.Elem)
		}
		c := jen.Add(yc).Dot("Contains").Call(xc)
		if op == translate.NotIn {
			return code{jen.Op("!").Add(c), precUnary}, true
		}
		return primary(c), true
	}
	if xc == nil {
		xc = fe.expr(x)
	}
	ops := map[translate.Op]string{translate.Eq: "==", translate.NotEq: "!=", translate.Lt: "<", translate.LtE: "<=",
		translate.Gt: ">", translate.GtE: ">="}
	return primary(jen.Qual(kernelsPath, "SetCompare").Call(xc, jen.Lit(ops[op]), yc)), true
}
