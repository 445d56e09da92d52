package kernels

import (
	"math"
	"unsafe"
)

// Whole-array reductions, as Numba 0.56 compiles them (numba/np/arraymath.py): every reduction walks the array once
// with a plain left-to-right accumulator (no pairwise summation as in NumPy), starting from the identity, so a sum of
// negative zeros is +0.0. The compiler converts the array beforehand when Numba's result dtype differs from the
// element type (an int32 sum is an int64 sum), so the accumulators here are of the element type T.
//
// The order of the walk matters for rounding (and for which of equal elements, 0.0 or -0.0, or which NaN, a min
// returns). Numba's sum, prod, min, max, mean, var and std use np.nditer, which visits an array of layout 'F' in
// memory order (Fortran order) and any other in C order; argmin, argmax and cumsum use .flat, always C order. Numba's
// layout is static (an F-contiguous argument, or a transpose of a C-contiguous array, is 'F'); at run time pygo takes
// an array that is F- but not C-contiguous to be 'F'. The two differ only for an array Numba types 'A' (a general
// slice) that happens to be F-contiguous, where pygo's order is Fortran's and Numba's is C's.

// redFlat returns the elements of a C-contiguous array as a slice of Data (nil for an empty one) and true, or false
// when the array is not C-contiguous.
func redFlat[T Elem, D Dims](a Array[T, D]) ([]T, bool) {
	if !a.IsC() {
		return nil, false
	}
	n := a.Size()
	if n == 0 {
		return nil, true
	}
	return a.Data[a.Off : a.Off+n], true
}

// redNditer returns the elements of a C- or F-contiguous array in memory order, which is the order Numba's np.nditer
// visits them (see above), as a slice of Data (nil for an empty array) and true; false for other arrays, which
// nditer visits in C order.
func redNditer[T Elem, D Dims](a Array[T, D]) ([]T, bool) {
	if !a.IsC() && !a.IsF() {
		return nil, false
	}
	n := a.Size()
	if n == 0 {
		return nil, true
	}
	return a.Data[a.Off : a.Off+n], true
}

// redSeq returns the elements in C order: Data itself when the array is C-contiguous, otherwise a copy. The result
// must not be modified.
func redSeq[T Elem, D Dims](a Array[T, D]) []T {
	if s, ok := redFlat(a); ok {
		return s
	}
	return a.Copy().Data
}

// redRun describes the elements of a contiguous or one-dimensional array, in np.nditer's order, as the run
// Data[off], Data[off+step], ... (Size() elements); ok is false for other arrays, which are walked with Each.
func redRun[T Elem, D Dims](a Array[T, D]) (s []T, off, step int, ok bool) {
	if a.IsC() || a.IsF() {
		return a.Data, a.Off, 1, true
	}
	if len(a.Shape) == 1 {
		return a.Data, a.Off, lead(a.Strides), true
	}
	return nil, 0, 0, false
}

// redIsFloat reports whether T is float32 or float64.
func redIsFloat[T Real]() bool {
	h := 0.5
	return T(h) != 0
}

// redIsFloat32 reports whether T is float32, the one element type Numba averages in its own precision.
func redIsFloat32[T Real]() bool {
	var z T
	return unsafe.Sizeof(z) == 4 && redIsFloat[T]()
}

// redIsSigned reports whether T is a signed integer or a float.
func redIsSigned[T Real]() bool {
	var m T
	m--
	return m < 0
}

// Sum returns a.sum(), as Numba computes it: a single accumulator of type T, initially zero, adding the elements in
// np.nditer's order (see above; integers wrap around on overflow).
func Sum[T Number, D Dims](a Array[T, D]) T {
	if s, ok := redNditer(a); ok {
		var c T // not captured by the closure below, so it stays in a register
		for _, v := range s {
			c += v
		}
		return c
	}
	var c T
	a.Runs(func(off, n, stride int) {
		acc := c
		for range n {
			acc += a.Data[off]
			off += stride
		}
		c = acc
	})
	return c
}

