package kernels

import (
	"errors"
	"testing"
)

// matvecLayout is "(m,n),(n)->(m)".
var matvecLayout = &GufuncLayout{Name: "matvec", Signature: "(m,n),(n)->(m)", Nin: 2, Core: [][]int{{0, 1}, {1}, {0}}, NumDims: 2}

func matvec(a Matrix[float64], x, out Vector[float64]) {
	for i := range a.Shape[0] {
		s := 0.0
		for j := range a.Shape[1] {
			s += a.At(i, j) * x.At(j)
		}
		out.Set(s, i)
	}
}

func runMatvec(a Array[float64, [3]int], x Vector[float64], out Array[float64, [2]int], parallel bool) error {
	g, err := NewGufunc(matvecLayout, ShapeOf(a), ShapeOf(x), ShapeOf(out))
	if err != nil {
		return err
	}
	av, xv, ov := GuBind[float64](g, 0, a), GuBind[float64](g, 1, x), GuBind[float64](g, 2, out)
	g.Run(parallel, func(i int) {
		matvec(GuCore[[2]int](g, &av, i), GuCore[[1]int](g, &xv, i), GuCore[[1]int](g, &ov, i))
	})
	return nil
}

func TestGufuncLoops(t *testing.T) {
	a := FromData([]float64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, [3]int{2, 2, 3})
	x := FromSlice([]float64{1, 0, -1})
	defer SetNumThreads(NumThreads())
	for _, threads := range []int{1, 3} {
		SetNumThreads(threads)
		out := Empty[float64]([2]int{2, 2})
		if err := runMatvec(a, x, out, true); err != nil {
			t.Fatal(err)
		}
		if want := []float64{-2, -2, -2, -2}; !equal(out.Data, want) {
			t.Errorf("%d threads: got %v, want %v", threads, out.Data, want)
		}
	}
	// The output's shape comes from the loop and core dimensions.
	g, err := NewGufunc(matvecLayout, ShapeOf(a), ShapeOf(x), NoOutput())
	if err != nil {
		t.Fatal(err)
	}
	if shape, err := OutShape[[3]int](g, 2); err != nil || shape != [3]int{1, 2, 2} {
		t.Errorf("OutShape = %v, %v, want [1 2 2]", shape, err)
	}
}

func TestGufuncErrors(t *testing.T) {
	for _, tt := range []struct {
		name string
		a    Array[float64, [3]int]
		x    Vector[float64]
		out  Array[float64, [2]int]
		msg  string
	}{
		{"core", FromData(make([]float64, 12), [3]int{2, 2, 3}), FromSlice(make([]float64, 4)), Empty[float64]([2]int{2, 2}),
			"matvec: Input operand 1 has a mismatch in its core dimension 0, with gufunc signature (m,n),(n)->(m) (size 4 is different from 3)"},
		{"output core", FromData(make([]float64, 12), [3]int{2, 2, 3}), FromSlice(make([]float64, 3)), Empty[float64]([2]int{2, 5}),
			"matvec: Output operand 0 has a mismatch in its core dimension 0, with gufunc signature (m,n),(n)->(m) (size 5 is different from 2)"},
		{"loop", FromData(make([]float64, 12), [3]int{2, 2, 3}), FromSlice(make([]float64, 3)), Empty[float64]([2]int{3, 2}),
			"operands could not be broadcast together with remapped shapes [original->remapped]: (2,2,3)->(2,newaxis) (3,)->() (3,2)->(3,2)  and requested shape (2)"}, // NumPy 1.24's text
	} {
		t.Run(tt.name, func(t *testing.T) {
			var ve *ValueError
			if err := runMatvec(tt.a, tt.x, tt.out, false); !errors.As(err, &ve) || ve.Msg != tt.msg {
				t.Errorf("got %v, want ValueError %q", err, tt.msg)
			}
		})
	}
}

// TestGuContig checks which core views GuContig calls contiguous, and that GuCore gives such a
// view with its first element at Data[0], as code typed for C-contiguous arrays reads it.
func TestGuContig(t *testing.T) {
	a := FromData([]float64{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, [3]int{2, 2, 3})
	for _, tt := range []struct {
		name string
		x    Array[float64, [3]int]
		want bool
	}{
		{"C", a, true},
		{"transposed", Transpose(a), false},
		{"row slices", View[[3]int](a, Span(0, 2, 1), Span(0, 2, 1), Span(0, 3, 2)), false},
		{"size-1 rows", FromData([]float64{1, 2, 3, 4, 5, 6}, [3]int{2, 3, 1}), true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g, err := NewGufunc(matvecLayout, ShapeOf(tt.x), ShapeOf(FromSlice(make([]float64, tt.x.Shape[2]))), NoOutput())
			if err != nil {
				t.Fatal(err)
			}
			v := GuBind[float64](g, 0, tt.x)
			if got := GuContig(&v); got != tt.want {
				t.Fatalf("GuContig = %v, want %v", got, tt.want)
			}
			if tt.want {
				core := GuCore[[2]int](g, &v, g.Loops()-1)
				if core.Off != 0 || core.Data[0] != tt.x.At(tt.x.Shape[0]-1, 0, 0) {
					t.Errorf("last core view starts at Data[%d] = %v", core.Off, core.Data[core.Off])
				}
			}
		})
	}
}
