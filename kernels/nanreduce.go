package kernels

import (
	"math"
	"slices"
)

// This file holds the reductions that skip NaNs (np.nanmin, np.nansum, ...), np.ptp and
// np.average, following Numba 0.56's algorithms: elements in C order, NaN tests only on floats.

func isNaNElem[T Real](v T) bool { return v != v }

// nanMinMax is Numba's nanmin (isMax false) and nanmax: the first element, replaced by every
// later non-NaN element that the current value does not beat. An empty array panics with
// *ValueError.
func nanMinMax[T Real, D Dims](a Array[T, D], isMax bool) T {
	s := redSeq(a)
	if len(s) == 0 {
		panic(&ValueError{Msg: "zero-size array to reduction operation not possible"})
	}
	r := s[0]
	for _, v := range s[1:] {
		if isNaNElem(v) {
			continue
		}
		if isMax && !(r > v) || !isMax && !(r < v) {
			r = v
		}
	}
	return r
}

// NanMin returns np.nanmin(a): the least element that is not NaN (NaN when all are).
func NanMin[T Real, D Dims](a Array[T, D]) T { return nanMinMax(a, false) }

// NanMax returns np.nanmax(a): the greatest element that is not NaN (NaN when all are).
func NanMax[T Real, D Dims](a Array[T, D]) T { return nanMinMax(a, true) }

// NanSum returns np.nansum(a) accumulated in S (int64 for integers, the array's type for floats).
func NanSum[S, T Real, D Dims](a Array[T, D]) S {
	var c S
	for _, v := range redSeq(a) {
		if !isNaNElem(v) {
			c += S(v)
		}
	}
	return c
}

// NanProd returns np.nanprod(a) accumulated in S, as NanSum.
func NanProd[S, T Real, D Dims](a Array[T, D]) S {
	c := S(1)
	for _, v := range redSeq(a) {
		if !isNaNElem(v) {
			c *= S(v)
		}
	}
	return c
}

// NanMean returns np.nanmean(a): the float64 sum of the elements that are not NaN over their
// count (NaN when there are none, without raising).
func NanMean[T Real, D Dims](a Array[T, D]) float64 {
	c, n := 0.0, 0
	for _, v := range redSeq(a) {
		if !isNaNElem(v) {
			c += float64(v)
			n++
		}
	}
	return c / float64(n)
}

// NanVar returns np.nanvar(a, ddof=0) as Numba: NanMean, then the mean squared deviation of
// the elements that are not NaN.
func NanVar[T Real, D Dims](a Array[T, D]) float64 {
	m := NanMean(a)
	ssd, n := 0.0, 0
	for _, v := range redSeq(a) {
		if !isNaNElem(v) {
			d := float64(v) - m
			ssd += d * d
			n++
		}
	}
	return ssd / float64(n)
}

// NanStd returns np.nanstd(a): NanVar ** 0.5.
func NanStd[T Real, D Dims](a Array[T, D]) float64 { return math.Sqrt(NanVar(a)) }

// NanMedian returns np.nanmedian(a): the median of the elements that are not NaN (NaN when
// there are none).
func NanMedian[T Real, D Dims](a Array[T, D]) float64 {
	var tmp []T
	for _, v := range redSeq(a) {
		if !isNaNElem(v) {
			tmp = append(tmp, v)
		}
	}
	if len(tmp) == 0 {
		return math.NaN()
	}
	return Median(FromSlice(tmp))
}

// NanCumsum returns np.nancumsum(a): the running sum in C order with NaNs counted as 0.
func NanCumsum[T Real, D Dims](a Array[T, D]) Vector[T] {
	s := redSeq(a)
	r := Empty[T]([1]int{len(s)})
	var c T
	for i, v := range s {
		if !isNaNElem(v) {
			c += v
		}
		r.Data[i] = c
	}
	return r
}

// NanCumprod returns np.nancumprod(a): the running product in C order with NaNs counted as 1.
func NanCumprod[T Real, D Dims](a Array[T, D]) Vector[T] {
	s := redSeq(a)
	r := Empty[T]([1]int{len(s)})
	c := T(1)
	for i, v := range s {
		if !isNaNElem(v) {
			c *= v
		}
		r.Data[i] = c
	}
	return r
}

// Ptp returns np.ptp(a): the largest element minus the smallest, in the array's type (integers
// wrap as in NumPy); NaN when a float array holds a NaN. An empty array panics with *ValueError.
func Ptp[T Real, D Dims](a Array[T, D]) T {
	s := redSeq(a)
	if len(s) == 0 {
		panic(&ValueError{Msg: "zero-size array reduction not possible"})
	}
	lo, hi := s[0], s[0]
	for _, v := range s {
		if isNaNElem(v) {
			return v
		}
		lo, hi = min(lo, v), max(hi, v)
	}
	return hi - lo
}

