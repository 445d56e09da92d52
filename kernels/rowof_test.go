package kernels

import "testing"

// TestRowOf checks that RowOf fails exactly when data[off] or data[off+n-1] would, against
// the length of data and not its capacity, that it shares data, and that an empty row is
// empty whatever its offset.
func TestRowOf(t *testing.T) {
	backing := []float64{0, 1, 2, 3, 4, 5, 6, 7}
	data := backing[:6] // capacity 8
	for _, tt := range []struct {
		name   string
		off, n int
		ok     bool
	}{
		{"head", 0, 3, true}, {"tail", 3, 3, true}, {"last", 5, 1, true},
		{"past length", 4, 3, false}, {"into capacity", 6, 2, false}, {"negative", -1, 2, false},
		{"empty inside", 2, 0, true}, {"empty at end", 6, 0, true}, {"empty past end", 40, 0, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				if r := recover(); (r == nil) != tt.ok {
					t.Errorf("RowOf(data, %d, %d): panic %v, want ok %v", tt.off, tt.n, r, tt.ok)
				}
			}()
			s := RowOf(data, tt.off, tt.n)
			if len(s) != tt.n || tt.n > 0 && &s[0] != &data[tt.off] {
				t.Errorf("RowOf(data, %d, %d) = %v, not data[%d:%d]", tt.off, tt.n, s, tt.off, tt.off+tt.n)
			}
		})
	}
}
