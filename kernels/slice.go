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

// SpanOf is the index of an array by the slice object s (a[s]): Span of its parts. The
// defaults MakeSlice gives for a negative step (start the largest int64, stop the smallest)
// clamp to the ends of the axis, as the parts left out of a[::-1] do.
func SpanOf(s Slice) Index {
	start, stop := clampInt(s.Start), clampInt(s.Stop)
	if s.Step == 0 {
		panic(&ValueError{Msg: "slice step cannot be zero"})
	}
	return Span(start, stop, clampInt(s.Step))
}

// clampInt converts v to int, keeping it clear of Open (the smallest int), which Span reads
// as a part left out: the smallest int64 as a stop is past the start of any axis anyway.
func clampInt(v int64) int {
	if v <= math.MinInt+1 {
		return math.MinInt + 1
	}
	return int(v)
}
