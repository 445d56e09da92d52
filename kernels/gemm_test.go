package kernels

import (
	"fmt"
	"math"
	"math/rand/v2"
	"testing"
	"unsafe"
)

// gemmRef is the definition Dgemm and Sgemm follow: each element the chain of fused
// multiply-adds over p in increasing order, from +0.
func gemmRef[T gemmFloat](m, n, k int, a, b gemmOperand[T]) []T {
	c := make([]T, m*n)
	fma := fmaFor[T]()
	for i := range m {
		for j := range n {
			var acc T
			for p := range k {
				acc = fma(a.data[a.off+i*a.rs+p*a.cs], b.data[b.off+p*b.rs+j*b.cs], acc)
			}
			c[i*n+j] = acc
		}
	}
	return c
}

// fmaFor returns math.FMA for float64 and FMA32 for float32.
func fmaFor[T gemmFloat]() func(x, y, z T) T {
	var f any
	var z T
	switch any(z).(type) {
	case float64:
		f = math.FMA
	case float32:
		f = FMA32
	}
	return f.(func(x, y, z T) T)
}

// gemmShapes returns the micro-kernels of T this build and CPU can run, each with its own
// blocking and with a small blocking that makes small products cross every block edge.
func gemmShapes[T gemmFloat]() map[string]gemmShape[T] {
	shapes := map[string]gemmShape[T]{}
	for _, isa := range []ISA{ISAGo, ISAAVX2, ISAAVX512} {
		if isa > detectISA() {
			continue
		}
		s := gemmShapeFor[T](isa)
		name := fmt.Sprintf("%dx%d", s.mr, s.nr)
		shapes[name] = s
		small := s
		small.kc, small.mc, small.nc = 5, 2*s.mr, 3*s.nr
		shapes[name+"/small-blocks"] = small
	}
	return shapes
}

// gemmShapeFor returns the micro-kernel of T for isa.
func gemmShapeFor[T gemmFloat](isa ISA) gemmShape[T] {
	var s gemmShape[T]
	switch p := any(&s).(type) {
	case *gemmShape[float64]:
		*p = dgemmShape(isa)
	case *gemmShape[float32]:
		*p = sgemmShape(isa)
	}
	return s
}

// randMatrix returns an r×c matrix as a gemmOperand of the given layout ("C", "F", or "rev":
// C order read backwards with negative strides), with values of mixed signs and magnitudes.
func randMatrix[T gemmFloat](rng *rand.Rand, r, c int, layout string) gemmOperand[T] {
	data := make([]T, r*c)
	for i := range data {
		data[i] = T((rng.Float64()*2 - 1) * math.Ldexp(1, rng.IntN(20)-10))
	}
	switch layout {
	case "F":
		return gemmOperand[T]{data, 0, 1, r}
	case "rev":
		return gemmOperand[T]{data, r*c - 1, -c, -1}
	}
	return gemmOperand[T]{data, 0, c, 1}
}

// sameBits reports whether x and y are the same float, bit for bit (any NaN matches any NaN).
func sameBits[T gemmFloat](x, y T) bool {
	if x != x && y != y {
		return true
	}
	return math.Float64bits(float64(x)) == math.Float64bits(float64(y)) // exact for float32
}

// TestGemmBits checks every micro-kernel, blocking and thread count against the reference
// chain bit for bit, on awkward sizes: single rows and columns, sizes just off the tile and
// block sizes, and operands in C order, F order and reversed.
func TestGemmBits(t *testing.T) {
	t.Run("float64", testGemmBits[float64])
	t.Run("float32", testGemmBits[float32])
}

