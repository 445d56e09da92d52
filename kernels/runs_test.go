package kernels

import (
	"slices"
	"testing"
)

// TestRuns checks that the runs of views of every kind visit the elements in C order, and
// that the trailing axes laid out as one merge into a run.
func TestRuns(t *testing.T) {
	base := Empty[float64]([3]int{3, 4, 5})
	for i := range base.Data {
		base.Data[i] = float64(i)
	}
	all := Span(Open, Open, 1)
	for _, tt := range []struct {
		name string
		a    Array[float64, [3]int]
		runs int // number of runs
	}{
		{"contiguous", base, 1},
		{"reversed last axis", View[[3]int](base, all, all, Span(Open, Open, -1)), 12},
		{"rows of a block", View[[3]int](base, all, Span(1, 3, 1), all), 3},
		{"every other plane", View[[3]int](base, Span(Open, Open, 2), all, all), 2},
		{"column", View[[3]int](base, all, all, Span(2, 3, 1)), 1},
		{"transposed", Transpose(base), 20},
		{"empty", View[[3]int](base, all, Span(2, 2, 1), all), 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var want []float64
			for i := range tt.a.Shape[0] {
				for j := range tt.a.Shape[1] {
					for k := range tt.a.Shape[2] {
						want = append(want, tt.a.Data[tt.a.Off+i*tt.a.Strides[0]+j*tt.a.Strides[1]+k*tt.a.Strides[2]])
					}
				}
			}
			var got []float64
			runs := 0
			tt.a.Runs(func(off, n, stride int) {
				runs++
				for k := range n {
					got = append(got, tt.a.Data[off+k*stride])
				}
			})
			if !slices.Equal(got, want) {
				t.Errorf("elements %v, want %v", got, want)
			}
			if runs != tt.runs {
				t.Errorf("%d runs, want %d", runs, tt.runs)
			}
			if c := tt.a.Copy(); !slices.Equal(c.Data, want) {
				t.Errorf("Copy %v, want %v", c.Data, want)
			}
			var sum float64
			for _, x := range want {
				sum += x
			}
			if s := Sum(tt.a); s != sum {
				t.Errorf("Sum %v, want %v", s, sum)
			}
		})
	}
}
