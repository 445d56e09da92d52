package kernels

import "testing"

// TestPutAxis compares the whole base array after the assignment, made through the basic view
// the other indexes give (the shares column is unused). An index out of range must leave the
// array as it was.
func TestPutAxis(t *testing.T) {
	runNDCases(t, []ndCase{
		{"r = np.arange(24.).reshape(2, 3, 4); r[:, np.array([2, 0])] = -1", func() ndRes {
			r := vwSeq([3]int{2, 3, 4})
			PutAxisScalar(r, FromSlice([]int64{2, 0}), 1, -1)
			return resOf(r)
		}, []int{2, 3, 4}, []float64{-1, -1, -1, -1, 4, 5, 6, 7, -1, -1, -1, -1, -1, -1, -1, -1, 16, 17, 18, 19, -1, -1, -1, -1}, false, ""},
		{"r = np.arange(24.).reshape(2, 3, 4); r[:, :, np.array([3, -4])] = np.array([[10., 20.]])", func() ndRes {
			r := vwSeq([3]int{2, 3, 4})
			src := Array[float64, [2]int]{Data: []float64{10, 20}, Shape: [2]int{1, 2}, Strides: [2]int{2, 1}}
			PutAxis(r, FromSlice([]int16{3, -4}), 2, src)
			return resOf(r)
		}, []int{2, 3, 4}, []float64{20, 1, 2, 10, 20, 5, 6, 10, 20, 9, 10, 10, 20, 13, 14, 10, 20, 17, 18, 10, 20, 21, 22, 10}, false, ""},
		{"r = np.arange(24.).reshape(2, 3, 4); r[:, np.array([1, 3])] = 0", func() ndRes {
			r := vwSeq([3]int{2, 3, 4})
			PutAxisScalar(r, FromSlice([]int64{1, 3}), 1, 0)
			return resOf(r)
		}, nil, nil, false, "IndexError: index 3 is out of bounds for axis 1 with size 3"},
		{"r = np.arange(24.).reshape(2, 3, 4); r[:, np.array([1, 2])] = np.arange(3.)", func() ndRes {
			r := vwSeq([3]int{2, 3, 4})
			PutAxis(r, FromSlice([]uint8{1, 2}), 1, vwSeq([1]int{3}))
			return resOf(r)
		}, nil, nil, false, "ValueError: cannot assign slice from input of different size"},
	})
}
