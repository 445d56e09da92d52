package typer

import "github.com/pygo-lang/pygo/translate"

// DictView is what d.keys(), d.values() and d.items() give: Numba's DictKeysIterableType,
// DictValuesIterableType and DictItemsIterableType. A view holds its dict, not a copy of
// the items: it sees every insertion and deletion made after it was taken, up to the moment
// it is iterated (a for loop, a comprehension, list(), sorted(), set(), min(), max(),
// enumerate(), zip(), iter(), l.extend()), and len(view) is the dict's length then. As in
// Numba 0.56 a view has no `in`, no indexing, no truth value and no == (the dict has them),
// and a compiled function cannot return one to Python.
type DictView struct {
	Dict *Dict
	Kind string // "keys", "values" or "items"
}

func (v *DictView) String() string { return v.Kind + "[" + v.Dict.String() + "]" }
func (*DictView) typ()             {}

// Elem is the type of the items a view gives: the dict's keys, its values, or (key, value)
// tuples.
func (v *DictView) Elem() Type {
	switch v.Kind {
	case "keys":
		return v.Dict.Key
	case "values":
		return v.Dict.Value
	}
	return &Tuple{Elems: []Type{v.Dict.Key, v.Dict.Value}}
}

// DictViewOf returns t as a dict view, or nil.
func DictViewOf(t Type) *DictView { v, _ := t.(*DictView); return v }

func isDictView(t Type) bool { _, ok := t.(*DictView); return ok }

// holdsDictView reports whether t is a view or a tuple that holds one: a value Numba cannot
// return to Python.
func holdsDictView(t Type) bool {
	switch t := t.(type) {
	case *DictView:
		return true
	case *Tuple:
		for _, e := range t.Elems {
			if holdsDictView(e) {
				return true
			}
		}
	}
	return false
}

// viewRejected reports what Numba 0.56 does not compile on a dict view v (`in`, indexing):
// the hint names the dict's own operation, or a list of the view's items.
func (st *fnState) viewRejected(at translate.Pos, v *DictView, what string) {
	hint := "take a list of the items first: list(d." + v.Kind + "())"
	if v.Kind == "keys" && what == "`in`" {
		hint = "test the dict itself: k in d"
	}
	st.c.errorf(at, "type-mismatch", hint, "%s is not supported on a dict view (%s), as in Numba", what, v)
}
