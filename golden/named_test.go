package golden

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Namedtuple arguments and results. A call line may pass Point(3.0, 4.0), a call of one of
// the module's namedtuple classes whose arguments are literals or arrays (the oracle records
// those arrays in field order); pygo spells the type Point(x=float64, y=float64), and the
// generated package declares the generic struct Point[T0, T1].

// namedPkg stands for the generated package's name in Go text built before the package is
// known (goTypeText); bindCall replaces it.
const namedPkg = "PYGOPKG."

var namedTypeRE = regexp.MustCompile(`^([A-Za-z_][A-Za-z_0-9]*)\((.*)\)$`)

// notNamed are the spellings of other types that look like Name(...).
var notNamed = map[string]bool{"OptionalType": true, "array": true, "list": true, "set": true, "dict": true, "Tuple": true, "UniTuple": true}

// parseNamedType splits a namedtuple type Point(x=float64, y=float64) into its class name,
// field names and field types.
func parseNamedType(typ string) (name string, fields, types []string, ok bool) {
	m := namedTypeRE.FindStringSubmatch(typ)
	if m == nil || notNamed[m[1]] {
		return "", nil, nil, false
	}
	for _, part := range splitTuple("(" + m[2] + ")") {
		f, t, ok := strings.Cut(part, "=")
		if !ok || strings.ContainsAny(f, "([ ") {
			return "", nil, nil, false
		}
		fields, types = append(fields, f), append(types, t)
	}
	return m[1], fields, types, true
}

// namedCall evaluates a namedtuple argument Point(a, b): its arguments are literals or the
// next recorded arrays. ok is false when e is no such call.
func namedCall(e translate.Expr, arrays *[]recArray) (pyValue, bool, error) {
	call, isCall := e.(*translate.Call)
	if !isCall {
		return pyValue{}, false, nil
	}
	n, isName := call.Func.(*translate.Name)
	if !isName {
		return pyValue{}, false, nil
	}
	switch n.Id {
	case "complex", "float", "int", "bool", translate.SetDisplay:
		return pyValue{}, false, nil
	case "create_xoroshiro128p_states":
		// A host constructor of Numba's CUDA API whose array the oracle records (see
		// host_constructors in oracle.py): the argument is that array.
		return pyValue{}, false, nil
	}
	if len(call.Keywords) > 0 {
		return pyValue{}, true, fmt.Errorf("namedtuple argument %s(...) at %s: the harness takes its fields positionally", n.Id, e.At())
	}
	p := pyValue{named: n.Id}
	var ts []string
	for _, a := range call.Args {
		v, err := evalArg(a, arrays)
		if err != nil {
			return p, true, err
		}
		p.elems = append(p.elems, v)
		ts = append(ts, v.typ)
	}
	p.typ = n.Id + "(" + strings.Join(ts, ", ") + ")"
	return p, true, nil
}

// sigText spells an argument's type for -sig: arrays as their signatures.
func sigText(v pyValue) string {
	if v.arr != nil {
		return v.arr.Sig
	}
	if v.named != "" {
		parts := make([]string, len(v.elems))
		for i, x := range v.elems {
			parts[i] = sigText(x)
		}
		return v.named + "(" + strings.Join(parts, ", ") + ")"
	}
	return v.typ
}

// namedMatches reports whether a namedtuple argument binds a parameter of type typ: the same
// class, and fields of the same types (exact) or convertible ones.
func namedMatches(v pyValue, typ string, exact bool) bool {
	name, _, types, ok := parseNamedType(typ)
	if !ok || name != v.named || len(types) != len(v.elems) {
		return false
	}
	for i, x := range v.elems {
		switch {
		case x.named != "":
			if !namedMatches(x, types[i], exact) {
				return false
			}
		case exact && !sameOrOptional(x.typ, types[i]), !exact && !convertible(x.typ, types[i]):
			return false
		}
	}
	return true
}

// namedGoType spells a namedtuple type as Go: its struct instantiated with the field types.
func namedGoType(name string, types []string) string {
	if len(types) == 0 {
		return namedPkg + typer.Exported(name)
	}
	gs := make([]string, len(types))
	for i, t := range types {
		gs[i] = goTypeText(t)
	}
	return namedPkg + typer.Exported(name) + "[" + strings.Join(gs, ", ") + "]"
}

// namedGoLiteral spells a namedtuple argument as a Go composite literal of type typ.
func namedGoLiteral(v pyValue, typ string) (string, error) {
	name, fields, types, _ := parseNamedType(typ)
	if len(types) != len(v.elems) {
		return "", fmt.Errorf("%s of %d fields for %s", v.named, len(v.elems), typ)
	}
	es := make([]string, len(types))
	for i, x := range v.elems {
		s, err := goLiteral(x, types[i])
		if err != nil {
			return "", err
		}
		if a, ok := parseArrayType(types[i]); ok && a.ndim == 1 && x.arr != nil {
			s = "kernels.FromSlice(" + s + ")" // inside a struct a vector stays a kernels.Array
		}
		es[i] = typer.Exported(fields[i]) + ": " + s
	}
	return namedGoType(name, types) + "{" + strings.Join(es, ", ") + "}", nil
}

// namedValueRepr is the Go expression giving the repr of the namedtuple value v of type typ.
func namedValueRepr(v, typ string) string {
	name, fields, types, _ := parseNamedType(typ)
	args := []string{strconv.Quote(name)}
	for i, f := range fields {
		args = append(args, strconv.Quote(f), nestedRepr(v+"."+typer.Exported(f), types[i]))
	}
	return "namedRepr(" + strings.Join(args, ", ") + ")"
}

// namedReprFunc is the harness program's helper for namedValueRepr.
const namedReprFunc = `
func namedRepr(name string, fieldsAndReprs ...string) string {
	var parts []string
	for i := 0; i+1 < len(fieldsAndReprs); i += 2 {
		parts = append(parts, fieldsAndReprs[i]+"="+fieldsAndReprs[i+1])
	}
	return name + "(" + strings.Join(parts, ", ") + ")"
}
`
