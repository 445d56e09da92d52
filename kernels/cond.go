package kernels

import "math"

// This file is np.linalg.cond(a, p) as Numba 0.56 computes it (numba/np/linalg.py cond_impl):
// for p None, 2 and -2 the ratio of the extreme singular values of one SVD (so a non-square
// matrix is allowed), for the other orders norm(a, p) * norm(inv(a), p); a NaN result (0/0, a
// zero matrix) is returned as inf.

// Cond returns np.linalg.cond(a): the largest singular value over the smallest.
func Cond(a Matrix[float64]) float64 {
	s := singularValues(a)
	return condNaN(s[0] / s[len(s)-1])
}

// CondP returns np.linalg.cond(a, p). An order MatrixNormOrd does not take panics with its
// *ValueError; for those of the inverse, a non-square or singular a panics as Inv does.
func CondP(a Matrix[float64], p float64) float64 {
	if p == 2 || p == -2 {
		s := singularValues(a)
		if p == 2 {
			return condNaN(s[0] / s[len(s)-1])
		}
		return condNaN(s[len(s)-1] / s[0])
	}
	n := MatrixNormOrd(a, p)
	return condNaN(n * MatrixNormOrd(Inv(a), p))
}

func condNaN(r float64) float64 {
	if math.IsNaN(r) {
		return math.Inf(1)
	}
	return r
}
