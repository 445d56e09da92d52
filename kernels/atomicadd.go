package kernels

import (
	"math"
	"sync/atomic"
	"unsafe"
)

// Atomic is the element types AtomicAdd updates.
type Atomic interface {
	int32 | int64 | uint32 | uint64 | float32 | float64
}

// AtomicAdd adds v to *p atomically: a[idx] += v in a prange loop whose iterations may update
// the same element (a histogram's counts[b] += 1). Integer sums come out as a sequential loop
// gives them; a float element that several iterations update receives their values in the
// order the goroutines reach it, as Numba's threads race for it (but none is lost).
func AtomicAdd[T Atomic](p *T, v T) {
	switch q := any(p).(type) {
	case *int64:
		atomic.AddInt64(q, int64(v))
	case *int32:
		atomic.AddInt32(q, int32(v))
	case *uint64:
		atomic.AddUint64(q, uint64(v))
	case *uint32:
		atomic.AddUint32(q, uint32(v))
	case *float64:
		u := (*uint64)(unsafe.Pointer(q))
		for {
			old := atomic.LoadUint64(u)
			if atomic.CompareAndSwapUint64(u, old, math.Float64bits(math.Float64frombits(old)+float64(v))) {
				return
			}
		}
	case *float32:
		u := (*uint32)(unsafe.Pointer(q))
		for {
			old := atomic.LoadUint32(u)
			if atomic.CompareAndSwapUint32(u, old, math.Float32bits(math.Float32frombits(old)+float32(v))) {
				return
			}
		}
	}
}
