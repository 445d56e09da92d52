package typer

import (
	"go/constant"
	"go/token"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// This file folds isinstance tests against Numba's type classes (numba.types.Float,
// types.Array, ...), which type-dispatching bodies (@generated_jit, @overload: see
// translate/generated.go) apply to their arguments' types. Each class matches the pygo types
// of the Numba types that are its instances.

// numbaTypeClasses maps the class names under numba.types to their tests.
var numbaTypeClasses = map[string]func(t Type) bool{
	"Number":      func(t Type) bool { b := basicOf(t); return b != nil && !b.IsBool() },
	"Integer":     func(t Type) bool { b := basicOf(t); return b != nil && b.IsInteger() },
	"Float":       func(t Type) bool { b := basicOf(t); return b != nil && b.IsFloat() },
	"Complex":     func(t Type) bool { b := basicOf(t); return b != nil && b.IsComplex() },
	"Boolean":     func(t Type) bool { b := basicOf(t); return b != nil && b.IsBool() },
	"Array":       func(t Type) bool { _, ok := t.(*Array); return ok },
	"Buffer":      func(t Type) bool { _, ok := t.(*Array); return ok },
	"UnicodeType": isStr,
	"BaseTuple":   isTuple,
	"UniTuple": func(t Type) bool {
		tt, ok := t.(*Tuple)
		return ok && tt.Class == nil && len(tt.Elems) > 0 && tt.Uniform() != nil
	},
	"Tuple": func(t Type) bool {
		tt, ok := t.(*Tuple)
		return ok && tt.Class == nil && (len(tt.Elems) == 0 || tt.Uniform() == nil)
	},
	"BaseNamedTuple": func(t Type) bool { tt, ok := t.(*Tuple); return ok && tt.Class != nil },
	"NoneType":       func(t Type) bool { _, ok := t.(NoneType); return ok },
	"Optional":       func(t Type) bool { _, ok := t.(*Optional); return ok },
	"List":           func(t Type) bool { l := ListOf(t); return l != nil && !l.Typed },
	"ListType":       func(t Type) bool { l := ListOf(t); return l != nil && l.Typed },
	"DictType":       isDict,
	"Set":            isSet,
	"RangeType":      isRange,
	// An argument a call leaves out takes its default in pygo (the parameter has the
	// default's type), so no type is Omitted: `isinstance(x, types.Omitted) or x is None`
	// reads as `x is None`.
	"Omitted": func(Type) bool { return false },
}

// numbaTypeClass returns the test of the Numba type class path names
// ("numba.types.Float", "numba.core.types.Array"), or nil.
func numbaTypeClass(path string) func(Type) bool {
	for _, prefix := range []string{"numba.types.", "numba.core.types."} {
		if name, ok := strings.CutPrefix(path, prefix); ok {
			return numbaTypeClasses[name]
		}
	}
	return nil
}

// typeTestsOn reports whether the function being typed folds tests of Numba type classes.
func (st *fnState) typeTestsOn() bool {
	return st.spec != nil && st.spec.Def != nil && st.spec.Def.TypeTests
}

// typeOfTested is the type an isinstance test in a type-dispatching body tests: the value's
// type, or the dtype itself for x.dtype.
func typeOfTested(t Type) Type {
	if r, ok := t.(*TypeRef); ok {
		return r.T
	}
	return t
}

// compareTokens are the go/constant comparisons of Python's ordering operators.
var compareTokens = map[translate.Op]token.Token{
	translate.Eq: token.EQL, translate.NotEq: token.NEQ, translate.Lt: token.LSS,
	translate.LtE: token.LEQ, translate.Gt: token.GTR, translate.GtE: token.GEQ,
}

// foldTypeCompare records the value of a comparison of two numeric constants in a
// type-dispatching body (`a.ndim == 1`, a question about the argument's type), so that the
// branch it selects is the only one typed, as when the body runs on the types in Numba.
func (st *fnState) foldTypeCompare(e *translate.Compare, op translate.Op) {
	tok, ok := compareTokens[op]
	x, xok := st.info.Consts[e.X]
	y, yok := st.info.Consts[e.Ys[0]]
	if !ok || !xok || !yok || x.Kind() != y.Kind() || (x.Kind() != constant.Int && x.Kind() != constant.Float) {
		return
	}
	st.info.Consts[e] = constant.MakeBool(constant.Compare(x, tok, y))
}
