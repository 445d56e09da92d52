package typer

import "github.com/pygo-lang/pygo/translate"

// This file types the np.linalg functions beyond norm, det, inv and solve: eigh, eigvalsh,
// svd, cholesky, slogdet, matrix_power, pinv, matrix_rank, cond, qr, eig, eigvals and lstsq, and
// np.roots, on float64, float32, complex128 and complex64 matrices (the arrays a single-precision
// matrix gives are single-precision, as in Numba; eigenvalues, singular values and residuals are
// of the matrix's real dtype).

func npLinalgDecls() []*npFunc {
	d := newNPFunc
	return []*npFunc{
		d("linalg.eigh", "a", npLinalgAny(func(dt *Basic) Type {
			return &Tuple{Elems: []Type{NewArray(realOf(dt), 1, LayoutC), NewArray(dt, 2, LayoutC)}}
		}), ""),
		d("linalg.eigvalsh", "a", npLinalgAny(func(dt *Basic) Type { return NewArray(realOf(dt), 1, LayoutC) }), ""),
		d("linalg.svd", "a, full_matrices=True", npLinalgAny(func(dt *Basic) Type {
			return &Tuple{Elems: []Type{NewArray(dt, 2, LayoutC), NewArray(realOf(dt), 1, LayoutC), NewArray(dt, 2, LayoutC)}}
		}), ""),
		d("linalg.cholesky", "a", npCholesky, ""),
		d("linalg.slogdet", "a", npSlogdet, ""),
		d("linalg.matrix_power", "a, n", npMatrixPower, ""),
		d("linalg.pinv", "a, rcond=1e-15", npPinv, ""),
		d("linalg.matrix_rank", "A, tol=None", npMatrixRank, ""),
		d("linalg.cond", "x, p=None", npCond, ""),
		d("linalg.qr", "a", npLinalgAny(func(dt *Basic) Type {
			return &Tuple{Elems: []Type{NewArray(dt, 2, LayoutC), NewArray(dt, 2, LayoutC)}}
		}), ""),
		d("linalg.eig", "a", npLinalgAny(func(dt *Basic) Type {
			return &Tuple{Elems: []Type{NewArray(dt, 1, LayoutC), NewArray(dt, 2, LayoutC)}}
		}), ""),
		d("linalg.eigvals", "a", npLinalgAny(func(dt *Basic) Type { return NewArray(dt, 1, LayoutC) }), ""),
		d("linalg.lstsq", "a, b, rcond=-1", npLstsq, ""),
		d("roots", "p", npRoots, ""),
	}
}

// npRoots types np.roots of a vector of integer, float or complex coefficients: float64 roots
// for integer and float64 ones, float32 for float32 (Numba computes them with eigvals, which
// raises where they are not all real), and complex roots of the coefficients' dtype for complex
// ones.
func npRoots(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if arr.Ndim != 1 {
		st.c.errorf(a.x[0].At(), "type-mismatch", "", "np.roots() takes a 1-d array of coefficients, not %s", describe(a.t[0]))
		return nil
	}
	if arr.Dtype.IsInteger() {
		return NewArray(Float64, 1, LayoutC)
	}
	if !arr.Dtype.IsFloat() && !arr.Dtype.IsComplex() {
		st.c.errorf(a.x[0].At(), "unsupported-feature", "convert it with .astype(np.float64)", "np.roots() is supported on integer, float and complex coefficients, not %s", arr.Dtype)
		return nil
	}
	return NewArray(arr.Dtype, 1, LayoutC)
}

// npCholesky types np.linalg.cholesky of a float or complex matrix.
func npCholesky(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.lapackMatrix(e, a, 0, 2)
	if arr == nil {
		return nil
	}
	return NewArray(arr.Dtype, 2, LayoutC)
}

// npSlogdet types np.linalg.slogdet of a float or complex matrix: the sign, of the matrix's
// dtype, and the log of the modulus of the determinant, of its real dtype.
func npSlogdet(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.lapackMatrix(e, a, 0, 2)
	if arr == nil {
		return nil
	}
	return &Tuple{Elems: []Type{arr.Dtype, realOf(arr.Dtype)}}
}

// npLinalgAny types a np.linalg function of a float or complex matrix whose result type rt
// gives from the matrix's dtype (kernels/z*.go compute the complex ones).
func npLinalgAny(rt func(dt *Basic) Type) npTyping {
	return func(st *fnState, e *translate.Call, a *npArgs) Type {
		arr := st.lapackMatrix(e, a, 0, 2)
		if arr == nil || !st.linalgFullMatrices(e, a) {
			return nil
		}
		return rt(arr.Dtype)
	}
}

