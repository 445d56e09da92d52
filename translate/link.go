package translate

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
)

// This file links the modules of one Python package into a single Module, so that the typer
// sees one program: one specialization per (function, argument types) for the whole package,
// and a module's constants frozen wherever another module reads them.
//
// Linking renames nothing that is defined once in the package. A name that two or more modules
// define at module level (a function, a constant or a class), or that one module defines and
// another reads without defining or importing it (a builtin such as min, or a NameError), is
// prefixed, in every module that defines it, with its module's dotted name relative to the package root, dots made
// underscores: helper in a.py and in sub/b.py become a_helper and sub_b_helper (the package's
// __init__.py uses the package name). Should the prefixed name be taken too, underscores are
// appended until it is free. References are rewritten through the imports of each module:
// `import m`, `import pkg.m as x`, `from m import f`, `from .m import f`, `from ..m import f as
// g`, `from . import m` and chains such as `pkg.m.f` reach the linked names. Imports of modules
// outside the package stay imports; the typer reports a use of one in compiled code.

// Package describes the modules a linked Module was made of.
type Package struct {
	Name    string   // the package's name: the base name of its root directory
	Files   []string // the source files; a Pos's File indexes this list
	Modules []string // the dotted module name of each file, "pkg.sub.m"; "pkg" for pkg/__init__.py
	// Qualified maps "m.f" (and "pkg.m.f") to the linked name of function f of module m, for
	// every module-level function.
	Qualified map[string]string
	// Ambiguous maps each function name that linking renamed (see Link) to the qualified
	// names of its definitions: several when modules clash.
	Ambiguous map[string][]string
	// Origin gives, for each linked name of a function or constant, its module's index and its
	// name there.
	Origin map[string]Origin
}

// Origin is where a linked function or constant was defined.
type Origin struct {
	File int    // index into Package.Files
	Name string // the function's name in its own module
}

// Link links the modules of a package, each translated with TranslateAt at its index, into one
// Module. names gives each module's dotted name ("pkg.m"; "pkg" for the package's __init__.py),
// all starting with the package name pkg. Problems (an import of a name that a module of the
// package does not define) are returned as Diagnostics.
func Link(mods []*Module, names []string, pkg string) (*Module, error) {
	if len(mods) != len(names) || len(mods) == 0 {
		return nil, fmt.Errorf("translate: internal error: link %d modules with %d names", len(mods), len(names))
	}
	lk := &linker{mods: mods, names: names, pkg: pkg, byName: map[string]int{}, memo: map[string]target{}, busy: map[string]bool{}}
	for i, n := range names {
		lk.byName[n] = i
	}
	lk.defineNames()
	lk.allocImports()
	// Resolve every import now: like Python, a from-import of a name that the package's module
	// does not define fails even where nothing uses it.
	for i, m := range mods {
		for _, local := range sortedKeys(m.Imports) {
			if _, isDef := lk.linked[i][local]; !isDef && local != "*" {
				lk.resolveName(i, local)
			}
		}
	}
	out := &Module{File: mods[0].File, Imports: lk.imports, Classes: map[string]Pos{}}
	out.Package = &Package{Name: pkg, Modules: names, Qualified: map[string]string{}, Ambiguous: map[string][]string{}, Origin: map[string]Origin{}}
	for i, m := range mods {
		out.Package.Files = append(out.Package.Files, m.File)
		if names[i] == pkg {
			out.Doc = m.Doc // the package's docstring is its __init__.py's
		}
		for _, f := range m.Funcs {
			linked := lk.linked[i][f.Name]
			c := lk.rewriteFunc(i, f, nil)
			c.Name = linked
			out.Funcs = append(out.Funcs, c)
			out.Package.Origin[linked] = Origin{File: i, Name: f.Name}
			out.Package.Qualified[names[i]+"."+f.Name] = linked
			if rel, ok := strings.CutPrefix(names[i], pkg+"."); ok {
				out.Package.Qualified[rel+"."+f.Name] = linked
			}
			if linked != f.Name {
				out.Package.Ambiguous[f.Name] = append(out.Package.Ambiguous[f.Name], names[i]+"."+f.Name)
			}
		}
		for _, name := range sortedKeys(m.Classes) {
			out.Classes[lk.linked[i][name]] = m.Classes[name]
			if d, ok := m.Enums[name]; ok {
				if out.Enums == nil {
					out.Enums = map[string]*EnumDef{}
				}
				ld := *d
				ld.Name = lk.linked[i][name]
				out.Enums[ld.Name] = &ld
			}
		}
		for _, ec := range m.ExcClasses {
			c := *ec
			c.Name = lk.linked[i][ec.Name]
			if base, ok := lk.linked[i][ec.Base]; ok {
				c.Base = base // a class of the same module
			}
			out.ExcClasses = append(out.ExcClasses, &c)
		}
	}
	for _, qs := range out.Package.Ambiguous {
		sort.Strings(qs)
	}
	out.Globals = lk.globals()
	for i, m := range mods {
		for _, g := range m.Globals {
			if ln, ok := lk.linked[i][g.Name]; ok {
				if _, taken := out.Package.Origin[ln]; !taken {
					out.Package.Origin[ln] = Origin{File: i, Name: g.Name}
				}
			}
		}
	}
	if err := lk.diags.Err(); err != nil {
		return nil, err
	}
	return out, nil
}

