package main

import (
	"bufio"
	"bytes"
	"go/ast"
	"go/constant"
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
	{Name: "broadcast_axis_sum", Sig: "broadcast_axis_sum(float64[:, ::1], float64[:, ::1])"},
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
	{Name: "reversed_cumsum", Sig: "reversed_cumsum(float64[:, ::1])"},
	{Name: "row_norms", Sig: "row_norms(float64[:, ::1])"},
	{Name: "softmax", Sig: "softmax(float64[::1])"},
	{Name: "stencil_2d", Sig: "stencil_2d(float64[:, ::1])"},
	{Name: "stencil_decorator", Sig: "stencil_decorator(float64[:, ::1], float64, int64)"},
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
// bounds checks left in each function, keyed "package.function", counting all of them and
// those inside innermost loops (the hot ones: a check on a row slice hoisted out of an inner
// loop runs once per row, one inside it once per element).
func boundsChecks(t *testing.T, dir string, pkgs ...string) (all, inner map[string]int) {
	t.Helper()
	cmd := exec.Command("go", append([]string{"build", "-gcflags=-d=ssa/check_bce"}, pkgs...)...)
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	all, inner = map[string]int{}, map[string]int{}
	type span struct{ start, end int }
	type decl struct {
		name  string
		span  span
		loops []span // the innermost loops' bodies
	}
	files := map[string][]decl{}
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
		decls, ok := files[file]
		if !ok {
			fset := token.NewFileSet()
			f, err := parser.ParseFile(fset, file, nil, 0)
			if err != nil {
				t.Fatal(err)
			}
			line := func(p token.Pos) int { return fset.Position(p).Line }
			for _, d := range f.Decls {
				fd, ok := d.(*ast.FuncDecl)
				if !ok {
					continue
				}
				dc := decl{name: fd.Name.Name, span: span{line(fd.Pos()), line(fd.End())}}
				ast.Inspect(fd, func(n ast.Node) bool {
					var body *ast.BlockStmt
					switch n := n.(type) {
					case *ast.ForStmt:
						body = n.Body
					case *ast.RangeStmt:
						body = n.Body
					default:
						return true
					}
					nested := false
					ast.Inspect(body, func(m ast.Node) bool {
						switch m.(type) {
						case *ast.ForStmt, *ast.RangeStmt:
							nested = true
						}
						return !nested
					})
					if !nested {
						dc.loops = append(dc.loops, span{line(body.Pos()), line(body.End())})
					}
					return true
				})
				decls = append(decls, dc)
			}
			files[file] = decls
		}
		line, _ := strconv.Atoi(m[2])
		name, hot := "?", false
		for _, d := range decls {
			if d.span.start <= line && line <= d.span.end {
				name = d.name
				for _, l := range d.loops {
					hot = hot || l.start <= line && line <= l.end
				}
			}
		}
		key := filepath.Base(filepath.Dir(file)) + "." + name
		all[key]++
		if hot {
			inner[key]++
		}
	}
	return all, inner
}

// bceBudget is the number of bounds checks Go's compiler leaves (-d=ssa/check_bce) inside
// the innermost loops of the hot functions of the bench kernels, as generated today:
// TestBoundsChecks fails when a function gets more, so that a change to the emitted indexing
// that costs checks is seen. Lower a budget when a change removes checks. Loops whose
// accesses read hoisted rows (emit/rows.go) have none; conv2d's 18 are its 9 unrolled image
// loads and 9 filter loads (accesses in unrolled loops read no rows yet); stencil2d's 6 are
// the scalar tail after its vector prefix, nbody's 7 the reads of pos[j, k] and mass[j] under
// an if, convolve1d's 1 the reversed k[m - 1 - j] (x[i + j] reads a row).
var bceBudget = map[string]int{
	"k_conv_2d.conv2d":                       18,
	"k_kmeans_assign.kmeansAssign":           0,
	"k_primes_count.isPrime":                 0,
	"k_pairwise_distances.pairwiseDistances": 0,
	"k_matvec_loop.matvecLoop":               0,
	"k_stencil_2d.stencil2d":                 6,
	"k_nbody.accelerations":                  7,
	"k_histogram_loop.histogramLoop":         2,
	"k_umap_euclidean.euclidean":             2,
	"k_convolve_1d.convolve1d":               1,
}

