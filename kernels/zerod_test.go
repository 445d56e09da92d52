package kernels

import (
	"slices"
	"testing"
)

// Test0d checks the run-time library on 0-d arrays (Array[T, [0]int]): one element, no axes.
func Test0d(t *testing.T) {
	scalar := func() Array[float64, [0]int] { return Full[float64]([0]int{}, 2.5) }
	for _, tt := range []struct {
		name string
		got  func() []float64
		want []float64
	}{
		{"Full", func() []float64 { return scalar().Flat() }, []float64{2.5}},
		{"Size", func() []float64 { return []float64{float64(scalar().Size()), float64(scalar().Ndim())} }, []float64{1, 0}},
		{"At", func() []float64 { return []float64{scalar().At(), Item0(scalar()), Item(scalar())} }, []float64{2.5, 2.5, 2.5}},
		{"Set", func() []float64 { a := scalar(); a.Set(4); return a.Flat() }, []float64{4}},
		{"Copy", func() []float64 {
			a := scalar()
			c := a.Copy()
			c.Data[0] = 1
			return []float64{a.Data[0], c.Data[0]}
		}, []float64{2.5, 1}},
		{"Fill", func() []float64 { a := scalar(); Fill(a, 7.0); return a.Flat() }, []float64{7}},
		{"Sum", func() []float64 { return []float64{Sum(scalar()), Prod(scalar()), AMax(scalar()), Mean(scalar())} }, []float64{2.5, 2.5, 2.5, 2.5}},
		{"Runs", func() []float64 {
			var got []float64
			scalar().Runs(func(off, n, stride int) { got = append(got, float64(off), float64(n), float64(stride)) })
			return got
		}, []float64{0, 1, 1}},
		{"Ravel", func() []float64 { return Ravel(scalar()).Flat() }, []float64{2.5}},
		{"Reshape", func() []float64 { return Reshape[[0]int](FromSlice([]float64{3}), [0]int{}).Flat() }, []float64{3}},
		{"AsType", func() []float64 {
			r := AsType(scalar(), func(x float64) int64 { return int64(x) })
			return []float64{float64(r.Data[0])}
		}, []float64{2}},
		{"Cov1", func() []float64 { return Cov1(FromSlice([]float64{1, 2, 4}), CovOpts{RowVar: true}).Flat() }, []float64{2.3333333333333335}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.got(); !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
	if s := FormatShape([0]int{}); s != "()" {
		t.Errorf("FormatShape of a 0-d shape is %q, want ()", s)
	}
}
