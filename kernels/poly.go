package kernels

// Roots returns np.roots(p) of real coefficients, highest power first, as Numba 0.56 computes it:
// leading zeros are dropped, the eigenvalues of the companion matrix (-p[1:]/p[0] in its first
// row, ones below the diagonal) come in LAPACK geev's order, and one zero root follows for every
// trailing zero coefficient. Integer coefficients are converted to float64. Roots that are not all
// real panic with Numba's *ValueError ("eigvals() argument must not cause a domain change."), as
// do non-finite coefficients (*LinAlgError).
func Roots[T Real](p Vector[T]) Vector[float64] {
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
		return Empty[float64]([1]int{0})
	}
	m := last - first + 1
	var roots []float64
	if m > 1 {
		a := Zeros[float64]([2]int{m - 1, m - 1})
		p0 := float64(at(first))
		for j := range m - 1 {
			a.Data[j] = float64(-at(first+1+j)) / p0
			if j+1 < m-1 {
				a.Data[(j+1)*(m-1)+j] = 1
			}
		}
		roots = Eigvals(a).Data
	}
	return FromSlice(append(roots, make([]float64, n-last-1)...))
}
