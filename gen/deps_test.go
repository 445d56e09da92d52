package gen_test

import (
	"go/parser"
	"go/token"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

const (
	modPath  = "github.com/pygo-lang/pygo"
	gpython  = "github.com/go-python/gpython"
	jennifer = "github.com/dave/jennifer"
	avo      = "github.com/mmcloughlin/avo"
)

// TestImportTable checks the "must not touch" column of STYLE.md §2 against go list -deps.
// A forbidden pygo package must not be reached even indirectly. A forbidden third-party library
// must not be imported by the package itself: typer and emit use translate's IR, and translate
// owns gpython, so gpython is necessarily in their dependency closure.
func TestImportTable(t *testing.T) {
	goCmd, err := exec.LookPath("go")
	if err != nil {
		t.Skip("go command not found")
	}
	own := func(names ...string) []string {
		var out []string
		for _, n := range names {
			out = append(out, modPath+"/"+n)
		}
		return out
	}
	for _, tt := range []struct {
		pkg      string
		internal []string // pygo packages not in the dependency closure
		external []string // module paths the package must not import directly
	}{
		{"translate", own("typer", "emit", "simd", "kernels", "gen"), nil},
		{"typer", own("emit", "simd", "kernels", "gen"), []string{gpython, jennifer, avo}},
		// emit builds simd's loop descriptions and hands them to simd for assembly (§2).
		{"emit", own("kernels"), []string{gpython, avo}},
		{"simd", own("emit", "kernels"), []string{gpython, jennifer}},
		{"kernels", own("translate", "typer", "emit", "simd", "gen"), []string{gpython, jennifer, avo}},
		{"gen", own("kernels"), nil},
		// glibc's math algorithms, shared by the run time (kernels) and the vector lowering (simd).
		{"internal/libm", own("translate", "typer", "emit", "simd", "kernels", "gen"), []string{gpython, jennifer, avo}},
		// NVRTC for the GPU path of kernels/cuda and for pygo -ptx: neither side's packages.
		{"internal/nvrtcc", own("translate", "typer", "emit", "simd", "kernels", "gen"), []string{gpython, jennifer, avo}},
	} {
		t.Run(tt.pkg, func(t *testing.T) {
			if !hasGoFiles(t, filepath.Join("..", tt.pkg)) {
				t.Skipf("%s has no Go files yet", tt.pkg)
			}
			// One line per package in the closure: its path, then its direct imports.
			cmd := exec.Command(goCmd, "list", "-deps", "-f", "{{.ImportPath}}{{range .Imports}} {{.}}{{end}}", "./"+tt.pkg)
			cmd.Dir = ".."
			out, err := cmd.Output()
			if err != nil {
				msg := ""
				if ee, ok := err.(*exec.ExitError); ok {
					msg = string(ee.Stderr)
				}
				t.Fatalf("go list -deps ./%s: %v\n%s", tt.pkg, err, msg)
			}
			self := modPath + "/" + tt.pkg
			for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
				fields := strings.Fields(line)
				if len(fields) == 0 {
					continue
				}
				dep := fields[0]
				for _, bad := range tt.internal {
					if under(dep, bad) {
						t.Errorf("%s depends on %s; STYLE.md §2 forbids it", tt.pkg, dep)
					}
				}
				if dep != self {
					continue
				}
				for _, imp := range fields[1:] {
					for _, bad := range tt.external {
						if under(imp, bad) {
							t.Errorf("%s imports %s; STYLE.md §2 forbids %s", tt.pkg, imp, bad)
						}
					}
				}
			}
		})
	}
}

// under reports whether the import path p is root or lies below it.
func under(p, root string) bool {
	return p == root || strings.HasPrefix(p, root+"/")
}

// TestPackageDocs requires a "Package name ..." (or "Command ...") doc comment in every package.
func TestPackageDocs(t *testing.T) {
	for _, dir := range []string{"translate", "typer", "emit", "simd", "kernels", "internal/libm", "internal/nvrtcc", "gen", "golden", "cmd/pygo"} {
		t.Run(dir, func(t *testing.T) {
			path := filepath.Join("..", filepath.FromSlash(dir))
			if !hasGoFiles(t, path) {
				t.Skipf("%s has no Go files yet", dir)
			}
			files, err := filepath.Glob(filepath.Join(path, "*.go"))
			if err != nil {
				t.Fatal(err)
			}
			fset := token.NewFileSet()
			parsed := 0
			for _, name := range files {
				if strings.HasSuffix(name, "_test.go") {
					continue
				}
				f, err := parser.ParseFile(fset, name, nil, parser.PackageClauseOnly|parser.ParseComments)
				if err != nil {
					t.Fatal(err)
				}
				parsed++
				if f.Doc == nil {
					continue
				}
				text := f.Doc.Text()
				if strings.HasPrefix(text, "Package "+f.Name.Name+" ") || strings.HasPrefix(text, "Command ") {
					return
				}
			}
			if parsed == 0 {
				t.Skipf("%s has only test files", dir)
			}
			t.Errorf("%s: no non-test file has a doc comment starting with \"Package <name> \" or \"Command \"", dir)
		})
	}
}

// hasGoFiles reports whether dir exists and holds at least one .go file.
func hasGoFiles(t *testing.T, dir string) bool {
	t.Helper()
	es, err := os.ReadDir(dir)
	if os.IsNotExist(err) {
		return false
	}
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range es {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".go") {
			return true
		}
	}
	return false
}
