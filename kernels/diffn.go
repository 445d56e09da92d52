package kernels

// This file holds np.diff of N-d arrays. As in npfuncs.go, results follow Numba 0.56 where
// it supports the call and NumPy 1.24 where it does not; each function's comment says which, and where they differ.

// DiffN returns np.diff(a, n) for an array of any number of dimensions: the n-th discrete difference along the last
// axis, whose length becomes max(a.Shape[-1] - n, 0), as a new C-ordered array. Each row along the last axis is
// differenced as Diff does (first differences, then repeated differences in a work buffer, in T, so integers wrap
// around). n == 0 returns a copy; a negative n panics with *ValueError "diff(): order must be non-negative".
//
// Numba 0.56 compiles np.diff only for C- and F-contiguous arrays and raises NotImplementedError "incompatible shape
// for array" at run time for an F-contiguous array of three or more dimensions; DiffN accepts any strides and gives
// NumPy's result for those arrays.
func DiffN[T Number, D Dims](a Array[T, D], n int) Array[T, D] {
	return diffLanes(a, n, func(x, y T) T { return x - y })
}

// DiffBool returns np.diff(a, n) of a bool array of any number of dimensions as Numba computes it: True - False
// stored back into a bool is True, so each difference is x != y (n times over, each step on the bools of the last).
func DiffBool[D Dims](a Array[bool, D], n int) Array[bool, D] {
	return diffLanes(a, n, func(x, y bool) bool { return x != y })
}

// diffLanes is np.diff(a, n) along the last axis with sub as the difference of two elements.
func diffLanes[T Elem, D Dims](a Array[T, D], n int, sub func(x, y T) T) Array[T, D] {
	if n == 0 {
		return a.Copy()
	}
	if n < 0 {
		panic(&ValueError{Msg: "diff(): order must be non-negative"})
	}
	last := len(a.Shape) - 1
	size := a.Shape[last]
	shape := a.Shape
	shape[last] = max(size-n, 0)
	out := Empty[T](shape)
	if len(out.Data) == 0 {
		return out
	}
	m := shape[last]
	work := make([]T, size)
	st := a.Strides[last]
	rows := a
	rows.Shape[last] = 1 // Each then visits the first element of every row, in C order
	o := 0
	rows.Each(func(off int) {
		for i := 0; i < size-1; i++ {
			work[i] = sub(a.Data[off+st], a.Data[off])
			off += st
		}
		for it := 1; it < n; it++ {
			for i := 0; i < size-it-1; i++ {
				work[i] = sub(work[i+1], work[i])
			}
		}
		copy(out.Data[o:o+m], work[:m])
		o += m
	})
	return out
}
