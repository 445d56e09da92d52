package typer

import (
	"go/constant"
	"sort"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// Numba types a literal dict ({"a": 1, "b": 2j}) as LiteralStrKeyDict, whose literal value
// maps each key to the type of its value, a literal type where the value is a literal: an
// int, bool or str constant (Literal[int](1)), a variable bound to one, a module constant, a
// tuple of such. d1 == d2 between two literal dicts compares those maps when Numba compiles
// the function (literalstrkeydict_impl_equals): two displays with the same keys whose values
// are the same literals, or values of the same non-literal types ({"a": n} and {"a": n + 1}
// with n an int64 argument), are equal whatever the values hold at run time. pygo computes
// each value's literal type (LitDict.Lits) and folds the comparison the same way.

// literalOf returns Numba's type for the value x of type t in a literal dict: its literal
// type when it is a literal, else t's name; ok is false when pygo cannot tell (a variable
// bound several times, one of them to a literal).
func (st *fnState) literalOf(x translate.Expr, t Type) (string, bool) {
	switch t := t.(type) {
	case *LitDict:
		return t.literalValue()
	case *LitList:
		return "", false
	case *Tuple:
		if tx, ok := x.(*translate.Tuple); ok && t.Class == nil && len(tx.Elts) == len(t.Elems) {
			parts := make([]string, len(t.Elems))
			for i, e := range tx.Elts {
				p, ok := st.literalOf(e, t.Elems[i])
				if !ok {
					return "", false
				}
				parts[i] = p
			}
			return "(" + strings.Join(parts, ", ") + ")", true
		}
	}
	if !literalCapable(t) {
		return t.String(), true
	}
	if n, ok := x.(*translate.Name); ok && st.info.Locals[n.Id] {
		k, several := localLiteral(st.spec.Def, n.Id)
		if several {
			return "", false
		}
		if k == nil {
			return t.String(), true
		}
		x = k
	}
	if v, ok := st.info.Consts[x]; ok {
		if _, call := x.(*translate.Call); !call {
			return "Literal[" + t.String() + "](" + v.ExactString() + ")", true
		}
	}
	if k, ok := x.(*translate.Const); ok && k.Value != nil {
		return "Literal[" + t.String() + "](" + k.Value.ExactString() + ")", true
	}
	return t.String(), true
}

// literalCapable reports whether Numba has literal types for values of type t: ints, bools
// and strs (not floats or complex numbers).
func literalCapable(t Type) bool {
	if b, ok := t.(*Basic); ok {
		return !b.IsFloat() && !b.IsComplex()
	}
	return isStr(t)
}

// localLiteral returns the constant a local variable is bound to when its only binding is one
// assignment of a literal; several is true when it has other bindings too, one of them a
// literal (Numba's literal type then depends on which assignment reaches the use).
func localLiteral(def *translate.FuncDef, name string) (k translate.Expr, several bool) {
	if k := constCapture(def, name); k != nil {
		return k, false
	}
	lits := 0
	translate.WalkBindings(def.Body, func(target, v translate.Expr) {
		if n, ok := target.(*translate.Name); ok && n.Id == name && v != nil {
			x := v
			if u, ok := x.(*translate.UnaryOp); ok && u.Op == translate.USub {
				x = u.X
			}
			if c, ok := x.(*translate.Const); ok && c.Kind != translate.NoneConst && c.Kind != translate.EllipsisConst {
				lits++
			}
		}
	})
	return nil, lits > 0
}

// literalValue is the literal dict's map of keys to literal types, written in key order;
// false when a value's literal type is unknown.
func (d *LitDict) literalValue() (string, bool) {
	if len(d.Lits) != len(d.Keys) {
		return "", false
	}
	parts := make([]string, len(d.Keys))
	for i, k := range d.Keys {
		if d.Lits[i] == "" {
			return "", false
		}
		parts[i] = constant.MakeString(k).ExactString() + ": " + d.Lits[i]
	}
	sort.Strings(parts)
	return "{" + strings.Join(parts, ", ") + "}", true
}

// litDictCompare types d1 == d2 and d1 != d2 where d1 or d2 is a literal dict: two literal
// dicts compare their literal values when the function is compiled; a literal dict against a
// number, a str or None is unequal, as Numba answers. The result is a constant.
func (st *fnState) litDictCompare(e *translate.Compare, op translate.Op, lt, rt Type) bool {
	if len(e.Ops) != 1 {
		st.c.errorf(e.Pos, "type-mismatch", "compare two values at a time", "cannot chain comparisons of %s %s %s", describe(lt), op, describe(rt))
		return false
	}
	a, aok := lt.(*LitDict)
	b, bok := rt.(*LitDict)
	var eq bool
	switch {
	case aok && bok:
		av, ok1 := a.literalValue()
		bv, ok2 := b.literalValue()
		if !ok1 || !ok2 || st.reboundName(e.X) || st.reboundName(e.Ys[0]) {
			st.c.errorf(e.Pos, "unsupported-feature", "bind each variable a literal dict holds once",
				"cannot compare literal dicts whose values' literal types pygo cannot tell: Numba compares those types, not the values")
			return false
		}
		eq = av == bv
	case aok && literalDictOther(rt), bok && literalDictOther(lt):
		eq = false
	default:
		st.c.errorf(e.Pos, "type-mismatch", "compare two literal dicts, or the items one by one",
			"cannot compare %s %s %s", describe(lt), op, describe(rt))
		return false
	}
	st.info.Consts[e] = constant.MakeBool(eq == (op == translate.Eq))
	return true
}

// reboundName reports whether x is a local variable bound more than once: its literal dict
// is the one of the assignment that reaches the use, which pygo does not track.
func (st *fnState) reboundName(x translate.Expr) bool {
	n, ok := x.(*translate.Name)
	if !ok || !st.info.Locals[n.Id] {
		return false
	}
	count := 0
	translate.WalkBindings(st.spec.Def.Body, func(target, _ translate.Expr) {
		if t, ok := target.(*translate.Name); ok && t.Id == n.Id {
			count++
		}
	})
	return count > 1
}

// literalDictOther reports whether Numba compares a literal dict with a value of type t as
// unequal (an int, a bool, a str, None); other types are typing errors there.
func literalDictOther(t Type) bool {
	if b, ok := t.(*Basic); ok {
		return !b.IsFloat() && !b.IsComplex()
	}
	return isStr(t) || isNoneType(t)
}
