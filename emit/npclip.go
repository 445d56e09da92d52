package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/typer"
)

// This file lowers np.clip and a.clip (typed in typer/npclip.go): two number bounds and no
// out go to kernels.Clip, every other form to kernels.ClipTo, which broadcasts array bounds,
// leaves out a None bound and writes into out.

func init() {
	npLowerings["clip"] = lowerClip
	npLowerings[".clip"] = lowerClip
}

func lowerClip(l *npLower) code {
	a := l.in(0)
	dt := a.Dtype
	kind := func(i int) typer.ClipBound {
		if !l.has(i) {
			return typer.ClipNone
		}
		return typer.ClipBoundOf(l.c.ArgTypes[i])
	}
	lo, hi := kind(1), kind(2)
	hasOut := l.has(3) && arrayOf(l.c.ArgTypes[3]) != nil
	if lo == typer.ClipScalar && hi == typer.ClipScalar && !hasOut {
		return primary(k("Clip").Call(l.arg(0), l.fe.as(l.c.Args[1], dt, true), l.fe.as(l.c.Args[2], dt, true)))
	}
	bound := func(i int, b typer.ClipBound) (jen.Code, jen.Code) {
		switch b {
		case typer.ClipArray:
			return l.arg(i), jen.True()
		case typer.ClipScalar:
			return k("Full").Types(goType(dt)).Call(jen.Index(jen.Lit(0)).Int().Values(), l.fe.as(l.c.Args[i], dt, true)), jen.True()
		}
		return jen.Add(goType(typer.NewArray(dt, 0, typer.LayoutC))).Values(), jen.False()
	}
	loX, loHas := bound(1, lo)
	hiX, hiHas := bound(2, hi)
	out, outHas := jen.Add(goType(typer.NewArray(dt, a.Ndim, typer.LayoutC))).Values(), jen.False()
	if hasOut {
		out, outHas = l.arg(3), jen.True()
	}
	return primary(k("ClipTo").Call(l.arg(0), loX, loHas, hiX, hiHas, out, outHas))
}
