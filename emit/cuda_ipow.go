package emit

import (
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file holds the CUDA C of integer ** integer in kernels; the Go twin calls
// kernels.PowIntNP, which computes alike.

// cudaIntPowPrelude defines pygo_ipow: Numba's int_power under the numpy error model of CUDA
// kernels. Repeated squaring that wraps around (C pow above 65536), 0 for a negative exponent
// unless the base is 1 or -1, MinInt for 0 ** negative, and the result's round trip through
// double that Numba's "1.0 / r if invert else r" makes.
const cudaIntPowPrelude = `
template <typename T> __device__ T pygo_ipow(T a, T b) {
	if (b < 0) {
		if (a == 0) return (T)((unsigned long long)1 << (sizeof(T) * 8 - 1));
		if (a != 1 && a != (T)-1) return 0;
		return (a == (T)-1 && ((0 - (unsigned long long)b) & 1)) ? (T)-1 : (T)1;
	}
	if ((unsigned long long)b > 0x10000) return (T)pow((double)a, (double)b);
	unsigned long long r = 1, x = (unsigned long long)a, e = (unsigned long long)b;
	while (e != 0) {
		if (e & 1) r *= x;
		e >>= 1;
		x *= x;
	}
	return (T)(double)(T)r;
}
`

// cudaUsesIntPow reports whether a CUDA function of the program raises an integer to an
// integer power (a ** b or a **= b).
func cudaUsesIntPow(cp *typer.CUDAProgram) bool {
	isInt := func(t typer.Type) bool {
		b, ok := t.(*typer.Basic)
		return ok && b.IsInteger()
	}
	for _, fns := range [][]*typer.CUDAFunc{cp.Kernels, cp.Devices} {
		for _, fn := range fns {
			for x, t := range fn.Types {
				if op, ok := x.(*translate.BinOp); ok && op.Op == translate.Pow && isInt(t) {
					return true
				}
			}
			for s, t := range fn.AugTypes {
				if s.Op == translate.Pow && t.IsInteger() {
					return true
				}
			}
		}
	}
	return false
}
