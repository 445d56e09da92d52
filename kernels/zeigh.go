package kernels

import (
	"math"
	"math/cmplx"

	"gonum.org/v1/gonum/lapack"
	"gonum.org/v1/gonum/lapack/gonum"
)

// This file holds np.linalg.eigh and eigvalsh of complex Hermitian matrices. Gonum's LAPACK has
// no complex routines, so they follow zheevd's route directly: zhetd2 reduces the lower
// triangle to a real symmetric tridiagonal matrix T = Qᴴ·A·Q by Householder reflectors, gonum's
// real dsteqr (dsterf for the values only) diagonalizes T, and the eigenvectors of A are Q
// times those of T (zunmtr). This beats the real 2n×2n embedding [[Re, -Im], [Im, Re]], whose
// eigenvalues come twice and whose eigenvectors of a repeated eigenvalue would need a complex
// re-orthogonalization: the direct route costs one real eigenproblem of order n and gives
// zheevd's phases for the orders at which zheevd itself calls dsteqr (n ≤ 25). Eigenvectors are
// unique only up to a unit complex factor, so results elsewhere may differ from Numba's by one.

// zlarfg computes an elementary reflector H = I - tau·v·vᴴ with Hᴴ·(alpha, x) = (beta, 0), beta
// real, as LAPACK zlarfg: it overwrites x with v[1:] (v[0] = 1) and returns beta and tau.
func zlarfg(alpha complex128, x []complex128) (beta float64, tau complex128) {
	xnorm := 0.0
	for _, v := range x {
		xnorm = math.Hypot(xnorm, cmplx.Abs(v))
	}
	ar, ai := real(alpha), imag(alpha)
	if xnorm == 0 && ai == 0 {
		return ar, 0
	}
	beta = -math.Copysign(math.Hypot(math.Hypot(ar, ai), xnorm), ar)
	tau = complex((beta-ar)/beta, -ai/beta)
	s := 1 / (alpha - complex(beta, 0))
	for i := range x {
		x[i] *= s
	}
	return beta, tau
}

// zhetd2 reduces the Hermitian matrix whose lower triangle the column-major n×n a holds to real
// tridiagonal form (LAPACK zhetd2, uplo = 'L'): it returns the diagonal d, the subdiagonal e
// and the reflectors' factors tau, and leaves reflector i's vector below a[i+1, i].
func zhetd2(a []complex128, n int) (d, e []float64, tau []complex128) {
	d, e, tau = make([]float64, n), make([]float64, max(0, n-1)), make([]complex128, max(0, n-1))
	at := func(i, j int) *complex128 { return &a[i+j*n] }
	if n == 0 {
		return
	}
	*at(0, 0) = complex(real(*at(0, 0)), 0)
	w := make([]complex128, n)
	for i := 0; i < n-1; i++ {
		m := n - i - 1 // order of the trailing block A[i+1:, i+1:]
		v := a[i+1+i*n : n+i*n]
		beta, taui := zlarfg(v[0], v[1:])
		e[i] = beta
		if taui != 0 {
			v[0] = 1
			// w = taui · A[i+1:, i+1:] · v, the block Hermitian from its lower triangle.
			for r := range m {
				var s complex128
				for c := range m {
					var h complex128
					switch {
					case r > c:
						h = *at(i+1+r, i+1+c)
					case r < c:
						h = cmplx.Conj(*at(i+1+c, i+1+r))
					default:
						h = complex(real(*at(i+1+r, i+1+r)), 0)
					}
					s += h * v[c]
				}
				w[r] = taui * s
			}
			// w -= ½·taui·(wᴴ·v)·v
			var dot complex128
			for r := range m {
				dot += cmplx.Conj(w[r]) * v[r]
			}
			alpha := -0.5 * taui * dot
			for r := range m {
				w[r] += alpha * v[r]
			}
			// A -= v·wᴴ + w·vᴴ on the lower triangle.
			for c := range m {
				for r := c; r < m; r++ {
					*at(i+1+r, i+1+c) -= v[r]*cmplx.Conj(w[c]) + w[r]*cmplx.Conj(v[c])
				}
				*at(i+1+c, i+1+c) = complex(real(*at(i+1+c, i+1+c)), 0)
			}
		} else {
			*at(i+1, i+1) = complex(real(*at(i+1, i+1)), 0)
		}
		v[0] = complex(e[i], 0)
		d[i] = real(*at(i, i))
		tau[i] = taui
	}
	d[n-1] = real(*at(n-1, n-1))
	return
}

