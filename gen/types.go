package gen

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Types lists, for every specialization the sources compile to (entries first-class, helpers
// and nested functions too), the function's source with the inferred type of every variable
// and of the calls, operations, subscripts and attributes on each line, as Numba's
// inspect_types does. The listing is deterministic. Problems in the sources are returned as
// translate.Diagnostics, like TranslatePackage's; warnings come back with the listing.
func Types(srcs []Source, cfg Config) (listing string, warnings translate.Diagnostics, err error) {
	defer func() {
		if r := recover(); r != nil && len(srcs) > 0 { // a bug in the listing: an internal-error diagnostic
			listing, warnings, err = "", nil, translate.Recovered(srcs[0].File, translate.Pos{}, r)
		}
	}()
	ck, err := check(srcs, cfg)
	if err != nil {
		return "", nil, err
	}
	var b strings.Builder
	var walk func(specs []*typer.Spec)
	walk = func(specs []*typer.Spec) {
		for _, sp := range specs {
			ck.writeTypes(&b, sp)
			walk(sp.Nested)
		}
	}
	walk(ck.prog.Specs)
	return b.String(), ck.prog.Warnings, nil
}

// writeTypes writes the listing of one specialization.
func (ck *checked) writeTypes(b *strings.Builder, sp *typer.Spec) {
	if b.Len() > 0 {
		b.WriteString("\n")
	}
	what := "helper"
	switch {
	case sp.Entry:
		what = "entry"
	case sp.Parent != nil:
		what = "nested in " + sp.Parent.Def.Name
	}
	result := "none"
	if sp.Result != nil {
		result = sp.Result.String()
	}
	fmt.Fprintf(b, "# %s -> %s  (%s", specTitle(sp), result, what)
	if sp.GoName != "" {
		fmt.Fprintf(b, ", Go %s", sp.GoName)
	}
	b.WriteString(")\n")
	if sp.Info == nil {
		return
	}
	notes := lineTypes(sp)
	first, last := ck.funcLines(sp.Def)
	file := sp.Def.File
	if len(ck.srcs) > 1 {
		fmt.Fprintf(b, "# %s\n", ck.srcs[file].File)
	}
	width := len(fmt.Sprint(last))
	for n := first; n <= last; n++ {
		fmt.Fprintf(b, "%*d | %s\n", width, n, strings.TrimRight(strings.ReplaceAll(ck.line(file, n), "\t", "    "), " "))
		for _, note := range notes[n] {
			fmt.Fprintf(b, "%*s |     %s\n", width, "", note)
		}
	}
}

// specTitle is the function's name with its argument types, *args included.
func specTitle(sp *typer.Spec) string {
	var parts []string
	for i, t := range sp.Params {
		name := "?"
		if i < len(sp.Def.Params) {
			name = sp.Def.Params[i].Name
		}
		parts = append(parts, name+": "+t.String())
	}
	if sp.Vararg != nil {
		parts = append(parts, "*"+sp.Def.Vararg.Name+": "+sp.Vararg.String())
	}
	name := sp.Def.Name
	if sp.Class != nil && !strings.HasPrefix(name, sp.Class.Name+".") {
		name = sp.Class.Name + "." + name
	}
	return name + "(" + strings.Join(parts, ", ") + ")"
}

// lineTypes returns, by source line, the notes of a specialization: a line of variable
// types (the parameters on the def line, then each variable where it first appears), then one line
// per call, operation, subscript or attribute, in source order, each once.
func lineTypes(sp *typer.Spec) map[int][]string {
	info := sp.Info
	vars := map[int][]string{}
	seenVar := map[string]bool{} // a variable has one type per specialization: say it once
	addVar := func(line int, name string, t typer.Type) {
		if seenVar[name] || t == nil {
			return
		}
		seenVar[name] = true
		if m := compVar.FindStringSubmatch(name); m != nil {
			if m[1] == "" {
				return // the list a comprehension builds: the target variable has its type
			}
			name = m[1] + " (in a comprehension)"
		}
		vars[line] = append(vars[line], name+": "+t.String())
	}
	for i, p := range sp.Def.Params {
		if i < len(sp.Params) {
			addVar(p.Line, p.Name, sp.Params[i])
		}
	}
	if sp.Vararg != nil {
		addVar(sp.Def.Vararg.Line, sp.Def.Vararg.Name, sp.Vararg)
	}
	exprs := map[int][]string{}
	seenExpr := map[int]map[string]bool{}
	translate.WalkExprs(sp.Def.Body, func(e translate.Expr) {
		line := e.At().Line
		switch e := e.(type) {
		case *translate.Name:
			if t, ok := info.Vars[e.Id]; ok {
				addVar(line, e.Id, t)
			}
			return
		case *translate.Call, *translate.BinOp, *translate.UnaryOp, *translate.Subscript, *translate.Attribute, *translate.Compare, *translate.BoolOp, *translate.IfExp:
		default:
			return
		}
		t, ok := info.Types[e]
		if !ok || !interesting(t) {
			return
		}
		if _, folded := info.Consts[e]; folded {
			return // a constant: its value says it all
		}
		if c, ok := e.(*translate.Call); ok {
			switch translate.DottedName(c.Func) {
			case "range", "prange", "numba.prange", "nb.prange":
				return // the loop variable has the type
			}
		}
		text := translate.ExprString(e)
		if compList.MatchString(text) {
			return // the list a comprehension builds
		}
		note := compInner.ReplaceAllString(text, "$1") + ": " + t.String()
		if seenExpr[line] == nil {
			seenExpr[line] = map[string]bool{}
		}
		if !seenExpr[line][note] {
			seenExpr[line][note] = true
			exprs[line] = append(exprs[line], note)
		}
	})
	notes := map[int][]string{}
	for line, vs := range vars {
		notes[line] = append(notes[line], strings.Join(vs, ", "))
	}
	for line, es := range exprs {
		notes[line] = append(notes[line], es...)
	}
	return notes
}

// interesting reports whether an expression of type t is worth a note: values, not the
// modules, functions and classes that calls and attributes name.
func interesting(t typer.Type) bool {
	switch t.(type) {
	case *typer.ModuleRef, *typer.FuncRef, *typer.BuiltinRef, *typer.TypeRef, *typer.ExcClass, *typer.ClassRef, *typer.BoundMethod:
		return false
	}
	return true
}

// The names translate gives a comprehension's list (_comp1) and variables (_comp1_i).
var (
	compVar   = regexp.MustCompile(`^_comp[0-9]+(?:_(\w+))?$`)
	compList  = regexp.MustCompile(`\b_comp[0-9]+\b`)
	compInner = regexp.MustCompile(`\b_comp[0-9]+_(\w+)`)
)
