package kernels

import (
	"math"
	"math/cmplx"
)

// This file holds np.linalg.det, slogdet, inv and solve of complex128 matrices. Gonum's LAPACK
// has no complex routines, so they factor with zgetrf's algorithm here: LU with partial
// pivoting on the largest |re|+|im| (izamax), as Numba's zgetrf (OpenBLAS) computes it up to
// the order of its rounding errors, which the BLAS tolerance of the goldens admits.

// zlinalgCopy returns a new C-ordered copy of the square matrix a (of order n), checking, as
// Numba, that a is square and finite.
func zlinalgCopy(a Matrix[complex128]) (Matrix[complex128], int) {
	n := a.Shape[1]
	if a.Shape[0] != n {
		panic(&LinAlgError{Msg: linalgMsgSquare})
	}
	zlinalgCheckFinite(a)
	return a.Copy(), n
}

// zlinalgCheckFinite panics with Numba's *LinAlgError if a holds an infinite or NaN part.
func zlinalgCheckFinite[D Dims](a Array[complex128, D]) {
	a.Each(func(off int) {
		v := a.Data[off]
		if math.IsInf(real(v), 0) || math.IsNaN(real(v)) || math.IsInf(imag(v), 0) || math.IsNaN(imag(v)) {
			panic(&LinAlgError{Msg: linalgMsgFinite})
		}
	})
}

// zgetrf factors the C-ordered n×n matrix in d in place as P·L·U (L unit lower triangular,
// below the diagonal; U on and above it) and returns the row swapped with each row k, and
// whether no pivot is exactly zero (LAPACK's info = 0; the factorization goes on past one).
func zgetrf(d []complex128, n int) ([]int, bool) {
	ipiv := make([]int, n)
	ok := true
	cabs1 := func(z complex128) float64 { return math.Abs(real(z)) + math.Abs(imag(z)) }
	for k := range n {
		p, big := k, cabs1(d[k*n+k])
		for i := k + 1; i < n; i++ {
			if v := cabs1(d[i*n+k]); v > big {
				p, big = i, v
			}
		}
		ipiv[k] = p
		if d[p*n+k] == 0 {
			ok = false
			continue
		}
		if p != k {
			for j := range n {
				d[k*n+j], d[p*n+j] = d[p*n+j], d[k*n+j]
			}
		}
		r := 1 / d[k*n+k]
		for i := k + 1; i < n; i++ {
			d[i*n+k] *= r
			l := d[i*n+k]
			for j := k + 1; j < n; j++ {
				d[i*n+j] -= l * d[k*n+j]
			}
		}
	}
	return ipiv, ok
}

// zgetrs overwrites the n×m C-ordered right-hand sides in x with the solution of a·x = b,
// from a's factorization lu, ipiv by zgetrf.
func zgetrs(lu []complex128, ipiv []int, n int, x []complex128, m int) {
	for k, p := range ipiv {
		if p != k {
			for j := range m {
				x[k*m+j], x[p*m+j] = x[p*m+j], x[k*m+j]
			}
		}
	}
	for i := range n {
		for k := range i {
			if l := lu[i*n+k]; l != 0 {
				for j := range m {
					x[i*m+j] -= l * x[k*m+j]
				}
			}
		}
	}
	for i := n - 1; i >= 0; i-- {
		for k := i + 1; k < n; k++ {
			if u := lu[i*n+k]; u != 0 {
				for j := range m {
					x[i*m+j] -= u * x[k*m+j]
				}
			}
		}
		for j := range m {
			x[i*m+j] /= lu[i*n+i]
		}
	}
}

// SlogdetComplex returns np.linalg.slogdet(a) of a complex matrix as Numba computes it: the
// unit complex sign (the permutation's sign times each pivot over its modulus) and the sum
// of the pivots' log moduli; (0, -inf) for a singular matrix and (1, 0) for the empty one. It
// panics with a *LinAlgError if a is not square or not finite.
func SlogdetComplex(a Matrix[complex128]) (complex128, float64) {
	if a.Shape[0] != a.Shape[1] {
		panic(&LinAlgError{Msg: linalgMsgSquare})
	}
	if a.Shape[0] == 0 {
		return 1, 0
	}
	c, n := zlinalgCopy(a)
	ipiv, ok := zgetrf(c.Data, n)
	if !ok {
		return 0, math.Inf(-1)
	}
	sgn := complex(1, 0)
	for k, p := range ipiv {
		if p != k {
			sgn = -sgn
		}
	}
	acc := 0.0
	for k := range n {
		v := c.Data[k*n+k]
		m := cmplx.Abs(v)
		sgn *= v / complex(m, 0)
		acc += Log(m)
	}
	return sgn, acc
}

