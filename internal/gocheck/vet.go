package gocheck

import (
	"errors"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"reflect"
	"sort"
	"strings"

	"golang.org/x/tools/go/analysis"
	"golang.org/x/tools/go/analysis/passes/appends"
	"golang.org/x/tools/go/analysis/passes/asmdecl"
	"golang.org/x/tools/go/analysis/passes/assign"
	"golang.org/x/tools/go/analysis/passes/atomic"
	"golang.org/x/tools/go/analysis/passes/bools"
	"golang.org/x/tools/go/analysis/passes/buildtag"
	"golang.org/x/tools/go/analysis/passes/cgocall"
	"golang.org/x/tools/go/analysis/passes/composite"
	"golang.org/x/tools/go/analysis/passes/copylock"
	"golang.org/x/tools/go/analysis/passes/defers"
	"golang.org/x/tools/go/analysis/passes/directive"
	"golang.org/x/tools/go/analysis/passes/errorsas"
	"golang.org/x/tools/go/analysis/passes/framepointer"
	"golang.org/x/tools/go/analysis/passes/hostport"
	"golang.org/x/tools/go/analysis/passes/httpresponse"
	"golang.org/x/tools/go/analysis/passes/ifaceassert"
	"golang.org/x/tools/go/analysis/passes/loopclosure"
	"golang.org/x/tools/go/analysis/passes/lostcancel"
	"golang.org/x/tools/go/analysis/passes/nilfunc"
	"golang.org/x/tools/go/analysis/passes/printf"
	"golang.org/x/tools/go/analysis/passes/shift"
	"golang.org/x/tools/go/analysis/passes/sigchanyzer"
	"golang.org/x/tools/go/analysis/passes/slog"
	"golang.org/x/tools/go/analysis/passes/stdmethods"
	"golang.org/x/tools/go/analysis/passes/stdversion"
	"golang.org/x/tools/go/analysis/passes/stringintconv"
	"golang.org/x/tools/go/analysis/passes/structtag"
	"golang.org/x/tools/go/analysis/passes/testinggoroutine"
	"golang.org/x/tools/go/analysis/passes/tests"
	"golang.org/x/tools/go/analysis/passes/timeformat"
	"golang.org/x/tools/go/analysis/passes/unmarshal"
	"golang.org/x/tools/go/analysis/passes/unreachable"
	"golang.org/x/tools/go/analysis/passes/unsafeptr"
	"golang.org/x/tools/go/analysis/passes/unusedresult"
	"golang.org/x/tools/go/analysis/passes/waitgroup"
)

// VetSuite is the analyzers `go vet` runs (cmd/vet's suite).
var VetSuite = []*analysis.Analyzer{
	appends.Analyzer, asmdecl.Analyzer, assign.Analyzer, atomic.Analyzer, bools.Analyzer,
	buildtag.Analyzer, cgocall.Analyzer, composite.Analyzer, copylock.Analyzer, defers.Analyzer,
	directive.Analyzer, errorsas.Analyzer, framepointer.Analyzer, hostport.Analyzer,
	httpresponse.Analyzer, ifaceassert.Analyzer, loopclosure.Analyzer, lostcancel.Analyzer,
	nilfunc.Analyzer, printf.Analyzer, shift.Analyzer, sigchanyzer.Analyzer, slog.Analyzer,
	stdmethods.Analyzer, stdversion.Analyzer, stringintconv.Analyzer, structtag.Analyzer,
	tests.Analyzer, testinggoroutine.Analyzer, timeformat.Analyzer, unmarshal.Analyzer,
	unreachable.Analyzer, unsafeptr.Analyzer, unusedresult.Analyzer, waitgroup.Analyzer,
}

// SrcFile is one file of a package given to Vet.
type SrcFile struct {
	Name string // base name; a name ending in .s is assembly (asmdecl reads it)
	Data []byte
}

