package kernels

import "testing"

func TestRangeValue(t *testing.T) {
	for _, tt := range []struct {
		r    Range
		want []int64
	}{
		{NewRange(0, 5, 1), []int64{0, 1, 2, 3, 4}},
		{NewRange(2, 20, 3), []int64{2, 5, 8, 11, 14, 17}},
		{NewRange(10, 0, -3), []int64{10, 7, 4, 1}},
		{NewRange(5, 0, 1), nil},
	} {
		if n := tt.r.Len(); n != int64(len(tt.want)) {
			t.Errorf("len(%v) = %d, want %d", tt.r, n, len(tt.want))
		}
		in := map[int64]bool{}
		for i, v := range tt.want {
			if got := tt.r.At(int64(i)); got != v {
				t.Errorf("%v[%d] = %d, want %d", tt.r, i, got, v)
			}
			in[v] = true
		}
		for x := int64(-12); x <= 22; x++ {
			if tt.r.Contains(x) != in[x] {
				t.Errorf("%d in %v = %v", x, tt.r, !in[x])
			}
		}
	}
}
