package kernels

import (
	"math"
	"math/cmplx"
)

// This file holds np.linalg.eig and eigvals of complex matrices as Numba computes them with
// LAPACK zgeev: balancing (zgebal, job 'B'), Householder reduction to Hessenberg form (zgehd2)
// and its unitary factor (zunghr), the Schur form by complex single-shift QR (zlahqr.go, as
// zhseqr for orders below 75), eigenvectors of the triangular factor by back substitution
// (ztrevc3), back-transformed (zgebak) and normalized as zgeev does. A real 2n×2n embedding
// would mix the eigenvalues of a with those of its conjugate and lose LAPACK's order, so this
// is a direct port: the eigenvalues come in zgeev's order and each eigenvector, unique up to a
// complex factor for a simple eigenvalue, is fixed as zgeev fixes it (unit 2-norm, its largest
// component real). Beyond order 75 zhseqr switches to the multishift zlaqr0, whose order of
// eigenvalues this does not reproduce; and ztrevc3's overflow guard (zlatrs) is a plain back
// substitution here, which matters only near the overflow threshold.

// zgebal balances the matrix a as LAPACK 3.11's zgebal with job 'B': permutations isolating
// eigenvalues, then diagonal scaling by powers of 2. It returns ilo, ihi and LAPACK's scale
// (the permutation indices outside ilo..ihi, the scaling factors inside).
func zgebal(a zcm) (ilo, ihi int, scale []float64) {
	n := a.n
	scale = make([]float64, n+1) // 1-based
	k, l := 1, n
	if n == 0 {
		return 1, 0, scale[1:]
	}
	swap := func(j, m int) {
		scale[m] = float64(j)
		if j == m {
			return
		}
		for i := 1; i <= l; i++ {
			*a.at(i, j), *a.at(i, m) = a.get(i, m), a.get(i, j)
		}
		for i := k; i <= n; i++ {
			*a.at(j, i), *a.at(m, i) = a.get(m, i), a.get(j, i)
		}
	}
	// isolated reports whether row (col false: column) j of a[k:l, k:l] (rows: a[1:l, 1:l]) is
	// zero off the diagonal.
	isolated := func(j int, row bool) bool {
		lo := k
		if row {
			lo = 1
		}
		for i := lo; i <= l; i++ {
			if i != j && (row && a.get(j, i) != 0 || !row && a.get(i, j) != 0) {
				return false
			}
		}
		return true
	}
	// Rows isolating an eigenvalue go to the bottom, searching again from row l after each.
	for j := l; j >= 1; j-- {
		if isolated(j, true) {
			swap(j, l)
			if l == 1 {
				return k, l, scale[1:]
			}
			l--
			j = l + 1
		}
	}
	// Columns isolating an eigenvalue go to the left, searching again from column k after each.
	for j := k; j <= l; j++ {
		if isolated(j, false) {
			swap(j, k)
			k++
			j = k - 1
		}
	}
	for i := k; i <= l; i++ {
		scale[i] = 1
	}
	const radix, factor = 2.0, 0.95
	sfmin1 := lapackSafmin / lapackUlp
	sfmax1 := 1 / sfmin1
	sfmin2 := sfmin1 * radix
	sfmax2 := 1 / sfmin2
	for noconv := true; noconv; {
		noconv = false
		for i := k; i <= l; i++ {
			var c, r float64
			for j := k; j <= l; j++ {
				c = math.Hypot(c, cmplx.Abs(a.get(j, i)))
				r = math.Hypot(r, cmplx.Abs(a.get(i, j)))
			}
			ca := cmplx.Abs(a.get(izamax(a, 1, l, func(t int) (int, int) { return t, i }), i))
			ra := cmplx.Abs(a.get(i, izamax(a, k, n, func(t int) (int, int) { return i, t })))
			if c == 0 || r == 0 {
				continue
			}
			g, f, s := r/radix, 1.0, c+r
			for c < g && max(f, c, ca) < sfmax2 && min(r, g, ra) > sfmin2 {
				if math.IsNaN(c + f + ca + r + g + ra) {
					panic(&LinAlgError{Msg: linalgMsgFinite})
				}
				f, c, ca, r, g, ra = f*radix, c*radix, ca*radix, r/radix, g/radix, ra/radix
			}
			g = c / radix
			for g >= r && max(r, ra) < sfmax2 && min(f, c, g, ca) > sfmin2 {
				f, c, g, ca, r, ra = f/radix, c/radix, g/radix, ca/radix, r*radix, ra*radix
			}
			if c+r >= factor*s {
				continue
			}
			if f < 1 && scale[i] < 1 && f*scale[i] <= sfmin1 {
				continue
			}
			if f > 1 && scale[i] > 1 && scale[i] >= sfmax1/f {
				continue
			}
			scale[i] *= f
			noconv = true
			zscalRow(a, i, k, n, complex(1/f, 0))
			zscalCol(a, i, 1, l, complex(f, 0))
		}
	}
	return k, l, scale[1:]
}

