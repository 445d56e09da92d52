package kernels

import (
	"math"
	"unsafe"

	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/blas/blas32"
	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/lapack"
	"gonum.org/v1/gonum/lapack/lapack64"

	"github.com/pygo-lang/pygo/internal/libm"
)

// Linear algebra: np.dot and the @ operator, and the np.linalg functions Numba supports. The float matrix product is
// pygo's own blocked GEMM (Dgemm, Sgemm: gemm.go), which reads operands with any strides while packing them; the
// rest is built on gonum's BLAS (blas64, blas32) and LAPACK (lapack64). Other products hand strided and transposed
// operands to BLAS as they are, with a leading dimension and a transpose flag, and copy an operand only when no
// single stride describes it (negative or zero strides, or gaps along both axes). LAPACK routines work on a C-ordered
// copy, as Numba's work on an F-ordered one. Results are new C-ordered arrays.
//
// Results agree with Numba's to rounding, not bit for bit: Numba calls SciPy's BLAS and LAPACK (OpenBLAS), whose
// summation order and blocking differ from Dgemm's and gonum's.

// LinAlgError is numpy.linalg.LinAlgError, raised by the np.linalg functions; as in NumPy 1.24, its Python base class
// is Exception.
type LinAlgError struct{ Msg string }

// Error returns "LinAlgError: Msg", or "LinAlgError" when Msg is empty.
func (e *LinAlgError) Error() string { return formatException("LinAlgError", e.Msg) }

// PyClass returns "LinAlgError".
func (e *LinAlgError) PyClass() string { return "LinAlgError" }

// As reports whether target is a **C, where C is LinAlgError or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *LinAlgError) As(target any) bool {
	if t, ok := target.(**LinAlgError); ok {
		*t = &LinAlgError{Msg: e.Msg}
		return true
	}
	return asBase(target, "Exception", e.Msg)
}

// Numba 0.56's messages (numba/np/linalg.py).
const (
	linalgMsgVV       = "incompatible array sizes for np.dot(a, b) (vector * vector)"
	linalgMsgMV       = "incompatible array sizes for np.dot(a, b) (matrix * vector)"
	linalgMsgVM       = "incompatible array sizes for np.dot(a, b) (vector * matrix)"
	linalgMsgMM       = "incompatible array sizes for np.dot(a, b) (matrix * matrix)"
	linalgMsgSingular = "Matrix is singular to machine precision."
	linalgMsgSquare   = "Last 2 dimensions of the array must be square."
	linalgMsgFinite   = "Array must not contain infs or NaNs."
	linalgMsgSystem   = "Incompatible array sizes, system is not dimensionally valid."
	linalgMsgEmpty    = "Arrays cannot be empty"
	linalgMsgConverge = "Internal algorithm failed to converge."
)

// blasIs64 reports whether T is (based on) float64 rather than float32.
func blasIs64[T Float]() bool {
	var z T
	return unsafe.Sizeof(z) == 8
}

// blasF64 reinterprets s as []float64; T must be based on float64.
func blasF64[T Float](s []T) []float64 {
	return unsafe.Slice((*float64)(unsafe.Pointer(unsafe.SliceData(s))), len(s))
}

// blasF32 reinterprets s as []float32; T must be based on float32.
func blasF32[T Float](s []T) []float32 {
	return unsafe.Slice((*float32)(unsafe.Pointer(unsafe.SliceData(s))), len(s))
}

// blasVec returns the elements of the non-empty vector v as a BLAS vector: the storage from the element with the
// lowest address on, and the increment, negative when v runs backwards (BLAS's convention). A zero stride, which BLAS
// rejects, gives a copy.
func blasVec[T Float](v Vector[T]) (data []T, inc int) {
	n, s := v.Shape[0], v.Strides[0]
	switch {
	case n == 1:
		return v.Data[v.Off : v.Off+1], 1
	case s == 0:
		return v.Copy().Data, 1
	case s < 0:
		return v.Data[v.Off+(n-1)*s:], s
	}
	return v.Data[v.Off:], s
}

