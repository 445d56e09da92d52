package emit

import (
	"go/constant"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file emits complex numbers in CUDA kernels: in CUDA C, structs pygo_c64 and pygo_c128
// (two floats, laid out as Go's complex64 and complex128, trivially constructible so that they
// may live in shared memory) with Python's arithmetic; in the Go twin, Go's complex types with
// kernels' CPython division.

// cudaComplexPrelude defines the complex types of the CUDA C. Division is CPython's algorithm,
// as Numba compiles it; a zero divisor gives the dividend's parts divided by zero (inf or nan),
// as the CUDA simulator's NumPy scalars do, where Numba's CPU code raises ZeroDivisionError:
// pygo's CUDA C raises nothing (kernels/cuda.DivComplex is the CPU twin's).
const cudaComplexPrelude = `
// Complex numbers with Python's arithmetic.
struct pygo_c64 {
	float re, im;
	pygo_c64() = default;
	__device__ pygo_c64(float r, float i = 0) : re(r), im(i) {}
};
struct pygo_c128 {
	double re, im;
	pygo_c128() = default;
	__device__ pygo_c128(double r, double i = 0) : re(r), im(i) {}
	__device__ pygo_c128(const pygo_c64 &z) : re(z.re), im(z.im) {}
	__device__ explicit operator pygo_c64() const { return pygo_c64((float)re, (float)im); }
};
#define PYGO_COMPLEX_OPS(C, F) \
__device__ __forceinline__ C operator+(C a, C b) { return C(a.re + b.re, a.im + b.im); } \
__device__ __forceinline__ C operator-(C a, C b) { return C(a.re - b.re, a.im - b.im); } \
__device__ __forceinline__ C operator-(C a) { return C(-a.re, -a.im); } \
__device__ __forceinline__ C operator*(C a, C b) { return C(a.re * b.re - a.im * b.im, a.re * b.im + a.im * b.re); } \
__device__ __forceinline__ bool operator==(C a, C b) { return a.re == b.re && a.im == b.im; } \
__device__ __forceinline__ bool operator!=(C a, C b) { return !(a == b); } \
__device__ __forceinline__ C pygo_conj(C a) { return C(a.re, -a.im); } \
__device__ C pygo_cdiv(C a, C b) { \
	F nan = (F)PYGO_NAN; \
	if (b.re == 0 && b.im == 0) return C((F)((double)a.re / 0.0), (F)((double)a.im / 0.0)); \
	if ((b.re < 0 ? -b.re : b.re) >= (b.im < 0 ? -b.im : b.im)) { \
		if (b.re == 0) return C(nan, nan); \
		F ratio = b.im / b.re, denom = b.re + b.im * ratio; \
		return C((a.re + a.im * ratio) / denom, (a.im - a.re * ratio) / denom); \
	} \
	if (b.im == 0) return C(nan, nan); \
	F ratio = b.re / b.im, denom = b.re * ratio + b.im; \
	return C((a.re * ratio + a.im) / denom, (a.im * ratio - a.re) / denom); \
}
PYGO_COMPLEX_OPS(pygo_c64, float)
PYGO_COMPLEX_OPS(pygo_c128, double)
__device__ __forceinline__ float pygo_cabs(pygo_c64 a) { return (float)hypot((double)a.re, (double)a.im); }
__device__ __forceinline__ double pygo_cabs(pygo_c128 a) { return hypot(a.re, a.im); }
`

// cudaUsesComplex reports whether a CUDA function of the program has a complex value.
func cudaUsesComplex(cp *typer.CUDAProgram) bool {
	isComplex := func(t typer.Type) bool {
		switch t := t.(type) {
		case *typer.Basic:
			return t.IsComplex()
		case *typer.Array:
			return t.Dtype.IsComplex()
		}
		return false
	}
	for _, fns := range [][]*typer.CUDAFunc{cp.Kernels, cp.Devices} {
		for _, fn := range fns {
			for _, p := range fn.Params {
				if isComplex(p) {
					return true
				}
			}
			for _, t := range fn.Types {
				if isComplex(t) {
					return true
				}
			}
			for _, d := range fn.Arrays {
				if d.Dtype.IsComplex() {
					return true
				}
			}
		}
	}
	return false
}

// cComplexConst spells a complex constant of type b in CUDA C.
func cComplexConst(b *typer.Basic, v constant.Value) string {
	re, _ := constant.Float64Val(constant.ToFloat(constant.Real(v)))
	im, _ := constant.Float64Val(constant.ToFloat(constant.Imag(v)))
	if b == typer.Complex64 {
		return "pygo_c64((float)" + cFloat(re) + ", (float)" + cFloat(im) + ")"
	}
	return "pygo_c128(" + cFloat(re) + ", " + cFloat(im) + ")"
}

// complexCallC emits the complex built-ins (conjugate, complex(), abs of a complex, cmath) in CUDA C;
// ok is false for other calls.
func (c *cudaCEmitter) complexCallC(x *translate.Call, b *typer.CUDABuiltin) (string, bool) {
	switch {
	case b.Kind == "cmath":
		return c.cmathC(x, b.Name, basic(c.typeOf(x))), true
	case b.Kind == "conj":
		return "pygo_conj(" + c.expr(x.Func.(*translate.Attribute).X) + ")", true
	case b.Kind == "complex":
		im := "0.0"
		if len(x.Args) == 2 {
			im = c.conv(x.Args[1], typer.Float64)
		}
		return "pygo_c128(" + c.conv(x.Args[0], typer.Float64) + ", " + im + ")", true
	case b.Kind == "builtin" && b.Name == "abs":
		if at := basic(c.typeOf(x.Args[0])); at != nil && at.IsComplex() {
			return "pygo_cabs(" + c.expr(x.Args[0]) + ")", true
		}
	}
	return "", false
}

// goComplexConst spells a complex constant of type b in Go.
func goComplexConst(b *typer.Basic, v constant.Value) *jen.Statement {
	re, _ := constant.Float64Val(constant.ToFloat(constant.Real(v)))
	im, _ := constant.Float64Val(constant.ToFloat(constant.Imag(v)))
	return jen.Id(b.String()).Call(jen.Complex(jen.Lit(re), jen.Lit(im)))
}

// complexCallGo emits the complex built-ins in the Go twin; ok is false for other calls.
func (g *cudaGo) complexCallGo(x *translate.Call, b *typer.CUDABuiltin, rt *typer.Basic) (*jen.Statement, bool) {
	switch {
	case b.Kind == "cmath":
		return g.cmathGo(x, b.Name, rt), true
	case b.Kind == "conj":
		z := g.expr(x.Func.(*translate.Attribute).X)
		return jen.Complex(jen.Real(z), jen.Op("-").Imag(z.Clone())), true
	case b.Kind == "complex":
		im := jen.Lit(0.0)
		if len(x.Args) == 2 {
			im = jen.Add(g.conv(x.Args[1], typer.Float64))
		}
		return jen.Complex(g.conv(x.Args[0], typer.Float64), im), true
	case b.Kind == "builtin" && b.Name == "abs":
		if at := basic(g.typeOf(x.Args[0])); at != nil && at.IsComplex() {
			a := jen.Qual(kernelsPath, "AbsComplex").Call(convCode(g.expr(x.Args[0]), at, typer.Complex128))
			return jen.Add(convCode(a, typer.Float64, rt)), true
		}
	}
	return nil, false
}
