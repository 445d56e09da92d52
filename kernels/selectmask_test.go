package kernels

import (
	"math"
	"testing"
)

// TestSelect checks that Mask and the selects give the if's result bit for bit: NaN tests are
// false, and -0, NaN payloads and the extremes of each integer type pass through unchanged.
func TestSelect(t *testing.T) {
	floats := []float64{0, math.Copysign(0, -1), 1.5, -2.25, math.Inf(1), math.Inf(-1), math.NaN(),
		math.Float64frombits(0x7ff8_0000_dead_beef), math.SmallestNonzeroFloat64, math.MaxFloat64}
	for _, a := range floats {
		for _, b := range floats {
			want := b
			if a < b {
				want = a
			}
			if got := SelectFloat64(Mask(a < b), a, b); math.Float64bits(got) != math.Float64bits(want) {
				t.Errorf("float64 %v < %v: got %v, want %v", a, b, got, want)
			}
			a32, b32 := float32(a), float32(b)
			want32 := b32
			if a32 > b32 {
				want32 = a32
			}
			if got := SelectFloat32(Mask(a32 > b32), a32, b32); math.Float32bits(got) != math.Float32bits(want32) {
				t.Errorf("float32 %v > %v: got %v, want %v", a32, b32, got, want32)
			}
		}
	}
	ints := []int64{0, 1, -1, math.MaxInt64, math.MinInt64, 255, -128}
	for _, a := range ints {
		for _, b := range ints {
			for _, take := range []bool{false, true} {
				want, want8, wantU := b, int8(b), uint32(b)
				if take {
					want, want8, wantU = a, int8(a), uint32(a)
				}
				m := Mask(take)
				if got := SelectInt(m, a, b); got != want {
					t.Errorf("int64 %v %v %v: got %v", take, a, b, got)
				}
				if got := SelectInt(m, int8(a), int8(b)); got != want8 {
					t.Errorf("int8 %v %v %v: got %v", take, a, b, got)
				}
				if got := SelectInt(m, uint32(a), uint32(b)); got != wantU {
					t.Errorf("uint32 %v %v %v: got %v", take, a, b, got)
				}
			}
		}
	}
}

// TestRowSpan checks that RowSpan fails exactly when data[lo] or data[hi-1] would, against the
// length of data and not its capacity, and that it shares data.
func TestRowSpan(t *testing.T) {
	backing := []float64{0, 1, 2, 3, 4, 5, 6, 7}
	data := backing[:6] // capacity 8: a span up to 8 would read past the length
	for _, tt := range []struct {
		lo, hi int
		ok     bool
	}{
		{0, 3, true}, {3, 6, true}, {5, 6, true}, {4, 7, false}, {6, 8, false}, {-1, 2, false}, {2, 9, false},
	} {
		func() {
			defer func() {
				if r := recover(); (r == nil) != tt.ok {
					t.Errorf("RowSpan(data, %d, %d): panic %v, want ok %v", tt.lo, tt.hi, r, tt.ok)
				}
			}()
			s := RowSpan(data, tt.lo, tt.hi)
			if len(s) != tt.hi-tt.lo || &s[0] != &data[tt.lo] {
				t.Errorf("RowSpan(data, %d, %d) = %v, not data[%d:%d]", tt.lo, tt.hi, s, tt.lo, tt.hi)
			}
		}()
	}
}
