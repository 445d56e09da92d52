package kernels

import (
	"math"
	"unsafe"

	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/lapack"
	"gonum.org/v1/gonum/lapack/lapack64"
)

// More NumPy functions: np.diff of N-d arrays, np.histogram with an array of bin edges, np.linalg.norm of matrices
// with an ord, and np.cumsum and np.cumprod along an axis. As in npfuncs.go, results follow Numba 0.56 where it
// supports the call and NumPy 1.24 where it does not; each function's comment says which, and where they differ.

// DiffN returns np.diff(a, n) for an array of any number of dimensions: the n-th discrete difference along the last
// axis, whose length becomes max(a.Shape[-1] - n, 0), as a new C-ordered array. Each row along the last axis is
// differenced as Diff does (first differences, then repeated differences in a work buffer, in T, so integers wrap
// around). n == 0 returns a copy; a negative n panics with *ValueError "diff(): order must be non-negative".
//
// Numba 0.56 compiles np.diff only for C- and F-contiguous arrays and raises NotImplementedError "incompatible shape
// for array" at run time for an F-contiguous array of three or more dimensions; DiffN accepts any strides and gives
// NumPy's result for those arrays.
func DiffN[T Number, D Dims](a Array[T, D], n int) Array[T, D] {
	if n == 0 {
		return a.Copy()
	}
	if n < 0 {
		panic(&ValueError{Msg: "diff(): order must be non-negative"})
	}
	last := len(a.Shape) - 1
	size := a.Shape[last]
	shape := a.Shape
	shape[last] = max(size-n, 0)
	out := Empty[T](shape)
	if len(out.Data) == 0 {
		return out
	}
	m := shape[last]
	work := make([]T, size)
	st := a.Strides[last]
	rows := a
	rows.Shape[last] = 1 // Each then visits the first element of every row, in C order
	o := 0
	rows.Each(func(off int) {
		for i := 0; i < size-1; i++ {
			work[i] = a.Data[off+st] - a.Data[off]
			off += st
		}
		for it := 1; it < n; it++ {
			for i := 0; i < size-it-1; i++ {
				work[i] = work[i+1] - work[i]
			}
		}
		copy(out.Data[o:o+m], work[:m])
		o += m
	})
	return out
}

// histMode tells how np.histogram compares an element of type T with an edge of type E: as float64 when either is a
// float or when a uint64 meets a signed integer (NumPy's and Numba's promotion gives float64, so large integers are
// rounded), as uint64 when both are unsigned, and as int64 otherwise. Each is exact where Numba's comparison is.
type histMode int

const (
	histInt histMode = iota
	histUint
	histFloat
)

func histModeOf[T, E Real]() histMode {
	var t T
	var e E
	switch {
	case redIsFloat[T]() || redIsFloat[E]():
		return histFloat
	case !redIsSigned[T]() && !redIsSigned[E]():
		return histUint
	case !redIsSigned[T]() && unsafe.Sizeof(t) == 8, !redIsSigned[E]() && unsafe.Sizeof(e) == 8:
		return histFloat
	}
	return histInt
}

// HistogramEdges returns np.histogram(a, bins=edges)[0] as Numba computes it for an array of bin edges: the number of
// elements in each of the len(edges)-1 bins [edges[i], edges[i+1]), the last bin closed, found by bisection; elements
// outside [edges[0], edges[-1]] and NaNs are not counted. (The second result of np.histogram is edges itself.)
//
// Edges that do not increase monotonically (a NaN edge included) panic with *ValueError "histogram(): bins must
// increase monotonically" (NumPy's message differs); no edges at all panic with *ValueError "negative dimensions not
// allowed", as in Numba (NumPy returns an empty histogram). Edges may repeat; an element equal to a repeated edge goes
// to the last bin that starts there.
func HistogramEdges[T Real, D Dims, E Real](a Array[T, D], edges Vector[E]) Vector[int64] {
	e := edges.Slice()
	nbins := len(e) - 1
	for i := 0; i < nbins; i++ {
		if !(e[i] <= e[i+1]) {
			panic(&ValueError{Msg: "histogram(): bins must increase monotonically"})
		}
	}
	if nbins < 0 {
		panic(&ValueError{Msg: "negative dimensions not allowed"})
	}
	hist := Empty[int64]([1]int{nbins})
	if nbins == 0 || a.Size() == 0 {
		return hist
	}
	switch histModeOf[T, E]() {
	case histFloat:
		histCount(hist.Data, a, histConv[float64](e))
	case histUint:
		histCount(hist.Data, a, histConv[uint64](e))
	default:
		histCount(hist.Data, a, histConv[int64](e))
	}
	return hist
}

// histKey is the type np.histogram's comparisons are made in.
type histKey interface{ ~int64 | ~uint64 | ~float64 }

func histConv[K histKey, E Real](e []E) []K {
	k := make([]K, len(e))
	for i, v := range e {
		k[i] = K(v)
	}
	return k
}