// zlinalgEigh computes the eigenvalues of the Hermitian matrix given by the lower triangle of a,
// in ascending order, and its unit eigenvectors as columns when vectors is set.
func zlinalgEigh(a Matrix[complex128], vectors bool) (Vector[float64], Matrix[complex128]) {
	n := a.Shape[1]
	if a.Shape[0] != n {
		panic(&LinAlgError{Msg: linalgMsgSquare})
	}
	zlinalgCheckFinite(a)
	c := make([]complex128, n*n) // column-major copy
	for i := range n {
		for j := range n {
			c[i+j*n] = a.At(i, j)
		}
	}
	d, e, tau := zhetd2(c, n)
	impl := gonum.Implementation{}
	out := Empty[complex128]([2]int{n, n})
	if !vectors {
		if !impl.Dsterf(n, d, e) {
			panic(&ValueError{Msg: linalgMsgConverge})
		}
		return FromSlice(d), out
	}
	z := make([]float64, n*n) // row-major, gonum's order
	if n > 0 && !impl.Dsteqr(lapack.EVTridiag, n, d, e, z, n, make([]float64, max(1, 2*n-2))) {
		panic(&ValueError{Msg: linalgMsgConverge})
	}
	for i := range n {
		for j := range n {
			out.Data[i*n+j] = complex(z[i*n+j], 0)
		}
	}
	// out = Q·Z with Q = H(0)·H(1)·…·H(n-2): apply the last reflector first (zunmtr).
	col := make([]complex128, n)
	for k := n - 2; k >= 0; k-- {
		if tau[k] == 0 {
			continue
		}
		col[k+1] = 1
		for r := k + 2; r < n; r++ {
			col[r] = c[r+k*n]
		}
		for j := range n {
			var s complex128
			for r := k + 1; r < n; r++ {
				s += cmplx.Conj(col[r]) * out.Data[r*n+j]
			}
			s *= tau[k]
			for r := k + 1; r < n; r++ {
				out.Data[r*n+j] -= col[r] * s
			}
		}
	}
	return FromSlice(d), out
}

// EigvalshComplex returns np.linalg.eigvalsh(a) of a complex Hermitian matrix: its real
// eigenvalues in ascending order, read from the lower triangle of a (the imaginary parts of
// the diagonal are ignored, as by LAPACK). It panics with a *LinAlgError if a is not square or
// holds an infinite or NaN part.
func EigvalshComplex(a Matrix[complex128]) Vector[float64] {
	w, _ := zlinalgEigh(a, false)
	return w
}

// EighComplex returns np.linalg.eigh(a) of a complex Hermitian matrix: the eigenvalues as
// EigvalshComplex and a unitary matrix whose column k is a unit eigenvector for eigenvalue k.
// Each eigenvector is determined only up to a unit complex factor. It panics as EigvalshComplex.
func EighComplex(a Matrix[complex128]) (Vector[float64], Matrix[complex128]) {
	return zlinalgEigh(a, true)
}

// EigvalshComplex64 is EigvalshComplex for complex64: float32 eigenvalues.
func EigvalshComplex64(a Matrix[complex64]) Vector[float32] {
	return AsType(EigvalshComplex(c64Matrix(a)), to32)
}

// EighComplex64 is EighComplex for complex64.
func EighComplex64(a Matrix[complex64]) (Vector[float32], Matrix[complex64]) {
	w, v := EighComplex(c64Matrix(a))
	return AsType(w, to32), AsType(v, to64c)
}
