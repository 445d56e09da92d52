package translate

import (
	"strings"
	"testing"
)

func TestBindDefaults(t *testing.T) {
	m, err := Translate("x.py", []byte("def f(x, y=2, z=3.5, *rest):\n    return x + y + z\n"))
	if err != nil {
		t.Fatal(err)
	}
	f := m.Funcs[0]
	for _, tt := range []struct {
		n    int
		want []string // the bound names, in order, then the body's first statement
	}{
		{n: 3, want: []string{"rest=()"}},
		{n: 1, want: []string{"y=2", "z=3.5", "rest=()"}},
	} {
		b := BindDefaults(f, tt.n)
		if len(b.Params) != tt.n || b.Vararg != nil {
			t.Errorf("BindDefaults(f, %d): %d params, vararg %v", tt.n, len(b.Params), b.Vararg)
		}
		var got []string
		for _, s := range b.Body[:len(tt.want)] {
			a, ok := s.(*Assign)
			if !ok {
				t.Fatalf("BindDefaults(f, %d): statement %T, want an assignment", tt.n, s)
			}
			v := "()"
			if c, ok := a.Value.(*Const); ok {
				v = c.Value.String()
			}
			got = append(got, a.Targets[0].(*Name).Id+"="+v)
			if !a.Pos.IsValid() {
				t.Errorf("binding %s has no position", got[len(got)-1])
			}
		}
		if strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("BindDefaults(f, %d) binds %v, want %v", tt.n, got, tt.want)
		}
		if b.Body[len(tt.want)] != f.Body[0] {
			t.Errorf("BindDefaults(f, %d) does not keep the body after the bindings", tt.n)
		}
	}
	if len(f.Params) != 3 || f.Vararg == nil || len(f.Body) != 1 {
		t.Errorf("BindDefaults changed its argument")
	}
}

func TestRenderOwnSource(t *testing.T) {
	ds := Diagnostics{
		{File: "x.py", Pos: Pos{Line: 2, Col: 5}, Severity: Warning, Code: "c", Msg: "in the file"},
		{File: "-sig", Pos: Pos{Line: 1, Col: 3}, End: Pos{Line: 1, Col: 9}, Severity: Error, Code: "c", Msg: "in the flag", Source: "f(flot64)"},
	}
	got := ds.Render([]byte("import numba\ndef f(x):\n"))
	want := "-sig:1:3: error: in the flag\n    f(flot64)\n      ^~~~~~\n" +
		"x.py:2:5: warning: in the file\n    def f(x):\n        ^\n"
	if got != want {
		t.Errorf("Render =\n%s\nwant\n%s", got, want)
	}
}
