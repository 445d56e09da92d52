package kernels

import (
	"math"
	"strconv"
	"strings"
)

// Format is Python's format(v, spec) for the values generated code formats in f-strings:
// bools, integers, floats and strings. It implements the format-spec mini-language
// [[fill]align][sign][#][0][width][,|_][.precision][type]. A spec it cannot parse
// formats the value with str().
func Format(v any, spec string) string {
	fs, ok := parseSpec(spec)
	if !ok {
		return Str(v)
	}
	var body, sign string
	numeric := true
	switch x := v.(type) {
	case string:
		numeric = false
		body = x
		if fs.prec >= 0 && fs.prec < len(body) {
			body = body[:fs.prec]
		}
	case bool:
		if fs.typ == 0 {
			numeric = false
			body = Str(x)
		} else {
			body, sign = formatInt(int64(BoolTo[int64](x)), fs)
		}
	case float32:
		body, sign = formatFloat(float64(x), fs)
	case float64:
		body, sign = formatFloat(x, fs)
	default:
		i, isInt := toInt64(v)
		if !isInt {
			return Str(v)
		}
		if strings.ContainsRune("eEfFgG%", rune(fs.typ)) {
			body, sign = formatFloat(float64(i), fs)
		} else {
			body, sign = formatInt(i, fs)
		}
	}
	return pad(sign, body, fs, numeric)
}

type formatSpec struct {
	fill     rune
	align    byte
	sign     byte
	alt      bool
	zero     bool
	width    int
	grouping byte
	prec     int
	typ      byte
}

func parseSpec(s string) (formatSpec, bool) {
	fs := formatSpec{fill: ' ', prec: -1}
	r := []rune(s)
	i := 0
	isAlign := func(c rune) bool { return c == '<' || c == '>' || c == '^' || c == '=' }
	if len(r) >= 2 && isAlign(r[1]) {
		fs.fill, fs.align, i = r[0], byte(r[1]), 2
	} else if len(r) >= 1 && isAlign(r[0]) {
		fs.align, i = byte(r[0]), 1
	}
	if i < len(r) && (r[i] == '+' || r[i] == '-' || r[i] == ' ') {
		fs.sign = byte(r[i])
		i++
	}
	if i < len(r) && r[i] == '#' {
		fs.alt = true
		i++
	}
	if i < len(r) && r[i] == '0' {
		fs.zero = true
		i++
	}
	start := i
	for i < len(r) && r[i] >= '0' && r[i] <= '9' {
		i++
	}
	if i > start {
		fs.width, _ = strconv.Atoi(string(r[start:i]))
	}
	if i < len(r) && (r[i] == ',' || r[i] == '_') {
		fs.grouping = byte(r[i])
		i++
	}
	if i < len(r) && r[i] == '.' {
		i++
		start = i
		for i < len(r) && r[i] >= '0' && r[i] <= '9' {
			i++
		}
		if i == start {
			return fs, false
		}
		fs.prec, _ = strconv.Atoi(string(r[start:i]))
	}
	if i < len(r) {
		if !strings.ContainsRune("bcdeEfFgGnosxX%", r[i]) {
			return fs, false
		}
		fs.typ = byte(r[i])
		i++
	}
	return fs, i == len(r)
}

func toInt64(v any) (int64, bool) {
	switch x := v.(type) {
	case int:
		return int64(x), true
	case int8:
		return int64(x), true
	case int16:
		return int64(x), true
	case int32:
		return int64(x), true
	case int64:
		return x, true
	case uint8:
		return int64(x), true
	case uint16:
		return int64(x), true
	case uint32:
		return int64(x), true
	case uint64:
		return int64(x), true
	}
	return 0, false
}

func signOf(neg bool, fs formatSpec) string {
	switch {
	case neg:
		return "-"
	case fs.sign == '+':
		return "+"
	case fs.sign == ' ':
		return " "
	}
	return ""
}

