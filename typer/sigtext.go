package typer

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// Numba prints some types in forms that are not Python expressions: `reflected list(int64)`,
// `UniTuple(int64 x 2)`. numbaTypeText rewrites them into the constructor calls they stand
// for, keeping every other character in its column so that positions in diagnostics still
// point into the text the user wrote.
var (
	reflectedListRE = regexp.MustCompile(`\breflected list\(`)
	reflectedSetRE  = regexp.MustCompile(`\breflected set\(`)
	uniTupleXRE     = regexp.MustCompile(`(\bUniTuple\([^()]*?) x (\d+\))`)
	initialValueRE  = regexp.MustCompile(`<iv=[^<>]*>`)
	genericUnitRE   = regexp.MustCompile(`\b((?:datetime|timedelta)64)\[\]`)
	// array(float64, 2d, C) and readonly array(float64, 1d, A), as Numba prints array types.
	// Enum<int64>(Color) and IntEnum<int64>(Shape), as Numba prints the type of an enum's
	// members: the class's name stands for it.
	enumPrintedRE  = regexp.MustCompile(`\b(?:Int)?Enum<(?:[^<>()]|\([^()]*\))*>\(([A-Za-z_][A-Za-z_0-9]*)\)`)
	arrayPrintedRE = regexp.MustCompile(`\b(?:readonly )?array\(([^(),]+), *(\d+)d, *([CFA]) *\)`)
)

func numbaTypeText(s string) string {
	s = reflectedListRE.ReplaceAllStringFunc(s, func(m string) string {
		return "List(" + strings.Repeat(" ", len(m)-len("List("))
	})
	s = reflectedSetRE.ReplaceAllStringFunc(s, func(m string) string {
		return "Set(" + strings.Repeat(" ", len(m)-len("Set("))
	})
	// DictType[int64,float64]<iv=None>: the initial value Numba prints is no part of the type.
	s = initialValueRE.ReplaceAllStringFunc(s, func(m string) string { return strings.Repeat(" ", len(m)) })
	// datetime64[] is Numba's datetime64 of the generic unit: the bare name stands for it.
	s = genericUnitRE.ReplaceAllString(s, "$1  ")
	s = enumPrintedRE.ReplaceAllStringFunc(s, func(m string) string {
		name := enumPrintedRE.FindStringSubmatch(m)[1]
		return strings.Repeat(" ", len(m)-len(name)) + name
	})
	s = arrayPrintedRE.ReplaceAllStringFunc(s, func(m string) string {
		sub := arrayPrintedRE.FindStringSubmatch(m)
		t := "Array(" + sub[1] + ", " + sub[2] + ", '" + sub[3] + "')"
		// Keep the text's length: pad at the start (readonly ...) or trim the spaces of the
		// printed form, so that later columns stay where the user wrote them.
		for len(t) > len(m) && strings.Contains(t, ", ") {
			t = strings.Replace(t, ", ", ",", 1)
		}
		return strings.Repeat(" ", max(0, len(m)-len(t))) + t
	})
	return uniTupleXRE.ReplaceAllString(s, "$1 , $2")
}

// dictCall resolves DictType(K, V), Dict(K, V) and DictType[K, V].
func (r typeResolver) dictCall(args []translate.Expr, keywords bool) (Type, error) {
	if len(args) != 2 || keywords {
		return nil, fmt.Errorf("DictType takes a key type and a value type")
	}
	var ts [2]Type
	for i, a := range args {
		t, err := r.resolve(a)
		if err != nil {
			return nil, err
		}
		ts[i] = t
	}
	if !dictKeyOK(ts[0]) {
		return nil, fmt.Errorf("dict keys may be numbers, strings and tuples of them, not %s", ts[0])
	}
	if !dictValueOK(ts[1]) {
		return nil, fmt.Errorf("cannot store %s in a dict", ts[1])
	}
	return &Dict{Key: ts[0], Value: ts[1]}, nil
}

// listCall resolves List(T), List(T, reflected=True), list(T) and ListType(T) (ListType[T]).
func (r typeResolver) listCall(e *translate.Call) (Type, error) {
	name := translate.DottedName(e.Func)
	typed := name == "ListType" || strings.HasSuffix(name, ".ListType")
	if len(e.Args) != 1 {
		return nil, fmt.Errorf("%s takes one element type", name)
	}
	for _, k := range e.Keywords {
		if k.Name != "reflected" || typed {
			return nil, fmt.Errorf("%s() has no argument %s", name, k.Name)
		}
	}
	elem, err := r.resolve(e.Args[0])
	if err != nil {
		return nil, err
	}
	if !listElemOK(elem) {
		return nil, fmt.Errorf("lists may hold numbers, arrays, tuples and lists, not %s", elem)
	}
	return &List{Elem: elem, Typed: typed}, nil
}

// setCall resolves Set(T), Set(T, reflected=True) and set(T), the form Numba prints (also as
// reflected set(T)).
func (r typeResolver) setCall(e *translate.Call) (Type, error) {
	if len(e.Args) != 1 {
		return nil, fmt.Errorf("Set takes one item type")
	}
	for _, k := range e.Keywords {
		if k.Name != "reflected" {
			return nil, fmt.Errorf("Set() has no argument %s", k.Name)
		}
	}
	elem, err := r.resolve(e.Args[0])
	if err != nil {
		return nil, err
	}
	if !setElemOK(elem) {
		return nil, fmt.Errorf("sets may hold numbers, strings and tuples of them, not %s", elem)
	}
	return &Set{Elem: elem}, nil
}
