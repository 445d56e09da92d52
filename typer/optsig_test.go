package typer

import (
	"strings"
	"testing"
)

// TestOptionalSignatures checks Numba's optional(T) in -sig and eager signatures.
func TestOptionalSignatures(t *testing.T) {
	const src = "def f(x):\n    return x\n"
	for _, tt := range []struct{ sig, want string }{
		{"f(optional(float64))", "f(x OptionalType(float64))"},
		{"f(types.Optional(types.int32))", "f(x OptionalType(int32))"},
		{"f(optional(float32[:]))", "f(x OptionalType(array(float32, 1d, A)))"},
		{"f(optional(UniTuple(int64, 2)))", "f(x OptionalType((int64, int64)))"},
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
	for _, tt := range []struct{ sig, want string }{
		{"f(optional(none))", "optional takes a type other than None"},
		{"f(optional(optional(int64)))", "optional takes a type other than None"},
		{"f(optional(int64, float64))", "optional takes one type"},
	} {
		t.Run(tt.sig, func(t *testing.T) {
			_, err := checkSrc(t, src, tt.sig)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
}