type linker struct {
	mods   []*Module
	names  []string
	pkg    string
	byName map[string]int // module name → index
	// linked[i][x] is the linked name of module-level definition x of module i.
	linked []map[string]string
	// imports are the imports of the linked module; extLocal[i][x] is the name in it of
	// module i's import x of a module outside the package.
	imports  map[string]*Import
	extLocal []map[string]string
	memo     map[string]target // resolveName results, by "i:name"
	// free are the names some module reads without binding them: builtins such as min, and
	// names that module does not define (a NameError in Python). No other module's
	// definition or import may take such a name in the linked module.
	free  map[string]bool
	busy  map[string]bool // resolveName calls under way, against import cycles
	diags Diagnostics
}

// targetKind says what a module-level name of a module refers to.
type targetKind int

const (
	noTarget   targetKind = iota
	symTarget             // a definition of the package: name is its linked name
	extTarget             // an import of a module outside the package: name is its local name
	nsTarget              // a module or package of the package: name is its dotted name
	missTarget            // an attribute the module does not define: name says which
)

type target struct {
	kind targetKind
	name string
}

// defineNames gives every module-level definition its linked name.
func (lk *linker) defineNames() {
	defs := make([][]string, len(lk.mods))
	count := map[string]int{}
	for i, m := range lk.mods {
		seen := map[string]bool{}
		add := func(n string) {
			if !seen[n] {
				seen[n] = true
				defs[i] = append(defs[i], n)
				count[n]++
			}
		}
		for _, f := range m.Funcs {
			add(f.Name)
		}
		for _, g := range m.Globals {
			if _, isImport := m.Imports[g.Name]; !isImport {
				add(g.Name)
			}
		}
		for _, c := range sortedKeys(m.Classes) {
			add(c)
		}
		for _, c := range m.ExcClasses {
			add(c.Name)
		}
	}
	lk.free = lk.freeNames()
	taken := map[string]bool{}
	for n, k := range count {
		if k == 1 && !lk.free[n] {
			taken[n] = true
		}
	}
	for n := range lk.free {
		taken[n] = true
	}
	lk.linked = make([]map[string]string, len(lk.mods))
	for i := range lk.mods {
		lk.linked[i] = map[string]string{}
		for _, n := range defs[i] {
			if count[n] == 1 && !lk.free[n] {
				lk.linked[i][n] = n
				continue
			}
			ln := lk.prefix(i) + "_" + n
			for taken[ln] {
				ln += "_"
			}
			taken[ln] = true
			lk.linked[i][n] = ln
		}
	}
}

