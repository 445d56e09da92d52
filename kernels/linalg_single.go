package kernels

// This file gives the single-precision forms of the np.linalg functions pygo computes with
// LU and Cholesky factorizations: float32 matrices are computed in float64 (gonum's LAPACK has
// no float32 routines) and complex64 ones in complex128, then rounded to the matrix's
// precision. Numba calls float32 (complex64) LAPACK, which rounds at every step, so the two
// differ in the last float32 places (pygo's are the more accurate); golden/doc.go states the
// tolerance the golden tests allow single-precision results.

func to64(v float32) float64                           { return float64(v) }
func to32(v float64) float32                           { return float32(v) }
func to128(v complex64) complex128                     { return complex128(v) }
func to64c(v complex128) complex64                     { return complex64(v) }
func f32Matrix(a Matrix[float32]) Matrix[float64]      { return AsType(a, to64) }
func c64Matrix(a Matrix[complex64]) Matrix[complex128] { return AsType(a, to128) }

// Det32 is Det for float32: the determinant rounded to float32, as Numba's result type.
func Det32(a Matrix[float32]) float32 { return float32(Det(f32Matrix(a))) }

// Inv32 is Inv for float32.
func Inv32(a Matrix[float32]) Matrix[float32] { return AsType(Inv(f32Matrix(a)), to32) }

// Solve32 is Solve for float32.
func Solve32(a Matrix[float32], b Vector[float32]) Vector[float32] {
	return AsType(Solve(f32Matrix(a), AsType(b, to64)), to32)
}

// SolveMatrix32 is SolveMatrix for float32.
func SolveMatrix32(a, b Matrix[float32]) Matrix[float32] {
	return AsType(SolveMatrix(f32Matrix(a), f32Matrix(b)), to32)
}

// Slogdet32 is Slogdet for float32: Numba gives the sign and the logarithm as float32.
func Slogdet32(a Matrix[float32]) (float32, float32) {
	sign, logAbs := Slogdet(f32Matrix(a))
	return float32(sign), float32(logAbs)
}

// Cholesky32 is Cholesky for float32.
func Cholesky32(a Matrix[float32]) Matrix[float32] { return AsType(Cholesky(f32Matrix(a)), to32) }

// DetComplex64 is DetComplex for complex64.
func DetComplex64(a Matrix[complex64]) complex64 { return complex64(DetComplex(c64Matrix(a))) }

// InvComplex64 is InvComplex for complex64.
func InvComplex64(a Matrix[complex64]) Matrix[complex64] {
	return AsType(InvComplex(c64Matrix(a)), to64c)
}

// SolveComplex64 is SolveComplex for complex64.
func SolveComplex64(a Matrix[complex64], b Vector[complex64]) Vector[complex64] {
	return AsType(SolveComplex(c64Matrix(a), AsType(b, to128)), to64c)
}

// SolveMatrixComplex64 is SolveMatrixComplex for complex64.
func SolveMatrixComplex64(a, b Matrix[complex64]) Matrix[complex64] {
	return AsType(SolveMatrixComplex(c64Matrix(a), c64Matrix(b)), to64c)
}

// SlogdetComplex64 is SlogdetComplex for complex64: a complex64 sign and a float32 logarithm.
func SlogdetComplex64(a Matrix[complex64]) (complex64, float32) {
	sign, logAbs := SlogdetComplex(c64Matrix(a))
	return complex64(sign), float32(logAbs)
}

// CholeskyComplex64 is CholeskyComplex for complex64.
func CholeskyComplex64(a Matrix[complex64]) Matrix[complex64] {
	return AsType(CholeskyComplex(c64Matrix(a)), to64c)
}

// Eigvalsh32 is Eigvalsh for float32.
func Eigvalsh32(a Matrix[float32]) Vector[float32] { return AsType(Eigvalsh(f32Matrix(a)), to32) }

// Eigh32 is Eigh for float32.
func Eigh32(a Matrix[float32]) (Vector[float32], Matrix[float32]) {
	w, v := Eigh(f32Matrix(a))
	return AsType(w, to32), AsType(v, to32)
}

// Eig32 is Eig for float32 (real eigenvalues only, as Eig).
func Eig32(a Matrix[float32]) (Vector[float32], Matrix[float32]) {
	w, v := Eig(f32Matrix(a))
	return AsType(w, to32), AsType(v, to32)
}

// Eigvals32 is Eigvals for float32.
func Eigvals32(a Matrix[float32]) Vector[float32] { return AsType(Eigvals(f32Matrix(a)), to32) }

// SVD32 is SVD for float32.
func SVD32(a Matrix[float32], full bool) (Matrix[float32], Vector[float32], Matrix[float32]) {
	u, s, vh := SVD(f32Matrix(a), full)
	return AsType(u, to32), AsType(s, to32), AsType(vh, to32)
}

// QR32 is QR for float32.
func QR32(a Matrix[float32]) (Matrix[float32], Matrix[float32]) {
	q, r := QR(f32Matrix(a))
	return AsType(q, to32), AsType(r, to32)
}

// MatrixPower32 is MatrixPower for float32.
func MatrixPower32(a Matrix[float32], n int) Matrix[float32] {
	return AsType(MatrixPower(f32Matrix(a), n), to32)
}

// Pinv32 is Pinv for float32.
func Pinv32(a Matrix[float32], rcond float64) Matrix[float32] {
	return AsType(Pinv(f32Matrix(a), rcond), to32)
}

// Cond32 is Cond for float32; as in Numba, the result is a float64.
func Cond32(a Matrix[float32]) float64 { return float64(float32(Cond(f32Matrix(a)))) }

// CondP32 is CondP for float32.
func CondP32(a Matrix[float32], p float64) float64 { return float64(float32(CondP(f32Matrix(a), p))) }

// Roots32 is Roots for float32 coefficients: float32 roots, as Numba.
func Roots32(p Vector[float32]) Vector[float32] { return AsType(Roots(p), to32) }
