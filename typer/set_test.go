package typer

import "testing"

// TestSetSignatures checks the set types -sig and eager signatures accept, in numba.types'
// spelling and in the forms Numba prints them.
func TestSetSignatures(t *testing.T) {
	const src = "def f(x):\n    return len(x)\n"
	for _, tt := range []struct{ sig, want string }{
		{"f(Set(int64))", "f(x set(int64))"},
		{"f(types.Set(types.float64, reflected=True))", "f(x set(float64))"},
		{"f(reflected set(int64))", "f(x set(int64))"},
		{"f(set(unicode_type))", "f(x set(unicode_type))"},
		{"f(reflected set(UniTuple(int64 x 2)))", "f(x set((int64, int64)))"},
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

// TestSetSignatureErrors checks that unhashable item types are rejected in signatures.
func TestSetSignatureErrors(t *testing.T) {
	const src = "def f(x):\n    return len(x)\n"
	for _, sig := range []string{"f(Set(List(int64)))", "f(Set(int64, int64))", "f(Set(float64[:]))", "f(Set(int64, kind=1))"} {
		t.Run(sig, func(t *testing.T) {
			if _, err := checkSrc(t, src, sig); err == nil {
				t.Fatal("no error")
			}
		})
	}
}
