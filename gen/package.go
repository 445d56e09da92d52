package gen

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/pygo-lang/pygo/emit"
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file translates several Python modules of one package into one Go package: the modules
// are linked into one program (translate.Link) and written as one generated file (plus its
// vector-loop files), <pkg>_pygo.go in the package's root directory.

// Source is one Python file to translate.
type Source struct {
	File string
	Data []byte
}

// ReadSources reads the Python files that pygo's arguments name: each file as given, and for a
// directory every .py file under it (subpackages included; directories whose names start with
// a dot or an underscore, such as __pycache__, are skipped). The result is sorted by file name,
// and a file named twice is read once.
func ReadSources(args []string) ([]Source, error) {
	var files []string
	for _, a := range args {
		fi, err := os.Stat(a)
		if err != nil {
			return nil, err
		}
		if !fi.IsDir() {
			files = append(files, filepath.Clean(a))
			continue
		}
		err = filepath.WalkDir(a, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() {
				if p != a && (strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_")) {
					return filepath.SkipDir
				}
				return nil
			}
			if strings.HasSuffix(p, ".py") && d.Type().IsRegular() {
				files = append(files, filepath.Clean(p))
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	sort.Strings(files)
	var srcs []Source
	for i, f := range files {
		if i > 0 && f == files[i-1] {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		srcs = append(srcs, Source{File: f, Data: data})
	}
	if len(srcs) == 0 {
		return nil, fmt.Errorf("no Python files in %s", strings.Join(args, " "))
	}
	return srcs, nil
}

// PackageLayout returns the root directory of the package that the files form (their
// deepest common directory), the package's name (the root's base name, with characters that
// cannot be in a Python name made underscores)
// and the dotted module name of each file: "pkg.m" for root/m.py, "pkg.sub.m" for
// root/sub/m.py, "pkg" for root/__init__.py and "pkg.sub" for root/sub/__init__.py.
func PackageLayout(files []string) (root, pkg string, names []string) {
	root = filepath.Dir(filepath.Clean(files[0]))
	for _, f := range files[1:] {
		for !within(filepath.Clean(f), root) {
			root = filepath.Dir(root)
		}
	}
	pkg = filepath.Base(root)
	if abs, err := filepath.Abs(root); err == nil {
		pkg = filepath.Base(abs)
	}
	pkg = strings.Map(func(r rune) rune {
		if r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, pkg)
	if pkg == "" || pkg[0] >= '0' && pkg[0] <= '9' || strings.Trim(pkg, "_") == "" {
		pkg = "pkg" + pkg // not an identifier (the file system's root, say)
	}
	for _, f := range files {
		rel, err := filepath.Rel(root, filepath.Clean(f))
		if err != nil {
			rel = filepath.Base(f)
		}
		rel = strings.TrimSuffix(filepath.ToSlash(rel), ".py")
		rel = strings.TrimSuffix(strings.TrimSuffix(rel, "__init__"), "/")
		name := pkg
		if rel != "" {
			name += "." + strings.ReplaceAll(rel, "/", ".")
		}
		names = append(names, name)
	}
	return root, pkg, names
}

// within reports whether file lies under dir.
func within(file, dir string) bool {
	if dir == "." {
		return !filepath.IsAbs(file) && !strings.HasPrefix(file, "..")
	}
	return strings.HasPrefix(file, dir+string(filepath.Separator))
}

// PackageOutputName returns the default output file of a package: root/<pkg>_pygo.go.
func PackageOutputName(root, pkg string) string {
	return filepath.Join(root, pkg+"_pygo.go")
}

// TranslatePackage compiles the modules of one Python package to one Go file. Calls, constants
// and imports resolve across the modules (see translate.Link), every function gets one
// specialization per argument types for the whole package, and diagnostics name their own
// files; render them with RenderSources. With a single source it is Translate.
func TranslatePackage(srcs []Source, cfg Config) (res *Result, err error) {
	if len(srcs) == 0 {
		return nil, errors.New("gen: no sources")
	}
	if len(srcs) == 1 {
		return Translate(srcs[0].File, srcs[0].Data, cfg)
	}
	if cfg.Package == "" {
		return nil, errors.New("gen: no package name")
	}
	files := make([]string, len(srcs))
	for i, s := range srcs {
		files[i] = s.File
	}
	defer func() {
		if r := recover(); r != nil {
			res, err = nil, translate.Recovered(files[0], translate.Pos{}, r)
		}
		err = placeDiagnostics(err, files)
		if res != nil {
			res.Warnings = placeDiagnostics(res.Warnings, files).(translate.Diagnostics)
		}
	}()
	m, rels, err := linkPackage(srcs, files)
	if err != nil {
		return nil, err
	}
	p, err := typer.Check(m, typer.Config{Sigs: cfg.Sigs, LazySigs: cfg.LazySigs})
	if err != nil {
		return nil, err
	}
	out, err := emit.Go(p, emit.Config{Package: cfg.Package, Source: strings.Join(rels, ", "), Files: rels})
	if err != nil {
		return nil, err
	}
	return result(p, out), nil
}

// placeDiagnostics gives each diagnostic about the linked package the file its position is
// in: the typer names the package's first file for all of them.
func placeDiagnostics(err error, files []string) error {
	var ds translate.Diagnostics
	if !errors.As(err, &ds) {
		return err
	}
	out := make(translate.Diagnostics, len(ds))
	for i, d := range ds {
		if d.File == files[0] && d.Pos.File > 0 && d.Pos.File < len(files) {
			d.File = files[d.Pos.File]
		}
		out[i] = d
	}
	if len(out) == 0 {
		return ds // keep an empty warning list as it was
	}
	return out.Sort()
}

// RenderSources is Render for the errors of TranslatePackage: each diagnostic quotes its own
// file.
func RenderSources(err error, srcs []Source) string {
	m := map[string][]byte{}
	for _, s := range srcs {
		m[s.File] = s.Data
	}
	var ds translate.Diagnostics
	if errors.As(err, &ds) {
		return ds.RenderFiles(m)
	}
	var d translate.Diagnostic
	if errors.As(err, &d) {
		return translate.Diagnostics{d}.RenderFiles(m)
	}
	return err.Error() + "\n"
}

// linkPackage translates the modules of a package and links them into one module. rels are the
// files' paths relative to the package's root, slash-separated, for the generated file's header.
func linkPackage(srcs []Source, files []string) (m *translate.Module, rels []string, err error) {
	root, pkg, names := PackageLayout(files)
	var mods []*translate.Module
	var diags translate.Diagnostics
	for i, s := range srcs {
		m, err := translate.TranslateAt(s.File, s.Data, i)
		if err != nil {
			var ds translate.Diagnostics
			if !errors.As(err, &ds) {
				return nil, nil, err
			}
			diags = append(diags, ds...)
			continue
		}
		mods = append(mods, m)
	}
	if err := diags.Err(); err != nil {
		return nil, nil, err
	}
	m, err = translate.Link(mods, names, pkg)
	if err != nil {
		return nil, nil, err
	}
	for _, f := range files {
		rel, err := filepath.Rel(root, f)
		if err != nil {
			rel = filepath.Base(f)
		}
		rels = append(rels, filepath.ToSlash(rel))
	}
	return m, rels, nil
}
