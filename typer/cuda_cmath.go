package typer

import (
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// This file types the cmath module in CUDA kernels and device functions, as Numba's CUDA target
// has it (it installs Numba's CPU cmath lowering): the functions of one number, which take a real
// or complex argument and give complex64 for float32 and complex64 arguments, complex128 for the
// others; the predicates isnan, isinf and isfinite; phase (float32 for complex64) and rect(r,
// phi). cmath.log takes an optional base. cmath.polar gives a tuple (float32 parts for
// complex64), which a kernel unpacks: r, phi = cmath.polar(z).

// cudaCmath are the cmath functions kernels may call, with what they return: "complex",
// "bool", "phase", "rect" or "polar".
var cudaCmath = map[string]string{
	"isnan": "bool", "isinf": "bool", "isfinite": "bool", "phase": "phase", "rect": "rect",
	"polar": "polar",
}

func init() {
	for _, n := range []string{"sqrt", "exp", "log", "log10", "sin", "cos", "tan", "asin", "acos", "atan",
		"sinh", "cosh", "tanh", "asinh", "acosh", "atanh"} {
		cudaCmath[n] = "complex"
	}
}

// cmathCall types cmath.name(args) in a CUDA function.
func (t *cudaFuncTyper) cmathCall(e *translate.Call, path string) Type {
	name := strings.TrimPrefix(path, "cmath.")
	kind, ok := cudaCmath[name]
	if !ok {
		t.errorf(e.Pos, "unsupported-feature", "see the cmath functions of CUDA kernels in pygo's README", "cmath.%s is not supported in CUDA kernels", name)
		return nil
	}
	lo, hi := 1, 1
	switch {
	case kind == "rect":
		lo, hi = 2, 2
	case name == "log":
		hi = 2
	}
	if len(e.Args) < lo || len(e.Args) > hi || len(e.Keywords) > 0 {
		t.errorf(e.Pos, "bad-call", "", "cmath.%s takes %s", name, count(hi, "argument"))
		return nil
	}
	var bs []*Basic
	for _, a := range e.Args {
		at := t.expr(a)
		if at == nil {
			return nil
		}
		b, ok := at.(*Basic)
		if ok && kind == "polar" && !b.IsComplex() {
			t.errorf(a.At(), "type-mismatch", "write cmath.polar(complex(x, 0.0))", "cmath.polar takes a complex number, not %s (as in Numba)", at)
			return nil
		}
		if !ok || kind == "rect" && b.IsComplex() {
			what := "numbers"
			if kind == "rect" {
				what = "real numbers"
			}
			t.errorf(a.At(), "type-mismatch", "", "cmath.%s takes %s, not %s", name, what, at)
			return nil
		}
		bs = append(bs, b)
	}
	t.f.Builtins[e] = &CUDABuiltin{Kind: "cmath", Name: name}
	switch kind {
	case "bool":
		return Bool
	case "rect":
		return Complex128
	case "phase", "polar":
		p := Float64
		if bs[0] == Complex64 {
			p = Float32
		}
		if kind == "polar" {
			return &Tuple{Elems: []Type{p, p}}
		}
		return p
	}
	rt := complexOf(bs[0])
	if len(bs) == 2 {
		rt = promote(rt, complexOf(bs[1]))
	}
	return rt
}