// freeNames returns the names that some module reads at module level or in a function
// without binding them anywhere it can see: not a local of the function or of one enclosing
// it, not a definition or an import of the module.
func (lk *linker) freeNames() map[string]bool {
	free := map[string]bool{}
	moduleNames := func(m *Module, bound map[string]bool, public bool) {
		add := func(x string) {
			if !public || !strings.HasPrefix(x, "_") {
				bound[x] = true
			}
		}
		for _, f := range m.Funcs {
			add(f.Name)
		}
		for _, g := range m.Globals {
			add(g.Name)
		}
		for c := range m.Classes {
			add(c)
		}
		for _, c := range m.ExcClasses {
			add(c.Name)
		}
		for x := range m.Imports {
			add(x)
		}
	}
	for i, m := range lk.mods {
		bound := map[string]bool{}
		moduleNames(m, bound, false)
		if im, ok := m.Imports["*"]; ok && im.Name == "*" {
			mod, _ := lk.importModule(i, im)
			j, inPkg := lk.byName[mod]
			if !inPkg {
				continue // any name may come from the other module
			}
			moduleNames(lk.mods[j], bound, true)
		}
		note := func(local func(string) bool) func(Expr) Expr {
			return func(e Expr) Expr {
				walkExpr(e, func(x Expr) {
					if n, ok := x.(*Name); ok && !local(n.Id) && !bound[n.Id] {
						free[n.Id] = true
					}
				})
				return e
			}
		}
		module := func(string) bool { return false }
		var fn func(f *FuncDef, outer func(string) bool) *FuncDef
		fn = func(f *FuncDef, outer func(string) bool) *FuncDef {
			atDef := note(outer)
			for _, p := range f.Params {
				if p.Default != nil {
					atDef(p.Default)
				}
				if p.Annot != nil {
					atDef(p.Annot)
				}
			}
			if f.Returns != nil {
				atDef(f.Returns)
			}
			for _, d := range f.Decorators {
				atDef(d.Func)
				for _, a := range d.Args {
					atDef(a)
				}
				for _, k := range d.Keywords {
					atDef(k.Value)
				}
			}
			own := localNames(f)
			local := func(x string) bool { return own[x] || outer(x) }
			mapStmts(f.Body, note(local), func(g *FuncDef) *FuncDef { return fn(g, local) })
			return f
		}
		for _, f := range m.Funcs {
			fn(f, module)
		}
		for _, g := range m.Globals {
			note(module)(g.Value)
		}
	}
	return free
}

// prefix is module i's name relative to the package root with dots made underscores; the
// package name for its __init__.py.
func (lk *linker) prefix(i int) string {
	rel, ok := strings.CutPrefix(lk.names[i], lk.pkg+".")
	if !ok {
		rel = lk.names[i]
	}
	return strings.ReplaceAll(rel, ".", "_")
}

// allocImports gives every import of a module outside the package a name in the linked module:
// its own, unless that is a linked definition or an import of something else.
func (lk *linker) allocImports() {
	lk.imports = map[string]*Import{}
	lk.extLocal = make([]map[string]string, len(lk.mods))
	defined := map[string]bool{}
	for _, m := range lk.linked {
		for _, ln := range m {
			defined[ln] = true
		}
	}
	for i, m := range lk.mods {
		lk.extLocal[i] = map[string]string{}
		for _, local := range sortedKeys(m.Imports) {
			im := m.Imports[local]
			if _, isDef := lk.linked[i][local]; isDef {
				continue // a module-level definition rebinds the name
			}
			ext, ok := lk.external(i, im)
			if !ok {
				continue
			}
			name := local
			if lk.free[local] {
				name = lk.prefix(i) + "_" + local
			}
			for {
				old, used := lk.imports[name]
				if !used && !defined[name] && !lk.free[name] {
					break
				}
				if used && old.Path() == ext.Path() {
					break
				}
				if name == local {
					name = lk.prefix(i) + "_" + local
				} else {
					name += "_"
				}
				for lk.free[name] {
					name += "_"
				}
			}
			if _, used := lk.imports[name]; !used {
				lk.imports[name] = ext
			}
			lk.extLocal[i][local] = name
		}
	}
}

// external returns the import as the linked module keeps it when it names a module outside
// the package: a relative one made absolute when it stays inside the package's name space.
func (lk *linker) external(i int, im *Import) (*Import, bool) {
	mod, ok := lk.importModule(i, im)
	if ok && lk.isNamespace(mod) {
		return nil, false
	}
	if !ok {
		return im, true // a relative import above the package root
	}
	c := *im
	c.Module, c.Level = mod, 0
	return &c, true
}

// importModule returns the absolute dotted name of the module an import reads from (the
// module imported, or the one a from-import takes names from). An absolute name that is not a
// module of the package but is one relative to the package root (`import m` for pkg.m) is
// taken as that. It returns false for a relative import that climbs above the package root.
func (lk *linker) importModule(i int, im *Import) (string, bool) {
	if im.Level == 0 {
		if !lk.isNamespace(im.Module) && lk.isNamespace(lk.pkg+"."+im.Module) {
			return lk.pkg + "." + im.Module, true
		}
		return im.Module, true
	}
	pkg := lk.names[i]
	if filepath.Base(lk.mods[i].File) != "__init__.py" {
		pkg = parentModule(pkg)
	}
	for range im.Level - 1 {
		if pkg == "" {
			return "", false
		}
		pkg = parentModule(pkg)
	}
	if pkg == "" {
		return "", false
	}
	if im.Module == "" {
		return pkg, true
	}
	return pkg + "." + im.Module, true
}

