package kernels

import "math"

// Slice is a slice object, start:stop:step, as Numba's slice3_type holds it: every part an
// int64, the parts left out filled in by MakeSlice.
type Slice struct {
	Start, Stop, Step int64
}

// MakeSlice returns the slice object lo:hi:step, where has* say which parts were given. As
// Numba's slice constructor: a missing step is 1; a missing start is 0 and a missing stop
// the largest int64 when the step is not negative, and the largest and the smallest int64
// when it is.
func MakeSlice(lo, hi, step int64, hasLo, hasHi, hasStep bool) Slice {
	if !hasStep {
		step = 1
	}
	if !hasLo {
		lo = 0
		if step < 0 {
			lo = math.MaxInt64
		}
	}
	if !hasHi {
		hi = math.MaxInt64
		if step < 0 {
			hi = math.MinInt64
		}
	}
	return Slice{Start: lo, Stop: hi, Step: step}
}
