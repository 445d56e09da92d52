package typer

import (
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// This file types the device functions of numba.cuda.random. An array of xoroshiro128+
// states (what create_xoroshiro128p_states makes) is, in pygo, a uint64 array of shape (n, 2):
// row i holds s0 and s1 of generator i, the bytes of Numba's xoroshiro128p_dtype records.

// cudaRandomFuncs maps each function of numba.cuda.random that kernels may call to its result.
var cudaRandomFuncs = map[string]*Basic{
	"xoroshiro128p_next":            Uint64,
	"xoroshiro128p_uniform_float32": Float32,
	"xoroshiro128p_uniform_float64": Float64,
	"xoroshiro128p_normal_float32":  Float32,
	"xoroshiro128p_normal_float64":  Float64,
}

const cudaRandomPrefix = "numba.cuda.random."

// isCUDARandom reports whether path names a device function of numba.cuda.random.
func isCUDARandom(path string) bool {
	return strings.HasPrefix(path, cudaRandomPrefix) && cudaRandomFuncs[strings.TrimPrefix(path, cudaRandomPrefix)] != nil
}

// cudaRandom types xoroshiro128p_*(states, index): states a uint64 array of shape (n, 2), index
// an integer.
func (t *cudaFuncTyper) cudaRandom(e *translate.Call, path string) Type {
	name := strings.TrimPrefix(path, cudaRandomPrefix)
	usage := "write " + name + "(rng_states, i) with the array of create_xoroshiro128p_states"
	if len(e.Args) != 2 || len(e.Keywords) > 0 {
		t.errorf(e.Pos, "bad-call", usage, "%s takes the array of states and an index", name)
		return nil
	}
	st := t.expr(e.Args[0])
	it := t.expr(e.Args[1])
	if st == nil || it == nil {
		return nil
	}
	if arr, ok := st.(*Array); !ok || arr.Dtype != Uint64 || arr.Ndim != 2 {
		t.errorf(e.Args[0].At(), "type-mismatch", usage, "%s takes an array of xoroshiro128p states (uint64 of shape (n, 2) in pygo), not %s", name, st)
		return nil
	}
	if b, ok := it.(*Basic); !ok || !b.IsInteger() {
		t.errorf(e.Args[1].At(), "type-mismatch", usage, "the index of %s must be an integer, not %s", name, it)
		return nil
	}
	r := cudaRandomFuncs[name]
	t.f.Builtins[e] = &CUDABuiltin{Kind: "random", Name: name, Type: r}
	return r
}
