package typer

import (
	"go/constant"

	"github.com/pygo-lang/pygo/translate"
)

func init() {
	builtinNames["isinstance"] = true
}

// isinstanceClasses are the builtin classes isinstance() tests for, as Numba 0.56's
// ol_isinstance: int, float, complex and str name one Numba type each (int64, float64,
// complex128, unicode_type), bool names boolean (which no variable isinstance accepts can
// have), and the containers match their kind of type.
var isinstanceClasses = map[string]func(t Type) bool{
	"int":     func(t Type) bool { return t == Type(Int64) },
	"float":   func(t Type) bool { return t == Type(Float64) },
	"complex": func(t Type) bool { return t == Type(Complex128) },
	"bool":    func(t Type) bool { return false },
	"str":     func(t Type) bool { return isStr(t) },
	"tuple":   func(t Type) bool { return isTuple(t) },
	"list":    func(t Type) bool { l := ListOf(t); return l != nil && !l.Typed },
	"dict":    func(t Type) bool { _, lit := t.(*LitDict); return isDict(t) || lit },
	"set":     func(t Type) bool { return isSet(t) },
	"range":   func(t Type) bool { return isRange(t) },
	"bytes":   func(t Type) bool { return t == Type(BytesType{}) },
}

// typedContainerClasses are numba.typed's classes as isinstance() tests for them: a typed list
// only (not a reflected one), and every dict, which compiled code holds as a typed dict.
var typedContainerClasses = map[string]func(t Type) bool{
	"numba.typed.List": func(t Type) bool { l := ListOf(t); return l != nil && l.Typed },
	"numba.typed.Dict": func(t Type) bool { return isDict(t) },
}

// isinstanceCall types isinstance(x, classes), which Numba 0.56 resolves when it compiles
// the function (an experimental feature): the result is a constant of each specialization,
// so `if isinstance(x, int):` keeps only the branch that applies, and the other is never
// typed. As Numba, it rejects optional and bool variables, numpy.ndarray and classes held in
// variables; x is not evaluated.
func (st *fnState) isinstanceCall(e *translate.Call) Type {
	st.info.Types[e.Func] = &BuiltinRef{Path: "isinstance"}
	if len(e.Args) != 2 || len(e.Keywords) > 0 {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "isinstance() takes an object and a class (or a tuple of classes)")
		return nil
	}
	t := st.expr(e.Args[0])
	if t == nil {
		return nil
	}
	if st.typeTestsOn() {
		// A type-dispatching body tests the types of its arguments: any type may be tested.
		t = typeOfTested(t)
	} else {
		if !st.isinstanceArg(e, t) {
			return nil
		}
	}
	var classes []translate.Expr
	if tup, ok := e.Args[1].(*translate.Tuple); ok {
		classes = tup.Elts
	} else {
		classes = []translate.Expr{e.Args[1]}
	}
	// As Numba, the classes are tried in order and the first that decides ends the test: a
	// later element is never looked at, so isinstance(x, (float, 'not a type')) is True for a
	// float x (and an error for others); numba.typed.List and Dict decide where they stand.
	result := false
	for _, cl := range classes {
		m, decides, good := st.isinstanceOf(cl, t)
		if !good {
			return nil
		}
		if m || decides {
			result = m
			break
		}
	}
	st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: "isinstance", Args: e.Args, ArgTypes: []Type{t}}
	return st.constant(e, Bool, constant.MakeBool(result))
}

// isinstanceArg reports whether isinstance() accepts a value of type t, as Numba's
// ol_isinstance; it reports the problem when not.
func (st *fnState) isinstanceArg(e *translate.Call, t Type) bool {
	switch t := t.(type) {
	case *Optional:
		st.c.errorf(e.Args[0].At(), "unsupported-feature", "test `x is None` first, then call isinstance on the narrowed value",
			"isinstance() cannot test an optional value (%s), as in Numba", t)
		return false
	case *Basic:
		if t.IsBool() {
			st.c.errorf(e.Args[0].At(), "unsupported-feature", "test the value itself: a bool is known to be a bool",
				"isinstance() does not accept a bool value, as Numba has no implementation for it")
			return false
		}
	case StrType, BytesType, RangeType, *Dict, *LitDict, *List, *Set, *Tuple, *FuncRef, *ClassRef, *Class, NoneType, *Array:
	default:
		st.c.errorf(e.Args[0].At(), "unsupported-feature", "", "isinstance() does not support values of type %s, as Numba", t)
		return false
	}
	return true
}

// isinstanceOf reports whether a value of type t is an instance of the class cl names, and
// whether the class decides the test even when it does not match (numba.typed's classes, as
// Numba's ol_isinstance returns there); ok is false after a reported problem.
func (st *fnState) isinstanceOf(cl translate.Expr, t Type) (match, decides, ok bool) {
	if n, isName := cl.(*translate.Name); isName && !st.info.Locals[n.Id] {
		if f, known := isinstanceClasses[n.Id]; known && st.isBuiltinClass(n) {
			st.info.Types[cl] = &BuiltinRef{Path: n.Id}
			return f(t), false, true
		}
	}
	p := st.c.resolvePath(cl)
	if test := numbaTypeClass(p); test != nil && st.typeTestsOn() {
		st.info.Types[cl] = &BuiltinRef{Path: p}
		return test(t), false, true
	}
	if test, known := typedContainerClasses[p]; known {
		st.info.Types[cl] = &BuiltinRef{Path: p}
		return test(t), true, true
	}
	switch p {
	case "numpy.ndarray":
		st.c.errorf(cl.At(), "unsupported-feature", "test the value's ndim or dtype, or give the function one signature per type",
			"isinstance(x, numpy.ndarray) is not supported, as Numba rejects numpy.ndarray in compiled code")
		return false, false, false
	}
	if _, isTuple := cl.(*translate.Tuple); isTuple {
		st.c.errorf(cl.At(), "unsupported-feature", "list the classes in one tuple", "isinstance() does not accept nested tuples of classes, as Numba")
		return false, false, false
	}
	switch r := st.expr(cl).(type) {
	case nil:
		return false, false, false
	case *TypeRef:
		if _, scalar := r.T.(*Basic); scalar || st.typeTestsOn() {
			return Identical(r.T, t), false, true
		}
	case *ClassRef:
		c, isClass := t.(*Class)
		return isClass && c == r.Class, false, true
	}
	st.c.errorf(cl.At(), "unsupported-feature", "name the class itself: int, float, complex, str, tuple, list, dict, range, a NumPy scalar type or a jitclass",
		"isinstance() needs a class written in place, not %s", describe(st.info.Types[cl]))
	return false, false, false
}

// isBuiltinClass reports whether n names a builtin class (not shadowed by an import or a
// module-level name).
func (st *fnState) isBuiltinClass(n *translate.Name) bool {
	if _, imported := st.c.mod.Imports[n.Id]; imported {
		return false
	}
	if st.c.funcs[n.Id] != nil || st.c.consts[n.Id] != nil || st.funcs[n.Id] != nil {
		return false
	}
	return true
}

// foldBoolOp records the value of `a and b` or `a or b` when every operand is a bool
// constant (isinstance tests, literals), so that an if statement testing it is pruned.
func (st *fnState) foldBoolOp(e *translate.BoolOp) {
	result := e.Op == translate.And
	for _, v := range e.Values {
		k, ok := st.info.Consts[v]
		if !ok || k.Kind() != constant.Bool {
			return
		}
		if e.Op == translate.And {
			result = result && constant.BoolVal(k)
		} else {
			result = result || constant.BoolVal(k)
		}
	}
	st.info.Consts[e] = constant.MakeBool(result)
}
