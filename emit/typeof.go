package emit

import (
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// typeOf is the type typer recorded for e where e is used: the array np.asarray makes of a
// list or tuple given to an array_like parameter (Info.AsArray), except while exprP1 converts
// it, and Info.Types otherwise.
func (fe *funcEmitter) typeOf(e translate.Expr) typer.Type {
	if ra := fe.info.AsArray[e]; ra != nil && !fe.asArraying[e] {
		return ra
	}
	return fe.info.Types[e]
}
