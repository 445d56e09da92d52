package kernels

import (
	"math"
	"math/cmplx"
)

// This file holds np.linalg.lstsq as Numba 0.56 computes it with LAPACK gelsd, for float and
// complex matrices and a vector or matrix b: the minimum-norm least-squares solution from the
// SVD of a, singular values at most rcond·s[0] treated as zero (gelsd's rule: an rcond outside
// (0, 1), such as Numba's default -1, means the machine epsilon dlamch('Epsilon'), and a
// single singular value counts unless it is exactly zero), the residual sums of squares
// (empty unless the rank is n < m) read from the components of b outside a's column space,
// the rank and the singular values.

// LAPACK's dlamch('Epsilon') and slamch('Epsilon'): half of NumPy's finfo eps.
const (
	lapackEps64 = 0x1p-53
	lapackEps32 = 0x1p-24
)

// lstsqElem is the element of a matrix lstsqSolve works on.
type lstsqElem interface{ float64 | complex128 }

// lstsqSolve solves a·x ≈ b for the m×n a and the m×k b with the SVD svd (u m×m, vh n×n).
func lstsqSolve[T lstsqElem](a, b Matrix[T], rcond, eps float64, svd func(Matrix[T], bool) (Matrix[T], Vector[float64], Matrix[T])) (Matrix[T], Vector[float64], int64, Vector[float64]) {
	m, n, k := a.Shape[0], a.Shape[1], b.Shape[1]
	if b.Shape[0] != m {
		panic(&LinAlgError{Msg: linalgMsgSystem})
	}
	if m == 0 || n == 0 {
		panic(&LinAlgError{Msg: linalgMsgEmpty})
	}
	for _, arr := range []Matrix[T]{a, b} {
		arr.Each(func(off int) {
			if !lstsqFinite(arr.Data[off]) {
				panic(&LinAlgError{Msg: linalgMsgFinite})
			}
		})
	}
	u, s, vh := svd(a, true) // the whole of u: the residuals are the rows of uᴴ·b past n
	if rcond <= 0 || rcond >= 1 {
		rcond = eps
	}
	tol := rcond * s.Data[0]
	// ub = uᴴ·b
	ub := Zeros[T]([2]int{m, k})
	for i := range m {
		for j := range m {
			uji := lstsqConj(u.Data[j*m+i])
			for c := range k {
				ub.Data[i*k+c] += uji * b.At(j, c)
			}
		}
	}
	x := Zeros[T]([2]int{n, k})
	rank := int64(0)
	for i, sv := range s.Data {
		if sv <= tol && !(len(s.Data) == 1 && sv != 0) {
			continue
		}
		rank++
		for r := range n {
			v := lstsqDiv(lstsqConj(vh.Data[i*n+r]), sv)
			for c := range k {
				x.Data[r*k+c] += v * ub.Data[i*k+c]
			}
		}
	}
	res := Empty[float64]([1]int{0})
	if int(rank) == n && m > n {
		res = Zeros[float64]([1]int{k})
		for i := n; i < m; i++ {
			for c := range k {
				res.Data[c] += lstsqAbs2(ub.Data[i*k+c])
			}
		}
	}
	return x, res, rank, s
}

func lstsqConj[T lstsqElem](v T) T {
	if c, ok := any(v).(complex128); ok {
		return any(cmplx.Conj(c)).(T)
	}
	return v
}

// lstsqDiv returns v / r.
func lstsqDiv[T lstsqElem](v T, r float64) T {
	switch x := any(v).(type) {
	case complex128:
		return any(x / complex(r, 0)).(T)
	case float64:
		return any(x / r).(T)
	}
	panic("unreachable")
}

// lstsqComplex returns v as a complex128.
func lstsqComplex[T lstsqElem](v T) complex128 {
	if c, ok := any(v).(complex128); ok {
		return c
	}
	return complex(any(v).(float64), 0)
}

func lstsqAbs2[T lstsqElem](v T) float64 {
	c := lstsqComplex(v)
	return real(c)*real(c) + imag(c)*imag(c)
}

