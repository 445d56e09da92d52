package kernels

import (
	"gonum.org/v1/gonum/blas/blas64"
	"gonum.org/v1/gonum/lapack"
	"gonum.org/v1/gonum/lapack/lapack64"
)

// This file holds np.linalg.eig of a real matrix, following Numba 0.56's real_eig_impl.

// Eig returns np.linalg.eig(a) of a real matrix whose eigenvalues are real: the eigenvalues w
// in LAPACK geev's order and the matrix v whose column j is the right eigenvector of w[j],
// of unit Euclidean norm. It panics with a *LinAlgError if a is not square or holds an
// infinity or a NaN, and with Numba's *ValueError ("eig() argument must not cause a domain
// change.") if an eigenvalue is complex, since the result type cannot depend on the values.
func Eig(a Matrix[float64]) (Vector[float64], Matrix[float64]) {
	n := linalgSquare(a)
	linalgCheckFinite(a)
	_, g := linalgCopy(a)
	wr, wi := make([]float64, n), make([]float64, n)
	v := Empty[float64]([2]int{n, n})
	if n == 0 {
		return FromSlice(wr), v
	}
	var none blas64.General
	vr := blas64.General{Rows: n, Cols: n, Data: v.Data, Stride: n}
	work := []float64{0}
	lapack64.Geev(lapack.LeftEVNone, lapack.RightEVCompute, g, wr, wi, none, vr, work, -1)
	work = make([]float64, max(1, int(work[0])))
	if first := lapack64.Geev(lapack.LeftEVNone, lapack.RightEVCompute, g, wr, wi, none, vr, work, len(work)); first > 0 {
		panic(&ValueError{Msg: linalgMsgConverge})
	}
	for _, x := range wi {
		if x != 0 {
			panic(&ValueError{Msg: "eig() argument must not cause a domain change."})
		}
	}
	return FromSlice(wr), v
}
