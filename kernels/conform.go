package kernels

import "math"

// The checks Numba 0.56's np.fill_diagonal runs on its values, all of them and before it
// fills anything, when the array's dtype is an integer or a float (arraymath's
// _check_val_int and _check_val_float): a value that does not fit raises *ValueError. They
// compare as Numba types the comparisons, which is not always exactly: an integer dtype's
// bounds are int64 numbers (uint64's maximum a uint64), and a float value or a uint64 value
// compared with an int64 bound, or a signed value with a uint64 bound, is compared in float64.

// errConform is the message of Numba's check.
const errConform = "Unable to safely conform val to a.dtype"

// ConformInt returns a after checking that its values fit an integer dtype whose bounds are
// lo and hi: NaN or an infinity, or a value below lo or above hi, raises *ValueError.
func ConformInt[V Real, D Dims](a Array[V, D], lo int64, hi uint64) Array[V, D] {
	for _, v := range redSeq(a) {
		ConformIntValue(v, lo, hi)
	}
	return a
}

// ConformIntValue returns v after checking that it fits an integer dtype whose bounds are lo
// and hi, as ConformInt.
func ConformIntValue[V Real](v V, lo int64, hi uint64) V {
	hiWide := hi > math.MaxInt64 // uint64's maximum: Numba types the bound uint64
	bad := false
	switch x := any(v).(type) {
	case float32, float64:
		f := float64(v)
		bad = math.IsNaN(f) || math.IsInf(f, 0) || f < float64(lo) || f > float64(hi)
	case uint64:
		// uint64 against an int64 bound compares in float64 (never below lo, which is at most 0);
		// against uint64's maximum it compares as uint64 and never exceeds it.
		bad = !hiWide && float64(x) > float64(int64(hi))
	default:
		// Every other integer converts exactly to int64; against uint64's maximum a signed value
		// compares in float64 and an unsigned one as uint64, and neither exceeds it.
		n := int64(v)
		bad = n < lo || !hiWide && n > int64(hi)
	}
	if bad {
		panic(&ValueError{Msg: errConform})
	}
	return v
}

// ConformFloat returns a after checking that its finite values lie within ±hi, the largest
// number of a float dtype: Numba compares float64 values with float32's bounds in float64,
// and every other real value in range of the dtype whatever it is.
func ConformFloat[V Float, D Dims](a Array[V, D], hi float64) Array[V, D] {
	for _, v := range redSeq(a) {
		ConformFloatValue(v, hi)
	}
	return a
}

// ConformFloatValue returns v after checking it as ConformFloat.
func ConformFloatValue[V Float](v V, hi float64) V {
	if f := float64(v); !math.IsInf(f, 0) && (f < -hi || f > hi) {
		panic(&ValueError{Msg: errConform})
	}
	return v
}