// izamax returns the position t in lo..hi of the first largest |re|+|im| of a at ij(t).
func izamax(a zcm, lo, hi int, ij func(t int) (int, int)) int {
	best, arg := -1.0, lo
	for t := lo; t <= hi; t++ {
		if v := cabs1(a.get(ij(t))); v > best {
			best, arg = v, t
		}
	}
	return arg
}

// zgehd2 reduces rows and columns ilo..ihi of a to upper Hessenberg form by Householder
// reflectors (LAPACK zgehd2, which zgehrd calls for orders below 128) and returns their factors.
func zgehd2(a zcm, ilo, ihi int) []complex128 {
	n := a.n
	tau := make([]complex128, n+1)
	for i := ilo; i <= ihi-1; i++ {
		v := a.d[i+(i-1)*n : ihi+(i-1)*n] // a(i+1:ihi, i)
		beta, ti := zlarfg(v[0], v[1:])
		tau[i] = ti
		v[0] = 1
		// a(1:ihi, i+1:ihi) = a·(I - tau·v·vᴴ)
		for r := 1; r <= ihi; r++ {
			var s complex128
			for c := range v {
				s += a.get(r, i+1+c) * v[c]
			}
			s *= ti
			for c := range v {
				*a.at(r, i+1+c) -= s * cmplx.Conj(v[c])
			}
		}
		// a(i+1:ihi, i+1:n) = (I - conj(tau)·v·vᴴ)·a
		for c := i + 1; c <= n; c++ {
			var s complex128
			for r := range v {
				s += cmplx.Conj(v[r]) * a.get(i+1+r, c)
			}
			s *= cmplx.Conj(ti)
			for r := range v {
				*a.at(i+1+r, c) -= v[r] * s
			}
		}
		v[0] = complex(beta, 0)
	}
	return tau
}

// zunghr returns the unitary Q = H(ilo)·…·H(ihi-1) of zgehd2's reflectors, stored below the
// subdiagonal of a.
func zunghr(a zcm, ilo, ihi int, tau []complex128) zcm {
	n := a.n
	q := newZcm(n)
	for i := 1; i <= n; i++ {
		*q.at(i, i) = 1
	}
	v := make([]complex128, n+1)
	for i := ihi - 1; i >= ilo; i-- {
		if tau[i] == 0 {
			continue
		}
		v[i+1] = 1
		for r := i + 2; r <= ihi; r++ {
			v[r] = a.get(r, i)
		}
		for c := i + 1; c <= ihi; c++ {
			var s complex128
			for r := i + 1; r <= ihi; r++ {
				s += cmplx.Conj(v[r]) * q.get(r, c)
			}
			s *= tau[i]
			for r := i + 1; r <= ihi; r++ {
				*q.at(r, c) -= v[r] * s
			}
		}
	}
	return q
}

// ztrevc computes the right eigenvectors of the upper triangular t and multiplies them into
// the Schur vectors q (ztrevc3 with side 'R', howmny 'B'), each scaled to largest |re|+|im| 1.
func ztrevc(t, q zcm) {
	n := t.n
	smlnum := lapackSafmin * (float64(n) / lapackUlp)
	diag := make([]complex128, n+1)
	for i := 1; i <= n; i++ {
		diag[i] = t.get(i, i)
	}
	x := make([]complex128, n+1)
	col := make([]complex128, n+1)
	for ki := n; ki >= 1; ki-- {
		smin := max(lapackUlp*cabs1(t.get(ki, ki)), smlnum)
		x[ki] = 1
		for k := 1; k < ki; k++ {
			x[k] = -t.get(k, ki)
		}
		for k := 1; k < ki; k++ {
			*t.at(k, k) -= t.get(ki, ki)
			if cabs1(t.get(k, k)) < smin {
				*t.at(k, k) = complex(smin, 0)
			}
		}
		// Back substitution with the upper triangle of t(1:ki-1, 1:ki-1) (ztrsv).
		for j := ki - 1; j >= 1; j-- {
			if x[j] != 0 {
				x[j] /= t.get(j, j)
				for r := 1; r < j; r++ {
					x[r] -= x[j] * t.get(r, j)
				}
			}
		}
		for r := 1; r <= n; r++ {
			s := q.get(r, ki)
			for k := 1; k < ki; k++ {
				s += q.get(r, k) * x[k]
			}
			col[r] = s
		}
		big := 0.0
		for r := 1; r <= n; r++ {
			big = max(big, cabs1(col[r]))
		}
		for r := 1; r <= n; r++ {
			*q.at(r, ki) = col[r] * complex(1/big, 0)
		}
		for k := 1; k < ki; k++ {
			*t.at(k, k) = diag[k]
		}
	}
}