func lstsqFinite[T lstsqElem](v T) bool {
	c := lstsqComplex(v)
	return !math.IsInf(real(c), 0) && !math.IsNaN(real(c)) && !math.IsInf(imag(c), 0) && !math.IsNaN(imag(c))
}

// lstsqColumn returns the vector b as an m×1 matrix.
func lstsqColumn[T Elem](b Vector[T]) Matrix[T] {
	c := Empty[T]([2]int{b.Shape[0], 1})
	for i := range b.Shape[0] {
		c.Data[i] = b.At(i)
	}
	return c
}

// lstsqVector returns the n×1 solution x as a vector.
func lstsqVector[T Elem](x Matrix[T]) Vector[T] { return FromSlice(x.Data) }

// Lstsq returns np.linalg.lstsq(a, b, rcond) for a float64 matrix and vector: x, the residuals,
// the rank and the singular values. It panics with a *LinAlgError if len(b) differs from the
// rows of a, if a is empty, or if a or b holds an infinity or a NaN.
func Lstsq(a Matrix[float64], b Vector[float64], rcond float64) (Vector[float64], Vector[float64], int64, Vector[float64]) {
	x, res, rank, s := LstsqMatrix(a, lstsqColumn(b), rcond)
	return lstsqVector(x), res, rank, s
}

// LstsqMatrix is Lstsq for a matrix b: one column of x (and one residual) per column of b.
func LstsqMatrix(a, b Matrix[float64], rcond float64) (Matrix[float64], Vector[float64], int64, Vector[float64]) {
	return lstsqSolve(a, b, rcond, lapackEps64, SVD)
}

// Lstsq32 is Lstsq for float32, computed in float64 with float32's epsilon and rounded.
func Lstsq32(a Matrix[float32], b Vector[float32], rcond float64) (Vector[float32], Vector[float32], int64, Vector[float32]) {
	x, res, rank, s := LstsqMatrix32(a, lstsqColumn(b), rcond)
	return lstsqVector(x), res, rank, s
}

// LstsqMatrix32 is LstsqMatrix for float32.
func LstsqMatrix32(a, b Matrix[float32], rcond float64) (Matrix[float32], Vector[float32], int64, Vector[float32]) {
	x, res, rank, s := lstsqSolve(f32Matrix(a), f32Matrix(b), rcond, lapackEps32, SVD)
	return AsType(x, to32), AsType(res, to32), rank, AsType(s, to32)
}

// LstsqComplex is Lstsq for complex128: a complex solution, real residuals and singular values.
func LstsqComplex(a Matrix[complex128], b Vector[complex128], rcond float64) (Vector[complex128], Vector[float64], int64, Vector[float64]) {
	x, res, rank, s := LstsqMatrixComplex(a, lstsqColumn(b), rcond)
	return lstsqVector(x), res, rank, s
}

// LstsqMatrixComplex is LstsqMatrix for complex128.
func LstsqMatrixComplex(a, b Matrix[complex128], rcond float64) (Matrix[complex128], Vector[float64], int64, Vector[float64]) {
	return lstsqSolve(a, b, rcond, lapackEps64, SVDComplex)
}

// LstsqComplex64 is Lstsq for complex64.
func LstsqComplex64(a Matrix[complex64], b Vector[complex64], rcond float64) (Vector[complex64], Vector[float32], int64, Vector[float32]) {
	x, res, rank, s := LstsqMatrixComplex64(a, lstsqColumn(b), rcond)
	return lstsqVector(x), res, rank, s
}

// LstsqMatrixComplex64 is LstsqMatrix for complex64.
func LstsqMatrixComplex64(a, b Matrix[complex64], rcond float64) (Matrix[complex64], Vector[float32], int64, Vector[float32]) {
	x, res, rank, s := lstsqSolve(c64Matrix(a), c64Matrix(b), rcond, lapackEps32, SVDComplex)
	return AsType(x, to64c), AsType(res, to32), rank, AsType(s, to32)
}
