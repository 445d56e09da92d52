package kernels

import (
	"errors"
	"testing"
)

func TestOptional(t *testing.T) {
	if got := Unwrap(Some(int64(3)), "int64"); got != 3 {
		t.Errorf("Unwrap(Some(3)) = %d", got)
	}
	var err error
	func() {
		defer Catch(&err)
		Unwrap(Optional[float64]{}, "float64")
	}()
	var te *TypeError
	if !errors.As(err, &te) || te.Msg != "expected float64, got None" {
		t.Errorf("Unwrap(None) raised %v", err)
	}
}

func TestOptionalRepr(t *testing.T) {
	for _, tt := range []struct {
		v    any
		want string
	}{
		{Some(int64(10)), "10"},
		{Optional[int64]{}, "None"},
		{Some(2.0), "2.0"},
		{Tuple{int64(1), Optional[float64]{}}, "(1, None)"},
	} {
		if got := Repr(tt.v); got != tt.want {
			t.Errorf("Repr(%#v) = %q, want %q", tt.v, got, tt.want)
		}
	}
}
