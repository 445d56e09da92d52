package emit

import (
	"go/constant"
	"go/token"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file hoists row slices out of scalar range loops, so that Go's compiler proves the
// loop's array accesses in bounds. In
//
//	for j in range(d):
//	    t = points[i, j] - centroids[c, j]
//
// every access indexes the last axis of a C-contiguous array with the loop counter (plus a
// constant), under indexes that do not change in the loop. The loop becomes
//
//	if d > 0 {
//		pointsRow := points.Data[int(i)*points.Strides[0]:][:d]
//		centroidsRow := centroids.Data[int(c)*centroids.Strides[0]:][:d]
//		for j := range d {
//			t := pointsRow[j] - centroidsRow[j]
//
// where the slices are checked once per row and the accesses not at all (the compiler knows
// j < d == len(row)). A loop from lo counts k from 0 (j := lo + k) and its rows start at lo.
//
// A row is checked before the first iteration, so it is only hoisted where the original loop
// would have made the same accesses: the access is in a statement every iteration runs (not
// under an if, a short-circuit or an inner loop), and nothing in the body can end the loop
// early (break, continue, return, raise, assert, a call that may raise, a division that may
// raise). A row that does not fit then fails where the last iteration's access would have.

// rowSlice is one hoisted row: the elements of array x at fixed indexes on the other axes and
// loop-axis indexes lo+c, lo+1+c, ..., hi-1+c.
type rowSlice struct {
	name   string
	x      jen.Code
	a      *typer.Array
	prefix []typer.IndexItem // the indexes of the other axes
	c      int64
	shift  translate.Expr // an invariant integer added to the counter (x[i + j]), or nil
	src    string         // the first access as written, for a comment
}

// rowLoop is the plan for one loop whose accesses read rows.
type rowLoop struct {
	rows []*rowSlice
	refs map[*translate.Subscript]*rowSlice
	// readsCounter is whether the body reads the loop variable other than in the indexes
	// its rows replace.
	readsCounter bool
}

// rowsHeader returns the header of a loop over j in range(start, stop) (start nil for 0) that
// reads the rows of rl: the rows are sliced when the loop runs at least once, and the
// accesses read them while the body is emitted (the header is built after the body).
func (fe *funcEmitter) rowsHeader(rl *rowLoop, j string, start, stop translate.Expr) func([]jen.Code) jen.Code {
	count := fe.rowCount(start, stop)
	n := goText(count)
	direct := token.IsIdentifier(n) // if d > 0 { ... for j := range d
	if !direct {
		n = fe.names.Take("n")
	}
	counter := j
	if start != nil {
		counter = fe.names.Take("k")
	}
	done := fe.useRows(rl, counter)
	return func(body []jen.Code) jen.Code {
		done()
		loop := jen.For(jen.Id(counter).Op(":=").Range().Id(n))
		if start != nil && rl.readsCounter {
			first := jen.Id(j).Op(":=").Add(fe.as(start, typer.Int64, true)).Op("+").Id(counter)
			body = append([]jen.Code{first}, body...)
		}
		inner := append(fe.rowDecls(rl, start, jen.Id(n)), loop.Block(body...))
		if direct {
			return jen.If(jen.Id(n).Op(">").Lit(0)).Block(inner...)
		}
		return jen.If(jen.Id(n).Op(":=").Add(count), jen.Id(n).Op(">").Lit(0)).Block(inner...)
	}
}

// rowCount emits the trip count of range(start, stop), stop - start, with the constants of
// range(1, m + 1) folded (m).
func (fe *funcEmitter) rowCount(start, stop translate.Expr) *jen.Statement {
	if start == nil {
		return fe.as(stop, typer.Int64, false)
	}
	lo, ok := fe.info.Consts[start]
	if !ok {
		return fe.as(stop, typer.Int64, false).Op("-").Add(fe.paren(fe.asP(start, typer.Int64, true), precAdd+1))
	}
	c, _ := constant.Int64Val(constant.ToInt(lo))
	x := stop
	if b, ok := stop.(*translate.BinOp); ok && (b.Op == translate.Add || b.Op == translate.Sub) && basic(fe.typeOf(b.X)) == typer.Int64 {
		if v, ok := fe.info.Consts[b.Y]; ok {
			d, _ := constant.Int64Val(constant.ToInt(v))
			if b.Op == translate.Sub {
				d = -d
			}
			x, c = b.X, c-d
		}
	}
	switch {
	case c == 0:
		return fe.as(x, typer.Int64, false)
	case c > 0:
		return fe.as(x, typer.Int64, false).Op("-").Lit(int(c))
	}
	return fe.as(x, typer.Int64, false).Op("+").Lit(int(-c))
}

// useRows makes the accesses of rl read their rows at counter while the loop's body is
// emitted, and returns the function that ends it.
func (fe *funcEmitter) useRows(rl *rowLoop, counter string) func() {
	if fe.rowElems == nil {
		fe.rowElems = map[*translate.Subscript][2]string{}
	}
	for sub, r := range rl.refs {
		fe.rowElems[sub] = [2]string{r.name, counter}
	}
	return func() {
		for sub := range rl.refs {
			delete(fe.rowElems, sub)
		}
	}
}

// rowElem returns row[counter] for an access whose row is hoisted, or nil.
func (fe *funcEmitter) rowElem(sub *translate.Subscript) *jen.Statement {
	if re, ok := fe.rowElems[sub]; ok {
		return jen.Id(re[0]).Index(jen.Id(re[1]))
	}
	return nil
}

// planRows returns the rows of loop s over j in range(start, stop) (start nil for 0), or nil
// when no access qualifies or the body may end the loop early.
func (fe *funcEmitter) planRows(s *translate.For, j string, assigned map[string]bool) *rowLoop {
	if assigned[j] || !fe.runsToEnd(s.Body) || len(s.Else) > 0 || fe.boundscheck() {
		return nil
	}
	rl := &rowLoop{refs: map[*translate.Subscript]*rowSlice{}}
	byKey := map[string]*rowSlice{}
	visit := func(sub *translate.Subscript) {
		r := fe.rowAccess(sub, j, assigned)
		if r == nil {
			return
		}
		key := goText(r.x) + "|" + goText(fe.rowStart(r, nil))
		if old, ok := byKey[key]; ok {
			rl.refs[sub] = old
			return
		}
		r.name = fe.names.Take(rowName(r))
		byKey[key] = r
		rl.rows = append(rl.rows, r)
		rl.refs[sub] = r
	}
	var walk func(n translate.Node) bool
	walk = func(n translate.Node) bool {
		switch n := n.(type) {
		case *translate.IfExp:
			walkExprPruned(n.Test, walk) // only the test is evaluated on every iteration
			return false
		case *translate.BoolOp:
			walkExprPruned(n.Values[0], walk)
			return false
		case *translate.Subscript:
			visit(n)
		}
		return true
	}
	for _, st := range s.Body {
		var xs []translate.Expr
		switch st := st.(type) {
		case *translate.Assign:
			xs = append(xs, st.Value)
			if len(st.Targets) == 1 {
				xs = append(xs, st.Targets[0])
			}
		case *translate.AugAssign:
			xs = append(xs, st.Target, st.Value)
		case *translate.ExprStmt:
			xs = append(xs, st.X)
		}
		for _, x := range xs {
			walkExprPruned(x, walk)
		}
	}
	if len(rl.rows) == 0 {
		return nil
	}
	replaced := map[translate.Node]bool{}
	for sub := range rl.refs {
		ix := fe.info.Index[sub]
		walkExpr(ix.Items[len(ix.Items)-1].X, func(n translate.Node) { replaced[n] = true })
	}
	walkStmts(s.Body, func(n translate.Node, _ bool) {
		if x, ok := n.(*translate.Name); ok && x.Id == j && !replaced[n] {
			rl.readsCounter = true
		}
	})
	return rl
}

// rowAccess returns the row sub reads or writes, or nil: sub must index a C-contiguous array
// held in a variable the loop does not assign, with invariant indexes and j, j ± constant or
// j plus an invariant integer, proved non-negative, on the last axis.
func (fe *funcEmitter) rowAccess(sub *translate.Subscript, j string, assigned map[string]bool) *rowSlice {
	ix := fe.info.Index[sub]
	a := arrayOf(fe.typeOf(sub.X))
	name, ok := sub.X.(*translate.Name)
	if ix == nil || ix.Kind != typer.IndexElem || a == nil || a.Layout != typer.LayoutC || !ok || assigned[name.Id] {
		return nil
	}
	g, ok := fe.lookup(name.Id)
	if !ok || len(ix.Items) != a.Ndim {
		return nil
	}
	last := ix.Items[len(ix.Items)-1]
	if last.Elem != 0 || !last.NonNeg {
		return nil
	}
	invariant := func(x translate.Expr) bool {
		return isPure(x) && !mentionsAny(x, assigned) && !mentionsAny(x, map[string]bool{j: true})
	}
	var shift translate.Expr
	c, ok := fe.counterOffset(last.X, j)
	if !ok {
		// e + j or j + e, e an invariant integer: the row starts e further on.
		b, isAdd := last.X.(*translate.BinOp)
		if !isAdd || b.Op != translate.Add {
			return nil
		}
		if n, isName := b.Y.(*translate.Name); isName && n.Id == j {
			shift = b.X
		} else if n, isName := b.X.(*translate.Name); isName && n.Id == j {
			shift = b.Y
		}
		if shift == nil || !invariant(shift) || !isIntegerType(fe.typeOf(shift)) {
			return nil
		}
	}
	prefix := ix.Items[:len(ix.Items)-1]
	for _, it := range prefix {
		if it.X == nil || !invariant(it.X) {
			return nil
		}
	}
	return &rowSlice{x: jen.Id(g), a: a, prefix: prefix, c: c, shift: shift, src: translate.ExprString(sub)}
}

// isIntegerType reports whether t is an integer type (not bool).
func isIntegerType(t typer.Type) bool {
	b, ok := t.(*typer.Basic)
	return ok && b.IsInteger()
}

// counterOffset matches j, j + c and j - c (c an integer constant) and returns c.
func (fe *funcEmitter) counterOffset(x translate.Expr, j string) (int64, bool) {
	if n, ok := x.(*translate.Name); ok {
		return 0, n.Id == j
	}
	b, ok := x.(*translate.BinOp)
	if !ok || b.Op != translate.Add && b.Op != translate.Sub {
		return 0, false
	}
	n, ok := b.X.(*translate.Name)
	if !ok || n.Id != j {
		return 0, false
	}
	v, ok := fe.info.Consts[b.Y]
	if !ok || v.Kind() != constant.Int {
		return 0, false
	}
	c, exact := constant.Int64Val(v)
	if !exact || c > 1<<20 || c < -1<<20 {
		return 0, false
	}
	if b.Op == translate.Sub {
		c = -c
	}
	return c, true
}

// rowName is the Go name a row is given: pointsRow, uRowP1 (u[..., j + 1]), uRowM1.
func rowName(r *rowSlice) string {
	base := goText(r.x) + "Row"
	switch {
	case r.c > 0:
		return base + "P" + itoa64(r.c)
	case r.c < 0:
		return base + "M" + itoa64(-r.c)
	}
	return base
}

// rowStart is the Data index of row r's first element: the element at the prefix indexes and
// lo + c on the last axis (lo nil for 0).
func (fe *funcEmitter) rowStart(r *rowSlice, lo translate.Expr) *jen.Statement {
	idx := make([]code, 0, len(r.prefix)+1)
	for k, it := range r.prefix {
		idx = append(idx, fe.index(it, r.x, k))
	}
	var first code
	v, isConst := fe.info.Consts[lo]
	if isConst {
		n, _ := constant.Int64Val(constant.ToInt(v))
		first = primary(jen.Lit(int(n + r.c)))
	} else if lo == nil {
		first = primary(jen.Lit(int(r.c)))
	} else {
		first = fe.intIndex(lo)
		switch {
		case r.c > 0:
			first = code{jen.Add(first.c).Op("+").Lit(int(r.c)), precAdd}
		case r.c < 0:
			first = code{jen.Add(first.c).Op("-").Lit(int(-r.c)), precAdd}
		}
	}
	if r.shift != nil {
		if goText(first.c) == "0" {
			first = fe.intIndex(r.shift)
		} else {
			first = code{jen.Add(fe.intIndex(r.shift).c).Op("+").Add(first.c), precAdd}
		}
	}
	return offset(r.x, r.a, append(idx, first))
}

// rowDecls declares the rows of rl, n elements each, for a loop from lo (nil for 0).
func (fe *funcEmitter) rowDecls(rl *rowLoop, lo translate.Expr, n jen.Code) []jen.Code {
	out := make([]jen.Code, len(rl.rows))
	for i, r := range rl.rows {
		data := jen.Add(r.x).Dot("Data")
		if first := fe.rowStart(r, lo); goText(first) != "0" {
			data = data.Index(first, jen.Empty())
		}
		out[i] = jen.Id(r.name).Op(":=").Add(data).Index(jen.Empty(), n).Comment(r.src)
	}
	return out
}

// runsToEnd reports whether every iteration of a loop with this body runs its top-level
// statements to the end: nothing in it breaks, continues, returns, yields, raises or calls
// what may raise.
func (fe *funcEmitter) runsToEnd(body []translate.Stmt) bool {
	ok := true
	walkStmts(body, func(n translate.Node, nested bool) {
		if nested {
			ok = false
			return
		}
		switch n := n.(type) {
		case *translate.Break, *translate.Continue, *translate.Return, *translate.Raise, *translate.Assert,
			*translate.Try, *translate.Yield, *translate.FuncStmt:
			ok = false
		case *translate.BinOp:
			switch n.Op {
			case translate.LShift, translate.RShift:
				ok = false
			case translate.Div, translate.FloorDiv, translate.Mod, translate.Pow:
				if fe.info.Raising[n] || fe.info.Raising[n.Y] {
					ok = false
				}
			}
		case *translate.Subscript:
			if arrayOf(fe.typeOf(n.X)) == nil {
				ok = false // a list, dict or string index raises as a Python exception
			}
		case *translate.Call:
			if !fe.cannotRaise(n) {
				ok = false
			}
		}
	})
	return ok
}

// cannotRaise reports whether a call is one that never raises: math functions, abs, min, max
// and conversions of scalars.
func (fe *funcEmitter) cannotRaise(call *translate.Call) bool {
	if isRangeType(fe.typeOf(call.Func)) {
		// range raises only for a step of 0
		return len(call.Args) < 3 || fe.info.Consts[call.Args[2]] != nil && constant.Sign(fe.info.Consts[call.Args[2]]) != 0
	}
	c := fe.info.Calls[call]
	if c == nil || len(call.Keywords) > 0 {
		return false
	}
	for _, a := range call.Args {
		if basic(fe.typeOf(a)) == nil {
			return false
		}
	}
	switch c.Kind {
	case typer.CallConvert:
		return true
	case typer.CallBuiltin:
		switch c.Builtin {
		case "abs", "min", "max", "float", "int", "bool":
			return true
		}
		return strings.HasPrefix(c.Builtin, "math.") && c.Builtin != "math.factorial"
	}
	return false
}
