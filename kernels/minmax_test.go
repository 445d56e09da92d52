package kernels

import (
	"math"
	"testing"
)

// TestMaximumMinimum checks np.maximum, np.minimum, np.fmax and np.fmin against values recorded
// from Numba 0.56: a NaN operand and the order of two equal values decide the result.
func TestMaximumMinimum(t *testing.T) {
	nan, negZero := math.NaN(), math.Copysign(0, -1)
	same := func(a, b float64) bool {
		return a == b && math.Signbit(a) == math.Signbit(b) || math.IsNaN(a) && math.IsNaN(b)
	}
	for _, tt := range []struct {
		name                 string
		x, y                 float64
		max, min, fmax, fmin float64
	}{
		{"ordered", 1, 2, 2, 1, 2, 1},
		{"-0 first", negZero, 0, negZero, negZero, negZero, negZero},
		{"+0 first", 0, negZero, 0, 0, 0, 0},
		{"nan first", nan, 1, nan, nan, 1, 1},
		{"nan second", 1, nan, nan, nan, 1, 1},
		{"inf", math.Inf(-1), math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(1), math.Inf(-1)},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := Maximum(tt.x, tt.y); !same(got, tt.max) {
				t.Errorf("Maximum(%v, %v) = %v, want %v", tt.x, tt.y, got, tt.max)
			}
			if got := Minimum(tt.x, tt.y); !same(got, tt.min) {
				t.Errorf("Minimum(%v, %v) = %v, want %v", tt.x, tt.y, got, tt.min)
			}
			if got := Fmax(tt.x, tt.y); !same(got, tt.fmax) {
				t.Errorf("Fmax(%v, %v) = %v, want %v", tt.x, tt.y, got, tt.fmax)
			}
			if got := Fmin(tt.x, tt.y); !same(got, tt.fmin) {
				t.Errorf("Fmin(%v, %v) = %v, want %v", tt.x, tt.y, got, tt.fmin)
			}
		})
	}
}

func TestMinMaxLanes(t *testing.T) {
	negZero := math.Copysign(0, -1)
	for _, tt := range []struct {
		name     string
		set      map[int]float64
		max, min float64
	}{
		{"none", nil, math.Inf(-1), math.Inf(1)},
		{"one", map[int]float64{5: 2.5}, 2.5, 2.5},
		{"spread", map[int]float64{0: -3, 17: 4, 31: 1}, 4, -3},
		{"nan", map[int]float64{3: 1, 30: math.NaN()}, math.NaN(), math.NaN()},
		{"zeros", map[int]float64{1: negZero, 2: 0}, 0, negZero},
	} {
		t.Run(tt.name, func(t *testing.T) {
			hi, lo := MinMaxLanesStart[float64](true), MinMaxLanesStart[float64](false)
			for j, v := range tt.set {
				hi[j], lo[j] = v, v
			}
			if got := MinMaxLanes(&hi, true); !sameFloat(got, tt.max) {
				t.Errorf("max = %v, want %v", got, tt.max)
			}
			if got := MinMaxLanes(&lo, false); !sameFloat(got, tt.min) {
				t.Errorf("min = %v, want %v", got, tt.min)
			}
		})
	}
}
