package kernels

// This file has np.dot / @ of complex matrices and vectors, which Numba computes with BLAS
// zgemm/zgemv (cgemm/cgemv for complex64). gonum has no complex BLAS, so these are plain
// loops: each result element is the sum over the inner dimension in order, which is within the
// tolerance golden/doc.go states for BLAS results.

// MatVecComplex returns np.dot(a, x) for an m×k complex matrix and a vector of length k. It
// panics with a *ValueError when the inner dimensions differ.
func MatVecComplex[T Complex](a Matrix[T], x Vector[T]) Vector[T] {
	m, k := a.Shape[0], a.Shape[1]
	if x.Shape[0] != k {
		panic(&ValueError{Msg: linalgMsgMV})
	}
	y := Empty[T]([1]int{m})
	for i := range m {
		var sum T
		ia, ix := a.Off+i*a.Strides[0], x.Off
		for range k {
			sum += a.Data[ia] * x.Data[ix]
			ia += a.Strides[1]
			ix += x.Strides[0]
		}
		y.Data[i] = sum
	}
	return y
}

// VecMatComplex returns np.dot(x, a) for a vector of length k and a k×n complex matrix. It
// panics with a *ValueError when the inner dimensions differ.
func VecMatComplex[T Complex](x Vector[T], a Matrix[T]) Vector[T] {
	k, n := a.Shape[0], a.Shape[1]
	if x.Shape[0] != k {
		panic(&ValueError{Msg: linalgMsgVM})
	}
	y := Empty[T]([1]int{n})
	for j := range n {
		var sum T
		ia, ix := a.Off+j*a.Strides[1], x.Off
		for range k {
			sum += x.Data[ix] * a.Data[ia]
			ia += a.Strides[0]
			ix += x.Strides[0]
		}
		y.Data[j] = sum
	}
	return y
}

// MatMulComplex returns np.dot(a, b) (also a @ b) for an m×k and a k×n complex matrix as a new
// C-ordered m×n matrix. It panics with a *ValueError when the inner dimensions differ.
func MatMulComplex[T Complex](a, b Matrix[T]) Matrix[T] {
	m, k := a.Shape[0], a.Shape[1]
	if b.Shape[0] != k {
		panic(&ValueError{Msg: linalgMsgMM})
	}
	n := b.Shape[1]
	c := Empty[T]([2]int{m, n})
	for i := range m {
		for j := range n {
			var sum T
			ia, ib := a.Off+i*a.Strides[0], b.Off+j*b.Strides[1]
			for range k {
				sum += a.Data[ia] * b.Data[ib]
				ia += a.Strides[1]
				ib += b.Strides[0]
			}
			c.Data[i*n+j] = sum
		}
	}
	return c
}
