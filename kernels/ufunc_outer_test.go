package kernels

import (
	"errors"
	"testing"
)

func TestUfuncOuter(t *testing.T) {
	add := func(o, x, y []float64) {
		for i := range o {
			o[i] = 10*x[i] + y[i]
		}
	}
	x := FromData([]float64{1, 2, 3, 4, 5, 6}, [2]int{2, 3})
	y := FromSlice([]float64{0, 1})
	for _, tt := range []struct {
		name string
		x    Operand[float64]
		want []float64
		nd   int
	}{
		{"matrix", x, []float64{10, 11, 20, 21, 30, 31, 40, 41, 50, 51, 60, 61}, 3},
		{"transposed", Transpose(x), []float64{10, 11, 40, 41, 20, 21, 50, 51, 30, 31, 60, 61}, 3},
		{"scalar", Scalar(7.0), []float64{70, 71}, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			xo, err := UfuncOuter("add", tt.x, y)
			if err != nil {
				t.Fatal(err)
			}
			shape, err := UfuncShape[[3]int](ShapeOf(xo), ShapeOf(y))
			if err != nil {
				t.Fatal(err)
			}
			out := Uninit[float64](shape)
			if err := Ufunc2(out, xo, y, false, add); err != nil {
				t.Fatal(err)
			}
			if nd, _ := xo.opShape(); nd != tt.nd {
				t.Errorf("rank %d, want %d", nd, tt.nd)
			}
			got := Ravel(out)
			for i, v := range tt.want {
				if got.Data[got.Off+i*got.Strides[0]] != v {
					t.Fatalf("got %v, want %v", got.Data, tt.want)
				}
			}
		})
	}
	t.Run("too many dims", func(t *testing.T) {
		big := Uninit[float64]([20]int{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1})
		other := Uninit[float64]([13]int{1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1})
		_, err := UfuncOuter("add", big, other)
		var ve *ValueError
		if !errors.As(err, &ve) || ve.Msg != "maximum supported dimension for an ndarray is 32, but `add.outer()` result would have 33." {
			t.Fatalf("got %v", err)
		}
	})
}
