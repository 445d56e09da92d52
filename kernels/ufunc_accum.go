package kernels

import "fmt"

// UfuncAccumulate is NumPy's ufunc.accumulate(a, axis=axis) for the two-input loop of a
// ufunc whose inputs and result have one type: an array of a's shape whose every lane along
// axis holds the running results r[0] = a[0], r[k] = f(r[k-1], a[k]) of a's lane (the identity
// is not used, as in NumPy). A negative axis counts from the end; an axis out of bounds is
// NumPy's *AxisError. With parallel, each step over all lanes is split across goroutines (the
// lanes are independent: the result does not depend on the number of threads).
func UfuncAccumulate[T Elem, D Dims](a Array[T, D], axis int, parallel bool, loop func(o, x, y []T)) (Array[T, D], error) {
	nd := len(a.Shape)
	if axis < -nd || axis >= nd {
		return Array[T, D]{}, axisError(axis, nd)
	}
	if axis < 0 {
		axis += nd
	}
	out := Empty[T](a.Shape)
	n := a.Shape[axis]
	if len(out.Data) == 0 {
		return out, nil
	}
	// The lanes are walked as slices of the array at k along axis: each step is one
	// broadcast-free two-input ufunc call over all lanes at once.
	prev := sliceView(out, axis, 0)
	if err := Ufunc1(prev, sliceView(a, axis, 0), false, func(o, x []T) { copy(o, x) }); err != nil {
		return out, err
	}
	for k := 1; k < n; k++ {
		cur := sliceView(out, axis, k)
		if err := Ufunc2(cur, prev, sliceView(a, axis, k), parallel, loop); err != nil {
			return out, err
		}
		prev = cur
	}
	return out, nil
}

// UfuncAccumulateSlice is UfuncAccumulate for a Go slice: a new slice of its running results.
func UfuncAccumulateSlice[T Elem](x []T, loop func(o, x, y []T)) []T {
	out := make([]T, len(x))
	if len(x) == 0 {
		return out
	}
	out[0] = x[0]
	for i := 1; i < len(x); i++ {
		loop(out[i:i+1], out[i-1:i], x[i:i+1])
	}
	return out
}

// sliceView is a[..., k:k+1, ...]: the view of a at index k along axis, keeping its rank
// (the axis has length 1), so that it has a's Dims type.
func sliceView[T Elem, D Dims](a Array[T, D], axis, k int) Array[T, D] {
	shape, strides := a.Shape, a.Strides
	shape[axis] = 1
	return settle(a.Data, a.Off+k*a.Strides[axis], shape, strides)
}

// UfuncReduceAxes is NumPy's ufunc.reduce(a, axis=axes) for a tuple of axes: the result,
// of rank E (a's rank less len(axes)), starts as the identity and is updated with
// out = f(out, x) for every element x of a in C order. A ufunc without an identity is not
// reorderable: it reduces along at most one axis (no axes at all copies a), as NumPy says.
// An axis out of bounds is an *AxisError, a repeated axis a *ValueError. parallel applies to a
// single axis without an identity (UfuncReduce); the element-by-element walk of several axes
// runs on one goroutine.
func UfuncReduceAxes[E Dims, T Elem, D Dims](name string, a Array[T, D], axes []int, identity *T, parallel bool, loop func(o, x, y []T)) (out Array[T, E], err error) {
	nd := len(a.Shape)
	var reduced [MaxDims]bool
	for _, ax := range axes {
		if ax < -nd || ax >= nd {
			return out, axisError(ax, nd)
		}
		if ax < 0 {
			ax += nd
		}
		if reduced[ax] {
			return out, &ValueError{Msg: "duplicate value in 'axis'"}
		}
		reduced[ax] = true
	}
	if len(out.Shape) != nd-len(axes) {
		return out, &ValueError{Msg: fmt.Sprintf("%s.reduce of a %d-dimensional array along %d axes has %d dimensions, not %d", name, nd, len(axes), nd-len(axes), len(out.Shape))}
	}
	if identity == nil {
		switch {
		case len(axes) == 1:
			return UfuncReduce[E](name, a, axes[0], nil, parallel, loop)
		case len(axes) > 1:
			return out, &ValueError{Msg: fmt.Sprintf("reduction operation '%s' is not reorderable, so at most one axis may be specified", name)}
		}
	}
	var shape E
	// ostr are the output strides of a's dimensions: 0 along a reduced axis.
	var ostr D
	j := 0
	for k := range nd {
		if !reduced[k] {
			shape[j] = a.Shape[k]
			j++
		}
	}
	out = Empty[T](shape)
	j = 0
	for k := range nd {
		if !reduced[k] {
			ostr[k] = out.Strides[j]
			j++
		}
	}
	if identity == nil { // no axes: a copy
		err = Ufunc1(out, a, false, func(o, x []T) { copy(o, x) })
		return out, err
	}
	Fill(out, *identity)
	if len(a.Data) == 0 {
		return out, nil
	}
	var idx D
	for {
		ai, oi := a.Off, 0
		for k := range nd {
			ai += idx[k] * a.Strides[k]
			oi += idx[k] * ostr[k]
		}
		loop(out.Data[oi:oi+1], out.Data[oi:oi+1], a.Data[ai:ai+1])
		k := nd - 1
		for ; k >= 0; k-- {
			idx[k]++
			if idx[k] < a.Shape[k] {
				break
			}
			idx[k] = 0
		}
		if k < 0 {
			return out, nil
		}
	}
}

// UfuncReduceAll is NumPy's ufunc.reduce(a, axis=None): the reduction of all of a's
// elements in C order, from the identity. A ufunc without an identity reduces only a
// vector (from its first element), as NumPy says.
func UfuncReduceAll[T Elem, D Dims](name string, a Array[T, D], identity *T, loop func(o, x, y []T)) (T, error) {
	var acc [1]T
	nd := len(a.Shape)
	if identity == nil && nd > 1 {
		return acc[0], &ValueError{Msg: fmt.Sprintf("reduction operation '%s' is not reorderable, so at most one axis may be specified", name)}
	}
	n := 1
	for k := range nd {
		n *= a.Shape[k]
	}
	if identity != nil {
		acc[0] = *identity
	} else if n == 0 {
		return acc[0], &ValueError{Msg: fmt.Sprintf("zero-size array to reduction operation %s which has no identity", name)}
	}
	if n == 0 {
		return acc[0], nil
	}
	first := identity == nil
	var idx D
	for {
		ai := a.Off
		for k := range nd {
			ai += idx[k] * a.Strides[k]
		}
		if first {
			acc[0], first = a.Data[ai], false
		} else {
			loop(acc[:], acc[:], a.Data[ai:ai+1])
		}
		k := nd - 1
		for ; k >= 0; k-- {
			idx[k]++
			if idx[k] < a.Shape[k] {
				break
			}
			idx[k] = 0
		}
		if k < 0 {
			return acc[0], nil
		}
	}
}
