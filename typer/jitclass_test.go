package typer

import (
	"errors"
	"strings"
	"testing"

	"github.com/pygo-lang/pygo/translate"
)

const jitclassSrc = `import numpy as np
from numba import float64, int64
from numba.experimental import jitclass

spec = [("x", float64), ("n", int64), ("a", float64[:])]


@jitclass(spec)
class P:
    m: float64

    def __init__(self, x):
        self.x = x
        self.n = 0
        self.m = 0.0
        self.a = np.zeros(3)

    def twice(self, k=2):
        return self.x * k

    @property
    def size(self):
        return self.a.shape[0]

    @staticmethod
    def one():
        return 1


def f(v):
    p = P(v)
    %s
`

// TestJitclassTypes checks the types of fields, methods, properties and static methods.
func TestJitclassTypes(t *testing.T) {
	for _, tt := range []struct{ body, want string }{
		{"return p.x, p.n, p.m", "(float64, int64, float64)"},
		{"return p.a", "array(float64, 1d, A)"},
		{"return p.twice(), p.twice(k=3)", "(float64, float64)"},
		{"return p.size, p.one()", "(int64, int64)"},
		{"return p", "instance.jitclass.P"},
	} {
		t.Run(tt.body, func(t *testing.T) {
			p, err := checkSrc(t, strings.Replace(jitclassSrc, "%s", tt.body, 1), "f(float64)")
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range p.Specs {
				if s.Def.Name == "f" {
					if got := s.Result.String(); got != tt.want {
						t.Errorf("got %s, want %s", got, tt.want)
					}
					return
				}
			}
			t.Fatal("no specialization of f")
		})
	}
}

// TestJitclassErrors checks the codes of the problems compiled code can have with a jitclass.
func TestJitclassErrors(t *testing.T) {
	for _, tt := range []struct{ body, want string }{
		{"p.y = 1.0", "unknown-attribute"},
		{"return p.y", "unknown-attribute"},
		{"p.x = p.a", "type-mismatch"},
		{"return P.one()", "unsupported-feature"},
		{"return P()", "unsupported-feature"},
		{"q = P(x=v)", "unsupported-feature"},
		{"return p.twice(1, 2)", "wrong-arg-count"},
	} {
		t.Run(tt.body, func(t *testing.T) {
			_, err := checkSrc(t, strings.Replace(jitclassSrc, "%s", tt.body, 1), "f(float64)")
			var ds translate.Diagnostics
			if !errors.As(err, &ds) || len(ds) != 1 || ds[0].Code != tt.want || ds[0].Pos.Line != 35 {
				t.Errorf("got %v, want one %s diagnostic on line 35", err, tt.want)
			}
		})
	}
}

// TestJitclassSignature checks that signatures name jitclass instances by the class name.
func TestJitclassSignature(t *testing.T) {
	src := strings.Replace(jitclassSrc, "def f(v):\n    p = P(v)\n    %s\n", "def g(p, k):\n    return p.twice(k)\n", 1)
	p, err := checkSrc(t, src, "g(P, int64)")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range p.Specs {
		if s.Def.Name == "g" {
			if got := specText(s); got != "g(p instance.jitclass.P, k int64)" {
				t.Errorf("got %s", got)
			}
			return
		}
	}
	t.Fatal("no specialization of g")
}

// TestJitclassFieldNames checks that fields whose Go names would clash get distinct ones.
func TestJitclassFieldNames(t *testing.T) {
	src := `from numba import float64
from numba.experimental import jitclass


@jitclass([("_x", float64), ("x", float64), ("x_", float64)])
class P:
    def __init__(self, v):
        self._x = v
        self.x = v
        self.x_ = v


def f(v):
    return P(v, v, v).x
`
	p, err := checkSrc(t, strings.Replace(src, "P(v, v, v)", "P(v)", 1), "f(float64)")
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range p.Classes[0].Fields {
		got = append(got, f.GoName)
	}
	if strings.Join(got, " ") != "X X2 X3" {
		t.Errorf("got %v, want [X X2 X3]", got)
	}
}
