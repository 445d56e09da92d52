package typer

import "github.com/pygo-lang/pygo/translate"

// This file types for loops over enumerate(a) and zip(a, b, ...) of one-dimensional arrays in
// CUDA kernels, as Numba's CUDA target compiles them: enumerate gives an int64 index (from
// start) and each element, zip the elements of every array up to the shortest one.

// iterCall types for k, v in enumerate(a[, start]) and for x, y in zip(a, b, ...), reporting
// whether s is such a loop (its diagnostics then reported).
func (t *cudaFuncTyper) iterCall(s *translate.For) bool {
	call, ok := s.Iter.(*translate.Call)
	if !ok {
		return false
	}
	name := translate.DottedName(call.Func)
	if (name != "enumerate" && name != "zip") || t.cc.c.resolvePath(call.Func) != "" {
		return false
	}
	if _, local := t.params[name]; local {
		return false
	}
	const hint = "loop over one-dimensional arrays: for i, v in enumerate(a) or for x, y in zip(a, b)"
	tup, isTuple := s.Target.(*translate.Tuple)
	arrays := call.Args
	var start translate.Expr
	if name == "enumerate" && len(call.Args) == 2 {
		arrays, start = call.Args[:1], call.Args[1]
	}
	want := len(arrays)
	if name == "enumerate" {
		want = 2
	}
	if len(call.Keywords) > 0 || len(arrays) == 0 || name == "enumerate" && len(call.Args) > 2 || !isTuple || len(tup.Elts) != want {
		t.errorf(s.Pos, "unsupported-feature", hint, "CUDA kernels support %s(...) loops over one-dimensional arrays, unpacked into %s", name, count(want, "name"))
		return true
	}
	var names []*translate.Name
	for _, x := range tup.Elts {
		n, ok := x.(*translate.Name)
		if !ok {
			t.errorf(x.At(), "unsupported-feature", hint, "the targets of a %s loop in a CUDA kernel must be names", name)
			return true
		}
		names = append(names, n)
	}
	var dtypes []Type
	for _, a := range arrays {
		at := t.expr(a)
		if at == nil {
			return true
		}
		arr, isArr := at.(*Array)
		_, isName := a.(*translate.Name)
		if !isArr || !isName || arr.Ndim != 1 {
			t.errorf(a.At(), "unsupported-feature", hint, "pygo's CUDA kernels iterate only over one-dimensional array variables, not %s", at)
			return true
		}
		dtypes = append(dtypes, arr.Dtype)
	}
	if start != nil {
		st := t.expr(start)
		if b, ok := st.(*Basic); st != nil && (!ok || !isIntLike(b)) {
			t.errorf(start.At(), "type-mismatch", "", "enumerate() starts at an integer, not %s", st)
			return true
		}
	}
	t.f.Builtins[call] = &CUDABuiltin{Kind: "iter", Name: name}
	if name == "enumerate" {
		t.bind(names[0], Int64, s.Pos)
		t.bind(names[1], dtypes[0], s.Pos)
	} else {
		for i, n := range names {
			t.bind(n, dtypes[i], s.Pos)
		}
	}
	t.loops++
	t.block(s.Body)
	t.loops--
	return true
}
