package kernels

import "fmt"

// This file runs the two-output ufuncs (np.divmod, np.modf, np.frexp) with or without outputs.

// DivmodInto computes np.divmod(x, y, q, r): f gives the quotient and remainder of each pair of
// elements of x and y broadcast to the outputs' shape, already cast to the outputs' element
// types, and they are written into q and r. A nil q or r is an output not given: it is
// allocated, C-ordered, with the broadcast shape. The outputs are returned. All pairs are
// computed before the outputs are written, so an output may share memory with an input.
// Operands that do not broadcast panic with *ValueError and NumPy's message, as does an
// output whose shape is not the broadcast shape of all operands.
func DivmodInto[D Dims, T, Q, R Elem, DX, DY Dims](x Array[T, DX], y Array[T, DY], q *Array[Q, D], r *Array[R, D], f func(a, b T) (Q, R)) (Array[Q, D], Array[R, D]) {
	shape := twoOutShape(q, r, Dims2Slice(x.Shape), Dims2Slice(y.Shape))
	xs := BroadcastTo(x, shape).Flat()
	ys := BroadcastTo(y, shape).Flat()
	qs, rs := make([]Q, len(xs)), make([]R, len(xs))
	for i := range qs {
		qs[i], rs[i] = f(xs[i], ys[i])
	}
	return storeOut(q, qs, shape), storeOut(r, rs, shape)
}

// Unary2Into computes a one-input, two-output ufunc (np.modf, np.frexp) as DivmodInto computes
// np.divmod: f gives both results of each element of x broadcast to the outputs' shape, a nil
// output is allocated, and both outputs are returned.
func Unary2Into[D Dims, T, Q, R Elem, DX Dims](x Array[T, DX], q *Array[Q, D], r *Array[R, D], f func(a T) (Q, R)) (Array[Q, D], Array[R, D]) {
	shape := twoOutShape(q, r, Dims2Slice(x.Shape))
	xs := BroadcastTo(x, shape).Flat()
	qs, rs := make([]Q, len(xs)), make([]R, len(xs))
	for i := range qs {
		qs[i], rs[i] = f(xs[i])
	}
	return storeOut(q, qs, shape), storeOut(r, rs, shape)
}

// Unary2 is a one-input, two-output ufunc of an array: f's results for each element, as two
// new C-ordered arrays of x's shape.
func Unary2[T, Q, R Elem, D Dims](x Array[T, D], f func(a T) (Q, R)) (Array[Q, D], Array[R, D]) {
	return Unary2Into[D](x, nil, nil, f)
}

// twoOutShape returns the broadcast shape of the inputs (of the given shapes) and the outputs
// given, or panics with NumPy's *ValueError when they do not broadcast or an output does not
// have that shape.
func twoOutShape[D Dims, Q, R Elem](q *Array[Q, D], r *Array[R, D], ins ...[]int) D {
	shapes := ins
	for _, s := range []*D{outShape(q), outShape(r)} {
		if s != nil {
			shapes = append(shapes, Dims2Slice(*s))
		}
	}
	shape := BroadcastShapes[D](shapes...)
	for _, s := range []*D{outShape(q), outShape(r)} {
		if s != nil && *s != shape {
			panic(&ValueError{Msg: fmt.Sprintf("non-broadcastable output operand with shape %s doesn't match the broadcast shape %s",
				npShape(Dims2Slice(*s), ""), npShape(Dims2Slice(shape), ""))})
		}
	}
	return shape
}

// outShape returns the shape of an output given to a two-output ufunc, nil when none is.
func outShape[T Elem, D Dims](a *Array[T, D]) *D {
	if a == nil {
		return nil
	}
	return &a.Shape
}

// storeOut writes the elements vals (C order) into the output a, or makes them a new array of
// the given shape when a is nil.
func storeOut[T Elem, D Dims](a *Array[T, D], vals []T, shape D) Array[T, D] {
	if a == nil {
		return Array[T, D]{Data: vals, Shape: shape, Strides: CStrides(shape)}
	}
	i := 0
	a.Each(func(off int) {
		a.Data[off] = vals[i]
		i++
	})
	return *a
}
