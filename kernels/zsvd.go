package kernels

import (
	"math"
	"math/cmplx"

	"gonum.org/v1/gonum/blas"
	"gonum.org/v1/gonum/lapack/gonum"
)

// This file holds np.linalg.svd of complex matrices and what Numba builds on it (pinv,
// matrix_rank, cond). Gonum's LAPACK has no complex routines, so the SVD takes zgesvd's route:
// zgebd2's Householder reflectors reduce a (m ≥ n; a wide matrix goes through its conjugate
// transpose) to a real upper bidiagonal B = Qᴴ·a·P, whose left and right singular vectors the
// real dbdsqr of gonum computes (the rotations of zbdsqr are real), and the singular vectors of
// a are Q·U_B and V_Bᵀ·Pᴴ. The real 2m×2n embedding would need one real SVD of four times the
// size, give every singular value twice and, for a repeated one, vectors that need a complex
// re-orthogonalization. Singular values agree with Numba's (zgesdd) to rounding; singular
// vectors are unique only up to a unit complex factor (a rotation for repeated values), so
// their phases may differ from Numba's.

// zgebd2 reduces the column-major m×n a (m ≥ n, leading dimension m) to upper bidiagonal form
// (LAPACK zgebd2). It returns the diagonal d, the superdiagonal e, the left reflectors'
// factors tauq (vectors below the diagonal of a) and the right reflectors' vectors and factors.
func zgebd2(a zcm, m, n int) (d, e []float64, tauq, taup []complex128, pv [][]complex128) {
	d, e = make([]float64, n), make([]float64, max(0, n-1))
	tauq, taup = make([]complex128, n+1), make([]complex128, n+1)
	pv = make([][]complex128, n+1)
	for i := 1; i <= n; i++ {
		v := a.d[i-1+(i-1)*m : m+(i-1)*m] // a(i:m, i)
		beta, tq := zlarfg(v[0], v[1:])
		tauq[i], d[i-1] = tq, beta
		v[0] = 1
		// a(i:m, i+1:n) = H(i)ᴴ·a
		for c := i + 1; c <= n; c++ {
			var s complex128
			for r := range v {
				s += cmplx.Conj(v[r]) * a.get(i+r, c)
			}
			s *= cmplx.Conj(tq)
			for r := range v {
				*a.at(i+r, c) -= v[r] * s
			}
		}
		v[0] = complex(beta, 0)
		if i == n {
			break
		}
		u := make([]complex128, n-i) // conj(a(i, i+1:n)), reflected to (beta, 0, ...)
		for c := range u {
			u[c] = cmplx.Conj(a.get(i, i+1+c))
		}
		beta, tp := zlarfg(u[0], u[1:])
		taup[i], e[i-1] = tp, beta
		u[0] = 1
		pv[i] = u
		// a(i+1:m, i+1:n) = a·G(i), G(i) = I - tp·u·uᴴ
		for r := i + 1; r <= m; r++ {
			var s complex128
			for c := range u {
				s += a.get(r, i+1+c) * u[c]
			}
			s *= tp
			for c := range u {
				*a.at(r, i+1+c) -= s * cmplx.Conj(u[c])
			}
		}
		*a.at(i, i+1) = complex(beta, 0)
		for c := 1; c < len(u); c++ {
			*a.at(i, i+1+c) = 0
		}
	}
	return
}

// zsvdTall computes the SVD of the column-major m×n a with m ≥ n ≥ 1, as row-major u (the
// first ucols columns of the m×m unitary factor; ucols is m or n), s and vh (n×n).
func zsvdTall(a zcm, m, n, ucols int) (u Matrix[complex128], s Vector[float64], vh Matrix[complex128]) {
	d, e, tauq, taup, pv := zgebd2(a, m, n)
	ub, vt := make([]float64, n*n), make([]float64, n*n) // row-major, gonum's order
	for i := range n {
		ub[i*n+i], vt[i*n+i] = 1, 1
	}
	if !(gonum.Implementation{}).Dbdsqr(blas.Upper, n, n, n, 0, d, e, vt, n, ub, n, nil, 1, make([]float64, max(1, 4*(n-1)))) {
		panic(&ValueError{Msg: linalgMsgConverge})
	}
	// u = Q·diag(U_B, I) with Q = H(1)·…·H(n): the last reflector first.
	u = Zeros[complex128]([2]int{m, ucols})
	for i := range m {
		for j := range ucols {
			switch {
			case i < n && j < n:
				u.Data[i*ucols+j] = complex(ub[i*n+j], 0)
			case i == j:
				u.Data[i*ucols+j] = 1
			}
		}
	}
	for i := n; i >= 1; i-- {
		tq := tauq[i]
		if tq == 0 {
			continue
		}
		v := func(r int) complex128 { // v(r), r in i..m
			if r == i {
				return 1
			}
			return a.get(r, i)
		}
		for c := range ucols {
			var sum complex128
			for r := i; r <= m; r++ {
				sum += cmplx.Conj(v(r)) * u.Data[(r-1)*ucols+c]
			}
			sum *= tq
			for r := i; r <= m; r++ {
				u.Data[(r-1)*ucols+c] -= v(r) * sum
			}
		}
	}
	// vh = V_Bᵀ·Pᴴ with Pᴴ = G(n-1)ᴴ·…·G(1)ᴴ: the last reflector first.
	vh = Empty[complex128]([2]int{n, n})
	for i, x := range vt {
		vh.Data[i] = complex(x, 0)
	}
	for i := n - 1; i >= 1; i-- {
		tp, uv := cmplx.Conj(taup[i]), pv[i]
		if tp == 0 {
			continue
		}
		for r := range n {
			row := vh.Data[r*n+i : r*n+n]
			var sum complex128
			for c := range uv {
				sum += row[c] * uv[c]
			}
			sum *= tp
			for c := range uv {
				row[c] -= sum * cmplx.Conj(uv[c])
			}
		}
	}
	return u, FromSlice(d), vh
}

