package emit

import (
	"fmt"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file emits the CUDA intrinsics (cuda.popc, clz, brev, ffs, fma, cbrt, selp) and the
// atomics beyond add, sub, max and min: Go calls into kernels/cuda for the CPU twin, and CUDA C
// helpers, which the module's CUDA C carries only when a function uses one of them.

// cudaIntrinsicsPrelude holds the CUDA C helpers. Bit counts are over the argument's own
// width in two's complement, as kernels/cuda computes them.
const cudaIntrinsicsPrelude = `
// Intrinsics over the argument's own width, and the atomics beyond add, sub, max and min.
__device__ __forceinline__ unsigned long long pygo_mask(unsigned long long x, int bytes) { return bytes >= 8 ? x : x & ((1ULL << (8 * bytes)) - 1); }
template <typename T> __device__ __forceinline__ T pygo_popc(T x) { return (T)__popcll(pygo_mask((unsigned long long)x, sizeof(T))); }
template <typename T> __device__ __forceinline__ T pygo_clz(T x) { return (T)(__clzll((long long)pygo_mask((unsigned long long)x, sizeof(T))) - (64 - 8 * (int)sizeof(T))); }
template <typename T> __device__ __forceinline__ unsigned int pygo_ffs(T x) { return (unsigned int)__ffsll((long long)pygo_mask((unsigned long long)x, sizeof(T))); }
__device__ __forceinline__ unsigned int pygo_brev(unsigned int x) { return __brev(x); }
__device__ __forceinline__ unsigned long long pygo_brev(unsigned long long x) { return __brevll(x); }
PYGO_ATOMIC(pygo_atomic_and_, cur & v)
PYGO_ATOMIC(pygo_atomic_or_, cur | v)
PYGO_ATOMIC(pygo_atomic_xor, cur ^ v)
PYGO_ATOMIC(pygo_atomic_exch, v)
PYGO_ATOMIC(pygo_atomic_inc, cur >= v ? 0 : cur + 1)
PYGO_ATOMIC(pygo_atomic_dec, (cur == 0 || cur > v) ? v : cur - 1)
PYGO_ATOMIC(pygo_atomic_nanmax, cur != cur ? v : (v != v ? cur : (v > cur ? v : cur)))
PYGO_ATOMIC(pygo_atomic_nanmin, cur != cur ? v : (v != v ? cur : (v < cur ? v : cur)))
template <typename T> __device__ T pygo_atomic_cas(T *p, T old, T v) {
	typedef typename pygo_word<T>::type W;
	return pygo_value<T, W>(atomicCAS((W *)p, pygo_bits<T, W>(old), pygo_bits<T, W>(v)));
}
`

// cudaUsesIntrinsics reports whether a CUDA function of the program calls an intrinsic or
// one of the further atomics.
func cudaUsesIntrinsics(cp *typer.CUDAProgram) bool {
	for _, fns := range [][]*typer.CUDAFunc{cp.Kernels, cp.Devices} {
		for _, fn := range fns {
			for _, b := range fn.Builtins {
				if b.Kind == "intrinsic" || b.Kind == "atomic" && !basicAtomics[b.Name] {
					return true
				}
			}
		}
	}
	return false
}

var basicAtomics = map[string]bool{"add": true, "sub": true, "max": true, "min": true}

func (g *cudaGo) intrinsic(x *translate.Call, b *typer.CUDABuiltin) *jen.Statement {
	var args []jen.Code
	for i, a := range x.Args {
		to := b.Type
		switch {
		case b.Name == "selp" && i == 0:
			args = append(args, g.cond(a))
			continue
		case b.Name == "popc" || b.Name == "clz" || b.Name == "ffs":
			to = basic(g.typeOf(a))
		}
		args = append(args, g.conv(a, to))
	}
	name := strings.ToUpper(b.Name[:1]) + b.Name[1:]
	return jen.Qual(cudaPath, name).Call(args...)
}

func (c *cudaCEmitter) intrinsic(x *translate.Call, b *typer.CUDABuiltin) string {
	conv := func(i int, to *typer.Basic) string { return c.conv(x.Args[i], to) }
	switch b.Name {
	case "popc", "clz", "ffs":
		return fmt.Sprintf("pygo_%s(%s)", b.Name, conv(0, basic(c.typeOf(x.Args[0]))))
	case "brev":
		return fmt.Sprintf("pygo_brev(%s)", conv(0, b.Type))
	case "fma", "cbrt":
		name := b.Name
		if b.Type == typer.Float32 {
			name += "f"
		}
		var args []string
		for i := range x.Args {
			args = append(args, conv(i, b.Type))
		}
		return name + "(" + strings.Join(args, ", ") + ")"
	}
	// selp
	return fmt.Sprintf("(%s ? %s : %s)", c.cond(x.Args[0]), conv(1, b.Type), conv(2, b.Type))
}
