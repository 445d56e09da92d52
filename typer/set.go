package typer

import (
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// Set is Numba's reflected set of items of one type: a display {a, b}, set(), set(iterable),
// a set argument. Elem is nil for set() whose item type a later add or update decides, as
// Numba infers it.
type Set struct {
	Elem Type
}

func (s *Set) String() string {
	if s.Elem == nil {
		return "set(undefined)"
	}
	return "set(" + s.Elem.String() + ")"
}
func (*Set) typ() {}

func isSet(t Type) bool { _, ok := t.(*Set); return ok }

// SetOf returns t as a set, or nil.
func SetOf(t Type) *Set { s, _ := t.(*Set); return s }

// setMethods are the set methods pygo compiles, with their numbers of positional arguments.
var setMethods = map[string][2]int{
	"add": {1, 1}, "discard": {1, 1}, "remove": {1, 1}, "pop": {0, 0}, "clear": {0, 0}, "copy": {0, 0},
	"update": {1, 1}, "union": {1, 1}, "intersection": {1, 1}, "difference": {1, 1},
	"symmetric_difference": {1, 1}, "intersection_update": {1, 1}, "difference_update": {1, 1},
	"symmetric_difference_update": {1, 1}, "issubset": {1, 1}, "issuperset": {1, 1}, "isdisjoint": {1, 1},
}

// setOperators are the binary operators on two sets, with the methods they mean.
var setOperators = map[translate.Op]string{
	translate.BitOr: "union", translate.BitAnd: "intersection", translate.Sub: "difference",
	translate.BitXor: "symmetric_difference",
}

func init() {
	for _, n := range []string{"set", translate.SetDisplay} {
		builtinNames[n] = true
	}
	for _, m := range []string{"add", "discard", "remove", "pop", "clear", "update", "intersection_update",
		"difference_update", "symmetric_difference_update"} {
		mutatingMethods[".set."+m] = true
	}
}

// setElemOK reports whether a set may hold items of type t: what a dict may use as keys.
func setElemOK(t Type) bool { return dictKeyOK(t) }

// setAttribute types s.method (for a call).
func (st *fnState) setAttribute(e *translate.Attribute, xt Type) (Type, bool) {
	s, ok := xt.(*Set)
	if !ok {
		return nil, false
	}
	if _, ok := setMethods[e.Name]; ok {
		return &BuiltinRef{Path: ".set." + e.Name}, true
	}
	st.c.errorf(e.Pos, "unknown-attribute", "", "%s has no attribute %s", s, e.Name)
	return nil, true
}

// setBuiltin types set methods, set displays and set(...); false for other calls.
func (st *fnState) setBuiltin(e *translate.Call, path string) (Type, bool) {
	switch {
	case strings.HasPrefix(path, ".set."):
		return st.setMethod(e, strings.TrimPrefix(path, ".set.")), true
	case path == translate.SetDisplay:
		return st.setDisplay(e), true
	case path == "set":
		return st.setCtor(e), true
	}
	return nil, false
}

// badSetElem reports items a set cannot hold.
func (st *fnState) badSetElem(at translate.Pos, t Type) {
	st.c.errorf(at, "unhashable-key", "sets hold numbers, strings and tuples of them", "cannot put %s in a set", describe(t))
}

// setDisplay types {a, b, ...}: the items unify to one type.
func (st *fnState) setDisplay(e *translate.Call) Type {
	st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: translate.SetDisplay, Args: e.Args}
	var et Type
	for i, a := range e.Args {
		t := st.expr(a)
		if t == nil {
			return nil
		}
		if !setElemOK(t) {
			st.badSetElem(a.At(), t)
			return nil
		}
		if i == 0 {
			et = t
			continue
		}
		u := unify(et, t)
		if u == nil {
			st.c.errorf(a.At(), "mixed-item-types", "Numba's sets hold items of one type",
				"set items have different types: %s and %s", et, t)
			return nil
		}
		et = u
	}
	return &Set{Elem: et}
}

// setCtor types set() and set(iterable): a list, a vector, range(...), a str, a homogeneous
// tuple, a set or a dict (its keys).
func (st *fnState) setCtor(e *translate.Call) Type {
	st.info.Types[e.Func] = &BuiltinRef{Path: "set"}
	if len(e.Keywords) > 0 || len(e.Args) > 1 {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "set() takes at most one positional argument")
		return nil
	}
	call := &Call{Kind: CallBuiltin, Builtin: "set", Args: e.Args}
	st.info.Calls[e] = call
	if len(e.Args) == 0 {
		return &Set{}
	}
	el := st.iterable(e.Args[0])
	if el == nil {
		return nil
	}
	if !setElemOK(el) {
		st.badSetElem(e.Args[0].At(), el)
		return nil
	}
	call.ArgTypes = []Type{st.info.Types[e.Args[0]]}
	return &Set{Elem: el}
}

// refineSet returns the type of a set after adding items of type x through recv: an empty
// set takes x's type, and a set local to the function widens to the unified type (Numba
// unifies the reflected set's type: {1, 2} with add(2.5) is a set of float64); otherwise x
// must convert to the item type.
func (st *fnState) refineSet(recv translate.Expr, s *Set, x Type, at translate.Pos) *Set {
	if !setElemOK(x) {
		st.badSetElem(at, x)
		return nil
	}
	if s.Elem != nil && Identical(s.Elem, x) {
		return s
	}
	u := x
	if s.Elem != nil {
		u = unify(s.Elem, x)
	}
	n, isName := recv.(*translate.Name)
	if u != nil && isName && st.info.Locals[n.Id] && (s.Elem == nil || !st.isParam(n.Id)) {
		ns := &Set{Elem: u}
		st.setVar(n.Id, ns, n.Pos)
		return ns
	}
	if s.Elem == nil {
		st.c.errorf(at, "unsupported-feature", "assign set() to a variable first", "cannot infer the item type of this empty set")
		return nil
	}
	if canConvert(x, s.Elem) {
		return s
	}
	st.c.errorf(at, "type-mismatch", "", "cannot add %s to a %s", x, s)
	return nil
}

