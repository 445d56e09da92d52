package golden

import "testing"

// TestSameText checks the comparison rules doc.go states, the same ones oracle.py's
// same_text applies to BLAS-dependent cases.
func TestSameText(t *testing.T) {
	for _, tt := range []struct {
		name       string
		got, want  string
		blas, same bool
	}{
		{"equal", "(1, 2.5)", "(1, 2.5)", false, true},
		{"last bits", "7.999999999999999", "8.0", false, true},
		{"integers exact", "3", "4", true, false},
		{"text exact", "array(float64, (2,), [1.0])", "array(float32, (2,), [1.0])", true, false},
		{"relative 1e-9", "1.000000001", "1.0", false, false},
		{"nan", "nan", "nan", false, true},
		{"nan vs number", "nan", "1.0", true, false},
		{"inf sign", "-inf", "inf", true, false},
		// A result computed by cancellation: only the BLAS rule relates it to the value's scale.
		{"cancellation exact rule", "[8.0, 3e-17]", "[8.0, 1e-17]", false, false},
		{"cancellation blas rule", "[8.0, 3e-17]", "[8.0, 1e-17]", true, true},
		{"blas still bounded", "[8.0, 1e-7]", "[8.0, 1e-17]", true, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := sameText(tt.got, tt.want, tt.blas); got != tt.same {
				t.Errorf("sameText(%q, %q, blas=%v) = %v, want %v", tt.got, tt.want, tt.blas, got, tt.same)
			}
		})
	}
}