// Vet type-checks one package, made of the Go files among files, against the Checker's
// imports, and runs go vet's analyzers on it in process: what `go vet` reports for the package
// when it is built for amd64, without starting the vet tool once per package. The files are
// taken as given (the caller leaves out those the build constraints exclude). Facts that
// analyzers such as printf export for imported packages are not available, as imports are
// type-checked from source here: a call through a printf wrapper of an imported package is
// not checked. The result is one error per diagnostic (file:line:col: message), joined.
func (c *Checker) Vet(files []SrcFile) error {
	fset := token.NewFileSet()
	var syntax []*ast.File
	var other []string
	data := map[string][]byte{}
	for _, f := range files {
		data[f.Name] = f.Data
		if !strings.HasSuffix(f.Name, ".go") {
			other = append(other, f.Name)
			continue
		}
		af, err := parser.ParseFile(fset, f.Name, f.Data, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		syntax = append(syntax, af)
	}
	if len(syntax) == 0 {
		return errors.New("gocheck: no Go file to vet")
	}
	info := &types.Info{
		Types:        map[ast.Expr]types.TypeAndValue{},
		Instances:    map[*ast.Ident]types.Instance{},
		Defs:         map[*ast.Ident]types.Object{},
		Uses:         map[*ast.Ident]types.Object{},
		Implicits:    map[ast.Node]types.Object{},
		Selections:   map[*ast.SelectorExpr]*types.Selection{},
		Scopes:       map[ast.Node]*types.Scope{},
		FileVersions: map[*ast.File]string{},
	}
	var errs []error
	conf := types.Config{
		Importer:  importerFunc(c.importPkg),
		Error:     func(err error) { errs = append(errs, err) },
		Sizes:     types.SizesFor("gc", "amd64"),
		GoVersion: "go1.25",
	}
	c.mu.Lock()
	pkg, _ := conf.Check(syntax[0].Name.Name, fset, syntax, info)
	c.mu.Unlock()
	if len(errs) > 0 {
		return errors.Join(errs...)
	}
	r := &vetRun{
		pass: analysis.Pass{
			Fset: fset, Files: syntax, OtherFiles: other, Pkg: pkg, TypesInfo: info,
			TypesSizes: conf.Sizes, Module: &analysis.Module{GoVersion: conf.GoVersion},
			ReadFile: func(name string) ([]byte, error) {
				if d, ok := data[name]; ok {
					return d, nil
				}
				return nil, fmt.Errorf("gocheck: %s is not a file of the package", name)
			},
		},
		results:  map[*analysis.Analyzer]any{},
		objFacts: map[objFactKey]analysis.Fact{},
		pkgFacts: map[reflect.Type]analysis.Fact{},
	}
	for _, a := range VetSuite {
		if err := r.run(a); err != nil {
			return err
		}
	}
	sort.SliceStable(r.diags, func(i, j int) bool { return r.diags[i].pos < r.diags[j].pos })
	for _, d := range r.diags {
		errs = append(errs, fmt.Errorf("%s: %s (%s)", fset.Position(d.pos), d.msg, d.analyzer))
	}
	return errors.Join(errs...)
}

// vetRun runs analyzers on one package, each once, after those it requires.
type vetRun struct {
	pass     analysis.Pass // the fields every analyzer shares
	results  map[*analysis.Analyzer]any
	objFacts map[objFactKey]analysis.Fact
	pkgFacts map[reflect.Type]analysis.Fact
	diags    []vetDiag
}

type objFactKey struct {
	obj types.Object
	typ reflect.Type
}

type vetDiag struct {
	pos      token.Pos
	msg      string
	analyzer string
}

func (r *vetRun) run(a *analysis.Analyzer) error {
	if _, done := r.results[a]; done {
		return nil
	}
	for _, req := range a.Requires {
		if err := r.run(req); err != nil {
			return err
		}
	}
	pass := r.pass
	pass.Analyzer = a
	pass.ResultOf = map[*analysis.Analyzer]any{}
	for _, req := range a.Requires {
		pass.ResultOf[req] = r.results[req]
	}
	pass.Report = func(d analysis.Diagnostic) {
		r.diags = append(r.diags, vetDiag{d.Pos, d.Message, a.Name})
	}
	pass.ImportObjectFact = func(obj types.Object, fact analysis.Fact) bool {
		f, ok := r.objFacts[objFactKey{obj, reflect.TypeOf(fact)}]
		if ok {
			reflect.ValueOf(fact).Elem().Set(reflect.ValueOf(f).Elem())
		}
		return ok
	}
	pass.ExportObjectFact = func(obj types.Object, fact analysis.Fact) {
		r.objFacts[objFactKey{obj, reflect.TypeOf(fact)}] = fact
	}
	pass.ImportPackageFact = func(pkg *types.Package, fact analysis.Fact) bool {
		f, ok := r.pkgFacts[reflect.TypeOf(fact)]
		if ok && pkg == r.pass.Pkg {
			reflect.ValueOf(fact).Elem().Set(reflect.ValueOf(f).Elem())
			return true
		}
		return false
	}
	pass.ExportPackageFact = func(fact analysis.Fact) { r.pkgFacts[reflect.TypeOf(fact)] = fact }
	pass.AllObjectFacts = func() []analysis.ObjectFact {
		var out []analysis.ObjectFact
		for k, f := range r.objFacts {
			out = append(out, analysis.ObjectFact{Object: k.obj, Fact: f})
		}
		return out
	}
	pass.AllPackageFacts = func() []analysis.PackageFact {
		var out []analysis.PackageFact
		for _, f := range r.pkgFacts {
			out = append(out, analysis.PackageFact{Package: r.pass.Pkg, Fact: f})
		}
		return out
	}
	res, err := a.Run(&pass)
	if err != nil {
		return fmt.Errorf("gocheck: vet analyzer %s: %w", a.Name, err)
	}
	r.results[a] = res
	return nil
}
