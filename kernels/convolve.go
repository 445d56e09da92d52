package kernels

// nonEmptyPair returns the elements of convolve's and correlate's operands, panicking with
// Numba's *ValueError when either is empty.
func nonEmptyPair[T Number](a, v Vector[T]) (x, y []T) {
	if a.Shape[0] == 0 {
		panic(&ValueError{Msg: "'a' cannot be empty"})
	}
	if v.Shape[0] == 0 {
		panic(&ValueError{Msg: "'v' cannot be empty"})
	}
	return a.Flat(), v.Flat()
}

// Convolve returns np.convolve(a, v) (mode 'full'): element k is the sum of a[j]*v[k-j] over
// the overlap, added in increasing j. Empty inputs raise ValueError as Numba does.
func Convolve[T Number](a, v Vector[T]) Vector[T] {
	x, y := nonEmptyPair(a, v)
	n, m := len(x), len(y)
	r := Empty[T]([1]int{n + m - 1})
	for k := range r.Data {
		var s T
		for j := max(0, k-m+1); j <= min(k, n-1); j++ {
			s += x[j] * y[k-j]
		}
		r.Data[k] = s
	}
	return r
}

// Correlate returns np.correlate(a, v) of real vectors in NumPy's default 'valid' mode: the
// inner products of v with each window of a, or, when v is the longer, of a with each window
// of v written from the last element back, as Numba computes them. An empty vector panics
// with a *ValueError. Complex vectors go through CorrelateComplex.
func Correlate[T Number](a, v Vector[T]) Vector[T] {
	x, y := nonEmptyPair(a, v)
	n, m := len(x), len(y)
	idx, inc := 0, 1
	if n < m {
		x, y, n, m = y, x, m, n
		idx, inc = n-m, -1
	}
	r := Empty[T]([1]int{n - m + 1})
	for i := range n - m + 1 {
		var s T
		for j, w := range x[i : i+m] {
			s += w * y[j]
		}
		r.Data[idx] = s
		idx += inc
	}
	return r
}

// CorrelateComplex is Correlate of complex vectors (or of a complex and a real one, given as
// complex): NumPy's correlation conjugates v, as Numba does.
func CorrelateComplex[T Complex](a, v Vector[T]) Vector[T] {
	c := Empty[T]([1]int{v.Shape[0]})
	for i := range c.Data {
		switch x := any(v.Data[v.Off+i*v.Strides[0]]).(type) {
		case complex64:
			c.Data[i] = any(complex(real(x), -imag(x))).(T)
		case complex128:
			c.Data[i] = any(complex(real(x), -imag(x))).(T)
		}
	}
	return Correlate(a, c)
}
