package kernels

// This file holds np.cumsum and np.cumprod along an axis. As in npfuncs.go, results follow Numba 0.56 where
// it supports the call and NumPy 1.24 where it does not; each function's comment says which, and where they differ.

// CumsumAxis returns np.cumsum(a, axis=axis) with NumPy's semantics (Numba 0.56 supports np.cumsum only without an
// axis): an array of a's shape, C-ordered, whose every lane along axis holds the running sums of a's lane, accumulated
// in T from the first element itself (so a leading -0.0 stays -0.0, where Numba's whole-array Cumsum starts from 0).
// NumPy's result dtype for integers narrower than int64 is int64 (uint64 for unsigned ones); the caller converts a
// beforehand. A negative axis counts from the end; an axis out of bounds panics with *ValueError "axis 2 is out of
// bounds for array of dimension 2", NumPy's AxisError message.
func CumsumAxis[T Number, D Dims](a Array[T, D], axis int) Array[T, D] {
	return cumAxis(a, axis, false)
}

// CumprodAxis returns np.cumprod(a, axis=axis) with NumPy's semantics, as CumsumAxis does for products.
func CumprodAxis[T Number, D Dims](a Array[T, D], axis int) Array[T, D] {
	return cumAxis(a, axis, true)
}

func cumAxis[T Number, D Dims](a Array[T, D], axis int, mul bool) Array[T, D] {
	nd := len(a.Shape)
	axis = redAxis(axis, nd, "")
	out := Empty[T](a.Shape)
	if len(out.Data) == 0 {
		return out
	}
	n, st := a.Shape[axis], a.Strides[axis]
	inner := 1 // the stride of axis in out
	for k := axis + 1; k < nd; k++ {
		inner *= a.Shape[k]
	}
	// lane accumulates the lane starting at Data[off] into out[o], out[o+inner], ...
	lane := func(off, o int) {
		c := a.Data[off]
		out.Data[o] = c
		for i := 1; i < n; i++ {
			off += st
			o += inner
			if mul {
				c *= a.Data[off]
			} else {
				c += a.Data[off]
			}
			out.Data[o] = c
		}
	}
	if nd == 1 {
		lane(a.Off, 0)
		return out
	}
	// outOff is the offset in out of element 0 along axis of the lane redRows numbers j.
	outOff := func(j int) int { return j/inner*n*inner + j%inner }
	if axis == nd-1 {
		redLanes(a, axis, func(j, off int) { lane(off, outOff(j)) })
		return out
	}
	// Along another axis, walk a row at a time (the rows run along the last axis, contiguous in out), adding row i
	// to the running result of row i-1: the same operations in the same order per element, in memory order.
	for i := 0; i < n; i++ {
		base := i * st
		redRows(a, axis, func(j, off, m, step int) {
			o := outOff(j) + i*inner
			r := out.Data[o : o+m]
			off += base
			switch {
			case i == 0:
				for t := range r {
					r[t] = a.Data[off]
					off += step
				}
			case mul:
				p := out.Data[o-inner : o-inner+m]
				for t := range r {
					r[t] = p[t] * a.Data[off]
					off += step
				}
			default:
				p := out.Data[o-inner : o-inner+m]
				for t := range r {
					r[t] = p[t] + a.Data[off]
					off += step
				}
			}
		})
	}
	return out
}
