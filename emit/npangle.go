package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/typer"
)

// This file lowers np.angle(z, deg=False) (typer/npangle.go) to the kernels of kernels/angle.go.

func init() {
	npLowerings["angle"] = func(l *npLower) code {
		b, _ := elemType(l.c.ArgTypes[0])
		deg := l.num(1, typer.Bool)
		fn := "AngleReal"
		var tps []jen.Code
		if b.IsComplex() {
			fn = "AngleComplex"
			rt, _ := elemType(l.rt) // z's real type
			tps = append(tps, goType(rt))
		}
		if l.in(0) != nil {
			return primary(k(fn+"Array").Types(tps...).Call(l.arg(0), deg))
		}
		return primary(k(fn).Types(tps...).Call(l.arg(0), deg))
	}
}
