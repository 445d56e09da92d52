package kernels

// This file is np.linalg.matrix_rank(A, tol=None) as Numba 0.56 computes it: for a matrix, the
// count of leading singular values above the tolerance (by default s[0]·max(m, n)·eps of the
// matrix's real dtype); for a vector, 1 when any element is nonzero, whatever tol is (NumPy's
// rule, which Numba copies).

// eps64 and eps32 are the machine epsilons of float64 and float32 (np.finfo(...).eps).
const (
	eps64 = 2.220446049250313e-16
	eps32 = 1.1920928955078125e-07
)

// MatrixRank returns np.linalg.matrix_rank(a): the count of singular values above
// s[0]·max(m, n)·eps. It panics with a *LinAlgError if a is empty or holds an infinity or a NaN.
func MatrixRank(a Matrix[float64]) int64 { return rankDefault(matrixSingular(a), a.Shape, eps64) }

// MatrixRankTol returns np.linalg.matrix_rank(a, tol): the count of leading singular values
// above tol. It panics as MatrixRank.
func MatrixRankTol(a Matrix[float64], tol float64) int64 { return rankAbove(matrixSingular(a), tol) }

// MatrixRank32 is MatrixRank for float32: singular values above s[0]·max(m, n)·eps of float32.
func MatrixRank32(a Matrix[float32]) int64 {
	return rankDefault(matrixSingular(f32Matrix(a)), a.Shape, eps32)
}

// MatrixRankTol32 is MatrixRankTol for float32: the singular values are rounded to float32, as
// Numba's sgesdd gives them, before they are compared with tol.
func MatrixRankTol32(a Matrix[float32], tol float64) int64 {
	return rankAbove(roundSingular32(matrixSingular(f32Matrix(a))), tol)
}

// MatrixRankComplex is MatrixRank for complex128.
func MatrixRankComplex(a Matrix[complex128]) int64 {
	return rankDefault(complexSingular(a), a.Shape, eps64)
}

// MatrixRankTolComplex is MatrixRankTol for complex128.
func MatrixRankTolComplex(a Matrix[complex128], tol float64) int64 {
	return rankAbove(complexSingular(a), tol)
}

// MatrixRankComplex64 is MatrixRankComplex for complex64, with float32's epsilon as Numba.
func MatrixRankComplex64(a Matrix[complex64]) int64 {
	return rankDefault(complexSingular(c64Matrix(a)), a.Shape, eps32)
}

// MatrixRankTolComplex64 is MatrixRankTol for complex64, its singular values rounded to float32.
func MatrixRankTolComplex64(a Matrix[complex64], tol float64) int64 {
	return rankAbove(roundSingular32(complexSingular(c64Matrix(a))), tol)
}

// VectorRank returns np.linalg.matrix_rank(v, tol) of a vector: 1 when an element is nonzero
// (a NaN counts), else 0. Numba ignores tol here, as NumPy does.
func VectorRank[T Number](v Vector[T]) int64 {
	var zero T
	r := int64(0)
	v.Each(func(off int) {
		if v.Data[off] != zero {
			r = 1
		}
	})
	return r
}

// matrixSingular returns the singular values of a, descending, panicking with a *LinAlgError
// if a is empty (Numba's message) or not finite.
func matrixSingular(a Matrix[float64]) []float64 {
	if a.Shape[0] == 0 || a.Shape[1] == 0 {
		panic(&LinAlgError{Msg: linalgMsgEmpty})
	}
	return singularValues(a)
}

// complexSingular is matrixSingular for complex128.
func complexSingular(a Matrix[complex128]) []float64 {
	_, s, _ := SVDComplex(a, false)
	return s.Data
}

// roundSingular32 rounds singular values computed in float64 to float32, in place.
func roundSingular32(s []float64) []float64 {
	for i, v := range s {
		s[i] = float64(float32(v))
	}
	return s
}

// rankDefault is rankAbove with NumPy's default tolerance s[0]·max(m, n)·eps.
func rankDefault(s []float64, shape [2]int, eps float64) int64 {
	return rankAbove(s, s[0]*float64(max(shape[0], shape[1]))*eps)
}

// rankAbove counts the leading singular values s (descending) above t.
func rankAbove(s []float64, t float64) int64 {
	r := int64(0)
	for _, v := range s {
		if !(v > t) {
			break
		}
		r++
	}
	return r
}
