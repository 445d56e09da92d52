package kernels

import (
	"slices"
	"testing"
)

// In these tables the shares column is unused; each case builds fresh arrays, assigns, and returns the whole base
// array, compared with the base after the same statements in NumPy (and Numba where the comment says so).

func TestAssign(t *testing.T) {
	runNDCases(t, []ndCase{
		{ // r = np.zeros((2, 3)); r[...] = np.arange(3.)
			"r = np.zeros((2, 3)); r[...] = np.arange(3.)", func() ndRes { r := Zeros[float64]([2]int{2, 3}); Assign(r, vwSeq([1]int{3})); return resOf(r) }, []int{2, 3}, []float64{0, 1, 2, 0, 1, 2}, false, ""},
		{ // r = np.zeros((2, 3)); r[...] = np.arange(6.).reshape(2, 3)
			"r = np.zeros((2, 3)); r[...] = np.arange(6.).reshape(2, 3)", func() ndRes { r := Zeros[float64]([2]int{2, 3}); Assign(r, vwSeq([2]int{2, 3})); return resOf(r) }, []int{2, 3}, []float64{0, 1, 2, 3, 4, 5}, false, ""},
		{ // r = np.zeros((2, 3)); r[:, ::-1] = np.arange(3.)
			"r = np.zeros((2, 3)); r[:, ::-1] = np.arange(3.)", func() ndRes {
				r := Zeros[float64]([2]int{2, 3})
				Assign(View[[2]int](r, Index{}, Span(Open, Open, -1)), vwSeq([1]int{3}))
				return resOf(r)
			}, []int{2, 3}, []float64{2, 1, 0, 2, 1, 0}, false, ""},
		{ // r = np.zeros((2, 3)); r.T[...] = np.arange(2.)
			"r = np.zeros((2, 3)); r.T[...] = np.arange(2.)", func() ndRes {
				r := Zeros[float64]([2]int{2, 3})
				Assign(Transpose(r), vwSeq([1]int{2}))
				return resOf(r)
			}, []int{2, 3}, []float64{0, 0, 0, 1, 1, 1}, false, ""},
		{ // r = np.zeros((2, 3)); r.T[...] = np.arange(6.).reshape(2, 3).T
			"r = np.zeros((2, 3)); r.T[...] = np.arange(6.).reshape(2, 3).T", func() ndRes {
				r := Zeros[float64]([2]int{2, 3})
				Assign(Transpose(r), Transpose(vwSeq([2]int{2, 3})))
				return resOf(r)
			}, []int{2, 3}, []float64{0, 1, 2, 3, 4, 5}, false, ""},
		{ // r = np.zeros((3, 2)); r[...] = np.asfortranarray(np.arange(6.).reshape(3, 2))[::-1]
			"r = np.zeros((3, 2)); r[...] = np.asfortranarray(np.arange(6.).reshape(3, 2))[::-1]", func() ndRes {
				r := Zeros[float64]([2]int{3, 2})
				Assign(r, View[[2]int](vwFortran(vwSeq([2]int{3, 2})), Span(Open, Open, -1)))
				return resOf(r)
			}, []int{3, 2}, []float64{4, 5, 2, 3, 0, 1}, false, ""},
		{ // r = np.zeros((2, 3)); r[...] = np.arange(3.).reshape(1, 1, 3)
			"r = np.zeros((2, 3)); r[...] = np.arange(3.).reshape(1, 1, 3)", func() ndRes { r := Zeros[float64]([2]int{2, 3}); Assign(r, vwSeq([3]int{1, 1, 3})); return resOf(r) }, []int{2, 3}, []float64{0, 1, 2, 0, 1, 2}, false, ""},
		{ // r = np.zeros((2, 3)); r[...] = np.arange(2.).reshape(2, 1)
			"r = np.zeros((2, 3)); r[...] = np.arange(2.).reshape(2, 1)", func() ndRes { r := Zeros[float64]([2]int{2, 3}); Assign(r, vwSeq([2]int{2, 1})); return resOf(r) }, []int{2, 3}, []float64{0, 0, 0, 1, 1, 1}, false, ""},
		{ // r = np.zeros((2, 4, 3)); r[:, 1:3] = np.arange(6.).reshape(2, 3)[:, None, ::-1]
			"r = np.zeros((2, 4, 3)); r[:, 1:3] = np.arange(6.).reshape(2, 3)[:, None, ::-1]", func() ndRes {
				r := Zeros[float64]([3]int{2, 4, 3})
				Assign(View[[3]int](r, Index{}, Span(1, 3, Open)), View[[3]int](vwSeq([2]int{2, 3}), Index{}, NewAxis(), Span(Open, Open, -1)))
				return resOf(r)
			}, []int{2, 4, 3}, []float64{0, 0, 0, 2, 1, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0, 5, 4, 3, 5, 4, 3, 0, 0, 0}, false, ""},
		{ // r = np.zeros((2, 3)); r[...] = np.zeros((2, 1, 3))
			"r = np.zeros((2, 3)); r[...] = np.zeros((2, 1, 3))", func() ndRes {
				r := Zeros[float64]([2]int{2, 3})
				Assign(r, Zeros[float64]([3]int{2, 1, 3}))
				return resOf(r)
			}, nil, nil, false, "ValueError: could not broadcast input array from shape (2,1,3) into shape (2,3)"},
		{ // r = np.zeros((2, 3)); r[...] = np.zeros(4)
			"r = np.zeros((2, 3)); r[...] = np.zeros(4)", func() ndRes { r := Zeros[float64]([2]int{2, 3}); Assign(r, Zeros[float64]([1]int{4})); return resOf(r) }, nil, nil, false, "ValueError: could not broadcast input array from shape (4,) into shape (2,3)"},
		{ // r = np.zeros((2, 3)); r[...] = np.zeros((3, 2))
			"r = np.zeros((2, 3)); r[...] = np.zeros((3, 2))", func() ndRes {
				r := Zeros[float64]([2]int{2, 3})
				Assign(r, Zeros[float64]([2]int{3, 2}))
				return resOf(r)
			}, nil, nil, false, "ValueError: could not broadcast input array from shape (3,2) into shape (2,3)"},
		{ // r = np.zeros(4); r[...] = np.zeros(3)
			"r = np.zeros(4); r[...] = np.zeros(3)", func() ndRes { r := Zeros[float64]([1]int{4}); Assign(r, Zeros[float64]([1]int{3})); return resOf(r) }, nil, nil, false, "ValueError: could not broadcast input array from shape (3,) into shape (4,)"},
		{ // r = np.zeros((2, 3)); r[:, :0] = np.zeros(3)
			"r = np.zeros((2, 3)); r[:, :0] = np.zeros(3)", func() ndRes {
				r := Zeros[float64]([2]int{2, 3})
				Assign(View[[2]int](r, Index{}, Span(Open, 0, Open)), Zeros[float64]([1]int{3}))
				return resOf(r)
			}, nil, nil, false, "ValueError: could not broadcast input array from shape (3,) into shape (2,0)"},
		{ // r = np.zeros((2, 3)); r[:, :0] = np.zeros(0)
			"r = np.zeros((2, 3)); r[:, :0] = np.zeros(0)", func() ndRes {
				r := Zeros[float64]([2]int{2, 3})
				Assign(View[[2]int](r, Index{}, Span(Open, 0, Open)), Zeros[float64]([1]int{0}))
				return resOf(r)
			}, []int{2, 3}, []float64{0, 0, 0, 0, 0, 0}, false, ""},
		{ // r = np.zeros((2, 3)); r[:, :0] = np.zeros(1)
			"r = np.zeros((2, 3)); r[:, :0] = np.zeros(1)", func() ndRes {
				r := Zeros[float64]([2]int{2, 3})
				Assign(View[[2]int](r, Index{}, Span(Open, 0, Open)), Zeros[float64]([1]int{1}))
				return resOf(r)
			}, []int{2, 3}, []float64{0, 0, 0, 0, 0, 0}, false, ""},
		{ // r = np.arange(5.); r[1:] = r[:-1] (Numba)
			"r = np.arange(5.); r[1:] = r[:-1]", func() ndRes {
				r := vwSeq([1]int{5})
				Assign(View[[1]int](r, Span(1, Open, Open)), View[[1]int](r, Span(Open, -1, Open)))
				return resOf(r)
			}, []int{5}, []float64{0, 0, 1, 2, 3}, false, ""},
		{ // r = np.arange(5.); r[:-1] = r[1:] (Numba)
			"r = np.arange(5.); r[:-1] = r[1:]", func() ndRes {
				r := vwSeq([1]int{5})
				Assign(View[[1]int](r, Span(Open, -1, Open)), View[[1]int](r, Span(1, Open, Open)))
				return resOf(r)
			}, []int{5}, []float64{1, 2, 3, 4, 4}, false, ""},
		{ // r = np.arange(5.); r[::-1] = r (Numba)
			"r = np.arange(5.); r[::-1] = r", func() ndRes { r := vwSeq([1]int{5}); Assign(View[[1]int](r, Span(Open, Open, -1)), r); return resOf(r) }, []int{5}, []float64{4, 3, 2, 1, 0}, false, ""},
		{ // r = np.arange(5.); r[...] = r (Numba)
			"r = np.arange(5.); r[...] = r", func() ndRes { r := vwSeq([1]int{5}); Assign(r, r); return resOf(r) }, []int{5}, []float64{0, 1, 2, 3, 4}, false, ""},
		{ // r = np.arange(9.).reshape(3, 3); r[...] = r.T (Numba)
			"r = np.arange(9.).reshape(3, 3); r[...] = r.T", func() ndRes { r := vwSeq([2]int{3, 3}); Assign(r, Transpose(r)); return resOf(r) }, []int{3, 3}, []float64{0, 3, 6, 1, 4, 7, 2, 5, 8}, false, ""},
		{ // r = np.arange(4.); r[1:] = r[:1] (Numba)
			"r = np.arange(4.); r[1:] = r[:1]", func() ndRes {
				r := vwSeq([1]int{4})
				Assign(View[[1]int](r, Span(1, Open, Open)), View[[1]int](r, Span(Open, 1, Open)))
				return resOf(r)
			}, []int{4}, []float64{0, 0, 0, 0}, false, ""},
		{ // r = np.arange(12.).reshape(3, 4); r[1:, ::2] = r[:2, 1::2] (Numba)
			"r = np.arange(12.).reshape(3, 4); r[1:, ::2] = r[:2, 1::2]", func() ndRes {
				r := vwSeq([2]int{3, 4})
				Assign(View[[2]int](r, Span(1, Open, Open), Span(Open, Open, 2)), View[[2]int](r, Span(Open, 2, Open), Span(1, Open, 2)))
				return resOf(r)
			}, []int{3, 4}, []float64{0, 1, 2, 3, 1, 5, 3, 7, 5, 9, 7, 11}, false, ""},
		{ // r = np.arange(12.).reshape(3, 4); r[::2, 1:] = r[1, :3] (Numba)
			"r = np.arange(12.).reshape(3, 4); r[::2, 1:] = r[1, :3]", func() ndRes {
				r := vwSeq([2]int{3, 4})
				Assign(View[[2]int](r, Span(Open, Open, 2), Span(1, Open, Open)), View[[1]int](r, At(1), Span(Open, 3, Open)))
				return resOf(r)
			}, []int{3, 4}, []float64{0, 4, 5, 6, 4, 5, 6, 7, 8, 4, 5, 6}, false, ""},
	})
}

