package emit

import (
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file holds the CUDA C of round(x, ndigits) in kernels; round(x) is CUDA's llrint.

// cudaRoundPrelude defines pygo_round_n, for programs whose kernels call round(x, ndigits).
const cudaRoundPrelude = `
// round(x, ndigits) as Numba's CUDA target: CPython's fallback double_round, half to even in
// double, with 10 ** n by repeated squaring (Numba's float ** int).
__device__ __forceinline__ double pygo_pow10(long long n) {
	double r = 1.0, a = 10.0;
	for (unsigned long long e = (unsigned long long)n; e != 0; e >>= 1) {
		if (e & 1) r *= a;
		a *= a;
	}
	return r;
}
__device__ double pygo_round_n(double x, long long nd) {
	if (isinf(x) || isnan(x)) return x;
	if (nd < 0) {
		double pow1 = pygo_pow10(-nd);
		return rint(x / pow1) * pow1;
	}
	double pow1 = nd > 22 ? pygo_pow10(nd - 22) : pygo_pow10(nd), pow2 = nd > 22 ? 1e22 : 1.0;
	double y = (x * pow1) * pow2;
	if (isinf(y)) return x;
	return (rint(y) / pow2) / pow1;
}
`

// cudaUsesRoundN reports whether a CUDA function of the program calls round(x, ndigits).
func cudaUsesRoundN(cp *typer.CUDAProgram) bool {
	for _, fns := range [][]*typer.CUDAFunc{cp.Kernels, cp.Devices} {
		for _, fn := range fns {
			for x, b := range fn.Builtins {
				if call, ok := x.(*translate.Call); ok && b.Kind == "builtin" && b.Name == "round" && len(call.Args) == 2 {
					return true
				}
			}
		}
	}
	return false
}
