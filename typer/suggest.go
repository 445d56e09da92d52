package typer

import (
	"sort"
	"strings"
)

// This file finds the "did you mean" of misspelled names, attributes, methods and module
// functions: the known name closest in edit distance, when it is close enough to be a typo.

// closest returns the candidate nearest to name, or "" when none is within a typo's
// distance (a third of the name's length, plus one). Ties go to the candidate first in
// sorted order, so the suggestion does not depend on map order.
func closest(name string, candidates []string) string {
	limit := len(name)/3 + 1
	sorted := append([]string(nil), candidates...)
	sort.Strings(sorted)
	best, bestDist := "", limit+1
	for _, c := range sorted {
		if c == name || c == "" {
			continue
		}
		d := editDistance(strings.ToLower(name), strings.ToLower(c))
		if strings.EqualFold(c, name) {
			d = 0 // only the case differs
		}
		if d < bestDist {
			best, bestDist = c, d
		}
	}
	return best
}

// didYouMean is closest as a hint, "did you mean X?", or otherwise.
func didYouMean(name string, candidates []string, otherwise string) string {
	if c := closest(name, candidates); c != "" {
		return "did you mean " + c + "?"
	}
	return otherwise
}

// keys returns the keys of a map, in sorted order.
func keys[V any](m map[string]V) []string { return sortedKeys(m) }

// nameCandidates are the names visible in a function: its variables, the variables of the
// functions it is nested in, the module's functions, constants, imports and classes, and
// Python's builtins.
func (st *fnState) nameCandidates() []string {
	c := st.c
	var out []string
	out = append(out, keys(st.info.Locals)...)
	for p := st.spec; p != nil; p = p.Parent {
		out = append(out, keys(p.vars)...)
	}
	out = append(out, keys(st.funcs)...)
	out = append(out, keys(c.funcs)...)
	out = append(out, keys(c.consts)...)
	out = append(out, keys(c.mod.Imports)...)
	out = append(out, keys(c.classes)...)
	out = append(out, keys(builtinNames)...)
	out = append(out, keys(excClasses)...)
	return out
}

// memberCandidates are the known members of a module path ("numpy", "math", "numpy.linalg"):
// its functions, constants and submodules, without the path.
func memberCandidates(module string) []string {
	prefix := module + "."
	seen := map[string]bool{}
	add := func(path string) {
		if rest, ok := strings.CutPrefix(path, prefix); ok && !strings.Contains(rest, ".") {
			seen[rest] = true
		}
	}
	for p := range npFuncs {
		add(p)
	}
	for p := range builtinSigs {
		add(p)
	}
	for p := range moduleConsts {
		add(p)
	}
	for p := range knownModules {
		add(p)
	}
	if module == "numpy" || module == "numba" {
		for n := range numbaTypeNames {
			seen[n] = true
		}
	}
	return keys(seen)
}

// pathHint suggests a known member for an unknown module path such as numpy.sqr, spelled
// as the source spells the module (np.sqrt), or returns otherwise.
func pathHint(path, written, otherwise string) string {
	i := strings.LastIndex(path, ".")
	if i < 0 {
		return otherwise
	}
	module, name := path[:i], path[i+1:]
	c := closest(name, memberCandidates(module))
	if c == "" {
		return otherwise
	}
	if j := strings.LastIndex(written, "."); j >= 0 {
		return "did you mean " + written[:j+1] + c + "?"
	}
	return "did you mean " + module + "." + c + "?"
}

// arrayAttributes are the attributes of arrays that are not methods.
var arrayAttributes = []string{"shape", "strides", "ndim", "itemsize", "flat", "size", "nbytes", "T", "real", "imag", "dtype"}

// typeName is the name of a type for a hint: "int64", "list(int64)".
func typeName(t Type) string {
	if t == nil {
		return "this value"
	}
	return t.String()
}
