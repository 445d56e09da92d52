package main

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestCalls checks that every call names Python functions and a generated Go function that exist,
// so that a renamed example breaks this test rather than make demo.
func TestCalls(t *testing.T) {
	for _, c := range calls {
		t.Run(c.dir, func(t *testing.T) {
			src, err := os.ReadFile(filepath.Join("..", c.dir, c.py))
			if err != nil {
				t.Fatal(err)
			}
			for _, name := range c.show {
				if _, _, err := pyFunc(src, name); err != nil {
					t.Error(err)
				}
			}
			goFile := filepath.Join("..", c.dir, strings.TrimSuffix(c.py, ".py")+"_pygo.go")
			if _, _, err := goSignature(goFile, c.goFunc); err != nil {
				t.Error(err)
			}
		})
	}
}

func TestPyFunc(t *testing.T) {
	src := []byte(`import math

@njit
@other(1)
def f(x):
    y = x

    return y


def g():
    pass
`)
	for _, tt := range []struct {
		name, want string
		line       int
	}{
		{"f", "@njit\n@other(1)\ndef f(x):\n    y = x\n\n    return y", 3},
		{"g", "def g():\n    pass", 11},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, line, err := pyFunc(src, tt.name)
			if err != nil || got != tt.want || line != tt.line {
				t.Errorf("pyFunc(%s) = %q, %d, %v; want %q, %d", tt.name, got, line, err, tt.want, tt.line)
			}
		})
	}
	if _, _, err := pyFunc(src, "h"); err == nil {
		t.Error("pyFunc(h) found a function that does not exist")
	}
}

// TestValues decodes results as run_numba.py encodes them and compares them with Go results.
func TestValues(t *testing.T) {
	for _, tt := range []struct {
		name     string
		py       string
		goResult any
		show     string
		compare  string
	}{
		{"int", `{"int": "78498"}`, int64(78498), "78498", "identical"},
		{"float", `{"float": "0.1"}`, 0.1, "0.1", "identical"},
		{"nan", `{"float": "nan"}`, math.NaN(), "NaN", "identical"},
		{"close", `{"float": "1.0000000000000002"}`, 1.0, "1", "relative difference 2e-16"},
		{"far", `{"float": "1.5"}`, 1.0, "1", "DIFFERENT"},
		{"int-float", `{"float": "1.0"}`, int64(1), "1", "DIFFERENT"},
		{"array", array(1, 2), []float64{1, 2}, "[1 2]", "identical"},
		{"long-array", array(1, 2, 3, 4, 5), []float64{1, 2, 3, 4, 5}, "[1 2 3 ... 5] (5 values)", "identical"},
		{"shorter-array", array(1), []float64{1, 2}, "[1 2]", "DIFFERENT"},
		{"other", `{"other": "True"}`, true, "true", "DIFFERENT"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var m map[string]json.RawMessage
			if err := json.Unmarshal([]byte(tt.py), &m); err != nil {
				t.Fatal(err)
			}
			n, err := pyValue(m)
			if err != nil {
				t.Fatal(err)
			}
			g := goValue(tt.goResult)
			if got := g.String(); got != tt.show {
				t.Errorf("String() = %q, want %q", got, tt.show)
			}
			if got := compare(g, n); got != tt.compare {
				t.Errorf("compare = %q, want %q", got, tt.compare)
			}
		})
	}
}

// array encodes xs as run_numba.py encodes a float array.
func array(xs ...float64) string {
	b := make([]byte, 8*len(xs))
	for i, x := range xs {
		binary.LittleEndian.PutUint64(b[8*i:], math.Float64bits(x))
	}
	return `{"array": "` + base64.StdEncoding.EncodeToString(b) + `"}`
}