// TestBoundsChecks builds the bench kernels with -d=ssa/check_bce, logs the bounds checks
// left in each generated function and checks the budgets of the innermost loops.
func TestBoundsChecks(t *testing.T) {
	if testing.Short() {
		t.Skip("builds every bench kernel")
	}
	dir := generateBench(t)
	all, inner := boundsChecks(t, dir, "./...")
	var names []string
	for n := range all {
		if strings.HasPrefix(n, "k_") {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		t.Logf("%s: %d bounds checks, %d in innermost loops", n, all[n], inner[n])
	}
	for n, max := range bceBudget {
		pkg, fn, _ := strings.Cut(n, ".")
		src, err := os.ReadFile(filepath.Join(dir, pkg, strings.TrimPrefix(pkg, "k_")+"_pygo.go"))
		if err != nil || !strings.Contains(string(src), "\nfunc "+fn+"(") {
			t.Errorf("%s: no such generated function (%v): update bceBudget", n, err)
		}
		if inner[n] > max {
			t.Errorf("%s: %d bounds checks in innermost loops, budget %d", n, inner[n], max)
		}
	}
}

// generatedFiles returns the Go files pygo generated for the bench kernels (under dir) and
// for the examples.
func generatedFiles(t *testing.T, dir string) []string {
	t.Helper()
	bench, err := filepath.Glob(filepath.Join(dir, "*", "*_pygo.go"))
	if err != nil {
		t.Fatal(err)
	}
	examples, err := filepath.Glob("../../../examples/*/*_pygo.go")
	if err != nil {
		t.Fatal(err)
	}
	if len(bench) != len(benchKernels) || len(examples) == 0 {
		t.Fatalf("found %d bench files for %d kernels and %d example files", len(bench), len(benchKernels), len(examples))
	}
	return append(bench, examples...)
}

// TestNoConstantPow checks that no bench or example kernel calls a pow helper with a constant
// integral exponent: x ** 2, x ** 3 and x ** -1 are multiplications and divisions on every
// path, as in Numba (kernels.PowFloat costs a correctly rounded pow per call).
func TestNoConstantPow(t *testing.T) {
	dir := generateBench(t)
	for _, file := range generatedFiles(t, dir) {
		fset := token.NewFileSet()
		f, err := parser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 2 {
				return true
			}
			fn := call.Fun
			if ix, ok := fn.(*ast.IndexExpr); ok {
				fn = ix.X
			} else if ix, ok := fn.(*ast.IndexListExpr); ok {
				fn = ix.X
			}
			sel, ok := fn.(*ast.SelectorExpr)
			if !ok || !strings.HasPrefix(sel.Sel.Name, "Pow") {
				return true
			}
			if x, ok := sel.X.(*ast.Ident); !ok || x.Name != "kernels" {
				return true
			}
			if v, ok := integralConst(call.Args[1]); ok {
				t.Errorf("%s: kernels.%s called with the constant integral exponent %s", fset.Position(call.Pos()), sel.Sel.Name, v)
			}
			return true
		})
	}
}

// integralConst returns the value of a literal (possibly negated, parenthesized or converted,
// as float64(2)) when it is an integer.
func integralConst(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return integralConst(e.X)
	case *ast.UnaryExpr:
		if e.Op == token.SUB || e.Op == token.ADD {
			v, ok := integralConst(e.X)
			return e.Op.String() + v, ok
		}
	case *ast.CallExpr:
		if len(e.Args) == 1 {
			if _, isIdent := e.Fun.(*ast.Ident); isIdent {
				return integralConst(e.Args[0])
			}
		}
	case *ast.BasicLit:
		v := constant.MakeFromLiteral(e.Value, e.Kind, 0)
		switch v.Kind() {
		case constant.Int:
			return e.Value, true
		case constant.Float:
			return e.Value, constant.ToInt(v).Kind() == constant.Int
		}
	}
	return "", false
}

func TestIntegralConst(t *testing.T) {
	for _, tt := range []struct {
		src  string
		want bool
	}{
		{"2.0", true}, {"3", true}, {"-1.0", true}, {"float64(2)", true}, {"(4.0)", true},
		{"2.5", false}, {"y", false}, {"1e300", true}, {"0.5", false},
	} {
		t.Run(tt.src, func(t *testing.T) {
			e, err := parser.ParseExpr(tt.src)
			if err != nil {
				t.Fatal(err)
			}
			if _, got := integralConst(e); got != tt.want {
				t.Errorf("integralConst(%s) = %v, want %v", tt.src, got, tt.want)
			}
		})
	}
}