// blasGen describes the non-empty matrix a as a row-major BLAS matrix G with leading dimension ld: G is a when t is
// blas.NoTrans (rows of a are contiguous) and aᵀ when t is blas.Trans (columns of a are contiguous, as in an
// F-ordered or transposed array). Other layouts are copied to C order.
func blasGen[T Float](a Matrix[T]) (data []T, rows, cols, ld int, t blas.Transpose) {
	m, n := a.Shape[0], a.Shape[1]
	s0, s1 := a.Strides[0], a.Strides[1]
	if (n == 1 || s1 == 1) && (m == 1 || s0 >= n) {
		if m == 1 {
			s0 = n
		}
		return a.Data[a.Off:], m, n, s0, blas.NoTrans
	}
	if (m == 1 || s0 == 1) && (n == 1 || s1 >= m) {
		if n == 1 {
			s1 = m
		}
		return a.Data[a.Off:], n, m, s1, blas.Trans
	}
	return a.Copy().Data, m, n, n, blas.NoTrans
}

// blasFlip swaps blas.NoTrans and blas.Trans.
func blasFlip(t blas.Transpose) blas.Transpose {
	if t == blas.NoTrans {
		return blas.Trans
	}
	return blas.NoTrans
}

// blasGemv computes y = op(G)·x for G as blasGen describes it, storing into y (contiguous, length of the result).
func blasGemv[T Float](t blas.Transpose, g []T, rows, cols, ld int, x []T, incX int, y []T) {
	if blasIs64[T]() {
		blas64.Gemv(t, 1, blas64.General{Rows: rows, Cols: cols, Data: blasF64(g), Stride: ld},
			blas64.Vector{N: len(y), Data: blasF64(x), Inc: incX}, 0, blas64.Vector{N: len(y), Data: blasF64(y), Inc: 1})
		return
	}
	blas32.Gemv(t, 1, blas32.General{Rows: rows, Cols: cols, Data: blasF32(g), Stride: ld},
		blas32.Vector{N: len(y), Data: blasF32(x), Inc: incX}, 0, blas32.Vector{N: len(y), Data: blasF32(y), Inc: 1})
}

// Dot returns np.dot(a, b) (also a @ b) for two float vectors, computed by BLAS ddot or sdot. It panics with a
// *ValueError when the lengths differ.
func Dot[T Float](a, b Vector[T]) T {
	n := a.Shape[0]
	if b.Shape[0] != n {
		panic(&ValueError{Msg: linalgMsgVV})
	}
	if n == 0 {
		return 0
	}
	x, incX := blasVec(a)
	y, incY := blasVec(b)
	if blasIs64[T]() {
		return T(blas64.Dot(blas64.Vector{N: n, Data: blasF64(x), Inc: incX}, blas64.Vector{N: n, Data: blasF64(y), Inc: incY}))
	}
	return T(blas32.Dot(blas32.Vector{N: n, Data: blasF32(x), Inc: incX}, blas32.Vector{N: n, Data: blasF32(y), Inc: incY}))
}

// DotComplex returns np.dot(a, b) (also a @ b) for two complex vectors: the sum of a[i]*b[i], without conjugation.
// It panics with a *ValueError when the lengths differ.
func DotComplex[T Complex](a, b Vector[T]) T {
	n := a.Shape[0]
	if b.Shape[0] != n {
		panic(&ValueError{Msg: linalgMsgVV})
	}
	var sum T
	ia, ib := a.Off, b.Off
	for range n {
		sum += a.Data[ia] * b.Data[ib]
		ia += a.Strides[0]
		ib += b.Strides[0]
	}
	return sum
}

// VdotComplex returns np.vdot(a, b) of two complex vectors: the sum of conj(a[i]) * b[i]. It
// panics with a *ValueError when the lengths differ.
func VdotComplex[T Complex](a, b Vector[T]) T {
	if b.Shape[0] != a.Shape[0] {
		panic(&ValueError{Msg: linalgMsgVV})
	}
	// Go's real and imag do not take type parameters: one loop per element type.
	switch ad := any(a.Data).(type) {
	case []complex64:
		bd := any(b.Data).([]complex64)
		var sum complex64
		for i, j, k := a.Off, b.Off, 0; k < a.Shape[0]; i, j, k = i+a.Strides[0], j+b.Strides[0], k+1 {
			sum += complex(real(ad[i]), -imag(ad[i])) * bd[j]
		}
		return any(sum).(T)
	default:
		ad128, bd := any(a.Data).([]complex128), any(b.Data).([]complex128)
		var sum complex128
		for i, j, k := a.Off, b.Off, 0; k < a.Shape[0]; i, j, k = i+a.Strides[0], j+b.Strides[0], k+1 {
			sum += complex(real(ad128[i]), -imag(ad128[i])) * bd[j]
		}
		return any(sum).(T)
	}
}

