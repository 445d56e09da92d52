package main

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// A value is a call's result in a form both sides share: an integer, a float or a float array.
type value struct {
	ints   []int64   // an integer result, as a single element
	floats []float64 // a float result, as a single element, or a float array's elements
	array  bool      // floats holds an array
	other  string    // any other result, printed with %v and never compared
}

// goValue converts the result of a Go call.
func goValue(v any) value {
	switch v := v.(type) {
	case int64:
		return value{ints: []int64{v}}
	case float64:
		return value{floats: []float64{v}}
	case []float64:
		return value{floats: v, array: true}
	}
	return value{other: fmt.Sprint(v)}
}

// String shows a scalar or a short array in full, and a longer array by its first and last
// elements (6 digits) and its length.
func (v value) String() string {
	switch {
	case v.other != "":
		return v.other
	case len(v.ints) == 1:
		return strconv.FormatInt(v.ints[0], 10)
	case !v.array:
		return strconv.FormatFloat(v.floats[0], 'g', -1, 64)
	}
	const head = 3
	var b strings.Builder
	if len(v.floats) <= head+1 {
		b.WriteString("[")
		for i, x := range v.floats {
			if i > 0 {
				b.WriteString(" ")
			}
			b.WriteString(strconv.FormatFloat(x, 'g', -1, 64))
		}
		b.WriteString("]")
		return b.String()
	}
	b.WriteString("[")
	for _, x := range v.floats[:head] {
		fmt.Fprintf(&b, "%.6g ", x)
	}
	fmt.Fprintf(&b, "... %.6g] (%d values)", v.floats[len(v.floats)-1], len(v.floats))
	return b.String()
}

// compare says how Numba's result n relates to pygo's p: identical bits, a largest relative difference
// within 1e-9 (the tests' tolerance), or different.
func compare(p, n value) string {
	if p.other != "" || n.other != "" || len(p.ints) != len(n.ints) || p.array != n.array || len(p.floats) != len(n.floats) {
		return "DIFFERENT"
	}
	for i := range p.ints {
		if p.ints[i] != n.ints[i] {
			return "DIFFERENT"
		}
	}
	worst := 0.0
	for i, x := range p.floats {
		y := n.floats[i]
		if math.Float64bits(x) == math.Float64bits(y) || math.IsNaN(x) && math.IsNaN(y) {
			continue
		}
		worst = math.Max(worst, math.Abs(x-y)/math.Max(math.Abs(x), math.Abs(y)))
		if !(worst <= 1e-9) {
			return "DIFFERENT"
		}
	}
	if worst == 0 {
		return "identical"
	}
	return fmt.Sprintf("relative difference %.0e", worst)
}
