package typer

import "testing"

func TestUnifyOptional(t *testing.T) {
	arr := NewArray(Float64, 1, LayoutC)
	opt := func(e Type) Type { return &Optional{Elem: e} }
	for _, tt := range []struct {
		a, b Type
		want string
	}{
		{NoneType{}, Int64, "OptionalType(int64)"},
		{Int64, NoneType{}, "OptionalType(int64)"},
		{NoneType{}, NoneType{}, "none"},
		{opt(Int64), Float64, "OptionalType(float64)"},
		{opt(Int64), NoneType{}, "OptionalType(int64)"},
		{NoneType{}, arr, "OptionalType(array(float64, 1d, C))"},
		{NoneType{}, &Tuple{Elems: []Type{Int64, Float64}}, "OptionalType((int64, float64))"},
		{opt(Int64), arr, "<nil>"},
		{NoneType{}, StrType{}, "OptionalType(unicode_type)"},
		{opt(StrType{}), Int64, "<nil>"},
	} {
		got := "<nil>"
		if u := unify(tt.a, tt.b); u != nil {
			got = u.String()
		}
		if got != tt.want {
			t.Errorf("unify(%s, %s) = %s, want %s", tt.a, tt.b, got, tt.want)
		}
	}
}

// The result types of functions with None on some paths, as Numba 0.56 types them.
func TestOptionalResults(t *testing.T) {
	for _, tt := range []struct{ sig, expr, want string }{
		{"(int64, int64)", "a if a > b else None", "OptionalType(int64)"},
		{"(int64, float64)", "None if a > 0 else b", "OptionalType(float64)"},
		{"(int64, int64)", "a is None", "bool"},
		{"(int64, int64)", "len(range(a, b, 2))", "int64"},
		{"(int64, int64)", "a in range(b)", "bool"},
	} {
		t.Run(tt.expr+" "+tt.sig, func(t *testing.T) {
			expectResult(t, tt.sig, tt.expr, tt.want)
		})
	}
}
