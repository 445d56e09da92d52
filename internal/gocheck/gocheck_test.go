package gocheck_test

import (
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/pygo-lang/pygo/internal/gocheck"
)

var checker = sync.OnceValues(func() (*gocheck.Checker, error) {
	return gocheck.NewGenerated("")
})

func newChecker(tb testing.TB) *gocheck.Checker {
	tb.Helper()
	c, err := checker()
	if err != nil {
		tb.Fatal(err)
	}
	return c
}

func TestCheck(t *testing.T) {
	const head = "package p\n\nimport \"github.com/pygo-lang/pygo/kernels\"\n\nconst _ = kernels.GenVersion1\n\n"
	for _, tt := range []struct{ name, src, want string }{
		{"ok", head + "func f(a kernels.Array[float64, [1]int]) { kernels.Fill(a, 1.0) }\n", ""},
		{"no-value", head + "func f(a kernels.Array[float64, [1]int]) { _ = kernels.Fill(a, 1.0) }\n", "(no value) used as value"},
		{"missing-return", head + "func f(n int64) int64 {\n\tfor i := range n {\n\t\treturn i\n\t}\n}\n", "missing return"},
		{"unused", head + "func f(n int64) int64 {\n\tfor i := range n {\n\t}\n\treturn n\n}\n", "declared and not used: i"},
		{"complex-to-int", head + "func f(z complex128) int64 { return int64(z) }\n", "cannot convert"},
		{"unknown-name", head + "func f() { kernels.NoSuchFunction() }\n", "undefined: kernels.NoSuchFunction"},
		{"syntax", "package p\n\nfunc {\n", "expected"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := newChecker(t).Check("x.go", []byte(tt.src))
			switch {
			case tt.want == "" && err != nil:
				t.Errorf("unexpected error: %v", err)
			case tt.want != "" && (err == nil || !strings.Contains(err.Error(), tt.want)):
				t.Errorf("got error %v, want one containing %q", err, tt.want)
			}
		})
	}
}

// BenchmarkCheck measures the cost of type-checking one generated file once the imports
// are loaded, over the committed golden outputs.
func BenchmarkCheck(b *testing.B) {
	files, err := filepath.Glob("../../golden/testdata/*/want.go")
	if err != nil || len(files) == 0 {
		b.Skip("no golden outputs")
	}
	var srcs [][]byte
	size := 0
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, src)
		size += len(src)
	}
	c := newChecker(b)
	if err := c.Check("warm.go", srcs[0]); err != nil {
		b.Fatal(err)
	}
	b.SetBytes(int64(size / len(srcs)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if err := c.Check("in_pygo.go", srcs[i%len(srcs)]); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNew measures loading the imports: go list, then kernels and its dependencies
// type-checked from source without function bodies.
func BenchmarkNew(b *testing.B) {
	for b.Loop() {
		c, err := gocheck.NewGenerated("")
		if err != nil {
			b.Fatal(err)
		}
		if err := c.Check("x.go", []byte("package p\n\nimport \"github.com/pygo-lang/pygo/kernels\"\n\nconst _ = kernels.GenVersion1\n")); err != nil {
			b.Fatal(err)
		}
	}
}
