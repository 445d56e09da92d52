package kernels

import (
	"math"
	"sync"
	"unsafe"
)

//go:generate go run gemm_gen.go -out zgemm_amd64.s -stubs zgemm_amd64.go -pkg kernels

// This file is the float64 and float32 matrix product C = A·B: a blocked GEMM in the manner of GotoBLAS and
// BLIS. Panels of B (kc×nc) and blocks of A (mc×kc) are packed into contiguous buffers, and a
// micro-kernel computes one mr×nr tile of C from a packed micro-panel of each, keeping the tile
// in registers. The micro-kernels are avo-generated assembly for AVX-512 and AVX2+FMA
// (zgemm_amd64.s, written by gemm_gen.go) and dgemmKernelGo and sgemmKernelGo in Go.
//
// Every element is computed in one fixed order, whatever the kernel, the blocking and the
// number of threads:
//
//	c[i, j] = fma(a[i, k-1], b[k-1, j], ... fma(a[i, 1], b[1, j], fma(a[i, 0], b[0, j], +0)))
//
// one fused multiply-add per step, p increasing. A kernel stores its tile after each panel of
// kc steps and reloads it for the next, which continues the same chain. So the AVX-512, AVX2
// and Go paths (PYGO_ISA, the purego tag, other architectures) give the same bits, and so do
// any tile shapes and any split of the tiles across workers. (OpenBLAS, which Numba calls, sums
// in its own blocked order: results agree with Numba's to rounding.)

// gemmFloat is an element type of the blocked product.
type gemmFloat interface{ float32 | float64 }

// gemmKernel computes one tile: see gemm_gen.go. a holds k·mr and b k·nr elements; the tile
// is mr×nr at c with rows ldc apart.
type gemmKernel[T gemmFloat] func(k int, a, b, c *T, ldc int, load bool)

// gemmShape is a micro-kernel with its tile and its cache blocking: kc steps per packed panel,
// mc rows of A per packed block (a multiple of mr), nc columns of B per packed panel (a
// multiple of nr). mr·nr is at most maxTile.
type gemmShape[T gemmFloat] struct {
	mr, nr, kc, mc, nc int
	kernel             gemmKernel[T]
}

// maxTile is the most elements of a micro-kernel's tile (sgemmKernel8x48AVX512's).
const maxTile = 8 * 48

// The Go micro-kernels' shapes.
var (
	dgemmGo = gemmShape[float64]{mr: 2, nr: 4, kc: 256, mc: 64, nc: 1024, kernel: dgemmKernelGo}
	sgemmGo = gemmShape[float32]{mr: 2, nr: 4, kc: 256, mc: 64, nc: 1024, kernel: sgemmKernelGo}
)

// dgemmKernelGo is the float64 2×4 micro-kernel in Go, with math.FMA in the order the assembly
// kernels follow. (Eight accumulators: a 4×4 tile spills on amd64, where the compiler keeps at
// most 15 floats in registers and, below GOAMD64=v3, tests the CPU for FMA at every call.)
func dgemmKernelGo(k int, ap, bp, cp *float64, ldc int, load bool) {
	a := unsafe.Slice(ap, 2*k)
	b := unsafe.Slice(bp, 4*k)
	c := unsafe.Slice(cp, ldc+4)
	var c00, c01, c02, c03, c10, c11, c12, c13 float64
	if load {
		r := c[0:4:4]
		c00, c01, c02, c03 = r[0], r[1], r[2], r[3]
		r = c[ldc : ldc+4 : ldc+4]
		c10, c11, c12, c13 = r[0], r[1], r[2], r[3]
	}
	for p := range k {
		x := a[2*p : 2*p+2 : 2*p+2]
		y := b[4*p : 4*p+4 : 4*p+4]
		c00 = math.FMA(x[0], y[0], c00)
		c01 = math.FMA(x[0], y[1], c01)
		c02 = math.FMA(x[0], y[2], c02)
		c03 = math.FMA(x[0], y[3], c03)
		c10 = math.FMA(x[1], y[0], c10)
		c11 = math.FMA(x[1], y[1], c11)
		c12 = math.FMA(x[1], y[2], c12)
		c13 = math.FMA(x[1], y[3], c13)
	}
	r := c[0:4:4]
	r[0], r[1], r[2], r[3] = c00, c01, c02, c03
	r = c[ldc : ldc+4 : ldc+4]
	r[0], r[1], r[2], r[3] = c10, c11, c12, c13
}

