package typer

import (
	"github.com/pygo-lang/pygo/translate"
)

// Optional is Numba's Optional(T): a value of type Elem, or None. A variable gets it when it
// holds None on one path and a value on another, and a function when it returns a value on
// one path and None (or nothing) on another.
type Optional struct {
	Elem Type // a scalar, tuple, array, list or dict type
}

func (o *Optional) String() string { return "OptionalType(" + o.Elem.String() + ")" }
func (*Optional) typ()             {}

// unifyOptional unifies None or an optional type with another type, or returns nil when
// neither is one.
func unifyOptional(a, b Type) (Type, bool) {
	elemOf := func(t Type) (Type, bool) {
		switch t := t.(type) {
		case NoneType:
			return nil, true
		case *Optional:
			return t.Elem, true
		}
		return t, false
	}
	ea, oa := elemOf(a)
	eb, ob := elemOf(b)
	if !oa && !ob {
		return nil, false
	}
	if ea == nil && eb == nil {
		return NoneType{}, true
	}
	e := unify(ea, eb)
	if e == nil || !optionalElem(e) {
		return nil, true
	}
	return &Optional{Elem: e}, true
}

// optionalElem reports whether t may be the element type of an optional value.
func optionalElem(t Type) bool {
	switch t.(type) {
	case *Basic, *Tuple, *Array, *List, *Dict, *Class, StrType:
		return true
	}
	return false
}

func isOptional(t Type) bool { _, ok := t.(*Optional); return ok }

// unwrap types the use of an optional value where its element type is needed, as Numba
// does: the value is checked at run time, and None raises TypeError. It returns the type
// the use sees.
func (st *fnState) unwrap(e translate.Expr, t Type) Type {
	o, ok := t.(*Optional)
	if !ok {
		return t
	}
	st.info.Unwrap[e] = o
	st.info.Types[e] = o.Elem
	st.raises = true
	return o.Elem
}

// unwrapRef is unwrap for an optional array, list or jitclass instance that is indexed,
// asked for its length or whose attribute or method is used: Numba checks it at run time
// too (an optional array is not narrowed by an `is None` test). Other types are returned as
// they are.
func (st *fnState) unwrapRef(e translate.Expr, t Type) Type {
	if o, ok := t.(*Optional); ok {
		switch o.Elem.(type) {
		case *Array, *List, *Dict, *Class:
			return st.unwrap(e, t)
		}
	}
	return t
}

// optInstance reports whether t is an optional jitclass instance.
func optInstance(t Type) bool { o, ok := t.(*Optional); return ok && isClass(o.Elem) }

func isOptStr(t Type) bool { o, ok := t.(*Optional); return ok && isStr(o.Elem) }

// optStrCompare types a == b and a != b where one operand is an optional str and the other
// a str or an optional str, as Numba 0.56's unicode overloads do: == compares without
// unwrapping (two Nones are equal, None and a str are not), and != between a str and an
// optional str is true whatever the values (unicode_ne answers True when exactly one
// operand is a unicode_type). != between two optional strs unwraps both, as other
// comparisons do; it reports false then.
func (st *fnState) optStrCompare(e *translate.Compare, op translate.Op, lt, rt Type) bool {
	optStr := isOptStr
	if !optStr(lt) && !optStr(rt) || !optStr(lt) && !isStr(lt) || !optStr(rt) && !isStr(rt) {
		return false
	}
	if op != translate.Eq && (op != translate.NotEq || optStr(lt) && optStr(rt)) {
		return false
	}
	st.info.OptStrCmps[e] = true
	return true
}

// NumbaName is the name Numba's run-time messages give t ("expected NAME, got None"): its
// String, with Numba's `<iv=None>` suffix (no initial value) on a reflected list and a dict.
func NumbaName(t Type) string {
	switch t := t.(type) {
	case *List:
		if !t.Typed {
			return t.String() + "<iv=None>"
		}
	case *Dict:
		return t.String() + "<iv=None>"
	}
	return t.String()
}

// isNoneTest recognizes `x is None` and `x is not None` (either side may be None) on a
// variable, returning its name and whether the test is true when x is None.
func isNoneTest(e translate.Expr) (name string, trueIfNone, ok bool) {
	c, isCmp := e.(*translate.Compare)
	if !isCmp || len(c.Ops) != 1 || c.Ops[0] != translate.Is && c.Ops[0] != translate.IsNot {
		return "", false, false
	}
	x, y := c.X, c.Ys[0]
	if k, isConst := x.(*translate.Const); isConst && k.Kind == translate.NoneConst {
		x, y = y, x
	}
	n, isName := x.(*translate.Name)
	k, isConst := y.(*translate.Const)
	if !isName || !isConst || k.Kind != translate.NoneConst {
		return "", false, false
	}
	return n.Id, c.Ops[0] == translate.Is, true
}

// narrowing returns the variables a condition proves not None when it is true (onTrue) and
// when it is false (onFalse): `x is not None`, `x is None`, and `and` chains of them.
func narrowing(e translate.Expr) (onTrue, onFalse []string) {
	if name, ifNone, ok := isNoneTest(e); ok {
		if ifNone {
			return nil, []string{name}
		}
		return []string{name}, nil
	}
	if b, ok := e.(*translate.BoolOp); ok && b.Op == translate.And {
		for _, v := range b.Values {
			t, _ := narrowing(v)
			onTrue = append(onTrue, t...)
		}
	}
	return onTrue, nil
}

