package kernels

import (
	"fmt"
	"math"
)

// Reductions along one axis. The result has one dimension less than the array: E must be the Dims type of length
// len(D)-1 (so the array has at least two dimensions; on a vector Numba's axis reductions return a scalar, which the
// compiler gets from the whole-array functions). Results are new C-ordered arrays. A negative axis counts from the
// end.
//
// Numba 0.56 supports the axis argument only for sum (np.sum and ndarray.sum) and for argmin/argmax; for those the
// results and error messages are Numba's. The others (prod, min, max, mean, var, std, all, any) follow NumPy's
// results, computed lane by lane with the algorithms of Numba's whole-array reductions (so a mean along an axis is
// a left-to-right sum, not NumPy's pairwise one), and raise NumPy's errors.
//
// Numba's sum rejects a non-constant axis outside 0..3 ("Numba does not support sum with axis parameter outside the
// range 0 to 3.") even when it is valid for the array; SumAxis accepts every valid axis, and the compiler raises
// that error itself where it wants Numba's exact behaviour.

// redAxis normalizes axis for an ndim-dimensional array, panicking with *ValueError msg when it is out of bounds
// (NumPy's "axis 2 is out of bounds for array of dimension 2" when msg is empty).
func redAxis(axis, ndim int, msg string) int {
	if axis < 0 {
		axis += ndim
	}
	if axis < 0 || axis >= ndim {
		if msg == "" {
			msg = fmt.Sprintf("axis %d is out of bounds for array of dimension %d", redOrigAxis(axis, ndim), ndim)
		}
		panic(&ValueError{Msg: msg})
	}
	return axis
}

// redOrigAxis undoes redAxis's normalization of a negative axis, for the message.
func redOrigAxis(axis, ndim int) int {
	if axis < 0 {
		return axis - ndim
	}
	return axis
}

// redOutShape returns shape without dimension axis, as an E.
func redOutShape[E Dims, D Dims](shape D, axis int) E {
	var e E
	if len(e) != len(shape)-1 {
		panic(fmt.Sprintf("kernels: a reduction of a %d-dimensional array along an axis has %d dimensions, not %d",
			len(shape), len(shape)-1, len(e)))
	}
	j := 0
	for k := 0; k < len(shape); k++ {
		if k != axis {
			e[j] = shape[k]
			j++
		}
	}
	return e
}

// redRows walks the positions of a whose index along axis is 0, in the C order of the other dimensions, in runs
// along the innermost of them: f(j, off, n, step) covers the output elements j .. j+n-1, whose lanes along axis start
// at Data[off], Data[off+step], ... The array must have at least two dimensions.
func redRows[T Elem, D Dims](a Array[T, D], axis int, f func(j, off, n, step int)) {
	nd := len(a.Shape)
	in := nd - 1
	if in == axis {
		in--
	}
	total := 1
	for k := 0; k < nd; k++ {
		if k != axis {
			total *= a.Shape[k]
		}
	}
	if total == 0 {
		return
	}
	n, step := a.Shape[in], a.Strides[in]
	var idx D
	off := a.Off
	for j := 0; j < total; j += n {
		f(j, off, n, step)
		off, _ = a.nextOffset(&idx, off, in, axis)
	}
}

// redLanes calls f(j, off) for every output element j, whose lane along axis starts at Data[off].
func redLanes[T Elem, D Dims](a Array[T, D], axis int, f func(j, off int)) {
	redRows(a, axis, func(j, off, n, step int) {
		for t := 0; t < n; t++ {
			f(j+t, off)
			off += step
		}
	})
}

// redFold accumulates every lane of a along axis into out (C-ordered, of the result shape), adding (multiplying when
// mul is set) in the order Numba's sum uses: out += a[..., i, ...] for i = 0, 1, ... Each output element sees its
// lane in order whichever loop nest walks the memory, so the lane-at-a-time loop used for the last axis gives the
// same bits.
func redFold[T Number, D Dims](out []T, a Array[T, D], axis int, mul bool) {
	n, st := a.Shape[axis], a.Strides[axis]
	if axis == len(a.Shape)-1 {
		redLanes(a, axis, func(j, off int) {
			c := out[j]
			if mul {
				for i := 0; i < n; i++ {
					c *= a.Data[off]
					off += st
				}
			} else {
				for i := 0; i < n; i++ {
					c += a.Data[off]
					off += st
				}
			}
			out[j] = c
		})
		return
	}
	for i := 0; i < n; i++ {
		base := i * st
		redRows(a, axis, func(j, off, m, step int) {
			o := out[j : j+m]
			off += base
			if mul {
				for t := range o {
					o[t] *= a.Data[off]
					off += step
				}
			} else {
				for t := range o {
					o[t] += a.Data[off]
					off += step
				}
			}
		})
	}
}

