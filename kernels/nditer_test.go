package kernels

import (
	"slices"
	"testing"
)

func TestNDIndexF(t *testing.T) {
	var got [][2]int
	for p := range NDIndexF([2]int{2, 3}) {
		got = append(got, p)
	}
	want := [][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}, {0, 2}, {1, 2}}
	if !slices.Equal(got, want) {
		t.Errorf("NDIndexF((2, 3)) = %v, want %v", got, want)
	}
	for range NDIndexF([2]int{0, 3}) {
		t.Error("NDIndexF((0, 3)) yielded an index")
	}
}

func TestNDIterShape(t *testing.T) {
	if got := NDIterShape[[2]int]([]int{3}, []int{2, 3}, []int{2, 3}); got != [2]int{2, 3} {
		t.Errorf("NDIterShape = %v, want [2 3]", got)
	}
	mismatch := func(shapes ...[]int) { NDIterShape[[1]int](shapes...) }
	for _, shapes := range [][][]int{{{2}, {3}}, {{2, 3}, {1, 3}}, {{3, 4}, {3}}} {
		if len(shapes[0]) == 2 {
			mismatch = func(shapes ...[]int) { NDIterShape[[2]int](shapes...) }
		}
		func() {
			defer func() {
				e, ok := recover().(*ValueError)
				if !ok || e.Msg != "nditer(): operands could not be broadcast together" {
					t.Errorf("NDIterShape(%v): recovered %v, want Numba's ValueError", shapes, e)
				}
			}()
			mismatch(shapes...)
		}()
	}
}

func TestAt0(t *testing.T) {
	a := FromData([]int64{0, 1, 2, 3, 4, 5}, [2]int{2, 3})
	v := At0(a, [2]int{1, 2})
	v.Data[0] = 50
	if a.Data[5] != 50 {
		t.Errorf("At0 is not a view: a = %v", a.Data)
	}
	b := FromData([]int64{7, 8, 9}, [1]int{3})
	if got := At0(b, [2]int{1, 2}).Data[0]; got != 9 {
		t.Errorf("At0 of a broadcast operand = %d, want 9", got)
	}
}
