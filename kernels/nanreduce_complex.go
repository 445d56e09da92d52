package kernels

import (
	"math"
	"math/cmplx"
)

// This file holds the NaN-skipping reductions of complex arrays, following Numba 0.56's
// algorithms (numba/np/arraymath.py): an element is NaN when its real or imaginary part is.

func isNaNComplex[T Complex](v T) bool {
	c := complex128(v)
	return math.IsNaN(real(c)) || math.IsNaN(imag(c))
}

// nanMinMaxComplex is Numba's complex nanmin (isMax false) and nanmax: the first element, replaced by a later element
// when the current value's real part is NaN and the element's is not, or else when the element's real part beats the
// current one's, or ties with it and its imaginary part beats. An empty array panics with *ValueError.
func nanMinMaxComplex[T Complex, D Dims](a Array[T, D], isMax bool) T {
	s := redSeq(a)
	if len(s) == 0 {
		panic(&ValueError{Msg: "zero-size array to reduction operation not possible"})
	}
	beats := func(x, y float64) bool {
		if isMax {
			return x > y
		}
		return x < y
	}
	r := s[0]
	for _, v := range s[1:] {
		rc, vc := complex128(r), complex128(v)
		switch {
		case math.IsNaN(real(rc)) && !math.IsNaN(real(vc)):
			r = v
		case beats(real(vc), real(rc)):
			r = v
		case real(vc) == real(rc) && beats(imag(vc), imag(rc)):
			r = v
		}
	}
	return r
}

// NanMinComplex returns np.nanmin(a) of a complex array, ordered by real part, then imaginary part.
func NanMinComplex[T Complex, D Dims](a Array[T, D]) T { return nanMinMaxComplex(a, false) }

// NanMaxComplex returns np.nanmax(a) of a complex array, ordered by real part, then imaginary part.
func NanMaxComplex[T Complex, D Dims](a Array[T, D]) T { return nanMinMaxComplex(a, true) }

// NanSumComplex returns np.nansum(a) of a complex array, accumulated in T.
func NanSumComplex[T Complex, D Dims](a Array[T, D]) T {
	var c T
	for _, v := range redSeq(a) {
		if !isNaNComplex(v) {
			c += v
		}
	}
	return c
}

// NanProdComplex returns np.nanprod(a) of a complex array, accumulated in T.
func NanProdComplex[T Complex, D Dims](a Array[T, D]) T {
	c := T(1)
	for _, v := range redSeq(a) {
		if !isNaNComplex(v) {
			c = MulComplex(c, v)
		}
	}
	return c
}

// NanCumsumComplex returns np.nancumsum(a) of a complex array: the running sum in C order, accumulated in T, with
// NaN elements counted as 0.
func NanCumsumComplex[T Complex, D Dims](a Array[T, D]) Vector[T] {
	s := redSeq(a)
	r := Empty[T]([1]int{len(s)})
	var c T
	for i, v := range s {
		if !isNaNComplex(v) {
			c += v
		}
		r.Data[i] = c
	}
	return r
}

// NanCumprodComplex returns np.nancumprod(a) of a complex array: the running product in C order, accumulated in T
// with MulComplex, with NaN elements counted as 1.
func NanCumprodComplex[T Complex, D Dims](a Array[T, D]) Vector[T] {
	s := redSeq(a)
	r := Empty[T]([1]int{len(s)})
	c := T(1)
	for i, v := range s {
		if !isNaNComplex(v) {
			c = MulComplex(c, v)
		}
		r.Data[i] = c
	}
	return r
}

// NanMeanComplex returns np.nanmean(a) of a complex array as Numba computes it: the elements that are not NaN summed in
// complex128, then np.divide by their count (NumPy's complex division, which multiplies by the reciprocal); with no
// such element, 0/0 in each part (NaN), without raising.
func NanMeanComplex[T Complex, D Dims](a Array[T, D]) complex128 {
	var c complex128
	n := 0
	for _, v := range redSeq(a) {
		if !isNaNComplex(v) {
			c += complex128(v)
			n++
		}
	}
	if n == 0 {
		return complex(real(c)/0, imag(c)/0)
	}
	q := cdivReal([2]float64{real(c), imag(c)}, float64(n))
	return complex(q[0], q[1])
}

// NanVarComplex returns np.nanvar(a) of a complex array as Numba: NanMeanComplex, then the mean of
// real(d * conj(d)) over the deviations d of the elements that are not NaN (NaN when there are none).
func NanVarComplex[T Complex, D Dims](a Array[T, D]) float64 {
	m := NanMeanComplex(a)
	ssd, n := 0.0, 0
	for _, v := range redSeq(a) {
		if !isNaNComplex(v) {
			d := complex128(v) - m
			p := cmulParts([2]float64{real(d), imag(d)}, [2]float64{real(d), imag(cmplx.Conj(d))})
			ssd += p[0]
			n++
		}
	}
	return ssd / float64(n)
}

// NanStdComplex returns np.nanstd(a) of a complex array: NanVarComplex ** 0.5.
func NanStdComplex[T Complex, D Dims](a Array[T, D]) float64 { return math.Sqrt(NanVarComplex(a)) }

// NanMinBool returns np.nanmin(a) of a bool array: whether every element is true. An empty array panics with
// *ValueError, as NanMin.
func NanMinBool[D Dims](a Array[bool, D]) bool { return nanMinMaxBool(a, false) }

// NanMaxBool returns np.nanmax(a) of a bool array: whether some element is true. An empty array panics with
// *ValueError, as NanMax.
func NanMaxBool[D Dims](a Array[bool, D]) bool { return nanMinMaxBool(a, true) }

func nanMinMaxBool[D Dims](a Array[bool, D], isMax bool) bool {
	s := redSeq(a)
	if len(s) == 0 {
		panic(&ValueError{Msg: "zero-size array to reduction operation not possible"})
	}
	for _, v := range s {
		if v == isMax {
			return isMax
		}
	}
	return !isMax
}
