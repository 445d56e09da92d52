package kernels

import (
	"errors"
	"testing"
)

func TestOuterIntoShape(t *testing.T) {
	var ve *ValueError
	func() {
		defer func() { err, _ := recover().(error); errors.As(err, &ve) }()
		OuterInto(FromSlice([]float64{1, 2}), FromSlice([]float64{3}), Zeros[float64]([2]int{1, 2}), func(v float64) float64 { return v })
	}()
	if ve == nil {
		t.Error("OuterInto with an out of shape (1, 2) for 2x1 products did not panic with a ValueError")
	}
	out := Zeros[complex128]([2]int{2, 1})
	OuterInto(FromSlice([]float64{1, -2}), FromSlice([]float64{-3}), out, func(v float64) complex128 { return complex(v, 0) })
	if out.Data[0] != -3 || out.Data[1] != 6 {
		t.Errorf("OuterInto = %v, want [-3 6]", out.Data)
	}
}