func testGemmBits[T gemmFloat](t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	dims := [][3]int{
		{1, 1, 1}, {1, 7, 33}, {7, 1, 33}, {7, 7, 7}, {33, 33, 33}, {100, 1, 100}, {1, 100, 100},
		{100, 100, 1}, {9, 25, 300}, {17, 49, 257}, {6, 8, 4}, {8, 24, 4}, {13, 47, 31}, {100, 100, 100},
		{130, 70, 300}, {8, 48, 9}, {6, 16, 3},
		// Results of at most gemmSmallElems elements (gemm_small.go).
		{2, 2, 1000}, {3, 5, 77}, {4, 4, 10}, {1, 16, 5}, {16, 1, 5}, {2, 3, 0},
	}
	layouts := [][2]string{{"C", "C"}, {"F", "C"}, {"C", "F"}, {"rev", "F"}}
	for name, s := range gemmShapes[T]() {
		for _, d := range dims {
			for _, l := range layouts {
				m, n, k := d[0], d[1], d[2]
				a := randMatrix[T](rng, m, k, l[0])
				b := randMatrix[T](rng, k, n, l[1])
				want := gemmRef(m, n, k, a, b)
				for _, par := range []bool{false, true} {
					if par && m <= s.mr && n <= s.nr {
						continue // one tile: the same work as serial
					}
					t.Run(fmt.Sprintf("%s/%dx%dx%d/%s%s/parallel=%v", name, m, n, k, l[0], l[1], par), func(t *testing.T) {
						ldc := n + 3
						c := make([]T, m*ldc)
						for i := range c {
							c[i] = T(math.NaN()) // gemm overwrites c; the padding stays
						}
						gemm(s, m, n, k, a, b, c, ldc, par)
						for i := range m {
							for j := range n {
								if got, w := c[i*ldc+j], want[i*n+j]; !sameBits(got, w) {
									t.Fatalf("c[%d, %d] = %v, want %v", i, j, got, w)
								}
							}
							for j := n; j < ldc; j++ {
								if x := c[i*ldc+j]; x == x {
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

// TestGemmTiles checks the small products' 3×3 tiles of every ISA this CPU has against the
// reference chain bit for bit, on operands read with positive, negative and mixed strides and
// with repeated rows and columns, as gemmSmall passes them for a tile cut by C's edge.
func TestGemmTiles(t *testing.T) {
	t.Run("float64", func(t *testing.T) { testGemmTiles(t, dgemmTile3x3) })
	t.Run("float32", func(t *testing.T) { testGemmTiles(t, sgemmTile3x3) })
}

func testGemmTiles[T gemmFloat](t *testing.T, tileFor func(ISA) gemmTile[T]) {
	rng := rand.New(rand.NewPCG(11, 12))
	for _, isa := range []ISA{ISAGo, ISAAVX2, ISAAVX512} {
		if isa > detectISA() {
			continue
		}
		for _, layout := range [][2]string{{"C", "C"}, {"F", "C"}, {"rev", "F"}} {
			for _, rows := range [][2][3]int{{{0, 1, 2}, {0, 1, 2}}, {{2, 0, 1}, {1, 1, 1}}} {
				for _, k := range []int{0, 1, 7, 1000} {
					a := randMatrix[T](rng, 3, k, layout[0])
					b := randMatrix[T](rng, k, 3, layout[1])
					want := gemmRef(3, 3, k, a, b)
					var ao, bo [3]int
					for r := range 3 {
						ao[r] = a.off + rows[0][r]*a.rs
						bo[r] = b.off + rows[1][r]*b.cs
					}
					var c [9]T
					if k > 0 {
						tileFor(isa)(k, &a.data[0], &b.data[0], ao[0], ao[1], ao[2], bo[0], bo[1], bo[2], a.cs, b.rs, &c[0])
					}
					for r := range 3 {
						for s := range 3 {
							if w := want[3*rows[0][r]+rows[1][s]]; !sameBits(c[3*r+s], w) {
								t.Fatalf("%s %s%s rows %v k=%d: c[%d, %d] = %v, want %v", isa, layout[0], layout[1], rows, k, r, s, c[3*r+s], w)
							}
						}
					}
				}
			}
		}
	}
}

// TestGemmSpecial checks infinities, NaNs, signed zeros, overflow and subnormals through every
// kernel.
func TestGemmSpecial(t *testing.T) {
	t.Run("float64", func(t *testing.T) {
		testGemmSpecial(t, []float64{0, math.Copysign(0, -1), 1, -1, math.Inf(1), math.Inf(-1), math.NaN(), 1e308, 5e-324, 0x1p-1022})
	})
	t.Run("float32", func(t *testing.T) {
		testGemmSpecial(t, []float32{0, float32(math.Copysign(0, -1)), 1, -1, float32(math.Inf(1)), float32(math.NaN()),
			math.MaxFloat32, 1e-45, 0x1p-126, 1 + 0x1p-23, 0x1p-24})
	})
}

func testGemmSpecial[T gemmFloat](t *testing.T, vals []T) {
	m, n, k := 11, 53, 9
	rng := rand.New(rand.NewPCG(3, 4))
	a := randMatrix[T](rng, m, k, "C")
	b := randMatrix[T](rng, k, n, "C")
	for _, x := range [][]T{a.data, b.data} {
		for i := range x {
			if rng.IntN(2) == 0 {
				x[i] = vals[rng.IntN(len(vals))]
			}
		}
	}
	want := gemmRef(m, n, k, a, b)
	for name, s := range gemmShapes[T]() {
		c := make([]T, m*n)
		gemm(s, m, n, k, a, b, c, n, false)
		for i := range c {
			if !sameBits(c[i], want[i]) {
				t.Errorf("%s: c[%d] = %v, want %v", name, i, c[i], want[i])
			}
		}
	}
}

// TestFMA32 checks FMA32 where rounding the float64 sum to nearest and then to float32 would
// round twice wrongly, and against the assembly kernels' FMA instructions on random operands
// near float32 midpoints.
func TestFMA32(t *testing.T) {
	// x*y = -(2⁻²⁴ - 2⁻⁶⁴) and z = 1+2⁻²³: x*y+z = 1 + 2⁻²⁴ + 2⁻⁶⁴, just above the midpoint
	// 1 + 2⁻²⁴, which the float64 sum rounds to (and float32 then to even, 1).
	x, y, z := -(1 + float32(0x1p-20)), (1-float32(0x1p-20))*0x1p-24, 1+float32(0x1p-23)
	if got, want := FMA32(x, y, z), 1+float32(0x1p-23); got != want {
		t.Errorf("FMA32(%g, %g, %g) = %g, want %g", x, y, z, got, want)
	}
	if got, want := FMA32(-x, y, -z), -(1 + float32(0x1p-23)); got != want {
		t.Errorf("FMA32(%g, %g, %g) = %g, want %g", -x, y, -z, got, want)
	}
	if got := FMA32(1, 0, float32(math.Copysign(0, -1))); math.Signbit(float64(got)) {
		t.Errorf("FMA32(1, 0, -0) = -0, want +0")
	}
	// Random products of short mantissas added to values near them: many exact midpoints.
	rng := rand.New(rand.NewPCG(9, 10))
	m, k := 64, 2
	a := make([]float32, m*k)
	b := make([]float32, k)
	for i := range m {
		a[i*k] = float32(rng.IntN(1<<12)+1) * float32(math.Ldexp(1, rng.IntN(40)-20))
		a[i*k+1] = float32(rng.IntN(1<<24)) * float32(math.Ldexp(1, rng.IntN(10)-30))
	}
	b[0], b[1] = 1, float32(rng.IntN(1<<12)+1)*0x1p-13
	want := gemmRef(m, 1, k, gemmOperand[float32]{a, 0, k, 1}, gemmOperand[float32]{b, 0, 1, 1})
	for name, s := range gemmShapes[float32]() {
		c := make([]float32, m)
		gemm(s, m, 1, k, gemmOperand[float32]{a, 0, k, 1}, gemmOperand[float32]{b, 0, 1, 1}, c, 1, false)
		for i := range c {
			if c[i] != want[i] {
				t.Errorf("%s: row %d: %g, want %g", name, i, c[i], want[i])
			}
		}
	}
}

// TestGemmThreads checks that Dgemm's and Sgemm's results do not depend on the number of threads.
func TestGemmThreads(t *testing.T) {
	defer SetNumThreads(NumThreads())
	rng := rand.New(rand.NewPCG(5, 6))
	m, n, k := 101, 357, 263 // few blocks of rows: the columns are split too
	a := randMatrix[float64](rng, m, k, "C")
	b := randMatrix[float64](rng, k, n, "F")
	want := gemmRef(m, n, k, a, b)
	a32 := randMatrix[float32](rng, m, k, "F")
	b32 := randMatrix[float32](rng, k, n, "C")
	want32 := gemmRef(m, n, k, a32, b32)
	for _, threads := range []int{1, 2, 3, 8} {
		SetNumThreads(threads)
		c := make([]float64, m*n)
		Dgemm(m, n, k, a.data, a.off, a.rs, a.cs, b.data, b.off, b.rs, b.cs, c, n)
		for i := range c {
			if !sameBits(c[i], want[i]) {
				t.Fatalf("Dgemm, threads=%d: c[%d] = %v, want %v", threads, i, c[i], want[i])
			}
		}
		c32 := make([]float32, m*n)
		Sgemm(m, n, k, a32.data, a32.off, a32.rs, a32.cs, b32.data, b32.off, b32.rs, b32.cs, c32, n)
		for i := range c32 {
			if !sameBits(c32[i], want32[i]) {
				t.Fatalf("Sgemm, threads=%d: c[%d] = %v, want %v", threads, i, c32[i], want32[i])
			}
		}
	}
}

// BenchmarkDgemm measures square float64 products on one thread, per micro-kernel; GFLOP/s is
// 2n³/time.
func BenchmarkDgemm(b *testing.B) { benchmarkGemm[float64](b) }

// BenchmarkSgemm is BenchmarkDgemm for float32.
func BenchmarkSgemm(b *testing.B) { benchmarkGemm[float32](b) }

func benchmarkGemm[T gemmFloat](b *testing.B) {
	defer SetNumThreads(NumThreads())
	SetNumThreads(1)
	for _, isa := range []ISA{ISAAVX512, ISAAVX2, ISAGo} {
		if isa > detectISA() {
			continue
		}
		s := gemmShapeFor[T](isa)
		for _, n := range []int{256, 512, 1024} {
			b.Run(fmt.Sprintf("%s/n=%d", isa, n), func(b *testing.B) {
				rng := rand.New(rand.NewPCG(7, 8))
				x := randMatrix[T](rng, n, n, "C")
				y := randMatrix[T](rng, n, n, "C")
				c := make([]T, n*n)
				b.ReportAllocs()
				b.SetBytes(int64(3 * n * n * int(unsafe.Sizeof(c[0]))))
				for b.Loop() {
					gemm(s, n, n, n, x, y, c, n, false)
				}
				b.ReportMetric(2*float64(n)*float64(n)*float64(n)*float64(b.N)/b.Elapsed().Seconds()/1e9, "GFLOP/s")
			})
		}
	}
}

// BenchmarkDgemmGram times x.T @ x for a C-ordered x of 10^6 rows and 2 columns, the normal
// equations of a least-squares fit (examples/gonum).
func BenchmarkDgemmGram(b *testing.B) {
	const rows = 1_000_000
	x := make([]float64, 2*rows)
	for i := range x {
		x[i] = float64(i%7) / 7
	}
	c := make([]float64, 4)
	b.SetBytes(int64(len(x) * 8 * 2))
	b.ReportAllocs()
	for b.Loop() {
		Dgemm(2, 2, rows, x, 0, 1, 2, x, 0, 2, 1, c, 2)
	}
}
