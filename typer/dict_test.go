package typer

import (
	"testing"
)

// TestDictSignatures checks the dict types -sig and eager signatures accept, in numba.types'
// spelling and in the form Numba prints them.
func TestDictSignatures(t *testing.T) {
	const src = "def f(x):\n    return len(x)\n"
	for _, tt := range []struct{ sig, want string }{
		{"f(DictType(int64, float64))", "f(x DictType[int64,float64])"},
		{"f(types.DictType(types.unicode_type, types.float64))", "f(x DictType[unicode_type,float64])"},
		{"f(DictType[int64,float64]<iv=None>)", "f(x DictType[int64,float64])"},
		{"f(DictType[unicode_type,Tuple(int64, float64)]<iv=None>)", "f(x DictType[unicode_type,(int64, float64)])"},
		{"f(Dict(UniTuple(int64 x 2), int64))", "f(x DictType[(int64, int64),int64])"},
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

// TestDictSignatureErrors checks that unhashable key types are rejected in signatures.
func TestDictSignatureErrors(t *testing.T) {
	const src = "def f(x):\n    return len(x)\n"
	for _, sig := range []string{"f(DictType(List(int64), int64))", "f(DictType(int64))", "f(DictType(float64[:], int64))"} {
		t.Run(sig, func(t *testing.T) {
			if _, err := checkSrc(t, src, sig); err == nil {
				t.Fatal("no error")
			}
		})
	}
}
