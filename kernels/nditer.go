package kernels

import "iter"

// NDIndex returns np.ndindex(*shape): every index of an array of that shape, in C order.
func NDIndex[D Dims](shape D) iter.Seq[D] {
	return func(yield func(D) bool) {
		var pos D
		if shapeSize(shape) == 0 {
			return
		}
		for {
			if !yield(pos) {
				return
			}
			d := len(pos) - 1
			for ; d >= 0; d-- {
				pos[d]++
				if pos[d] < shape[d] {
					break
				}
				pos[d] = 0
			}
			if d < 0 {
				return
			}
		}
	}
}

// NDEnumerate returns np.ndenumerate(a): every index of a in C order with its element.
func NDEnumerate[T Elem, D Dims](a Array[T, D]) iter.Seq2[D, T] {
	return func(yield func(D, T) bool) {
		for pos := range NDIndex(a.Shape) {
			off := a.Off
			for d := range len(pos) {
				off += pos[d] * a.Strides[d]
			}
			if !yield(pos, a.Data[off]) {
				return
			}
		}
	}
}
