package typer

import (
	"fmt"
	"path/filepath"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// This file resolves what the module system gives the typer: names of the modules linked into
// one package (translate.Link) for -sig, and uses of modules that are not translated.

// libraryModules are the top-level modules whose members compiled code may use; any other
// import (a third-party library, a module of the package that pygo was not given) may be
// imported freely but not used in compiled code.
var libraryModules = map[string]bool{
	"numpy": true, "numba": true, "math": true, "cmath": true, "random": true, "operator": true,
}

// untranslated reports a use, in compiled code, of a name from a module that is neither a
// library pygo compiles nor one of the translated modules, and returns true; otherwise it
// returns false. im is the import the name came through, when known; path is the dotted
// path used.
func (st *fnState) untranslated(im *translate.Import, path string, at translate.Expr) bool {
	if path == "" || knownPath(path) {
		return false
	}
	var mod string
	switch {
	case im != nil && im.Name == "":
		mod = strings.Repeat(".", im.Level) + im.Module
	case im != nil:
		mod = strings.Repeat(".", im.Level) + im.Module
		if im.Module == "" {
			mod += im.Name // from . import m: m is a module, as far as we can tell
		}
	case strings.HasPrefix(path, "."):
		mod = path[:max(strings.LastIndex(path, "."), 1)]
	default:
		mod, _, _ = strings.Cut(path, ".")
	}
	top, _, _ := strings.Cut(strings.TrimLeft(mod, "."), ".")
	if libraryModules[top] || top == "" && !strings.HasPrefix(mod, ".") || isBuiltinName(path) {
		return false
	}
	name := path[strings.LastIndex(path, ".")+1:]
	hint := "compiled code can use numpy, numba, math, cmath, random, operator, heapq and functools.reduce; if " + mod +
		" is part of your package, pass its file to pygo with the other modules (pygo a.py b.py ..., or pygo DIR)"
	if pkg := st.c.mod.Package; pkg != nil && strings.HasPrefix(mod, pkg.Name+".") {
		rel := strings.ReplaceAll(strings.TrimPrefix(mod, pkg.Name+"."), ".", "/")
		hint = "pass its file, " + rel + ".py (or " + rel + "/__init__.py) in the package's directory, to pygo with the other modules (pygo a.py b.py ..., or pygo DIR)"
	}
	if name == strings.TrimLeft(mod, ".") || path == mod {
		st.c.errorf(at.At(), "untranslated-module", hint, "module %s is not translated", mod)
		return true
	}
	st.c.errorf(at.At(), "untranslated-module", hint, "%s comes from module %s, which is not translated", name, mod)
	return true
}

// isBuiltinName reports whether path is a name the typer knows without any module.
func isBuiltinName(path string) bool {
	return builtinNames[path] || excClasses[path]
}

// qualifiedFunc finds the function a -sig flag names as module.func (or just func, when that
// name is defined once in the package), reporting a name that is not unique. ok is false when
// a diagnostic was reported.
func (c *checker) qualifiedFunc(name string, at translate.Expr, diag func(at translate.Expr, hint, format string, args ...any)) (fe *funcEntry, ok bool) {
	pkg := c.mod.Package
	if pkg == nil {
		return nil, true
	}
	if linked, found := pkg.Qualified[name]; found {
		return c.funcs[linked], true
	}
	if qs := pkg.Ambiguous[name]; len(qs) == 1 {
		return c.funcs[pkg.Qualified[qs[0]]], true // defined once, but renamed (see translate.Link)
	} else if len(qs) > 1 {
		diag(at, "name the module too: -sig '"+qs[0]+"(...)'", "function %s is defined in several modules (%s)", name, strings.Join(qs, ", "))
		return nil, false
	}
	diag(at, "name a function as module.func, e.g. "+c.someQualifiedName(), "unknown function %q: no module of package %s has such a module-level function", name, pkg.Name)
	return nil, false
}

// someQualifiedName returns the first qualified function name of the package, for hints.
func (c *checker) someQualifiedName() string {
	best := ""
	for q := range c.mod.Package.Qualified {
		if best == "" || strings.Count(q, ".") < strings.Count(best, ".") || strings.Count(q, ".") == strings.Count(best, ".") && q < best {
			best = q
		}
	}
	return best
}

// importedPath reports whether e is a dotted name whose first part is bound by an import.
func (st *fnState) importedPath(e translate.Expr) bool {
	first, _, _ := strings.Cut(translate.DottedName(e), ".")
	_, ok := st.c.mod.Imports[first]
	return ok
}

// knownPath reports whether the typer knows path as a module, a function or a constant, so
// that a module added to those tables is never reported as untranslated.
func knownPath(path string) bool {
	if knownModules[path] {
		return true
	}
	if _, ok := builtinSigs[path]; ok {
		return true
	}
	if _, ok := npFuncs[path]; ok {
		return true
	}
	if _, ok := moduleIntConsts[path]; ok {
		return true
	}
	_, ok := moduleConsts[path]
	return ok
}

// lineOf names the line of p for a message about a use at: "line 6", or "line 6 of consts.py"
// when the definition is in another module of a package.
func (c *checker) lineOf(p, at translate.Pos) string {
	if pkg := c.mod.Package; pkg != nil && p.File != at.File && p.File < len(pkg.Files) {
		return fmt.Sprintf("line %d of %s", p.Line, filepath.Base(pkg.Files[p.File]))
	}
	return fmt.Sprintf("line %d", p.Line)
}