// Prod returns a.prod(): a single accumulator of type T, initially one, multiplying the elements in np.nditer's
// order. Complex64 elements multiply as Numba does (MulComplex), not with Go's wider complex64 product.
func Prod[T Number, D Dims](a Array[T, D]) T {
	if x, ok := any(a).(Array[complex64, D]); ok {
		return any(prodComplex(x)).(T)
	}
	if s, ok := redNditer(a); ok {
		c := T(1)
		for _, v := range s {
			c *= v
		}
		return c
	}
	c := T(1)
	a.Runs(func(off, n, stride int) {
		acc := c
		for range n {
			acc *= a.Data[off]
			off += stride
		}
		c = acc
	})
	return c
}

// AMin returns a.min() (np.amin; Min is Python's builtin min). The first NaN met in np.nditer's order is the result; otherwise
// a later element replaces the running minimum only when it is smaller, so the first of equal elements (0.0 before
// -0.0) wins. An empty array panics with *ValueError "zero-size array to reduction operation minimum which has no
// identity".
func AMin[T Real, D Dims](a Array[T, D]) T {
	if a.Size() == 0 {
		panic(redZeroSize("minimum"))
	}
	return redMinMax(a, false)
}

// AMax returns a.max() (np.amax; Max is Python's builtin max), with AMin's rules; an empty array panics with
// *ValueError "zero-size array to reduction operation maximum which has no identity".
func AMax[T Real, D Dims](a Array[T, D]) T {
	if a.Size() == 0 {
		panic(redZeroSize("maximum"))
	}
	return redMinMax(a, true)
}

func redMinMax[T Real, D Dims](a Array[T, D], isMax bool) T {
	if s, ok := redNditer(a); ok {
		return redMinMaxN(s, 0, 1, len(s), isMax)
	}
	if len(a.Shape) == 1 {
		return redMinMaxN(a.Data, a.Off, lead(a.Strides), lead(a.Shape), isMax)
	}
	var m T
	first, done := true, false
	a.Each(func(off int) {
		if done {
			return
		}
		v := a.Data[off]
		switch {
		case v != v:
			m, done = v, true
		case first:
			m, first = v, false
		case isMax:
			if v > m {
				m = v
			}
		case v < m:
			m = v
		}
	})
	return m
}

// redMinMaxN is Numba's min (max when isMax is set) of the n >= 1 elements s[off], s[off+step], ...
func redMinMaxN[T Real](s []T, off, step, n int, isMax bool) T {
	m := s[off]
	if m != m {
		return m
	}
	// m is never NaN, so !(v <= m) (!(v >= m) for the minimum) holds exactly when v is a new
	// extreme or NaN: one comparison per element, the NaN test only on that path.
	for i := 1; i < n; i++ {
		off += step
		v := s[off]
		if isMax {
			if !(v <= m) {
				if v != v {
					return v
				}
				m = v
			}
		} else if !(v >= m) {
			if v != v {
				return v
			}
			m = v
		}
	}
	return m
}

// ArgMin returns a.argmin(): the flat (C-order) index of the first minimum, or of the first NaN when there is one.
// An empty array panics with *ValueError "attempt to get argmin of an empty sequence".
func ArgMin[T Real, D Dims](a Array[T, D]) int64 {
	if a.Size() == 0 {
		panic(ArgEmptyError(false))
	}
	return redArg(a, false)
}

// ArgMax returns a.argmax(): the flat index of the first maximum, or of the first NaN. An empty array panics with
// *ValueError "attempt to get argmax of an empty sequence".
func ArgMax[T Real, D Dims](a Array[T, D]) int64 {
	if a.Size() == 0 {
		panic(ArgEmptyError(true))
	}
	return redArg(a, true)
}

func redArg[T Real, D Dims](a Array[T, D], isMax bool) int64 {
	if s, ok := redFlat(a); ok {
		if k, ok := argVecReal(s, isMax); ok {
			return int64(k)
		}
		return int64(redArgN(s, 0, 1, len(s), isMax))
	}
	if len(a.Shape) == 1 {
		return int64(redArgN(a.Data, a.Off, lead(a.Strides), lead(a.Shape), isMax))
	}
	var m T
	i, k, done := 0, 0, false
	a.Each(func(off int) {
		if done {
			return
		}
		v := a.Data[off]
		switch {
		case v != v:
			k, done = i, true
		case i == 0:
			m = v
		case isMax:
			if v > m {
				m, k = v, i
			}
		case v < m:
			m, k = v, i
		}
		i++
	})
	return int64(k)
}

