package kernels

import (
	"fmt"
	"iter"
)

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

// NDIndexF returns every index of an array of the given shape in Fortran order (the first axis
// varying fastest): the order of Numba's np.nditer when most operands are Fortran-ordered.
func NDIndexF[D Dims](shape D) iter.Seq[D] {
	return func(yield func(D) bool) {
		var pos D
		if shapeSize(shape) == 0 {
			return
		}
		for {
			if !yield(pos) {
				return
			}
			d := 0
			for ; d < len(pos); d++ {
				pos[d]++
				if pos[d] < shape[d] {
					break
				}
				pos[d] = 0
			}
			if d == len(pos) {
				return
			}
		}
	}
}

// NDIterShape returns the shape Numba's np.nditer iterates over: that of the first operand with
// the most dimensions (E has that many). Numba broadcasts only by prepending axes: each other
// operand's shape must equal the trailing axes of that shape (an axis of length 1 does not
// stretch), else *ValueError "nditer(): operands could not be broadcast together". Shapes are
// given in operand order, arrays only (numbers and 0-d arrays always fit).
func NDIterShape[E Dims](shapes ...[]int) E {
	var main E
	found := false
	for _, s := range shapes {
		if len(s) == len(main) {
			for k, n := range s {
				main[k] = n
			}
			found = true
			break
		}
	}
	if !found && len(main) > 0 {
		panic(fmt.Sprintf("kernels.NDIterShape: no operand has %d dimensions", len(main)))
	}
	for _, s := range shapes {
		for k, n := range s {
			if n != main[len(main)-len(s)+k] {
				panic(&ValueError{Msg: "nditer(): operands could not be broadcast together"})
			}
		}
	}
	return main
}

// At0 returns the element of a at the trailing axes of pos (an index of np.nditer's shape, which
// has at least a's dimensions) as a 0-d view, as Numba's np.nditer yields it: writing to the
// view writes a's element.
func At0[T Elem, D Dims, E Dims](a Array[T, D], pos E) Array[T, [0]int] {
	off := a.Off
	base := len(pos) - len(a.Shape)
	for k := 0; k < len(a.Shape); k++ {
		off += pos[base+k] * a.Strides[k]
	}
	return Array[T, [0]int]{Data: a.Data[off : off+1]}
}