// sgemmKernelGo is the float32 2×4 micro-kernel in Go, dgemmKernelGo with FMA32.
func sgemmKernelGo(k int, ap, bp, cp *float32, ldc int, load bool) {
	a := unsafe.Slice(ap, 2*k)
	b := unsafe.Slice(bp, 4*k)
	c := unsafe.Slice(cp, ldc+4)
	var c00, c01, c02, c03, c10, c11, c12, c13 float32
	if load {
		r := c[0:4:4]
		c00, c01, c02, c03 = r[0], r[1], r[2], r[3]
		r = c[ldc : ldc+4 : ldc+4]
		c10, c11, c12, c13 = r[0], r[1], r[2], r[3]
	}
	for p := range k {
		x := a[2*p : 2*p+2 : 2*p+2]
		y := b[4*p : 4*p+4 : 4*p+4]
		c00 = FMA32(x[0], y[0], c00)
		c01 = FMA32(x[0], y[1], c01)
		c02 = FMA32(x[0], y[2], c02)
		c03 = FMA32(x[0], y[3], c03)
		c10 = FMA32(x[1], y[0], c10)
		c11 = FMA32(x[1], y[1], c11)
		c12 = FMA32(x[1], y[2], c12)
		c13 = FMA32(x[1], y[3], c13)
	}
	r := c[0:4:4]
	r[0], r[1], r[2], r[3] = c00, c01, c02, c03
	r = c[ldc : ldc+4 : ldc+4]
	r[0], r[1], r[2], r[3] = c10, c11, c12, c13
}

// FMA32 returns x*y+z rounded once to float32, as the FMA instructions compute it. The product
// is exact in float64 and the sum is rounded to float64 and then to float32; the first rounding
// is made round-to-odd (from the sum's exact error, by TwoSum), which makes the second one the
// correct rounding of the exact x*y+z (53 ≥ 24+2 bits; Boldo and Melquiond, "When double
// rounding is odd", 2005).
func FMA32(x, y, z float32) float32 {
	p := float64(float64(x) * float64(y)) // exact; the conversion forbids fusing it with the sum
	w := float64(z)
	s := p + w
	if s-s != 0 { // ±Inf or NaN: no rounding to correct
		return float32(s)
	}
	v := s - p
	e := (p - (s - v)) + (w - v) // s + e = p + w exactly
	if b := math.Float64bits(s); e != 0 && b&1 == 0 {
		if (e > 0) == (s > 0) {
			b++
		} else {
			b--
		}
		s = math.Float64frombits(b)
	}
	return float32(s)
}

// gemmOperand is a strided matrix: element (i, j) is data[off + i*rs + j*cs]. Any strides
// work, negative and zero included: packing reads each element once per panel.
type gemmOperand[T gemmFloat] struct {
	data        []T
	off, rs, cs int
}

// gemmParallelFlops is the least m·n·k for which Dgemm and Sgemm split the work across the pool.
const gemmParallelFlops = 1 << 21

// gemmBuffers64 and gemmBuffers32 recycle packing buffers between products.
var (
	gemmBuffers64 = sync.Pool{New: func() any { return new([]float64) }}
	gemmBuffers32 = sync.Pool{New: func() any { return new([]float32) }}
)

// gemmBuffers returns the pool of packing buffers of T.
func gemmBuffers[T gemmFloat]() *sync.Pool {
	var z T
	if unsafe.Sizeof(z) == 8 {
		return &gemmBuffers64
	}
	return &gemmBuffers32
}

// gemmBuffer returns a buffer of n elements from the pool.
func gemmBuffer[T gemmFloat](n int) *[]T {
	p := gemmBuffers[T]().Get().(*[]T)
	if cap(*p) < n {
		*p = make([]T, n)
	}
	*p = (*p)[:n]
	return p
}

// Dgemm stores the product of the m×k matrix a and the k×n matrix b into c, an m×n matrix
// with rows ldc apart (ldc ≥ n), overwriting it. Element (i, j) of a is a[aOff + i*aRS + j*aCS],
// and likewise for b. Each element of c is the chain of fused multiply-adds described above,
// the same bits on every path and for any number of threads. Large products run on the pool of
// prange loops.
func Dgemm(m, n, k int, a []float64, aOff, aRS, aCS int, b []float64, bOff, bRS, bCS int, c []float64, ldc int) {
	gemm(dgemmShape(VectorISA()), m, n, k, gemmOperand[float64]{a, aOff, aRS, aCS},
		gemmOperand[float64]{b, bOff, bRS, bCS}, c, ldc, m*n*k >= gemmParallelFlops)
}

// Sgemm is Dgemm for float32: each element the chain of float32 fused multiply-adds (one
// rounding to float32 per step).
func Sgemm(m, n, k int, a []float32, aOff, aRS, aCS int, b []float32, bOff, bRS, bCS int, c []float32, ldc int) {
	gemm(sgemmShape(VectorISA()), m, n, k, gemmOperand[float32]{a, aOff, aRS, aCS},
		gemmOperand[float32]{b, bOff, bRS, bCS}, c, ldc, m*n*k >= gemmParallelFlops)
}

