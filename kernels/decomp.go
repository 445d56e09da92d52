package kernels

import (
	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/lapack"
	"gonum.org/v1/gonum/lapack/lapack64"
)

// This file holds the np.linalg functions built on LAPACK factorizations beyond LU:
// cholesky, slogdet, matrix_power, pinv, matrix_rank, cond, qr and eigvals (lstsq: lstsq.go), following
// Numba 0.56.

// Cholesky returns np.linalg.cholesky(a): the lower-triangular L with L·Lᵀ = a, read from the
// lower triangle of a. It panics with a *LinAlgError if a is not square, or not positive
// definite.
func Cholesky(a Matrix[float64]) Matrix[float64] {
	n := linalgSquare(a)
	c, g := linalgCopy(a)
	if n == 0 {
		return c
	}
	if _, ok := lapack64.Potrf(blas64.Symmetric{N: n, Data: g.Data, Stride: g.Stride, Uplo: blas.Lower}); !ok {
		panic(&LinAlgError{Msg: "Matrix is not positive definite."})
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			c.Data[i*n+j] = 0
		}
	}
	return c
}

// Slogdet returns np.linalg.slogdet(a): the sign and the natural logarithm of the absolute
// value of the determinant, from the LU factorization; (0, -inf) for a singular matrix.
func Slogdet(a Matrix[float64]) (float64, float64) {
	n := linalgSquare(a)
	if n == 0 {
		return 1, 0
	}
	linalgCheckFinite(a)
	return slogdet(a, n)
}

// MatrixPower returns np.linalg.matrix_power(a, n) by Numba's squaring: the identity for 0,
// the inverse's power for negative n.
func MatrixPower(a Matrix[float64], n int) Matrix[float64] { return matrixPower(a, n, MatMul, Inv) }

// MatrixPowerComplex is MatrixPower for complex128.
func MatrixPowerComplex(a Matrix[complex128], n int) Matrix[complex128] {
	return matrixPower(a, n, MatMulComplex, InvComplex)
}

// MatrixPowerComplex64 is MatrixPower for complex64: products in complex64 as Numba's, the
// inverse computed in complex128 and rounded.
func MatrixPowerComplex64(a Matrix[complex64], n int) Matrix[complex64] {
	return matrixPower(a, n, MatMulComplex, InvComplex64)
}

// matrixPower is MatrixPower with the matrix product mul and the inverse inv of T matrices.
func matrixPower[T Float | Complex](a Matrix[T], n int, mul func(a, b Matrix[T]) Matrix[T], inv func(Matrix[T]) Matrix[T]) Matrix[T] {
	if n == 0 {
		r := Zeros[T](a.Shape)
		for k := range a.Shape[0] {
			r.Data[k*a.Shape[1]+k] = 1
		}
		return r
	}
	if a.Shape[0] != a.Shape[1] {
		panic(&ValueError{Msg: "input must be a square array"})
	}
	if a.Shape[0] == 0 {
		return a.Copy()
	}
	m := a
	if n < 0 {
		m = inv(a)
		if n == -1 {
			return m
		}
		n = -n
	} else if n == 1 {
		return a.Copy()
	}
	switch n {
	case 2:
		return mul(m, m)
	case 3:
		return mul(mul(m, m), m)
	}
	acc, ret, first := m, m, true
	for e := n; e != 0; e >>= 1 {
		if e&1 != 0 {
			if first {
				ret, first = acc, false
			} else {
				ret = mul(ret, acc)
			}
		}
		acc = mul(acc, acc)
	}
	return ret
}

// Pinv returns np.linalg.pinv(a, rcond): Vᵀ·diag(1/s)·Uᵀ from the SVD, singular values at
// most rcond times the largest dropped (Numba's default rcond is 1e-15; see pinvFactor).
func Pinv(a Matrix[float64], rcond float64) Matrix[float64] {
	m, n := a.Shape[0], a.Shape[1]
	r := Zeros[float64]([2]int{n, m})
	if m == 0 || n == 0 {
		return r
	}
	u, s, vh := SVD(a, false)
	cut := rcond * s.Data[0]
	for k, sv := range s.Data {
		inv, keep := pinvFactor(k, sv, cut)
		if !keep {
			continue
		}
		for i := range n {
			vik := vh.Data[k*n+i] * inv
			for j := range m {
				r.Data[i*m+j] += vik * u.Data[j*u.Shape[1]+k]
			}
		}
	}
	return r
}

// pinvFactor is the factor by which pinv scales the k-th singular triple, with singular value
// sv and cut-off cut, and whether the triple is kept: 1/sv above the cut, dropped at or below
// it, except that Numba 0.56 always keeps the first one and, when even it is at or below the
// cut, scales it by s[0] itself, not inverted.
func pinvFactor(k int, sv, cut float64) (float64, bool) {
	switch {
	case sv > cut:
		return 1 / sv, true
	case k == 0:
		return sv, true
	}
	return 0, false
}

// QR returns np.linalg.qr(a) (mode 'reduced'): q (m×k) with orthonormal columns and the upper
// triangular r (k×n), k = min(m, n), by Householder reflections (LAPACK geqrf and orgqr, as
// Numba).
func QR(a Matrix[float64]) (Matrix[float64], Matrix[float64]) {
	m, n := a.Shape[0], a.Shape[1]
	if m == 0 || n == 0 {
		panic(&LinAlgError{Msg: linalgMsgEmpty})
	}
	linalgCheckFinite(a)
	k := min(m, n)
	_, g := linalgCopy(a)
	tau := make([]float64, k)
	work := []float64{0}
	lapack64.Geqrf(g, tau, work, -1)
	work = make([]float64, max(1, int(work[0])))
	lapack64.Geqrf(g, tau, work, len(work))
	r := Zeros[float64]([2]int{k, n})
	for i := range k {
		for j := i; j < n; j++ {
			r.Data[i*n+j] = g.Data[i*g.Stride+j]
		}
	}
	q := Empty[float64]([2]int{m, k})
	for i := range m {
		copy(q.Data[i*k:(i+1)*k], g.Data[i*g.Stride:i*g.Stride+k])
	}
	gq := blas64.General{Rows: m, Cols: k, Data: q.Data, Stride: max(1, k)}
	work = []float64{0}
	lapack64.Orgqr(gq, tau, work, -1)
	work = make([]float64, max(1, int(work[0])))
	lapack64.Orgqr(gq, tau, work, len(work))
	return q, r
}

// Eigvals returns np.linalg.eigvals(a) of a real matrix whose eigenvalues are real, in
// LAPACK geev's order. Complex eigenvalues panic with Numba's *ValueError.
func Eigvals(a Matrix[float64]) Vector[float64] {
	n := linalgSquare(a)
	linalgCheckFinite(a)
	_, g := linalgCopy(a)
	wr, wi := make([]float64, n), make([]float64, n)
	if n == 0 {
		return FromSlice(wr)
	}
	var none blas64.General
	work := []float64{0}
	lapack64.Geev(lapack.LeftEVNone, lapack.RightEVNone, g, wr, wi, none, none, work, -1)
	work = make([]float64, max(1, int(work[0])))
	if first := lapack64.Geev(lapack.LeftEVNone, lapack.RightEVNone, g, wr, wi, none, none, work, len(work)); first > 0 {
		panic(&ValueError{Msg: linalgMsgConverge})
	}
	for _, v := range wi {
		if v != 0 {
			panic(&ValueError{Msg: "eigvals() argument must not cause a domain change."})
		}
	}
	return FromSlice(wr)
}
