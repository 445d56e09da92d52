package kernels

import (
	"math"
	"unsafe"
)

// This file is the matrix product for results of a few elements, such as the Gram matrix
// x.T @ x of a tall, narrow x (3×n by n×3) or a matrix-vector product with a few rows. The
// blocked product pads such a result to its micro-kernel's tile (8×24 on AVX-512) and packs
// both operands, so most of its work is zeros and copies. Here C is cut into 3×3 tiles, and
// each tile's nine chains run together over the operands in place: one pass over the rows of
// A and the columns of B it needs, nine fused multiply-adds per step from six loads, their
// latencies overlapping. A tile cut by C's edge repeats its last row or column and drops the
// repeats. The chain is gemm's (gemm.go), one FMA per step, p increasing from +0, so the result
// has the same bits as the blocked path.

// gemmSmallElems is the most elements of C that gemmSmall computes (m·n).
const gemmSmallElems = 16

// gemmSmall computes C = A·B tile by tile; see the file comment.
func gemmSmall[T gemmFloat](m, n, k int, a, b gemmOperand[T], c []T, ldc int) {
	for i0 := 0; i0 < m; i0 += 3 {
		for j0 := 0; j0 < n; j0 += 3 {
			var ao, bo [3]int
			for t := range 3 {
				ao[t] = a.off + min(i0+t, m-1)*a.rs
				bo[t] = b.off + min(j0+t, n-1)*b.cs
			}
			checkSpan(len(a.data), ao, a.cs, k)
			checkSpan(len(b.data), bo, b.rs, k)
			acc := fmaTile3x3(k, a.data, b.data, ao, bo, a.cs, b.rs)
			for r := range min(3, m-i0) {
				for s := range min(3, n-j0) {
					c[(i0+r)*ldc+j0+s] = acc[3*r+s]
				}
			}
		}
	}
}

// checkSpan panics unless the k elements from each of off, step apart, lie in [0, n): the
// tiles read their operands without bounds checks.
func checkSpan(n int, off [3]int, step, k int) {
	for _, o := range off {
		if last := o + (k-1)*step; o < 0 || o >= n || last < 0 || last >= n {
			panic("kernels: gemmSmall operand out of range")
		}
	}
}

// gemmTile is a 3×3 tile of small products: it stores to c[0:9] the nine chains
// c[3r+s] = fma(a[ar+p·as], b[bs'+p·bs], c[3r+s]) for p from 0 to k-1, each from +0, where
// ar is a0, a1, a2 and bs' b0, b1, b2, all in elements from a and b. Every index must be in
// range (checkSpan). The assembly tiles (gemm_gen.go) and the Go ones give the same bits.
type gemmTile[T gemmFloat] func(k int, a, b *T, a0, a1, a2, b0, b1, b2, as, bs int, c *T)

// fmaTile3x3 returns the tile's nine chains, computed by the tile of T for VectorISA().
func fmaTile3x3[T gemmFloat](k int, a, b []T, ao, bo [3]int, as, bs int) [9]T {
	var c [9]T
	var tile gemmTile[T]
	switch p := any(&tile).(type) {
	case *gemmTile[float64]:
		*p = dgemmTile3x3(VectorISA())
	case *gemmTile[float32]:
		*p = sgemmTile3x3(VectorISA())
	}
	tile(k, unsafe.SliceData(a), unsafe.SliceData(b), ao[0], ao[1], ao[2], bo[0], bo[1], bo[2], as, bs, &c[0])
	return c
}

// dgemmTile3x3Go is the float64 tile in Go. The offsets are kept in bytes from the operands'
// first elements, so that the loop has no bounds checks. (Below GOAMD64=v3 math.FMA tests the
// CPU at every call, and the compiler then keeps the accumulators in memory: the assembly tile
// is several times faster.)
func dgemmTile3x3Go(k int, a, b *float64, a0, a1, a2, b0, b1, b2, as, bs int, c *float64) {
	pa, pb := unsafe.Pointer(a), unsafe.Pointer(b)
	a0, a1, a2 = a0*8, a1*8, a2*8
	b0, b1, b2 = b0*8, b1*8, b2*8
	as, bs = as*8, bs*8
	var c00, c01, c02, c10, c11, c12, c20, c21, c22 float64
	for range k {
		y0 := *(*float64)(unsafe.Add(pb, b0))
		y1 := *(*float64)(unsafe.Add(pb, b1))
		y2 := *(*float64)(unsafe.Add(pb, b2))
		x := *(*float64)(unsafe.Add(pa, a0))
		c00 = math.FMA(x, y0, c00)
		c01 = math.FMA(x, y1, c01)
		c02 = math.FMA(x, y2, c02)
		x = *(*float64)(unsafe.Add(pa, a1))
		c10 = math.FMA(x, y0, c10)
		c11 = math.FMA(x, y1, c11)
		c12 = math.FMA(x, y2, c12)
		x = *(*float64)(unsafe.Add(pa, a2))
		c20 = math.FMA(x, y0, c20)
		c21 = math.FMA(x, y1, c21)
		c22 = math.FMA(x, y2, c22)
		a0, a1, a2 = a0+as, a1+as, a2+as
		b0, b1, b2 = b0+bs, b1+bs, b2+bs
	}
	*(*[9]float64)(unsafe.Pointer(c)) = [9]float64{c00, c01, c02, c10, c11, c12, c20, c21, c22}
}

// sgemmTile3x3Go is dgemmTile3x3Go for float32, with FMA32.
func sgemmTile3x3Go(k int, a, b *float32, a0, a1, a2, b0, b1, b2, as, bs int, c *float32) {
	pa, pb := unsafe.Pointer(a), unsafe.Pointer(b)
	a0, a1, a2 = a0*4, a1*4, a2*4
	b0, b1, b2 = b0*4, b1*4, b2*4
	as, bs = as*4, bs*4
	var c00, c01, c02, c10, c11, c12, c20, c21, c22 float32
	for range k {
		y0 := *(*float32)(unsafe.Add(pb, b0))
		y1 := *(*float32)(unsafe.Add(pb, b1))
		y2 := *(*float32)(unsafe.Add(pb, b2))
		x := *(*float32)(unsafe.Add(pa, a0))
		c00 = FMA32(x, y0, c00)
		c01 = FMA32(x, y1, c01)
		c02 = FMA32(x, y2, c02)
		x = *(*float32)(unsafe.Add(pa, a1))
		c10 = FMA32(x, y0, c10)
		c11 = FMA32(x, y1, c11)
		c12 = FMA32(x, y2, c12)
		x = *(*float32)(unsafe.Add(pa, a2))
		c20 = FMA32(x, y0, c20)
		c21 = FMA32(x, y1, c21)
		c22 = FMA32(x, y2, c22)
		a0, a1, a2 = a0+as, a1+as, a2+as
		b0, b1, b2 = b0+bs, b1+bs, b2+bs
	}
	*(*[9]float32)(unsafe.Pointer(c)) = [9]float32{c00, c01, c02, c10, c11, c12, c20, c21, c22}
}