// MatVec returns np.dot(a, x) (also a @ x) for an m×k matrix and a vector of length k, computed by BLAS gemv, or by
// Dgemm or Sgemm when m ≤ gemmSmallElems. It panics with a *ValueError when the inner dimensions differ.
func MatVec[T Float](a Matrix[T], x Vector[T]) Vector[T] {
	m, k := a.Shape[0], a.Shape[1]
	if x.Shape[0] != k {
		panic(&ValueError{Msg: linalgMsgMV})
	}
	y := Empty[T]([1]int{m})
	if m == 0 || k == 0 {
		return y
	}
	if m <= gemmSmallElems {
		// A few rows, such as x.T @ y for a tall, narrow x: the product's small tile reads a
		// once, where gemv would go over its long axis once per row.
		matMulInto(m, 1, k, a.Data, a.Off, a.Strides[0], a.Strides[1], x.Data, x.Off, x.Strides[0], 0, y.Data, 1)
		return y
	}
	g, rows, cols, ld, t := blasGen(a)
	xd, incX := blasVec(x)
	blasGemv(t, g, rows, cols, ld, xd, incX, y.Data)
	return y
}

// VecMat returns np.dot(x, a) (also x @ a) for a vector of length k and a k×n matrix, computed by BLAS gemv, or by
// Dgemm or Sgemm when n ≤ gemmSmallElems. It panics with a *ValueError when the inner dimensions differ.
func VecMat[T Float](x Vector[T], a Matrix[T]) Vector[T] {
	k, n := a.Shape[0], a.Shape[1]
	if x.Shape[0] != k {
		panic(&ValueError{Msg: linalgMsgVM})
	}
	y := Empty[T]([1]int{n})
	if n == 0 || k == 0 {
		return y
	}
	if n <= gemmSmallElems {
		matMulInto(1, n, k, x.Data, x.Off, 0, x.Strides[0], a.Data, a.Off, a.Strides[0], a.Strides[1], y.Data, n)
		return y
	}
	g, rows, cols, ld, t := blasGen(a)
	xd, incX := blasVec(x)
	blasGemv(blasFlip(t), g, rows, cols, ld, xd, incX, y.Data) // x·a = aᵀ·x
	return y
}

// MatMul returns np.dot(a, b) (also a @ b) for an m×k and a k×n matrix as a new C-ordered m×n matrix, computed by
// Dgemm or Sgemm (gemm.go: the same bits on every path). It panics with a *ValueError when the inner dimensions
// differ. (Numba 0.56 does not support np.matmul; @ on two matrices is this function.)
func MatMul[T Float](a, b Matrix[T]) Matrix[T] {
	m, k := a.Shape[0], a.Shape[1]
	if b.Shape[0] != k {
		panic(&ValueError{Msg: linalgMsgMM})
	}
	n := b.Shape[1]
	c := Empty[T]([2]int{m, n})
	if m == 0 || n == 0 || k == 0 {
		return c
	}
	matMulInto(m, n, k, a.Data, a.Off, a.Strides[0], a.Strides[1], b.Data, b.Off, b.Strides[0], b.Strides[1], c.Data, n)
	return c
}

// matMulInto stores the m×k by k×n product into c (rows ldc apart) with Dgemm or Sgemm;
// operands are as Dgemm takes them.
func matMulInto[T Float](m, n, k int, a []T, aOff, aRS, aCS int, b []T, bOff, bRS, bCS int, c []T, ldc int) {
	if blasIs64[T]() {
		Dgemm(m, n, k, blasF64(a), aOff, aRS, aCS, blasF64(b), bOff, bRS, bCS, blasF64(c), ldc)
		return
	}
	Sgemm(m, n, k, blasF32(a), aOff, aRS, aCS, blasF32(b), bOff, bRS, bCS, blasF32(c), ldc)
}

// Trace returns np.trace(a): the sum of the diagonal a[i, i], i < min(rows, cols), accumulated in T. (Numba accepts
// only float and complex matrices, and returns float64 or complex128 for float32 or complex64 ones.)
func Trace[T Number](a Matrix[T]) T {
	n := min(a.Shape[0], a.Shape[1])
	var sum T
	off, step := a.Off, a.Strides[0]+a.Strides[1]
	for range n {
		sum += a.Data[off]
		off += step
	}
	return sum
}