// AverageWeights returns np.average(a, weights=w) as Numba: sum(a*w)/sum(w) in float64, for
// a and w of one shape (others panic with Numba's *TypeError). A zero sum of weights panics
// with *ZeroDivisionError.
func AverageWeights[T, W Real, D, E Dims](a Array[T, D], w Array[W, E]) float64 {
	if !slices.Equal(Dims2Slice(a.Shape), Dims2Slice(w.Shape)) {
		panic(&TypeError{Msg: "Numba does not support average when shapes of a and weights differ."})
	}
	xs, ws := redSeq(a), redSeq(w)
	var scl, s float64
	for i := range ws {
		scl += float64(ws[i])
		s += float64(xs[i]) * float64(ws[i])
	}
	if scl == 0 {
		panic(&ZeroDivisionError{Msg: "Weights sum to zero, can't be normalized."})
	}
	return s / scl
}

// AverageAxisWeights is np.average(a, axis, weights) as Numba 0.56 has it: it panics with *TypeError "Numba does
// not support average with axis." (without weights, Numba ignores axis: that is Mean).
func AverageAxisWeights[T, W Real, D, E Dims](a Array[T, D], axis int, w Array[W, E]) float64 {
	panic(&TypeError{Msg: "Numba does not support average with axis."})
}

// NanPercentile returns np.nanpercentile(a, q) for a scalar q: Percentile of the elements that
// are not NaN (NaN when there are none).
func NanPercentile[T Real, D Dims](a Array[T, D], q float64) float64 {
	var out [1]float64
	fnPercentiles(nanFree(a), []float64{q}, out[:], 1, 100)
	return out[0]
}

// NanQuantile returns np.nanquantile(a, q) for a scalar q.
func NanQuantile[T Real, D Dims](a Array[T, D], q float64) float64 {
	var out [1]float64
	fnPercentiles(nanFree(a), []float64{q}, out[:], 100, 1)
	return out[0]
}

// NanPercentileMany returns np.nanpercentile(a, q) for a vector q.
func NanPercentileMany[T Real, D Dims](a Array[T, D], q Vector[float64]) Vector[float64] {
	out := Empty[float64](q.Shape)
	fnPercentiles(nanFree(a), q.Slice(), out.Data, 1, 100)
	return out
}

// NanQuantileMany returns np.nanquantile(a, q) for a vector q.
func NanQuantileMany[T Real, D Dims](a Array[T, D], q Vector[float64]) Vector[float64] {
	out := Empty[float64](q.Shape)
	fnPercentiles(nanFree(a), q.Slice(), out.Data, 100, 1)
	return out
}

// nanFree returns the elements of a that are not NaN, in C order, as float64; [NaN] when there
// are none, so that the percentiles are NaN as in Numba.
func nanFree[T Real, D Dims](a Array[T, D]) Vector[float64] {
	tmp := []float64{}
	for _, v := range redSeq(a) {
		if !isNaNElem(v) {
			tmp = append(tmp, float64(v))
		}
	}
	if len(tmp) == 0 {
		tmp = append(tmp, math.NaN())
	}
	return FromSlice(tmp)
}

// VarDdof returns np.var(a, ddof=ddof) (Numba 0.56 has no ddof): the sum of squared
// deviations from the mean over size - ddof; NaN or an infinity, without raising, when that
// is not positive, as NumPy (which also warns).
func VarDdof[T Real, D Dims](a Array[T, D], ddof int) float64 {
	s := redSeq(a)
	var m float64
	for _, v := range s {
		m += float64(v)
	}
	m /= float64(len(s))
	var ssd float64
	for _, v := range s {
		d := float64(v) - m
		ssd += d * d
	}
	return ssd / float64(max(len(s)-ddof, 0))
}

// StdDdof returns np.std(a, ddof=ddof): VarDdof ** 0.5.
func StdDdof[T Real, D Dims](a Array[T, D], ddof int) float64 {
	return math.Sqrt(VarDdof(a, ddof))
}

// PtpComplex returns np.ptp(a) of a complex array as Numba computes it: the largest element
// minus the smallest in NumPy's lexicographic order (real parts, then imaginary parts where
// the real parts are equal). The first element whose real part is NaN ends the scan: the
// result is NaN+NaNj when its imaginary part is NaN too, else NaN+0j. An empty array panics
// with *ValueError.
func PtpComplex[T Complex, D Dims](a Array[T, D]) T {
	s := redSeq(a)
	if len(s) == 0 {
		panic(&ValueError{Msg: "zero-size array reduction not possible"})
	}
	nan := math.NaN()
	lo, hi := s[0], s[0]
	for _, v := range s {
		re, im := real(complex128(v)), imag(complex128(v))
		if re != re {
			if im != im {
				return T(complex(nan, nan))
			}
			return T(complex(nan, 0))
		}
		if lexLess(hi, v) {
			hi = v
		}
		if lexLess(v, lo) {
			lo = v
		}
	}
	return hi - lo
}

// lexLess orders complex numbers as NumPy's ptp and sort do: by real part, then by imaginary
// part where the real parts are equal (comparisons with NaN are false).
func lexLess[T Complex](x, y T) bool {
	xr, yr := real(complex128(x)), real(complex128(y))
	return xr < yr || xr == yr && imag(complex128(x)) < imag(complex128(y))
}
