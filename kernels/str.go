package kernels

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Python strings (Numba's unicode_type) are Go strings in generated code: UTF-8 bytes,
// indexed here by code point as Python indexes them. Every function that takes an index
// first checks whether the string is ASCII (one pass over its bytes, vectorized by the Go
// runtime for the common case) and then works on bytes; otherwise it decodes the runes, so
// s[i] on a non-ASCII string costs O(len(s)) and a loop over s[i] is quadratic there: loop
// with `for c in s` instead, which decodes once.

// isASCII reports whether s has only ASCII bytes.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// StrLen returns len(s): the number of code points.
func StrLen(s string) int64 { return int64(utf8.RuneCountInString(s)) }

// StrAt returns s[i] (negative i counts from the end); out of range it panics with
// IndexError("string index out of range").
func StrAt(s string, i int64) string {
	if isASCII(s) {
		j := fixIndex(len(s), i, "string index out of range")
		return s[j : j+1]
	}
	r := []rune(s)
	return string(r[fixIndex(len(r), i, "string index out of range")])
}

// StrSlice returns s[lo:hi:step] by code point; NoIndex stands for an absent bound and a
// zero step panics with ValueError.
func StrSlice(s string, lo, hi, step int64) string {
	if step == 0 {
		panic(&ValueError{Msg: "slice step cannot be zero"})
	}
	if isASCII(s) {
		start, stop := sliceBounds(int64(len(s)), lo, hi, step)
		if step == 1 {
			if stop <= start {
				return ""
			}
			return s[start:stop]
		}
		var b strings.Builder
		for i := start; step > 0 && i < stop || step < 0 && i > stop; i += step {
			b.WriteByte(s[i])
		}
		return b.String()
	}
	r := []rune(s)
	start, stop := sliceBounds(int64(len(r)), lo, hi, step)
	var out []rune
	for i := start; step > 0 && i < stop || step < 0 && i > stop; i += step {
		out = append(out, r[i])
	}
	return string(out)
}

// StrChars returns the characters of s, each a string of one code point, for `for c in s`.
func StrChars(s string) []string {
	out := make([]string, 0, len(s))
	for i, r := range s {
		out = append(out, s[i:i+utf8.RuneLen(r)])
	}
	return out
}

// StrRepeat returns s * n ("" for n <= 0).
func StrRepeat(s string, n int64) string {
	if n <= 0 || s == "" {
		return ""
	}
	return strings.Repeat(s, int(n))
}

// StrOrd returns ord(s) for a string of one character; otherwise it panics with TypeError.
func StrOrd(s string) int64 {
	r, n := utf8.DecodeRuneInString(s)
	if n == 0 || n != len(s) {
		panic(&TypeError{Msg: "ord() expected a character"})
	}
	return int64(r)
}

// StrChr returns chr(i); out of range it panics with ValueError.
func StrChr(i int64) string {
	if i < 0 || i > 0x10ffff {
		panic(&ValueError{Msg: "chr() arg not in range(0x10ffff)"})
	}
	return string(rune(i))
}

// pySpace reports whether r is whitespace as Python's str.isspace sees it (Numba's table).
func pySpace(r rune) bool { return unicode.Is(pySpaceTable, r) }

// StrLower returns s.lower(): Unicode's full lower case mapping (lowerFull for the
// characters that map to several), with Python's final sigma rule.
func StrLower(s string) string {
	if isASCII(s) {
		return strings.ToLower(s)
	}
	var b strings.Builder
	for i, r := range s {
		writeLower(&b, s, i, r)
	}
	return b.String()
}

// writeLower writes the lower case of r, the character of s at byte i.
func writeLower(b *strings.Builder, s string, i int, r rune) {
	if r == 'Σ' {
		if finalSigma(s, i) {
			b.WriteRune('ς')
		} else {
			b.WriteRune('σ')
		}
	} else if m, ok := lowerFull[r]; ok {
		b.WriteString(m)
	} else {
		b.WriteRune(r)
	}
}

// writeUpper writes the full upper case mapping of r.
func writeUpper(b *strings.Builder, r rune) {
	if m, ok := upperFull[r]; ok {
		b.WriteString(m)
	} else {
		b.WriteRune(r)
	}
}

// writeTitle writes the full title case mapping of r.
func writeTitle(b *strings.Builder, r rune) {
	if m, ok := titleFull[r]; ok {
		b.WriteString(m)
	} else {
		b.WriteRune(r)
	}
}

// finalSigma reports whether the capital sigma at byte i of s ends a word, as CPython's
// handle_capital_sigma decides: a cased character precedes it and none follows it,
// skipping case-ignorable characters both ways.
func finalSigma(s string, i int) bool {
	j := i
	var c rune
	found := false
	for j > 0 {
		r, w := utf8.DecodeLastRuneInString(s[:j])
		j -= w
		if !caseIgnorable(r) {
			c, found = r, true
			break
		}
	}
	if !found || !pyCased(c) {
		return false
	}
	for _, r := range s[i+len("Σ"):] {
		if !caseIgnorable(r) {
			return !pyCased(r)
		}
	}
	return true
}

// caseIgnorable reports whether r is case-ignorable (Unicode's Case_Ignorable property).
func caseIgnorable(r rune) bool { return unicode.Is(pyCaseIgnorableTable, r) }

// StrUpper returns s.upper(): Unicode's full upper case mapping (upperFull for the
// characters that map to several, as 'ß' to "SS").
func StrUpper(s string) string {
	if isASCII(s) {
		return strings.ToUpper(s)
	}
	var b strings.Builder
	for _, r := range s {
		writeUpper(&b, r)
	}
	return b.String()
}

// StrStrip returns s.strip(): s without leading and trailing whitespace.
func StrStrip(s string) string { return strings.TrimFunc(s, pySpace) }

// StrLStrip returns s.lstrip().
func StrLStrip(s string) string { return strings.TrimLeftFunc(s, pySpace) }

// StrRStrip returns s.rstrip().
func StrRStrip(s string) string { return strings.TrimRightFunc(s, pySpace) }

// StrStripChars returns s.strip(chars): s without leading and trailing characters in chars.
func StrStripChars(s, chars string) string { return strings.Trim(s, chars) }

// StrLStripChars returns s.lstrip(chars).
func StrLStripChars(s, chars string) string { return strings.TrimLeft(s, chars) }

// StrRStripChars returns s.rstrip(chars).
func StrRStripChars(s, chars string) string { return strings.TrimRight(s, chars) }

// StrSplit returns s.split(sep, maxsplit) as a list (maxsplit -1: no limit); an empty sep
// panics with ValueError("empty separator").
func StrSplit(s, sep string, maxsplit int64) *[]string {
	if sep == "" {
		panic(&ValueError{Msg: "empty separator"})
	}
	n := -1 // maxsplit -1: no limit
	switch {
	case maxsplit >= 0:
		n = int(maxsplit) + 1
	case maxsplit < -1:
		n = 1 // Numba 0.56 splits nowhere for other negative counts
	}
	out := strings.SplitN(s, sep, n)
	return &out
}

// StrSplitSpace returns s.split() and s.split(None, maxsplit): the runs of non-whitespace
// characters. With maxsplit > 0 it stops after maxsplit parts, as Numba 0.56 does (its
// split_whitespace_impl drops the rest of the string where CPython keeps it as a last part);
// maxsplit <= 0 means no limit there.
func StrSplitSpace(s string, maxsplit int64) *[]string {
	out := []string{}
	last, inSpace := 0, true
	for i, r := range s {
		sp := pySpace(r)
		switch {
		case inSpace && !sp:
			last, inSpace = i, false
		case !inSpace && sp:
			out = append(out, s[last:i])
			inSpace = true
			if maxsplit != -1 && int64(len(out)) == maxsplit {
				return &out
			}
		}
	}
	if !inSpace {
		out = append(out, s[last:])
	}
	return &out
}

// StrJoin returns sep.join(items).
func StrJoin(sep string, items []string) string { return strings.Join(items, sep) }

// StrStartsWith returns s.startswith(prefix).
func StrStartsWith(s, prefix string) bool { return strings.HasPrefix(s, prefix) }

// StrEndsWith returns s.endswith(suffix).
func StrEndsWith(s, suffix string) bool { return strings.HasSuffix(s, suffix) }

// strWindow returns the byte range of s[start:end] (code point bounds as in Python's
// str.find: negative from the end, clamped; NoIndex absent), the number of code points
// before it, and whether start lies past the end (then nothing is found, not even "").
func strWindow(s string, start, end int64) (lo, hi int, before int64, ok bool) {
	ascii := isASCII(s)
	n := int64(len(s))
	if !ascii {
		n = StrLen(s)
	}
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
	if start > n {
		return 0, 0, 0, false
	}
	if end < start {
		return 0, 0, 0, false // as CPython: nothing, not even "", lies in an empty reversed window
	}
	if ascii {
		return int(start), int(end), start, true
	}
	return byteOffset(s, start), byteOffset(s, end), start, true
}

// byteOffset returns the byte offset of code point k of s (len(s) past the end).
func byteOffset(s string, k int64) int {
	for i := range s {
		if k == 0 {
			return i
		}
		k--
	}
	return len(s)
}

// StrFind returns s.find(sub, start, end): the code point index of the first occurrence of
// sub in s[start:end], or -1.
func StrFind(s, sub string, start, end int64) int64 {
	lo, hi, before, ok := strWindow(s, start, end)
	if !ok {
		return -1
	}
	i := strings.Index(s[lo:hi], sub)
	if i < 0 {
		return -1
	}
	return before + int64(utf8.RuneCountInString(s[lo:lo+i]))
}

// StrRFind returns s.rfind(sub, start, end): the index of the last occurrence, or -1.
func StrRFind(s, sub string, start, end int64) int64 {
	lo, hi, before, ok := strWindow(s, start, end)
	if !ok {
		return -1
	}
	i := strings.LastIndex(s[lo:hi], sub)
	if i < 0 {
		return -1
	}
	return before + int64(utf8.RuneCountInString(s[lo:lo+i]))
}

// StrIndex returns s.index(sub, start, end): as StrFind, but ValueError("substring not
// found") when sub does not occur.
func StrIndex(s, sub string, start, end int64) int64 {
	i := StrFind(s, sub, start, end)
	if i < 0 {
		panic(&ValueError{Msg: "substring not found"})
	}
	return i
}

// StrRIndex returns s.rindex(sub, start, end).
func StrRIndex(s, sub string, start, end int64) int64 {
	i := StrRFind(s, sub, start, end)
	if i < 0 {
		panic(&ValueError{Msg: "substring not found"})
	}
	return i
}

// StrCount returns s.count(sub, start, end): the number of non-overlapping occurrences
// (for an empty sub, the number of code points in the window plus one).
func StrCount(s, sub string, start, end int64) int64 {
	lo, hi, _, ok := strWindow(s, start, end)
	if !ok {
		return 0
	}
	return int64(strings.Count(s[lo:hi], sub))
}

// StrReplace returns s.replace(old, new, count) (count < 0: every occurrence).
func StrReplace(s, old, new string, count int64) string {
	n := -1
	if count >= 0 {
		n = int(count)
	}
	return strings.Replace(s, old, new, n)
}

// strAll reports whether s is not empty and f holds for each of its characters.
func strAll(s string, f func(rune) bool) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if !f(r) {
			return false
		}
	}
	return true
}

