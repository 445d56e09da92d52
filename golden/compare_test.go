package golden

import "testing"

// TestSameText checks the comparison rules doc.go states, the same ones oracle.py's
// same_text applies to BLAS-dependent cases.
func TestSameText(t *testing.T) {
	for _, tt := range []struct {
		name      string
		got, want string
		tolerance string
		same      bool
	}{
		{"equal", "(1, 2.5)", "(1, 2.5)", "", true},
		{"last bits", "7.999999999999999", "8.0", "", true},
		{"integers exact", "3", "4", "blas", false},
		{"text exact", "array(float64, (2,), [1.0])", "array(float32, (2,), [1.0])", "blas", false},
		{"relative 1e-9", "1.000000001", "1.0", "", false},
		{"nan", "nan", "nan", "", true},
		{"nan vs number", "nan", "1.0", "blas", false},
		{"inf sign", "-inf", "inf", "blas", false},
		// A result computed by cancellation: only the BLAS rule relates it to the value's scale.
		{"cancellation exact rule", "[8.0, 3e-17]", "[8.0, 1e-17]", "", false},
		{"cancellation blas rule", "[8.0, 3e-17]", "[8.0, 1e-17]", "blas", true},
		{"blas still bounded", "[8.0, 1e-7]", "[8.0, 1e-17]", "blas", false},
		// Single precision: float32 LAPACK against pygo's float64 factorization rounded.
		{"blas32 float32 digits", "10.0", "10.000000319754372", "blas32", true},
		{"blas rule too strict for float32", "10.0", "10.000000319754372", "blas", false},
		{"blas32 still bounded", "10.001", "10.0", "blas32", false},
		{"blas complex tiny real part", "array(complex128, (2,), [(6.7e-18-0.86j), (1+2j)])", "array(complex128, (2,), [-0.86j, (1+2j)])", "blas", true},
		{"blas complex negative zero real part", "[(-0-0.5j), 2j]", "[-0.5j, (-0+2j)]", "blas", true},
		{"exact complex keeps its text", "(6.7e-18-0.86j)", "-0.86j", "", false},
		{"blas complex imaginary part still compared", "(1e-18-0.9j)", "-0.86j", "blas", false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := sameText(tt.got, tt.want, tt.tolerance); got != tt.same {
				t.Errorf("sameText(%q, %q, %q) = %v, want %v", tt.got, tt.want, tt.tolerance, got, tt.same)
			}
		})
	}
}
