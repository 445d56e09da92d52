package typer

import (
	"github.com/pygo-lang/pygo/translate"
)

// This file types Python's heapq module as Numba 0.56 compiles it (numba/cpython/heapq.py): the
// heap is a list (reflected or typed) of items Python can order, and an item pushed must have
// the heap's item type exactly.

// heapqFuncs are heapq's functions with their numbers of arguments.
var heapqFuncs = map[string]int{
	"heappush": 2, "heappop": 1, "heapify": 1, "heapreplace": 2, "heappushpop": 2, "nsmallest": 2, "nlargest": 2,
}

func init() {
	libraryModules["heapq"] = true
	knownModules["heapq"] = true
	for name, n := range heapqFuncs {
		builtinSigs["heapq."+name] = heapqFunc(name, n)
	}
}

func heapqFunc(name string, nargs int) builtinFunc {
	return func(st *fnState, e *translate.Call, args []Type) Type {
		if !st.wantArgs(e, args, nargs, nargs) {
			return nil
		}
		if name == "nsmallest" || name == "nlargest" {
			return st.heapqBest(e, args)
		}
		l := ListOf(args[0])
		if l == nil {
			st.c.errorf(e.Args[0].At(), "type-mismatch", "", "heapq.%s: the heap must be a list, not %s", name, describe(args[0]))
			return nil
		}
		if l.Elem == nil {
			st.c.errorf(e.Args[0].At(), "unsupported-feature", "start the heap with an item ([item]) or give it a type (numba.typed.List.empty_list(type))", "cannot infer the item type of this empty heap")
			return nil
		}
		if !st.heapItems(e.Args[0], l.Elem) {
			return nil
		}
		if nargs == 2 && !Identical(args[1], l.Elem) {
			st.c.errorf(e.Args[1].At(), "type-mismatch", "convert the item to the heap's item type", "heapq.%s: the item is %s, the heap holds %s (Numba needs the same type)", name, describe(args[1]), describe(l.Elem))
			return nil
		}
		switch name {
		case "heappush", "heapify":
			return NoneType{}
		case "heappop", "heapreplace":
			st.raises = true // an empty heap raises IndexError
		}
		return l.Elem
	}
}

// heapItems reports whether Python orders items of type t (numbers other than complex, strings,
// tuples of them), as heapq needs; otherwise it reports the error Numba gives.
func (st *fnState) heapItems(at translate.Expr, t Type) bool {
	if b, ok := t.(*Basic); ok && b.IsComplex() {
		st.c.errorf(at.At(), "type-mismatch", "keep a real key in the heap, such as abs(z) with an index: (abs(z), i)", "'<' not supported between instances of 'complex' and 'complex'")
		return false
	}
	if !sortable(t) {
		st.c.errorf(at.At(), "type-mismatch", "heap items are numbers, strings or tuples of them", "heapq cannot order items of type %s", describe(t))
		return false
	}
	return true
}

// heapqBest types heapq.nsmallest(n, iterable) and nlargest: a list of the iterable's items.
func (st *fnState) heapqBest(e *translate.Call, args []Type) Type {
	if b, ok := args[0].(*Basic); !ok || !b.IsInteger() && !b.IsBool() {
		st.c.errorf(e.Args[0].At(), "type-mismatch", "", "First argument 'n' must be an integer")
		return nil
	}
	var el Type
	switch t := args[1].(type) {
	case *List:
		el = t.Elem
	case *Array:
		if t.Ndim == 1 {
			el = t.Dtype
		}
	case *Tuple:
		el = t.Uniform()
	}
	if el == nil {
		st.c.errorf(e.Args[1].At(), "type-mismatch", "", "Second argument 'iterable' must be a list, a homogeneous tuple or a 1-d array, not %s", describe(args[1]))
		return nil
	}
	if !st.heapItems(e.Args[1], el) {
		return nil
	}
	st.raises = true // n == 1 of nothing is a StopIteration, a negative n an IndexError
	return &List{Elem: el}
}
