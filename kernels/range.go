package kernels

import "math"

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

// Range is a Python range object that generated code uses as a value: stored, passed to
// functions, iterated, measured and tested with in.
type Range struct {
	Start, Stop, Step int64
}

// NewRange returns range(start, stop, step). It panics with a *ValueError when step is zero.
func NewRange(start, stop, step int64) Range {
	if step == 0 {
		raiseValue("range() arg 3 must not be zero")
	}
	return Range{Start: start, Stop: stop, Step: step}
}

// Len returns len(r).
func (r Range) Len() int64 { return RangeLen(r.Start, r.Stop, r.Step) }

// At returns the i-th value of r, for 0 <= i < r.Len().
func (r Range) At(i int64) int64 { return r.Start + i*r.Step }

// Contains reports whether x in r.
func (r Range) Contains(x int64) bool {
	n := r.Len()
	if n == 0 {
		return false
	}
	d := x - r.Start
	if d%r.Step != 0 {
		return false
	}
	k := d / r.Step
	return k >= 0 && k < n
}

// Unpack returns the values of r for x, y, z = r; a length other than n panics with Numba's
// *ValueError (which has no message).
func (r Range) Unpack(n int) []int64 {
	if r.Len() != int64(n) {
		panic(&ValueError{})
	}
	v := make([]int64, n)
	for i := range v {
		v[i] = r.At(int64(i))
	}
	return v
}

// ContainsFloat reports whether the float x is in r, as Numba tests it: a whole number
// (x % 1 == 0, so not NaN or an infinity) whose integer value is in r.
func (r Range) ContainsFloat(x float64) bool {
	if math.Mod(x, 1) != 0 {
		return false
	}
	return r.Contains(int64(x))
}

// ContainsComplex reports whether the complex x is in r: a zero imaginary part and a real
// part that ContainsFloat finds.
func (r Range) ContainsComplex(x complex128) bool {
	return imag(x) == 0 && r.ContainsFloat(real(x))
}

// Index returns r[i], a negative i counting from the end, as Python's range indexing does; an
// index outside the range raises IndexError.
func (r Range) Index(i int64) int64 {
	n := r.Len()
	if i < 0 {
		i += n
	}
	if i < 0 || i >= n {
		panic(&IndexError{Msg: "range object index out of range"})
	}
	return r.Start + i*r.Step
}

// Slice returns r[lo:hi:step] (NoIndex for an omitted bound), the range Python's slicing of a
// range gives: the selected values, as a range. A zero step raises ValueError.
func (r Range) Slice(lo, hi, step int64) Range {
	if step == 0 {
		raiseValue("slice step cannot be zero")
	}
	start, stop := sliceBounds(r.Len(), lo, hi, step)
	return Range{Start: r.Start + start*r.Step, Stop: r.Start + stop*r.Step, Step: r.Step * step}
}
