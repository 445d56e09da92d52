package typer

import "github.com/pygo-lang/pygo/translate"

// This file types functools.reduce as Numba 0.56 compiles it (inline_closurecall's
// _inline_reduction): reduce(f, xs[, initial]) runs
//
//	it = iter(xs)
//	s = initial if initial is not None else next(it)
//	for a in it:
//	    s = f(s, a)
//
// so the accumulator's type is the unification of the initial value (or the first item) with
// f's results, and an empty iterable without an initial value raises StopIteration. f is a
// compiled function or a lambda, compiled on its own as for map().

func init() {
	libraryModules["functools"] = true
	knownModules["functools"] = true
	builtinSigs["functools.reduce"] = reduceFunc
}

// reduceFunc types functools.reduce; the Call it records has the iterable's type in ArgTypes,
// the accumulator's in Args' order after it (ArgTypes[1]), and f's specialization as Key.
func reduceFunc(st *fnState, e *translate.Call, args []Type) Type {
	if len(e.Keywords) > 0 {
		st.c.errorf(e.Keywords[0].Pos, "unsupported-feature", "pass the arguments by position", "reduce() takes no keyword arguments")
		return nil
	}
	if !st.wantArgs(e, args, 2, 3) {
		return nil
	}
	elem := st.iterable(e.Args[1])
	if elem == nil {
		return nil
	}
	f, isFn := args[0].(*FuncRef)
	if !isFn || f.Fn.class != nil {
		st.c.errorf(e.Args[0].At(), "type-mismatch", "pass a function: lambda acc, x: ...", "reduce() needs a function, not %s", describe(args[0]))
		return nil
	}
	if f = st.funcArg(e.Args[0], f, "reduce"); f == nil {
		return nil
	}
	acc := elem
	if len(args) == 3 && !isNoneType(args[2]) {
		acc = args[2]
	}
	var sp *Spec
	for range 4 {
		sp = st.funcSpec(e.Args[0], f.Fn, []Type{acc, elem})
		if sp == nil || sp.Result == nil {
			return nil // a problem reported, or the result known in a later pass
		}
		u := unify(acc, sp.Result)
		if u == nil {
			st.c.errorf(e.Args[0].At(), "type-mismatch", "return a value of the accumulator's type", "reduce(): the function returns %s, which does not unify with the accumulator's %s", sp.Result, acc)
			return nil
		}
		if Identical(u, acc) {
			break
		}
		acc = u
	}
	if !Identical(unify(acc, sp.Result), acc) {
		st.c.errorf(e.Args[0].At(), "type-mismatch", "return a value of the accumulator's type", "reduce(): the accumulator's type does not settle (%s, then %s)", acc, sp.Result)
		return nil
	}
	if len(args) == 2 || isNoneType(args[2]) {
		st.raises = true // next() of an empty iterable raises StopIteration
	}
	st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: "functools.reduce", Args: e.Args, ArgTypes: []Type{args[1], acc}, Key: sp}
	return acc
}