// DetComplex returns np.linalg.det(a) of a complex matrix: sign·exp(logdet) from
// SlogdetComplex, as Numba. It panics as SlogdetComplex.
func DetComplex(a Matrix[complex128]) complex128 {
	sgn, l := SlogdetComplex(a)
	return sgn * complex(Exp(l), 0)
}

// InvComplex returns np.linalg.inv(a) of a complex matrix as a new C-ordered matrix. It
// panics with a *LinAlgError if a is not square, not finite, or has an exactly zero pivot.
func InvComplex(a Matrix[complex128]) Matrix[complex128] {
	c, n := zlinalgCopy(a)
	if n == 0 {
		return c
	}
	ipiv, ok := zgetrf(c.Data, n)
	if !ok {
		panic(&LinAlgError{Msg: linalgMsgSingular})
	}
	x := Zeros[complex128]([2]int{n, n})
	for k := range n {
		x.Data[k*n+k] = 1
	}
	zgetrs(c.Data, ipiv, n, x.Data, n)
	return x
}

// SolveComplex returns np.linalg.solve(a, b) of a complex matrix and vector. It panics with a
// *LinAlgError, with Numba's messages, if a or b is not finite, if len(b) differs from the
// rows of a, if a is not square, or if a pivot is exactly zero.
func SolveComplex(a Matrix[complex128], b Vector[complex128]) Vector[complex128] {
	col := Matrix[complex128]{Data: b.Data, Off: b.Off, Shape: [2]int{b.Shape[0], 1}, Strides: [2]int{b.Strides[0], 1}}
	x := SolveMatrixComplex(a, col)
	return Vector[complex128]{Data: x.Data, Shape: [1]int{x.Shape[0]}, Strides: [1]int{1}}
}

// SolveMatrixComplex is SolveComplex for a matrix b, one column of x for each column of b.
func SolveMatrixComplex(a, b Matrix[complex128]) Matrix[complex128] {
	zlinalgCheckFinite(a)
	zlinalgCheckFinite(b)
	if a.Shape[0] != b.Shape[0] {
		panic(&LinAlgError{Msg: linalgMsgSystem})
	}
	c, n := zlinalgCopy(a)
	x := b.Copy()
	if n == 0 {
		return x
	}
	ipiv, ok := zgetrf(c.Data, n)
	if !ok {
		panic(&LinAlgError{Msg: linalgMsgSingular})
	}
	zgetrs(c.Data, ipiv, n, x.Data, b.Shape[1])
	return x
}

// CholeskyComplex returns np.linalg.cholesky(a) of a complex matrix: the lower-triangular L
// with L·Lᴴ = a, read from the lower triangle of a (zpotrf's algorithm, column by column). It
// panics with a *LinAlgError if a is not square, or not positive definite.
func CholeskyComplex(a Matrix[complex128]) Matrix[complex128] {
	n := a.Shape[1]
	if a.Shape[0] != n {
		panic(&LinAlgError{Msg: linalgMsgSquare})
	}
	c := a.Copy()
	d := c.Data
	for j := range n {
		ajj := real(d[j*n+j])
		for k := range j {
			l := d[j*n+k]
			ajj -= real(l)*real(l) + imag(l)*imag(l)
		}
		if ajj <= 0 || math.IsNaN(ajj) {
			panic(&LinAlgError{Msg: "Matrix is not positive definite."})
		}
		ljj := math.Sqrt(ajj)
		d[j*n+j] = complex(ljj, 0)
		for i := j + 1; i < n; i++ {
			s := d[i*n+j]
			for k := range j {
				s -= d[i*n+k] * cmplx.Conj(d[j*n+k])
			}
			d[i*n+j] = s / complex(ljj, 0)
		}
		for i := j + 1; i < n; i++ {
			d[j*n+i] = 0
		}
	}
	return c
}