// redArgN is Numba's argmin/argmax over the n >= 1 elements s[off], s[off+step], ...
func redArgN[T Real](s []T, off, step, n int, isMax bool) int {
	m := s[off]
	if m != m {
		return 0
	}
	k := 0
	// As in redMinMaxN, one comparison per element: m is never NaN.
	for i := 1; i < n; i++ {
		off += step
		v := s[off]
		if isMax {
			if !(v <= m) {
				if v != v {
					return i
				}
				m, k = v, i
			}
		} else if !(v >= m) {
			if v != v {
				return i
			}
			m, k = v, i
		}
	}
	return k
}

// redSum returns the sum Numba's mean accumulates: in float32 for float32 elements (the type of a float32 array's
// mean), in float64 for everything else (integers are converted one by one).
func redSum[T Real](s []T, off, step, n int) float64 {
	if redIsFloat32[T]() {
		var c float32
		for i := 0; i < n; i++ {
			c += float32(s[off])
			off += step
		}
		return float64(c)
	}
	var c float64
	for i := 0; i < n; i++ {
		c += float64(s[off])
		off += step
	}
	return c
}

// redMean is Numba's mean of n elements; for float32 elements the result is rounded to float32, as Numba's mean of a
// float32 array is.
func redMean[T Real](s []T, off, step, n int) float64 {
	m := redSum(s, off, step, n) / float64(n)
	if redIsFloat32[T]() {
		return float64(float32(m))
	}
	return m
}

// redVar is Numba's var of n >= 1 elements: the mean m, then the sum of squared deviations (v - m)**2 accumulated in
// float64, the deviations and their squares computed in float32 for float32 elements.
func redVar[T Real](s []T, off, step, n int) float64 {
	m := redMean(s, off, step, n)
	var ssd float64
	if redIsFloat32[T]() {
		m32 := float32(m)
		for i := 0; i < n; i++ {
			d := float32(s[off]) - m32
			ssd += float64(d * d)
			off += step
		}
	} else {
		for i := 0; i < n; i++ {
			d := float64(s[off]) - m
			ssd += float64(d * d)
			off += step
		}
	}
	return ssd / float64(n)
}

// redStd is Numba's std: var ** 0.5, the variance first rounded to float32 for float32 elements.
func redStd[T Real](v float64) float64 {
	if redIsFloat32[T]() {
		v = float64(float32(v))
	}
	return math.Sqrt(v)
}

func redDivZero() *ZeroDivisionError { return &ZeroDivisionError{Msg: "division by zero"} }

// Mean returns a.mean() as Numba computes it: the elements summed left to right in np.nditer's order (in float64, or in
// float32 for a float32 array) and divided by the size. For a float32 array Numba's result is float32: Mean returns
// it exactly, and the caller converts. An empty array panics with *ZeroDivisionError "division by zero" (Numba's
// default error model), where NumPy warns and returns NaN.
func Mean[T Real, D Dims](a Array[T, D]) float64 {
	n := a.Size()
	if n == 0 {
		panic(redDivZero())
	}
	if s, off, step, ok := redRun(a); ok {
		return redMean(s, off, step, n)
	}
	return redMeanEach(a, n)
}

// redMeanEach is redMean for an array that needs Each.
func redMeanEach[T Real, D Dims](a Array[T, D], n int) float64 {
	if redIsFloat32[T]() {
		var c float32
		a.Each(func(off int) { c += float32(a.Data[off]) })
		return float64(float32(float64(c) / float64(n)))
	}
	var c float64
	a.Each(func(off int) { c += float64(a.Data[off]) })
	return c / float64(n)
}

// MeanComplex returns a.mean() for a complex array: the sum accumulated in T, then divided by the size with
// CPython's complex division (as Numba compiles it) in T's precision, so a complex64 mean is a complex64 value. An
// empty array panics with *ZeroDivisionError "complex division by zero".
func MeanComplex[T Complex, D Dims](a Array[T, D]) complex128 {
	// Numba sums in T and divides in T: a complex64 mean is rounded to complex64.
	return complex128(TrueDivComplex(Sum(a), T(complex(float64(a.Size()), 0))))
}