// narrow marks names as proven not None; it returns the previous set, for restore.
func (st *fnState) narrow(names []string) map[string]bool {
	prev := st.narrowed
	if len(names) == 0 {
		return prev
	}
	st.narrowed = make(map[string]bool, len(prev)+len(names))
	for k := range prev {
		st.narrowed[k] = true
	}
	for _, n := range names {
		// Optional arrays stay optional: pygo only passes, returns and tests them.
		if o, ok := st.spec.vars[n].(*Optional); ok && !isArray(o.Elem) {
			st.narrowed[n] = true
		}
	}
	return prev
}

// forget drops the narrowing of the variables a loop body or branch may assign: the loop
// may run the assignment before a later read.
func (st *fnState) forget(body []translate.Stmt) {
	if len(st.narrowed) == 0 {
		return
	}
	assigned := map[string]bool{}
	assignedNames(body, assigned)
	var keep map[string]bool
	for k := range st.narrowed {
		if !assigned[k] {
			if keep == nil {
				keep = map[string]bool{}
			}
			keep[k] = true
		}
	}
	st.narrowed = keep
}

// afterLoop sets the narrowing after a loop: what held on entry (forget has dropped the
// variables the body assigns) and still holds where the loop ends, as the body may run no
// time, or leave by a break.
func (st *fnState) afterLoop(entry map[string]bool) {
	var after map[string]bool
	for k := range entry {
		if st.narrowed[k] {
			if after == nil {
				after = map[string]bool{}
			}
			after[k] = true
		}
	}
	st.narrowed = after
}

// ifNarrowing types an if statement whose test narrows optional variables: the body sees
// the names the test proves not None, the else clause those its falsehood proves, and the
// code after the statement those the taken branches prove, where a branch that cannot
// fall through proves everything. `if x is None: x = v` proves x after the statement.
func (st *fnState) ifNarrowing(s *translate.If) {
	onTrue, onFalse := narrowing(s.Test)
	outer := st.narrowed
	st.narrow(onTrue)
	st.block(s.Body)
	bodyOut := st.narrowed
	st.narrowed = outer
	st.narrow(onFalse)
	st.block(s.Else)
	elseOut := st.narrowed
	st.narrowed = outer
	consts := st.info.Consts
	bodyEnds := !fallsOff(s.Body, consts)
	elseEnds := !fallsOff(s.Else, consts)
	// What held before the statement holds after it only where the branches that fall through
	// keep it: `a = None` in one branch un-proves a (it is in neither bodyOut nor elseOut).
	after := map[string]bool{}
	switch {
	case bodyEnds && elseEnds:
		for k := range outer {
			after[k] = true
		}
	case bodyEnds:
		for k := range elseOut {
			after[k] = true
		}
	case elseEnds:
		for k := range bodyOut {
			after[k] = true
		}
	default:
		for k := range bodyOut {
			if elseOut[k] {
				after[k] = true
			}
		}
	}
	st.narrowed = after
}

// assigned updates the narrowing of a variable given a value of type t: a value that is
// never None proves it, None or an optional value does not.
func (st *fnState) assigned(name string, t Type) {
	switch t.(type) {
	case NoneType, *Optional:
		if st.narrowed[name] {
			st.narrowed = copyWithout(st.narrowed, name)
		}
	default:
		if o, ok := st.spec.vars[name].(*Optional); ok && !isArray(o.Elem) && !st.narrowed[name] {
			st.narrow([]string{name})
		}
	}
}

func copyWithout(m map[string]bool, name string) map[string]bool {
	out := make(map[string]bool, len(m))
	for k := range m {
		if k != name {
			out[k] = true
		}
	}
	return out
}

// isTop reports whether s is a statement of the function body itself (not nested).
func (st *fnState) isTop(s translate.Stmt) bool {
	if st.spec.Def.Nested {
		return false
	}
	for _, x := range st.spec.Def.Body {
		if x == s {
			return true
		}
	}
	return false
}

// deadNone handles the idiom `def f(a, out=None): if out is None: out = np.empty(...)`, where
// `out is None` is a constant in each specialization (Numba prunes the branch that is not
// taken): a variable bound to None, then to a value by a statement that runs
// unconditionally (at the top level, or in the branch a constant condition takes there),
// before any read but `is None` tests, takes the value's type; its None bindings are dead
// and the variable is never optional. It reports whether it handled the binding.
func (st *fnState) deadNone(name string, t, old, prev Type, bound bool) bool {
	s := st.spec
	unconditional := st.top >= 0 || st.inlineAssign || st.params
	if isNoneType(t) {
		if s.noneDead[name] && unconditional {
			st.binding[name] = t
			return true
		}
		return false
	}
	if !st.inlineAssign || isOptional(t) {
		return false
	}
	wasNone := bound && isNoneType(prev) || !bound && isNoneType(old)
	if !wasNone || !isNoneType(old) && !s.noneDead[name] {
		return false
	}
	if s.noneDead == nil {
		s.noneDead = map[string]bool{}
	}
	s.noneDead[name] = true
	st.binding[name] = t
	if isNoneType(old) {
		s.vars[name] = t
		st.changed = true
		return true
	}
	if u := unify(old, t); u != nil && !Identical(u, old) {
		s.vars[name] = u
		st.changed = true
	}
	return true
}