// pyNumeric reports whether r has a numeric value (str.isnumeric).
func pyNumeric(r rune) bool { return unicode.Is(pyNumericTable, r) }

// StrIsDigit returns s.isdigit(): the decimal digits and the other digits (superscripts,
// circled digits: Numeric_Type Digit).
func StrIsDigit(s string) bool {
	return strAll(s, func(r rune) bool { return unicode.Is(pyDigitTable, r) })
}

// StrIsDecimal returns s.isdecimal() (Numeric_Type Decimal).
func StrIsDecimal(s string) bool {
	return strAll(s, func(r rune) bool { return unicode.Is(pyDecimalTable, r) })
}

// asciiCType returns CPython's Py_ctype flags of a one-character ASCII string (lower 1,
// upper 2, digit 4) and whether s is one.
func asciiCType(s string) (int64, bool) {
	if len(s) != 1 || s[0] >= utf8.RuneSelf {
		return 0, false
	}
	switch c := s[0]; {
	case c >= 'a' && c <= 'z':
		return 1, true
	case c >= 'A' && c <= 'Z':
		return 2, true
	case c >= '0' && c <= '9':
		return 4, true
	}
	return 0, true
}

func boolInt(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

// StrIsAlpha returns s.isalpha() as Numba 0.56 computes it: 0 or 1 (letters: Unicode
// category L), except that a one-character ASCII string gives CPython's Py_ISALPHA flag
// bits (1 for a lowercase letter, 2 for an uppercase one).
func StrIsAlpha(s string) int64 {
	if f, ok := asciiCType(s); ok {
		return f & 3
	}
	return boolInt(strAll(s, pyAlpha))
}

// StrIsAlnum returns s.isalnum() as Numba 0.56 computes it: 0 or 1 (letters and numbers),
// or Py_ISALNUM's flag bits for a one-character ASCII string (lower 1, upper 2, digit 4).
func StrIsAlnum(s string) int64 {
	if f, ok := asciiCType(s); ok {
		return f
	}
	return boolInt(strAll(s, func(r rune) bool { return pyAlpha(r) || pyNumeric(r) }))
}

// StrIsSpace returns s.isspace().
func StrIsSpace(s string) bool { return strAll(s, pySpace) }

// StrIsUpper returns s.isupper() as Numba 0.56 computes it: 0 or 1 (s has a cased
// character and no lowercase or titlecase one), or 2 for a one-character uppercase ASCII
// string (Py_ISUPPER's flag bit).
func StrIsUpper(s string) int64 {
	if f, ok := asciiCType(s); ok {
		return f & 2
	}
	return boolInt(strIsUpper(s))
}

func strIsUpper(s string) bool {
	cased := false
	for _, r := range s {
		if pyLower(r) || pyTitle(r) {
			return false
		}
		cased = cased || pyUpper(r)
	}
	return cased
}

// StrIsLower returns s.islower(): s has a cased character and no uppercase or titlecase one.
func StrIsLower(s string) bool {
	cased := false
	for _, r := range s {
		if pyUpper(r) || pyTitle(r) {
			return false
		}
		cased = cased || pyLower(r)
	}
	return cased
}

// StrZfill returns s.zfill(width): s padded on the left with zeros to width code points,
// after a leading sign.
func StrZfill(s string, width int64) string {
	n := StrLen(s)
	if width <= n {
		return s
	}
	pad := strings.Repeat("0", int(width-n))
	if s != "" && (s[0] == '+' || s[0] == '-') {
		return s[:1] + pad + s[1:]
	}
	return pad + s
}

// fillChar checks the fill character of center, ljust and rjust.
func fillChar(fill string) {
	if utf8.RuneCountInString(fill) != 1 {
		panic(&ValueError{Msg: "The fill character must be exactly one character long"})
	}
}

// StrCenter returns s.center(width, fill), placing the odd padding character as CPython
// does.
func StrCenter(s string, width int64, fill string) string {
	fillChar(fill)
	n := StrLen(s)
	if width <= n {
		return s
	}
	marg := width - n
	left := marg/2 + (marg & width & 1)
	return strings.Repeat(fill, int(left)) + s + strings.Repeat(fill, int(marg-left))
}

// StrLjust returns s.ljust(width, fill).
func StrLjust(s string, width int64, fill string) string {
	fillChar(fill)
	n := StrLen(s)
	if width <= n {
		return s
	}
	return s + strings.Repeat(fill, int(width-n))
}

// StrRjust returns s.rjust(width, fill).
func StrRjust(s string, width int64, fill string) string {
	fillChar(fill)
	n := StrLen(s)
	if width <= n {
		return s
	}
	return strings.Repeat(fill, int(width-n)) + s
}

// pyLower and pyUpper are Unicode's Lowercase and Uppercase properties (categories Ll and
// Lu and the Other_Lowercase and Other_Uppercase characters), which CPython's islower and
// isupper test.
func pyLower(r rune) bool { return unicode.Is(pyLowerTable, r) }
func pyUpper(r rune) bool { return unicode.Is(pyUpperTable, r) }

// pyAlpha reports whether r is a letter as str.isalpha sees it (Unicode category L).
func pyAlpha(r rune) bool { return unicode.Is(pyAlphaTable, r) }

// pyCased reports whether r is cased (Unicode's Cased property: Lowercase, Uppercase or
// title case), as CPython's _PyUnicode_IsCased.
func pyCased(r rune) bool { return unicode.Is(pyCasedTable, r) }

// pyTitle reports whether r is a title case letter.
func pyTitle(r rune) bool { return unicode.Is(pyTitleTable, r) }

// StrCapitalize returns s.capitalize(): the first character in (full) title case, the rest
// in lower case.
func StrCapitalize(s string) string {
	var b strings.Builder
	for i, r := range s {
		if i == 0 {
			writeTitle(&b, r)
		} else {
			writeLower(&b, s, i, r)
		}
	}
	return b.String()
}

// StrSwapcase returns s.swapcase(): upper case characters in lower case, lower case ones in
// upper case (full mappings, final sigma included).
func StrSwapcase(s string) string {
	var b strings.Builder
	for i, r := range s {
		switch {
		case pyUpper(r):
			writeLower(&b, s, i, r)
		case pyLower(r):
			writeUpper(&b, r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// StrCasefold returns s.casefold(): Unicode's full case folding (foldDiff where it differs
// from the lower case mapping; no final sigma).
func StrCasefold(s string) string {
	var b strings.Builder
	for _, r := range s {
		if m, ok := foldDiff[r]; ok {
			b.WriteString(m)
		} else if m, ok := lowerFull[r]; ok {
			b.WriteString(m)
		} else {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// StrTitle returns s.title(): each character after a cased one in lower case, the others in
// (full) title case.
func StrTitle(s string) string {
	var b strings.Builder
	prev := false
	for i, r := range s {
		if prev {
			writeLower(&b, s, i, r)
		} else {
			writeTitle(&b, r)
		}
		prev = pyCased(r)
	}
	return b.String()
}

// StrIsTitle returns s.istitle().
func StrIsTitle(s string) bool {
	cased, prev := false, false
	for _, r := range s {
		switch {
		case pyUpper(r) || pyTitle(r):
			if prev {
				return false
			}
			prev, cased = true, true
		case pyLower(r):
			if !prev {
				return false
			}
			prev, cased = true, true
		default:
			prev = false
		}
	}
	return cased
}

// StrIsASCII returns s.isascii() (true for the empty string).
func StrIsASCII(s string) bool { return isASCII(s) }

// StrIsASCIIFlag returns s._is_ascii, Numba's flag in its unicode struct: 1 when every code
// point of s is below 128 (and for the empty string), else 0.
func StrIsASCIIFlag(s string) uint32 {
	if isASCII(s) {
		return 1
	}
	return 0
}

// StrRSplit returns s.rsplit(sep, maxsplit): as StrSplit, splitting from the right when
// maxsplit limits the splits (maxsplit < 0: no limit).
func StrRSplit(s, sep string, maxsplit int64) *[]string {
	if sep == "" {
		panic(&ValueError{Msg: "empty separator"})
	}
	if maxsplit < 0 {
		out := strings.Split(s, sep)
		return &out
	}
	var rev []string
	end := len(s)
	for int64(len(rev)) < maxsplit {
		i := strings.LastIndex(s[:end], sep)
		if i < 0 {
			break
		}
		rev = append(rev, s[i+len(sep):end])
		end = i
	}
	out := []string{s[:end]}
	for i := len(rev) - 1; i >= 0; i-- {
		out = append(out, rev[i])
	}
	return &out
}

// StrRSplitSpace returns s.rsplit() and s.rsplit(None, maxsplit) (maxsplit < 0: no limit):
// the whitespace-separated words, at most maxsplit splits counted from the right, the rest
// (right-stripped of nothing, left part kept whole but its trailing space removed) first.
func StrRSplitSpace(s string, maxsplit int64) *[]string {
	if maxsplit < 0 {
		return StrSplitSpace(s, -1)
	}
	var rev []string
	end := len(s)
	for {
		// skip whitespace leftwards
		for end > 0 {
			r, n := utf8.DecodeLastRuneInString(s[:end])
			if !pySpace(r) {
				break
			}
			end -= n
		}
		if end == 0 {
			break
		}
		if int64(len(rev)) == maxsplit {
			rev = append(rev, s[:end])
			break
		}
		start := end
		for start > 0 {
			r, n := utf8.DecodeLastRuneInString(s[:start])
			if pySpace(r) {
				break
			}
			start -= n
		}
		rev = append(rev, s[start:end])
		end = start
	}
	out := make([]string, 0, len(rev))
	for i := len(rev) - 1; i >= 0; i-- {
		out = append(out, rev[i])
	}
	return &out
}

// StrPartition returns s.partition(sep): the part before the first sep, sep, and the rest;
// (s, "", "") when sep does not occur.
func StrPartition(s, sep string) [3]string {
	if sep == "" {
		panic(&ValueError{Msg: "empty separator"})
	}
	if i := strings.Index(s, sep); i >= 0 {
		return [3]string{s[:i], sep, s[i+len(sep):]}
	}
	return [3]string{s, "", ""}
}

// StrRPartition returns s.rpartition(sep), splitting at the last sep; ("", "", s) when sep
// does not occur.
func StrRPartition(s, sep string) [3]string {
	if sep == "" {
		panic(&ValueError{Msg: "empty separator"})
	}
	if i := strings.LastIndex(s, sep); i >= 0 {
		return [3]string{s[:i], sep, s[i+len(sep):]}
	}
	return [3]string{"", "", s}
}
