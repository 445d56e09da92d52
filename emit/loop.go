package emit

import (
	"go/constant"
	"go/token"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// forStmt emits a for loop over range(...) or over a tuple.
func (fe *funcEmitter) forStmt(s *translate.For) []jen.Code {
	if pl := fe.info.Parallel[s]; pl != nil {
		fe.e.note(s.Pos, NoteParallel, "the prange runs on goroutines, %d reduction(s)", len(pl.Reductions))
		return fe.parallelFor(s, pl)
	}
	if vals, ok := fe.unrollTrips(s); ok {
		return fe.unroll(s, vals)
	}
	if call, ok := s.Iter.(*translate.Call); ok {
		if fe.heldIterIn(call, true) {
			return fe.steppedZip(s, call)
		}
		if b, ok := fe.typeOf(call.Func).(*typer.BuiltinRef); ok && (b.Path == "enumerate" || b.Path == "zip") && len(call.Args) > 0 {
			if isSeq(fe.typeOf(call.Args[0])) {
				return fe.enumerateGen(s, call, b.Path)
			}
		}
		if b, ok := fe.typeOf(call.Func).(*typer.BuiltinRef); ok && (b.Path == "enumerate" || b.Path == "zip") {
			return fe.enumerateZip(s, call, b.Path)
		}
		if b, ok := fe.typeOf(call.Func).(*typer.BuiltinRef); ok && (b.Path == "numpy.ndindex" || b.Path == "numpy.ndenumerate") {
			return fe.ndLoop(s, call, b.Path)
		}
		if b, ok := fe.typeOf(call.Func).(*typer.BuiltinRef); ok && b.Path == "numpy.nditer" {
			return fe.nditerLoop(s, call)
		}
	}
	var pre, post []jen.Code
	var header func(body []jen.Code) jen.Code
	// The loop variable: declared by the loop when it is loop-owned, else a hidden counter
	// that is copied into the variable at the top of each iteration.
	name, owned, used := "", false, false
	if n, ok := s.Target.(*translate.Name); ok {
		owned = fe.plan.loopOwned[n.Id]
		used = fe.plan.read[n.Id]
		if owned {
			used = fe.plan.loopRead[s][n.Id] // each loop declares its own
		}
		if owned && used {
			name = fe.declare(n.Id)
		}
	}
	iterVar := name
	var copyIn []jen.Code
	if !owned || !isName(s.Target) {
		iterVar = fe.names.Take("it")
		copyIn = fe.store(s.Target, jen.Id(iterVar), fe.loopElemType(s))
		used = len(copyIn) > 0 // a target nothing reads needs no copy
	}
	if iterVar == "" {
		iterVar = fe.names.Take("i")
	}
	if call, ok := s.Iter.(*translate.Call); ok && isRangeType(fe.typeOf(call.Func)) {
		t := fe.typeOf(call)
		start, stop, step := translate.Expr(nil), call.Args[0], translate.Expr(nil)
		if len(call.Args) >= 2 {
			start, stop = call.Args[0], call.Args[1]
		}
		if len(call.Args) == 3 {
			step = call.Args[2]
		}
		assigned := map[string]bool{}
		assignedIn(s.Body, assigned)
		if n, ok := s.Target.(*translate.Name); ok {
			decls, done := fe.planFixedRows(s, n.Id, assigned)
			pre = append(pre, decls...)
			defer done()
		}
		stable := func(x translate.Expr) bool { return fe.pureBound(x) && !mentionsAny(x, assigned) }
		stepV, stepConst := constant.Value(nil), false
		if step != nil {
			stepV, stepConst = fe.info.Consts[step]
		}
		vec := (*forVector)(nil)
		if n, ok := s.Target.(*translate.Name); ok && owned && used && t == typer.Int64 && (step == nil || stepConst && constant.Compare(stepV, token.EQL, constant.MakeInt64(1))) {
			vec = fe.vectorFor(s, n.Id, false)
		}
		var rows *rowLoop
		if n, ok := s.Target.(*translate.Name); ok && vec == nil && owned && used && t == typer.Int64 &&
			(step == nil || stepConst && constant.Compare(stepV, token.EQL, constant.MakeInt64(1))) &&
			(start == nil || stable(start)) && stable(stop) {
			rows = fe.planRows(s, n.Id, assigned)
		}
		switch {
		case rows != nil:
			header = fe.rowsHeader(rows, iterVar, start, stop)
		case vec != nil:
			// A vector prefix, then the Go loop over the iterations it left.
			startV, stopV := fe.names.Take("start"), fe.names.Take("stop")
			first := jen.Int64().Call(jen.Lit(0))
			if start != nil {
				first = fe.as(start, t, false)
			}
			pre = append(pre, jen.List(jen.Id(startV), jen.Id(stopV)).Op(":=").List(first, fe.as(stop, t, false)))
			if vec.reduce != nil {
				decl, lane, total := fe.sumLanes(vec, startV, iterVar)
				pre = append(pre, decl...)
				post = append(post, total)
				// The body adds into the iteration's lane instead of the variable.
				name := vec.reduce.name
				saved, had := fe.vars[name]
				fe.vars[name] = lane
				defer func() {
					if delete(fe.vars, name); had {
						fe.vars[name] = saved
					}
				}()
			}
			pre = append(pre, fe.vectorPrefix(vec, startV, stopV, start == nil))
			header = func(b []jen.Code) jen.Code {
				return jen.For(jen.Id(iterVar).Op(":=").Id(startV), jen.Id(iterVar).Op("<").Id(stopV), jen.Id(iterVar).Op("++")).Block(b...)
			}
		case start == nil && step == nil:
			if !used {
				header = func(b []jen.Code) jen.Code { return jen.For(jen.Range().Add(fe.as(stop, t, false))).Block(b...) }
			} else {
				header = func(b []jen.Code) jen.Code {
					return jen.For(jen.Id(iterVar).Op(":=").Range().Add(fe.as(stop, t, false))).Block(b...)
				}
			}
		case step == nil || stepConst:
			inc := int64(1)
			if stepConst {
				inc, _ = constant.Int64Val(stepV)
			}
			cmp, post := "<", jen.Id(iterVar).Op("++")
			switch {
			case inc < 0:
				cmp = ">"
				post = jen.Id(iterVar).Op("-=").Id(itoa64(-inc))
				if inc == -1 {
					post = jen.Id(iterVar).Op("--")
				}
			case inc > 1:
				post = jen.Id(iterVar).Op("+=").Id(itoa64(inc))
			}
			var init, cond jen.Code
			if stable(stop) {
				init = jen.Id(iterVar).Op(":=").Add(fe.as(start, t, false))
				cond = jen.Id(iterVar).Op(cmp).Add(fe.as(stop, t, true))
			} else {
				end := fe.names.Take("stop")
				init = jen.List(jen.Id(iterVar), jen.Id(end)).Op(":=").List(fe.as(start, t, false), fe.as(stop, t, false))
				cond = jen.Id(iterVar).Op(cmp).Id(end)
			}
			header = func(b []jen.Code) jen.Code { return jen.For(init, cond, post).Block(b...) }
		default:
			// A step known only at run time: count the iterations first.
			startV, stepN := fe.names.Take("start"), fe.names.Take("step")
			pre = append(pre, jen.List(jen.Id(startV), jen.Id(stepN)).Op(":=").List(fe.as(start, t, false), fe.as(step, t, false)))
			k := fe.names.Take("k")
			count := jen.Qual(kernelsPath, "RangeLen").Call(jen.Int64().Call(jen.Id(startV)), jen.Int64().Call(fe.as(stop, t, false)), jen.Int64().Call(jen.Id(stepN)))
			header = func(b []jen.Code) jen.Code {
				if !used {
					// The loop variable is never read (for _ in range(a, b, step)).
					return jen.For(jen.Range().Add(count)).Block(b...)
				}
				first := jen.Id(iterVar).Op(":=").Id(startV).Op("+").Add(convert(jen.Id(k), typer.Int64, t)).Op("*").Id(stepN)
				return jen.For(jen.Id(k).Op(":=").Range().Add(count)).Block(append([]jen.Code{first}, b...)...)
			}
		}
	} else if _, ok := fe.typeOf(s.Iter).(typer.RangeType); ok {
		// for x in r: a range object's values, counted with its length.
		r := fe.names.Take("r")
		pre = append(pre, jen.Id(r).Op(":=").Add(fe.expr(s.Iter)))
		k := fe.names.Take("k")
		header = func(b []jen.Code) jen.Code {
			if !used {
				return jen.For(jen.Range().Add(jen.Id(r).Dot("Len").Call())).Block(b...)
			}
			first := jen.Id(iterVar).Op(":=").Id(r).Dot("At").Call(jen.Id(k))
			return jen.For(jen.Id(k).Op(":=").Range().Add(jen.Id(r).Dot("Len").Call())).Block(append([]jen.Code{first}, b...)...)
		}
	} else if isSeq(fe.typeOf(s.Iter)) {
		// for x in gen(...): range over the generator's iterator; for x in it: over the
		// iterator's remaining values.
		seq := fe.seq(s.Iter)
		header = func(b []jen.Code) jen.Code {
			if !used {
				return jen.For(jen.Range().Add(seq)).Block(b...)
			}
			return jen.For(jen.Id(iterVar).Op(":=").Range().Add(seq)).Block(b...)
		}
	} else if a := arrayOf(fe.typeOf(s.Iter)); a != nil {
		// for x in a: the elements of a vector, or the rows of an array.
		x, eval := fe.arrayOperand(s.Iter, "seq")
		pre = append(pre, eval...)
		i := fe.names.Take("i")
		header = func(b []jen.Code) jen.Code {
			n := jen.Add(x).Dot("Shape").Index(jen.Lit(0))
			if !used {
				return jen.For(jen.Range().Add(n)).Block(b...)
			}
			first := jen.Id(iterVar).Op(":=").Add(fe.arrayElemAt(x, a, primary(jen.Id(i))))
			return jen.For(jen.Id(i).Op(":=").Range().Add(n)).Block(append([]jen.Code{first}, b...)...)
		}
	} else {
		et := fe.loopElemType(s)
		var seq jen.Code
		if listOf(fe.typeOf(s.Iter)) != nil {
			if fe.mayResizeLists(s.Body) {
				return append(pre, fe.listIndexLoop(s, iterVar, used, copyIn)...)
			}
			seq = fe.deref(s.Iter) // the items when the loop starts (see README: lists)
		} else if isStrType(fe.typeOf(s.Iter)) {
			seq = jen.Qual(kernelsPath, "StrChars").Call(fe.expr(s.Iter))
		} else if _, ok := fe.typeOf(s.Iter).(typer.BytesType); ok {
			seq = jen.Index().Byte().Call(fe.expr(s.Iter))
		} else if setOf(fe.typeOf(s.Iter)) != nil {
			seq = fe.setRecv(s.Iter).Dot("Items").Call() // the items when the loop starts
		} else if dictOf(fe.typeOf(s.Iter)) != nil {
			seq = jen.Op("*").Add(fe.dictRecv(s.Iter)).Dot("Keys").Call() // the keys when the loop starts
		} else if v := dictViewOf(fe.typeOf(s.Iter)); v != nil {
			seq = fe.viewItems(s.Iter, v) // the items when the loop starts
		} else {
			seq = fe.uniformTuple(s.Iter, et)
		}
		header = func(b []jen.Code) jen.Code {
			if !used {
				return jen.For(jen.Range().Add(seq)).Block(b...)
			}
			return jen.For(jen.List(jen.Id("_"), jen.Id(iterVar)).Op(":=").Range().Add(seq)).Block(b...)
		}
	}
	out := append(pre, fe.loop(s.Body, s.Else, func(body []jen.Code) jen.Code {
		return header(append(copyIn, body...))
	})...)
	return append(out, post...)
}

func itoa64(i int64) string { return constant.MakeInt64(i).String() }

func isName(e translate.Expr) bool { _, ok := e.(*translate.Name); return ok }

func isRangeType(t typer.Type) bool {
	b, ok := t.(*typer.BuiltinRef)
	return ok && b.Path == "range"
}

// loopElemType is the type of the values a for loop binds.
func (fe *funcEmitter) loopElemType(s *translate.For) typer.Type {
	if call, ok := s.Iter.(*translate.Call); ok && isRangeType(fe.typeOf(call.Func)) {
		return fe.typeOf(call)
	}
	if _, ok := fe.typeOf(s.Iter).(typer.RangeType); ok {
		return typer.Int64
	}
	if a := arrayOf(fe.typeOf(s.Iter)); a != nil {
		if a.Ndim == 1 {
			return a.Dtype
		}
		return fe.typeOf(s.Target)
	}
	if l := listOf(fe.typeOf(s.Iter)); l != nil {
		return l.Elem
	}
	if isStrType(fe.typeOf(s.Iter)) {
		return typer.StrType{}
	}
	if _, ok := fe.typeOf(s.Iter).(typer.BytesType); ok {
		return typer.Uint8
	}
	if el, ok := typer.SeqElem(fe.typeOf(s.Iter)); ok {
		return el
	}
	if d := dictOf(fe.typeOf(s.Iter)); d != nil {
		return d.Key
	}
	if v := dictViewOf(fe.typeOf(s.Iter)); v != nil {
		return v.Elem()
	}
	if st := setOf(fe.typeOf(s.Iter)); st != nil {
		return st.Elem
	}
	tt, _ := fe.typeOf(s.Iter).(*typer.Tuple)
	if tt == nil {
		return nil
	}
	if u := tt.Uniform(); u != nil {
		return u
	}
	if len(tt.Elems) == 0 {
		return typer.Int64 // as the typer binds it
	}
	var u typer.Type
	for _, e := range tt.Elems {
		if u == nil {
			u = e
		} else {
			u = typer.Promote(basic(u), basic(e))
		}
	}
	return u
}

// uniformTuple emits a tuple as a Go array of element type et (converting a heterogeneous one).
func (fe *funcEmitter) uniformTuple(x translate.Expr, et typer.Type) jen.Code {
	tt := fe.typeOf(x).(*typer.Tuple)
	if len(tt.Elems) == 0 {
		// for v in (): the body never runs, but it must still compile.
		return jen.Index(jen.Lit(0)).Add(goType(et)).Values()
	}
	if tt.Class == nil && tt.Uniform() != nil && typer.Identical(tt.Uniform(), et) {
		return fe.expr(x)
	}
	target := &typer.Tuple{} // a plain tuple: a Go array
	for range tt.Elems {
		target.Elems = append(target.Elems, et)
	}
	return fe.as(x, target, false)
}

func mentionsAny(e translate.Expr, names map[string]bool) bool {
	found := false
	walkExpr(e, func(n translate.Node) {
		if x, ok := n.(*translate.Name); ok && names[x.Id] {
			found = true
		}
	})
	return found
}

// enumerateZip emits for i, x in enumerate(seq[, start]) and for a, b in zip(s1, s2, ...),
// nested in each other as in enumerate(zip(a, b)): one counter over the shortest sequence,
// each element read at the counter.
func (fe *funcEmitter) enumerateZip(s *translate.For, call *translate.Call, fn string) []jen.Code {
	tt := fe.typeOf(call).(*typer.Tuple)
	var pre []jen.Code
	i := fe.names.Take("i")
	n, value := fe.iterSource(call, i, &pre)
	var copyIn []jen.Code
	elts := targetElts(s.Target)
	switch {
	case len(elts) == len(tt.Elems):
		values := value.([]jen.Code)
		for k, t := range elts {
			copyIn = append(copyIn, fe.store(t, values[k], tt.Elems[k])...)
		}
	default:
		x := tupleLit(tt, value.([]jen.Code))
		if nm, ok := s.Target.(*translate.Name); ok && fe.plan.loopOwned[nm.Id] {
			if fe.plan.loopRead[s][nm.Id] {
				copyIn = append(copyIn, jen.Id(fe.declare(nm.Id)).Op(":=").Add(x))
			}
		} else {
			copyIn = append(copyIn, fe.store(s.Target, x, tt)...)
		}
	}
	return append(pre, fe.loop(s.Body, s.Else, func(body []jen.Code) jen.Code {
		if len(copyIn) == 0 {
			return jen.For(jen.Range().Add(n)).Block(body...) // no target is read: no counter
		}
		return jen.For(jen.Id(i).Op(":=").Range().Add(n)).Block(append(copyIn, body...)...)
	})...)
}

// iterSource returns the length of the iterable x and its element at counter i: Go code for
// an array or tuple, or for enumerate/zip the list of their elements' codes.
func (fe *funcEmitter) iterSource(x translate.Expr, i string, pre *[]jen.Code) (jen.Code, any) {
	if call, ok := x.(*translate.Call); ok {
		if b, ok := fe.typeOf(call.Func).(*typer.BuiltinRef); ok && (b.Path == "enumerate" || b.Path == "zip") {
			tt := fe.typeOf(call).(*typer.Tuple)
			var lens, values []jen.Code
			seqs := call.Args
			if b.Path == "enumerate" {
				seqs = call.Args[:1]
				c := jen.Int64().Call(jen.Id(i))
				if len(call.Args) == 2 {
					c = jen.Add(fe.as(call.Args[1], typer.Int64, true)).Op("+").Add(c)
				}
				values = append(values, c)
			}
			for _, sq := range seqs {
				n, v := fe.iterSource(sq, i, pre)
				lens = append(lens, n)
				if parts, ok := v.([]jen.Code); ok {
					k := len(values)
					v = tupleLit(tt.Elems[k].(*typer.Tuple), parts)
				}
				values = append(values, v.(jen.Code))
			}
			if len(lens) == 0 {
				return jen.Lit(0), values // zip(): no items
			}
			n := lens[0]
			if len(lens) > 1 {
				n = jen.Min(lens...)
			}
			return n, values
		}
	}
	xt := fe.typeOf(x)
	if _, ok := xt.(typer.RangeType); ok {
		r := fe.names.Take("r")
		*pre = append(*pre, jen.Id(r).Op(":=").Add(fe.expr(x)))
		return jen.Int().Call(jen.Id(r).Dot("Len").Call()), jen.Id(r).Dot("At").Call(jen.Int64().Call(jen.Id(i)))
	}
	if isSeq(xt) {
		// A generator given to enumerate or zip: its values, collected first.
		vals := fe.names.Take("vals")
		*pre = append(*pre, jen.Id(vals).Op(":=").Qual("slices", "Collect").Call(fe.seq(x)))
		return jen.Len(jen.Id(vals)), jen.Id(vals).Index(jen.Id(i))
	}
	v, eval := fe.arrayOperand(x, "seq")
	if listOf(xt) != nil {
		*pre = append(*pre, eval...)
		return jen.Len(jen.Op("*").Add(v)), jen.Parens(jen.Op("*").Add(v)).Index(jen.Id(i))
	}
	if _, ok := xt.(typer.BytesType); ok {
		bs := fe.names.Take("bs")
		*pre = append(*pre, jen.Id(bs).Op(":=").Index().Byte().Call(fe.expr(x)))
		return jen.Len(jen.Id(bs)), jen.Id(bs).Index(jen.Id(i))
	}
	if dv := dictViewOf(xt); dv != nil {
		// A dict view: the dict's items when the loop starts.
		items := fe.names.Take("items")
		*pre = append(*pre, jen.Id(items).Op(":=").Add(fe.viewItems(x, dv)))
		return jen.Len(jen.Id(items)), jen.Id(items).Index(jen.Id(i))
	}
	if isStrType(xt) {
		chars := fe.names.Take("chars")
		*pre = append(*pre, jen.Id(chars).Op(":=").Qual(kernelsPath, "StrChars").Call(fe.expr(x)))
		return jen.Len(jen.Id(chars)), jen.Id(chars).Index(jen.Id(i))
	}
	if a := arrayOf(xt); a != nil {
		*pre = append(*pre, eval...)
		return jen.Add(v).Dot("Shape").Index(jen.Lit(0)), fe.arrayElemAt(v, a, primary(jen.Id(i)))
	}
	// A tuple: a Go array evaluated once.
	if n, ok := x.(*translate.Name); ok {
		g, _ := fe.lookup(n.Id)
		v, eval = jen.Id(g), nil
	}
	// len(v), not its constant value: the loop reads the tuple even when no target is read,
	// as emittedReads assumes of a loop's iterable.
	*pre = append(*pre, eval...)
	return jen.Len(v), jen.Add(v).Index(jen.Id(i))
}

// ndLoop emits for idx in np.ndindex(*shape) and for idx, v in np.ndenumerate(a): a Go range
// over kernels.NDIndex or kernels.NDEnumerate, the index converted to the int64 tuple.
func (fe *funcEmitter) ndLoop(s *translate.For, call *translate.Call, path string) []jen.Code {
	elem := fe.typeOf(call).(*typer.Tuple)
	idxT := elem
	if path == "numpy.ndenumerate" {
		idxT = elem.Elems[0].(*typer.Tuple)
	}
	ix := fe.names.Take("ix")
	var idx []jen.Code
	for k := range idxT.Elems {
		idx = append(idx, jen.Int64().Call(jen.Id(ix).Index(jen.Lit(k))))
	}
	index := tupleLit(idxT, idx)
	src := fe.ndSource(call, path, len(idxT.Elems))
	var vars jen.Code = jen.Id(ix)
	var copyIn []jen.Code
	if path == "numpy.ndindex" {
		n := len(idxT.Elems)
		if elts := targetElts(s.Target); len(elts) == n {
			for k, el := range elts {
				copyIn = append(copyIn, fe.loopStore(s, el, idx[k], typer.Int64)...)
			}
		} else {
			copyIn = fe.loopStore(s, s.Target, index, idxT)
		}
	} else {
		v := fe.names.Take("v")
		vars = jen.List(jen.Id(ix), jen.Id(v))
		if elts := targetElts(s.Target); len(elts) == 2 {
			copyIn = append(fe.loopStore(s, elts[0], index, idxT), fe.loopStore(s, elts[1], jen.Id(v), elem.Elems[1])...)
		} else {
			copyIn = fe.loopStore(s, s.Target, tupleLit(elem, []jen.Code{index, jen.Id(v)}), elem)
		}
	}
	return fe.loop(s.Body, s.Else, func(body []jen.Code) jen.Code {
		if len(copyIn) == 0 {
			return jen.For(jen.Range().Add(src)).Block(body...)
		}
		return jen.For(jen.Add(vars).Op(":=").Range().Add(src)).Block(append(copyIn, body...)...)
	})
}

// loopStore assigns x of type t to a target of loop s: a variable the loop owns is declared
// by the assignment (or skipped when nothing reads it), any other target is stored.
func (fe *funcEmitter) loopStore(s *translate.For, target translate.Expr, x jen.Code, t typer.Type) []jen.Code {
	if nm, ok := target.(*translate.Name); ok && fe.plan.loopOwned[nm.Id] {
		if fe.plan.loopRead[s][nm.Id] {
			return []jen.Code{jen.Id(fe.declare(nm.Id)).Op(":=").Add(x)}
		}
		return nil
	}
	return fe.store(target, x, t)
}

// enumerateGen emits for i, x in enumerate(gen(...)[, start]) and for x, y in zip(gen(...),
// seq, ...): a range over the generator's iterator with a counter, so that an endless
// generator stops when the loop breaks. As Python's zip, each step takes the generator's next
// value first, then stops when another sequence has no item at the counter.
func (fe *funcEmitter) enumerateGen(s *translate.For, call *translate.Call, fn string) []jen.Code {
	tt := fe.typeOf(call).(*typer.Tuple)
	k, v := fe.names.Take("k"), fe.names.Take("v")
	var pre []jen.Code
	var values []jen.Code
	parts := map[int][]jen.Code{} // the items of a nested enumerate or zip, by position
	copyIn := []jen.Code{jen.Id(k).Op("++")}
	if fn == "enumerate" {
		var start jen.Code = jen.Lit(-1)
		if len(call.Args) == 2 {
			start = jen.Add(fe.as(call.Args[1], typer.Int64, true)).Op("-").Lit(1)
		}
		pre = append(pre, jen.Id(k).Op(":=").Int64().Call(start))
		values = []jen.Code{jen.Id(k), jen.Id(v)}
	} else {
		pre = append(pre, jen.Id(k).Op(":=").Lit(-1))
		values = []jen.Code{jen.Id(v)}
		var lens []jen.Code
		for j, x := range call.Args[1:] {
			n, el := fe.iterSource(x, k, &pre)
			lens = append(lens, n)
			if ps, ok := el.([]jen.Code); ok {
				parts[j+1] = ps
				el = tupleLit(tt.Elems[j+1].(*typer.Tuple), ps)
			}
			values = append(values, el.(jen.Code))
		}
		if len(lens) > 0 {
			n := fe.names.Take("n")
			pre = append(pre, jen.Id(n).Op(":=").Add(jen.Min(lens...)))
			copyIn = append(copyIn, jen.If(jen.Id(k).Op(">=").Id(n)).Block(jen.Break()))
		}
	}
	if elts := targetElts(s.Target); len(elts) == len(tt.Elems) {
		for j, el := range elts {
			if sub := targetElts(el); parts[j] != nil && len(sub) == len(parts[j]) {
				for m, x := range sub {
					copyIn = append(copyIn, fe.loopStore(s, x, parts[j][m], tt.Elems[j].(*typer.Tuple).Elems[m])...)
				}
				continue
			}
			copyIn = append(copyIn, fe.loopStore(s, el, values[j], tt.Elems[j])...)
		}
	} else {
		copyIn = append(copyIn, fe.loopStore(s, s.Target, tupleLit(tt, values), tt)...)
	}
	seq := fe.seq(call.Args[0])
	return append(pre, fe.loop(s.Body, s.Else, func(body []jen.Code) jen.Code {
		return jen.For(jen.Id(v).Op(":=").Range().Add(seq)).Block(append(copyIn, body...)...)
	})...)
}

// pureBound reports whether a loop bound is pure (isPure) where reading the shape of an array,
// a.shape[k] or len(a), counts as pure: an array's shape never changes, so the bound is
// stable when the loop does not assign a.
func (fe *funcEmitter) pureBound(e translate.Expr) bool {
	if fe.isShapeRead(e) {
		return true
	}
	switch e := e.(type) {
	case *translate.BinOp:
		return !mayRaise(e.Op) && fe.pureBound(e.X) && fe.pureBound(e.Y)
	case *translate.UnaryOp:
		return fe.pureBound(e.X)
	}
	return isPure(e)
}

// isShapeRead reports whether n is a.shape[k] (k a constant) or len(a) of an array variable a.
func (fe *funcEmitter) isShapeRead(n translate.Expr) bool {
	switch n := n.(type) {
	case *translate.Subscript:
		attr, ok := n.X.(*translate.Attribute)
		if !ok || attr.Name != "shape" {
			return false
		}
		name, ok := attr.X.(*translate.Name)
		_, isConst := fe.info.Consts[n.Index]
		return ok && isConst && arrayOf(fe.typeOf(name)) != nil
	case *translate.Call:
		c := fe.info.Calls[n]
		if c == nil || c.Kind != typer.CallBuiltin || c.Builtin != "len" || len(n.Args) != 1 {
			return false
		}
		_, ok := n.Args[0].(*translate.Name)
		return ok && arrayOf(fe.typeOf(n.Args[0])) != nil
	}
	return false
}
