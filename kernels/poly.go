package kernels

// Roots returns np.roots(p) of real coefficients, highest power first, as Numba 0.56 computes it:
// leading zeros are dropped, the eigenvalues of the companion matrix (-p[1:]/p[0] in its first
// row, ones below the diagonal) come in LAPACK geev's order, and one zero root follows for every
// trailing zero coefficient. Integer coefficients are converted to float64. Roots that are not all
// real panic with Numba's *ValueError ("eigvals() argument must not cause a domain change."), as
// do non-finite coefficients (*LinAlgError).
func Roots[T Real](p Vector[T]) Vector[float64] {
	return roots(p, func(v T) float64 { return float64(v) }, Eigvals)
}

// RootsComplex returns np.roots(p) of complex coefficients as Roots, the companion matrix's
// eigenvalues by zgeev's algorithm (EigvalsComplex): complex roots in LAPACK's order. It panics
// with a *LinAlgError if a coefficient has an infinite or NaN part.
func RootsComplex(p Vector[complex128]) Vector[complex128] {
	return roots(p, func(v complex128) complex128 { return v }, EigvalsComplex)
}

// RootsComplex64 is RootsComplex for complex64 coefficients and roots.
func RootsComplex64(p Vector[complex64]) Vector[complex64] {
	return AsType(roots(p, func(v complex64) complex128 { return complex128(v) }, EigvalsComplex), to64c)
}

// roots computes np.roots of the coefficients p, converted to E by conv, with the eigenvalue
// routine eigvals of E matrices.
func roots[T Number, E ~float64 | ~complex128](p Vector[T], conv func(T) E, eigvals func(Matrix[E]) Vector[E]) Vector[E] {
	n := p.Shape[0]
	at := func(i int) T { return p.Data[p.Off+i*p.Strides[0]] }
	first, last := -1, -1
	for i := range n {
		if at(i) != 0 {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 {
		return Empty[E]([1]int{0})
	}
	m := last - first + 1
	var rs []E
	if m > 1 {
		a := Zeros[E]([2]int{m - 1, m - 1})
		p0 := conv(at(first))
		for j := range m - 1 {
			a.Data[j] = conv(-at(first+1+j)) / p0 // negated in T: unsigned coefficients wrap, as in NumPy
			if j+1 < m-1 {
				a.Data[(j+1)*(m-1)+j] = 1
			}
		}
		rs = eigvals(a).Data
	}
	return FromSlice(append(rs, make([]E, n-last-1)...))
}
