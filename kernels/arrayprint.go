package kernels

import (
	"math"
	"strconv"
	"strings"
)

// This file is NumPy 1.24's str() of an array (numpy/core/arrayprint.py with its default
// options: 75 columns, precision 8, summarized beyond 1000 elements with 3 at each edge), which
// is what Numba's print(a) shows. Floats are written with their shortest round-trip digits (at
// most 8 after the point), in positional or scientific notation for the whole array as NumPy
// chooses, and padded to common widths; integers and bools are right-aligned.

const (
	printLineWidth = 75
	printThreshold = 1000
	printEdgeItems = 3
	printPrecision = 8
)

// PyStr returns NumPy's str(a) for an array of numbers or bools (complex arrays are formatted
// element by element with Python's repr of each, which NumPy does differently: typer does not
// print them).
func (a Array[T, D]) PyStr() string {
	nd := len(a.Shape)
	if nd == 0 {
		return Str(a.Data[a.Off])
	}
	size := 1
	for k := range nd {
		size *= a.Shape[k]
	}
	if size == 0 {
		return "[]"
	}
	summarize := size > printThreshold
	// The elements that are shown decide the widths.
	var shown []T
	walkShown(a, summarize, func(off int) { shown = append(shown, a.Data[off]) })
	format := elemFormatter(shown)
	var rec func(off, axis int, indent string, width int) string
	rec = func(off, axis int, indent string, width int) string {
		n := a.Shape[axis]
		lead, trail := 0, n
		show := summarize && 2*printEdgeItems < n
		if show {
			lead, trail = printEdgeItems, printEdgeItems
		}
		idx := func(i int) int { return off + i*a.Strides[axis] }
		nextIndent, nextWidth := indent+" ", width-1
		var s strings.Builder
		if axis == nd-1 {
			elemWidth := width - 1 // max(len(separator.rstrip()), len(']'))
			line := indent
			add := func(word string) {
				if len(line)+len(word) > elemWidth && len(line) > len(indent) {
					s.WriteString(strings.TrimRight(line, " "))
					s.WriteByte('\n')
					line = indent
				}
				line += word
			}
			for i := range lead {
				add(format(a.Data[idx(i)]))
				line += " "
			}
			if show {
				add("...")
				line += " "
			}
			for i := trail; i > 1; i-- {
				add(format(a.Data[idx(n-i)]))
				line += " "
			}
			add(format(a.Data[idx(n-1)]))
			s.WriteString(line)
		} else {
			sep := strings.Repeat("\n", nd-axis-1)
			for i := range lead {
				s.WriteString(indent + rec(idx(i), axis+1, nextIndent, nextWidth) + sep)
			}
			if show {
				s.WriteString(indent + "..." + sep)
			}
			for i := trail; i > 1; i-- {
				s.WriteString(indent + rec(idx(n-i), axis+1, nextIndent, nextWidth) + sep)
			}
			s.WriteString(indent + rec(idx(n-1), axis+1, nextIndent, nextWidth))
		}
		return "[" + s.String()[len(indent):] + "]"
	}
	return rec(a.Off, 0, " ", printLineWidth)
}

// walkShown calls f with the offset of every element str() shows, in C order.
func walkShown[T Elem, D Dims](a Array[T, D], summarize bool, f func(off int)) {
	var rec func(off, axis int)
	rec = func(off, axis int) {
		n := a.Shape[axis]
		for i := 0; i < n; i++ {
			if summarize && 2*printEdgeItems < n && i == printEdgeItems {
				i = n - printEdgeItems
			}
			o := off + i*a.Strides[axis]
			if axis == len(a.Shape)-1 {
				f(o)
			} else {
				rec(o, axis+1)
			}
		}
	}
	rec(a.Off, 0)
}

// elemFormatter returns NumPy's format function for the shown elements.
func elemFormatter[T Elem](shown []T) func(T) string {
	switch any(shown).(type) {
	case []bool:
		return func(x T) string {
			if any(x).(bool) {
				return " True"
			}
			return "False"
		}
	case []float64, []float32:
		bits := 64
		if _, ok := any(shown).([]float32); ok {
			bits = 32
		}
		vals := make([]float64, len(shown))
		for i, x := range shown {
			vals[i] = toFloat64(x)
		}
		ff := newFloatFormat(vals, bits)
		return func(x T) string { return ff.format(toFloat64(x)) }
	case []complex64, []complex128:
		return func(x T) string { return Repr(x) }
	}
	width := 0
	for _, x := range shown {
		width = max(width, len(Str(x)))
	}
	return func(x T) string {
		s := Str(x)
		return strings.Repeat(" ", width-len(s)) + s
	}
}