func TestFill(t *testing.T) {
	runNDCases(t, []ndCase{
		{ // r = np.arange(12.).reshape(3, 4); r[::2, ::-1] = 7
			"r = np.arange(12.).reshape(3, 4); r[::2, ::-1] = 7", func() ndRes {
				r := vwSeq([2]int{3, 4})
				Fill(View[[2]int](r, Span(Open, Open, 2), Span(Open, Open, -1)), 7)
				return resOf(r)
			}, []int{3, 4}, []float64{7, 7, 7, 7, 4, 5, 6, 7, 7, 7, 7, 7}, false, ""},
		{ // r = np.arange(12.).reshape(3, 4); r.T[1:, ::-2] = 7
			"r = np.arange(12.).reshape(3, 4); r.T[1:, ::-2] = 7", func() ndRes {
				r := vwSeq([2]int{3, 4})
				Fill(View[[2]int](Transpose(r), Span(1, Open, Open), Span(Open, Open, -2)), 7)
				return resOf(r)
			}, []int{3, 4}, []float64{0, 7, 7, 7, 4, 5, 6, 7, 8, 7, 7, 7}, false, ""},
		{ // r = np.asfortranarray(np.arange(12.).reshape(3, 4)); r[:, 1:3] = -1
			"r = np.asfortranarray(np.arange(12.).reshape(3, 4)); r[:, 1:3] = -1", func() ndRes {
				r := vwFortran(vwSeq([2]int{3, 4}))
				Fill(View[[2]int](r, Index{}, Span(1, 3, Open)), -1)
				return resOf(r)
			}, []int{3, 4}, []float64{0, -1, -1, 3, 4, -1, -1, 7, 8, -1, -1, 11}, false, ""},
		{ // r = np.arange(24.).reshape(2, 3, 4); r[:, ::-1, 1] = 0
			"r = np.arange(24.).reshape(2, 3, 4); r[:, ::-1, 1] = 0", func() ndRes {
				r := vwSeq([3]int{2, 3, 4})
				Fill(View[[2]int](r, Index{}, Span(Open, Open, -1), At(1)), 0)
				return resOf(r)
			}, []int{2, 3, 4}, []float64{0, 0, 2, 3, 4, 0, 6, 7, 8, 0, 10, 11, 12, 0, 14, 15, 16, 0, 18, 19, 20, 0, 22, 23}, false, ""},
		{ // r = np.arange(24.).reshape(2, 3, 4); r[:, :0] = 5
			"r = np.arange(24.).reshape(2, 3, 4); r[:, :0] = 5", func() ndRes {
				r := vwSeq([3]int{2, 3, 4})
				Fill(View[[3]int](r, Index{}, Span(Open, 0, Open)), 5)
				return resOf(r)
			}, []int{2, 3, 4}, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, false, ""},
		{ // r = np.arange(100.); r[3:97] = 2
			"r = np.arange(100.); r[3:97] = 2", func() ndRes { r := vwSeq([1]int{100}); Fill(View[[1]int](r, Span(3, 97, Open)), 2); return resOf(r) }, []int{100}, []float64{0, 1, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 97, 98, 99}, false, ""},
		{ // r = np.arange(100.); r[98:2:-3] = 2
			"r = np.arange(100.); r[98:2:-3] = 2", func() ndRes { r := vwSeq([1]int{100}); Fill(View[[1]int](r, Span(98, 2, -3)), 2); return resOf(r) }, []int{100}, []float64{0, 1, 2, 3, 4, 2, 6, 7, 2, 9, 10, 2, 12, 13, 2, 15, 16, 2, 18, 19, 2, 21, 22, 2, 24, 25, 2, 27, 28, 2, 30, 31, 2, 33, 34, 2, 36, 37, 2, 39, 40, 2, 42, 43, 2, 45, 46, 2, 48, 49, 2, 51, 52, 2, 54, 55, 2, 57, 58, 2, 60, 61, 2, 63, 64, 2, 66, 67, 2, 69, 70, 2, 72, 73, 2, 75, 76, 2, 78, 79, 2, 81, 82, 2, 84, 85, 2, 87, 88, 2, 90, 91, 2, 93, 94, 2, 96, 97, 2, 99}, false, ""},
	})
}