// SVDComplex returns np.linalg.svd(a, full_matrices) of a complex m×n matrix: the min(m, n) = k
// singular values s, real and descending, and u and vh with orthonormal columns and rows, with
// a = u·diag(s)·vh: u is m×m and vh n×n (both unitary) when full is true, u m×k and vh k×n when
// it is false. It panics with a *LinAlgError if a is empty or holds an infinite or NaN part,
// and with a *ValueError if the algorithm fails to converge.
func SVDComplex(a Matrix[complex128], full bool) (Matrix[complex128], Vector[float64], Matrix[complex128]) {
	m, n := a.Shape[0], a.Shape[1]
	if m == 0 || n == 0 {
		panic(&LinAlgError{Msg: linalgMsgEmpty})
	}
	zlinalgCheckFinite(a)
	if m >= n {
		c := zcm{make([]complex128, m*n), m}
		for i := range m {
			for j := range n {
				*c.at(i+1, j+1) = a.At(i, j)
			}
		}
		ucols := m
		if !full {
			ucols = n
		}
		return zsvdTall(c, m, n, ucols)
	}
	// a = (aᴴ)ᴴ = (U·S·Vᴴ)ᴴ = V·S·Uᴴ
	c := zcm{make([]complex128, m*n), n}
	for i := range m {
		for j := range n {
			*c.at(j+1, i+1) = cmplx.Conj(a.At(i, j))
		}
	}
	ucols := n
	if !full {
		ucols = m
	}
	u2, s, vh2 := zsvdTall(c, n, m, ucols)
	return zconjT(vh2), s, zconjT(u2)
}

// zconjT returns the conjugate transpose of the row-major a.
func zconjT(a Matrix[complex128]) Matrix[complex128] {
	m, n := a.Shape[0], a.Shape[1]
	r := Empty[complex128]([2]int{n, m})
	for i := range m {
		for j := range n {
			r.Data[j*m+i] = cmplx.Conj(a.Data[i*n+j])
		}
	}
	return r
}

// PinvComplex returns np.linalg.pinv(a) of a complex matrix: V·diag(1/s)·Uᴴ from the SVD,
// singular values at most rcond times the largest dropped, as Numba.
func PinvComplex(a Matrix[complex128], rcond float64) Matrix[complex128] {
	m, n := a.Shape[0], a.Shape[1]
	r := Zeros[complex128]([2]int{n, m})
	if m == 0 || n == 0 {
		return r
	}
	u, s, vh := SVDComplex(a, false)
	cut := rcond * s.Data[0]
	for k, sv := range s.Data {
		f, keep := pinvFactor(k, sv, cut)
		if !keep {
			continue
		}
		inv := complex(f, 0)
		for i := range n {
			vik := cmplx.Conj(vh.Data[k*n+i]) * inv
			for j := range m {
				r.Data[i*m+j] += vik * cmplx.Conj(u.Data[j*u.Shape[1]+k])
			}
		}
	}
	return r
}

// CondComplex returns np.linalg.cond(a) of a complex matrix: the largest singular value over
// the smallest (inf for 0/0, as Numba).
func CondComplex(a Matrix[complex128]) float64 {
	_, s, _ := SVDComplex(a, false)
	r := s.Data[0] / s.Data[len(s.Data)-1]
	if math.IsNaN(r) {
		return math.Inf(1)
	}
	return r
}

// SVDComplex64 is SVDComplex for complex64: float32 singular values.
func SVDComplex64(a Matrix[complex64], full bool) (Matrix[complex64], Vector[float32], Matrix[complex64]) {
	u, s, vh := SVDComplex(c64Matrix(a), full)
	return AsType(u, to64c), AsType(s, to32), AsType(vh, to64c)
}

// PinvComplex64 is PinvComplex for complex64.
func PinvComplex64(a Matrix[complex64], rcond float64) Matrix[complex64] {
	return AsType(PinvComplex(c64Matrix(a), rcond), to64c)
}

// CondComplex64 is CondComplex for complex64, rounded to float32's precision.
func CondComplex64(a Matrix[complex64]) float64 { return float64(float32(CondComplex(c64Matrix(a)))) }

// CondPComplex returns np.linalg.cond(a, p) of a complex matrix as Numba: for p = ±2 the ratio
// of the extreme singular values, for the other orders norm(a, p)·norm(inv(a), p) (of the
// moduli); an order MatrixNormOrd does not take panics with its *ValueError, and a non-square
// or singular a as InvComplex.
func CondPComplex(a Matrix[complex128], p float64) float64 {
	if p == 2 || p == -2 {
		_, s, _ := SVDComplex(a, false)
		r := s.Data[0] / s.Data[len(s.Data)-1]
		if p == -2 {
			r = s.Data[len(s.Data)-1] / s.Data[0]
		}
		return condNaN(r)
	}
	n := MatrixNormOrd(ComplexAbs[complex128, float64](a), p)
	return condNaN(n * MatrixNormOrd(ComplexAbs[complex128, float64](InvComplex(a)), p))
}

// CondPComplex64 is CondPComplex for complex64: the singular-value ratios (p = ±2) rounded to
// float32's precision, as Numba's single-precision SVD gives them; the norm products, which
// Numba forms in float64, not.
func CondPComplex64(a Matrix[complex64], p float64) float64 {
	r := CondPComplex(c64Matrix(a), p)
	if p == 2 || p == -2 {
		return float64(float32(r))
	}
	return r
}
