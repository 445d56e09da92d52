package typer

import "github.com/pygo-lang/pygo/translate"

// This file types complex numbers in CUDA kernels and device functions, as Numba's CUDA target
// has them: complex64 and complex128 scalars and array elements, literals (2.5j), complex(re,
// im), + - * / and unary -, == and !=, .real and .imag, .conjugate() and abs(z). Floor
// division, modulo, powers, ordering and truth tests of complex values are diagnostics; cmath
// is typer/cuda_cmath.go.

// partOf is the type of .real and .imag of a complex b.
func partOf(b *Basic) *Basic {
	if b == Complex64 {
		return Float32
	}
	return Float64
}

// complexBinary checks x op y where one operand is complex, and returns the result type.
func (t *cudaFuncTyper) complexBinary(op translate.Op, xb, yb *Basic, at translate.Pos) (*Basic, bool) {
	if !xb.IsComplex() && !yb.IsComplex() {
		return nil, false
	}
	switch op {
	case translate.Add, translate.Sub, translate.Mul, translate.Div:
		return promote(xb, yb), true
	}
	t.errorf(at, "unsupported-feature", "compute with + - * / and abs(z)", "%s on complex numbers is not supported in pygo's CUDA kernels", op)
	return nil, true
}

// complexAttr types z.real and z.imag.
func (t *cudaFuncTyper) complexAttr(e *translate.Attribute, b *Basic) Type {
	switch e.Name {
	case "real", "imag":
		t.f.Builtins[e] = &CUDABuiltin{Kind: "part", Name: e.Name}
		return partOf(b)
	}
	t.errorf(e.Pos, "unsupported-feature", "use .real, .imag, .conjugate() or abs(z)", "%s.%s is not supported in CUDA kernels", b, e.Name)
	return nil
}

// complexCall types z.conjugate() and complex(re, im); handled is false for other calls.
func (t *cudaFuncTyper) complexCall(e *translate.Call) (Type, bool) {
	if a, ok := e.Func.(*translate.Attribute); ok && a.Name == "conjugate" {
		xt := t.expr(a.X)
		b, ok := xt.(*Basic)
		if xt == nil || !ok || !b.IsComplex() || len(e.Args) != 0 {
			if xt != nil {
				t.errorf(e.Pos, "unsupported-feature", "", "%s.conjugate() is not supported in CUDA kernels", xt)
			}
			return nil, true
		}
		t.f.Builtins[e] = &CUDABuiltin{Kind: "conj"}
		return b, true
	}
	n, ok := e.Func.(*translate.Name)
	if !ok || n.Id != "complex" || t.cc.c.funcs[n.Id] != nil {
		return nil, false
	}
	if len(e.Args) < 1 || len(e.Args) > 2 || len(e.Keywords) > 0 {
		t.errorf(e.Pos, "bad-call", "write complex(re, im)", "complex() takes one or two numbers here")
		return nil, true
	}
	for _, a := range e.Args {
		at := t.expr(a)
		if b, ok := at.(*Basic); at != nil && (!ok || b.IsComplex()) {
			t.errorf(a.At(), "type-mismatch", "", "complex() takes real numbers here, not %s", at)
			return nil, true
		}
	}
	t.f.Builtins[e] = &CUDABuiltin{Kind: "complex"}
	return Complex128, true
}

// basicOf is t as a scalar type, nil for other types.
func basicOf(t Type) *Basic {
	b, _ := t.(*Basic)
	return b
}
