package emit

import (
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file emits the cmath module in CUDA kernels (typer/cuda_cmath.go): in the Go twin, calls of
// kernels' cmath functions (Numba's algorithms, on complex128); in CUDA C, the device functions of
// cudaCmathPrelude, which transcribe the same algorithms. As in pygo's CPU code, complex64
// arguments are widened to complex128 and results narrowed.

// cudaCmathNames maps cmath functions to the suffix of their kernels (C + suffix) and CUDA C
// (pygo_cm_ + lower-case suffix) names.
var cudaCmathNames = map[string]string{
	"sqrt": "Sqrt", "exp": "Exp", "log": "Log", "log10": "Log10", "sin": "Sin", "cos": "Cos", "tan": "Tan",
	"asin": "Asin", "acos": "Acos", "atan": "Atan", "sinh": "Sinh", "cosh": "Cosh", "tanh": "Tanh",
	"asinh": "Asinh", "acosh": "Acosh", "atanh": "Atanh", "isnan": "IsNaN", "isinf": "IsInf", "isfinite": "IsFinite",
}

// cmathResult is the type the emitted call of cmath.name computes before conversion to rt.
func cmathResult(name string) *typer.Basic {
	switch name {
	case "isnan", "isinf", "isfinite":
		return typer.Bool
	case "phase":
		return typer.Float64
	}
	return typer.Complex128
}

// cmathGo emits cmath.name(args) of result type rt in the Go twin.
func (g *cudaGo) cmathGo(x *translate.Call, name string, rt *typer.Basic) *jen.Statement {
	var call *jen.Statement
	switch {
	case name == "rect":
		call = jen.Qual(kernelsPath, "Rect").Call(g.conv(x.Args[0], typer.Float64), g.conv(x.Args[1], typer.Float64))
	case name == "phase":
		call = jen.Qual(kernelsPath, "Phase").Call(g.conv(x.Args[0], typer.Complex128))
	case name == "log" && len(x.Args) == 2:
		call = jen.Qual(kernelsPath, "CLogBase").Call(g.conv(x.Args[0], typer.Complex128), g.conv(x.Args[1], typer.Complex128))
	default:
		call = jen.Qual(kernelsPath, "C"+cudaCmathNames[name]).Call(g.conv(x.Args[0], typer.Complex128))
	}
	return jen.Add(convCode(call, cmathResult(name), rt))
}

// cmathC emits cmath.name(args) of result type rt in CUDA C.
func (c *cudaCEmitter) cmathC(x *translate.Call, name string, rt *typer.Basic) string {
	var call string
	switch {
	case name == "rect":
		call = "pygo_cm_rect(" + c.conv(x.Args[0], typer.Float64) + ", " + c.conv(x.Args[1], typer.Float64) + ")"
	case name == "phase":
		z := c.conv(x.Args[0], typer.Complex128)
		call = "pygo_cm_phase(" + z + ")"
	case name == "log" && len(x.Args) == 2:
		call = "pygo_cdiv(pygo_cm_log(" + c.conv(x.Args[0], typer.Complex128) + "), pygo_cm_log(" + c.conv(x.Args[1], typer.Complex128) + "))"
	default:
		call = "pygo_cm_" + strings.ToLower(cudaCmathNames[name]) + "(" + c.conv(x.Args[0], typer.Complex128) + ")"
	}
	return convC(call, cmathResult(name), rt)
}

// cudaUsesCmath reports whether a CUDA function of the program calls a cmath function.
func cudaUsesCmath(cp *typer.CUDAProgram) bool {
	for _, fns := range [][]*typer.CUDAFunc{cp.Kernels, cp.Devices} {
		for _, fn := range fns {
			for _, b := range fn.Builtins {
				if b.Kind == "cmath" {
					return true
				}
			}
		}
	}
	return false
}
