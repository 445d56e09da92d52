package kernels

import (
	"math"
	"math/rand"
	"testing"
)

// TestRowArgMax checks RowArgMax and RowArgMin against Numba's loop (redArgN) on rows of
// ties, signed zeros, infinities, NaNs of either sign and subnormals, contiguous and strided,
// in float64 and float32.
func TestRowArgMax(t *testing.T) {
	vals := []float64{0, math.Copysign(0, -1), 1, -1, 2, math.Inf(1), math.Inf(-1), math.NaN(),
		math.Copysign(math.NaN(), -1), 5e-324, -5e-324, math.MaxFloat64, -math.MaxFloat64}
	r := rand.New(rand.NewSource(1))
	for it := range 20000 {
		n := 1 + it%9
		row := make([]float64, n)
		for j := range row {
			row[j] = vals[r.Intn(len(vals))]
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