func formatInt(i int64, fs formatSpec) (string, string) {
	neg := i < 0
	u := uint64(i)
	if neg {
		u = -u
	}
	var body string
	switch fs.typ {
	case 'b':
		body = strconv.FormatUint(u, 2)
	case 'o':
		body = strconv.FormatUint(u, 8)
	case 'x':
		body = strconv.FormatUint(u, 16)
	case 'X':
		body = strings.ToUpper(strconv.FormatUint(u, 16))
	case 'c':
		return string(rune(i)), ""
	default:
		body = group(strconv.FormatUint(u, 10), fs.grouping)
	}
	if fs.alt && fs.typ != 0 && strings.ContainsRune("box", rune(fs.typ|0x20)) {
		body = "0" + string(fs.typ) + body
	}
	return body, signOf(neg, fs)
}

func group(digits string, sep byte) string {
	if sep == 0 || len(digits) <= 3 {
		return digits
	}
	var b strings.Builder
	first := len(digits) % 3
	if first > 0 {
		b.WriteString(digits[:first])
	}
	for i := first; i < len(digits); i += 3 {
		if b.Len() > 0 {
			b.WriteByte(sep)
		}
		b.WriteString(digits[i : i+3])
	}
	return b.String()
}

func formatFloat(x float64, fs formatSpec) (string, string) {
	neg := math.Signbit(x) && !math.IsNaN(x)
	a := math.Abs(x)
	if math.IsInf(a, 0) || math.IsNaN(a) {
		s := "inf"
		if math.IsNaN(a) {
			s = "nan"
		}
		if fs.typ == 'E' || fs.typ == 'F' || fs.typ == 'G' {
			s = strings.ToUpper(s)
		}
		if fs.typ == '%' {
			s += "%"
		}
		return s, signOf(neg, fs)
	}
	prec := fs.prec
	var body string
	switch fs.typ {
	case 'f', 'F':
		if prec < 0 {
			prec = 6
		}
		body = strconv.FormatFloat(a, 'f', prec, 64)
	case 'e', 'E':
		if prec < 0 {
			prec = 6
		}
		body = strconv.FormatFloat(a, 'e', prec, 64)
	case '%':
		if prec < 0 {
			prec = 6
		}
		body = strconv.FormatFloat(a*100, 'f', prec, 64) + "%"
	case 'g', 'G', 'n':
		if prec < 0 {
			prec = 6
		}
		if prec == 0 {
			prec = 1
		}
		body = strconv.FormatFloat(a, 'g', prec, 64)
	default:
		if prec < 0 {
			body = FormatFloat(a)
		} else {
			if prec == 0 {
				prec = 1
			}
			body = strconv.FormatFloat(a, 'g', prec, 64)
			if !strings.ContainsAny(body, ".e") {
				body += ".0"
			}
		}
	}
	if fs.typ == 'E' || fs.typ == 'G' {
		body = strings.ToUpper(body)
	}
	if fs.grouping != 0 {
		intPart, rest, _ := strings.Cut(body, ".")
		if !strings.ContainsAny(intPart, "eE") {
			body = group(intPart, fs.grouping)
			if rest != "" || strings.Contains(body, ".") {
				body += "." + rest
			}
		}
	}
	if fs.alt && !strings.Contains(body, ".") {
		body += "."
	}
	return body, signOf(neg, fs)
}

func pad(sign, body string, fs formatSpec, numeric bool) string {
	align, fill := fs.align, fs.fill
	if fs.zero && align == 0 {
		align, fill = '=', '0'
	}
	if align == 0 {
		align = '<'
		if numeric {
			align = '>'
		}
	}
	n := fs.width - len([]rune(sign+body))
	if n <= 0 {
		return sign + body
	}
	f := strings.Repeat(string(fill), n)
	switch align {
	case '<':
		return sign + body + f
	case '^':
		return strings.Repeat(string(fill), n/2) + sign + body + strings.Repeat(string(fill), n-n/2)
	case '=':
		return sign + f + body
	}
	return f + sign + body
}
