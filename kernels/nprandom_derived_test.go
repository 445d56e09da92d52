package kernels

import (
	"math"
	"testing"
)

// TestAcos checks acos against glibc's acos (CPython's math.acos on the project's machine)
// on inputs where Go's math.Acos is one unit in the last place off, and at the ends.
func TestAcos(t *testing.T) {
	for _, c := range [][2]float64{
		{-0x1.fdd7e926eef2ep-1, 0x1.865f16d677675p+1},
		{-0x1.15bf5b345515ap-1, 0x1.127468633e013p+1},
		{-0x1.e5f1852cdbac2p-1, 0x1.691cb64d715a0p+1},
		{0x1.c1b05170cc456p-1, 0x1.fe7817c325221p-2},
		{-0x1.e9fe9a4aba9dcp-1, 0x1.6c75cc7e14cc9p+1},
		{-0x1.41a1c9af715d4p-1, 0x1.20009545d98d1p+1},
		{1, 0}, {-1, math.Pi}, {0, math.Pi / 2},
	} {
		if got := acos(c[0]); got != c[1] {
			t.Errorf("acos(%v) = %v, want %v", c[0], got, c[1])
		}
	}
	if !math.IsNaN(acos(1.5)) || !math.IsNaN(acos(math.NaN())) {
		t.Errorf("acos outside [-1, 1] is not NaN")
	}
}

// TestNPMultinomialGroups checks that every group of a multinomial draw sums to n.
func TestNPMultinomialGroups(t *testing.T) {
	r := NewRandom(3)
	a := NPMultinomial[[2]int](r, 50, []float64{0.2, 0.5, 0.3}, 7)
	if a.Shape != [2]int{7, 3} {
		t.Fatalf("shape %v", a.Shape)
	}
	for i := 0; i < 7; i++ {
		if s := a.Data[3*i] + a.Data[3*i+1] + a.Data[3*i+2]; s != 50 {
			t.Errorf("group %d sums to %d", i, s)
		}
	}
}
