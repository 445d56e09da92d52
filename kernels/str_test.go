package kernels

import (
	"reflect"
	"testing"
)

// The expected values are CPython's (and Numba 0.56's, where they differ it says so).

func TestStrIndexSlice(t *testing.T) {
	for _, tt := range []struct {
		s         string
		lo, hi, k int64
		want      string
	}{
		{"abcdef", 1, 4, 1, "bcd"},
		{"abcdef", NoIndex, NoIndex, -1, "fedcba"},
		{"αβγδε", 1, NoIndex, 2, "βδ"},
		{"αβγδε", -2, NoIndex, 1, "δε"},
		{"日本語", 5, 1, 1, ""},
		{"日本語", NoIndex, NoIndex, -2, "語日"},
	} {
		if got := StrSlice(tt.s, tt.lo, tt.hi, tt.k); got != tt.want {
			t.Errorf("%q[%d:%d:%d] = %q, want %q", tt.s, tt.lo, tt.hi, tt.k, got, tt.want)
		}
	}
	if got := StrAt("naïve", 2); got != "ï" {
		t.Errorf("StrAt = %q", got)
	}
	if got := StrAt("naïve", -1); got != "e" {
		t.Errorf("StrAt(-1) = %q", got)
	}
	if got := StrLen("naïve"); got != 5 {
		t.Errorf("StrLen = %d", got)
	}
	wantPanic(t, "IndexError", func() { StrAt("abc", 3) })
	wantPanic(t, "ValueError", func() { StrSlice("abc", 0, 3, 0) })
}

func TestStrSearch(t *testing.T) {
	for _, tt := range []struct {
		s, sub           string
		start, end       int64
		find, rfind, cnt int64
	}{
		{"abracadabra", "abra", NoIndex, NoIndex, 0, 7, 2},
		{"abracadabra", "a", 2, 8, 3, 7, 3},
		{"abracadabra", "a", -4, -1, 7, 7, 1},
		{"abc", "", 3, 10, 3, 3, 1},
		{"abc", "", 5, 10, -1, -1, 0},
		{"añoaño", "ño", NoIndex, NoIndex, 1, 4, 2},
		{"日本語日本語", "本", 2, 6, 4, 4, 1},
	} {
		if got := StrFind(tt.s, tt.sub, tt.start, tt.end); got != tt.find {
			t.Errorf("%q.find(%q, %d, %d) = %d, want %d", tt.s, tt.sub, tt.start, tt.end, got, tt.find)
		}
		if got := StrRFind(tt.s, tt.sub, tt.start, tt.end); got != tt.rfind {
			t.Errorf("%q.rfind(%q, %d, %d) = %d, want %d", tt.s, tt.sub, tt.start, tt.end, got, tt.rfind)
		}
		if got := StrCount(tt.s, tt.sub, tt.start, tt.end); got != tt.cnt {
			t.Errorf("%q.count(%q, %d, %d) = %d, want %d", tt.s, tt.sub, tt.start, tt.end, got, tt.cnt)
		}
	}
	wantPanic(t, "ValueError", func() { StrIndex("abc", "z", NoIndex, NoIndex) })
}

func TestStrSplit(t *testing.T) {
	for _, tt := range []struct {
		s, sep string
		max    int64
		want   []string
	}{
		{"a,,b,", ",", -1, []string{"a", "", "b", ""}},
		{"a b c d", " ", 2, []string{"a", "b", "c d"}},
		{"a b c d", " ", 0, []string{"a b c d"}},
		{"a b c", " ", -2, []string{"a b c"}}, // Numba 0.56; CPython splits everywhere
	} {
		if got := *StrSplit(tt.s, tt.sep, tt.max); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%q.split(%q, %d) = %q, want %q", tt.s, tt.sep, tt.max, got, tt.want)
		}
	}
	for _, tt := range []struct {
		s    string
		max  int64
		want []string
	}{
		{" the quick\t brown\n", -1, []string{"the", "quick", "brown"}},
		{"   ", -1, []string{}},
		{"  a  b  c  ", 1, []string{"a"}}, // Numba 0.56 drops the rest; CPython gives ['a', 'b  c  ']
		{"a\x1cb", -1, []string{"a", "b"}},
	} {
		if got := *StrSplitSpace(tt.s, tt.max); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("%q.split(None, %d) = %q, want %q", tt.s, tt.max, got, tt.want)
		}
	}
	wantPanic(t, "ValueError", func() { StrSplit("a", "", -1) })
}

func TestStrPadCase(t *testing.T) {
	for _, tt := range []struct{ got, want string }{
		{StrZfill("-42", 6), "-00042"},
		{StrZfill("abc", 2), "abc"},
		{StrCenter("ab", 7, " "), "   ab  "},
		{StrCenter("abc", 6, "*"), "*abc**"},
		{StrLjust("ü", 3, "·"), "ü··"},
		{StrRjust("ü", 3, "·"), "··ü"},
		{StrUpper("straße"), "STRASSE"},
		{StrLower("ÀÉÎ"), "àéî"},
		{StrStrip(" \t x \n"), "x"},
		{StrStripChars("xxyhelloyx", "xy"), "hello"},
		{StrReplace("abc", "", "-", -1), "-a-b-c-"},
		{StrReplace("a-b-c-d", "-", "", 2), "abc-d"},
		{StrRepeat("ab", -1), ""},
		{StrChr(8364), "€"},
	} {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
	wantPanic(t, "ValueError", func() { StrCenter("x", 5, "ab") })
	wantPanic(t, "TypeError", func() { StrOrd("ab") })
	if StrIsUpper("ÀÉÎ 1") != 1 || StrIsUpper("1") != 0 || !StrIsLower("abc!") || !StrIsSpace("\x1f ") || StrIsDigit("") {
		t.Error("is* predicates")
	}
	// Numba 0.56 returns CPython's ctype flag bits for one ASCII character.
	if StrIsUpper("A") != 2 || StrIsAlpha("a") != 1 || StrIsAlpha("A") != 2 || StrIsAlnum("7") != 4 || StrIsAlnum("ab") != 1 {
		t.Error("one-character ASCII is* flags")
	}
	if StrLower("ΣΑΣ ΟΔΥΣΣΕΥΣ") != "σας οδυσσευς" || StrUpper("ﬃß") != "FFISS" || StrCasefold("ß\u0345") != "ssι" || StrTitle("ﬁx") != "Fix" {
		t.Error("full case mappings")
	}
	if !StrIsDigit("²①") || StrIsDecimal("²") || !StrIsNumeric("½一") {
		t.Error("numeric properties")
	}
}

func wantPanic(t *testing.T, class string, f func()) {
	t.Helper()
	defer func() {
		t.Helper()
		r := recover()
		pe, ok := r.(PyException)
		if !ok || pe.PyClass() != class {
			t.Errorf("panic %v, want %s", r, class)
		}
	}()
	f()
}
