package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestGoGenerate is the user's go:generate experience, end to end: a fresh module in a
// temporary folder outside this repository requires pygo through a replace to this checkout,
// adds cmd/pygo as a tool (go mod edit -tool, go mod tidy: go get -tool would look the path up
// as a module of its own), and has one //go:generate go tool pygo line; go generate ./...
// writes the Go, and go vet and go test ./... pass on it. The module starts from pygo's go.sum,
// so no checksum database is asked; modules missing from the module cache come from GOPROXY.
// It is skipped under -short.
func TestGoGenerate(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a module with go generate and go test: skipped under -short")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	env := append(os.Environ(), "GOWORK=off", "GOFLAGS=-mod=mod", "GOPACKAGE=", "GOFILE=")
	run := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(goTool, args...)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return string(out)
	}
	write := func(name, text string) {
		t.Helper()
		if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}

	run("mod", "init", "example.com/fresh")
	// pygo's go.sum holds the checksums of every module the tool needs, so that go get need not
	// ask the checksum database (which an offline machine cannot reach).
	sums, err := os.ReadFile(filepath.Join(root, "go.sum"))
	if err != nil {
		t.Fatal(err)
	}
	write("go.sum", string(sums))
	run("mod", "edit", "-replace=github.com/pygo-lang/pygo="+root, "-require=github.com/pygo-lang/pygo@v0.0.0-00010101000000-000000000000",
		"-tool=github.com/pygo-lang/pygo/cmd/pygo")
	run("mod", "tidy")
	write("kern.py", `"""A scalar loop, an array expression and a parallel reduction, as Numba runs them."""
import numpy as np
from numba import njit, prange


@njit("int64(int64)")
def sum_squares(n):
    s = 0
    for i in range(n):
        s += i * i
    return s


@njit("float64[::1](float64[::1], float64)")
def axpy1(x, a):
    return a * x + 1.0


@njit("int64(int64[::1])", parallel=True)
def total(a):
    t = 0
    for i in prange(a.shape[0]):
        t += a[i]
    return t
`)
	write("doc.go", "// Package fresh is translated from kern.py.\npackage fresh\n\n//go:generate go tool pygo kern.py\n")
	write("kern_test.go", `package fresh

import (
	"slices"
	"testing"
)

func TestKern(t *testing.T) {
	if got := SumSquares(10); got != 285 {
		t.Errorf("SumSquares(10) = %d, want 285", got)
	}
	if got, want := Axpy1([]float64{0, 1, 2}, 3), []float64{1, 4, 7}; !slices.Equal(got, want) {
		t.Errorf("Axpy1 = %v, want %v", got, want)
	}
	if got := Total([]int64{1, 2, 3, 4}); got != 10 {
		t.Errorf("Total = %d, want 10", got)
	}
}
`)
	run("generate", "./...")
	gen, err := os.ReadFile(filepath.Join(dir, "kern_pygo.go"))
	if err != nil {
		t.Fatalf("go generate wrote no kern_pygo.go: %v", err)
	}
	if first, _, _ := strings.Cut(string(gen), "\n"); !regexp.MustCompile(`^// Code generated .* DO NOT EDIT\.$`).MatchString(first) {
		t.Errorf("kern_pygo.go starts with %q, not a generated-code comment", first)
	}
	run("mod", "tidy") // records what the generated code's import of pygo's kernels needs
	run("vet", "./...")
	if out := run("test", "-count=1", "./..."); !strings.Contains(out, "ok") {
		t.Errorf("go test ./...:\n%s", out)
	}
	// The inspection commands work through the tool too.
	if out := run("tool", "pygo", "types", "kern.py"); !strings.Contains(out, "# total(a: array(int64, 1d, C)) -> int64  (entry, Go Total)") {
		t.Errorf("go tool pygo types:\n%s", out)
	}
	run("tool", "pygo", "html", "-o", "report.html", "kern.py")
	if page, err := os.ReadFile(filepath.Join(dir, "report.html")); err != nil || !strings.Contains(string(page), "k-parallel") {
		t.Errorf("go tool pygo html wrote no report with a parallel loop (%v)", err)
	}
	// Regenerating changes nothing, and -check agrees.
	run("tool", "pygo", "-check", "kern.py")
}