// SumAxis returns a.sum(axis=axis) (np.sum(a, axis)) as Numba computes it: each result element starts at zero and
// adds its lane in order. An axis out of bounds panics with *ValueError "axis is out of bounds for array".
func SumAxis[E Dims, T Number, D Dims](a Array[T, D], axis int) Array[T, E] {
	axis = redAxis(axis, len(a.Shape), "axis is out of bounds for array")
	out := Empty[T](redOutShape[E](a.Shape, axis))
	redFold(out.Data, a, axis, false)
	return out
}

// ProdAxis returns a.prod(axis=axis) (not supported by Numba 0.56): each result element starts at one and multiplies
// its lane in order.
func ProdAxis[E Dims, T Number, D Dims](a Array[T, D], axis int) Array[T, E] {
	axis = redAxis(axis, len(a.Shape), "")
	out := Full(redOutShape[E](a.Shape, axis), T(1))
	redFold(out.Data, a, axis, true)
	return out
}

// MinAxis returns a.min(axis=axis) (not supported by Numba 0.56), each lane reduced as AMin does. An empty lane
// panics with *ValueError "zero-size array to reduction operation minimum which has no identity", as in NumPy.
func MinAxis[E Dims, T Real, D Dims](a Array[T, D], axis int) Array[T, E] {
	return redMinMaxAxis[E](a, axis, false)
}

// MaxAxis returns a.max(axis=axis) (not supported by Numba 0.56), each lane reduced as AMax does.
func MaxAxis[E Dims, T Real, D Dims](a Array[T, D], axis int) Array[T, E] {
	return redMinMaxAxis[E](a, axis, true)
}

func redMinMaxAxis[E Dims, T Real, D Dims](a Array[T, D], axis int, isMax bool) Array[T, E] {
	axis = redAxis(axis, len(a.Shape), "")
	out := Empty[T](redOutShape[E](a.Shape, axis))
	n, st := a.Shape[axis], a.Strides[axis]
	if n == 0 {
		if isMax {
			panic(redZeroSize("maximum"))
		}
		panic(redZeroSize("minimum"))
	}
	redLanes(a, axis, func(j, off int) { out.Data[j] = redMinMaxN(a.Data, off, st, n, isMax) })
	return out
}

// ArgMinAxis returns np.argmin(a, axis) as Numba computes it: the index along axis of each lane's first minimum (or
// first NaN). An axis out of bounds panics with *ValueError "axis is out of bounds"; an axis of length zero with
// *ZeroDivisionError "integer modulo by zero" (Numba's implementation divides by the lane length).
func ArgMinAxis[E Dims, T Real, D Dims](a Array[T, D], axis int) Array[int64, E] {
	return redArgAxis[E](a, axis, false)
}

// ArgMaxAxis returns np.argmax(a, axis) as Numba computes it, with ArgMinAxis's rules.
func ArgMaxAxis[E Dims, T Real, D Dims](a Array[T, D], axis int) Array[int64, E] {
	return redArgAxis[E](a, axis, true)
}

func redArgAxis[E Dims, T Real, D Dims](a Array[T, D], axis int, isMax bool) Array[int64, E] {
	axis = redAxis(axis, len(a.Shape), "axis is out of bounds")
	out := Empty[int64](redOutShape[E](a.Shape, axis))
	n, st := a.Shape[axis], a.Strides[axis]
	if n == 0 {
		panic(&ZeroDivisionError{Msg: "integer modulo by zero"})
	}
	redLanes(a, axis, func(j, off int) {
		if st == 1 {
			// A contiguous float lane is searched with vector instructions where they run.
			if k, ok := argVecReal(a.Data[off:off+n], isMax); ok {
				out.Data[j] = int64(k)
				return
			}
		}
		out.Data[j] = int64(redArgN(a.Data, off, st, n, isMax))
	})
	return out
}

