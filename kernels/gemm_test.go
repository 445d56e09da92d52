package kernels

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
)

// gemmRef is the definition Dgemm follows: each element the chain of fused multiply-adds over
// p in increasing order, from +0.
func gemmRef(m, n, k int, a, b gemmOperand) []float64 {
	c := make([]float64, m*n)
	for i := range m {
		for j := range n {
			var acc float64
			for p := range k {
				acc = math.FMA(a.data[a.off+i*a.rs+p*a.cs], b.data[b.off+p*b.rs+j*b.cs], acc)
			}
			c[i*n+j] = acc
		}
	}
	return c
}

// gemmShapes returns the micro-kernels this build and CPU can run, each with its own blocking
// and with a small blocking that makes small products cross every block edge.
func gemmShapes() map[string]gemmShape {
	shapes := map[string]gemmShape{}
	for _, isa := range []ISA{ISAGo, ISAAVX2, ISAAVX512} {
		if isa > detectISA() {
			continue
		}
		s := dgemmShape(isa)
		name := fmt.Sprintf("%dx%d", s.mr, s.nr)
		shapes[name] = s
		small := s
		small.kc, small.mc, small.nc = 5, 2*s.mr, 3*s.nr
		shapes[name+"/small-blocks"] = small
	}
	return shapes
}

// randMatrix returns an r×c matrix as a gemmOperand of the given layout ("C", "F", or "rev":
// C order read backwards with negative strides), with values of mixed signs and magnitudes.
func randMatrix(rng *rand.Rand, r, c int, layout string) gemmOperand {
	data := make([]float64, r*c)
	for i := range data {
		data[i] = (rng.Float64()*2 - 1) * math.Ldexp(1, rng.IntN(20)-10)
	}
	switch layout {
	case "F":
		return gemmOperand{data, 0, 1, r}
	case "rev":
		return gemmOperand{data, r*c - 1, -c, -1}
	}
	return gemmOperand{data, 0, c, 1}
}

// TestDgemmBits checks every micro-kernel, blocking and thread count against the reference
// chain bit for bit, on awkward sizes: single rows and columns, sizes just off the tile and
// block sizes, and operands in C order, F order and reversed.
func TestDgemmBits(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	dims := [][3]int{
		{1, 1, 1}, {1, 7, 33}, {7, 1, 33}, {7, 7, 7}, {33, 33, 33}, {100, 1, 100}, {1, 100, 100},
		{100, 100, 1}, {9, 25, 300}, {17, 49, 257}, {6, 8, 4}, {8, 24, 4}, {13, 47, 31}, {100, 100, 100},
		{200, 70, 520},
	}
	layouts := [][2]string{{"C", "C"}, {"F", "C"}, {"C", "F"}, {"rev", "F"}}
	for name, s := range gemmShapes() {
		for _, d := range dims {
			for _, l := range layouts {
				m, n, k := d[0], d[1], d[2]
				a := randMatrix(rng, m, k, l[0])
				b := randMatrix(rng, k, n, l[1])
				want := gemmRef(m, n, k, a, b)
				for _, par := range []bool{false, true} {
					t.Run(fmt.Sprintf("%s/%dx%dx%d/%s%s/parallel=%v", name, m, n, k, l[0], l[1], par), func(t *testing.T) {
						ldc := n + 3
						c := make([]float64, m*ldc)
						for i := range c {
							c[i] = math.NaN() // Dgemm overwrites c; the padding stays
						}
						dgemm(s, m, n, k, a, b, c, ldc, par)
						for i := range m {
							for j := range n {
								if got, w := c[i*ldc+j], want[i*n+j]; math.Float64bits(got) != math.Float64bits(w) {
									t.Fatalf("c[%d, %d] = %v (%#x), want %v (%#x)", i, j, got, math.Float64bits(got), w, math.Float64bits(w))
								}
							}
							for j := n; j < ldc; j++ {
								if !math.IsNaN(c[i*ldc+j]) {
									t.Fatalf("padding c[%d, %d] written", i, j)
								}
							}
						}
					})
				}
			}
		}
	}
}

// TestDgemmSpecial checks infinities, NaNs and signed zeros through every kernel.
func TestDgemmSpecial(t *testing.T) {
	vals := []float64{0, math.Copysign(0, -1), 1, -1, math.Inf(1), math.Inf(-1), math.NaN(), 1e308, 5e-324}
	m, n, k := 11, 29, 9
	rng := rand.New(rand.NewPCG(3, 4))
	a := randMatrix(rng, m, k, "C")
	b := randMatrix(rng, k, n, "C")
	for i := range a.data {
		a.data[i] = vals[rng.IntN(len(vals))]
	}
	for i := range b.data {
		b.data[i] = vals[rng.IntN(len(vals))]
	}
	want := gemmRef(m, n, k, a, b)
	for name, s := range gemmShapes() {
		c := make([]float64, m*n)
		dgemm(s, m, n, k, a, b, c, n, false)
		for i := range c {
			if math.Float64bits(c[i]) != math.Float64bits(want[i]) && !(math.IsNaN(c[i]) && math.IsNaN(want[i])) {
				t.Errorf("%s: c[%d] = %v, want %v", name, i, c[i], want[i])
			}
		}
	}
}

// TestDgemmThreads checks that the result does not depend on the number of threads.
func TestDgemmThreads(t *testing.T) {
	defer SetNumThreads(NumThreads())
	rng := rand.New(rand.NewPCG(5, 6))
	m, n, k := 301, 157, 263
	a := randMatrix(rng, m, k, "C")
	b := randMatrix(rng, k, n, "C")
	want := gemmRef(m, n, k, a, b)
	for _, threads := range []int{1, 2, 3, 8} {
		SetNumThreads(threads)
		c := make([]float64, m*n)
		Dgemm(m, n, k, a.data, a.off, a.rs, a.cs, b.data, b.off, b.rs, b.cs, c, n)
		for i := range c {
			if math.Float64bits(c[i]) != math.Float64bits(want[i]) {
				t.Fatalf("threads=%d: c[%d] = %v, want %v", threads, i, c[i], want[i])
			}
		}
	}
}

// BenchmarkDgemm measures square products on one thread, per micro-kernel; GFLOP/s is 2n³/time.
func BenchmarkDgemm(b *testing.B) {
	defer SetNumThreads(NumThreads())
	SetNumThreads(1)
	for _, isa := range []ISA{ISAAVX512, ISAAVX2, ISAGo} {
		if isa > detectISA() {
			continue
		}
		s := dgemmShape(isa)
		for _, n := range []int{256, 512, 1024} {
			b.Run(fmt.Sprintf("%s/n=%d", isa, n), func(b *testing.B) {
				rng := rand.New(rand.NewPCG(7, 8))
				x := randMatrix(rng, n, n, "C")
				y := randMatrix(rng, n, n, "C")
				c := make([]float64, n*n)
				b.ReportAllocs()
				b.SetBytes(int64(3 * 8 * n * n))
				for b.Loop() {
					dgemm(s, n, n, n, x, y, c, n, false)
				}
				b.ReportMetric(2*float64(n)*float64(n)*float64(n)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
			})
		}
	}
}
