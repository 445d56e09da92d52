package typer

import (
	"fmt"
	"go/constant"
	"slices"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// LitDict is Numba's LiteralStrKeyDict: a dict display whose keys are all constant strings
// and whose values do not all cast safely to the first value's type ({"a": 1, "b": 2j, "c":
// "d"}). Numba stores it as a named tuple of the values, one field per key, so its type fixes
// every key and each key's value type: it is read-only; d["a"] with a constant key, len(d),
// k in d, keys(), values() (a tuple), items() (a tuple of pairs) and copy() are what Numba
// compiles on it. Keys are in the order they first appear; a repeated key takes its last
// value. In generated code it is the tuple of its Values.
type LitDict struct {
	Keys   []string
	Values *Tuple
	// Lits are Numba's types of the values with their literal values (Literal[int64](1)),
	// what == compares (litdict_eq.go); "" where pygo cannot tell. Not part of the type's
	// name: two literal dicts with the same keys and value types are one type to pygo.
	Lits []string
}

func (d *LitDict) String() string {
	parts := make([]string, len(d.Keys))
	for i, k := range d.Keys {
		parts[i] = fmt.Sprintf("%q: %s", k, d.Values.Elems[i])
	}
	return "LiteralStrKey[Dict]({" + strings.Join(parts, ", ") + "})"
}
func (*LitDict) typ() {}

// Index returns the position of key k, or -1.
func (d *LitDict) Index(k string) int {
	for i, x := range d.Keys {
		if x == k {
			return i
		}
	}
	return -1
}

func isLitDict(t Type) bool {
	_, ok := t.(*LitDict)
	return ok
}

// litDictMutators are the dict methods Numba bans on a literal dict.
var litDictMutators = map[string]bool{"pop": true, "popitem": true, "clear": true, "setdefault": true, "update": true}

// litDictMethods are the methods a literal dict has.
var litDictMethods = map[string]bool{"keys": true, "values": true, "items": true, "copy": true}

// constStr returns the constant string value of e, if it has one.
func (st *fnState) constStr(e translate.Expr) (string, bool) {
	if v, ok := st.info.Consts[e]; ok && v.Kind() == constant.String {
		return constant.StringVal(v), true
	}
	return "", false
}

// literalDict reports whether the display e, whose keys and values have types ks and vs,
// is a literal dict as Numba's BuildMapConstraint decides: every key is a constant string
// and some value does not cast safely to the first value's type, or the only value is a
// reflected list or a literal dict (which no typed dict can hold).
func (st *fnState) literalDict(e *translate.Call, ks, vs []Type) bool {
	for i := range ks {
		if _, ok := st.constStr(e.Args[2*i]); !ok {
			return false
		}
	}
	if len(vs) == 1 {
		if l, ok := vs[0].(*List); ok && !l.Typed {
			return true
		}
		return isLitDict(vs[0]) || isLitList(vs[0])
	}
	for _, v := range vs[1:] {
		if !castsSafely(v, vs[0]) {
			return true
		}
	}
	return false
}

// litDictDisplay types the literal dict {k1: v1, ...}.
func (st *fnState) litDictDisplay(e *translate.Call, vs []Type) Type {
	d := &LitDict{Values: &Tuple{}}
	for i, v := range vs {
		k, _ := st.constStr(e.Args[2*i])
		lit, _ := st.literalOf(e.Args[2*i+1], v)
		if j := d.Index(k); j >= 0 {
			d.Values.Elems[j] = v
			d.Lits[j] = lit
			continue
		}
		d.Keys = append(d.Keys, k)
		d.Values.Elems = append(d.Values.Elems, v)
		d.Lits = append(d.Lits, lit)
	}
	return d
}

// litDictSubscript types d[k]: k must be a constant key of d.
func (st *fnState) litDictSubscript(e *translate.Subscript, d *LitDict) Type {
	st.expr(e.Index)
	k, ok := st.constStr(e.Index)
	if !ok {
		st.c.errorf(e.Index.At(), "unsupported-feature", "index a literal dict with a constant string key, or make the values one type for a typed dict",
			"cannot getitem() on a literal dictionary with a key that is not a constant string: the return type cannot be statically determined")
		return nil
	}
	i := d.Index(k)
	if i < 0 {
		st.c.errorf(e.Index.At(), "key-error", "the keys are "+strings.Join(quoteAll(d.Keys), ", "), "key %q is not in the literal dict", k)
		return nil
	}
	return d.Values.Elems[i]
}

func quoteAll(ss []string) []string {
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = fmt.Sprintf("%q", s)
	}
	return out
}

