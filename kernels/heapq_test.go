package kernels

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestHeapProperties pushes, pops and replaces random items and checks the heap invariant after
// every step, pops coming out sorted, and nsmallest/nlargest against sorting.
func TestHeapProperties(t *testing.T) {
	less := func(a, b int) bool { return a < b }
	r := rand.New(rand.NewPCG(3, 4))
	isHeap := func(h []int) bool {
		for i := 1; i < len(h); i++ {
			if h[i] < h[(i-1)/2] {
				return false
			}
		}
		return true
	}
	for round := range 200 {
		var h []int
		var all []int
		for range r.IntN(40) {
			x := r.IntN(20)
			all = append(all, x)
			switch r.IntN(3) {
			case 0, 1:
				HeapPush(&h, x, less)
			default:
				if len(h) > 0 {
					all = append(all, HeapPushPop(h, x, less))
				} else {
					HeapPush(&h, x, less)
				}
			}
			if !isHeap(h) {
				t.Fatalf("round %d: not a heap: %v", round, h)
			}
		}
		c := slices.Clone(all)
		Heapify(c, less)
		if !isHeap(c) {
			t.Fatalf("round %d: heapify gave %v", round, c)
		}
		var popped []int
		for len(h) > 0 {
			popped = append(popped, HeapPop(&h, less))
		}
		if !slices.IsSorted(popped) {
			t.Fatalf("round %d: pops not sorted: %v", round, popped)
		}
		sorted := slices.Clone(all)
		slices.Sort(sorted)
		for _, n := range []int64{0, 1, 2, 5, int64(len(all)), int64(len(all)) + 3} {
			if len(all) == 0 && n == 1 {
				continue // StopIteration
			}
			k := min(int(n), len(all))
			if got := *NSmallest(n, all, less); !slices.Equal(got, sorted[:k]) {
				t.Fatalf("nsmallest(%d, %v) = %v", n, all, got)
			}
			want := slices.Clone(sorted)
			slices.Reverse(want)
			if got := *NLargest(n, all, less); !slices.Equal(got, want[:k]) {
				t.Fatalf("nlargest(%d, %v) = %v", n, all, got)
			}
		}
	}
}
