package kernels

// RangeLen returns the number of iterations of range(start, stop, step) as Numba computes it: stop - start wraps
// around, so a range longer than MaxInt64 has length 0. It panics with a *ValueError when step is zero.
func RangeLen(start, stop, step int64) int64 {
	if step == 0 {
		raiseValue("range() arg 3 must not be zero")
	}
	diff := stop - start
	if (diff > 0) != (step > 0) {
		return 0
	}
	n := diff / step
	if diff%step != 0 {
		n++
	}
	return n
}

//go:noinline
func raiseValue(msg string) {
	panic(&ValueError{Msg: msg})
}