// Norm returns np.linalg.norm(a) with the default ord: the 2-norm of a vector, the Frobenius norm of a matrix (the
// 2-norm of its elements), computed as Numba does by BLAS nrm2, which scales so that it neither overflows nor
// underflows. The norm of a float32 array is computed in float32. It is 0 for an empty array. Unlike Numba 0.56,
// which gives 0 for a vector with a negative stride (such as v[::-1]), it gives the norm.
func Norm[T Float, D Dims](a Array[T, D]) float64 {
	n := a.Size()
	if n == 0 {
		return 0
	}
	var data []T
	inc := 1
	switch {
	case len(a.Shape) == 1 && lead(a.Strides) != 0:
		// A strided vector goes to nrm2 as it is; the order of the elements does not matter.
		s := lead(a.Strides)
		if n == 1 {
			s = 1
		}
		start := a.Off
		if s < 0 {
			start, s = a.Off+(n-1)*s, -s
		}
		data, inc = a.Data[start:], s
	case a.IsC() || a.IsF():
		// The elements in memory order, as Numba flattens an F-ordered matrix's transpose.
		data = a.Data[a.Off : a.Off+n]
	default:
		data = a.Copy().Data
	}
	if blasIs64[T]() {
		return blas64.Nrm2(blas64.Vector{N: n, Data: blasF64(data), Inc: inc})
	}
	return float64(blas32.Nrm2(blas32.Vector{N: n, Data: blasF32(data), Inc: inc}))
}

// NormOrd returns np.linalg.norm(a, ord) for a vector as Numba computes it: ord = inf gives max(abs(a)), -inf gives
// min(abs(a)), 0 the number of nonzero elements, 1 sum(abs(a)), 2 the 2-norm (Norm), and any other ord
// sum(abs(a)**ord)**(1/ord), with C's pow. An empty vector gives 0. As in Numba, a NaN is ignored by the ±inf norms
// unless it is the first element.
func NormOrd(a Vector[float64], ord float64) float64 {
	n := a.Shape[0]
	if n == 0 {
		return 0
	}
	if ord == 2 {
		return Norm(a)
	}
	s := a.Strides[0]
	at := func(k int) float64 { return math.Abs(a.Data[a.Off+k*s]) }
	switch {
	case math.IsInf(ord, 1):
		r := at(0)
		for k := 1; k < n; k++ {
			if v := at(k); v > r {
				r = v
			}
		}
		return r
	case math.IsInf(ord, -1):
		r := at(0)
		for k := 1; k < n; k++ {
			if v := at(k); v < r {
				r = v
			}
		}
		return r
	case ord == 0:
		r := 0.0
		for k := range n {
			if at(k) != 0 {
				r++
			}
		}
		return r
	case ord == 1:
		r := 0.0
		for k := range n {
			r += at(k)
		}
		return r
	}
	r := 0.0
	for k := range n {
		r += libm.Pow(at(k), ord)
	}
	return libm.Pow(r, 1/ord)
}

// linalgCheckFinite panics with Numba's *LinAlgError if a holds an infinity or a NaN.
func linalgCheckFinite[T Float, D Dims](a Array[T, D]) {
	a.Each(func(off int) {
		v := float64(a.Data[off])
		if math.IsInf(v, 0) || math.IsNaN(v) {
			panic(&LinAlgError{Msg: linalgMsgFinite})
		}
	})
}

// linalgSquare panics with Numba's *LinAlgError unless a is square, and returns its order.
func linalgSquare[T Float](a Matrix[T]) int {
	n := a.Shape[1]
	if a.Shape[0] != n {
		panic(&LinAlgError{Msg: linalgMsgSquare})
	}
	return n
}

// linalgCopy returns a new C-ordered copy of a and the same storage as a gonum row-major matrix.
func linalgCopy(a Matrix[float64]) (Matrix[float64], blas64.General) {
	c := a.Copy()
	return c, blas64.General{Rows: a.Shape[0], Cols: a.Shape[1], Data: c.Data, Stride: max(1, a.Shape[1])}
}

// linalgLU factors a copy of the square matrix a with partial pivoting (LAPACK getrf) and reports whether no pivot
// is zero.
func linalgLU(a Matrix[float64]) (blas64.General, []int, bool) {
	_, g := linalgCopy(a)
	ipiv := make([]int, g.Rows)
	ok := lapack64.Getrf(g, ipiv)
	return g, ipiv, ok
}

