package typer

import (
	"fmt"
	"testing"
)

func TestParseLayout(t *testing.T) {
	for _, tt := range []struct {
		layout, want, why string
	}{
		{"(n)->(n)", "ins [[0]] outs [[0]] dims [n]", ""},
		{"(m,n),(n)->(m)", "ins [[0 1] [1]] outs [[0]] dims [m n]", ""},
		{"(n),()->()", "ins [[0] []] outs [[]] dims [n]", ""},
		{"(n) -> (), ()", "ins [[0]] outs [[] []] dims [n]", ""},
		{"(n)=>(n)", "", "operands are separated by commas"},
		{"(x,y),(x,y),(x,y)", "ins [[0 1] [0 1] [0 1]] outs [] dims [x y]", ""},
		{"(n),()", "ins [[0] []] outs [] dims [n]", ""},
		{"(n)->", "", "a layout has at least one input, and one output after ->"},
		{"(n,2)->(n)", "", "a core dimension is a name, not '2'"},
		{"(n->(n)", "", "unbalanced parentheses"},
		{"n->(n)", "", "each operand's core dimensions are written in parentheses, separated by commas"},
		{"->(n)", "", "a layout has at least one input, and one output after ->"},
	} {
		t.Run(tt.layout, func(t *testing.T) {
			g, why := parseLayout(tt.layout)
			if why != tt.why {
				t.Fatalf("why = %q, want %q", why, tt.why)
			}
			if g == nil {
				return
			}
			if got := fmt.Sprintf("ins %v outs %v dims %v", g.Ins, g.Outs, g.Dims); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
}

func TestSafeCast(t *testing.T) {
	for _, tt := range []struct {
		from, to *Basic
		mixed    bool
		want     bool
	}{
		{Int64, Float64, false, true},
		{Int64, Float32, false, false},
		{Int64, Float32, true, true}, // Numba's rule for mixed integer and float inputs
		{Int16, Float32, false, true},
		{Uint8, Int8, false, false},
		{Uint8, Int16, false, true},
		{Int32, Uint64, false, false},
		{Float32, Float64, false, true},
		{Float64, Float32, false, false},
		{Float32, Complex64, false, true},
		{Float64, Complex64, false, false},
		{Bool, Int8, false, true},
		{Int8, Bool, false, false},
		{Complex64, Complex128, false, true},
	} {
		t.Run(fmt.Sprintf("%s->%s/%v", tt.from, tt.to, tt.mixed), func(t *testing.T) {
			if got := ufuncCanCast(tt.from, tt.to, tt.mixed); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}