// litDictMutation reports an attempt to change a literal dict.
func (st *fnState) litDictMutation(p translate.Pos, what string) {
	st.c.errorf(p, "unsupported-feature", "a dict display with values of different types is Numba's read-only literal dict; give the values one type for a typed dict",
		"cannot mutate a literal dictionary (%s)", what)
}

// litDictAttribute types d.name of a literal dict d.
func (st *fnState) litDictAttribute(e *translate.Attribute, d *LitDict) Type {
	switch {
	case litDictMethods[e.Name]:
		return &BuiltinRef{Path: ".litdict." + e.Name}
	case litDictMutators[e.Name]:
		st.litDictMutation(e.Pos, e.Name+"()")
		return nil
	case e.Name == "get":
		st.c.errorf(e.Pos, "unsupported-feature", "index it with a constant key: d[\"key\"]",
			"cannot get() on a literal dictionary: the return type cannot be statically determined")
		return nil
	}
	st.c.errorf(e.Pos, "unknown-attribute", "a literal dict has keys, values, items and copy", "%s has no attribute %s", d, e.Name)
	return nil
}

// litDictMethod types d.keys() (a list of the keys), d.values() (the tuple of values),
// d.items() (a tuple of (key, value) pairs) and d.copy() (d itself, which is immutable).
func (st *fnState) litDictMethod(e *translate.Call, name string) Type {
	recv := e.Func.(*translate.Attribute).X
	d, _ := st.info.Types[recv].(*LitDict)
	if d == nil {
		return nil
	}
	if len(e.Args) > 0 || len(e.Keywords) > 0 {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "%s() takes no arguments", name)
		return nil
	}
	st.info.Calls[e] = &Call{Kind: CallMethod, Builtin: ".litdict." + name, Recv: recv, ArgTypes: []Type{d}}
	switch name {
	case "keys":
		return &List{Elem: StrType{}}
	case "values":
		return d.Values
	case "items":
		t := &Tuple{Elems: make([]Type, len(d.Keys))}
		for i, v := range d.Values.Elems {
			t.Elems[i] = &Tuple{Elems: []Type{StrType{}, v}}
		}
		return t
	}
	return d
}

// litDictContains types k in d: whether the str k is one of d's keys. Numba compares k with
// each key, so a number, None or a tuple is in no literal dict (False, not an error).
func (st *fnState) litDictContains(e *translate.Compare, lt Type) bool {
	switch lt.(type) {
	case *Basic, NoneType, *Tuple:
		return true
	}
	if !isStr(lt) {
		st.c.errorf(e.Pos, "type-mismatch", "the keys of a literal dict are strings", "cannot look up %s in a literal dict", describe(lt))
		return false
	}
	return true
}

// unifyLitDicts unifies two literal dicts with the same keys in the same order, value by
// value (Numba's LiteralStrKeyDict.unify); nil if they do not unify.
func unifyLitDicts(a, b *LitDict) Type {
	if strings.Join(a.Keys, "\x00") != strings.Join(b.Keys, "\x00") || len(a.Keys) != len(b.Keys) {
		return nil
	}
	u, _ := unify(a.Values, b.Values).(*Tuple)
	if u == nil {
		return nil
	}
	var lits []string
	if slices.Equal(a.Lits, b.Lits) {
		lits = a.Lits
	}
	return &LitDict{Keys: a.Keys, Values: u, Lits: lits}
}