// Solve returns np.linalg.solve(a, b), the x with a·x = b, by LU factorization with partial pivoting (LAPACK getrf
// and getrs, as Numba's gesv). It panics with a *LinAlgError, with Numba's messages, if a or b holds an infinity or a
// NaN, if len(b) differs from the number of rows of a, if a is not square, or if a pivot is exactly zero. (Numba 0.56
// does not check that a is square and reads past a non-square a; Solve raises NumPy's error instead.)
func Solve(a Matrix[float64], b Vector[float64]) Vector[float64] {
	col := Matrix[float64]{Data: b.Data, Off: b.Off, Shape: [2]int{b.Shape[0], 1}, Strides: [2]int{b.Strides[0], 1}}
	x := linalgSolve(a, col)
	return Vector[float64]{Data: x.Data, Shape: [1]int{x.Shape[0]}, Strides: [1]int{1}}
}

// SolveMatrix returns np.linalg.solve(a, b) for a matrix b: the x with a·x = b, one column of x for each column of
// b. It panics as Solve.
func SolveMatrix(a, b Matrix[float64]) Matrix[float64] {
	return linalgSolve(a, b)
}

// linalgSolve solves a·x = b for the columns of b, checking as Numba's solve does (and that a is square).
func linalgSolve(a, b Matrix[float64]) Matrix[float64] {
	linalgCheckFinite(a)
	linalgCheckFinite(b)
	if a.Shape[0] != b.Shape[0] {
		panic(&LinAlgError{Msg: linalgMsgSystem})
	}
	n := linalgSquare(a)
	x := b.Copy()
	if n == 0 {
		return x
	}
	g, ipiv, ok := linalgLU(a)
	if !ok {
		panic(&LinAlgError{Msg: linalgMsgSingular})
	}
	if nrhs := b.Shape[1]; nrhs > 0 {
		lapack64.Getrs(blas.NoTrans, g, blas64.General{Rows: n, Cols: nrhs, Data: x.Data, Stride: nrhs}, ipiv)
	}
	return x
}

// Inv returns np.linalg.inv(a) as a new C-ordered matrix, by LU factorization (LAPACK getrf and getri, as Numba).
// It panics with a *LinAlgError if a is not square, holds an infinity or a NaN, or has an exactly zero pivot.
func Inv(a Matrix[float64]) Matrix[float64] {
	n := linalgSquare(a)
	linalgCheckFinite(a)
	c, g := linalgCopy(a)
	if n == 0 {
		return c
	}
	ipiv := make([]int, n)
	if !lapack64.Getrf(g, ipiv) {
		panic(&LinAlgError{Msg: linalgMsgSingular})
	}
	work := []float64{0}
	lapack64.Getri(g, ipiv, work, -1)
	work = make([]float64, max(n, int(work[0])))
	if !lapack64.Getri(g, ipiv, work, len(work)) {
		panic(&LinAlgError{Msg: linalgMsgSingular})
	}
	return c
}

// Det returns np.linalg.det(a) as Numba computes it: from the LU factorization (LAPACK getrf), as
// sign·exp(Σ log|u_kk|), so that the determinant of an integer matrix need not come out integral. A matrix with an
// exactly zero pivot gives 0 and the empty matrix 1. It panics with a *LinAlgError if a is not square or holds an
// infinity or a NaN.
func Det(a Matrix[float64]) float64 {
	n := linalgSquare(a)
	if n == 0 {
		return 1
	}
	linalgCheckFinite(a)
	sign, logAbs := slogdet(a, n)
	if sign == 0 {
		return 0
	}
	return sign * Exp(logAbs)
}

// slogdet returns the sign and log|det| of the n×n matrix a (n ≥ 1, finite) from its LU
// factorization: the permutation's sign and the pivots' signs and logarithms, summed in order.
// A singular matrix gives (0, -inf).
func slogdet(a Matrix[float64], n int) (sign, logAbs float64) {
	g, ipiv, ok := linalgLU(a)
	if !ok {
		return 0, math.Inf(-1)
	}
	sign = 1.0
	for k, p := range ipiv {
		if p != k {
			sign = -sign
		}
	}
	for k := range n {
		v := g.Data[k*g.Stride+k]
		if v < 0 {
			sign, v = -sign, -v
		}
		logAbs += Log(v)
	}
	return sign, logAbs
}

