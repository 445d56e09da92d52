package kernels

import (
	"math"
	"math/rand"
	"strconv"
	"testing"
)

// TestRowArgMax checks RowArgMax and RowArgMin against Numba's loop (redArgN) on rows of
// ties, signed zeros, infinities, NaNs of either sign and subnormals, contiguous and strided,
// in float64 and float32.
func TestRowArgMax(t *testing.T) {
	// The NaNs come last: every other row is drawn without them, or few long rows would lack one.
	vals := []float64{0, math.Copysign(0, -1), 1, -1, 2, math.Inf(1), math.Inf(-1), 5e-324, -5e-324,
		math.MaxFloat64, -math.MaxFloat64, math.NaN(), math.Copysign(math.NaN(), -1)}
	r := rand.New(rand.NewSource(1))
	for it := range 40000 {
		n := 1 + it%40 // below and above argVecMin, and not whole vectors
		pool := vals[:len(vals)-2*(it/40%2)]
		row := make([]float64, n)
		for j := range row {
			row[j] = pool[r.Intn(len(pool))]
			if it%3 == 0 {
				row[j] = r.NormFloat64() // distinct values
			}
		}
		if it%5 == 0 {
			row[r.Intn(n)] = math.NaN() // one NaN among ordinary values
		}
		checkRowArg(t, row)
		f32 := make([]float32, n)
		for j, v := range row {
			f32[j] = float32(v)
		}
		checkRowArg(t, f32)
	}
	for _, tt := range []struct {
		name string
		row  []float64
		max  int64
		min  int64
	}{
		{"ties", []float64{1, 3, 3, -2, -2}, 1, 3},
		{"zeros", []float64{math.Copysign(0, -1), 0, 0, math.Copysign(0, -1)}, 0, 0},
		{"nan first", []float64{math.NaN(), 5, -5}, 0, 0},
		{"nan later", []float64{1, 9, math.NaN(), math.NaN()}, 2, 2},
		{"infinities", []float64{math.Inf(-1), math.Inf(1), math.Inf(-1), math.Inf(1)}, 1, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := RowArgMax(tt.row, 0, 1, len(tt.row)); got != tt.max {
				t.Errorf("RowArgMax = %d, want %d", got, tt.max)
			}
			if got := RowArgMin(tt.row, 0, 1, len(tt.row)); got != tt.min {
				t.Errorf("RowArgMin = %d, want %d", got, tt.min)
			}
		})
	}
}

// checkRowArg compares the row's argmax and argmin, read directly and as every third element
// of a longer slice backwards, with redArgN's.
func checkRowArg[T Float](t *testing.T, row []T) {
	t.Helper()
	n := len(row)
	s := make([]T, 3*n+1)
	for j, v := range row {
		s[3*(n-1-j)+1] = v
	}
	for _, isMax := range []bool{true, false} {
		want := int64(redArgN(row, 0, 1, n, isMax))
		f := RowArgMin[T]
		if isMax {
			f = RowArgMax[T]
		}
		if got := f(row, 0, 1, n); got != want {
			t.Fatalf("%v isMax=%v: got %d, want %d", row, isMax, got, want)
		}
		if got := f(s, 3*(n-1)+1, -3, n); got != want {
			t.Fatalf("%v isMax=%v strided: got %d, want %d", row, isMax, got, want)
		}
	}
}

func TestRowArgMaxEmpty(t *testing.T) {
	for _, isMax := range []bool{true, false} {
		func() {
			defer func() {
				e, ok := recover().(*ValueError)
				if !ok || e.Msg != ArgEmptyError(isMax).Msg {
					t.Errorf("isMax=%v: recovered %v, want %v", isMax, e, ArgEmptyError(isMax))
				}
			}()
			if isMax {
				RowArgMax([]float64{1}, 0, 1, 0)
			} else {
				RowArgMin([]float32{1}, 1, 1, 0)
			}
		}()
	}
}

// TestArgVec checks the vector search (zargrow_amd64.s) against Numba's loop on rows of every
// length from argVecMin to 70, with ties and with a NaN at every position, where the build and
// the CPU run it.
func TestArgVec(t *testing.T) {
	if _, ok := argVec(make([]float64, argVecMin), true); !ok {
		t.Skip("no vector search on this build or CPU")
	}
	r := rand.New(rand.NewSource(3))
	for n := argVecMin; n <= 70; n++ {
		row := make([]float64, n)
		for j := range row {
			row[j] = float64(r.Intn(2 * n)) // ties
		}
		checkArgVec(t, row)
		checkArgVec(t, toF32(row))
		for j := range n {
			v := row[j]
			row[j] = math.NaN()
			checkArgVec(t, row)
			checkArgVec(t, toF32(row))
			row[j] = v
		}
	}
}

func toF32(row []float64) []float32 {
	f := make([]float32, len(row))
	for j, v := range row {
		f[j] = float32(v)
	}
	return f
}

func checkArgVec[T Float](t *testing.T, row []T) {
	t.Helper()
	for _, isMax := range []bool{true, false} {
		want := redArgN(row, 0, 1, len(row), isMax)
		if got, _ := argVec(row, isMax); got != want {
			t.Fatalf("%v isMax=%v: got %d, want %d", row, isMax, got, want)
		}
		whole := ArgMin(FromSlice(row))
		if isMax {
			whole = ArgMax(FromSlice(row))
		}
		if whole != int64(want) {
			t.Fatalf("%v isMax=%v: the whole array's arg is %d, want %d", row, isMax, whole, want)
		}
	}
}

// BenchmarkRowArgMax times the argmax of random float64 rows (the new extreme at about ln n
// places); PYGO_ISA=go times the keys' loop alone.
func BenchmarkRowArgMax(b *testing.B) {
	for _, n := range []int{8, 16, 32, 1000} {
		b.Run("n="+strconv.Itoa(n), func(b *testing.B) {
			r := rand.New(rand.NewSource(1))
			s := make([]float64, 1<<16/n*n)
			for i := range s {
				s[i] = r.NormFloat64()
			}
			b.SetBytes(int64(8 * len(s)))
			b.ReportAllocs()
			var sink int64
			for b.Loop() {
				for off := 0; off < len(s); off += n {
					sink += RowArgMax(s, off, 1, n)
				}
			}
			_ = sink
		})
	}
}
