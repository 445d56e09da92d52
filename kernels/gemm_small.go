package kernels

import "math"

// This file is the matrix product for results of a few elements, such as the Gram matrix
// x.T @ x of a tall, narrow x (2×n by n×2). The blocked product pads such a result to its
// micro-kernel's tile (8×24 on AVX-512) and packs both operands, so most of its work is
// zeros; here each element is its chain of fused multiply-adds over the operands in place,
// four chains at a time so that their latencies overlap. The chain is gemm's (gemm.go), one
// FMA per step, p increasing from +0, so the result has the same bits as the blocked path.

// gemmSmallElems is the most elements of C that gemmSmall computes (m·n).
const gemmSmallElems = 16

// gemmSmall computes C = A·B element by element; see the file comment.
func gemmSmall[T gemmFloat](m, n, k int, a, b gemmOperand[T], c []T, ldc int) {
	var idx [gemmSmallElems][2]int
	cnt := 0
	for i := range m {
		for j := range n {
			idx[cnt] = [2]int{i, j}
			cnt++
		}
	}
	for g := 0; g < cnt; g += 4 {
		var ao, bo [4]int
		lanes := min(4, cnt-g)
		for t := range 4 {
			e := idx[g+min(t, lanes-1)] // a short group repeats its last element
			ao[t] = a.off + e[0]*a.rs
			bo[t] = b.off + e[1]*b.cs
		}
		acc := fmaChains4(k, a.data, b.data, ao, bo, a.cs, b.rs)
		for t := range lanes {
			e := idx[g+t]
			c[e[0]*ldc+e[1]] = acc[t]
		}
	}
}

// fmaChains4 returns four chains acc[t] = fma(a[ao[t]+p·as], b[bo[t]+p·bs], acc[t]) for p
// from 0 to k-1, each from +0, with T's fused multiply-add.
func fmaChains4[T gemmFloat](k int, a, b []T, ao, bo [4]int, as, bs int) [4]T {
	switch a := any(a).(type) {
	case []float64:
		r := fmaChains4F64(k, a, any(b).([]float64), ao, bo, as, bs)
		return [4]T{T(r[0]), T(r[1]), T(r[2]), T(r[3])}
	case []float32:
		r := fmaChains4F32(k, a, any(b).([]float32), ao, bo, as, bs)
		return [4]T{T(r[0]), T(r[1]), T(r[2]), T(r[3])}
	}
	panic("kernels: fmaChains4 of an unknown element type")
}

func fmaChains4F64(k int, a, b []float64, ao, bo [4]int, as, bs int) [4]float64 {
	var c0, c1, c2, c3 float64
	a0, a1, a2, a3 := ao[0], ao[1], ao[2], ao[3]
	b0, b1, b2, b3 := bo[0], bo[1], bo[2], bo[3]
	for range k {
		c0 = math.FMA(a[a0], b[b0], c0)
		c1 = math.FMA(a[a1], b[b1], c1)
		c2 = math.FMA(a[a2], b[b2], c2)
		c3 = math.FMA(a[a3], b[b3], c3)
		a0, a1, a2, a3 = a0+as, a1+as, a2+as, a3+as
		b0, b1, b2, b3 = b0+bs, b1+bs, b2+bs, b3+bs
	}
	return [4]float64{c0, c1, c2, c3}
}

func fmaChains4F32(k int, a, b []float32, ao, bo [4]int, as, bs int) [4]float32 {
	var c0, c1, c2, c3 float32
	a0, a1, a2, a3 := ao[0], ao[1], ao[2], ao[3]
	b0, b1, b2, b3 := bo[0], bo[1], bo[2], bo[3]
	for range k {
		c0 = FMA32(a[a0], b[b0], c0)
		c1 = FMA32(a[a1], b[b1], c1)
		c2 = FMA32(a[a2], b[b2], c2)
		c3 = FMA32(a[a3], b[b3], c3)
		a0, a1, a2, a3 = a0+as, a1+as, a2+as, a3+as
		b0, b1, b2, b3 = b0+bs, b1+bs, b2+bs, b3+bs
	}
	return [4]float32{c0, c1, c2, c3}
}