// linalgEigh computes the eigenvalues of the symmetric matrix a, and its eigenvectors when vectors is set, from
// the lower triangle as Numba does (LAPACK syev; Numba calls syevd).
func linalgEigh(a Matrix[float64], vectors bool) (Vector[float64], Matrix[float64]) {
	n := linalgSquare(a)
	linalgCheckFinite(a)
	c, g := linalgCopy(a)
	w := Empty[float64]([1]int{n})
	if n == 0 {
		return w, c
	}
	job := lapack.EVNone
	if vectors {
		job = lapack.EVCompute
	}
	s := blas64.Symmetric{N: n, Data: g.Data, Stride: g.Stride, Uplo: blas.Lower}
	work := []float64{0}
	lapack64.Syev(job, s, w.Data, work, -1)
	work = make([]float64, max(3*n-1, int(work[0])))
	if !lapack64.Syev(job, s, w.Data, work, len(work)) {
		panic(&ValueError{Msg: linalgMsgConverge})
	}
	return w, c
}

// Eigvalsh returns np.linalg.eigvalsh(a): the eigenvalues of the symmetric matrix a in ascending order, using only
// its lower triangle. It panics with a *LinAlgError if a is not square or holds an infinity or a NaN, and with a
// *ValueError if the algorithm fails to converge.
func Eigvalsh(a Matrix[float64]) Vector[float64] {
	w, _ := linalgEigh(a, false)
	return w
}

// Eigh returns np.linalg.eigh(a): the eigenvalues of the symmetric matrix a in ascending order and a matrix whose
// column k is a unit eigenvector for eigenvalue k, using only the lower triangle of a. Each eigenvector is determined
// only up to sign, and its sign may differ from Numba's. It panics as Eigvalsh.
func Eigh(a Matrix[float64]) (Vector[float64], Matrix[float64]) {
	return linalgEigh(a, true)
}

// SVD returns np.linalg.svd(a, full_matrices) for an m×n matrix: the min(m, n) = k singular
// values s in descending order and u and vh with orthonormal columns and rows, with
// a = u·diag(s)·vh: u is m×m and vh n×n when full is true, u m×k and vh k×n when it is false.
// Singular vectors are determined only up to sign (and, for repeated singular values,
// rotation), which may differ from Numba's (LAPACK gesdd; this is gesvd). It panics with a
// *LinAlgError if a is empty or holds an infinity or a NaN, and with a *ValueError if the
// algorithm fails to converge.
func SVD(a Matrix[float64], full bool) (u Matrix[float64], s Vector[float64], vh Matrix[float64]) {
	m, n := a.Shape[0], a.Shape[1]
	if m == 0 || n == 0 {
		panic(&LinAlgError{Msg: linalgMsgEmpty})
	}
	linalgCheckFinite(a)
	_, g := linalgCopy(a)
	k := min(m, n)
	job, ucols, vrows := lapack.SVDAll, m, n
	if !full {
		job, ucols, vrows = lapack.SVDStore, k, k
	}
	u = Empty[float64]([2]int{m, ucols})
	vh = Empty[float64]([2]int{vrows, n})
	s = Empty[float64]([1]int{k})
	gu := blas64.General{Rows: m, Cols: ucols, Data: u.Data, Stride: ucols}
	gv := blas64.General{Rows: vrows, Cols: n, Data: vh.Data, Stride: n}
	work := []float64{0}
	lapack64.Gesvd(job, job, g, gu, gv, s.Data, work, -1)
	work = make([]float64, int(work[0]))
	if !lapack64.Gesvd(job, job, g, gu, gv, s.Data, work, len(work)) {
		panic(&ValueError{Msg: linalgMsgConverge})
	}
	return u, s, vh
}

// singularValues returns the singular values of the non-empty, finite a in descending order,
// computing no singular vectors.
func singularValues(a Matrix[float64]) []float64 {
	m, n := a.Shape[0], a.Shape[1]
	linalgCheckFinite(a)
	_, g := linalgCopy(a)
	s := make([]float64, min(m, n))
	none := blas64.General{Stride: 1}
	work := []float64{0}
	lapack64.Gesvd(lapack.SVDNone, lapack.SVDNone, g, none, none, s, work, -1)
	work = make([]float64, int(work[0]))
	if !lapack64.Gesvd(lapack.SVDNone, lapack.SVDNone, g, none, none, s, work, len(work)) {
		panic(&ValueError{Msg: linalgMsgConverge})
	}
	return s
}
