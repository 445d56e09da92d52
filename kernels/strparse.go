package kernels

import (
	"math"
	"strconv"
	"strings"
)

// ParseInt is int(s) for a str s, as CPython parses it: surrounding whitespace, a sign, and
// decimal digits with single underscores between them. Numba 0.56 cannot compile int() of a
// str, so CPython is the reference; the result is an int64 (OverflowError beyond it), and only
// ASCII digits are read (CPython also takes other Unicode decimal digits).
func ParseInt(s string) int64 {
	t := strings.TrimFunc(s, pySpace)
	digits, ok := pyDigits(strings.TrimLeft(t, "+-"), false)
	if !ok || len(t)-len(strings.TrimLeft(t, "+-")) > 1 {
		panic(&ValueError{Msg: "invalid literal for int() with base 10: " + Repr(s)})
	}
	v, err := strconv.ParseInt(t[:len(t)-len(strings.TrimLeft(t, "+-"))]+digits, 10, 64)
	if err != nil {
		panic(&OverflowError{Msg: "int too large to convert to int64: " + Repr(s)})
	}
	return v
}

// ParseFloat is float(s) for a str s, as CPython parses it: surrounding whitespace, a sign,
// decimal digits with single underscores between them, a fraction and an exponent, or
// inf/infinity/nan in any case. Like ParseInt, it follows CPython where Numba 0.56 cannot
// compile the call.
func ParseFloat(s string) float64 {
	t := strings.TrimFunc(s, pySpace)
	body := strings.TrimLeft(t, "+-")
	bad := func() { panic(&ValueError{Msg: "could not convert string to float: " + Repr(s)}) }
	if len(t)-len(body) > 1 {
		bad()
	}
	neg := strings.HasPrefix(t, "-")
	switch strings.ToLower(body) {
	case "inf", "infinity":
		if neg {
			return math.Inf(-1)
		}
		return math.Inf(1)
	case "nan":
		return math.NaN()
	}
	// Mantissa digits, '.', then an optional exponent: each run of digits may hold single
	// underscores between digits, which Go's ParseFloat takes only after a base prefix.
	var clean strings.Builder
	run := func(r string) bool {
		d, ok := pyDigits(r, true)
		clean.WriteString(d)
		return ok
	}
	mant, exp, hasExp := strings.Cut(strings.ToLower(body), "e")
	whole, frac, hasDot := strings.Cut(mant, ".")
	if whole == "" && frac == "" || !run(whole) {
		bad()
	}
	if hasDot {
		clean.WriteByte('.')
		if !run(frac) {
			bad()
		}
	}
	if hasExp {
		clean.WriteByte('e')
		sign := strings.TrimLeft(exp, "+-")
		if len(exp)-len(sign) > 1 || sign == "" {
			bad()
		}
		clean.WriteString(exp[:len(exp)-len(sign)])
		if !run(sign) {
			bad()
		}
	}
	v, err := strconv.ParseFloat(clean.String(), 64)
	if err != nil && !math.IsInf(v, 0) {
		bad()
	}
	if neg {
		v = -v
	}
	return v
}

// pyDigits returns the ASCII digits of s without the single underscores Python allows
// between them; ok is false for any other character, a leading, trailing or doubled
// underscore, or (unless empty is allowed) no digits.
func pyDigits(s string, empty bool) (string, bool) {
	if s == "" {
		return "", empty
	}
	if s[0] == '_' || s[len(s)-1] == '_' || strings.Contains(s, "__") {
		return "", false
	}
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= '0' && c <= '9':
			out = append(out, c)
		case c != '_':
			return "", false
		}
	}
	return string(out), true
}
