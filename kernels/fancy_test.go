package kernels

import (
	"math"
	"testing"
)

func TestTake(t *testing.T) {
	runNDCases(t, []ndCase{
		{ // a = np.arange(5.); r = a[np.array([4, 0, -1, -5, 2, 2])]
			"a = np.arange(5.); r = a[np.array([4, 0, -1, -5, 2, 2])]", func() ndRes { a := vwSeq([1]int{5}); return resOf(Take(a, FromSlice([]int64{4, 0, -1, -5, 2, 2}))) }, []int{6}, []float64{4, 0, 4, 0, 2, 2}, false, ""},
		{ // a = np.arange(5.); r = a[np.array([], dtype=np.int64)]
			"a = np.arange(5.); r = a[np.array([], dtype=np.int64)]", func() ndRes { a := vwSeq([1]int{5}); return resOf(Take(a, FromSlice([]int64{}))) }, []int{0}, []float64{}, false, ""},
		{ // a = np.arange(5.)[::-2]; r = a[np.array([0, 2, 1], dtype=np.int32)]
			"a = np.arange(5.)[::-2]; r = a[np.array([0, 2, 1], dtype=np.int32)]", func() ndRes {
				a := View[[1]int](vwSeq([1]int{5}), Span(Open, Open, -2))
				return resOf(Take(a, FromSlice([]int32{0, 2, 1})))
			}, []int{3}, []float64{4, 0, 2}, false, ""},
		{ // a = np.arange(5.); r = a[np.array([2**64 - 1, 3], dtype=np.uint64)]
			"a = np.arange(5.); r = a[np.array([2**64 - 1, 3], dtype=np.uint64)]", func() ndRes { a := vwSeq([1]int{5}); return resOf(Take(a, FromSlice([]uint64{math.MaxUint64, 3}))) }, []int{2}, []float64{4, 3}, false, ""},
		{ // a = np.arange(5.); r = a[np.array([250], dtype=np.uint8)]
			"a = np.arange(5.); r = a[np.array([250], dtype=np.uint8)]", func() ndRes { a := vwSeq([1]int{5}); return resOf(Take(a, FromSlice([]uint8{250}))) }, nil, nil, false, "IndexError: index 250 is out of bounds for axis 0 with size 5"},
		{ // a = np.arange(24.).reshape(2, 3, 4); r = a[np.array([1, -2, 1])]
			"a = np.arange(24.).reshape(2, 3, 4); r = a[np.array([1, -2, 1])]", func() ndRes { a := vwSeq([3]int{2, 3, 4}); return resOf(Take(a, FromSlice([]int64{1, -2, 1}))) }, []int{3, 3, 4}, []float64{12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, false, ""},
		{ // a = np.arange(24.).reshape(2, 3, 4).T; r = a[np.array([3, 0])]
			"a = np.arange(24.).reshape(2, 3, 4).T; r = a[np.array([3, 0])]", func() ndRes { a := Transpose(vwSeq([3]int{2, 3, 4})); return resOf(Take(a, FromSlice([]int64{3, 0}))) }, []int{2, 3, 2}, []float64{3, 15, 7, 19, 11, 23, 0, 12, 4, 16, 8, 20}, false, ""},
		{ // a = np.arange(24.).reshape(2, 3, 4)[:, ::-1, 1:3]; r = a[np.array([1, 0])]
			"a = np.arange(24.).reshape(2, 3, 4)[:, ::-1, 1:3]; r = a[np.array([1, 0])]", func() ndRes {
				a := View[[3]int](vwSeq([3]int{2, 3, 4}), Index{}, Span(Open, Open, -1), Span(1, 3, Open))
				return resOf(Take(a, FromSlice([]int64{1, 0})))
			}, []int{2, 3, 2}, []float64{21, 22, 17, 18, 13, 14, 9, 10, 5, 6, 1, 2}, false, ""},
		{ // a = np.arange(24.).reshape(2, 3, 4)[:, :0]; r = a[np.array([1, 1, 0])]
			"a = np.arange(24.).reshape(2, 3, 4)[:, :0]; r = a[np.array([1, 1, 0])]", func() ndRes {
				a := View[[3]int](vwSeq([3]int{2, 3, 4}), Index{}, Span(Open, 0, Open))
				return resOf(Take(a, FromSlice([]int64{1, 1, 0})))
			}, []int{3, 0, 4}, []float64{}, false, ""},
		{ // a = np.arange(5.); r = a[np.array([1, 7])]
			"a = np.arange(5.); r = a[np.array([1, 7])]", func() ndRes { a := vwSeq([1]int{5}); return resOf(Take(a, FromSlice([]int64{1, 7}))) }, nil, nil, false, "IndexError: index 7 is out of bounds for axis 0 with size 5"},
		{ // a = np.arange(5.); r = a[np.array([-7])]
			"a = np.arange(5.); r = a[np.array([-7])]", func() ndRes { a := vwSeq([1]int{5}); return resOf(Take(a, FromSlice([]int64{-7}))) }, nil, nil, false, "IndexError: index -7 is out of bounds for axis 0 with size 5"},
		{ // a = np.arange(24.).reshape(2, 3, 4)[:, :0]; r = a[np.array([2])]
			"a = np.arange(24.).reshape(2, 3, 4)[:, :0]; r = a[np.array([2])]", func() ndRes {
				a := View[[3]int](vwSeq([3]int{2, 3, 4}), Index{}, Span(Open, 0, Open))
				return resOf(Take(a, FromSlice([]int64{2})))
			}, []int{1, 0, 4}, []float64{}, false, ""},
		{ // a = np.arange(5.)[:0]; r = a[np.array([0])]
			"a = np.arange(5.)[:0]; r = a[np.array([0])]", func() ndRes {
				a := View[[1]int](vwSeq([1]int{5}), Span(Open, 0, Open))
				return resOf(Take(a, FromSlice([]int64{0})))
			}, nil, nil, false, "IndexError: index 0 is out of bounds for axis 0 with size 0"},
	})
}

// TestPut compares the whole base array after the assignment (the shares column is unused). An index out of range
// must leave the array as it was: NumPy checks every index first.
func TestPut(t *testing.T) {
	runNDCases(t, []ndCase{
		{ // r = np.arange(5.); r[np.array([4, -1, 0])] = 9
			"r = np.arange(5.); r[np.array([4, -1, 0])] = 9", func() ndRes { r := vwSeq([1]int{5}); PutScalar(r, FromSlice([]int64{4, -1, 0}), 9); return resOf(r) }, []int{5}, []float64{9, 1, 2, 3, 9}, false, ""},
		{ // r = np.arange(24.).reshape(2, 3, 4); r[:, ::-1].T[np.array([1, -1])] = -1
			"r = np.arange(24.).reshape(2, 3, 4); r[:, ::-1].T[np.array([1, -1])] = -1", func() ndRes {
				r := vwSeq([3]int{2, 3, 4})
				PutScalar(Transpose(View[[3]int](r, Index{}, Span(Open, Open, -1))), FromSlice([]int64{1, -1}), -1)
				return resOf(r)
			}, []int{2, 3, 4}, []float64{0, -1, 2, -1, 4, -1, 6, -1, 8, -1, 10, -1, 12, -1, 14, -1, 16, -1, 18, -1, 20, -1, 22, -1}, false, ""},
		{ // r = np.arange(12.).reshape(3, 4); r[np.array([2, 0], dtype=np.int8)] = 0
			"r = np.arange(12.).reshape(3, 4); r[np.array([2, 0], dtype=np.int8)] = 0", func() ndRes { r := vwSeq([2]int{3, 4}); PutScalar(r, FromSlice([]int8{2, 0}), 0); return resOf(r) }, []int{3, 4}, []float64{0, 0, 0, 0, 4, 5, 6, 7, 0, 0, 0, 0}, false, ""},
		{ // r = np.arange(5.); r[np.array([0, 9])] = 1
			"r = np.arange(5.); r[np.array([0, 9])] = 1", func() ndRes { r := vwSeq([1]int{5}); PutScalar(r, FromSlice([]int64{0, 9}), 1); return resOf(r) }, nil, nil, false, "IndexError: index 9 is out of bounds for axis 0 with size 5"},
		{ // r = np.arange(5.); r[np.array([3, 1, 3])] = np.array([10., 20., 30.])
			"r = np.arange(5.); r[np.array([3, 1, 3])] = np.array([10., 20., 30.])", func() ndRes {
				r := vwSeq([1]int{5})
				Put(r, FromSlice([]int64{3, 1, 3}), FromSlice([]float64{10, 20, 30}))
				return resOf(r)
			}, []int{5}, []float64{0, 20, 2, 30, 4}, false, ""},
		{ // r = np.arange(5.); r[np.array([3, 1])] = np.array([7.])
			"r = np.arange(5.); r[np.array([3, 1])] = np.array([7.])", func() ndRes {
				r := vwSeq([1]int{5})
				Put(r, FromSlice([]int64{3, 1}), FromSlice([]float64{7}))
				return resOf(r)
			}, []int{5}, []float64{0, 7, 2, 7, 4}, false, ""},
		{ // r = np.zeros((5, 2)); r[np.array([0, 1])] = np.arange(2.).reshape(1, 1, 2)
			"r = np.zeros((5, 2)); r[np.array([0, 1])] = np.arange(2.).reshape(1, 1, 2)", func() ndRes {
				r := Zeros[float64]([2]int{5, 2})
				Put(r, FromSlice([]int64{0, 1}), vwSeq([3]int{1, 1, 2}))
				return resOf(r)
			}, []int{5, 2}, []float64{0, 1, 0, 1, 0, 0, 0, 0, 0, 0}, false, ""},
		{ // r = np.zeros((4, 3)); r[np.array([3, 0])] = np.arange(6.).reshape(3, 2).T
			"r = np.zeros((4, 3)); r[np.array([3, 0])] = np.arange(6.).reshape(3, 2).T", func() ndRes {
				r := Zeros[float64]([2]int{4, 3})
				Put(r, FromSlice([]int64{3, 0}), Transpose(vwSeq([2]int{3, 2})))
				return resOf(r)
			}, []int{4, 3}, []float64{1, 3, 5, 0, 0, 0, 0, 0, 0, 0, 2, 4}, false, ""},
		{ // r = np.zeros((4, 3)); r.T[np.array([2, 0])] = np.arange(4.)[::-1]
			"r = np.zeros((4, 3)); r.T[np.array([2, 0])] = np.arange(4.)[::-1]", func() ndRes {
				r := Zeros[float64]([2]int{4, 3})
				Put(Transpose(r), FromSlice([]int64{2, 0}), View[[1]int](vwSeq([1]int{4}), Span(Open, Open, -1)))
				return resOf(r)
			}, []int{4, 3}, []float64{3, 0, 3, 2, 0, 2, 1, 0, 1, 0, 0, 0}, false, ""},
		{ // r = np.zeros((4, 3)); r[np.array([1, 2])] = np.arange(2.).reshape(2, 1)
			"r = np.zeros((4, 3)); r[np.array([1, 2])] = np.arange(2.).reshape(2, 1)", func() ndRes {
				r := Zeros[float64]([2]int{4, 3})
				Put(r, FromSlice([]int64{1, 2}), vwSeq([2]int{2, 1}))
				return resOf(r)
			}, []int{4, 3}, []float64{0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0}, false, ""},
		{ // r = np.arange(5.); r[np.array([1, 2, 3])] = r[0:3] (Numba; NumPy 1.24 differs)
			"r = np.arange(5.); r[np.array([1, 2, 3])] = r[0:3]", func() ndRes {
				r := vwSeq([1]int{5})
				Put(r, FromSlice([]int64{1, 2, 3}), View[[1]int](r, Span(0, 3, Open)))
				return resOf(r)
			}, []int{5}, []float64{0, 0, 1, 2, 4}, false, ""},
		{ // r = np.arange(6.).reshape(3, 2); r[np.array([1, 2])] = r[0:2] (Numba; NumPy 1.24 differs)
			"r = np.arange(6.).reshape(3, 2); r[np.array([1, 2])] = r[0:2]", func() ndRes {
				r := vwSeq([2]int{3, 2})
				Put(r, FromSlice([]int64{1, 2}), View[[2]int](r, Span(0, 2, Open)))
				return resOf(r)
			}, []int{3, 2}, []float64{0, 1, 0, 1, 2, 3}, false, ""},
		{ // r = np.arange(5.); r[np.array([0, 1])] = np.zeros(3)
			"r = np.arange(5.); r[np.array([0, 1])] = np.zeros(3)", func() ndRes {
				r := vwSeq([1]int{5})
				Put(r, FromSlice([]int64{0, 1}), Zeros[float64]([1]int{3}))
				return resOf(r)
			}, nil, nil, false, "ValueError: shape mismatch: value array of shape (3,) could not be broadcast to indexing result of shape (2,)"},
		{ // r = np.zeros((5, 2)); r[np.array([0, 1])] = np.zeros((3, 1, 2))
			"r = np.zeros((5, 2)); r[np.array([0, 1])] = np.zeros((3, 1, 2))", func() ndRes {
				r := Zeros[float64]([2]int{5, 2})
				Put(r, FromSlice([]int64{0, 1}), Zeros[float64]([3]int{3, 1, 2}))
				return resOf(r)
			}, nil, nil, false, "ValueError: shape mismatch: value array of shape (3,1,2) could not be broadcast to indexing result of shape (2,2)"},
		{ // r = np.arange(5.); r[np.array([0, 9])] = np.zeros(3)
			"r = np.arange(5.); r[np.array([0, 9])] = np.zeros(3)", func() ndRes {
				r := vwSeq([1]int{5})
				Put(r, FromSlice([]int64{0, 9}), Zeros[float64]([1]int{3}))
				return resOf(r)
			}, nil, nil, false, "ValueError: shape mismatch: value array of shape (3,) could not be broadcast to indexing result of shape (2,)"},
		{ // r = np.arange(5.); r[np.array([0, -9])] = np.zeros(2)
			"r = np.arange(5.); r[np.array([0, -9])] = np.zeros(2)", func() ndRes {
				r := vwSeq([1]int{5})
				Put(r, FromSlice([]int64{0, -9}), Zeros[float64]([1]int{2}))
				return resOf(r)
			}, nil, nil, false, "IndexError: index -9 is out of bounds for axis 0 with size 5"},
		{ // r = np.zeros((2, 0, 4)); r[np.array([5])] = np.zeros(4)
			"r = np.zeros((2, 0, 4)); r[np.array([5])] = np.zeros(4)", func() ndRes {
				r := Zeros[float64]([3]int{2, 0, 4})
				Put(r, FromSlice([]int64{5}), Zeros[float64]([1]int{4}))
				return resOf(r)
			}, []int{2, 0, 4}, []float64{}, false, ""},
		{ // r = np.zeros((2, 0, 4)); r[np.array([5])] = 1
			"r = np.zeros((2, 0, 4)); r[np.array([5])] = 1", func() ndRes {
				r := Zeros[float64]([3]int{2, 0, 4})
				PutScalar(r, FromSlice([]int64{5}), 1)
				return resOf(r)
			}, []int{2, 0, 4}, []float64{}, false, ""},
		{ // r = np.zeros(0); r[np.array([5])] = 1
			"r = np.zeros(0); r[np.array([5])] = 1", func() ndRes { r := Zeros[float64]([1]int{0}); PutScalar(r, FromSlice([]int64{5}), 1); return resOf(r) }, nil, nil, false, "IndexError: index 5 is out of bounds for axis 0 with size 0"},
		{ // r = np.arange(5.); r[np.array([], dtype=np.int64)] = np.zeros(1)
			"r = np.arange(5.); r[np.array([], dtype=np.int64)] = np.zeros(1)", func() ndRes {
				r := vwSeq([1]int{5})
				Put(r, FromSlice([]int64{}), Zeros[float64]([1]int{1}))
				return resOf(r)
			}, []int{5}, []float64{0, 1, 2, 3, 4}, false, ""},
	})
}

func TestMask(t *testing.T) {
	runNDCases(t, []ndCase{
		{ // a = np.arange(24.).reshape(2, 3, 4); r = a[a % 3 == 0]
			"a = np.arange(24.).reshape(2, 3, 4); r = a[a % 3 == 0]", func() ndRes {
				a := vwSeq([3]int{2, 3, 4})
				return resOf(MaskSelect(a, vwMask(a, func(x float64) bool { return math.Mod(x, 3) == 0 })))
			}, []int{8}, []float64{0, 3, 6, 9, 12, 15, 18, 21}, false, ""},
		{ // a = np.arange(24.).reshape(2, 3, 4).T; r = a[a % 3 == 0]
			"a = np.arange(24.).reshape(2, 3, 4).T; r = a[a % 3 == 0]", func() ndRes {
				a := Transpose(vwSeq([3]int{2, 3, 4}))
				return resOf(MaskSelect(a, vwMask(a, func(x float64) bool { return math.Mod(x, 3) == 0 })))
			}, []int{8}, []float64{0, 12, 9, 21, 6, 18, 3, 15}, false, ""},
		{ // a = np.arange(24.).reshape(2, 3, 4); r = a[(a % 3 == 0).T.copy().T]
			"a = np.arange(24.).reshape(2, 3, 4); r = a[(a % 3 == 0).T.copy().T]", func() ndRes {
				a := vwSeq([3]int{2, 3, 4})
				return resOf(MaskSelect(a, vwFortran(vwMask(a, func(x float64) bool { return math.Mod(x, 3) == 0 }))))
			}, []int{8}, []float64{0, 3, 6, 9, 12, 15, 18, 21}, false, ""},
		{ // a = np.arange(24.).reshape(2, 3, 4)[::-1, :, ::2]; r = a[a % 3 == 0]
			"a = np.arange(24.).reshape(2, 3, 4)[::-1, :, ::2]; r = a[a % 3 == 0]", func() ndRes {
				a := View[[3]int](vwSeq([3]int{2, 3, 4}), Span(Open, Open, -1), Index{}, Span(Open, Open, 2))
				return resOf(MaskSelect(a, vwMask(a, func(x float64) bool { return math.Mod(x, 3) == 0 })))
			}, []int{4}, []float64{12, 18, 0, 6}, false, ""},
		{ // a = np.arange(24.).reshape(2, 3, 4); r = a[a > 100]
			"a = np.arange(24.).reshape(2, 3, 4); r = a[a > 100]", func() ndRes {
				a := vwSeq([3]int{2, 3, 4})
				return resOf(MaskSelect(a, vwMask(a, func(x float64) bool { return x > 100 })))
			}, []int{0}, []float64{}, false, ""},
		{ // a = np.arange(3.); r = a[np.zeros(4, bool)]
			"a = np.arange(3.); r = a[np.zeros(4, bool)]", func() ndRes { a := vwSeq([1]int{3}); return resOf(MaskSelect(a, Zeros[bool]([1]int{4}))) }, nil, nil, false, "IndexError: boolean index did not match indexed array along dimension 0; dimension is 3 but corresponding boolean dimension is 4"},
		{ // a = np.zeros((3, 2)); r = a[np.zeros((3, 3), bool)]
			"a = np.zeros((3, 2)); r = a[np.zeros((3, 3), bool)]", func() ndRes {
				a := Zeros[float64]([2]int{3, 2})
				return resOf(MaskSelect(a, Zeros[bool]([2]int{3, 3})))
			}, nil, nil, false, "IndexError: boolean index did not match indexed array along dimension 1; dimension is 2 but corresponding boolean dimension is 3"},
		{ // r = np.arange(24.).reshape(2, 3, 4); a = r[:, ::-1]; a[a % 3 == 0] = -1
			"r = np.arange(24.).reshape(2, 3, 4); a = r[:, ::-1]; a[a % 3 == 0] = -1", func() ndRes {
				r := vwSeq([3]int{2, 3, 4})
				a := View[[3]int](r, Index{}, Span(Open, Open, -1))
				MaskFill(a, vwMask(a, func(x float64) bool { return math.Mod(x, 3) == 0 }), -1)
				return resOf(r)
			}, []int{2, 3, 4}, []float64{-1, 1, 2, -1, 4, 5, -1, 7, 8, -1, 10, 11, -1, 13, 14, -1, 16, 17, -1, 19, 20, -1, 22, 23}, false, ""},
		{ // r = np.arange(24.).reshape(2, 3, 4); a = r.T; a[(a % 3 == 0)] = -1
			"r = np.arange(24.).reshape(2, 3, 4); a = r.T; a[(a % 3 == 0)] = -1", func() ndRes {
				r := vwSeq([3]int{2, 3, 4})
				a := Transpose(r)
				MaskFill(a, vwMask(a, func(x float64) bool { return math.Mod(x, 3) == 0 }), -1)
				return resOf(r)
			}, []int{2, 3, 4}, []float64{-1, 1, 2, -1, 4, 5, -1, 7, 8, -1, 10, 11, -1, 13, 14, -1, 16, 17, -1, 19, 20, -1, 22, 23}, false, ""},
		{ // r = np.arange(3.); r[np.zeros(4, bool)] = 1
			"r = np.arange(3.); r[np.zeros(4, bool)] = 1", func() ndRes { r := vwSeq([1]int{3}); MaskFill(r, Zeros[bool]([1]int{4}), 1); return resOf(r) }, nil, nil, false, "IndexError: boolean index did not match indexed array along dimension 0; dimension is 3 but corresponding boolean dimension is 4"},
		{ // r = np.arange(24.).reshape(2, 3, 4); a = r[:, ::-1]; a[a % 3 == 0] = -np.arange(8.)
			"r = np.arange(24.).reshape(2, 3, 4); a = r[:, ::-1]; a[a % 3 == 0] = -np.arange(8.)", func() ndRes {
				r := vwSeq([3]int{2, 3, 4})
				a := View[[3]int](r, Index{}, Span(Open, Open, -1))
				MaskPut(a, vwMask(a, func(x float64) bool { return math.Mod(x, 3) == 0 }), FromSlice([]float64{-0, -1, -2, -3, -4, -5, -6, -7}))
				return resOf(r)
			}, []int{2, 3, 4}, []float64{-2, 1, 2, -3, 4, 5, -1, 7, 8, 0, 10, 11, -6, 13, 14, -7, 16, 17, -5, 19, 20, -4, 22, 23}, false, ""},
		{ // r = np.arange(24.).reshape(2, 3, 4); a = r.T; a[a % 3 == 0] = -np.arange(16.)[::2]
			"r = np.arange(24.).reshape(2, 3, 4); a = r.T; a[a % 3 == 0] = -np.arange(16.)[::2]", func() ndRes {
				r := vwSeq([3]int{2, 3, 4})
				a := Transpose(r)
				MaskPut(a, vwMask(a, func(x float64) bool { return math.Mod(x, 3) == 0 }), View[[1]int](FromSlice([]float64{-0, -1, -2, -3, -4, -5, -6, -7, -8, -9, -10, -11, -12, -13, -14, -15}), Span(Open, Open, 2)))
				return resOf(r)
			}, []int{2, 3, 4}, []float64{0, 1, 2, -12, 4, 5, -8, 7, 8, -4, 10, 11, -2, 13, 14, -14, 16, 17, -10, 19, 20, -6, 22, 23}, false, ""},
		{ // r = np.arange(24.).reshape(2, 3, 4); r[r % 3 == 0] = np.array([-5.])
			"r = np.arange(24.).reshape(2, 3, 4); r[r % 3 == 0] = np.array([-5.])", func() ndRes {
				r := vwSeq([3]int{2, 3, 4})
				a := r
				MaskPut(a, vwMask(a, func(x float64) bool { return math.Mod(x, 3) == 0 }), FromSlice([]float64{-5}))
				return resOf(r)
			}, []int{2, 3, 4}, []float64{-5, 1, 2, -5, 4, 5, -5, 7, 8, -5, 10, 11, -5, 13, 14, -5, 16, 17, -5, 19, 20, -5, 22, 23}, false, ""},
		{ // r = np.arange(6.); m = r > 2; r[m] = r[:3] (Numba)
			"r = np.arange(6.); m = r > 2; r[m] = r[:3]", func() ndRes {
				r := vwSeq([1]int{6})
				MaskPut(r, vwMask(r, func(x float64) bool { return x > 2 }), View[[1]int](r, Span(Open, 3, Open)))
				return resOf(r)
			}, []int{6}, []float64{0, 1, 2, 0, 1, 2}, false, ""},
		{ // r = np.arange(6.); m = r < 4; r[m] = r[2:] (Numba)
			"r = np.arange(6.); m = r < 4; r[m] = r[2:]", func() ndRes {
				r := vwSeq([1]int{6})
				MaskPut(r, vwMask(r, func(x float64) bool { return x < 4 }), View[[1]int](r, Span(2, Open, Open)))
				return resOf(r)
			}, []int{6}, []float64{2, 3, 4, 5, 4, 5}, false, ""},
		{ // r = np.arange(5.); r[np.array([True, False, True, False, True])] = np.zeros(4)
			"r = np.arange(5.); r[np.array([True, False, True, False, True])] = np.zeros(4)", func() ndRes {
				r := vwSeq([1]int{5})
				MaskPut(r, FromSlice([]bool{true, false, true, false, true}), Zeros[float64]([1]int{4}))
				return resOf(r)
			}, nil, nil, false, "ValueError: NumPy boolean array indexing assignment cannot assign 4 input values to the 3 output values where the mask is true"},
		{ // r = np.arange(5.); r[np.zeros(5, bool)] = np.zeros(2)
			"r = np.arange(5.); r[np.zeros(5, bool)] = np.zeros(2)", func() ndRes {
				r := vwSeq([1]int{5})
				MaskPut(r, Zeros[bool]([1]int{5}), Zeros[float64]([1]int{2}))
				return resOf(r)
			}, nil, nil, false, "ValueError: NumPy boolean array indexing assignment cannot assign 2 input values to the 0 output values where the mask is true"},
		{ // r = np.arange(5.); r[np.ones(5, bool)] = np.zeros(0)
			"r = np.arange(5.); r[np.ones(5, bool)] = np.zeros(0)", func() ndRes {
				r := vwSeq([1]int{5})
				MaskPut(r, Ones[bool]([1]int{5}), Zeros[float64]([1]int{0}))
				return resOf(r)
			}, nil, nil, false, "ValueError: NumPy boolean array indexing assignment cannot assign 0 input values to the 5 output values where the mask is true"},
		{ // r = np.arange(5.); r[np.zeros(5, bool)] = np.zeros(0)
			"r = np.arange(5.); r[np.zeros(5, bool)] = np.zeros(0)", func() ndRes {
				r := vwSeq([1]int{5})
				MaskPut(r, Zeros[bool]([1]int{5}), Zeros[float64]([1]int{0}))
				return resOf(r)
			}, []int{5}, []float64{0, 1, 2, 3, 4}, false, ""},
		{ // r = np.arange(5.); r[np.zeros(6, bool)] = np.zeros(7)
			"r = np.arange(5.); r[np.zeros(6, bool)] = np.zeros(7)", func() ndRes {
				r := vwSeq([1]int{5})
				MaskPut(r, Zeros[bool]([1]int{6}), Zeros[float64]([1]int{7}))
				return resOf(r)
			}, nil, nil, false, "IndexError: boolean index did not match indexed array along dimension 0; dimension is 5 but corresponding boolean dimension is 6"},
	})
}

func TestCountTrue(t *testing.T) {
	for _, tt := range []struct {
		py   string
		mask func() Array[bool, [3]int]
		want int
	}{
		{"np.count_nonzero(np.arange(24.).reshape(2, 3, 4) % 3 == 0)", func() Array[bool, [3]int] {
			return vwMask(vwSeq([3]int{2, 3, 4}), func(x float64) bool { return math.Mod(x, 3) == 0 })
		}, 8}, // np.count_nonzero(np.arange(24.).reshape(2, 3, 4) % 3 == 0)
		{"np.count_nonzero((np.arange(24.).reshape(2, 3, 4) % 5 == 1)[:, ::-1, ::3])", func() Array[bool, [3]int] {
			return View[[3]int](vwMask(vwSeq([3]int{2, 3, 4}), func(x float64) bool { return math.Mod(x, 5) == 1 }), Index{}, Span(Open, Open, -1), Span(Open, Open, 3))
		}, 2}, // np.count_nonzero((np.arange(24.).reshape(2, 3, 4) % 5 == 1)[:, ::-1, ::3])
		{"np.count_nonzero((np.arange(24.).reshape(2, 3, 4) > 4).T)", func() Array[bool, [3]int] {
			return Transpose(vwMask(vwSeq([3]int{2, 3, 4}), func(x float64) bool { return x > 4 }))
		}, 19}, // np.count_nonzero((np.arange(24.).reshape(2, 3, 4) > 4).T)
		{"np.count_nonzero(np.zeros((2, 0, 3), bool))", func() Array[bool, [3]int] { return Zeros[bool]([3]int{2, 0, 3}) }, 0}, // np.count_nonzero(np.zeros((2, 0, 3), bool))
		{"np.count_nonzero(np.ones((2, 3, 4), bool))", func() Array[bool, [3]int] { return Ones[bool]([3]int{2, 3, 4}) }, 24},  // np.count_nonzero(np.ones((2, 3, 4), bool))
	} {
		m := tt.mask()
		if got := CountTrue(m); got != tt.want {
			t.Errorf("%s: CountTrue = %d, want %d", tt.py, got, tt.want)
		}
		if got := Nonzero(m); got != tt.want {
			t.Errorf("%s: Nonzero = %d, want %d", tt.py, got, tt.want)
		}
	}
}

// TestPutKeepsArrayOnError checks that an index out of range leaves the array untouched.
func TestPutKeepsArrayOnError(t *testing.T) {
	r := vwSeq([1]int{5})
	_, err := catch(func() int { Put(r, FromSlice([]int32{0, 1, 5}), FromSlice([]float64{7, 8, 9})); return 0 })
	checkErr(t, "Put", err, "IndexError: index 5 is out of bounds for axis 0 with size 5")
	if r.Data[0] != 0 || r.Data[1] != 1 {
		t.Errorf("Put wrote before failing: %v", r.Data)
	}
}

func TestFancyNoAlloc(t *testing.T) {
	a := vwSeq([2]int{8, 8})
	idx := FromSlice([]int64{7, 0, 3})
	src := vwSeq([1]int{8})
	mask := vwMask(a, func(x float64) bool { return math.Mod(x, 3) == 0 })
	n := testing.AllocsPerRun(20, func() {
		PutScalar(a, idx, 1)
		Put(a, idx, src)
		MaskFill(a, mask, 2)
		_ = CountTrue(mask)
	})
	if n != 0 {
		t.Errorf("PutScalar/Put/MaskFill/CountTrue allocate: %v per run", n)
	}
}
