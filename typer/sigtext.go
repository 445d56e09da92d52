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
	uniTupleXRE     = regexp.MustCompile(`(\bUniTuple\([^()]*?) x (\d+\))`)
)

func numbaTypeText(s string) string {
	s = reflectedListRE.ReplaceAllStringFunc(s, func(m string) string {
		return "List(" + strings.Repeat(" ", len(m)-len("List("))
	})
	return uniTupleXRE.ReplaceAllString(s, "$1 , $2")
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
