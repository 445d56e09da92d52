package kernels

// AMinComplex returns a.min() (np.min, np.amin) of a complex array as Numba 0.56 computes it: the lexicographic
// minimum, ordering by the real part, then by the imaginary part, over the elements in np.nditer's order (memory order
// for a contiguous array, C order otherwise), keeping the first of equal elements; NaN parts compare false, so they
// do not propagate as in real arrays. An empty array panics with *ValueError "zero-size array to reduction operation
// minimum which has no identity".
func AMinComplex[T Complex, D Dims](a Array[T, D]) T {
	if a.Size() == 0 {
		panic(redZeroSize("minimum"))
	}
	return redMinMaxComplex(a, false)
}

// AMaxComplex returns a.max() of a complex array with AMinComplex's rules; an empty array panics with *ValueError
// "zero-size array to reduction operation maximum which has no identity".
func AMaxComplex[T Complex, D Dims](a Array[T, D]) T {
	if a.Size() == 0 {
		panic(redZeroSize("maximum"))
	}
	return redMinMaxComplex(a, true)
}

func redMinMaxComplex[T Complex, D Dims](a Array[T, D], isMax bool) T {
	var m complex128
	first := true
	visit := func(x T) {
		v := complex128(x)
		switch {
		case first:
			m, first = v, false
		case isMax:
			if real(v) > real(m) || real(v) == real(m) && imag(v) > imag(m) {
				m = v
			}
		case real(v) < real(m) || real(v) == real(m) && imag(v) < imag(m):
			m = v
		}
	}
	if s, ok := redNditer(a); ok {
		for _, x := range s {
			visit(x)
		}
	} else {
		a.Each(func(off int) { visit(a.Data[off]) })
	}
	return T(m)
}
