package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestTypesCommand(t *testing.T) {
	dir := t.TempDir()
	py := filepath.Join(dir, "k.py")
	src := "from numba import njit\n\n\n@njit\ndef f(x):\n    y = x * 2\n    return y + 1\n"
	if err := os.WriteFile(py, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := run([]string{"types", "-sig", "f(float64)", py}, &out, &errb); code != 0 {
		t.Fatalf("pygo types: exit %d: %s", code, errb.String())
	}
	for _, want := range []string{"# f(x: float64) -> float64  (entry, Go F)", "6 |     y = x * 2", "|     y: float64", "|     y + 1: float64"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("pygo types output lacks %q:\n%s", want, out.String())
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "k_pygo.go")); err == nil {
		t.Error("pygo types wrote a Go file")
	}

	bad := filepath.Join(dir, "bad.py")
	if err := os.WriteFile(bad, []byte("from numba import njit\n\n\n@njit(\"float64(float64)\")\ndef f(x):\n    return x + \"a\"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out.Reset()
	errb.Reset()
	if code := run([]string{"types", bad}, &out, &errb); code != 1 {
		t.Errorf("pygo types on a bad file: exit %d, want 1", code)
	}
	if !strings.Contains(errb.String(), "bad.py:6:") {
		t.Errorf("pygo types on a bad file: no positioned diagnostic:\n%s", errb.String())
	}
	if code := run([]string{"types"}, &out, &errb); code != 2 {
		t.Errorf("pygo types without files: exit %d, want 2", code)
	}
}

func TestWerror(t *testing.T) {
	src, err := os.ReadFile("../../gen/testdata/hazards.py")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	py := filepath.Join(dir, "hazards.py")
	if err := os.WriteFile(py, src, 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "hazards_pygo.go")
	var stdout, stderr bytes.Buffer
	if code := run([]string{"-Werror", "-pkg", "p", py}, &stdout, &stderr); code != 1 {
		t.Fatalf("pygo -Werror: exit %d, want 1:\n%s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), "hazards.py:8:5: error: this prange runs serially") {
		t.Errorf("pygo -Werror does not report the warning as an error:\n%s", stderr.String())
	}
	if _, err := os.Stat(out); err == nil {
		t.Error("pygo -Werror wrote output despite the warnings")
	}
	stderr.Reset()
	if code := run([]string{"-pkg", "p", py}, &stdout, &stderr); code != 0 {
		t.Fatalf("pygo: exit %d, want 0:\n%s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), "hazards.py:8:5: warning: this prange runs serially") {
		t.Errorf("pygo does not print the warning:\n%s", stderr.String())
	}
	if _, err := os.Stat(out); err != nil {
		t.Errorf("pygo without -Werror wrote no output: %v", err)
	}
}

func TestHTMLCommand(t *testing.T) {
	dir := t.TempDir()
	py := filepath.Join(dir, "k.py")
	src := "from numba import njit\n\n\n@njit(\"void(float64[::1], float64)\")\ndef scale(x, a):\n    for i in range(x.shape[0]):\n        x[i] = a * x[i]\n"
	if err := os.WriteFile(py, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	report := filepath.Join(dir, "report.html")
	var out, errb bytes.Buffer
	if code := run([]string{"html", "-o", report, py}, &out, &errb); code != 0 {
		t.Fatalf("pygo html: exit %d: %s", code, errb.String())
	}
	page, err := os.ReadFile(report)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"<!DOCTYPE html>", `id="f0l6"`, "k-simd", "func Scale("} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "k_pygo.go")); err == nil {
		t.Error("pygo html wrote a Go file")
	}
	out.Reset()
	if code := run([]string{"html", py}, &out, &errb); code != 0 || !strings.HasPrefix(out.String(), "<!DOCTYPE html>") {
		t.Errorf("pygo html without -o: exit %d, output %.40q", code, out.String())
	}
}
