package kernels

import (
	"math"
	"unsafe"

	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/lapack"
	"gonum.org/v1/gonum/lapack/lapack64"
)

// This file holds np.linalg.norm of matrices with an ord. As in npfuncs.go, results follow Numba 0.56 where
// it supports the call and NumPy 1.24 where it does not; each function's comment says which, and where they differ.

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
