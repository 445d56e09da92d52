package typer

import (
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// This file types NumPy's statistics beyond the plain reductions: the NaN-skipping
// reductions, ptp, percentile and quantile, average, cov and corrcoef.

func npStatsDecls() []*npFunc {
	d := newNPFunc
	out := []*npFunc{
		d("nanmin", "a", npNanSame, "").arrayLikeOrNumber("a"),
		d("nanmax", "a", npNanSame, "").arrayLikeOrNumber("a"),
		d("nansum", "a", npNanSum, ""),
		d("nanprod", "a", npNanSum, ""),
		d("nancumsum", "a", npNanCum, ""), // axis= is rejected by Numba 0.56 too
		d("nancumprod", "a", npNanCum, ""),
		d("ptp", "a", numericArray(npNanSame), "").arrayLikeOrNumber("a"),
		d("percentile", "a, q", orderedArray(npPercentile), "").arrayLike("a", "q"),
		d("quantile", "a, q", orderedArray(npPercentile), "").arrayLike("a", "q"),
		d("nanpercentile", "a, q", orderedArray(npPercentile), "").arrayLike("a", "q"),
		d("nanquantile", "a, q", orderedArray(npPercentile), "").arrayLike("a", "q"),
		d("average", "a, axis=None, weights=None", npAverage, "complex arrays"),
		d("cov", "m, y=None, rowvar=True, bias=False, ddof=None", npCov, ""),
		d("corrcoef", "x, y=None, rowvar=True", npCov, ""),
	}
	for _, n := range []string{"nanmean", "nanvar", "nanstd"} {
		out = append(out, d(n, "a", npNanFloat, ""))
	}
	out = append(out, d("nanmedian", "a", orderedArray(npNanFloat), ""))
	return out
}

func npNanSame(st *fnState, e *translate.Call, a *npArgs) Type {
	if arr := st.arrayArg(e, a, 0); arr != nil {
		return arr.Dtype
	}
	return nil
}

func npNanSum(st *fnState, e *translate.Call, a *npArgs) Type {
	if arr := st.arrayArg(e, a, 0); arr != nil {
		return sumType(arr.Dtype)
	}
	return nil
}

// npNanFloat types nanmean, nanvar and nanstd: float64, but complex128 for the mean of a complex array.
func npNanFloat(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if arr.Dtype.IsComplex() && strings.HasSuffix(translate.DottedName(e.Func), "nanmean") {
		return Complex128
	}
	return Float64
}

func npNanCum(st *fnState, e *translate.Call, a *npArgs) Type {
	if arr := st.arrayArg(e, a, 0); arr != nil {
		return NewArray(sumType(arr.Dtype), 1, LayoutC)
	}
	return nil
}

func npPercentile(st *fnState, e *translate.Call, a *npArgs) Type {
	if st.arrayArg(e, a, 0) == nil {
		return nil
	}
	switch t := a.t[1].(type) {
	case *Array:
		if t.Ndim == 1 && !t.Dtype.IsComplex() {
			return NewArray(Float64, 1, LayoutC)
		}
	case *Basic:
		if !t.IsComplex() {
			return Float64
		}
	}
	st.c.errorf(a.x[1].At(), "type-mismatch", "", "q must be a real number or a 1-d array, not %s", describe(a.t[1]))
	return nil
}

func npAverage(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if arr.Dtype.IsComplex() {
		st.c.errorf(a.x[0].At(), "unsupported-feature", "", "np.average() of a complex array is not supported")
		return nil
	}
	hasAxis := a.given(1)
	if hasAxis && !isIntType(a.t[1]) {
		st.c.errorf(a.x[1].At(), "type-mismatch", "", "axis must be an integer, not %s", describe(a.t[1]))
		return nil
	}
	if a.given(2) {
		w := st.arrayArg(e, a, 2)
		if w == nil {
			return nil
		}
		if w.Dtype.IsComplex() {
			st.c.errorf(a.x[2].At(), "unsupported-feature", "", "weights must be a real array")
			return nil
		}
		// Numba 0.56 raises TypeError for weights of another shape than a's, and for any
		// axis= with weights; without weights it ignores axis= and averages everything.
		st.raises = true
	}
	return Float64
}

// npCov types np.cov(m, y, rowvar, bias, ddof) and np.corrcoef(x, y, rowvar): real arrays of
// one or two dimensions; the result is the float64 covariance (correlation) matrix, or for
// for a single 1-d variable the 0-d variance array (cov) or a float64 (corrcoef).
func npCov(st *fnState, e *translate.Call, a *npArgs) Type {
	name := translate.DottedName(e.Func)
	var arrs []*Array
	for _, i := range []int{0, 1} {
		if i == 1 && !a.given(1) {
			break
		}
		// An array, or what np.asarray takes (a number, a tuple or list of numbers, of
		// tuples or of lists), as Numba's _asarray.
		arr := st.arrayLikeArg(e, a, i)
		if arr == nil {
			return nil
		}
		if arr.Ndim > 2 {
			st.c.errorf(a.x[i].At(), "unsupported-feature", "", "%s() takes real arrays of one or two dimensions, not %s", name, arr)
			return nil
		}
		arrs = append(arrs, arr)
	}
	for _, i := range []int{2, 3} {
		if a.has(i) && a.t[i] != Type(Bool) {
			st.c.errorf(a.x[i].At(), "type-mismatch", "", "%s(): rowvar and bias must be bools, not %s", name, describe(a.t[i]))
			return nil
		}
	}
	if a.given(4) {
		if b, ok := a.t[4].(*Basic); !ok || b.IsComplex() {
			st.c.errorf(a.x[4].At(), "type-mismatch", "", "ddof must be a real numerical scalar type, not %s", describe(a.t[4]))
			return nil
		}
	}
	st.raises = true // a single-row m, mismatched observations or a fractional ddof raise
	dt := Float64    // np.result_type(m, y, np.float64)
	for _, arr := range arrs {
		if arr.Dtype.IsComplex() {
			dt = Complex128
		}
	}
	// One variable (Numba's scalar_result_expected): a 1-d array, a flat tuple or list, a number.
	if len(arrs) == 1 && arrs[0].Ndim <= 1 {
		if strings.HasSuffix(name, "cov") {
			return NewArray(dt, 0, LayoutC) // the variance, as a 0-d array
		}
		return dt
	}
	return NewArray(dt, 2, LayoutC)
}
