// Package gonum shows how pygo's arrays and gonum's matrices share storage: a row-major *mat.Dense is a
// kernels.Matrix[float64] with row stride RawMatrix().Stride, and a C-contiguous kernels.Matrix[float64] is the data
// of a *mat.Dense, so values pass between generated code and gonum without copying. LeastSquares, translated from
// gonum.py, takes its matrix from a *mat.Dense.
package gonum

//go:generate go tool pygo gonum.py
