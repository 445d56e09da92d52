package kernels

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// More of Python's str methods, as Numba 0.56 computes them (its unicode.py follows
// CPython's unicodeobject.c).

// StrExpandTabs returns s.expandtabs(tabsize): each tab becomes spaces up to the next
// multiple of tabsize code points since the last \n or \r (tabsize <= 0: tabs vanish).
func StrExpandTabs(s string, tabsize int64) string {
	if !strings.Contains(s, "\t") {
		return s
	}
	var b strings.Builder
	var col int64
	for _, r := range s {
		switch r {
		case '\t':
			if tabsize > 0 {
				n := tabsize - col%tabsize
				b.WriteString(strings.Repeat(" ", int(n)))
				col += n
			}
		case '\n', '\r':
			b.WriteRune(r)
			col = 0
		default:
			b.WriteRune(r)
			col++
		}
	}
	return b.String()
}

// lineBreak reports whether r ends a line for str.splitlines (CPython's
// Py_UNICODE_ISLINEBREAK).
func lineBreak(r rune) bool {
	switch r {
	case '\n', '\r', 0x0b, 0x0c, 0x1c, 0x1d, 0x1e, 0x85, 0x2028, 0x2029:
		return true
	}
	return false
}

// StrSplitLines returns s.splitlines(keepends): the lines of s, split at every line
// boundary (\r\n counts as one), keeping the boundaries when keepends is true.
func StrSplitLines(s string, keepends bool) *[]string {
	out := []string{}
	start := 0
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		if !lineBreak(r) {
			i += w
			continue
		}
		end := i + w
		if r == '\r' && end < len(s) && s[end] == '\n' {
			end++
		}
		if keepends {
			out = append(out, s[start:end])
		} else {
			out = append(out, s[start:i])
		}
		start, i = end, end
	}
	if start < len(s) {
		out = append(out, s[start:])
	}
	return &out
}

// StrIsNumeric returns s.isnumeric(): every character has a numeric value (any
// Numeric_Type, the CJK numerals included).
func StrIsNumeric(s string) bool { return strAll(s, pyNumeric) }

// StrIsPrintable returns s.isprintable(): no character is in the categories Cc, Cf, Cs, Co,
// Cn, Zl, Zp or Zs other than the ASCII space (true for "").
func StrIsPrintable(s string) bool {
	for _, r := range s {
		if !unicode.Is(pyPrintableTable, r) {
			return false
		}
	}
	return true
}

// StrIsIdentifier returns s.isidentifier(): s is not empty, starts with a letter or _ and
// continues with letters, digits, marks and connectors.
func StrIsIdentifier(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if i == 0 {
			if !unicode.Is(pyIDStartTable, r) && r != '_' {
				return false
			}
		} else if !unicode.Is(pyIDContinueTable, r) {
			return false
		}
	}
	return true
}

// StrEndsWithIn returns s.endswith(suffix, start, end) (NoIndex: an absent bound).
func StrEndsWithIn(s, suffix string, start, end int64) bool {
	w, ok := tailWindow(s, suffix, start, end)
	return ok && strings.HasSuffix(w, suffix)
}

// StrEndsWithAny returns s.endswith(suffixes, start, end) for a tuple of suffixes.
func StrEndsWithAny(s string, start, end int64, suffixes ...string) bool {
	for _, p := range suffixes {
		if StrEndsWithIn(s, p, start, end) {
			return true
		}
	}
	return false
}

// tailWindow returns s[start:end] for endswith (Numba 0.56's startswith takes no bounds), and false where CPython's
// tailmatch finds nothing: the window (start not clamped to len(s)) is shorter than sub.
func tailWindow(s, sub string, start, end int64) (string, bool) {
	if start == NoIndex && end == NoIndex {
		return s, true
	}
	n := StrLen(s)
	if start == NoIndex {
		start = 0
	} else if start < 0 {
		start = max(start+n, 0)
	}
	if end == NoIndex || end > n {
		end = n
	} else if end < 0 {
		end = max(end+n, 0)
	}
	if end-StrLen(sub) < start {
		return "", false
	}
	return StrSlice(s, start, end, 1), true
}

// StrEqOther returns s == x for a string and a number (either order): false, as in Numba,
// which compiles the comparison and finds them unequal.
func StrEqOther[A, B any](a A, b B) bool { return false }
