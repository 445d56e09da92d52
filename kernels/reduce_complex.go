package kernels

import "math"

// This file holds the reductions of complex arrays as Numba 0.56 computes them: min and max, prod (products
// rounded per part in the element type's precision, MulComplex), var and std.

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

// MulComplex returns a * b as Numba computes it: (ar*br - ai*bi, ar*bi + ai*br) with every product and sum rounded
// to T's precision. Go's own complex64 * computes in float64 and rounds once, which differs in the last bit.
func MulComplex[T Complex](a, b T) T {
	if isComplex64[T]() {
		x, y := complex64(a), complex64(b)
		ar, ai, br, bi := real(x), imag(x), real(y), imag(y)
		return T(complex(float32(ar*br)-float32(ai*bi), float32(ar*bi)+float32(ai*br)))
	}
	x, y := complex128(a), complex128(b)
	ar, ai, br, bi := real(x), imag(x), real(y), imag(y)
	return T(complex(float64(ar*br)-float64(ai*bi), float64(ar*bi)+float64(ai*br)))
}

func isComplex64[T Complex]() bool {
	var z T
	_, ok := any(z).(complex64)
	return ok
}

// prodComplex is Prod of a complex array: the product in np.nditer's order, multiplied as Numba does (MulComplex).
func prodComplex[T Complex, D Dims](a Array[T, D]) T {
	c := T(1)
	if s, ok := redNditer(a); ok {
		for _, v := range s {
			c = MulComplex(c, v)
		}
		return c
	}
	a.Runs(func(off, n, stride int) {
		for range n {
			c = MulComplex(c, a.Data[off])
			off += stride
		}
	})
	return c
}

// VarComplex returns a.var() of a complex array with Numba's algorithm: the mean (MeanComplex, in T), then the sum
// in float64 of real(d * conj(d)) for each deviation d (computed in T), over the size. For complex64 Numba's result
// is float32: VarComplex returns it exactly. An empty array panics with *ZeroDivisionError, as MeanComplex.
func VarComplex[T Complex, D Dims](a Array[T, D]) float64 {
	m := T(MeanComplex(a))
	var ssd float64
	for _, v := range redSeq(a) {
		d := v - m
		dc := complex128(d)
		ssd += real(complex128(MulComplex(d, T(complex(real(dc), -imag(dc))))))
	}
	r := ssd / float64(a.Size())
	if isComplex64[T]() {
		r = float64(float32(r))
	}
	return r
}

// StdComplex returns a.std() of a complex array: VarComplex ** 0.5, rounded to float32 for complex64 as Numba.
func StdComplex[T Complex, D Dims](a Array[T, D]) float64 {
	r := math.Sqrt(VarComplex(a))
	if isComplex64[T]() {
		r = float64(float32(r))
	}
	return r
}
