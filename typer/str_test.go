package typer

import "testing"

// TestStrSignatures checks the spellings of Numba's string type that -sig and eager
// signatures accept.
func TestStrSignatures(t *testing.T) {
	const src = "def f(x):\n    return x\n"
	for _, tt := range []struct{ sig, want string }{
		{"f(unicode_type)", "f(x unicode_type)"},
		{"f(types.unicode_type)", "f(x unicode_type)"},
		{"f(List(unicode_type))", "f(x list(unicode_type))"},
		{"f(reflected list(unicode_type))", "f(x list(unicode_type))"},
		{"f(UniTuple(unicode_type, 2))", "f(x (unicode_type, unicode_type))"},
	} {
		t.Run(tt.sig, func(t *testing.T) {
			p, err := checkSrc(t, src, tt.sig)
			if err != nil {
				t.Fatal(err)
			}
			if got := specText(p.Specs[0]); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

// TestStrTypes checks the result types of string expressions, Numba's int results of some
// is* predicates included.
func TestStrTypes(t *testing.T) {
	for _, tt := range []struct{ body, want string }{
		{"return s[1:] + s * 2", "unicode_type"},
		{"return len(s), s.find('a'), s.count('a', 1)", "(int64, int64, int64)"},
		{"return s.split(','), s.split()", "(list(unicode_type), list(unicode_type))"},
		{"return s.isdigit(), s.isspace(), s.islower(), s.isalpha()", "(int64, bool, bool, int64)"},
		{"return s < 'b', 'a' in s, ord(s), chr(65)", "(bool, bool, int64, unicode_type)"},
		{"return ','.join(sorted(s.split()))", "unicode_type"},
	} {
		t.Run(tt.body, func(t *testing.T) {
			p, err := checkSrc(t, "def f(s):\n    "+tt.body+"\n", "f(unicode_type)")
			if err != nil {
				t.Fatal(err)
			}
			if got := p.Specs[0].Result.String(); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}
