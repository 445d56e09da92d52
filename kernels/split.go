package kernels

import "fmt"

// splitAxis returns axis counted from the front (NumPy's negative axes count from the end), or panics with
// NumPy's *ValueError when a has no such axis.
func splitAxis(axis, nd int) int {
	if axis < 0 {
		axis += nd
	}
	if axis < 0 || axis >= nd {
		panic(&ValueError{Msg: fmt.Sprintf("axis %d is out of bounds for array of dimension %d", axis, nd)})
	}
	return axis
}

// splitPart returns the view a[..., lo:hi, ...] with the slice on axis, lo and hi as a Python slice reads them
// (negative counts from the end, both clamped to the axis).
func splitPart[T Elem, D Dims](a Array[T, D], lo, hi, axis int) Array[T, D] {
	first, length := sliceIndices(a.Shape[axis], lo, hi, 1)
	shape, strides := a.Shape, a.Strides
	off := a.Off
	if length > 0 {
		off += first * strides[axis]
	}
	shape[axis] = length
	return settle(a.Data, off, shape, strides)
}

// SplitAt returns np.array_split(a, indices, axis) (and np.split, which is the same for a list of indices): the
// views a[:i0], a[i0:i1], ..., a[ik:] along axis, each index read as a Python slice bound. The views share a's
// Data, as in NumPy and Numba.
func SplitAt[T Elem, D Dims, I Integer](a Array[T, D], indices []I, axis int) *[]Array[T, D] {
	axis = splitAxis(axis, len(a.Shape))
	out := make([]Array[T, D], 0, len(indices)+1)
	prev := 0
	for _, i := range indices {
		out = append(out, splitPart(a, prev, int(i), axis))
		prev = int(i)
	}
	out = append(out, splitPart(a, prev, Open, axis))
	return &out
}

// ArraySplit returns np.array_split(a, sections, axis): sections views along axis, the first n%sections of them
// one element longer than the others. sections must be positive.
func ArraySplit[T Elem, D Dims](a Array[T, D], sections, axis int) *[]Array[T, D] {
	axis = splitAxis(axis, len(a.Shape))
	if sections <= 0 {
		panic(&ValueError{Msg: "number sections must be larger than 0."})
	}
	n := a.Shape[axis]
	l, rem := n/sections, n%sections
	indices := make([]int, 0, sections-1)
	at := 0
	for k := 0; k < sections-1; k++ {
		at += l
		if k < rem {
			at++
		}
		indices = append(indices, at)
	}
	return SplitAt(a, indices, axis)
}

// Split returns np.split(a, sections, axis): sections views of equal length along axis. It panics with
// *ValueError when the axis does not divide evenly, with Numba's message.
func Split[T Elem, D Dims](a Array[T, D], sections, axis int) *[]Array[T, D] {
	ax := splitAxis(axis, len(a.Shape))
	if sections <= 0 {
		panic(&ValueError{Msg: "number sections must be larger than 0."})
	}
	if a.Shape[ax]%sections != 0 {
		panic(&ValueError{Msg: "array split does not result in an equal division"})
	}
	return ArraySplit(a, sections, axis)
}

// BroadcastArraysShape returns the shape np.broadcast_arrays gives arrays of the given shapes, and
// np.broadcast_shapes returns (right-aligned, axes of length 1 stretched), E having as many dimensions as the
// longest. Shapes that do not broadcast, or have a negative length, panic with *ValueError and Numba's message.
func BroadcastArraysShape[E Dims](shapes ...[]int) E {
	var r E
	m := len(r)
	for k := 0; k < m; k++ {
		r[k] = 1
	}
	for _, s := range shapes {
		for i, n := range s {
			k := m - len(s) + i
			switch {
			case n < 0:
				panic(&ValueError{Msg: "negative dimensions are not allowed"})
			case n == 1:
			case r[k] == 1:
				r[k] = n
			case r[k] != n:
				panic(&ValueError{Msg: "shape mismatch: objects cannot be broadcast to a single shape"})
			}
		}
	}
	return r
}

// DivmodArrays returns np.divmod(x, y) for arrays: the quotients and remainders f gives for the elements of x and
// y broadcast together, as two new C-ordered arrays of the broadcast shape D. Shapes that do not broadcast panic
// with *ValueError and NumPy's message.
func DivmodArrays[D Dims, T Elem, DX, DY Dims](x Array[T, DX], y Array[T, DY], f func(a, b T) (T, T)) [2]Array[T, D] {
	shape := BroadcastShapes[D](Dims2Slice(x.Shape), Dims2Slice(y.Shape))
	xs := BroadcastTo(x, shape).Flat()
	ys := BroadcastTo(y, shape).Flat()
	q, r := Empty[T](shape), Empty[T](shape)
	for i := range q.Data {
		q.Data[i], r.Data[i] = f(xs[i], ys[i])
	}
	return [2]Array[T, D]{q, r}
}