func TestAssignTypes(t *testing.T) {
	// r = np.zeros((2, 3), np.int32); r[...] = np.array([1, 2, 3], np.int32)[::-1]
	r := Zeros[int32]([2]int{2, 3})
	Assign(r, View[[1]int](FromSlice([]int32{1, 2, 3}), Span(Open, Open, -1)))
	if !slices.Equal(r.Data, []int32{3, 2, 1, 3, 2, 1}) {
		t.Errorf("int32 Assign = %v", r.Data)
	}
	// b = np.zeros(4, bool); b[1::2] = True
	b := Zeros[bool]([1]int{4})
	Fill(View[[1]int](b, Span(1, Open, 2)), true)
	if !slices.Equal(b.Data, []bool{false, true, false, true}) {
		t.Errorf("bool Fill = %v", b.Data)
	}
	// c = np.zeros((2, 2), complex); c.T[...] = np.array([1+2j, 3-4j])
	c := Zeros[complex128]([2]int{2, 2})
	Assign(Transpose(c), FromSlice([]complex128{1 + 2i, 3 - 4i}))
	if !slices.Equal(c.Data, []complex128{1 + 2i, 1 + 2i, 3 - 4i, 3 - 4i}) {
		t.Errorf("complex Assign = %v", c.Data)
	}
	// Fill keeps the sign of zero: np.full(3, -0.0)
	z := vwSeq([1]int{3})
	Fill(z, negZero)
	for _, x := range z.Data {
		if !sameFloat(x, negZero) {
			t.Errorf("Fill(-0.0) = %v", z.Data)
		}
	}
}

