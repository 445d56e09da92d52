package golden

import (
	"fmt"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// listElemType returns the element type of a list type spelled as pygo spells it,
// list(int64) or ListType[int64].
func listElemType(typ string) (string, bool) {
	if s, ok := strings.CutPrefix(typ, "list("); ok && strings.HasSuffix(s, ")") {
		return strings.TrimSuffix(s, ")"), true
	}
	if s, ok := strings.CutPrefix(typ, "ListType["); ok && strings.HasSuffix(s, "]") {
		return strings.TrimSuffix(s, "]"), true
	}
	return "", false
}

// listLiteral evaluates a list argument [a, b, ...]: Numba types it as a reflected list of
// the items' unified type (numbers only, or lists of numbers).
func listLiteral(e *translate.List) (pyValue, error) {
	if len(e.Elts) == 0 {
		return pyValue{}, fmt.Errorf("an empty list argument has no Numba type (at %s)", e.At())
	}
	p := pyValue{}
	rank := map[string]int{"bool": 0, "int64": 1, "float64": 2, "complex128": 3}
	// A list of strings is list(unicode_type); strings do not mix with numbers.
	elem := ""
	for _, x := range e.Elts {
		v, err := evalLiteral(x)
		if err != nil {
			return p, err
		}
		p.elems = append(p.elems, v)
		switch {
		case elem == "":
			elem = v.typ
		case elem == v.typ:
		default:
			a, ok1 := rank[elem]
			b, ok2 := rank[v.typ]
			if !ok1 || !ok2 {
				return p, fmt.Errorf("list argument items of types %s and %s", elem, v.typ)
			}
			if b > a {
				elem = v.typ
			}
		}
	}
	p.typ = "list(" + elem + ")"
	return p, nil
}

// typedListLiteral evaluates a numba.typed.List argument List([a, b, ...]): a typed list
// (ListType[T]) of the items' unified type, which pygo passes as it passes a reflected list.
func typedListLiteral(e *translate.Call) (pyValue, error) {
	var l *translate.List
	if len(e.Args) == 1 {
		l, _ = e.Args[0].(*translate.List)
	}
	if l == nil || len(e.Keywords) > 0 {
		return pyValue{}, fmt.Errorf("a typed list argument is List([items]) (at %s)", e.At())
	}
	p, err := listLiteral(l)
	if err != nil {
		return p, err
	}
	elem, _ := listElemType(p.typ)
	if _, nested := listElemType(elem); nested {
		return p, fmt.Errorf("a typed list argument holds no lists (at %s)", e.At())
	}
	p.typ = "ListType[" + elem + "]"
	return p, nil
}

// listGoLiteral spells a list argument as a Go *[]T of the parameter's element type.
func listGoLiteral(v pyValue, elem string) (string, error) {
	var es []string
	for _, x := range v.elems {
		s, err := goLiteral(x, elem)
		if err != nil {
			return "", err
		}
		es = append(es, s)
	}
	return fmt.Sprintf("&[]%s{%s}", strings.TrimPrefix(goTypeText(elem), ""), strings.Join(es, ", ")), nil
}

// setElemType returns the item type of a set type spelled as pygo spells it, set(int64).
func setElemType(typ string) (string, bool) {
	if s, ok := strings.CutPrefix(typ, "set("); ok && strings.HasSuffix(s, ")") {
		return strings.TrimSuffix(s, ")"), true
	}
	return "", false
}

// setLiteral evaluates a set argument {a, b, ...} (a SetDisplay call): a reflected set of the
// items' unified type, as for lists.
func setLiteral(e *translate.Call) (pyValue, error) {
	p, err := listLiteral(&translate.List{Pos: e.Pos, Elts: e.Args})
	if err != nil {
		return p, err
	}
	p.typ = "set(" + strings.TrimSuffix(strings.TrimPrefix(p.typ, "list("), ")") + ")"
	return p, nil
}

// setGoLiteral spells a set argument as a Go *kernels.Set[T] of the parameter's item type.
func setGoLiteral(v pyValue, elem string) (string, error) {
	var es []string
	for _, x := range v.elems {
		s, err := goLiteral(x, elem)
		if err != nil {
			return "", err
		}
		es = append(es, s)
	}
	return fmt.Sprintf("kernels.SetFromPython([]%s{%s})", goTypeText(elem), strings.Join(es, ", ")), nil
}
