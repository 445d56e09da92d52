package gocheck

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"io"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
)

// Checker type-checks single-file packages that import a fixed set of packages (and their
// dependencies). Imported packages are type-checked from source once, without function
// bodies, and cached; a Checker is safe for concurrent use.
type Checker struct {
	mu   sync.Mutex
	fset *token.FileSet            // positions of imported packages
	list map[string]*listedPackage // go list -deps output by import path
	pkgs map[string]*types.Package // imported packages, complete
	errs map[string]error          // imports that failed
}

// listedPackage is the part of go list -json that the importer needs.
type listedPackage struct {
	ImportPath string
	Dir        string
	GoFiles    []string
	ImportMap  map[string]string
	Error      *struct{ Err string }
}

// New lists roots and their dependencies with go list, run in dir (any directory of the
// module, "" for the current one). Nothing is type-checked until a file imports it.
func New(dir string, roots ...string) (*Checker, error) {
	args := append([]string{"list", "-deps", "-json=ImportPath,Dir,GoFiles,ImportMap,Error"}, roots...)
	cmd := exec.Command("go", args...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("gocheck: go list %s: %w\n%s", strings.Join(roots, " "), err, stderr.Bytes())
	}
	c := &Checker{
		fset: token.NewFileSet(),
		list: make(map[string]*listedPackage),
		pkgs: map[string]*types.Package{"unsafe": types.Unsafe},
		errs: make(map[string]error),
	}
	dec := json.NewDecoder(bytes.NewReader(out))
	for {
		p := new(listedPackage)
		if err := dec.Decode(p); err == io.EOF {
			break
		} else if err != nil {
			return nil, fmt.Errorf("gocheck: go list output: %w", err)
		}
		if p.Error != nil {
			return nil, fmt.Errorf("gocheck: go list %s: %s", p.ImportPath, p.Error.Err)
		}
		c.list[p.ImportPath] = p
	}
	return c, nil
}

// NewGenerated returns a Checker for the files pygo generates, run in dir: they import the
// kernels run time and the parts of the standard library emit uses.
func NewGenerated(dir string) (*Checker, error) {
	return New(dir, "github.com/pygo-lang/pygo/kernels", "github.com/pygo-lang/pygo/kernels/cuda", "math", "math/cmplx", "os")
}

// Check parses and type-checks src, a whole Go file, together with the other files of its
// package in others (nil entries are skipped; pygo's vector dispatchers without assembly, say).
// It returns every type error, one per line, as one error. Each call has its own
// token.FileSet, so that a long fuzzing run does not accumulate files; only positions inside
// the given files are meaningful.
func (c *Checker) Check(name string, src []byte, others ...[]byte) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
	if err != nil {
		return err
	}
	files := []*ast.File{f}
	for i, o := range others {
		if o == nil {
			continue
		}
		of, err := parser.ParseFile(fset, fmt.Sprintf("%s.%d", name, i+1), o, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		files = append(files, of)
	}
	var errs []error
	conf := types.Config{
		Importer: importerFunc(c.importPkg),
		Error:    func(err error) { errs = append(errs, err) },
	}
	conf.Check(f.Name.Name, fset, files, nil)
	return errors.Join(errs...)
}

// importerFunc adapts a function to types.Importer.
type importerFunc func(path string) (*types.Package, error)

func (f importerFunc) Import(path string) (*types.Package, error) { return f(path) }

// importPkg returns the package at path, type-checking it (declarations only) on first use.
// c.mu is held.
func (c *Checker) importPkg(path string) (*types.Package, error) {
	if p, ok := c.pkgs[path]; ok {
		return p, nil
	}
	if err, ok := c.errs[path]; ok {
		return nil, err
	}
	p, err := c.load(path)
	if err != nil {
		c.errs[path] = err
		return nil, err
	}
	c.pkgs[path] = p
	return p, nil
}

func (c *Checker) load(path string) (*types.Package, error) {
	lp, ok := c.list[path]
	if !ok {
		return nil, fmt.Errorf("gocheck: package %s is not a dependency of the listed roots", path)
	}
	var files []*ast.File
	for _, name := range lp.GoFiles {
		f, err := parser.ParseFile(c.fset, filepath.Join(lp.Dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, fmt.Errorf("gocheck: %w", err)
		}
		files = append(files, f)
	}
	var firstErr error
	conf := types.Config{
		Importer: importerFunc(func(imp string) (*types.Package, error) {
			if m, ok := lp.ImportMap[imp]; ok {
				imp = m // vendored standard library packages
			}
			return c.importPkg(imp)
		}),
		IgnoreFuncBodies:         true,
		DisableUnusedImportCheck: true,
		Error: func(err error) {
			if firstErr == nil {
				firstErr = err
			}
		},
	}
	p, _ := conf.Check(path, c.fset, files, nil)
	if firstErr != nil {
		return nil, fmt.Errorf("gocheck: type-check %s: %w", path, firstErr)
	}
	return p, nil
}
