package translate

import (
	"go/constant"
	"math"
	"testing"
)

// TestFoldIntPow checks that x ** n folds, or is left to run time, without n multiplications:
// 2 ** (2**63 - 1) once looped for ever (FuzzTranslate), as 0 ** n did.
func TestFoldIntPow(t *testing.T) {
	big := constant.MakeInt64(math.MaxInt64)
	for _, tt := range []struct {
		x, n int64
		want string // "" where the fold is left to run time
	}{
		{2, 10, "1024"},
		{3, 0, "1"},
		{0, 0, "1"},
		{0, math.MaxInt64, "0"},
		{1, math.MaxInt64, "1"},
		{-1, math.MaxInt64, "-1"},
		{-1, math.MaxInt64 - 1, "1"},
		{2, math.MaxInt64, ""},
		{-7, math.MaxInt64 / 3, ""},
		{2, 64, "18446744073709551616"},
		{2, 200, ""},
		{2, -1, ""},
	} {
		n := constant.MakeInt64(tt.n)
		if tt.n == math.MaxInt64 {
			n = big
		}
		got := foldIntBinary(Pow, constant.MakeInt64(tt.x), n)
		switch {
		case tt.want == "" && got != nil:
			t.Errorf("%d ** %d folded to %s, want it left to run time", tt.x, tt.n, got)
		case tt.want != "" && (got == nil || got.ExactString() != tt.want):
			t.Errorf("%d ** %d = %v, want %s", tt.x, tt.n, got, tt.want)
		}
	}
}
