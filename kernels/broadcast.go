package kernels

import (
	"fmt"
	"strings"
)

// BroadcastShapes returns the shape NumPy broadcasting gives operands of the given shapes (right-aligned, each
// axis of length 1 stretched to match). E must have at least as many dimensions as the longest shape; when it has
// more, the extra leading axes have length 1. Shapes that do not broadcast panic with *ValueError and the message
// of a NumPy ufunc, for example "operands could not be broadcast together with shapes (2,3) (4,) ".
func BroadcastShapes[E Dims](shapes ...[]int) E {
	var r E
	nd := len(r)
	for k := 0; k < nd; k++ {
		r[k] = 1
	}
	for _, s := range shapes {
		if len(s) > nd {
			panic(fmt.Sprintf("kernels.BroadcastShapes: result has %d dimensions, an operand has %d", nd, len(s)))
		}
		base := nd - len(s)
		for k, n := range s {
			switch m := r[base+k]; {
			case m == n || n == 1:
			case m == 1:
				r[base+k] = n
			default:
				var b strings.Builder
				b.WriteString("operands could not be broadcast together with shapes ")
				for _, s := range shapes {
					b.WriteString(npShape(s, " "))
				}
				panic(&ValueError{Msg: b.String()})
			}
		}
	}
	return r
}

// Dims2Slice returns a shape (or strides) as a new slice, the form BroadcastShapes takes.
func Dims2Slice[D Dims](d D) []int {
	s := make([]int, len(d))
	for k := range s {
		s[k] = d[k]
	}
	return s
}

// SameShape reports whether two shapes are equal.
func SameShape[D Dims](a, b D) bool { return a == b }

// BroadcastTo returns a as a view of the given shape, as np.broadcast_to(a, shape): axes a lacks (on the left) and
// axes of length 1 that shape stretches get stride 0, so many positions share one element. The view shares a's
// Data and is meant to be read only: writing through a stride-0 axis writes the shared element. Shapes that do not
// broadcast panic with *ValueError and NumPy's message.
func BroadcastTo[E Dims, T Elem, D Dims](a Array[T, D], shape E) Array[T, E] {
	for k := 0; k < len(shape); k++ {
		if shape[k] < 0 {
			panic(&ValueError{Msg: "all elements of broadcast shape must be non-negative"})
		}
	}
	if len(a.Shape) > len(shape) {
		panic(&ValueError{Msg: "input operand has more dimensions than allowed by the axis remapping"})
	}
	strides, ok := broadcastStrides(shape, a.Shape, a.Strides)
	if !ok {
		panic(&ValueError{Msg: fmt.Sprintf("operands could not be broadcast together with remapped shapes "+
			"[original->remapped]: %s and requested shape %s",
			npShape(Dims2Slice(a.Shape), " "), npShape(Dims2Slice(shape), ""))})
	}
	return settle(a.Data, a.Off, shape, strides)
}

// broadcastStrides returns the strides that present an operand of shape srcShape and strides srcStrides as an
// array of shape shape, following NumPy's assignment rules: the operand is right-aligned, its axes of length 1
// stretch, and it may have extra leading axes of length 1. ok is false when the shapes do not broadcast.
func broadcastStrides[D, E Dims](shape D, srcShape, srcStrides E) (strides D, ok bool) {
	nd, ns := len(shape), len(srcShape)
	for k := 0; k < ns; k++ {
		j := k + nd - ns
		n := srcShape[k]
		switch {
		case j < 0:
			if n != 1 {
				return strides, false
			}
		case n == shape[j]:
			strides[j] = srcStrides[k]
		case n == 1:
			strides[j] = 0
		default:
			return strides, false
		}
	}
	return strides, true
}

// BroadcastAssign returns a as a view of the given shape for a[...] = value, as Numba's
// setitem broadcasts the value onto the selection: extra leading axes of a must have length 1
// ("cannot broadcast source array for assignment"), axes of length 1 stretch, and any other
// axis must match ("cannot assign slice from input of different size"); both *ValueError.
func BroadcastAssign[E Dims, T Elem, D Dims](a Array[T, D], shape E) Array[T, E] {
	nd, ns := len(shape), len(a.Shape)
	var strides E
	for k := 0; k < ns-nd; k++ {
		if a.Shape[k] != 1 {
			panic(&ValueError{Msg: "cannot broadcast source array for assignment"})
		}
	}
	for k := 0; k < nd; k++ {
		j := k - nd + ns // the axis of a under axis k of shape, if any
		switch {
		case j < 0:
			strides[k] = 0
		case a.Shape[j] == shape[k]:
			strides[k] = a.Strides[j]
		case a.Shape[j] == 1:
			strides[k] = 0
		default:
			panic(&ValueError{Msg: "cannot assign slice from input of different size"})
		}
	}
	return settle(a.Data, a.Off, shape, strides)
}

// AsStrided returns a view of a's memory with the given shape and strides in bytes, as
// np.lib.stride_tricks.as_strided(a, shape, strides): element (i, j, ...) of the view is the one
// i*strides[0] + j*strides[1] + ... bytes after a's first element, so positions may share
// elements. itemsize is the size of one element in bytes. A stride that is not a multiple of
// itemsize (a view that would read across elements), or a view reaching outside the memory a's
// Data can address, panics with *ValueError, where NumPy reads whatever memory is there.
func AsStrided[E Dims, T Elem, D Dims](a Array[T, D], shape, strides E, itemsize int) Array[T, E] {
	var elems E
	lo, hi := a.Off, a.Off
	for k := 0; k < len(shape); k++ {
		if shape[k] < 0 {
			panic(&ValueError{Msg: "negative dimensions are not allowed"})
		}
		if strides[k]%itemsize != 0 {
			panic(&ValueError{Msg: fmt.Sprintf("as_strided: stride %d is not a multiple of the itemsize %d", strides[k], itemsize)})
		}
		elems[k] = strides[k] / itemsize
		if shape[k] == 0 {
			return Array[T, E]{Data: a.Data[:0], Shape: shape, Strides: elems}
		}
		if s := elems[k] * (shape[k] - 1); s < 0 {
			lo += s
		} else {
			hi += s
		}
	}
	if lo < 0 || hi >= cap(a.Data) {
		panic(&ValueError{Msg: "as_strided: the view reaches outside the array's memory"})
	}
	return Array[T, E]{Data: a.Data[lo : hi+1], Off: a.Off - lo, Shape: shape, Strides: elems}
}