// zgebak undoes zgebal's scaling and permutations on the rows of the eigenvectors v.
func zgebak(v zcm, ilo, ihi int, scale []float64) {
	n := v.n
	if ilo != ihi {
		for i := ilo; i <= ihi; i++ {
			zscalRow(v, i, 1, n, complex(scale[i-1], 0))
		}
	}
	for ii := 1; ii <= n; ii++ {
		i := ii
		if i >= ilo && i <= ihi {
			continue
		}
		if i < ilo {
			i = ilo - ii
		}
		k := int(scale[i-1])
		if k == i {
			continue
		}
		for c := 1; c <= n; c++ {
			*v.at(i, c), *v.at(k, c) = v.get(k, c), v.get(i, c)
		}
	}
}

// zgeev returns the eigenvalues of the column-major copy a, and its normalized right
// eigenvectors when vectors is set (zgeev with jobvl 'N').
func zgeev(a zcm, vectors bool) ([]complex128, zcm) {
	n := a.n
	w := make([]complex128, n)
	if n == 0 {
		return w, a
	}
	anrm := 0.0
	for _, v := range a.d {
		anrm = max(anrm, cmplx.Abs(v))
	}
	smlnum := math.Sqrt(lapackSafmin) / lapackUlp
	bignum := 1 / smlnum
	cscale := 0.0
	if anrm > 0 && anrm < smlnum {
		cscale = smlnum
	} else if anrm > bignum {
		cscale = bignum
	}
	if cscale != 0 {
		for i := range a.d {
			a.d[i] *= complex(cscale/anrm, 0)
		}
	}
	ilo, ihi, scale := zgebal(a)
	tau := zgehd2(a, ilo, ihi)
	var q zcm
	if vectors {
		q = zunghr(a, ilo, ihi, tau)
	}
	for i := 1; i < ilo; i++ {
		w[i-1] = a.get(i, i)
	}
	for i := ihi + 1; i <= n; i++ {
		w[i-1] = a.get(i, i)
	}
	if zlahqr(vectors, vectors, a, ilo, ihi, w, ilo, ihi, q) != 0 {
		panic(&ValueError{Msg: linalgMsgConverge})
	}
	if cscale != 0 {
		for i := range w {
			w[i] *= complex(anrm/cscale, 0)
		}
	}
	if !vectors {
		return w, q
	}
	ztrevc(a, q)
	zgebak(q, ilo, ihi, scale)
	for c := 1; c <= n; c++ {
		nrm := 0.0
		for r := 1; r <= n; r++ {
			nrm = math.Hypot(nrm, cmplx.Abs(q.get(r, c)))
		}
		zscalCol(q, c, 1, n, complex(1/nrm, 0))
		k, big := 1, -1.0
		for r := 1; r <= n; r++ {
			v := q.get(r, c)
			if m := real(v)*real(v) + imag(v)*imag(v); m > big {
				k, big = r, m
			}
		}
		zscalCol(q, c, 1, n, cmplx.Conj(q.get(k, c))/complex(math.Sqrt(big), 0))
		*q.at(k, c) = complex(real(q.get(k, c)), 0)
	}
	return w, q
}

// zgeevCopy returns a column-major copy of the square, finite matrix a.
func zgeevCopy(a Matrix[complex128]) zcm {
	n := a.Shape[1]
	if a.Shape[0] != n {
		panic(&LinAlgError{Msg: linalgMsgSquare})
	}
	zlinalgCheckFinite(a)
	c := newZcm(n)
	for i := range n {
		for j := range n {
			*c.at(i+1, j+1) = a.At(i, j)
		}
	}
	return c
}

// EigvalsComplex returns np.linalg.eigvals(a) of a complex matrix: its eigenvalues in LAPACK
// zgeev's order. It panics with a *LinAlgError if a is not square or holds an infinite or NaN
// part, and with a *ValueError if the QR algorithm fails to converge.
func EigvalsComplex(a Matrix[complex128]) Vector[complex128] {
	w, _ := zgeev(zgeevCopy(a), false)
	return FromSlice(w)
}

// EigComplex returns np.linalg.eig(a) of a complex matrix: the eigenvalues as EigvalsComplex
// and the matrix whose column j is the right eigenvector of w[j], normalized as zgeev: unit
// 2-norm, with its component of largest modulus real. It panics as EigvalsComplex.
func EigComplex(a Matrix[complex128]) (Vector[complex128], Matrix[complex128]) {
	w, q := zgeev(zgeevCopy(a), true)
	n := len(w)
	v := Empty[complex128]([2]int{n, n})
	for i := range n {
		for j := range n {
			v.Data[i*n+j] = q.get(i+1, j+1)
		}
	}
	return FromSlice(w), v
}

// EigvalsComplex64 is EigvalsComplex for complex64.
func EigvalsComplex64(a Matrix[complex64]) Vector[complex64] {
	return AsType(EigvalsComplex(c64Matrix(a)), to64c)
}

// EigComplex64 is EigComplex for complex64.
func EigComplex64(a Matrix[complex64]) (Vector[complex64], Matrix[complex64]) {
	w, v := EigComplex(c64Matrix(a))
	return AsType(w, to64c), AsType(v, to64c)
}