// otherSet checks the set argument of union(), issubset(), ...: Numba takes a set of the
// same item type only.
func (st *fnState) otherSet(at translate.Pos, name string, s *Set, t Type) bool {
	o := SetOf(t)
	if o == nil || o.Elem == nil || !Identical(o.Elem, s.Elem) {
		st.c.errorf(at, "type-mismatch", "convert the argument with set(...) first; Numba's set methods take a set of the same item type",
			"set.%s() needs a %s, not %s", name, s, describe(t))
		return false
	}
	return true
}

// setMethod types s.name(args...).
func (st *fnState) setMethod(e *translate.Call, name string) Type {
	recv := e.Func.(*translate.Attribute).X
	s := SetOf(st.info.Types[recv])
	if len(e.Keywords) > 0 {
		st.c.errorf(e.Keywords[0].Pos, "unsupported-feature", "pass the arguments by position", "set.%s() takes no keyword arguments", name)
		return nil
	}
	var args []Type
	if name == "update" {
		if len(e.Args) == 1 {
			el := st.iterable(e.Args[0])
			if el == nil {
				return nil
			}
			args = []Type{st.info.Types[e.Args[0]]}
			if s != nil {
				if s = st.refineSet(recv, s, el, e.Args[0].At()); s == nil {
					return nil
				}
			}
		}
	} else if args = st.args(e); args == nil {
		return nil
	}
	if s == nil {
		return nil
	}
	n := setMethods[name]
	if len(e.Args) < n[0] || len(e.Args) > n[1] {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "set.%s() takes %d argument(s) (%d given)", name, n[0], len(e.Args))
		return nil
	}
	call := &Call{Kind: CallMethod, Builtin: ".set." + name, Args: e.Args, Recv: recv, ArgTypes: append([]Type{s}, args...)}
	st.info.Calls[e] = call
	if name == "add" {
		ns := st.refineSet(recv, s, args[0], e.Pos)
		if ns == nil {
			return nil
		}
		call.ArgTypes[0] = ns
		return NoneType{}
	}
	if s.Elem == nil && name != "clear" && name != "update" {
		st.c.errorf(e.Pos, "unsupported-feature", "add an item first", "cannot infer the item type of this empty set")
		return nil
	}
	switch name {
	case "discard", "remove":
		if !canConvert(args[0], s.Elem) || !setElemOK(args[0]) {
			st.c.errorf(e.Args[0].At(), "type-mismatch", "", "cannot look up %s in a %s", describe(args[0]), s)
			return nil
		}
		if name == "remove" {
			st.raises = true
		}
		return NoneType{}
	case "pop":
		st.raises = true
		return s.Elem
	case "clear", "update":
		return NoneType{}
	case "copy":
		return s
	case "union", "intersection", "difference", "symmetric_difference":
		if !st.otherSet(e.Args[0].At(), name, s, args[0]) {
			return nil
		}
		return s
	case "intersection_update", "difference_update", "symmetric_difference_update":
		if !st.otherSet(e.Args[0].At(), name, s, args[0]) {
			return nil
		}
		return NoneType{}
	case "issubset", "issuperset", "isdisjoint":
		if !st.otherSet(e.Args[0].At(), name, s, args[0]) {
			return nil
		}
		return Bool
	}
	return nil
}

// setBinary types s | t, s & t, s - t and s ^ t: two sets of one item type.
func (st *fnState) setBinary(p translate.Pos, op translate.Op, xt, yt Type) Type {
	a, b := SetOf(xt), SetOf(yt)
	if _, ok := setOperators[op]; ok && a != nil && b != nil && a.Elem != nil && b.Elem != nil && Identical(a.Elem, b.Elem) {
		return a
	}
	hint := "Numba combines sets of the same item type only"
	if _, ok := setOperators[op]; !ok {
		hint = "sets support | & - ^ and their in-place forms"
	}
	st.c.errorf(p, "type-mismatch", hint, "unsupported operand types for %s: %s and %s", op, describe(xt), describe(yt))
	return nil
}

// setCompare types x in s, x not in s and the comparisons of two sets of one item type
// (== != and the subset tests <= < >= >).
func (st *fnState) setCompare(e *translate.Compare, op translate.Op, lt, rt Type) bool {
	switch op {
	case translate.In, translate.NotIn:
		if s := SetOf(rt); s != nil && s.Elem != nil && setElemOK(lt) && canConvert(lt, s.Elem) {
			return true
		}
	case translate.Eq, translate.NotEq, translate.Lt, translate.LtE, translate.Gt, translate.GtE:
		if a, b := SetOf(lt), SetOf(rt); a != nil && b != nil && a.Elem != nil && b.Elem != nil && Identical(a.Elem, b.Elem) {
			return true
		}
	}
	st.c.errorf(e.Pos, "type-mismatch", "", "cannot compare %s %s %s", describe(lt), op, describe(rt))
	return false
}

// undefinedSet reports a set() whose item type was never decided.
func undefinedSet(t Type) bool {
	s := SetOf(t)
	return s != nil && s.Elem == nil
}