func gemm[T gemmFloat](s gemmShape[T], m, n, k int, a, b gemmOperand[T], c []T, ldc int, parallel bool) {
	if m <= 0 || n <= 0 {
		return
	}
	if k <= 0 {
		for i := range m {
			clear(c[i*ldc : i*ldc+n])
		}
		return
	}
	if m*n <= gemmSmallElems {
		gemmSmall(m, n, k, a, b, c, ldc)
		return
	}
	kc := min(s.kc, k)
	nc := min(s.nc, roundUp(n, s.nr))
	bbuf := gemmBuffer[T](kc * nc)
	defer gemmBuffers[T]().Put(bbuf)
	bp := *bbuf
	mblocks := ceilDiv(m, s.mc)
	for jc := 0; jc < n; jc += s.nc {
		ncur := min(s.nc, n-jc)
		// The work is cut into tasks of one block of rows of A and a group of micro-panels of
		// B; there are more groups than one when there are too few blocks of rows to keep the
		// workers busy. How the work is cut does not change the result.
		npanels := ceilDiv(ncur, s.nr)
		groups := 1
		if parallel && mblocks < 2*NumThreads() {
			groups = min(npanels, ceilDiv(2*NumThreads(), mblocks))
		}
		for pc := 0; pc < k; pc += s.kc {
			kcur := min(s.kc, k-pc)
			packB(bp, b, pc, jc, kcur, ncur, s.nr)
			tasks := func(_, lo, hi, _ int) {
				abuf := gemmBuffer[T](s.mc * kcur)
				packed := -1 // the block of rows in abuf
				for t := lo; t < hi; t++ {
					ib, g := t/groups, t%groups
					ic := ib * s.mc
					mcur := min(s.mc, m-ic)
					if ib != packed {
						packA(*abuf, a, ic, pc, mcur, kcur, s.mr)
						packed = ib
					}
					j0, j1 := g*npanels/groups*s.nr, min((g+1)*npanels/groups*s.nr, ncur)
					macroKernel(s, *abuf, bp[j0*kcur:], mcur, j1-j0, kcur, c[ic*ldc+jc+j0:], ldc, pc > 0)
				}
				gemmBuffers[T]().Put(abuf)
			}
			if ntasks := mblocks * groups; parallel && ntasks > 1 {
				ParallelFor(ntasks, tasks)
			} else {
				tasks(0, 0, ntasks, 0)
			}
		}
	}
}

// macroKernel runs the micro-kernel over the mc×nc block of c from a packed block of A and
// panel of B; tiles cut by the block's edges go through a full-size tile on the stack.
func macroKernel[T gemmFloat](s gemmShape[T], ap, bp []T, mc, nc, kc int, c []T, ldc int, load bool) {
	var edge [maxTile]T
	for jr := 0; jr < nc; jr += s.nr {
		nr := min(s.nr, nc-jr)
		bpan := &bp[jr*kc]
		for ir := 0; ir < mc; ir += s.mr {
			mr := min(s.mr, mc-ir)
			apan := &ap[ir*kc]
			if mr == s.mr && nr == s.nr {
				s.kernel(kc, apan, bpan, &c[ir*ldc+jr], ldc, load)
				continue
			}
			if load {
				for i := range mr {
					copy(edge[i*s.nr:i*s.nr+nr], c[(ir+i)*ldc+jr:])
				}
			}
			s.kernel(kc, apan, bpan, &edge[0], s.nr, load)
			for i := range mr {
				copy(c[(ir+i)*ldc+jr:(ir+i)*ldc+jr+nr], edge[i*s.nr:])
			}
		}
	}
}

// packA copies rows [i0, i0+mc) and columns [p0, p0+kc) of a into dst as micro-panels of mr
// rows, each stored step by step (mr elements per step), the last one padded with zeros.
func packA[T gemmFloat](dst []T, a gemmOperand[T], i0, p0, mc, kc, mr int) {
	for ir := 0; ir < mc; ir += mr {
		pan := dst[ir*kc : ir*kc+mr*kc]
		rows := min(mr, mc-ir)
		for i := range rows {
			src := a.off + (i0+ir+i)*a.rs + p0*a.cs
			if a.cs == 1 {
				for p, x := range a.data[src : src+kc] {
					pan[p*mr+i] = x
				}
				continue
			}
			for p := range kc {
				pan[p*mr+i] = a.data[src+p*a.cs]
			}
		}
		for i := rows; i < mr; i++ {
			for p := range kc {
				pan[p*mr+i] = 0
			}
		}
	}
}

// packB copies rows [p0, p0+kc) and columns [j0, j0+nc) of b into dst as micro-panels of nr
// columns, each stored step by step (nr elements per step), the last one padded with zeros.
func packB[T gemmFloat](dst []T, b gemmOperand[T], p0, j0, kc, nc, nr int) {
	for jr := 0; jr < nc; jr += nr {
		pan := dst[jr*kc : jr*kc+nr*kc]
		cols := min(nr, nc-jr)
		for p := range kc {
			row := pan[p*nr : p*nr+nr]
			src := b.off + (p0+p)*b.rs + (j0+jr)*b.cs
			if b.cs == 1 {
				copy(row, b.data[src:src+cols])
			} else {
				for j := range cols {
					row[j] = b.data[src+j*b.cs]
				}
			}
			clear(row[cols:])
		}
	}
}

func ceilDiv(a, b int) int { return (a + b - 1) / b }

func roundUp(a, b int) int { return ceilDiv(a, b) * b }
