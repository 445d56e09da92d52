package emit

import (
	"fmt"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file emits the device functions of numba.cuda.random (xoroshiro128+ generators): Go
// calls into kernels/cuda for the CPU twin, and CUDA C helpers that compute the same streams.
// An array of states is a uint64 array of shape (n, 2) (see typer/cuda_random.go).

// cudaRandomPrelude holds the CUDA C helpers. Each takes generator i's s0 and the stride to its
// s1. As on the CPU twin (and under Numba's simulator) the normal draws compute in double;
// no product feeds a sum, so nothing is contracted into an FMA.
const cudaRandomPrelude = `
// numba.cuda.random: xoroshiro128+ streams, as numba/cuda/random.py computes them.
__device__ __forceinline__ unsigned long long pygo_xoroshiro128p_next(unsigned long long *s, long long stride1) {
	unsigned long long s0 = s[0], s1 = s[stride1], r = s0 + s1;
	s1 ^= s0;
	s[0] = ((s0 << 55) | (s0 >> 9)) ^ s1 ^ (s1 << 14);
	s[stride1] = (s1 << 36) | (s1 >> 28);
	return r;
}
__device__ __forceinline__ double pygo_xoroshiro128p_uniform_float64(unsigned long long *s, long long stride1) {
	return (double)(pygo_xoroshiro128p_next(s, stride1) >> 11) * (1.0 / 9007199254740992.0);
}
__device__ __forceinline__ float pygo_xoroshiro128p_uniform_float32(unsigned long long *s, long long stride1) {
	return (float)pygo_xoroshiro128p_uniform_float64(s, stride1);
}
__device__ __forceinline__ float pygo_xoroshiro128p_normal_float32(unsigned long long *s, long long stride1) {
	float u1 = pygo_xoroshiro128p_uniform_float32(s, stride1);
	float u2 = pygo_xoroshiro128p_uniform_float32(s, stride1);
	float a = 6.2831854820251465f * u2;
	return (float)(sqrt(-2.0 * log((double)u1)) * cos((double)a));
}
__device__ __forceinline__ double pygo_xoroshiro128p_normal_float64(unsigned long long *s, long long stride1) {
	float u1 = pygo_xoroshiro128p_uniform_float32(s, stride1);
	float u2 = pygo_xoroshiro128p_uniform_float32(s, stride1);
	return sqrt(-2.0 * log((double)u1)) * cos(6.283185307179586 * (double)u2);
}
`

// cudaUsesRandom reports whether a CUDA function of the program calls numba.cuda.random.
func cudaUsesRandom(cp *typer.CUDAProgram) bool {
	for _, fns := range [][]*typer.CUDAFunc{cp.Kernels, cp.Devices} {
		for _, fn := range fns {
			for _, b := range fn.Builtins {
				if b.Kind == "random" {
					return true
				}
			}
		}
	}
	return false
}

// randomGoName is the kernels/cuda function of a numba.cuda.random function:
// xoroshiro128p_uniform_float32 → Xoroshiro128pUniformFloat32.
func randomGoName(name string) string {
	var b strings.Builder
	for _, part := range strings.Split(name, "_") {
		b.WriteString(strings.ToUpper(part[:1]) + part[1:])
	}
	return b.String()
}

func (g *cudaGo) random(x *translate.Call, b *typer.CUDABuiltin) *jen.Statement {
	return jen.Qual(cudaPath, randomGoName(b.Name)).Call(g.expr(x.Args[0]), g.conv(x.Args[1], typer.Int64))
}

func (c *cudaCEmitter) random(x *translate.Call, b *typer.CUDABuiltin) string {
	a := c.arrays[x.Args[0].(*translate.Name).Id]
	row := "pygo_ix(" + c.conv(x.Args[1], typer.Int64) + ", " + a.shape[0] + ")"
	if a.strides[0] != "1" {
		row += " * " + a.strides[0]
	}
	return fmt.Sprintf("pygo_%s(&%s[%s], %s)", b.Name, a.data, row, a.strides[1])
}