// npPinv types np.linalg.pinv(a, rcond=1e-15): a float or complex matrix and a real number.
func npPinv(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.lapackMatrix(e, a, 0, 2)
	if arr == nil {
		return nil
	}
	if a.given(1) {
		if b, ok := a.t[1].(*Basic); !ok || b.IsComplex() {
			st.c.errorf(a.x[1].At(), "type-mismatch", "", "np.linalg.pinv() takes a real rcond, not %s", describe(a.t[1]))
			return nil
		}
	}
	return NewArray(arr.Dtype, 2, LayoutC)
}

// linalgFullMatrices reports whether the call e is not svd(a, full_matrices) with a
// full_matrices other than a bool or an integer (Numba tests its truth at run time), reporting
// that one.
func (st *fnState) linalgFullMatrices(e *translate.Call, a *npArgs) bool {
	name := translate.DottedName(e.Func)
	if !a.given(1) || name != "np.linalg.svd" && name != "numpy.linalg.svd" {
		return true
	}
	if b, ok := a.t[1].(*Basic); !ok || !(b.IsBool() || b.IsInteger()) {
		st.c.errorf(a.x[1].At(), "type-mismatch", "", "svd() takes a bool or integer full_matrices, not %s", describe(a.t[1]))
		return false
	}
	return true
}

// npMatrixRank types np.linalg.matrix_rank(A, tol=None): a float or complex matrix or vector and
// a real tolerance (which a vector ignores, as in Numba).
func npMatrixRank(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.lapackMatrix(e, a, 0, 0)
	if arr == nil {
		return nil
	}
	if arr.Ndim != 1 && arr.Ndim != 2 {
		st.c.errorf(a.x[0].At(), "type-mismatch", "", "np.linalg.matrix_rank() is supported on 1-d and 2-d arrays, not %s", arr)
		return nil
	}
	if a.given(1) {
		if b, ok := a.t[1].(*Basic); !ok || b.IsComplex() || b.IsBool() {
			st.c.errorf(a.x[1].At(), "type-mismatch", "", "np.linalg.matrix_rank() takes a real tol, not %s", describe(a.t[1]))
			return nil
		}
	}
	return Int64
}

// npMatrixPower types np.linalg.matrix_power(a, n) of a float or complex matrix and an
// integer exponent.
func npMatrixPower(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.lapackMatrix(e, a, 0, 2)
	if arr == nil {
		return nil
	}
	if !isIntType(a.t[1]) {
		st.c.errorf(a.x[1].At(), "type-mismatch", "", "the exponent must be an integer, not %s", describe(a.t[1]))
		return nil
	}
	return NewArray(arr.Dtype, 2, LayoutC)
}

// npCond types np.linalg.cond(x, p=None): a float or complex matrix and a real order (None, ±1, ±2,
// ±inf; Numba's norm raises for the others at run time).
func npCond(st *fnState, e *translate.Call, a *npArgs) Type {
	if a.given(1) {
		if b, ok := a.t[1].(*Basic); !ok || b.IsComplex() || b.IsBool() {
			st.c.errorf(a.x[1].At(), "type-mismatch", "pass None, 1, -1, 2, -2, np.inf or -np.inf", "np.linalg.cond()'s p must be a real number, not %s", describe(a.t[1]))
			return nil
		}
		st.raises = true // an order norm does not take, or a singular x
	}
	return npLinalgAny(func(*Basic) Type { return Float64 })(st, e, &npArgs{x: a.x[:1], t: a.t[:1]})
}

// npLstsq types np.linalg.lstsq(a, b, rcond=-1): a float or complex matrix, a vector or matrix
// b of its dtype and a real rcond; x has b's dimensions and a's dtype, the residuals and the
// singular values a's real dtype.
func npLstsq(st *fnState, e *translate.Call, a *npArgs) Type {
	m, b := st.lapackMatrix(e, a, 0, 2), st.lapackMatrix(e, a, 1, 0)
	if m == nil || b == nil {
		return nil
	}
	if b.Ndim != 1 && b.Ndim != 2 {
		st.c.errorf(a.x[1].At(), "type-mismatch", "", "np.linalg.lstsq()'s b must be a vector or a matrix, not %s", describe(a.t[1]))
		return nil
	}
	if m.Dtype != b.Dtype {
		st.c.errorf(e.Pos, "type-mismatch", "convert one with .astype()", "np.linalg.lstsq() only supports inputs that have homogeneous dtypes, not %s and %s", m.Dtype, b.Dtype)
		return nil
	}
	if a.has(2) {
		if r, ok := a.t[2].(*Basic); !ok || !(r.IsInteger() || r.IsFloat()) {
			st.c.errorf(a.x[2].At(), "type-mismatch", "", "np.linalg.lstsq()'s rcond must be a real number, not %s", describe(a.t[2]))
			return nil
		}
	}
	rv := NewArray(realOf(m.Dtype), 1, LayoutC)
	return &Tuple{Elems: []Type{NewArray(m.Dtype, b.Ndim, LayoutC), rv, Int64, rv}}
}
