package kernels

// SumArraysFrom returns sum(items, start) for an array start, as Numba's sum computes it: a
// running total that starts as start, to which each item (an array, or a number through
// Scalar) is added in order, total = total + item, into a new array of the two's broadcast
// shape. add(o, a, b) computes o[i] = a[i] + b[i] in the total's dtype. With no items the
// result is start itself, not a copy. Shapes that do not broadcast raise NumPy's ValueError.
func SumArraysFrom[T, U Elem, D Dims, X Operand[U]](start Array[T, D], items []X, add func(o, a []T, b []U)) Array[T, D] {
	total := start
	for _, x := range items {
		shape, err := UfuncShape[D](ShapeOf(total), ShapeOf(x))
		if err != nil {
			panic(err)
		}
		next := Uninit[T](shape)
		if err := Ufunc2(next, total, x, false, add); err != nil {
			panic(err)
		}
		total = next
	}
	return total
}

// ScalarsOf wraps numbers as ufunc operands, for SumArraysFrom's items.
func ScalarsOf[T Elem](s []T) []Operand[T] {
	out := make([]Operand[T], len(s))
	for i, v := range s {
		out[i] = Scalar(v)
	}
	return out
}
