package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/simd"
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// fusedSum emits np.sum(e) (or e.sum()) of an element-wise expression e as one loop that
// accumulates the elements as they are computed, with no temporary array. The accumulator
// starts at zero of type dt and adds the elements in C order, as Numba's sum of the temporary
// does, so the result has the same bits.
func (fe *funcEmitter) fusedSum(e translate.Expr, dt *typer.Basic) code {
	fe.e.note(translate.Pos{}, NoteFused, "the sum of %s is accumulated in one loop, without a temporary array", translate.ExprString(e))
	rt := arrayOf(fe.typeOf(e))
	fu := fe.newFusion(false)
	fu.collect(e)
	nd := rt.Ndim
	acc := fe.names.Take("acc")
	sum := func(i jen.Code) jen.Code {
		return jen.Id(acc).Op("+=").Add(fu.elemAs(e, dt).c)
	}
	if fu.allC(nd) {
		// C-contiguous operands of one shape: a flat loop over their elements.
		first := fu.arrays[0].name
		n := fe.names.Take("n")
		flat := []jen.Code{jen.Id(n).Op(":=").Add(first).Dot("Size").Call()}
		for _, l := range fu.arrays {
			d := fe.names.Take(typer.Local(l.hint) + "d")
			flat = append(flat, jen.Id(d).Op(":=").Add(l.name).Dot("Data").Index(jen.Empty(), jen.Id(n)))
			l.flat = jen.Id(d)
		}
		i := fe.names.Take("i")
		fu.idx = []code{primary(jen.Id(i))}
		if lanes := fu.vectorSum(e, dt, i, n); lanes != nil {
			flat = append(flat, lanes...)
		} else {
			flat = append(flat,
				jen.Var().Id(acc).Add(goType(dt)),
				jen.For(jen.Id(i).Op(":=").Range().Id(n)).Block(sum(jen.Id(i))),
				jen.Return(jen.Id(acc)))
		}
		for _, l := range fu.arrays {
			l.flat = nil
		}
		if len(fu.arrays) == 1 {
			return primary(jen.Func().Params().Add(goType(dt)).Block(append(fu.pre, flat...)...).Call())
		}
		var others []jen.Code
		for _, l := range fu.arrays[1:] {
			others = append(others, l.name)
		}
		same := sameShapes(first, others)
		fu.pre = append(fu.pre, jen.If(same).Block(flat...))
	}
	// Operands of other layouts or shapes: broadcast, and a loop nest in C order.
	shape, stmt := fu.resultShape(nd)
	if stmt != nil {
		fu.pre = append(fu.pre, stmt)
	}
	fu.broadcast(shape, nd, nil)
	fu.indexes(nd)
	body := append(fu.pre, jen.Var().Id(acc).Add(goType(dt)))
	loop := []jen.Code{sum(nil)}
	for k := nd - 1; k >= 0; k-- {
		if k == nd-2 {
			loop = append(fu.rowDecls(nil, nil), loop...)
		}
		loop = []jen.Code{jen.For(jen.Add(fu.idx[k].c).Op(":=").Range().Add(shape).Index(jen.Lit(k))).Block(loop...)}
	}
	if nd == 1 {
		loop = append(fu.rowDecls(nil, nil), loop...)
	}
	body = append(body, loop...)
	body = append(body, jen.Return(jen.Id(acc)))
	return primary(jen.Func().Params().Add(goType(dt)).Block(body...).Call())
}

// vectorSum returns the flat loop of a fused sum in a fastmath function, which may reorder it:
// element i is added into lane i % 32 of kernels.SumLanesStart, by the vector loop and then
// by the Go loop over the elements it left, and the lanes' fixed-tree total is added to zero,
// as Numba's sum starts from zero. It returns nil outside fastmath or when e has no vector form.
func (fu *fusion) vectorSum(e translate.Expr, dt *typer.Basic, i, n string) []jen.Code {
	fe := fu.fe
	if !fe.spec.IsFastMath() || !dt.IsFloat() {
		return nil
	}
	v := &vecLoop{fe: fe, fu: fu, l: &simd.Loop{}, arrays: map[string]int{}, scals: map[string]int{}, loads: map[int]int{}, uses: map[int]int{}}
	x := v.as(e, dt)
	if v.why == "" && x >= 0 {
		v.l.SetReduce(simd.ReduceSum, x)
		v.l.Reassoc = true
	}
	call := v.register()
	if call == nil {
		return nil
	}
	lanes := fe.names.Take("lanes")
	args := append(append([]jen.Code{}, call.slices...), call.scalars...)
	args = append(args, jen.Op("&").Id(lanes))
	return []jen.Code{
		jen.Id(lanes).Op(":=").Qual(kernelsPath, "SumLanesStart").Types(goType(dt)).Call(),
		jen.For(jen.Id(i).Op(":=").Id(call.name).Call(args...), jen.Id(i).Op("<").Id(n), jen.Id(i).Op("++")).Block(
			jen.Id(lanes).Index(jen.Id(i).Op("%").Lit(simd.ReduceWidth)).Op("+=").Add(fu.elemAs(e, dt).c)),
		jen.Return(jen.Lit(0).Op("+").Qual(kernelsPath, "SumLanes").Call(jen.Op("&").Id(lanes))),
	}
}

