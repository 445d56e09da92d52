package kernels

import "fmt"

// ClipTo returns np.clip(a, lo, hi, out) as Numba 0.56 computes it (numba/np/arrayobj.py np_clip): each element
// is min(max(v, lo), hi) with Python's min and max (a NaN element stays NaN, a NaN bound is passed over), the
// bounds broadcast against a (a scalar bound is a 0-d array), a bound whose has flag is false is left out, and the
// result is written into out when hasOut, else into a new C-contiguous array. Both bounds left out panic with
// Numba's *ValueError; bounds that do not broadcast to a's shape, or an out of another shape, panic with
// *ValueError too (Numba's message, or NumPy's where Numba does not check).
func ClipTo[T Real, D, E, F Dims](a Array[T, D], lo Array[T, E], hasLo bool, hi Array[T, F], hasHi bool, out Array[T, D], hasOut bool) Array[T, D] {
	if !hasLo && !hasHi {
		panic(&ValueError{Msg: "array_clip: must set either max or min"})
	}
	vals := append([]T(nil), redSeq(a)...)
	if hasLo {
		for i, b := range clipBound(a.Shape, lo) {
			if b > vals[i] {
				vals[i] = b
			}
		}
	}
	if hasHi {
		for i, b := range clipBound(a.Shape, hi) {
			if b < vals[i] {
				vals[i] = b
			}
		}
	}
	if !hasOut {
		return Array[T, D]{Data: vals, Shape: a.Shape, Strides: CStrides(a.Shape)}
	}
	if out.Shape != a.Shape {
		panic(&ValueError{Msg: fmt.Sprintf("non-broadcastable output operand with shape %s doesn't match the broadcast shape %s",
			npShape(Dims2Slice(out.Shape), ""), npShape(Dims2Slice(a.Shape), ""))})
	}
	i := 0
	out.Each(func(off int) {
		out.Data[off] = vals[i]
		i++
	})
	return out
}

// clipBound returns a clip bound broadcast to shape, its elements in C order.
func clipBound[T Elem, D, E Dims](shape D, b Array[T, E]) []T {
	base := len(shape) - len(b.Shape)
	wider, grows := Dims2Slice(shape), false
	for k := 0; k < len(b.Shape); k++ {
		if n, m := b.Shape[k], shape[base+k]; n != m && n != 1 {
			if m != 1 {
				panic(&ValueError{Msg: "shape mismatch: objects cannot be broadcast to a single shape"})
			}
			wider[base+k], grows = n, true
		}
	}
	if grows {
		panic(&ValueError{Msg: fmt.Sprintf("non-broadcastable output operand with shape %s doesn't match the broadcast shape %s",
			npShape(Dims2Slice(shape), ""), npShape(wider, ""))})
	}
	return redSeq(BroadcastTo(b, shape))
}
