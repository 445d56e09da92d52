package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/typer"
)

// This file lowers np.arange (typed in typer/nparange.go): the values are computed as Numba
// computes them, in the type typer.ArangeType gives (kernels.Arange, or kernels.ArangeComplex
// for complex bounds), and converted to the dtype asked for when it differs.

func init() {
	npLowerings["arange"] = lowerArange
}

func lowerArange(l *npLower) code {
	ts := make([]typer.Type, 3)
	for i := range ts {
		if l.has(i) {
			ts[i] = l.c.ArgTypes[i]
		}
	}
	nat, _ := typer.ArangeType(ts)
	start, stop := jen.Code(jen.Lit(0)), l.fe.as(l.c.Args[0], nat, true)
	if l.has(1) {
		start, stop = l.fe.as(l.c.Args[0], nat, true), l.fe.as(l.c.Args[1], nat, true)
	}
	step := jen.Code(jen.Lit(1))
	if l.has(2) {
		step = l.fe.as(l.c.Args[2], nat, true)
	}
	var x *jen.Statement
	if nat.IsComplex() {
		x = k("ArangeComplex").Call(start, stop, step)
	} else {
		x = k("Arange").Types(goType(nat)).Call(start, stop, step)
	}
	if l.ra.Dtype != nat {
		x = l.fe.astype(x, typer.NewArray(nat, 1, typer.LayoutC), l.ra.Dtype)
	}
	return primary(x)
}
