package golden

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"go/build"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"

	"github.com/pygo-lang/pygo/gen"
	"github.com/pygo-lang/pygo/internal/gocheck"
	"github.com/pygo-lang/pygo/translate"
)

var update = flag.Bool("update", false, "rewrite want.go and want.err from the current output")

// TestGolden translates every case, compares the Go (or the diagnostics) with the committed
// golden files, then compiles all outputs into one program, runs every recorded call and
// compares the results with what Numba computed (want.jsonl).
func TestGolden(t *testing.T) {
	cases := loadCases(t)
	ahead := newTranslations(cases, runtime.GOMAXPROCS(0)-1)
	var runnable []*runCase
	for i, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if rc := translateCase(t, c, ahead.get(i)); rc != nil {
				runnable = append(runnable, rc)
			}
		})
	}
	ahead.wait()
	checkOrphans(t, cases)
	// Under PYGO_GOLDEN_ROOT (scripts/numbasuite) the cases that translated run even when
	// others failed, so that one run classifies every case.
	if t.Failed() && os.Getenv("PYGO_GOLDEN_ROOT") == "" || len(runnable) == 0 {
		return
	}
	results := runAll(t, runnable)
	for _, rc := range runnable {
		t.Run(rc.c.name+"/run", func(t *testing.T) { compareResults(t, rc, results[rc.c.name]) })
	}
}

// runCase is a positive case whose Go compiled into the harness.
type runCase struct {
	c     *goldenCase
	res   *gen.Result
	calls []harnessCall
	wants []want
}

func translateCase(t *testing.T, c *goldenCase, tr *translation) *runCase {
	t.Helper()
	if tr.wantsErr != nil {
		t.Errorf("%s: %v (run make oracle)", c.name, tr.wantsErr)
	}
	wants, res, err := tr.wants, tr.res, tr.err
	errFile := filepath.Join(c.dir, "want.err")
	goFile := filepath.Join(c.dir, "want.go")
	if c.code != "" {
		if err == nil {
			t.Fatalf("want error %s, but pygo translated the case", c.code)
		}
		var ds translate.Diagnostics
		if !errors.As(err, &ds) {
			t.Fatalf("want diagnostics, got %v", err)
		}
		found := false
		for _, d := range ds {
			found = found || d.Code == c.code
		}
		if !found {
			t.Errorf("want a diagnostic with code %s, got:\n%s", c.code, gen.RenderSources(err, c.sources()))
		}
		compareFile(t, errFile, []byte(gen.RenderSources(err, c.sources())))
		return nil
	}
	if err != nil {
		t.Fatalf("translate:\n%s", gen.RenderSources(err, c.sources()))
	}
	if tr.againErr != nil || !bytes.Equal(tr.again.Go, res.Go) {
		t.Errorf("output differs between two runs")
	}
	// pygo html's marker comments change nothing else in the Go.
	if tr.markedErr != nil || !bytes.Equal(gen.StripMarks(tr.marked), res.Go) {
		t.Errorf("the Go with pygo html's marker comments, less those lines, differs from the generated Go (err %v)", tr.markedErr)
	}
	compareFile(t, goFile, res.Go)
	compareOptional(t, filepath.Join(c.dir, "want_amd64.s"), res.Asm)
	if err := typeCheck(res.Go, res.Other); err != nil {
		t.Fatalf("the generated Go does not type-check:\n%v", err)
	}
	rc := &runCase{c: c, res: res, wants: wants}
	entries := res.Entries
	if c.pkg != nil {
		// Calls name functions of the entry module.
		entries = nil
		for _, en := range res.Entries {
			if en.Module == c.pkg.entry {
				entries = append(entries, en)
			}
		}
	}
	for i, call := range c.calls {
		var arrays []recArray
		var result string
		if i < len(wants) {
			arrays, result = wants[i].Arrays, wants[i].Result
		}
		hc, err := bindCall(call, entries, arrays, c.pkgName(), result)
		if err != nil {
			t.Errorf("call %s: %v", call, err)
			continue
		}
		rc.calls = append(rc.calls, hc)
	}
	if len(rc.wants) != len(rc.calls) {
		t.Errorf("want.jsonl has %d results for %d calls: run make oracle", len(rc.wants), len(rc.calls))
		return nil
	}
	return rc
}

