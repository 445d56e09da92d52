package kernels

// NonzeroIndexes returns np.nonzero(a): for each axis, the indexes along it of the nonzero
// elements, in C order.
func NonzeroIndexes[T Elem, D Dims](a Array[T, D]) []Vector[int64] {
	var zero T
	var pos D
	idx := make([][]int64, len(a.Shape))
	n := a.Size()
	for range n {
		off := a.Off
		for d := 0; d < len(pos); d++ {
			off += pos[d] * a.Strides[d]
		}
		if a.Data[off] != zero {
			for d := range idx {
				idx[d] = append(idx[d], int64(pos[d]))
			}
		}
		for d := len(pos) - 1; d >= 0; d-- {
			pos[d]++
			if pos[d] < a.Shape[d] {
				break
			}
			pos[d] = 0
		}
	}
	out := make([]Vector[int64], len(idx))
	for d := range idx {
		if idx[d] == nil {
			idx[d] = []int64{}
		}
		out[d] = FromSlice(idx[d])
	}
	return out
}