// Var returns a.var() (ddof 0) with Numba's two-pass algorithm: the mean, then the sum of squared deviations in C
// order, divided by the size. For a float32 array Numba's result is float32: the caller converts. An empty array
// panics with *ZeroDivisionError "division by zero".
func Var[T Real, D Dims](a Array[T, D]) float64 {
	n := a.Size()
	if n == 0 {
		panic(redDivZero())
	}
	if s, off, step, ok := redRun(a); ok {
		return redVar(s, off, step, n)
	}
	m := redMeanEach(a, n)
	var ssd float64
	if redIsFloat32[T]() {
		m32 := float32(m)
		a.Each(func(off int) {
			d := float32(a.Data[off]) - m32
			ssd += float64(d * d)
		})
	} else {
		a.Each(func(off int) {
			d := float64(a.Data[off]) - m
			ssd += float64(d * d)
		})
	}
	return ssd / float64(n)
}

// Std returns a.std(): Var ** 0.5 (for a float32 array the variance is rounded to float32 first, as in Numba). An
// empty array panics with *ZeroDivisionError "division by zero".
func Std[T Real, D Dims](a Array[T, D]) float64 {
	return redStd[T](Var(a))
}

// All returns a.all(): whether every element is truthy (nonzero; NaN is truthy). It is true for an empty array.
func All[T Elem, D Dims](a Array[T, D]) bool {
	var zero T
	if s, ok := redNditer(a); ok {
		for _, v := range s {
			if v == zero {
				return false
			}
		}
		return true
	}
	all := true
	a.Each(func(off int) {
		if a.Data[off] == zero {
			all = false
		}
	})
	return all
}

// Any returns a.any(): whether some element is truthy (nonzero; NaN is truthy). It is false for an empty array.
func Any[T Elem, D Dims](a Array[T, D]) bool {
	var zero T
	if s, ok := redNditer(a); ok {
		for _, v := range s {
			if v != zero {
				return true
			}
		}
		return false
	}
	found := false
	a.Each(func(off int) {
		if a.Data[off] != zero {
			found = true
		}
	})
	return found
}

// CountNonzero returns np.count_nonzero(a): the number of truthy elements (NaN counts, -0.0 does not).
func CountNonzero[T Elem, D Dims](a Array[T, D]) int64 {
	var zero T
	if s, ok := redNditer(a); ok {
		var n int64
		for _, v := range s {
			if v != zero {
				n++
			}
		}
		return n
	}
	var n int64
	a.Each(func(off int) {
		if a.Data[off] != zero {
			n++
		}
	})
	return n
}

// SumLanesStart returns the 32 partial sums of a reordered float sum before its first element:
// each -0, the identity of IEEE addition. A fastmath loop adds its element i into lane
// (i - first) % 32, in vector assembly or in Go, and SumLanes totals the lanes.
func SumLanesStart[T Float]() [32]T {
	var acc [32]T
	for j := range acc {
		acc[j] = T(math.Copysign(0, -1))
	}
	return acc
}

// SumLanes totals the partial sums of SumLanesStart in a fixed tree, so that the result does
// not depend on the path that filled them: for w = 16, 8, 4, 2, 1, acc[j] += acc[j+w] for j < w.
// It changes acc.
func SumLanes[T Float](acc *[32]T) T {
	for w := len(acc) / 2; w > 0; w /= 2 {
		for j := range w {
			acc[j] += acc[j+w]
		}
	}
	return acc[0]
}

// MinMaxLanesStart returns the 32 partial results of a fused max (isMax) or min reduction before any element:
// -Inf or +Inf. Element i is folded into lane i % 32 with Go's max or min (NaN if either is NaN, -0 < +0) by the
// vector loop and then by the Go loop over the elements it left.
func MinMaxLanesStart[T Float](isMax bool) [32]T {
	var acc [32]T
	v := T(math.Inf(1))
	if isMax {
		v = T(math.Inf(-1))
	}
	for j := range acc {
		acc[j] = v
	}
	return acc
}

// MinMaxLanes folds the lanes of MinMaxLanesStart in the fixed tree of SumLanes with Go's max or min. The result
// is NumPy's and Numba's unless it is NaN or zero (which NaN, and which zero, depend on the order): the generated
// code then asks AMax or AMin. It changes acc.
func MinMaxLanes[T Float](acc *[32]T, isMax bool) T {
	for w := len(acc) / 2; w > 0; w /= 2 {
		for j := range w {
			if isMax {
				acc[j] = max(acc[j], acc[j+w])
			} else {
				acc[j] = min(acc[j], acc[j+w])
			}
		}
	}
	return acc[0]
}
