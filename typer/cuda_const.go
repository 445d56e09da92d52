package typer

import (
	"github.com/pygo-lang/pygo/translate"
)

// This file types cuda.const.array_like(A): a kernel's read-only view of a module-level NumPy
// array A, which Numba places in constant memory (and the simulator hands over as A itself).

// constArrayDecl types cuda.const.array_like(A) for a module-level array constant A.
func (t *cudaFuncTyper) constArrayDecl(call *translate.Call) *CUDAArrayDecl {
	const hint = "pass a module-level NumPy array: TABLE = np.array([...]) at module level, then cuda.const.array_like(TABLE)"
	if len(call.Args) != 1 || len(call.Keywords) > 0 {
		t.errorf(call.Pos, "bad-call", hint, "cuda.const.array_like takes one array")
		return nil
	}
	n, ok := call.Args[0].(*translate.Name)
	var k *Const
	if ok {
		k = t.cc.c.consts[n.Id]
	}
	if k == nil || k.Shape == nil {
		t.errorf(call.Args[0].At(), "unsupported-feature", hint, "cuda.const.array_like needs a module-level NumPy array constant")
		return nil
	}
	arr, ok := k.Type.(*Array)
	if !ok || !cudaScalarOK(arr.Dtype) || arr.Dtype.IsComplex() || len(k.Shape) == 0 {
		t.errorf(call.Args[0].At(), "bad-dtype", hint, "cuda.const.array_like needs a real (not complex) array with at least one dimension, not %s", k.Type)
		return nil
	}
	d := &CUDAArrayDecl{Dtype: arr.Dtype, Shape: append([]int(nil), k.Shape...), Const: k.Elems}
	if d.Size() == 0 {
		t.errorf(call.Args[0].At(), "bad-call", hint, "cuda.const.array_like of an empty array is not supported")
		return nil
	}
	t.f.Arrays[call] = d
	return d
}

// checkConstStore reports a store into an element of a cuda.const.array_like table (constant
// memory, which kernels cannot write).
func (t *cudaFuncTyper) checkConstStore(target translate.Expr) {
	sub, ok := target.(*translate.Subscript)
	if !ok {
		return
	}
	if n, ok := sub.X.(*translate.Name); ok && t.consts[n.Id] {
		t.errorf(sub.Pos, "unsupported-feature", "copy it into a cuda.local.array to change it", "%s is a cuda.const.array_like table in constant memory: kernels cannot write to it", n.Id)
	}
}