func parentModule(name string) string {
	if j := strings.LastIndex(name, "."); j >= 0 {
		return name[:j]
	}
	return ""
}

// isNamespace reports whether name is a module of the package or a package holding some.
func (lk *linker) isNamespace(name string) bool {
	if name == "" {
		return false
	}
	if _, ok := lk.byName[name]; ok {
		return true
	}
	for _, n := range lk.names {
		if strings.HasPrefix(n, name+".") {
			return true
		}
	}
	return false
}

// resolveName says what module-level name x of module i refers to.
func (lk *linker) resolveName(i int, x string) target {
	key := fmt.Sprint(i, ":", x)
	if t, ok := lk.memo[key]; ok {
		return t
	}
	if lk.busy[key] {
		return target{} // an import cycle: Python would fail to import it too
	}
	lk.busy[key] = true
	t := lk.resolveUncached(i, x)
	delete(lk.busy, key)
	lk.memo[key] = t
	return t
}

func (lk *linker) resolveUncached(i int, x string) target {
	if ln, ok := lk.linked[i][x]; ok {
		return target{symTarget, ln}
	}
	if im, ok := lk.mods[i].Imports[x]; ok {
		if local, ok := lk.extLocal[i][x]; ok {
			return target{extTarget, local}
		}
		mod, _ := lk.importModule(i, im)
		if im.Name == "" {
			return target{nsTarget, mod}
		}
		t := lk.attr(mod, im.Name)
		if t.kind == missTarget {
			lk.diags.Add(lk.mods[i].File, im.Pos, "import-error", "", "cannot import name %s from %s: the module defines no such name", im.Name, mod)
			return target{}
		}
		return t
	}
	// A package's submodules are its attributes.
	if filepath.Base(lk.mods[i].File) == "__init__.py" && lk.isNamespace(lk.names[i]+"."+x) {
		return target{nsTarget, lk.names[i] + "." + x}
	}
	// `from .m import *` binds the public names of m.
	if im, ok := lk.mods[i].Imports["*"]; ok && im.Name == "*" && !strings.HasPrefix(x, "_") {
		if mod, ok := lk.importModule(i, im); ok {
			if j, ok := lk.byName[mod]; ok {
				return lk.resolveName(j, x)
			}
		}
	}
	return target{}
}

// attr resolves attribute x of the package module or namespace ns.
func (lk *linker) attr(ns, x string) target {
	if j, ok := lk.byName[ns]; ok {
		if t := lk.resolveName(j, x); t.kind != noTarget {
			return t
		}
	}
	if lk.isNamespace(ns + "." + x) {
		return target{nsTarget, ns + "." + x}
	}
	return target{missTarget, ns + "." + x}
}

// ref resolves a Name or a chain of attributes over one to what it refers to, when it names
// something of the package; local says which names the enclosing functions bind.
func (lk *linker) ref(i int, e Expr, local func(string) bool) (target, bool) {
	switch e := e.(type) {
	case *Name:
		if local(e.Id) {
			return target{}, false
		}
		t := lk.resolveName(i, e.Id)
		return t, t.kind != noTarget
	case *Attribute:
		t, ok := lk.ref(i, e.X, local)
		if !ok || t.kind != nsTarget {
			return target{}, false
		}
		return lk.attr(t.name, e.Name), true
	}
	return target{}, false
}

// rewriteExpr copies e with its references to module-level names made references to the
// linked names.
func (lk *linker) rewriteExpr(i int, e Expr, local func(string) bool) Expr {
	switch x := e.(type) {
	case *Name, *Attribute:
		if t, ok := lk.ref(i, e, local); ok {
			// The name that replaces m.f starts where m does (an Attribute is positioned at
			// its dot).
			at := e
			for a, ok := at.(*Attribute); ok; a, ok = at.(*Attribute) {
				at = a.X
			}
			switch t.kind {
			case symTarget, extTarget:
				return &Name{Pos: at.At(), Id: t.name}
			case nsTarget:
				return &BadExpr{Pos: at.At(), What: "modules used as values (" + t.name + ")", Hint: "call the module's functions or read its constants by name"}
			case missTarget:
				// A dotted name is never defined: the typer reports "name pkg.m.x is not defined"
				// where compiled code uses it.
				return &Name{Pos: at.At(), Id: t.name}
			}
		}
		if a, ok := x.(*Attribute); ok {
			c := *a
			c.X = lk.rewriteExpr(i, a.X, local)
			return &c
		}
		return e
	}
	return mapExpr(e, func(s Expr) Expr { return lk.rewriteExpr(i, s, local) })
}

