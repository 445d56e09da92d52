package kernels

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Tuple is a Python tuple value, used only for printing: Str and Repr render it as Python does, with its elements in
// repr form: (1, 'a'), (1,) and ().
type Tuple []any

// FormatFloat returns Python's repr(x): the shortest digits that round-trip, in positional notation with at least one
// digit after the point ("1.0", "100.0", "0.0001") unless the decimal exponent is below -4 or at least 16 ("1e-05",
// "1e+16", "1.2345678901234568e+17"); "inf", "-inf" and "nan" for the special values (NaN never shows a sign).
func FormatFloat(x float64) string {
	return string(appendFloatRepr(nil, x, true))
}

// FormatComplex returns Python's repr(z): "1j" and "-0j" when the real part is +0, otherwise "(1+2j)", "(-0-1j)",
// "(1-0j)", "(nan+infj)"; the parts drop a trailing ".0".
func FormatComplex(z complex128) string {
	re, im := real(z), imag(z)
	if re == 0 && !math.Signbit(re) {
		return string(append(appendFloatRepr(nil, im, false), 'j'))
	}
	b := appendFloatRepr([]byte{'('}, re, false)
	if math.IsNaN(im) || !math.Signbit(im) {
		b = append(b, '+')
	}
	b = appendFloatRepr(b, im, false)
	return string(append(b, 'j', ')'))
}

// appendFloatRepr appends repr(x); addDot0 adds ".0" to integral values in positional notation, as float repr does
// and complex repr does not.
func appendFloatRepr(b []byte, x float64, addDot0 bool) []byte {
	switch {
	case math.IsNaN(x):
		return append(b, "nan"...)
	case math.IsInf(x, 1):
		return append(b, "inf"...)
	case math.IsInf(x, -1):
		return append(b, "-inf"...)
	}
	var buf [32]byte
	s := strconv.AppendFloat(buf[:0], x, 'e', -1, 64) // [-]d[.ddd]e±XX
	if s[0] == '-' {
		b = append(b, '-')
		s = s[1:]
	}
	e := strings.IndexByte(string(s), 'e')
	exp, _ := strconv.Atoi(string(s[e+1:]))
	var digits []byte
	digits = append(digits, s[0])
	if e > 1 {
		digits = append(digits, s[2:e]...)
	}
	if exp < -4 || exp >= 16 {
		b = append(b, digits[0])
		if len(digits) > 1 {
			b = append(b, '.')
			b = append(b, digits[1:]...)
		}
		b = append(b, 'e')
		if exp < 0 {
			b = append(b, '-')
			exp = -exp
		} else {
			b = append(b, '+')
		}
		if exp < 10 {
			b = append(b, '0')
		}
		return strconv.AppendInt(b, int64(exp), 10)
	}
	point := exp + 1 // digits before the decimal point
	switch {
	case point <= 0:
		b = append(b, "0."...)
		for i := point; i < 0; i++ {
			b = append(b, '0')
		}
		b = append(b, digits...)
	case point >= len(digits):
		b = append(b, digits...)
		for i := len(digits); i < point; i++ {
			b = append(b, '0')
		}
		if addDot0 {
			b = append(b, ".0"...)
		}
	default:
		b = append(b, digits[:point]...)
		b = append(b, '.')
		b = append(b, digits[point:]...)
	}
	return b
}

// Str returns Python's str(v) for the values generated code prints: bool ("True"/"False"), every integer type, float32
// (shown as the float64 it widens to, as Numba boxes it: "0.10000000149011612"), float64, complex64, complex128,
// string (unchanged), Tuple, and nil ("None"). An error gives its Error text; any other value is formatted by fmt.
func Str(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case interface{ PyStr() string }:
		return x.PyStr() // an array: NumPy's str
	}
	if o, ok := v.(interface{ str() string }); ok {
		return o.str() // an Optional: "None" or the str of its value
	}
	return Repr(v)
}

