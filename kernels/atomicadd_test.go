package kernels

import (
	"sync"
	"testing"
)

// TestAtomicAdd updates the same elements from many goroutines (run it with -race): integer
// and float counts come out as a sequential loop gives them.
func TestAtomicAdd(t *testing.T) {
	counts := make([]int64, 4)
	sums := make([]float64, 4)
	small := make([]uint32, 4)
	var wg sync.WaitGroup
	for g := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 1000 {
				AtomicAdd(&counts[(g+i)%4], 1)
				AtomicAdd(&sums[i%4], 0.5)
				AtomicAdd(&small[i%4], uint32(2))
			}
		}()
	}
	wg.Wait()
	for k := range 4 {
		if counts[k] != 2000 || sums[k] != 1000 || small[k] != 4000 {
			t.Errorf("element %d: counts %d, sums %v, small %d; want 2000, 1000, 4000", k, counts[k], sums[k], small[k])
		}
	}
}
