package kernels

// This file is np.random.choice(a, size) with a tuple size: Numba 0.56 fills np.empty(size)
// through its flat iterator, so the elements are those of the 1-d choice of size's product,
// in C order.

// NPChoiceShape returns np.random.choice(a, shape, replace) for an array a (see NPChoiceN).
func NPChoiceShape[T Elem, D Dims](r *Random, a Vector[T], shape D, replace bool) Array[T, D] {
	checkShape(shape)
	return Reshape(NPChoiceN(r, a, shapeSize(shape), replace), shape)
}

// NPChoiceRangeShape returns np.random.choice(n, shape, replace), the choice over arange(n)
// (see NPChoiceRangeN).
func NPChoiceRangeShape[D Dims](r *Random, n int64, shape D, replace bool) Array[int64, D] {
	checkShape(shape)
	return Reshape(NPChoiceRangeN(r, n, shapeSize(shape), replace), shape)
}
