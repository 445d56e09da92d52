package typer

import (
	"go/constant"

	"github.com/pygo-lang/pygo/translate"
)

// shapeItems reads a.shape and a.strides, unpacked into n names in a kernel (n, m = a.shape),
// as the tuple of their items, a.shape[0], a.shape[1], which CUDA C computes one by one. The
// tuple is recorded in Unpacked for the emitters; any other value is returned as it is.
func (t *cudaFuncTyper) shapeItems(value translate.Expr, n int) translate.Expr {
	a, ok := value.(*translate.Attribute)
	if !ok || (a.Name != "shape" && a.Name != "strides") {
		return value
	}
	if syn := t.f.Unpacked[value]; syn != nil {
		return syn
	}
	if _, isName := a.X.(*translate.Name); !isName {
		return value
	}
	if arr, isArr := t.expr(a.X).(*Array); !isArr || arr.Ndim != n {
		return value
	}
	syn := &translate.Tuple{Pos: a.Pos}
	for k := 0; k < n; k++ {
		idx := &translate.Const{Pos: a.Pos, Kind: translate.IntConst, Value: constant.MakeInt64(int64(k))}
		syn.Elts = append(syn.Elts, &translate.Subscript{Pos: a.Pos, X: a, Index: idx})
	}
	if t.f.Unpacked == nil {
		t.f.Unpacked = map[translate.Expr]*translate.Tuple{}
	}
	t.f.Unpacked[value] = syn
	return syn
}

// allBasic reports whether every type in ts is a number or bool.
func allBasic(ts []Type) bool {
	for _, t := range ts {
		if _, ok := t.(*Basic); !ok {
			return false
		}
	}
	return true
}
