package kernels

import (
	"reflect"
	"testing"
)

func TestSumArraysFrom(t *testing.T) {
	// sum([full((2, 3), 1), full((2, 3), 2)], [[0.5, 1.5, 2.5]]): the total broadcasts to (2, 3).
	start := Reshape(FromSlice([]float64{0.5, 1.5, 2.5}), [2]int{1, 3})
	items := []Array[float64, [2]int]{Full([2]int{2, 3}, 1.0), Full([2]int{2, 3}, 2.0)}
	got := SumArraysFrom(start, items, addLoop)
	if want := []float64{3.5, 4.5, 5.5, 3.5, 4.5, 5.5}; !reflect.DeepEqual(got.Flat(), want) || got.Shape != [2]int{2, 3} {
		t.Errorf("sum over arrays = %v %v, want %v (2, 3)", got.Shape, got.Flat(), want)
	}
	if start.Flat()[0] != 0.5 {
		t.Errorf("start changed: %v", start.Flat())
	}

	// Numbers are added to every element, in order; no items give start itself.
	v := FromSlice([]float64{0, 1, 2})
	got1 := SumArraysFrom(v, ScalarsOf([]float64{1.5, 2.5}), addLoop)
	if want := []float64{4, 5, 6}; !reflect.DeepEqual(got1.Flat(), want) {
		t.Errorf("sum over numbers = %v, want %v", got1.Flat(), want)
	}
	if same := SumArraysFrom(v, []Operand[float64]{}, addLoop); &same.Flat()[0] != &v.Flat()[0] {
		t.Error("sum over no items is not start itself")
	}

	defer func() {
		if _, ok := recover().(*ValueError); !ok {
			t.Error("shapes (3,) and (4,) did not raise ValueError")
		}
	}()
	SumArraysFrom(v, []Vector[float64]{FromSlice([]float64{1, 2, 3, 4})}, addLoop)
}