// Repr returns Python's repr(v): as Str, except that strings are quoted as Python quotes them.
func Repr(v any) string {
	switch x := v.(type) {
	case nil:
		return "None"
	case bool:
		if x {
			return "True"
		}
		return "False"
	case int:
		return strconv.FormatInt(int64(x), 10)
	case int8:
		return strconv.FormatInt(int64(x), 10)
	case int16:
		return strconv.FormatInt(int64(x), 10)
	case int32:
		return strconv.FormatInt(int64(x), 10)
	case int64:
		return strconv.FormatInt(x, 10)
	case uint:
		return strconv.FormatUint(uint64(x), 10)
	case uint8:
		return strconv.FormatUint(uint64(x), 10)
	case uint16:
		return strconv.FormatUint(uint64(x), 10)
	case uint32:
		return strconv.FormatUint(uint64(x), 10)
	case uint64:
		return strconv.FormatUint(x, 10)
	case uintptr:
		return strconv.FormatUint(uint64(x), 10)
	case float32:
		return FormatFloat(float64(x))
	case float64:
		return FormatFloat(x)
	case complex64:
		return FormatComplex(complex128(x))
	case complex128:
		return FormatComplex(x)
	case string:
		return quote(x)
	case Tuple:
		return formatTuple(x)
	case error:
		return x.Error()
	}
	if s, ok := reprList(v); ok {
		return s
	}
	if r, ok := v.(interface{ Repr() string }); ok {
		return r.Repr() // a dict
	}
	return fmt.Sprint(v)
}

func formatTuple(t Tuple) string {
	var sb strings.Builder
	sb.WriteByte('(')
	for i, e := range t {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(Repr(e))
	}
	if len(t) == 1 {
		sb.WriteByte(',')
	}
	sb.WriteByte(')')
	return sb.String()
}

// quote returns Python's repr of a string: single quotes unless s contains a single quote and no double quote;
// backslash, the quote, \t, \n and \r escaped; other non-printable characters as \xhh, \uhhhh or \Uhhhhhhhh. Bytes
// that are not valid UTF-8 are shown as \xhh.
func quote(s string) string {
	q := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		q = '"'
	}
	const hex = "0123456789abcdef"
	b := make([]byte, 0, len(s)+2)
	b = append(b, q)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b = append(b, '\\', 'x', hex[s[i]>>4], hex[s[i]&15])
			i++
			continue
		}
		i += n
		switch {
		case r == rune(q) || r == '\\':
			b = append(b, '\\', byte(r))
		case r == '\t':
			b = append(b, '\\', 't')
		case r == '\n':
			b = append(b, '\\', 'n')
		case r == '\r':
			b = append(b, '\\', 'r')
		case r < ' ' || r == 0x7f:
			b = append(b, '\\', 'x', hex[r>>4], hex[r&15])
		case r < 0x7f || unicode.IsPrint(r):
			b = utf8.AppendRune(b, r)
		case r <= 0xff:
			b = append(b, '\\', 'x', hex[r>>4], hex[r&15])
		case r <= 0xffff:
			b = append(b, '\\', 'u')
			for sh := 12; sh >= 0; sh -= 4 {
				b = append(b, hex[(r>>sh)&15])
			}
		default:
			b = append(b, '\\', 'U')
			for sh := 28; sh >= 0; sh -= 4 {
				b = append(b, hex[(r>>sh)&15])
			}
		}
	}
	return string(append(b, q))
}

// NamedTuple is a Python namedtuple value, used only for printing: Str and Repr render it as
// Python does, Point(x=1.0, y=2), with its fields in repr form.
type NamedTuple struct {
	Name   string
	Fields []string
	Values []any
}

// Repr returns the namedtuple's repr, Point(x=1.0, y=2).
func (t NamedTuple) Repr() string {
	var sb strings.Builder
	sb.WriteString(t.Name)
	sb.WriteByte('(')
	for i, v := range t.Values {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(t.Fields[i])
		sb.WriteByte('=')
		sb.WriteString(Repr(v))
	}
	sb.WriteByte(')')
	return sb.String()
}