func TestAssignNoAlloc(t *testing.T) {
	dst := Zeros[float64]([3]int{4, 5, 6})
	src := vwSeq([3]int{6, 5, 4})
	n := testing.AllocsPerRun(20, func() {
		Assign(dst, Transpose(src))
		Assign(View[[2]int](dst, At(1)), View[[2]int](src, At(0), Span(Open, Open, -1), At(0), NewAxis())) // dst[1] = src[0, ::-1, 0, None]
		Fill(Transpose(dst), 1)
	})
	if n != 0 {
		t.Errorf("Assign/Fill allocate: %v per run", n)
	}
}

func BenchmarkAssignContiguous(b *testing.B) {
	dst := Zeros[float64]([2]int{256, 256})
	src := vwSeq([2]int{256, 256})
	for b.Loop() {
		Assign(dst, src)
	}
}

func BenchmarkAssignTransposed(b *testing.B) {
	dst := Zeros[float64]([2]int{256, 256})
	src := vwSeq([2]int{256, 256})
	for b.Loop() {
		Assign(dst, Transpose(src))
	}
}

func BenchmarkFillStrided(b *testing.B) {
	a := Zeros[float64]([2]int{256, 256})
	v := View[[2]int](a, Span(Open, Open, 2), Span(Open, Open, -1))
	for b.Loop() {
		Fill(v, 1)
	}
}
