package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file lowers the NumPy functions that return a list of arrays (typer/npsplit.go), and
// np.finfo and np.iinfo (typer/npinfo.go): a kernels.FInfo or kernels.IInfo of constants,
// for the value returned, passed or printed (their attributes emit the constants).

func init() {
	npLowerings["split"] = lowerSplit
	npLowerings["array_split"] = lowerSplit
	npLowerings["broadcast_arrays"] = lowerBroadcastArrays
	npLowerings["broadcast_shapes"] = lowerBroadcastShapes
	npLowerings["divmod"] = lowerDivmod
	npLowerings["modf"] = lowerModfFrexp
	npLowerings["frexp"] = lowerModfFrexp
	npLowerings["finfo"] = func(l *npLower) code { return primary(machInfoValue(l.rt.(*typer.MachInfo))) }
	npLowerings["iinfo"] = npLowerings["finfo"]
	npLowerings["partition"] = func(l *npLower) code {
		var kth jen.Code
		if basic(l.c.ArgTypes[1]) != nil {
			kth = jen.Index().Int64().Values(l.fe.as(l.c.Args[1], typer.Int64, true))
		} else {
			kth = l.fe.realSlice(l.c.Args[1])
		}
		return primary(k("Partition").Call(l.arg(0), kth))
	}
}

// lowerSplit emits np.split and np.array_split: kernels.Split / ArraySplit for a number of
// sections, kernels.SplitAt for split points (a list, a tuple or a 1-d array of integers).
func lowerSplit(l *npLower) code {
	axis := l.num(2, nil)
	var ary jen.Code
	if x := l.c.Args[0]; typer.IsNestedLiteral(x) || arrayOf(l.c.ArgTypes[0]) == nil {
		// A list or tuple: np.asarray(ary), as Numba splits it.
		ra := l.rt.(*typer.List).Elem.(*typer.Array)
		ary = l.fe.npArray(&typer.Call{Args: []translate.Expr{x}, ArgTypes: l.c.ArgTypes[:1]}, ra, true).c
	} else {
		ary = l.arg(0)
	}
	var idx jen.Code
	switch t := l.c.ArgTypes[1].(type) {
	case *typer.Basic:
		fn := "ArraySplit"
		if l.name == "split" {
			fn = "Split"
		}
		return primary(k(fn).Call(ary, l.fe.intIndex(l.c.Args[1]).c, axis))
	case *typer.List:
		idx = jen.Op("*").Add(l.fe.paren(l.fe.exprP(l.c.Args[1]), precUnary))
	case *typer.Tuple:
		idx = k("Dims2Slice").Call(l.fe.shape(l.c.Args[1], len(t.Elems)))
	case *typer.Array:
		if lit, ok := l.c.Args[1].(*translate.List); ok {
			// A list literal of split points, which the typer reads as np.array reads it.
			elems := make([]jen.Code, len(lit.Elts))
			for i, x := range lit.Elts {
				elems[i] = l.fe.as(x, t.Dtype, true)
			}
			idx = jen.Index().Add(goType(t.Dtype)).Values(elems...)
			break
		}
		idx = jen.Add(l.fe.paren(l.fe.exprP(l.c.Args[1]), precPrimary)).Dot("Flat").Call()
	}
	return primary(k("SplitAt").Call(ary, idx, axis))
}

// lowerBroadcastArrays emits np.broadcast_arrays(a, b, ...): each array (a number or a tuple
// made a 1-d array) as a view of the shape the arrays broadcast to.
func lowerBroadcastArrays(l *npLower) code {
	lt := l.rt.(*typer.List)
	ra := lt.Elem.(*typer.Array)
	var stmts, shapes, views []jen.Code
	vars := make([]string, len(l.c.Args))
	for i, x := range l.c.Args {
		vars[i] = l.fe.names.Take("b")
		var v jen.Code
		switch t := l.fe.typeOf(x).(type) { // ArgTypes holds only the first of *args
		case *typer.Array:
			v = l.fe.expr(x)
		case *typer.Basic:
			v = k("FromSlice").Call(jen.Index().Add(goType(t)).Values(l.fe.as(x, t, false)))
		case *typer.Tuple:
			v = l.fe.npArray(&typer.Call{Args: []translate.Expr{x}, ArgTypes: []typer.Type{t}}, typer.NewArray(ra.Dtype, 1, typer.LayoutC), true).c
		}
		stmts = append(stmts, jen.Id(vars[i]).Op(":=").Add(v))
		shapes = append(shapes, k("Dims2Slice").Call(jen.Id(vars[i]).Dot("Shape")))
	}
	sh := l.fe.names.Take("shape")
	stmts = append(stmts, jen.Id(sh).Op(":=").Add(k("BroadcastArraysShape").Types(dimsType(ra.Ndim)).Call(shapes...)))
	for _, v := range vars {
		views = append(views, k("BroadcastTo").Call(jen.Id(v), jen.Id(sh)))
	}
	stmts = append(stmts, jen.Return(jen.Op("&").Index().Add(goType(ra)).Values(views...)))
	return primary(jen.Func().Params().Add(goType(lt)).Block(stmts...).Call())
}

