package typer

import (
	"github.com/pygo-lang/pygo/translate"
)

// This file types the CUDA atomics and intrinsics of Numba's cuda module beyond the basic ones:
// their element types and results follow numba/cuda/cudadecl.py.

func atomicWord(b *Basic) bool { return !b.IsBool() && !b.IsComplex() && b.Bits() >= 32 }
func atomicInteger(b *Basic) bool {
	return b.IsInteger() && (b.Bits() == 32 || b.Bits() == 64)
}
func atomicUnsigned(b *Basic) bool { return atomicInteger(b) && b.IsUnsigned() }

// cudaAtomics are the element types each cuda.atomic function (but compare_and_swap) takes.
var cudaAtomics = map[string]func(*Basic) bool{
	"add": atomicWord, "sub": atomicWord, "max": atomicWord, "min": atomicWord,
	"nanmax": atomicWord, "nanmin": atomicWord,
	"and_": atomicInteger, "or_": atomicInteger, "xor": atomicInteger, "exch": atomicInteger,
	"inc": atomicUnsigned, "dec": atomicUnsigned,
}

func cudaAtomicHint(name string) string {
	switch {
	case name == "inc" || name == "dec":
		return "cuda.atomic." + name + " works on arrays of uint32 or uint64"
	case cudaAtomics[name] != nil && name != "add" && name != "sub" && name != "max" && name != "min" && name != "nanmax" && name != "nanmin":
		return "cuda.atomic." + name + " works on arrays of int32, int64, uint32 or uint64"
	}
	return "atomics work on arrays of int32, int64, uint32, uint64, float32 or float64"
}

// compareAndSwap types cuda.atomic.compare_and_swap(ary, old, val): on the first element of a
// 1-d integer array, returning the value it had.
func (t *cudaFuncTyper) compareAndSwap(e *translate.Call) Type {
	const hint = "write cuda.atomic.compare_and_swap(arr, old, value) with a 1-d array of int32, int64, uint32 or uint64"
	if len(e.Args) != 3 {
		t.errorf(e.Pos, "bad-call", hint, "cuda.atomic.compare_and_swap takes an array, the expected value and the new value")
		return nil
	}
	at := t.expr(e.Args[0])
	if at == nil {
		return nil
	}
	arr, ok := at.(*Array)
	if !ok || arr.Ndim != 1 || !atomicInteger(arr.Dtype) {
		t.errorf(e.Args[0].At(), "type-mismatch", hint, "cuda.atomic.compare_and_swap on %s is not supported", at)
		return nil
	}
	for _, x := range e.Args[1:] {
		vt := t.expr(x)
		if vb, ok := vt.(*Basic); vt != nil && (!ok || !canConvert(vb, arr.Dtype)) {
			t.errorf(x.At(), "type-mismatch", "", "cannot use %s as a value of cuda.atomic.compare_and_swap on %s", vt, arr)
			return nil
		}
	}
	t.f.Builtins[e] = &CUDABuiltin{Kind: "atomic", Name: "compare_and_swap"}
	return arr.Dtype
}

// cudaIntrinsics are the intrinsic functions of Numba's cuda module that intrinsic types.
var cudaIntrinsics = map[string]bool{"popc": true, "clz": true, "brev": true, "ffs": true, "fma": true, "cbrt": true, "selp": true}

// intrinsic types cuda.popc, clz, brev, ffs (integers), fma, cbrt (floats) and selp.
func (t *cudaFuncTyper) intrinsic(e *translate.Call, name string, ts []Type) Type {
	want := map[string]int{"popc": 1, "clz": 1, "brev": 1, "ffs": 1, "fma": 3, "cbrt": 1, "selp": 3}[name]
	if len(ts) != want || len(e.Keywords) > 0 {
		t.errorf(e.Pos, "bad-call", "", "cuda.%s takes %s", name, count(want, "argument"))
		return nil
	}
	bs := make([]*Basic, len(ts))
	for i, at := range ts {
		if at == nil {
			return nil
		}
		b, ok := at.(*Basic)
		if !ok || b.IsComplex() {
			t.errorf(e.Args[i].At(), "type-mismatch", "", "cuda.%s takes numbers, not %s", name, at)
			return nil
		}
		bs[i] = b
	}
	var r *Basic
	switch name {
	case "popc", "clz", "brev", "ffs":
		if !bs[0].IsInteger() {
			t.errorf(e.Args[0].At(), "type-mismatch", "", "cuda.%s takes an integer, not %s", name, bs[0])
			return nil
		}
		switch name {
		case "brev":
			r = Uint64
			if bs[0].Bits() <= 32 {
				r = Uint32
			}
		case "ffs":
			r = Uint32
		default:
			r = bs[0]
		}
	case "fma", "cbrt":
		r = Float32
		for _, b := range bs {
			if b != Float32 {
				r = Float64
			}
		}
	case "selp":
		if bs[1].IsBool() || bs[2].IsBool() {
			t.errorf(e.Pos, "type-mismatch", "", "cuda.selp selects numbers, not booleans")
			return nil
		}
		r = promote(bs[1], bs[2])
	}
	t.f.Builtins[e] = &CUDABuiltin{Kind: "intrinsic", Name: name, Type: r}
	return r
}
