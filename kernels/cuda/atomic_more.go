package cuda

// The atomics beyond add, sub, max and min, as Numba's cuda.atomic has them. Each returns the
// old value, and each runs as one compare-and-swap loop on the element's bits, as pygo's CUDA C
// does on the GPU.

// AtomicInteger is the element types of the bitwise and exchange atomics.
type AtomicInteger interface {
	~int32 | ~int64 | ~uint32 | ~uint64
}

// AtomicUnsigned is the element types of cuda.atomic.inc and dec.
type AtomicUnsigned interface {
	~uint32 | ~uint64
}

// AtomicAnd_ is cuda.atomic.and_: *p &= v.
func AtomicAnd_[T AtomicInteger](p *T, v T) T {
	return casLoop(p, func(old T) T { return old & v })
}

// AtomicOr_ is cuda.atomic.or_: *p |= v.
func AtomicOr_[T AtomicInteger](p *T, v T) T {
	return casLoop(p, func(old T) T { return old | v })
}

// AtomicXor is cuda.atomic.xor: *p ^= v.
func AtomicXor[T AtomicInteger](p *T, v T) T {
	return casLoop(p, func(old T) T { return old ^ v })
}

// AtomicExch is cuda.atomic.exch: *p = v.
func AtomicExch[T AtomicInteger](p *T, v T) T {
	return casLoop(p, func(T) T { return v })
}

// AtomicInc is cuda.atomic.inc: *p = 0 when *p >= v, else *p + 1 (a counter that wraps at v).
func AtomicInc[T AtomicUnsigned](p *T, v T) T {
	return casLoop(p, func(old T) T {
		if old >= v {
			return 0
		}
		return old + 1
	})
}

// AtomicDec is cuda.atomic.dec: *p = v when *p is 0 or over v, else *p - 1.
func AtomicDec[T AtomicUnsigned](p *T, v T) T {
	return casLoop(p, func(old T) T {
		if old == 0 || old > v {
			return v
		}
		return old - 1
	})
}

// AtomicNanmax is cuda.atomic.nanmax: the larger of *p and v, a NaN counting as missing (as
// np.nanmax of the two).
func AtomicNanmax[T Atomic](p *T, v T) T {
	return nanPick(p, v, func(v, old T) bool { return v > old })
}

// AtomicNanmin is cuda.atomic.nanmin: the smaller of *p and v, a NaN counting as missing.
func AtomicNanmin[T Atomic](p *T, v T) T {
	return nanPick(p, v, func(v, old T) bool { return v < old })
}

// nanPick stores v in *p where *p is NaN or v is not NaN and better than *p.
func nanPick[T Atomic](p *T, v T, better func(v, old T) bool) T {
	return casLoop(p, func(old T) T {
		if old != old || v == v && better(v, old) {
			return v
		}
		return old
	})
}

// AtomicCompareAndSwap is cuda.atomic.compare_and_swap on the first element of an array: *p =
// v when *p == old. It returns the value *p had.
func AtomicCompareAndSwap[T AtomicInteger](p *T, old, v T) T {
	return casLoop(p, func(cur T) T {
		if cur == old {
			return v
		}
		return cur
	})
}