// compareOptional is compareFile for a file that exists only when data is not nil.
func compareOptional(t *testing.T, name string, data []byte) {
	t.Helper()
	if data != nil {
		compareFile(t, name, data)
		return
	}
	if _, err := os.Stat(name); err == nil {
		if *update {
			os.Remove(name)
			return
		}
		t.Errorf("%s is orphaned: pygo no longer generates it (run go test ./golden -update)", name)
	}
}

// goChecker type-checks generated files in process; the kernels package is loaded once.
var goChecker = sync.OnceValues(func() (*gocheck.Checker, error) {
	return gocheck.NewGenerated("")
})

// vetCase runs go vet's analyzers on the package in dir, in process: its files that the
// build constraints of this machine (GOOS, GOARCH, no purego tag) select.
func vetCase(dir string) error {
	c, err := goChecker()
	if err != nil {
		return err
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	var files []gocheck.SrcFile
	for _, e := range entries {
		if ok, err := build.Default.MatchFile(dir, e.Name()); err != nil || !ok {
			continue
		}
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		if err != nil {
			return err
		}
		files = append(files, gocheck.SrcFile{Name: e.Name(), Data: data})
	}
	return c.Vet(files)
}

// typeCheck type-checks a generated file, with its vector dispatchers without assembly, with go/types, so that a program pygo accepts but
// whose Go does not compile fails its own case (about 1ms a file once kernels is loaded).
func typeCheck(src, other []byte) error {
	c, err := goChecker()
	if err != nil {
		return err
	}
	return c.Check("in_pygo.go", src, other)
}

// compareFile compares data with a golden file, or rewrites it under -update.
func compareFile(t *testing.T, name string, data []byte) {
	t.Helper()
	if *update {
		if err := os.WriteFile(name, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	have, err := os.ReadFile(name)
	if err != nil {
		t.Errorf("%v (run go test ./golden -update)", err)
		return
	}
	if !bytes.Equal(have, data) {
		t.Errorf("%s differs from the current output (run go test ./golden -update and review the diff):\n%s", name, firstDiff(have, data))
	}
}

func firstDiff(have, want []byte) string {
	h, w := strings.Split(string(have), "\n"), strings.Split(string(want), "\n")
	for i := 0; i < len(h) || i < len(w); i++ {
		var a, b string
		if i < len(h) {
			a = h[i]
		}
		if i < len(w) {
			b = w[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\n-%s\n+%s", i+1, a, b)
		}
	}
	return ""
}

// checkOrphans fails on golden files that belong to no case kind.
func checkOrphans(t *testing.T, cases []*goldenCase) {
	for _, c := range cases {
		for _, f := range []string{"want.go", "want.err", "want.jsonl"} {
			_, err := os.Stat(filepath.Join(c.dir, f))
			exists := err == nil
			expected := f == "want.err" && c.code != "" || f != "want.err" && c.code == ""
			if exists && !expected && !*update {
				t.Errorf("%s/%s is orphaned: remove it", c.name, f)
			}
			if exists && !expected && *update {
				os.Remove(filepath.Join(c.dir, f))
			}
		}
	}
}

// runAll writes every case's Go into one temporary module with a main that performs every
// call, vets the cases' packages, builds and runs it, and returns the outcome of each call per case.
func runAll(t *testing.T, cases []*runCase) map[string][]outcome {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	goMod := fmt.Sprintf("module pygogolden\n\ngo 1.25\n\nrequire github.com/pygo-lang/pygo v0.0.0\n\nreplace github.com/pygo-lang/pygo => %s\n", root)
	must(t, os.WriteFile(filepath.Join(dir, "go.mod"), []byte(goMod), 0o644))
	if sum, err := os.ReadFile(filepath.Join(root, "go.sum")); err == nil {
		must(t, os.WriteFile(filepath.Join(dir, "go.sum"), sum, 0o644))
	}
	for _, rc := range cases {
		pdir := filepath.Join(dir, rc.c.pkgName())
		must(t, os.MkdirAll(pdir, 0o755))
		must(t, gen.WriteFiles(rc.res.Files(filepath.Join(pdir, "in_pygo.go"))))
	}
	must(t, os.WriteFile(filepath.Join(dir, "main.go"), harnessMain(cases), 0o644))
	env := append(os.Environ(), "GOFLAGS=-mod=mod", "GOWORK=off")
	// go vet's analyzers run on every case's package in process (vetCase): `go vet ./...`
	// started the vet tool and loaded kernels once per package, 30 times as long. The
	// harness's own main is not generated code; building it type-checks it.
	vetted := cases[:0:0]
	for _, rc := range cases {
		if err := vetCase(filepath.Join(dir, rc.c.pkgName())); err != nil {
			t.Errorf("%s: go vet's analyzers report on the generated code:\n%v", rc.c.name, err)
			continue
		}
		vetted = append(vetted, rc)
	}
	// Under PYGO_GOLDEN_ROOT (scripts/numbasuite) the cases that vet reports on are left
	// out of the program and the others still run; otherwise any failure so far stops here.
	if os.Getenv("PYGO_GOLDEN_ROOT") != "" {
		cases = vetted
		must(t, os.WriteFile(filepath.Join(dir, "main.go"), harnessMain(cases), 0o644))
	} else if t.Failed() {
		t.FailNow()
	}
	bin := filepath.Join(dir, "harness")
	if runtime.GOOS == "windows" {
		bin += ".exe"
	}
	buildArgs := []string{"build", "-trimpath", "-o", bin}
	if os.Getenv("PYGO_GOLDEN_RACE") != "" {
		// make race: the generated code, parallel loops included, under the race detector.
		buildArgs = append(buildArgs, "-race")
	}
	build := exec.Command("go", append(buildArgs, ".")...)
	build.Dir, build.Env = dir, env
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("building the generated code failed: %v\n%s", err, out)
	}
	// prange loops must give bit-identical results for any number of threads, and vector
	// loops for any instruction set: run the harness with 2 threads and the CPU's widest
	// vector instructions (compared with Numba), then with 1 and 7 threads, and with AVX2
	// and with no vector assembly (each compared with the first run). PYGO_ISA never
	// raises the level above what the CPU has.
	var first string
	for _, env := range [][]string{
		{"NUMBA_NUM_THREADS=2"}, {"NUMBA_NUM_THREADS=1"}, {"NUMBA_NUM_THREADS=7"},
		{"NUMBA_NUM_THREADS=2", "PYGO_ISA=avx2"}, {"NUMBA_NUM_THREADS=2", "PYGO_ISA=go"},
	} {
		run := exec.Command(bin)
		run.Env = append(os.Environ(), env...)
		var stdout, stderr bytes.Buffer
		run.Stdout, run.Stderr = &stdout, &stderr
		if err := run.Run(); err != nil {
			t.Fatalf("harness failed with %v: %v\nstderr:\n%s\nstdout tail:\n%s", env, err, stderr.String(), tail(stdout.String(), 2000))
		}
		if first == "" {
			first = stdout.String()
		} else if stdout.String() != first {
			t.Errorf("with %v the results differ from the first run's:\n%s", env, firstDiff([]byte(first), stdout.Bytes()))
		}
	}
	return parseOutcomes(t, first)
}

func tail(s string, n int) string {
	if len(s) > n {
		return s[len(s)-n:]
	}
	return s
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
