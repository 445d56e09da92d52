package typer

import (
	"go/constant"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// LitList is Numba's LiteralList: a list display whose items do not unify to one type
// ([1, "a", np.zeros(3)]). Numba keeps it as a tuple of the items, so its type fixes each
// item's type: it is read-only, and l[i] with a constant index, len(l), l.copy(), and (for
// items that are ints, bools and strs) l.count(x) and x in l are what Numba compiles on it.
// In generated code it is the tuple of its Items.
type LitList struct {
	Items *Tuple
}

func (l *LitList) String() string {
	parts := make([]string, len(l.Items.Elems))
	for i, e := range l.Items.Elems {
		parts[i] = e.String()
	}
	return "LiteralList((" + strings.Join(parts, ", ") + "))"
}
func (*LitList) typ() {}

func isLitList(t Type) bool {
	_, ok := t.(*LitList)
	return ok
}

// litListMutators are the list methods Numba bans on a literal list.
var litListMutators = map[string]bool{"append": true, "extend": true, "insert": true, "remove": true, "pop": true, "clear": true, "sort": true, "reverse": true}

// litListDisplay types a list display whose items ts do not unify.
func (st *fnState) litListDisplay(ts []Type) Type {
	return &LitList{Items: &Tuple{Elems: ts}}
}

// litListSubscript types l[i]: i must be a constant within the list.
func (st *fnState) litListSubscript(e *translate.Subscript, l *LitList) Type {
	_, isSlice := e.Index.(*translate.Slice)
	if !isSlice {
		st.expr(e.Index)
	}
	v, ok := st.info.Consts[e.Index]
	if isSlice || !ok || v.Kind() != constant.Int {
		st.c.errorf(e.Index.At(), "unsupported-feature", "index a literal list with a constant integer, or give its items one type for a reflected list",
			"cannot __getitem__ on a literal list with an index that is not a constant integer: the return type cannot be statically determined")
		return nil
	}
	i, _ := constant.Int64Val(v)
	n := int64(len(l.Items.Elems))
	if i < -n || i >= n {
		st.c.errorf(e.Index.At(), "index-error", "", "index %d is out of range for a literal list of %d items", i, n)
		return nil
	}
	return l.Items.Elems[(i+n)%n]
}

// LitListIndex returns the item a constant index i selects in a literal list of n items.
func LitListIndex(i int64, n int) int {
	return int((i + int64(n)) % int64(n))
}

// litListMutation reports an attempt to change a literal list.
func (st *fnState) litListMutation(p translate.Pos, what string) {
	st.c.errorf(p, "unsupported-feature", "a list display with items of different types is Numba's read-only literal list; use a tuple, or give the items one type",
		"cannot mutate a literal list (%s)", what)
}

// litListAttribute types l.name of a literal list l.
func (st *fnState) litListAttribute(e *translate.Attribute, l *LitList) Type {
	switch {
	case e.Name == "copy" || e.Name == "count":
		return &BuiltinRef{Path: ".litlist." + e.Name}
	case litListMutators[e.Name]:
		st.litListMutation(e.Pos, e.Name+"()")
		return nil
	case e.Name == "index":
		st.c.errorf(e.Pos, "unsupported-feature", "compare the items one by one", "list.index is unsupported for literal lists")
		return nil
	}
	st.c.errorf(e.Pos, "unknown-attribute", "a literal list has copy and count", "%s has no attribute %s", l, e.Name)
	return nil
}

// litListSearchable reports whether count and in may compare x of type xt with every item of
// l: the items and x are ints, bools or strs (Numba compiles no other mix).
func (st *fnState) litListSearchable(at translate.Pos, l *LitList, xt Type) bool {
	ok := func(t Type) bool {
		b, isB := t.(*Basic)
		return isStr(t) || isB && (b.IsInteger() || b.IsBool())
	}
	for _, t := range append([]Type{xt}, l.Items.Elems...) {
		if !ok(t) {
			st.c.errorf(at, "unsupported-feature", "compare the items one by one", "count and in on a literal list compare ints, bools and strs only, not %s", describe(t))
			return false
		}
	}
	return true
}

// litListMethod types l.copy() (l itself, which is immutable) and l.count(x).
func (st *fnState) litListMethod(e *translate.Call, name string) Type {
	recv := e.Func.(*translate.Attribute).X
	l, _ := st.info.Types[recv].(*LitList)
	args := st.args(e)
	if l == nil || args == nil {
		return nil
	}
	want := map[string]int{"copy": 0, "count": 1}[name]
	if len(args) != want || len(e.Keywords) > 0 {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "%s() takes %d arguments", name, want)
		return nil
	}
	st.info.Calls[e] = &Call{Kind: CallMethod, Builtin: ".litlist." + name, Args: e.Args, Recv: recv, ArgTypes: append([]Type{l}, args...)}
	if name == "count" {
		if !st.litListSearchable(e.Pos, l, args[0]) {
			return nil
		}
		return Int64
	}
	return l
}

// unifyLitLists unifies two literal lists of one length item by item (Numba's
// LiteralList.unify); nil if they do not unify.
func unifyLitLists(a, b *LitList) Type {
	u, _ := unify(a.Items, b.Items).(*Tuple)
	if u == nil {
		return nil
	}
	return &LitList{Items: u}
}

// isFuncItem reports whether t is a function (a lambda, a jitted function): an item only a
// literal list holds ([lambda a: 2 * a, "B"], as Numba types it), as a tuple does.
func isFuncItem(t Type) bool { _, ok := t.(*FuncRef); return ok }
