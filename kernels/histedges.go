package kernels

import (
	"unsafe"
)

// This file holds np.histogram with an array of bin edges. As in npfuncs.go, results follow Numba 0.56 where
// it supports the call and NumPy 1.24 where it does not; each function's comment says which, and where they differ.

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
