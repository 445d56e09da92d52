package kernels

import "testing"

// TestUfuncWholeRuns checks the runs a flat plan hands its inner loop: contiguous operands get
// one run of every element (so that the loop sees the length that decides streaming,
// simd/stream.go), and a broadcast element still goes through buffers of ufuncChunk.
func TestUfuncWholeRuns(t *testing.T) {
	n := 5*ufuncChunk + 3
	x := Uninit[float64]([1]int{n})
	for i := range x.Data {
		x.Data[i] = float64(i)
	}
	for _, tt := range []struct {
		name    string
		y       Operand[float64]
		wantMax int
		want    func(i int) float64
	}{
		{"contiguous", x, n, func(i int) float64 { return 2 * float64(i) }},
		{"scalar", Scalar(0.5), ufuncChunk, func(i int) float64 { return float64(i) + 0.5 }},
		{"element", FromData([]float64{3}, [1]int{1}), ufuncChunk, func(i int) float64 { return float64(i) + 3 }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var runs []int
			loop := func(o, a, b []float64) {
				runs = append(runs, len(o))
				addLoop(o, a, b)
			}
			out := Uninit[float64]([1]int{n})
			if err := Ufunc2(out, x, tt.y, false, loop); err != nil {
				t.Fatal(err)
			}
			total, longest := 0, 0
			for _, r := range runs {
				total += r
				longest = max(longest, r)
			}
			if total != n || longest != tt.wantMax {
				t.Errorf("runs %v: total %d, longest %d; want %d and %d", runs, total, longest, n, tt.wantMax)
			}
			for i, v := range out.Data {
				if v != tt.want(i) {
					t.Fatalf("element %d is %v, want %v", i, v, tt.want(i))
				}
			}
		})
	}
}
