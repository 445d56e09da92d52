package typer

import "github.com/pygo-lang/pygo/translate"

func init() {
	builtinNames["map"] = true
	builtinNames["filter"] = true
}

// mapFilterCall types map(f, xs, ...) and filter(f, xs) (f a compiled function or lambda,
// or None for filter): Numba's iterators over the calls, typed as generators, so they are
// consumed where they are made (a for loop, list(), sorted(), enumerate(), zip()). As for a
// sort key, f is compiled on its own and must read no variable of the enclosing function.
// map takes one or more iterables and stops with the shortest; filter keeps the items for
// which f's result (or the item, for None) is true.
func (st *fnState) mapFilterCall(e *translate.Call, path string) Type {
	st.info.Types[e.Func] = &BuiltinRef{Path: path}
	if len(e.Keywords) > 0 {
		st.c.errorf(e.Keywords[0].Pos, "unsupported-feature", "pass the arguments by position", "%s() takes no keyword arguments", path)
		return nil
	}
	if len(e.Args) < 2 || path == "filter" && len(e.Args) != 2 {
		st.c.errorf(e.Pos, "wrong-arg-count", "", map[string]string{"map": "map() takes a function and one or more iterables", "filter": "filter() takes a function (or None) and an iterable"}[path])
		return nil
	}
	var elems []Type
	for _, a := range e.Args[1:] {
		if _, star := a.(*translate.Starred); star {
			st.c.errorf(a.At(), "unsupported-feature", "", "*args in calls are supported for user functions only")
			return nil
		}
		el := st.iterable(a)
		if el == nil {
			return nil
		}
		if arr, ok := st.info.Types[a].(*Array); ok && arr.Ndim > 1 {
			st.c.errorf(a.At(), "unsupported-feature", "iterate over the rows in a loop", "%s() over the rows of a %d-D array is not supported", path, arr.Ndim)
			return nil
		}
		elems = append(elems, el)
	}
	call := &Call{Kind: CallBuiltin, Builtin: path, Args: e.Args}
	for _, a := range e.Args[1:] {
		call.ArgTypes = append(call.ArgTypes, st.info.Types[a])
	}
	ft := st.expr(e.Args[0])
	if ft == nil {
		return nil
	}
	if isNoneType(ft) && path == "filter" {
		if !truthy(elems[0]) {
			st.c.errorf(e.Args[1].At(), "type-mismatch", "", "filter() cannot test items of type %s", elems[0])
			return nil
		}
		st.info.Calls[e] = call
		return &Generator{Elem: elems[0]}
	}
	f, isFn := ft.(*FuncRef)
	if !isFn || f.Fn.class != nil {
		st.c.errorf(e.Args[0].At(), "type-mismatch", "pass a function: lambda x: ...", "%s() needs a function, not %s", path, describe(ft))
		return nil
	}
	if f = st.funcArg(e.Args[0], f, path); f == nil {
		return nil
	}
	sp := st.funcSpec(e.Args[0], f.Fn, elems)
	if sp == nil {
		return nil
	}
	call.Key = sp
	st.info.Calls[e] = call
	if sp.Result == nil {
		return nil // known in a later pass
	}
	if path == "filter" {
		if !truthy(sp.Result) {
			st.c.errorf(e.Args[0].At(), "type-mismatch", "return a number or a bool", "filter() cannot test results of type %s", sp.Result)
			return nil
		}
		return &Generator{Elem: elems[0]}
	}
	switch sp.Result.(type) {
	case *Basic, *Tuple, StrType:
	default:
		st.c.errorf(e.Args[0].At(), "type-mismatch", "return numbers, strings or tuples of them", "map() cannot give values of type %s", sp.Result)
		return nil
	}
	return &Generator{Elem: sp.Result}
}

// truthy reports whether filter() can test values of type t.
func truthy(t Type) bool {
	switch t.(type) {
	case *Basic, StrType:
		return true
	}
	return false
}

// funcSpec returns the specialization of the compiled function fe (a module-level or lifted
// one) for the argument types, as a call f(args...) inside compiled code would choose it, and
// records what it raises and draws; nil after a reported problem.
func (st *fnState) funcSpec(at translate.Expr, fe *funcEntry, args []Type) *Spec {
	def := fe.def
	if len(def.Params) < len(args) || len(def.Params) > len(args) && def.Params[len(args)].Default == nil {
		st.c.errorf(at.At(), "wrong-arg-count", "", "the function %s must take %d argument(s)", funcName(def), len(args))
		return nil
	}
	var sp *Spec
	if len(fe.sigs) > 0 && !fe.lazySigs {
		sp = st.chooseSig(&translate.Call{Pos: at.At()}, fe, args, len(args), nil)
	} else {
		sp = st.c.newSpec(fe, args, nil)
	}
	if sp == nil {
		return nil
	}
	st.raises = st.raises || sp.Raises
	st.random = st.random || sp.UsesRandom
	st.npRandom = st.npRandom || sp.UsesNPRandom
	return sp
}
