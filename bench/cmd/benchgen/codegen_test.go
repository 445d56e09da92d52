package main

import (
	"bufio"
	"bytes"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/pygo-lang/pygo/gen"
)

// benchKernels are the kernels of bench/kernels with the signatures bench/run.py derives from
// their inputs (Numba's typeof of the arguments).
var benchKernels = []kernel{
	{Name: "black_scholes", Sig: "black_scholes(float64[::1], float64[::1], float64[::1], float64, float64)"},
	{Name: "collatz", Sig: "collatz_longest(int64)"},
	{Name: "conv_2d", Sig: "conv_2d(float64[:, ::1], float64[:, ::1])"},
	{Name: "convolve_1d", Sig: "convolve_1d(float64[::1], float64[::1])"},
	{Name: "elementwise_loop", Sig: "elementwise_loop(float64[::1], float64[::1], int64)"},
	{Name: "fused_distance", Sig: "fused_distance(float64[::1], float64[::1], int64)"},
	{Name: "histogram_loop", Sig: "histogram_loop(float64[::1], float64, float64, int64)"},
	{Name: "jacobi", Sig: "jacobi(float64[:, ::1], int64)"},
	{Name: "kmeans_assign", Sig: "kmeans_assign(float64[:, ::1], float64[:, ::1])"},
	{Name: "logistic_map", Sig: "logistic_map(float64[::1], float64[::1], int64)"},
	{Name: "lotka_volterra", Sig: "lotka_volterra(float64[::1], float64[::1], int64)"},
	{Name: "matmul", Sig: "matmul(float64[:, ::1], float64[:, ::1])"},
	{Name: "matvec_loop", Sig: "matvec_loop(float64[:, ::1], float64[::1])"},
	{Name: "monte_carlo_pi", Sig: "monte_carlo_pi(int64)"},
	{Name: "nbody", Sig: "nbody(float64[:, ::1], float64[:, ::1], float64[::1], float64, int64)"},
	{Name: "pairwise_distances", Sig: "pairwise_distances(float64[:, ::1])"},
	{Name: "parallel_heavy", Sig: "parallel_heavy(int64)"},
	{Name: "parallel_mandelbrot", Sig: "mandelbrot(float64, float64, float64, float64, int64, int64, int64)"},
	{Name: "parallel_sum", Sig: "parallel_sum(float64[::1])"},
	{Name: "polynomial", Sig: "polynomial(float64[::1])"},
	{Name: "primes_count", Sig: "count_primes(int64)"},
	{Name: "row_norms", Sig: "row_norms(float64[:, ::1])"},
	{Name: "softmax", Sig: "softmax(float64[::1])"},
	{Name: "stencil_2d", Sig: "stencil_2d(float64[:, ::1])"},
	{Name: "sum_reduction", Sig: "sum_reduction(float64[::1])"},
	{Name: "umap_euclidean", Sig: "umap_euclidean(float64[::1], float64[::1], int64)"},
}

// generateBench translates every bench kernel into a package of its own under a fresh
// directory inside the module (so that the generated code resolves kernels) and returns it.
func generateBench(t *testing.T) string {
	t.Helper()
	root, err := filepath.Abs("../../..")
	if err != nil {
		t.Fatal(err)
	}
	work := filepath.Join(root, "bench", "_work")
	if err := os.MkdirAll(work, 0o755); err != nil {
		t.Fatal(err)
	}
	dir, err := os.MkdirTemp(work, "codegen-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	for _, k := range benchKernels {
		file := filepath.Join(root, "bench", "kernels", k.Name+".py")
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		pkg := "k_" + k.Name
		res, err := gen.Translate(filepath.Base(file), src, gen.Config{Package: pkg, Sigs: []string{k.Sig}})
		if err != nil {
			t.Fatalf("%s: %s", k.Name, gen.Render(err, src))
		}
		if err := os.MkdirAll(filepath.Join(dir, pkg), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := gen.WriteFiles(res.Files(filepath.Join(dir, pkg, k.Name+"_pygo.go"))); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// bceRE matches one line of `go build -gcflags=-d=ssa/check_bce`: a bounds check the compiler
// could not remove.
var bceRE = regexp.MustCompile(`^(.*\.go):(\d+):\d+: Found (IsInBounds|IsSliceInBounds)$`)

// boundsChecks builds the packages under dir with -d=ssa/check_bce and returns the number of
// bounds checks left in each function, keyed "package.function".
func boundsChecks(t *testing.T, dir string, pkgs ...string) map[string]int {
	t.Helper()
	cmd := exec.Command("go", append([]string{"build", "-gcflags=-d=ssa/check_bce"}, pkgs...)...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	funcs := map[string][]*ast.FuncDecl{} // file -> declarations
	counts := map[string]int{}
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		m := bceRE.FindStringSubmatch(strings.TrimSpace(sc.Text()))
		if m == nil {
			continue
		}
		file := m[1]
		if !filepath.IsAbs(file) {
			file = filepath.Join(dir, file)
		}
		decls, ok := funcs[file]
		if !ok {
			f, err := parser.ParseFile(token.NewFileSet(), file, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			for _, d := range f.Decls {
				if fd, ok := d.(*ast.FuncDecl); ok {
					decls = append(decls, fd)
				}
			}
			funcs[file] = decls
		}
		line, _ := strconv.Atoi(m[2])
		fset := token.NewFileSet()
		f, _ := parser.ParseFile(fset, file, nil, 0)
		name := "?"
		for _, d := range f.Decls {
			if fd, ok := d.(*ast.FuncDecl); ok && fset.Position(fd.Pos()).Line <= line && line <= fset.Position(fd.End()).Line {
				name = fd.Name.Name
			}
		}
		counts[filepath.Base(filepath.Dir(file))+"."+name]++
	}
	return counts
}

func TestBoundsChecks(t *testing.T) {
	if testing.Short() {
		t.Skip("builds every bench kernel")
	}
	dir := generateBench(t)
	counts := boundsChecks(t, dir, "./...")
	var names []string
	for n := range counts {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		t.Logf("%s: %d bounds checks", n, counts[n])
	}
}
