package translate

import "testing"

func TestExprString(t *testing.T) {
	for _, tt := range []struct{ src, want string }{
		{"a * x[i] + y[i]", "a * x[i] + y[i]"},
		{"(a + b) * c", "(a + b) * c"},
		{"a - (b - c)", "a - (b - c)"},
		{"(a - b) - c", "a - b - c"},
		{"-x ** 2", "-x ** 2"},
		{"(-x) ** 2", "(-x) ** 2"},
		{"2 ** -x", "2 ** -x"},
		{"a[1:n, ::2]", "a[1:n, ::2]"},
		{"np.sum(a, axis=0)", "np.sum(a, axis=0)"},
		{"not (a and b) or c", "not (a and b) or c"},
		{"0 < x <= n", "0 < x <= n"},
		{"x if x > 0 else -x", "x if x > 0 else -x"},
		{"(1,)", "(1,)"},
		{"[1.5, 2.0, 'a']", `[1.5, 2.0, "a"]`},
		{"(a.T * b).sum()", "(a.T * b).sum()"},
	} {
		t.Run(tt.src, func(t *testing.T) {
			e, err := ParseExpr("x.py", tt.src, Pos{})
			if err != nil {
				t.Fatal(err)
			}
			if got := ExprString(e); got != tt.want {
				t.Errorf("ExprString(%s) = %s, want %s", tt.src, got, tt.want)
			}
		})
	}
}