// histCount adds the counts of a's elements in the bins of edges (at least two, increasing) to hist.
func histCount[K histKey, T Real, D Dims](hist []int64, a Array[T, D], edges []K) {
	nbins := len(edges) - 1
	lo, hi := edges[0], edges[nbins]
	add := func(x T) {
		v := K(x)
		if !(lo <= v && v <= hi) {
			return // also a NaN
		}
		l, h := 0, nbins-1
		for l < h {
			mid := (l + h + 1) >> 1
			if v < edges[mid] {
				h = mid - 1
			} else {
				l = mid
			}
		}
		hist[l]++
	}
	if s, off, step, ok := redRun(a); ok {
		for range a.Size() {
			add(s[off])
			off += step
		}
		return
	}
	a.Each(func(off int) { add(a.Data[off]) })
}

// MatrixNormOrd returns np.linalg.norm(a, ord) for a matrix as Numba computes it:
//
//   - ord = 1: the largest sum of the absolute values down a column; -1: the smallest;
//   - ord = inf: the largest sum of the absolute values along a row; -inf: the smallest;
//   - ord = 2: the largest singular value; -2: the smallest.
//
// The sums are accumulated in float64 in index order. As in Numba, the largest sum starts from 0 and the smallest
// from the largest finite value of T (so a matrix whose sums are all infinite gives that value, not inf), and a sum
// that is NaN is skipped. An empty matrix gives 0 for every ord, even an invalid one; any other ord panics with
// *ValueError "Invalid norm order for matrices.". For ord = ±2 a matrix holding an infinity or a NaN panics with
// *LinAlgError "Array must not contain infs or NaNs.", as in Numba; the singular values are computed by gonum's
// LAPACK in float64 (Numba calls gesdd, in float32 for a float32 matrix), so they may differ from Numba's in the last
// places.
func MatrixNormOrd[T Float](a Matrix[T], ord float64) float64 {
	m, n := a.Shape[0], a.Shape[1]
	if m == 0 || n == 0 {
		return 0
	}
	maxVal := math.MaxFloat64
	if unsafe.Sizeof(a.Data[0]) == 4 {
		maxVal = math.MaxFloat32
	}
	// lineSum is the sum of abs over count elements from off, step apart.
	lineSum := func(off, step, count int) float64 {
		s := 0.0
		for range count {
			s += math.Abs(float64(a.Data[off]))
			off += step
		}
		return s
	}
	// extreme returns the largest (or smallest) of count line sums, line k starting at a.Off + k*across.
	extreme := func(count, across, step, length int, largest bool) float64 {
		r := 0.0
		if !largest {
			r = maxVal
		}
		off := a.Off
		for range count {
			s := lineSum(off, step, length)
			if (largest && s > r) || (!largest && s < r) {
				r = s
			}
			off += across
		}
		return r
	}
	rs, cs := a.Strides[0], a.Strides[1]
	switch {
	case math.IsInf(ord, 1):
		return extreme(m, rs, cs, n, true)
	case math.IsInf(ord, -1):
		return extreme(m, rs, cs, n, false)
	case ord == 1:
		return extreme(n, cs, rs, m, true)
	case ord == -1:
		return extreme(n, cs, rs, m, false)
	case ord == 2 || ord == -2:
		linalgCheckFinite(a)
		s := normSingularValues(a)
		v := s[0]
		if ord == -2 {
			v = s[len(s)-1]
		}
		if unsafe.Sizeof(a.Data[0]) == 4 {
			v = float64(float32(v))
		}
		return v
	}
	panic(&ValueError{Msg: "Invalid norm order for matrices."})
}

// normSingularValues returns the singular values of the non-empty matrix a in descending order (LAPACK gesvd,
// computing no singular vectors).
func normSingularValues[T Float](a Matrix[T]) []float64 {
	m, n := a.Shape[0], a.Shape[1]
	c := Empty[float64](a.Shape)
	i := 0
	a.Each(func(off int) {
		c.Data[i] = float64(a.Data[off])
		i++
	})
	g := blas64.General{Rows: m, Cols: n, Data: c.Data, Stride: n}
	s := make([]float64, min(m, n))
	work := []float64{0}
	u := blas64.General{Stride: 1} // not referenced
	lapack64.Gesvd(lapack.SVDNone, lapack.SVDNone, g, u, u, s, work, -1)
	work = make([]float64, max(1, int(work[0])))
	if !lapack64.Gesvd(lapack.SVDNone, lapack.SVDNone, g, u, u, s, work, len(work)) {
		panic(&ValueError{Msg: linalgMsgConverge})
	}
	return s
}

// FrobeniusNorm returns np.linalg.norm(a, 'fro'), the square root of the sum of the squares of the elements, which
// Numba 0.56 does not support (it raises ValueError "Invalid norm order for matrices." at run time). NumPy computes
// it exactly as np.linalg.norm(a), and so does FrobeniusNorm: it is Norm(a), BLAS nrm2 of the elements, the value
// Numba gives for np.linalg.norm(a). (NumPy's own value is sqrt of a BLAS dot product of the elements with
// themselves, whose rounding depends on the BLAS build and which overflows to inf for elements beyond about 1e154;
// the two agree to rounding otherwise.) An empty matrix gives 0.
func FrobeniusNorm[T Float](a Matrix[T]) float64 {
	return Norm(a)
}

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