// lowerBroadcastShapes emits np.broadcast_shapes(s1, s2, ...): the shapes (integers or
// tuples) as []int, broadcast by kernels.BroadcastArraysShape, as a tuple of int64.
func lowerBroadcastShapes(l *npLower) code {
	tt := l.rt.(*typer.Tuple)
	m := len(tt.Elems)
	if m == 0 {
		// Only empty shapes: the result is (), the arguments are evaluated for their effects.
		var stmts []jen.Code
		for _, x := range l.c.Args {
			if x != nil {
				stmts = append(stmts, l.fe.discard(x))
			}
		}
		stmts = append(stmts, jen.Return(jen.Add(goType(tt)).Values()))
		return primary(jen.Func().Params().Add(goType(tt)).Block(stmts...).Call())
	}
	var shapes []jen.Code
	for _, x := range l.c.Args {
		switch t := l.fe.typeOf(x).(type) {
		case *typer.Basic:
			shapes = append(shapes, jen.Index().Int().Values(l.fe.intIndex(x).c))
		case *typer.Tuple:
			if len(t.Elems) == 0 {
				shapes = append(shapes, jen.Index().Int().Values())
				continue
			}
			shapes = append(shapes, k("Dims2Slice").Call(l.fe.shape(x, len(t.Elems))))
		}
	}
	s := l.fe.names.Take("s")
	elems := make([]jen.Code, m)
	for i := range elems {
		elems[i] = jen.Int64().Call(jen.Id(s).Index(jen.Lit(i)))
	}
	return primary(jen.Func().Params().Add(goType(tt)).Block(
		jen.Id(s).Op(":=").Add(k("BroadcastArraysShape").Types(dimsType(m)).Call(shapes...)),
		jen.Return(jen.Add(goType(tt)).Values(elems...))).Call())
}

// lowerDivmod emits np.divmod(x, y): floor_divide and remainder of each pair of elements, as
// the ufuncs compute them, for numbers or (broadcast) arrays.
func lowerDivmod(l *npLower) code {
	if l.c.Inner != nil {
		return lowerDivmodOut(l)
	}
	tt := l.rt.(*typer.Tuple)
	t, _ := elemType(tt.Elems[0])
	a, b := l.fe.names.Take("a"), l.fe.names.Take("b")
	q := l.fe.binElem(translate.FloorDiv, t, primary(jen.Id(a)), primary(jen.Id(b)))
	r := l.fe.binElem(translate.Mod, t, primary(jen.Id(a)), primary(jen.Id(b)))
	ra := arrayOf(tt.Elems[0])
	if ra == nil {
		return primary(jen.Func().Params(jen.List(jen.Id(a), jen.Id(b)).Add(goType(t))).Add(goType(tt)).Block(
			jen.Return(jen.Add(goType(tt)).Values(q.c, r.c))).Call(l.fe.as(l.c.Args[0], t, false), l.fe.as(l.c.Args[1], t, false)))
	}
	var ops []jen.Code
	for i := 0; i < 2; i++ {
		if arrayOf(l.c.ArgTypes[i]) != nil {
			ops = append(ops, l.arrAs(i, t))
		} else {
			ops = append(ops, k("FromSlice").Call(jen.Index().Add(goType(t)).Values(l.fe.as(l.c.Args[i], t, false))))
		}
	}
	f := jen.Func().Params(jen.List(jen.Id(a), jen.Id(b)).Add(goType(t))).Params(goType(t), goType(t)).Block(jen.Return(q.c, r.c))
	return primary(k("DivmodArrays").Types(dimsType(ra.Ndim)).Call(append(ops, f)...))
}

// machInfoValue emits the value of np.finfo or np.iinfo, kernels.FInfo{Eps: ..., ...} or
// kernels.IInfo{Min: ..., Max: ..., Bits: ...}.
func machInfoValue(m *typer.MachInfo) *jen.Statement {
	var fields []jen.Code
	for _, name := range m.Fields() {
		v, t := m.Value(name)
		if name == "max" && m.Int {
			t = typer.Uint64 // IInfo.Max holds uint64's maximum too
		}
		if t == typer.Float32 {
			t = typer.Float64 // FInfo holds float32's numbers widened, as Numba boxes them
		}
		fields = append(fields, jen.Id(typer.Exported(name)).Op(":").Add(litExpr(v, t)))
	}
	return goType(m).Values(fields...)
}
