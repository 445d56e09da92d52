package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/typer"
)

// seqToArray emits np.array(x) for the Go value x of type t, a tuple, list or array whose
// items may nest further sequences: an array of dtype dt with typer.AsArrayType(t)'s
// dimensions. A tuple of numbers is one row; a tuple of sequences stacks the arrays its
// items make (kernels.ArrayFromParts, which raises Numba's ValueError for ragged items).
func (fe *funcEmitter) seqToArray(x jen.Code, t typer.Type, dt *typer.Basic) jen.Code {
	switch t := t.(type) {
	case *typer.Array:
		if typer.Identical(t.Dtype, dt) {
			return x
		}
		return fe.astype(x, t, dt)
	case *typer.List:
		return fe.nestedToArray(jen.Op("*").Add(x), t, dt)
	case *typer.Tuple:
		return fe.tupleToArray(x, t, dt)
	}
	fe.fail(fe.e.at, "np.array of %s", t)
	return jen.Nil()
}

// tupleToArray is seqToArray of a tuple: a function literal called with the tuple, so that
// the tuple is evaluated once.
func (fe *funcEmitter) tupleToArray(x jen.Code, t *typer.Tuple, dt *typer.Basic) jen.Code {
	ra := typer.AsArrayType(t)
	if len(t.Elems) == 0 {
		return jen.Qual(kernelsPath, "Empty").Types(goType(dt), dimsType(1)).Call(dimsType(1).Values(jen.Lit(0)))
	}
	v := fe.names.Take("t")
	var body jen.Code
	if ra.Ndim == 1 {
		elems := []jen.Code{dimsType(1).Values(jen.Lit(len(t.Elems)))}
		for i := range t.Elems {
			elems = append(elems, convert(tupleElem(jen.Id(v), t, i), t.Elems[i], dt))
		}
		body = jen.Qual(kernelsPath, "ArrayOf").Types(goType(dt)).Call(elems...)
	} else {
		part := typer.NewArray(dt, ra.Ndim-1, typer.LayoutC)
		var parts []jen.Code
		for i, et := range t.Elems {
			parts = append(parts, fe.seqToArray(tupleElem(jen.Id(v), t, i), et, dt))
		}
		body = jen.Qual(kernelsPath, "ArrayFromParts").Types(goType(dt), dimsType(part.Ndim), dimsType(ra.Ndim)).Call(
			jen.Index().Add(arrayType(part)).Values(parts...))
	}
	return jen.Func().Params(jen.Id(v).Add(goType(t))).Add(arrayType(typer.NewArray(dt, ra.Ndim, typer.LayoutC))).Block(jen.Return(body)).Call(x)
}
