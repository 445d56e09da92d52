package kernels

import (
	"strconv"
	"testing"
)

// dotLayout is "(n),(n)->()".
var dotLayout = &GufuncLayout{Name: "dot", Signature: "(n),(n)->()", Nin: 2, Core: [][]int{{0}, {0}, {}}, NumDims: 1}

// TestGuCursor checks that cursors walking the loop positions from any start give the views
// GuCore and GuScalar give at each position, over broadcast, strided and reversed loop
// dimensions, and over an empty core dimension.
func TestGuCursor(t *testing.T) {
	data := make([]float64, 2*2*3*4)
	for i := range data {
		data[i] = float64(i)
	}
	a := FromData(data, [4]int{2, 2, 3, 4})
	aView := flipAxis(View[[4]int](a, Span(0, 2, 1), Span(1, 2, 1), Span(0, 3, 1), Span(0, 4, 1)), 2) // (2,1,3,4), one axis reversed
	b := flipAxis(FromData(data[:12], [3]int{3, 1, 4}), 2)                                            // loop (3,1): broadcast; core reversed
	out := FromData(make([]float64, 2*3*3), [3]int{2, 3, 3})
	g, err := NewGufunc(dotLayout, ShapeOf(aView), ShapeOf(b), ShapeOf(out))
	if err != nil {
		t.Fatal(err)
	}
	if g.Loops() != 18 {
		t.Fatalf("Loops = %d, want 18", g.Loops())
	}
	av, bv, ov := GuBind[float64](g, 0, aView), GuBind[float64](g, 1, b), GuBind[float64](g, 2, out)
	for lo := range g.Loops() {
		ac, bc, oc := GuAt(g, &av, lo), GuAt(g, &bv, lo), GuAt(g, &ov, lo)
		for i := lo; i < g.Loops(); i++ {
			for _, p := range []struct{ got, want Array[float64, [1]int] }{
				{GuCoreAt[[1]int](&ac), GuCore[[1]int](g, &av, i)},
				{GuCoreAt[[1]int](&bc), GuCore[[1]int](g, &bv, i)},
			} {
				if p.got.Off != p.want.Off || len(p.got.Data) != len(p.want.Data) || cap(p.got.Data) != cap(p.want.Data) || &p.got.Data[0] != &p.want.Data[0] {
					t.Fatalf("from %d, position %d: view of Data[%d] (len %d, cap %d) at %p, want of Data[%d] (len %d, cap %d) at %p", lo, i,
						p.got.Off, len(p.got.Data), cap(p.got.Data), &p.got.Data[0], p.want.Off, len(p.want.Data), cap(p.want.Data), &p.want.Data[0])
				}
				for j := range 4 {
					if p.got.At(j) != p.want.At(j) {
						t.Fatalf("from %d, position %d: element %d = %v, want %v", lo, i, j, p.got.At(j), p.want.At(j))
					}
				}
			}
			ov.data[ov.offset(g, i)] = float64(i)
			if got := GuScalarAt(&oc); got != float64(i) {
				t.Fatalf("from %d, position %d: output = %v, want %v", lo, i, got, float64(i))
			}
			ac.Next()
			bc.Next()
			oc.Next()
		}
	}
	// An empty core dimension: empty views, as GuCore's.
	e := Empty[float64]([2]int{3, 0})
	g, err = NewGufunc(dotLayout, ShapeOf(e), ShapeOf(e), NoOutput())
	if err != nil {
		t.Fatal(err)
	}
	ev := GuBind[float64](g, 0, e)
	ec := GuAt(g, &ev, 0)
	for i := range g.Loops() {
		got, want := GuCoreAt[[1]int](&ec), GuCore[[1]int](g, &ev, i)
		if got.Off != want.Off || len(got.Data) != len(want.Data) || got.Shape != want.Shape {
			t.Fatalf("empty core, position %d: view %+v, want %+v", i, got, want)
		}
		ec.Next()
	}
}

// TestRunRows checks that RunRows's ranges cover every loop position once, serial or split
// across the pool, and none when the loop is empty.
func TestRunRows(t *testing.T) {
	defer SetNumThreads(NumThreads())
	for _, threads := range []int{1, 3} {
		SetNumThreads(threads)
		for _, n := range []int{0, 1, 7, 1000} {
			g, err := NewGufunc(dotLayout, ShapeOf(Empty[float64]([2]int{n, 2})), ShapeOf(Empty[float64]([1]int{2})), NoOutput())
			if err != nil {
				t.Fatal(err)
			}
			seen := make([]int, n)
			g.RunRows(true, func(lo, hi int) {
				for i := lo; i < hi; i++ {
					seen[i]++
				}
			})
			for i, c := range seen {
				if c != 1 {
					t.Fatalf("%d threads, %d positions: position %d run %d times", threads, n, i, c)
				}
			}
		}
	}
}

// rowSumsq is the kernel of bench/kernels/gufunc_row_sum.py, "(n)->()".
func rowSumsq(x, out Vector[float64]) {
	acc := 0.0
	row := x.Data[x.Off : x.Off+x.Shape[0]]
	for i := range row {
		acc += row[i] * row[i]
	}
	out.Data[out.Off] = acc
}

// BenchmarkGufuncRows times a gufunc "(n)->()" over 4000 rows of n elements, each row's views
// found from its index (GuCore) or by cursors (GuAt), to measure the per-row cost of the loop.
func BenchmarkGufuncRows(b *testing.B) {
	layout := &GufuncLayout{Name: "row_sumsq", Signature: "(n)->()", Nin: 1, Core: [][]int{{0}, {}}, NumDims: 1}
	for _, n := range []int{8, 500} {
		x, out := Empty[float64]([2]int{4000, n}), Empty[float64]([1]int{4000})
		g, err := NewGufunc(layout, ShapeOf(x), ShapeOf(out))
		if err != nil {
			b.Fatal(err)
		}
		xv, ov := GuBind[float64](g, 0, x), GuBind[float64](g, 1, out)
		b.Run("index/n="+strconv.Itoa(n), func(b *testing.B) {
			for range b.N {
				g.Run(false, func(i int) { rowSumsq(GuCore[[1]int](g, &xv, i), GuCore[[1]int](g, &ov, i)) })
			}
		})
		b.Run("cursor/n="+strconv.Itoa(n), func(b *testing.B) {
			for range b.N {
				g.RunRows(false, func(lo, hi int) {
					xc, oc := GuAt(g, &xv, lo), GuAt(g, &ov, lo)
					for range hi - lo {
						rowSumsq(GuCoreAt[[1]int](&xc), GuCoreAt[[1]int](&oc))
						xc.Next()
						oc.Next()
					}
				})
			}
		})
	}
}
