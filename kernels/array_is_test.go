package kernels

import "testing"

func TestIs(t *testing.T) {
	a := FromSlice([]float64{1, 2, 3})
	shifted := Vector[float64]{Data: a.Data, Off: 1, Shape: [1]int{2}, Strides: [1]int{1}}
	tail := Vector[float64]{Data: a.Data[1:], Shape: [1]int{2}, Strides: [1]int{1}}
	empty := Vector[float64]{Data: a.Data, Off: 3, Shape: [1]int{0}, Strides: [1]int{1}}
	for _, c := range []struct {
		name string
		x, y Vector[float64]
		want bool
	}{
		{"self", a, a, true},
		{"copy", a, FromSlice([]float64{1, 2, 3}), false},
		{"shifted", a, shifted, false},
		{"same start, two offsets", shifted, tail, true},
		{"strides", a, Vector[float64]{Data: a.Data, Shape: [1]int{3}, Strides: [1]int{2}}, false},
		{"empty at the end", empty, empty, true},
		{"empty and full", empty, a, false},
	} {
		if got := Is(c.x, c.y); got != c.want {
			t.Errorf("%s: Is = %v, want %v", c.name, got, c.want)
		}
	}
}
