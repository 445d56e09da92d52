package kernels

import (
	"math/cmplx"

	"gonum.org/v1/gonum/blas/gonum"
)

// This file holds np.linalg.norm of complex arrays: the default norm by BLAS dznrm2 (scnrm2 for
// complex64, in float32) as Numba, and the moduli the other orders are taken of.

// NormComplex returns np.linalg.norm(a) of a complex array with the default ord: the 2-norm of
// a vector, the Frobenius norm of a matrix, by BLAS dznrm2 (scnrm2 for complex64, rounded to
// float32). It is 0 for an empty array.
func NormComplex[T Complex, D Dims](a Array[T, D]) float64 {
	n := a.Size()
	if n == 0 {
		return 0
	}
	data := make([]T, 0, n)
	a.Each(func(off int) { data = append(data, a.Data[off]) })
	switch d := any(data).(type) {
	case []complex64:
		return float64(gonum.Implementation{}.Scnrm2(n, d, 1))
	case []complex128:
		return gonum.Implementation{}.Dznrm2(n, d, 1)
	}
	panic("unreachable")
}

// ComplexAbs returns the moduli of a's elements as a new C-ordered array of R (np.abs(a)).
func ComplexAbs[T Complex, R Float, D Dims](a Array[T, D]) Array[R, D] {
	r := Empty[R](a.Shape)
	i := 0
	a.Each(func(off int) {
		r.Data[i] = R(cmplx.Abs(complex128(a.Data[off])))
		i++
	})
	return r
}
