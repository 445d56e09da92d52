package typer

import (
	"github.com/pygo-lang/pygo/translate"
)

// Iterator is a Python iterator held as a value: a generator stored in a variable, passed to
// or returned from a compiled function, or what iter(x) gives for a container. Unlike a
// Generator, which its consumer ranges over where the call is made, an Iterator resumes where
// the last next() or loop over it left off. Numba types iterators per container and
// generator function; pygo has one iterator type per item type, so a variable may hold the
// iterator of a list and later a generator of the same item type.
type Iterator struct {
	Elem Type
}

func (it *Iterator) String() string { return "iterator(" + describe(it.Elem) + ")" }
func (*Iterator) typ()              {}

// SeqElem returns the item type of a generator or an iterator, and whether t is one.
func SeqElem(t Type) (Type, bool) {
	switch t := t.(type) {
	case *Generator:
		return t.Elem, true
	case *Iterator:
		return t.Elem, true
	}
	return nil, false
}

func isIterator(t Type) bool { _, ok := t.(*Iterator); return ok }

// held is the type a generator or an iterator has once it is stored, passed or returned: an
// Iterator; other types are returned unchanged.
func held(t Type) Type {
	if g, ok := t.(*Generator); ok {
		return &Iterator{Elem: g.Elem}
	}
	return t
}

// enumZipValue types enumerate(...) or zip(...) outside a for loop's header (list(zip(a, b)),
// z = enumerate(it)): a generator of the tuples, consumed where it is made or held as an
// iterator, as Numba's enumerate and zip objects are.
func (st *fnState) enumZipValue(e *translate.Call, path string) Type {
	t := st.enumerateZip(e)
	if t == nil {
		return nil
	}
	st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: path, Args: e.Args}
	return &Generator{Elem: t}
}

func init() {
	builtinNames["enumerate"] = true
	builtinNames["zip"] = true
	builtinNames["iter"] = true
	builtinNames["next"] = true
	builtinSigs["iter"] = builtinIter
	builtinSigs["next"] = builtinNext
}

// builtinIter types iter(x): an Iterator over a generator or an iterator (itself), a list, an
// array (its elements, or the rows of an n-D array), a tuple of one type, a range, a string, a set, a dict (its keys) or a dict's view.
func builtinIter(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 1) {
		return nil
	}
	switch t := args[0].(type) {
	case *Generator:
		return &Iterator{Elem: t.Elem}
	case *Iterator:
		return t
	case *Array:
		switch t.Ndim {
		case 0:
			st.c.errorf(e.Args[0].At(), "type-mismatch", "index the array with a[()] instead",
				"iter() of a 0-d array is not supported: it has no items")
			return nil
		case 1:
			return &Iterator{Elem: t.Dtype}
		}
		return &Iterator{Elem: NewArray(t.Dtype, t.Ndim-1, rowLayout(t))} // its rows, as views
	case *Tuple:
		if len(t.Elems) == 0 || t.Uniform() == nil {
			st.c.errorf(e.Args[0].At(), "unsupported-feature", "iterate over a tuple whose items have one type, or over a list",
				"iter() of %s is not supported: Numba iterates over tuples of one item type only", t)
			return nil
		}
		return &Iterator{Elem: t.Uniform()}
	case *List, *Dict, *DictView, *Set, StrType, RangeType:
		if el := st.iterElem(e.Args[0], t); el != nil {
			return &Iterator{Elem: el}
		}
		return nil
	}
	st.c.errorf(e.Args[0].At(), "type-mismatch", "pass a list, a 1-D array, a tuple of one type, a range, a string, a set, a dict or a generator",
		"iter() of %s is not supported", describe(args[0]))
	return nil
}

// builtinNext types next(it) and next(it, default) of an iterator or a generator. next(it)
// raises StopIteration once it is exhausted; with a default (beyond Numba 0.56, which has
// no next(it, default)) the result is the default's and the items' common type: numbers
// unify as in a conditional expression.
func builtinNext(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 2) {
		return nil
	}
	el, ok := SeqElem(args[0])
	if !ok {
		st.c.errorf(e.Args[0].At(), "type-mismatch", "make an iterator first: next(iter(x))",
			"next() of %s is not supported: it is not an iterator", describe(args[0]))
		return nil
	}
	if len(args) == 1 {
		st.raises = true // StopIteration
		return el
	}
	u := unify(el, args[1])
	_, basicEl := el.(*Basic)
	_, basicU := u.(*Basic)
	if u == nil || !Identical(u, el) && !(basicEl && basicU) {
		st.c.errorf(e.Args[1].At(), "type-mismatch", "give a default of the iterator's item type",
			"next() default of type %s does not match the items of %s", describe(args[1]), args[0])
		return nil
	}
	return u
}