func toFloat64[T Elem](x T) float64 {
	switch v := any(x).(type) {
	case float32:
		return float64(v)
	case float64:
		return v
	}
	return 0
}

// floatFormat is NumPy's FloatingFormat with the default options.
type floatFormat struct {
	bits              int
	exp               bool
	padLeft, padRight int
	precision         int // scientific: the digits after the point of every mantissa
	expSize           int
}

func newFloatFormat(vals []float64, bits int) *floatFormat {
	ff := &floatFormat{bits: bits}
	var finite []float64
	for _, v := range vals {
		if !math.IsNaN(v) && !math.IsInf(v, 0) {
			finite = append(finite, v)
		}
	}
	maxV, minV := 0.0, math.Inf(1)
	nonzero := false
	for _, v := range finite {
		if v != 0 {
			av := math.Abs(v)
			maxV, minV, nonzero = max(maxV, av), min(minV, av), true
		}
	}
	if nonzero && (maxV >= 1e8 || minV < 0.0001 || maxV/minV > 1000) {
		ff.exp = true
	}
	switch {
	case len(finite) == 0:
	case ff.exp:
		ff.expSize = 0
		for _, v := range finite {
			m, e := ff.scientific(v, -1)
			ip, fp, _ := strings.Cut(m, ".")
			ff.padLeft = max(ff.padLeft, len(ip))
			ff.precision = max(ff.precision, len(fp))
			ff.expSize = max(ff.expSize, len(e)-1)
		}
		ff.padRight = ff.expSize + 2 + ff.precision
	default:
		for _, v := range finite {
			ip, fp, _ := strings.Cut(ff.positional(v), ".")
			ff.padLeft = max(ff.padLeft, len(ip))
			ff.padRight = max(ff.padRight, len(fp))
		}
	}
	if len(finite) != len(vals) {
		neginf := false
		for _, v := range vals {
			neginf = neginf || math.IsInf(v, -1)
		}
		inflen := 3
		if neginf {
			inflen++
		}
		ff.padLeft = max(ff.padLeft, 3-(ff.padRight+1), inflen-(ff.padRight+1))
	}
	return ff
}

// digits returns x's shortest round-trip digits in fmt ('f' or 'e') with at most
// printPrecision after the point (correctly rounded there when the shortest has more).
func (ff *floatFormat) digits(x float64, fmt byte) string {
	s := strconv.FormatFloat(x, fmt, -1, ff.bits)
	m, _, _ := strings.Cut(s, "e")
	if _, frac, ok := strings.Cut(m, "."); ok && len(frac) > printPrecision {
		s = strconv.FormatFloat(x, fmt, printPrecision, ff.bits)
		m, e, hasE := strings.Cut(s, "e")
		m = strings.TrimRight(m, "0")
		if hasE {
			return m + "e" + e
		}
		return m
	}
	return s
}

// positional is dragon4_positional(x, precision=8, unique=True, trim='.'): "2." for 2.0.
func (ff *floatFormat) positional(x float64) string {
	s := ff.digits(x, 'f')
	if !strings.Contains(s, ".") {
		s += "."
	}
	return s
}

// scientific returns the mantissa and exponent ("+05") of dragon4_scientific(x, precision=8,
// unique=True): with trim '.' when prec < 0, else with exactly prec digits after the point.
func (ff *floatFormat) scientific(x float64, prec int) (mant, exp string) {
	m, e, _ := strings.Cut(ff.digits(x, 'e'), "e")
	if !strings.Contains(m, ".") {
		m += "."
	}
	if prec >= 0 {
		_, fp, _ := strings.Cut(m, ".")
		m += strings.Repeat("0", prec-len(fp))
	}
	return m, e
}

func (ff *floatFormat) format(x float64) string {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		r := "nan"
		if math.IsInf(x, 1) {
			r = "inf"
		} else if math.IsInf(x, -1) {
			r = "-inf"
		}
		return strings.Repeat(" ", max(0, ff.padLeft+ff.padRight+1-len(r))) + r
	}
	if ff.exp {
		m, e := ff.scientific(x, ff.precision)
		sign, digits := e[:1], e[1:]
		if len(digits) < ff.expSize {
			digits = strings.Repeat("0", ff.expSize-len(digits)) + digits
		}
		ip, _, _ := strings.Cut(m, ".")
		return strings.Repeat(" ", max(0, ff.padLeft-len(ip))) + m + "e" + sign + digits
	}
	ip, fp, _ := strings.Cut(ff.positional(x), ".")
	return strings.Repeat(" ", max(0, ff.padLeft-len(ip))) + ip + "." + fp + strings.Repeat(" ", max(0, ff.padRight-len(fp)))
}
