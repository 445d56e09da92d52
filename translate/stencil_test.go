package translate

import (
	"strings"
	"testing"
)

func TestStencilLowering(t *testing.T) {
	src := `import numpy as np
from numba import njit, stencil
import numba as nb


@nb.stencil(cval=1.0)
def k(a, w):
    v = a[-2, 1] + a[0, -1] * w
    return v


@stencil
def j(x):
    return x[1] - x[-1]


def k_out(x):
    return x


@njit(parallel=True)
def use(a, o):
    k(a, 2.0, out=o)
    return k(a, 3.0)
`
	m, err := Translate("t.py", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]*FuncDef{}
	var names []string
	for _, f := range m.Funcs {
		byName[f.Name] = f
		names = append(names, f.Name)
	}
	// The module's own k_out keeps its name; the stencil's out= driver takes the next free one.
	if got, want := strings.Join(names, " "), "k_kernel k k_out_ k_parallel j j_out j_parallel k_out use"; got != want {
		t.Fatalf("functions %q, want %q", got, want)
	}
	for name, helper := range map[string]bool{"k_kernel": true, "k": false, "k_out_": true, "k_parallel": true, "k_out": false} {
		if byName[name].Helper != helper {
			t.Errorf("%s.Helper = %v, want %v", name, byName[name].Helper, helper)
		}
	}
	if got := len(byName["k_kernel"].Params); got != 4 {
		t.Errorf("kernel has %d parameters, want the 2 indices and a, w", got)
	}
	kernel := byName["k_kernel"].Body[0].(*Assign).Value
	if got, want := ExprString(kernel), "a[__i0 - 2, __i1 + 1] + a[__i0, __i1 - 1] * w"; got != want {
		t.Errorf("kernel body %q, want %q", got, want)
	}
	// A kernel that is one return statement is computed in the drivers' loops.
	loop := byName["j"].Body[len(byName["j"].Body)-2].(*For)
	if got, want := ExprString(loop.Body[0].(*Assign).Value), "x[__i0 + 1] - x[__i0 - 1]"; got != want {
		t.Errorf("inlined kernel %q, want %q", got, want)
	}
	// The neighbourhood (-2..0, -1..1) gives the loop bounds and the borders.
	var loops []string
	WalkExprs(byName["k"].Body, func(e Expr) {
		if c, ok := e.(*Call); ok && DottedName(c.Func) == "range" {
			loops = append(loops, ExprString(c))
		}
	})
	if got, want := strings.Join(loops, "; "), "range(2, a.shape[0]); range(1, a.shape[1] - 1)"; got != want {
		t.Errorf("loops %q, want %q", got, want)
	}
	// In the parallel function, out= goes to the out= driver and the other call to the
	// parallel driver.
	var calls []string
	WalkExprs(byName["use"].Body, func(e Expr) {
		if c, ok := e.(*Call); ok {
			calls = append(calls, DottedName(c.Func))
		}
	})
	if got, want := strings.Join(calls, " "), "k_out_ k_parallel"; got != want {
		t.Errorf("calls in use: %q, want %q", got, want)
	}
}

func TestStencilDiagnostics(t *testing.T) {
	for _, tt := range []struct{ name, kernel, want string }{
		{"no-relative", "@stencil\ndef k(a):\n    return 1.0\n", "no accesses to relatively indexed arrays"},
		{"dims", "@stencil\ndef k(a):\n    return a[0] + a[0, 1]\n", "does not match array dimensionality"},
		{"option", "@stencil(cvall=1)\ndef k(a):\n    return a[0]\n", "unknown stencil option cvall"},
		{"mode", "@stencil(func_or_mode='reflect')\ndef k(a):\n    return a[0]\n", "unsupported stencil mode"},
		{"out-param", "@stencil\ndef k(a, out):\n    return a[0]\n", "reserved word 'out'"},
		{"standard-first", "@stencil(standard_indexing=('a',))\ndef k(a, b):\n    return a[0] + b[0]\n", "must use relative indexing"},
		{"neighborhood", "@stencil(neighborhood=(-1, 1))\ndef k(a):\n    return a[0]\n", "neighborhood must be"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Translate("t.py", []byte("from numba import stencil\n"+tt.kernel))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
}
