package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/typer"
)

// orderedAsUint8 names the NumPy functions that order the elements of their first argument
// (sorting, unique, partitioning, order statistics). NumPy orders False before True, as the
// integers 0 and 1, and Numba's algorithms compare them so, so a bool array runs through the
// lowering for uint8 (viaUint8): equal keys move exactly as they would among 0s and 1s.
var orderedAsUint8 = map[string]bool{
	"sort": true, "argsort": true, "unique": true, "partition": true, "nanmedian": true,
	"percentile": true, "quantile": true, "nanpercentile": true, "nanquantile": true,
}

// viaUint8 emits l, whose first argument is a bool array, with lowering f applied to that array
// converted to uint8; a result array of the argument's dtype converts back to bool.
func (l *npLower) viaUint8(f npLowering) code {
	in := l.in(0)
	u8 := typer.NewArray(typer.Uint8, in.Ndim, typer.LayoutC)
	c := *l.c
	c.ArgTypes = append([]typer.Type{u8}, l.c.ArgTypes[1:]...)
	v := *l
	v.c = &c
	v.pre = map[int]jen.Code{0: l.fe.astype(l.arg(0), in, typer.Uint8)}
	if l.ra == nil || l.ra.Dtype != typer.Bool {
		return f(&v)
	}
	v.ra = typer.NewArray(typer.Uint8, l.ra.Ndim, l.ra.Layout)
	v.rt = v.ra
	return primary(l.fe.astype(f(&v).c, v.ra, typer.Bool))
}