// MeanAxis returns a.mean(axis=axis) (not supported by Numba 0.56): each lane as Mean computes it (a left-to-right
// sum in float64, or in float32 for a float32 array, divided by the lane length). An empty lane gives NaN, as in
// NumPy.
func MeanAxis[E Dims, T Real, D Dims](a Array[T, D], axis int) Array[float64, E] {
	axis = redAxis(axis, len(a.Shape), "")
	out := Empty[float64](redOutShape[E](a.Shape, axis))
	n, st := a.Shape[axis], a.Strides[axis]
	redLanes(a, axis, func(j, off int) {
		if n == 0 {
			out.Data[j] = math.NaN()
			return
		}
		out.Data[j] = redMean(a.Data, off, st, n)
	})
	return out
}

// VarAxis returns a.var(axis=axis) (not supported by Numba 0.56): each lane as Var computes it. An empty lane gives
// NaN, as in NumPy.
func VarAxis[E Dims, T Real, D Dims](a Array[T, D], axis int) Array[float64, E] {
	return redVarAxis[E](a, axis, false)
}

// StdAxis returns a.std(axis=axis) (not supported by Numba 0.56): each lane as Std computes it.
func StdAxis[E Dims, T Real, D Dims](a Array[T, D], axis int) Array[float64, E] {
	return redVarAxis[E](a, axis, true)
}

func redVarAxis[E Dims, T Real, D Dims](a Array[T, D], axis int, std bool) Array[float64, E] {
	axis = redAxis(axis, len(a.Shape), "")
	out := Empty[float64](redOutShape[E](a.Shape, axis))
	n, st := a.Shape[axis], a.Strides[axis]
	redLanes(a, axis, func(j, off int) {
		if n == 0 {
			out.Data[j] = math.NaN()
			return
		}
		v := redVar(a.Data, off, st, n)
		if std {
			v = redStd[T](v)
		}
		out.Data[j] = v
	})
	return out
}

// AllAxis returns a.all(axis=axis) (not supported by Numba 0.56): whether every element of each lane is truthy
// (true for an empty lane).
func AllAxis[E Dims, T Elem, D Dims](a Array[T, D], axis int) Array[bool, E] {
	return redTruthAxis[E](a, axis, true)
}

// AnyAxis returns a.any(axis=axis) (not supported by Numba 0.56): whether some element of each lane is truthy
// (false for an empty lane).
func AnyAxis[E Dims, T Elem, D Dims](a Array[T, D], axis int) Array[bool, E] {
	return redTruthAxis[E](a, axis, false)
}

func redTruthAxis[E Dims, T Elem, D Dims](a Array[T, D], axis int, all bool) Array[bool, E] {
	axis = redAxis(axis, len(a.Shape), "")
	out := Empty[bool](redOutShape[E](a.Shape, axis))
	n, st := a.Shape[axis], a.Strides[axis]
	var zero T
	redLanes(a, axis, func(j, off int) {
		r := all
		for i := 0; i < n; i++ {
			if (a.Data[off] != zero) != all {
				r = !all
				break
			}
			off += st
		}
		out.Data[j] = r
	})
	return out
}

// CountNonzeroAxis returns np.count_nonzero(a, axis=axis) as Numba 0.56 computes it, np.sum(a.astype(np.bool_),
// axis=axis): the int64 count of nonzero elements along the axis. The axis reaches Numba's sum as a variable, so an
// axis outside 0..3, a negative one included, panics with its *ValueError "Numba does not support sum with axis
// parameter outside the range 0 to 3.", and one beyond the array's dimensions with SumAxis's.
func CountNonzeroAxis[E Dims, T Elem, D Dims](a Array[T, D], axis int) Array[int64, E] {
	if axis < 0 || axis > 3 {
		panic(&ValueError{Msg: "Numba does not support sum with axis parameter outside the range 0 to 3."})
	}
	var zero T
	return SumAxis[E](AsType(a, func(v T) int64 {
		if v != zero {
			return 1
		}
		return 0
	}), axis)
}
