package kernels

import (
	"slices"
	"testing"
)

func TestBroadcastShapes(t *testing.T) {
	for _, tt := range []struct {
		py   string
		got  func() []int
		want []int
		err  string
	}{
		{ // np.frompyfunc(f, 2, 1)(np.zeros((2, 3)), np.zeros((3,))).shape
			"np.frompyfunc(f, 2, 1)(np.zeros((2, 3)), np.zeros((3,))).shape", func() []int { return Dims2Slice(BroadcastShapes[[2]int]([]int{2, 3}, []int{3})) }, []int{2, 3}, ""},
		{ // np.frompyfunc(f, 2, 1)(np.zeros((2, 3)), np.zeros((4,))).shape
			"np.frompyfunc(f, 2, 1)(np.zeros((2, 3)), np.zeros((4,))).shape", func() []int { return Dims2Slice(BroadcastShapes[[2]int]([]int{2, 3}, []int{4})) }, nil, "ValueError: operands could not be broadcast together with shapes (2,3) (4,) "},
		{ // np.frompyfunc(f, 2, 1)(np.zeros((2, 1)), np.zeros((1, 3))).shape
			"np.frompyfunc(f, 2, 1)(np.zeros((2, 1)), np.zeros((1, 3))).shape", func() []int { return Dims2Slice(BroadcastShapes[[2]int]([]int{2, 1}, []int{1, 3})) }, []int{2, 3}, ""},
		{ // np.frompyfunc(f, 2, 1)(np.zeros((5, 1, 4)), np.zeros((3, 1))).shape
			"np.frompyfunc(f, 2, 1)(np.zeros((5, 1, 4)), np.zeros((3, 1))).shape", func() []int { return Dims2Slice(BroadcastShapes[[3]int]([]int{5, 1, 4}, []int{3, 1})) }, []int{5, 3, 4}, ""},
		{ // np.frompyfunc(f, 2, 1)(np.zeros((5, 1, 4)), np.zeros((3, 2))).shape
			"np.frompyfunc(f, 2, 1)(np.zeros((5, 1, 4)), np.zeros((3, 2))).shape", func() []int { return Dims2Slice(BroadcastShapes[[3]int]([]int{5, 1, 4}, []int{3, 2})) }, nil, "ValueError: operands could not be broadcast together with shapes (5,1,4) (3,2) "},
		{ // np.frompyfunc(f, 2, 1)(np.zeros((0,)), np.zeros((1,))).shape
			"np.frompyfunc(f, 2, 1)(np.zeros((0,)), np.zeros((1,))).shape", func() []int { return Dims2Slice(BroadcastShapes[[1]int]([]int{0}, []int{1})) }, []int{0}, ""},
		{ // np.frompyfunc(f, 2, 1)(np.zeros((0,)), np.zeros((3,))).shape
			"np.frompyfunc(f, 2, 1)(np.zeros((0,)), np.zeros((3,))).shape", func() []int { return Dims2Slice(BroadcastShapes[[1]int]([]int{0}, []int{3})) }, nil, "ValueError: operands could not be broadcast together with shapes (0,) (3,) "},
		{ // np.frompyfunc(f, 2, 1)(np.zeros((1, 0)), np.zeros((4, 1))).shape
			"np.frompyfunc(f, 2, 1)(np.zeros((1, 0)), np.zeros((4, 1))).shape", func() []int { return Dims2Slice(BroadcastShapes[[2]int]([]int{1, 0}, []int{4, 1})) }, []int{4, 0}, ""},
		{ // np.frompyfunc(f, 3, 1)(np.zeros((3,)), np.zeros((3,)), np.zeros((3,))).shape
			"np.frompyfunc(f, 3, 1)(np.zeros((3,)), np.zeros((3,)), np.zeros((3,))).shape", func() []int { return Dims2Slice(BroadcastShapes[[1]int]([]int{3}, []int{3}, []int{3})) }, []int{3}, ""},
		{ // np.frompyfunc(f, 3, 1)(np.zeros((2, 3)), np.zeros((4,)), np.zeros((5, 1))).shape
			"np.frompyfunc(f, 3, 1)(np.zeros((2, 3)), np.zeros((4,)), np.zeros((5, 1))).shape", func() []int { return Dims2Slice(BroadcastShapes[[2]int]([]int{2, 3}, []int{4}, []int{5, 1})) }, nil, "ValueError: operands could not be broadcast together with shapes (2,3) (4,) (5,1) "},
		{ // np.frompyfunc(f, 3, 1)(np.zeros((1,)), np.zeros((3,)), np.zeros((0,))).shape
			"np.frompyfunc(f, 3, 1)(np.zeros((1,)), np.zeros((3,)), np.zeros((0,))).shape", func() []int { return Dims2Slice(BroadcastShapes[[1]int]([]int{1}, []int{3}, []int{0})) }, nil, "ValueError: operands could not be broadcast together with shapes (1,) (3,) (0,) "},
		{ // np.frompyfunc(f, 2, 1)(np.zeros((8, 1, 6, 1)), np.zeros((7, 1, 5))).shape
			"np.frompyfunc(f, 2, 1)(np.zeros((8, 1, 6, 1)), np.zeros((7, 1, 5))).shape", func() []int { return Dims2Slice(BroadcastShapes[[4]int]([]int{8, 1, 6, 1}, []int{7, 1, 5})) }, []int{8, 7, 6, 5}, ""},
		{ // np.frompyfunc(f, 2, 1)(np.zeros((2, 1)), np.zeros((8, 4, 3))).shape
			"np.frompyfunc(f, 2, 1)(np.zeros((2, 1)), np.zeros((8, 4, 3))).shape", func() []int { return Dims2Slice(BroadcastShapes[[3]int]([]int{2, 1}, []int{8, 4, 3})) }, nil, "ValueError: operands could not be broadcast together with shapes (2,1) (8,4,3) "},
		{ // np.frompyfunc(f, 2, 1)(np.zeros((1, 1, 1)), np.zeros((1,))).shape
			"np.frompyfunc(f, 2, 1)(np.zeros((1, 1, 1)), np.zeros((1,))).shape", func() []int { return Dims2Slice(BroadcastShapes[[3]int]([]int{1, 1, 1}, []int{1})) }, []int{1, 1, 1}, ""},
		{ // np.frompyfunc(f, 1, 1)(np.zeros((4,))).shape
			"np.frompyfunc(f, 1, 1)(np.zeros((4,))).shape", func() []int { return Dims2Slice(BroadcastShapes[[1]int]([]int{4})) }, []int{4}, ""},
		{ // np.frompyfunc(f, 4, 1)(np.zeros((2, 3, 4)), np.zeros((3, 1)), np.zeros((1, 4)), np.zeros((2, 1, 1))).shape
			"np.frompyfunc(f, 4, 1)(np.zeros((2, 3, 4)), np.zeros((3, 1)), np.zeros((1, 4)), np.zeros((2, 1, 1))).shape", func() []int {
				return Dims2Slice(BroadcastShapes[[3]int]([]int{2, 3, 4}, []int{3, 1}, []int{1, 4}, []int{2, 1, 1}))
			}, []int{2, 3, 4}, ""},
		{ // np.frompyfunc(f, 2, 1)(np.zeros((3, 4)), np.zeros((2, 4))).shape
			"np.frompyfunc(f, 2, 1)(np.zeros((3, 4)), np.zeros((2, 4))).shape", func() []int { return Dims2Slice(BroadcastShapes[[2]int]([]int{3, 4}, []int{2, 4})) }, nil, "ValueError: operands could not be broadcast together with shapes (3,4) (2,4) "},
	} {
		t.Run(tt.py, func(t *testing.T) {
			got, err := catch(tt.got)
			checkErr(t, tt.py, err, tt.err)
			if tt.err == "" && !slices.Equal(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
	// A result with more dimensions than any operand gets leading 1s (no NumPy counterpart).
	if got := BroadcastShapes[[3]int]([]int{4}, []int{2, 1}); got != [3]int{1, 2, 4} {
		t.Errorf("BroadcastShapes[[3]int]((4,), (2, 1)) = %v, want [1 2 4]", got)
	}
	if got := BroadcastShapes[[2]int](); got != [2]int{1, 1} {
		t.Errorf("BroadcastShapes[[2]int]() = %v, want [1 1]", got)
	}
}

func TestBroadcastTo(t *testing.T) {
	// The shares column is not used: every result is a view of a fresh array.
	runNDCases(t, []ndCase{
		{ // np.broadcast_to(np.arange(3.), (2, 3))
			"np.broadcast_to(np.arange(3.), (2, 3))", func() ndRes { return resOf(BroadcastTo(vwSeq([1]int{3}), [2]int{2, 3})) }, []int{2, 3}, []float64{0, 1, 2, 0, 1, 2}, false, ""},
		{ // np.broadcast_to(np.arange(3.), (3,))
			"np.broadcast_to(np.arange(3.), (3,))", func() ndRes { return resOf(BroadcastTo(vwSeq([1]int{3}), [1]int{3})) }, []int{3}, []float64{0, 1, 2}, false, ""},
		{ // np.broadcast_to(np.arange(3.), (4,))
			"np.broadcast_to(np.arange(3.), (4,))", func() ndRes { return resOf(BroadcastTo(vwSeq([1]int{3}), [1]int{4})) }, nil, nil, false, "ValueError: operands could not be broadcast together with remapped shapes [original->remapped]: (3,)  and requested shape (4,)"},
		{ // np.broadcast_to(np.arange(3.), (2, 4, 3))
			"np.broadcast_to(np.arange(3.), (2, 4, 3))", func() ndRes { return resOf(BroadcastTo(vwSeq([1]int{3}), [3]int{2, 4, 3})) }, []int{2, 4, 3}, []float64{0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2}, false, ""},
		{ // np.broadcast_to(np.arange(3.), (0, 3))
			"np.broadcast_to(np.arange(3.), (0, 3))", func() ndRes { return resOf(BroadcastTo(vwSeq([1]int{3}), [2]int{0, 3})) }, []int{0, 3}, []float64{}, false, ""},
		{ // np.broadcast_to(np.arange(3.), (3, 0))
			"np.broadcast_to(np.arange(3.), (3, 0))", func() ndRes { return resOf(BroadcastTo(vwSeq([1]int{3}), [2]int{3, 0})) }, nil, nil, false, "ValueError: operands could not be broadcast together with remapped shapes [original->remapped]: (3,)  and requested shape (3,0)"},
		{ // np.broadcast_to(np.arange(3.).reshape(3, 1), (2, 3, 4))
			"np.broadcast_to(np.arange(3.).reshape(3, 1), (2, 3, 4))", func() ndRes { return resOf(BroadcastTo(vwSeq([2]int{3, 1}), [3]int{2, 3, 4})) }, []int{2, 3, 4}, []float64{0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2}, false, ""},
		{ // np.broadcast_to(np.arange(3.).reshape(3, 1), (3,))
			"np.broadcast_to(np.arange(3.).reshape(3, 1), (3,))", func() ndRes { return resOf(BroadcastTo(vwSeq([2]int{3, 1}), [1]int{3})) }, nil, nil, false, "ValueError: input operand has more dimensions than allowed by the axis remapping"},
		{ // np.broadcast_to(np.arange(3.).reshape(3, 1), (3, 0))
			"np.broadcast_to(np.arange(3.).reshape(3, 1), (3, 0))", func() ndRes { return resOf(BroadcastTo(vwSeq([2]int{3, 1}), [2]int{3, 0})) }, []int{3, 0}, []float64{}, false, ""},
		{ // np.broadcast_to(np.arange(1.), (2, 2))
			"np.broadcast_to(np.arange(1.), (2, 2))", func() ndRes { return resOf(BroadcastTo(vwSeq([1]int{1}), [2]int{2, 2})) }, []int{2, 2}, []float64{0, 0, 0, 0}, false, ""},
		{ // np.broadcast_to(np.arange(1.), (0,))
			"np.broadcast_to(np.arange(1.), (0,))", func() ndRes { return resOf(BroadcastTo(vwSeq([1]int{1}), [1]int{0})) }, []int{0}, []float64{}, false, ""},
		{ // np.broadcast_to(np.arange(3.), (-1, 3))
			"np.broadcast_to(np.arange(3.), (-1, 3))", func() ndRes { return resOf(BroadcastTo(vwSeq([1]int{3}), [2]int{-1, 3})) }, nil, nil, false, "ValueError: all elements of broadcast shape must be non-negative"},
		{ // np.broadcast_to(np.arange(6.).reshape(2, 3)[:, ::-1], (2, 2, 3))
			"np.broadcast_to(np.arange(6.).reshape(2, 3)[:, ::-1], (2, 2, 3))", func() ndRes {
				return resOf(BroadcastTo(View[[2]int](vwSeq([2]int{2, 3}), Index{}, Span(Open, Open, -1)), [3]int{2, 2, 3}))
			}, []int{2, 2, 3}, []float64{2, 1, 0, 5, 4, 3, 2, 1, 0, 5, 4, 3}, false, ""},
		{ // np.broadcast_to(np.arange(6.).reshape(2, 3).T, (2, 3, 2))
			"np.broadcast_to(np.arange(6.).reshape(2, 3).T, (2, 3, 2))", func() ndRes { return resOf(BroadcastTo(Transpose(vwSeq([2]int{2, 3})), [3]int{2, 3, 2})) }, []int{2, 3, 2}, []float64{0, 3, 1, 4, 2, 5, 0, 3, 1, 4, 2, 5}, false, ""},
		{ // np.broadcast_to(np.arange(6.).reshape(2, 3)[1:, ::-1], (4, 3))
			"np.broadcast_to(np.arange(6.).reshape(2, 3)[1:, ::-1], (4, 3))", func() ndRes {
				return resOf(BroadcastTo(View[[2]int](vwSeq([2]int{2, 3}), Span(1, Open, Open), Span(Open, Open, -1)), [2]int{4, 3}))
			}, []int{4, 3}, []float64{5, 4, 3, 5, 4, 3, 5, 4, 3, 5, 4, 3}, false, ""},
		{ // np.broadcast_to(np.arange(6.).reshape(2, 3).T, (3, 3))
			"np.broadcast_to(np.arange(6.).reshape(2, 3).T, (3, 3))", func() ndRes { return resOf(BroadcastTo(Transpose(vwSeq([2]int{2, 3})), [2]int{3, 3})) }, nil, nil, false, "ValueError: operands could not be broadcast together with remapped shapes [original->remapped]: (3,2)  and requested shape (3,3)"},
	})
}

func TestBroadcastToShares(t *testing.T) {
	a := vwSeq([2]int{3, 1})
	b := BroadcastTo(a, [3]int{2, 3, 4})
	a.Set(-1, 2, 0)
	if b.At(1, 2, 3) != -1 || b.At(0, 2, 0) != -1 {
		t.Errorf("broadcast view does not see writes to its base: %v", b)
	}
	if b.Strides != [3]int{0, 1, 0} {
		t.Errorf("strides %v, want [0 1 0]", b.Strides)
	}
}

func TestSameShapeDims2Slice(t *testing.T) {
	if !SameShape([2]int{2, 3}, [2]int{2, 3}) || SameShape([2]int{2, 3}, [2]int{3, 2}) {
		t.Error("SameShape")
	}
	d := [3]int{4, 5, 6}
	s := Dims2Slice(d)
	s[0] = 9
	if !slices.Equal(s, []int{9, 5, 6}) || d[0] != 4 {
		t.Errorf("Dims2Slice = %v (source %v)", s, d)
	}
}
