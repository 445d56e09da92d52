package kernels

import (
	"cmp"
	"slices"
)

// Sorting complex arrays. Numba 0.56 hangs on them (its quicksort compares with complex <), so
// pygo sorts as NumPy does: by real part, then imaginary part, NaNs last in NumPy's order
// [R + Rj, R + nanj, nan + Rj, nan + nanj] (npysort's CLT), with a stable sort. Among equal
// keys NumPy's quicksort keeps the input order for up to 17 elements (its insertion sort), so
// argsort gives NumPy's result there and the stable order beyond.

// complexLT is NumPy's less-than for complex sort keys.
func complexLT(a, b complex128) bool {
	ar, ai, br, bi := real(a), imag(a), real(b), imag(b)
	switch {
	case ar < br:
		return ai == ai || bi != bi
	case ar > br:
		return bi != bi && ai == ai
	case ar == br || ar != ar && br != br:
		return ai < bi || bi != bi && ai == ai
	}
	return br != br
}

// complexCmp orders complex sort keys by complexLT, equal keys as 0.
func complexCmp[T Complex](a, b T) int {
	switch {
	case complexLT(complex128(a), complex128(b)):
		return -1
	case complexLT(complex128(b), complex128(a)):
		return 1
	}
	return 0
}

// SortComplex returns np.sort(a) of a complex array: a new C-ordered array with every lane
// along the last axis sorted in NumPy's order.
func SortComplex[T Complex, D Dims](a Array[T, D]) Array[T, D] {
	c := a.Copy()
	m := c.Shape[len(c.Shape)-1]
	if m < 2 {
		return c
	}
	for off := 0; off < len(c.Data); off += m {
		slices.SortStableFunc(c.Data[off:off+m], complexCmp[T])
	}
	return c
}

// SortComplexInPlace is a.sort() of a complex array: every lane along the last axis sorted in
// place in NumPy's order.
func SortComplexInPlace[T Complex, D Dims](a Array[T, D]) {
	last := len(a.Shape) - 1
	n, st := a.Shape[last], a.Strides[last]
	if n < 2 {
		return
	}
	lanes := a
	lanes.Shape[last] = 1 // Each then visits the first element of every lane
	tmp := make([]T, n)
	lanes.Each(func(off int) {
		for i := range tmp {
			tmp[i] = a.Data[off+i*st]
		}
		slices.SortStableFunc(tmp, complexCmp[T])
		for i, v := range tmp {
			a.Data[off+i*st] = v
		}
	})
}

// ArgsortComplex returns np.argsort(a) of a complex vector (any kind): the indexes that sort a
// in NumPy's order, equal keys in their input order.
func ArgsortComplex[T Complex](a Vector[T]) Vector[int64] {
	vals := a.Slice()
	r := sortRange(len(vals))
	slices.SortStableFunc(r, func(i, j int64) int {
		return cmp.Or(complexCmp(vals[i], vals[j]), cmp.Compare(i, j))
	})
	return FromSlice(r)
}

// UniqueComplex returns np.unique(a) of a complex array as Numba's algorithm would: the
// elements sorted (in NumPy's order), each kept when it differs (!=) from the one before, so
// that every NaN is kept.
func UniqueComplex[T Complex, D Dims](a Array[T, D]) Vector[T] {
	b := a.Copy().Data
	slices.SortStableFunc(b, complexCmp[T])
	if len(b) == 0 {
		return FromSlice(b)
	}
	w := 1
	for i := 1; i < len(b); i++ {
		if b[i] != b[i-1] {
			b[w] = b[i]
			w++
		}
	}
	return FromSlice(b[:w:w])
}