// fusedMinMax emits np.max(e) or np.min(e) (isMax false) of an element-wise float expression e
// over C-contiguous operands of one shape as one vector loop with no temporary array: element i
// is folded into lane i % 32 with Go's max or min (simd.ReduceMax, ReduceMin) and the lanes in a
// fixed tree. The result is the same whatever the order unless it is NaN (Numba returns the first
// NaN) or zero (the first of the equal zeros): then, and for an empty array, slow, the code of
// the temporary array, is the result. It returns false when the loop has no vector form.
func (fe *funcEmitter) fusedMinMax(e translate.Expr, dt *typer.Basic, isMax bool, slow func() code) (code, bool) {
	rt := arrayOf(fe.typeOf(e))
	if !dt.IsFloat() || !fe.isElementwise(e) {
		return code{}, false
	}
	fu := fe.newFusion(false)
	fu.collect(e)
	if !fu.allC(rt.Ndim) {
		return code{}, false
	}
	for _, l := range fu.arrays {
		if _, ok := simdType(l.t.Dtype); !ok || !l.t.Dtype.IsFloat() {
			return code{}, false // before taking names, which would rename the slow path's
		}
	}
	first := fu.arrays[0].name
	n := fe.names.Take("n")
	flat := []jen.Code{jen.Id(n).Op(":=").Add(first).Dot("Size").Call()}
	for _, l := range fu.arrays {
		d := fe.names.Take(typer.Local(l.hint) + "d")
		flat = append(flat, jen.Id(d).Op(":=").Add(l.name).Dot("Data").Index(jen.Empty(), jen.Id(n)))
		l.flat = jen.Id(d)
	}
	defer func() {
		for _, l := range fu.arrays {
			l.flat = nil
		}
	}()
	i := fe.names.Take("i")
	fu.idx = []code{primary(jen.Id(i))}
	v := &vecLoop{fe: fe, fu: fu, l: &simd.Loop{}, arrays: map[string]int{}, scals: map[string]int{}, loads: map[int]int{}, uses: map[int]int{}}
	x := v.as(e, dt)
	kind, fold := simd.ReduceMin, "min"
	if isMax {
		kind, fold = simd.ReduceMax, "max"
	}
	if v.why == "" && x >= 0 {
		v.l.SetReduce(kind, x)
	}
	call := v.register()
	if call == nil {
		return code{}, false
	}
	lanes, r := fe.names.Take("lanes"), fe.names.Take("r")
	args := append(append([]jen.Code{}, call.slices...), call.scalars...)
	args = append(args, jen.Op("&").Id(lanes))
	lane := jen.Id(lanes).Index(jen.Id(i).Op("%").Lit(simd.ReduceWidth))
	flat = append(flat,
		jen.Id(lanes).Op(":=").Qual(kernelsPath, "MinMaxLanesStart").Types(goType(dt)).Call(jen.Lit(isMax)),
		jen.For(jen.Id(i).Op(":=").Id(call.name).Call(args...), jen.Id(i).Op("<").Id(n), jen.Id(i).Op("++")).Block(
			jen.Add(lane.Clone()).Op("=").Id(fold).Call(lane.Clone(), fu.elemAs(e, dt).c)),
		jen.If(jen.Id(r).Op(":=").Qual(kernelsPath, "MinMaxLanes").Call(jen.Op("&").Id(lanes), jen.Lit(isMax)),
			jen.Id(n).Op(">").Lit(0).Op("&&").Id(r).Op("!=").Lit(0).Op("&&").Id(r).Op("==").Id(r)).Block(
			jen.Return(jen.Id(r))),
	)
	body := fu.pre
	if len(fu.arrays) == 1 {
		body = append(body, flat...)
	} else {
		var others []jen.Code
		for _, l := range fu.arrays[1:] {
			others = append(others, l.name)
		}
		body = append(body, jen.If(sameShapes(first, others)).Block(flat...))
	}
	body = append(body, jen.Return(slow().c))
	return primary(jen.Func().Params().Add(goType(dt)).Block(body...).Call()), true
}
