package kernels

import "math/cmplx"

// This file holds np.linalg.qr of complex matrices as Numba computes it with LAPACK zgeqrf and
// zungqr (mode 'reduced'): Householder reflectors H(i) = I - tau·v·vᴴ from zlarfg, which make
// r's diagonal real, and q = H(1)·…·H(k) restricted to its first k columns. Gonum's LAPACK has
// no complex routines; this is the unblocked algorithm (zgeqr2, zung2r) that LAPACK itself runs
// for matrices of fewer than 128 columns, so q and r carry zgeqrf's phases.

// QRComplex returns np.linalg.qr(a) of a complex m×n matrix: q (m×k) with orthonormal columns
// and the upper triangular r (k×n), k = min(m, n), with a = q·r. It panics with a
// *LinAlgError if a is empty or holds an infinite or NaN part.
func QRComplex(a Matrix[complex128]) (Matrix[complex128], Matrix[complex128]) {
	m, n := a.Shape[0], a.Shape[1]
	if m == 0 || n == 0 {
		panic(&LinAlgError{Msg: linalgMsgEmpty})
	}
	zlinalgCheckFinite(a)
	k := min(m, n)
	c := zcm{make([]complex128, m*n), m} // column-major copy
	for i := range m {
		for j := range n {
			*c.at(i+1, j+1) = a.At(i, j)
		}
	}
	tau := make([]complex128, k+1)
	for i := 1; i <= k; i++ {
		v := c.d[i-1+(i-1)*m : m+(i-1)*m] // c(i:m, i)
		beta, t := zlarfg(v[0], v[1:])
		tau[i] = t
		v[0] = 1
		for col := i + 1; col <= n; col++ { // c(i:m, i+1:n) = H(i)ᴴ·c
			var s complex128
			for r := range v {
				s += cmplx.Conj(v[r]) * c.get(i+r, col)
			}
			s *= cmplx.Conj(t)
			for r := range v {
				*c.at(i+r, col) -= v[r] * s
			}
		}
		v[0] = complex(beta, 0)
	}
	r := Zeros[complex128]([2]int{k, n})
	for i := range k {
		for j := i; j < n; j++ {
			r.Data[i*n+j] = c.get(i+1, j+1)
		}
	}
	// q = H(1)·…·H(k)·I[:, :k], the last reflector applied first (zung2r).
	q := Zeros[complex128]([2]int{m, k})
	for i := range k {
		q.Data[i*k+i] = 1
	}
	for i := k; i >= 1; i-- {
		t := tau[i]
		if t == 0 {
			continue
		}
		v := func(r int) complex128 {
			if r == i {
				return 1
			}
			return c.get(r, i)
		}
		for col := i; col <= k; col++ {
			var s complex128
			for r := i; r <= m; r++ {
				s += cmplx.Conj(v(r)) * q.Data[(r-1)*k+col-1]
			}
			s *= t
			for r := i; r <= m; r++ {
				q.Data[(r-1)*k+col-1] -= v(r) * s
			}
		}
	}
	return q, r
}

// QRComplex64 is QRComplex for complex64.
func QRComplex64(a Matrix[complex64]) (Matrix[complex64], Matrix[complex64]) {
	q, r := QRComplex(c64Matrix(a))
	return AsType(q, to64c), AsType(r, to64c)
}