// rewriteFunc copies a function of module i with its references rewritten; outer says which
// names the enclosing functions bind (nil at module level).
func (lk *linker) rewriteFunc(i int, f *FuncDef, outer func(string) bool) *FuncDef {
	module := func(string) bool { return false }
	if outer == nil {
		outer = module
	}
	bound := localNames(f)
	local := func(x string) bool { return bound[x] || outer(x) }
	c := *f
	// Defaults, annotations and decorators are evaluated where the def statement runs.
	c.Params = make([]*Param, len(f.Params))
	for j, p := range f.Params {
		pc := *p
		if p.Default != nil {
			pc.Default = lk.rewriteExpr(i, p.Default, outer)
		}
		if p.Annot != nil {
			pc.Annot = lk.rewriteExpr(i, p.Annot, outer)
		}
		c.Params[j] = &pc
	}
	if f.Returns != nil {
		c.Returns = lk.rewriteExpr(i, f.Returns, outer)
	}
	c.Decorators = make([]*Decorator, len(f.Decorators))
	for j, d := range f.Decorators {
		dc := *d
		dc.Func = lk.rewriteExpr(i, d.Func, outer)
		dc.Args = make([]Expr, len(d.Args))
		for k, a := range d.Args {
			dc.Args[k] = lk.rewriteExpr(i, a, outer)
		}
		dc.Keywords = make([]*Keyword, len(d.Keywords))
		for k, kw := range d.Keywords {
			kc := *kw
			kc.Value = lk.rewriteExpr(i, kw.Value, outer)
			dc.Keywords[k] = &kc
		}
		c.Decorators[j] = &dc
	}
	c.Body = mapStmts(f.Body, func(e Expr) Expr { return lk.rewriteExpr(i, e, local) }, func(g *FuncDef) *FuncDef {
		return lk.rewriteFunc(i, g, local)
	})
	return &c
}

// localNames returns the names a function binds: its parameters, assignment and loop targets,
// except clauses and nested functions, anywhere in its body but not inside nested functions.
func localNames(f *FuncDef) map[string]bool {
	bound := map[string]bool{}
	for _, p := range f.Params {
		bound[p.Name] = true
	}
	if f.Vararg != nil {
		bound[f.Vararg.Name] = true
	}
	WalkTargets(f.Body, func(t Expr) {
		for _, n := range BoundNames(t) {
			bound[n.Id] = true
		}
	})
	return bound
}

// globals returns the linked module's constants, each after the constants its value reads, as
// Python's imports run a module's dependencies first.
func (lk *linker) globals() []*Global {
	type item struct {
		g    *Global
		deps []string
	}
	byName := map[string]*item{}
	var order []*item
	none := func(string) bool { return false }
	for i, m := range lk.mods {
		for _, g := range m.Globals {
			if _, isImport := m.Imports[g.Name]; isImport {
				continue
			}
			it := &item{g: &Global{Pos: g.Pos, Name: lk.linked[i][g.Name], Value: lk.rewriteExpr(i, g.Value, none)}}
			walkExpr(it.g.Value, func(e Expr) {
				if n, ok := e.(*Name); ok {
					it.deps = append(it.deps, n.Id)
				}
			})
			if _, dup := byName[it.g.Name]; !dup {
				byName[it.g.Name] = it
			}
			order = append(order, it)
		}
	}
	var out []*Global
	done := map[*item]bool{}
	var visit func(*item)
	visit = func(it *item) {
		if done[it] {
			return
		}
		done[it] = true
		for _, d := range it.deps {
			if dep := byName[d]; dep != nil && dep.g.Pos.File != it.g.Pos.File {
				visit(dep)
			}
		}
		out = append(out, it.g)
	}
	for _, it := range order {
		visit(it)
	}
	return out
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
