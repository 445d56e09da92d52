package kernels

import "fmt"

// axisPositions checks the entries of idx against an axis of size n and returns them with the
// negative ones counted from the end; one out of range panics with NumPy's *IndexError.
func axisPositions[I IntElem](idx Vector[I], axis, n int) []int {
	sel := make([]int, idx.Shape[0])
	for j := range sel {
		v := idx.Data[idx.Off+j*idx.Strides[0]]
		i := int(v)
		if i < 0 {
			i += n
		}
		if i < 0 || i >= n {
			panic(&IndexError{Msg: fmt.Sprintf("index %d is out of bounds for axis %d with size %d", v, axis, n)})
		}
		sel[j] = i
	}
	return sel
}

// eachAxisSelected calls f with the offset in a of every element of a[..., idx, ...] (sel the
// positions along axis) and its flat C-order position in that selection, whose shape it returns.
func eachAxisSelected[T Elem, D Dims](a Array[T, D], sel []int, axis int, f func(off int, pos D)) D {
	shape := a.Shape
	shape[axis] = len(sel)
	total := 1
	for d := range len(shape) {
		total *= shape[d]
	}
	var pos D
	for range total {
		off := a.Off
		for d := range len(shape) {
			p := pos[d]
			if d == axis {
				p = sel[p]
			}
			off += p * a.Strides[d]
		}
		f(off, pos)
		for d := len(shape) - 1; d >= 0; d-- {
			pos[d]++
			if pos[d] < shape[d] {
				break
			}
			pos[d] = 0
		}
	}
	return shape
}

// PutAxisScalar sets the entries idx selects along axis of a to v: a[:, idx] = v for axis 1,
// where a is the basic view the other indexes make. Every index is checked before anything is
// written.
func PutAxisScalar[T Elem, D Dims, I IntElem](a Array[T, D], idx Vector[I], axis int, v T) {
	sel := axisPositions(idx, axis, a.Shape[axis])
	eachAxisSelected(a, sel, axis, func(off int, _ D) { a.Data[off] = v })
}

// PutAxis copies src, broadcast to the shape of the selection, into the entries idx selects
// along axis of a: a[:, idx] = src for axis 1 (the last one wins when an index repeats). When src
// shares memory with a it is copied first, as Put does. A shape that does not broadcast panics
// with Numba's *ValueError.
func PutAxis[T Elem, D, E Dims, I IntElem](a Array[T, D], idx Vector[I], axis int, src Array[T, E]) {
	sel := axisPositions(idx, axis, a.Shape[axis])
	shape := a.Shape
	shape[axis] = len(sel)
	strides, ok := broadcastStrides(shape, src.Shape, src.Strides)
	if !ok {
		panic(&ValueError{Msg: "cannot assign slice from input of different size"}) // Numba's message
	}
	data, soff := src.Data, src.Off
	if overlaps(a.Data, a.Off, a.Shape, a.Strides, src.Data, src.Off, src.Shape, src.Strides) {
		c := dupC(src)
		data, soff = c.Data, 0
		strides, _ = broadcastStrides(shape, c.Shape, c.Strides)
	}
	eachAxisSelected(a, sel, axis, func(off int, pos D) {
		s := soff
		for d := range len(pos) {
			s += pos[d] * strides[d]
		}
		a.Data[off] = data[s]
	})
}
