package kernels

// This file is np.cross and numba.np.extensions.cross2d as Numba 0.56 computes them: the
// components of the last axis (of length 2 or 3; a missing third component is 0 * x0, so an
// infinite or NaN x0 makes it NaN as in Numba) multiplied and subtracted in the promoted dtype,
// the other axes broadcast as NumPy's ufuncs broadcast them.

const (
	crossMsgDims = "Incompatible dimensions for cross product\n(dimension must be 2 or 3)"
	crossMsgBoth = "Dimensions for both inputs is 2.\nPlease replace your numpy.cross(a, b) call with " +
		"a call to `cross2d(a, b)` from `numba.np.extensions`."
	cross2DMsgDims = "Incompatible dimensions for 2D cross product\n(dimension must be 2 for both inputs)"
)

// Cross returns np.cross(a, b) of two vectors of 3 (or 2) elements; other lengths, and two
// vectors of 2, panic with Numba's *ValueErrors.
func Cross[T Number](a, b Vector[T]) Vector[T] {
	crossCheck(a.Shape[0], b.Shape[0])
	x, y := crossParts(a.Data, a.Off, a.Strides[0], a.Shape[0]), crossParts(b.Data, b.Off, b.Strides[0], b.Shape[0])
	r := crossOf(x, y)
	return FromSlice(r[:])
}

// CrossN returns np.cross(a, b) where an operand has two or more dimensions: the cross product
// of every pair of lanes along the last axes, the other axes broadcast, in an array of E's
// dimensions whose last axis has length 3. It panics as Cross, and with Numba's *ValueError
// when the other axes do not broadcast.
func CrossN[E Dims, T Number, DA, DB Dims](a Array[T, DA], b Array[T, DB]) Array[T, E] {
	la, lb := len(a.Shape)-1, len(b.Shape)-1
	crossCheck(a.Shape[la], b.Shape[lb])
	core := lanesShape(Dims2Slice(a.Shape)[:la], Dims2Slice(b.Shape)[:lb])
	var shape E
	for k, n := range core {
		shape[k] = n
	}
	shape[len(shape)-1] = 3
	out := Empty[T](shape)
	eachLanePair(core, a, b, func(j, offA, offB int) {
		x := crossParts(a.Data, offA, a.Strides[la], a.Shape[la])
		y := crossParts(b.Data, offB, b.Strides[lb], b.Shape[lb])
		r := crossOf(x, y)
		copy(out.Data[3*j:], r[:])
	})
	return out
}

// Cross2D returns numba.np.extensions.cross2d(a, b) of two vectors of 2 elements: the 0-d
// array a0*b1 - a1*b0. Other lengths panic with Numba's *ValueError.
func Cross2D[T Number](a, b Vector[T]) Array[T, [0]int] {
	if a.Shape[0] != 2 || b.Shape[0] != 2 {
		panic(&ValueError{Msg: cross2DMsgDims})
	}
	r := Empty[T]([0]int{})
	r.Data[0] = cross2DOf(a.Data, a.Off, a.Strides[0], b.Data, b.Off, b.Strides[0])
	return r
}

// Cross2DN is Cross2D where an operand has two or more dimensions: one value per pair of lanes,
// the other axes broadcast, in an array of E's dimensions.
func Cross2DN[E Dims, T Number, DA, DB Dims](a Array[T, DA], b Array[T, DB]) Array[T, E] {
	la, lb := len(a.Shape)-1, len(b.Shape)-1
	if a.Shape[la] != 2 || b.Shape[lb] != 2 {
		panic(&ValueError{Msg: cross2DMsgDims})
	}
	core := lanesShape(Dims2Slice(a.Shape)[:la], Dims2Slice(b.Shape)[:lb])
	var shape E
	for k, n := range core {
		shape[k] = n
	}
	out := Empty[T](shape)
	eachLanePair(core, a, b, func(j, offA, offB int) {
		out.Data[j] = cross2DOf(a.Data, offA, a.Strides[la], b.Data, offB, b.Strides[lb])
	})
	return out
}

func crossCheck(na, nb int) {
	if na != 2 && na != 3 || nb != 2 && nb != 3 {
		panic(&ValueError{Msg: crossMsgDims})
	}
	if na == 2 && nb == 2 {
		panic(&ValueError{Msg: crossMsgBoth})
	}
}

// crossParts reads the n (2 or 3) components of a lane; a missing third one is 0 * x0.
func crossParts[T Number](data []T, off, st, n int) [3]T {
	var zero T
	x0, x1 := data[off], data[off+st]
	x2 := zero * x0
	if n == 3 {
		x2 = data[off+2*st]
	}
	return [3]T{x0, x1, x2}
}

func crossOf[T Number](x, y [3]T) [3]T {
	return [3]T{x[1]*y[2] - x[2]*y[1], x[2]*y[0] - x[0]*y[2], x[0]*y[1] - x[1]*y[0]}
}

func cross2DOf[T Number](a []T, offA, stA int, b []T, offB, stB int) T {
	return a[offA]*b[offB+stB] - a[offA+stA]*b[offB]
}

// lanesShape returns the broadcast of the lane shapes sa and sb (the operands' shapes without
// their last axes), panicking with Numba's *ValueError
// when they do not broadcast.
func lanesShape(sa, sb []int) []int {
	n := max(len(sa), len(sb))
	core := make([]int, n)
	for k := range core {
		core[k] = 1
	}
	for _, s := range [][]int{sa, sb} {
		base := n - len(s)
		for k, m := range s {
			switch c := core[base+k]; {
			case c == m || m == 1:
			case c == 1:
				core[base+k] = m
			default:
				panic(&ValueError{Msg: "unable to broadcast argument 1 to output array"})
			}
		}
	}
	return core
}

// eachLanePair calls f(j, offA, offB) for every position j (in C order) of the broadcast lane
// shape core, with the offsets of a's and b's lanes there.
func eachLanePair[T Elem, DA, DB Dims](core []int, a Array[T, DA], b Array[T, DB], f func(j, offA, offB int)) {
	sa := laneStrides(core, Dims2Slice(a.Shape), Dims2Slice(a.Strides))
	sb := laneStrides(core, Dims2Slice(b.Shape), Dims2Slice(b.Strides))
	total := 1
	for _, n := range core {
		total *= n
	}
	idx := make([]int, len(core))
	for j := range total {
		offA, offB := a.Off, b.Off
		for k, i := range idx {
			offA += i * sa[k]
			offB += i * sb[k]
		}
		f(j, offA, offB)
		for k := len(idx) - 1; k >= 0; k-- {
			if idx[k]++; idx[k] < core[k] {
				break
			}
			idx[k] = 0
		}
	}
}

// laneStrides returns the strides of an operand's lanes (its axes but the last) over the
// broadcast lane shape core: 0 for an axis it lacks or stretches.
func laneStrides(core, shape, strides []int) []int {
	st := make([]int, len(core))
	nl := len(shape) - 1
	for k := range nl {
		if j := k + len(core) - nl; shape[k] != 1 {
			st[j] = strides[k]
		}
	}
	return st
}
