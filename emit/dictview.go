package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// A dict view (d.keys(), d.values(), d.items(): typer.DictView) is its dict's
// *kernels.Dict in generated code, and the view's kind is static. Each use of the view reads
// the dict as it is then: iterating it takes the dict's items at that moment, len(view) is
// the dict's length.

func dictViewOf(t typer.Type) *typer.DictView { return typer.DictViewOf(t) }

// viewItems emits the Go slice of the items the view x (of type v) gives now, in insertion
// order: a new slice, so that a loop over it may change the dict.
func (fe *funcEmitter) viewItems(x translate.Expr, v *typer.DictView) *jen.Statement {
	d := fe.dictRecv(x)
	switch v.Kind {
	case "keys":
		return jen.Op("*").Add(d).Dot("Keys").Call()
	case "values":
		return jen.Op("*").Add(d).Dot("Values").Call()
	}
	return jen.Op("*").Qual(kernelsPath, "DictItems").Call(d, pairFunc(v.Dict))
}
