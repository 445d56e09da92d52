package emit

import (
	"strconv"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Grouped rows: in
//
//	dx = pos[j, 0] - pos[i, 0]
//	dy = pos[j, 1] - pos[i, 1]
//	dz = pos[j, 2] - pos[i, 2]
//
// a run of statements reads several elements of one row of a C-contiguous array, at the same
// indexes on the axes before the last and constants on the last. Each read is a bounds check
// of its own; LLVM drops them all for Numba, which checks none. The run reads them through one
// span sliced before the statement of the first read,
//
//	posSpan := kernels.RowSpan(pos.Data, int(j)*pos.Strides[0], int(j)*pos.Strides[0]+3)
//	dx := posSpan[0] - posFixed[0]
//
// which is one check (two for a span not at 0), after which Go knows the span's constant
// length. The span runs from the least constant to the greatest, so it fails exactly when one
// of the reads would (Data[off+c] for the least or the greatest c); it only fails earlier, at the
// first read's statement, and that is unobservable because a run is made of statements that
// only bind local names and raise nothing but an IndexError of an array read: every read in
// it happens, unconditionally (not under an if expression or the right of and/or), and nothing
// in between has an effect. A fixed row (fixedrows.go) read at several constants gets a span
// of its own in the same way.

// spanGroup is the reads of one row in a run of statements.
type spanGroup struct {
	x, start   jen.Code // the slice and the offset of the row's element 0
	lo, hi     int64    // the least and greatest constant read
	first      int      // the statement of the first read, in the run's block
	subs       []*translate.Subscript
	constants  []int64
	name       string
	sliceOfRow bool // x is a fixed row, read at its constants
}

// planSpans returns the span declarations to emit before each statement of body (by index)
// and registers the grouped reads in fe.rowElems until the returned function is called.
func (fe *funcEmitter) planSpans(body []translate.Stmt) (map[int][]jen.Code, func()) {
	if fe.boundscheck() {
		return nil, func() {}
	}
	var groups []*spanGroup
	for i := 0; i < len(body); {
		j := i
		for j < len(body) && fe.spanStmt(body[j]) {
			j++
		}
		if j-i >= 1 {
			groups = append(groups, fe.spanRun(body[i:j], i)...)
		}
		i = j + 1
	}
	if len(groups) == 0 {
		return nil, func() {}
	}
	if fe.rowElems == nil {
		fe.rowElems = map[*translate.Subscript][2]string{}
	}
	saved := map[*translate.Subscript][2]string{}
	decls := map[int][]jen.Code{}
	for _, g := range groups {
		base := goText(g.x)
		if !g.sliceOfRow {
			base = typer.Local(base)
		}
		g.name = fe.names.Take(base + "Span")
		var lo, hi jen.Code
		if g.sliceOfRow {
			lo, hi = jen.Lit(int(g.lo)), jen.Lit(int(g.hi+1))
		} else {
			lo, hi = jen.Add(g.start), jen.Add(g.start).Op("+").Lit(int(g.hi+1))
			if g.lo > 0 {
				lo = jen.Add(g.start).Op("+").Lit(int(g.lo))
			}
		}
		src := g.x
		if !g.sliceOfRow {
			src = jen.Add(g.x).Dot("Data")
		}
		// An access emitted by other code than elemRef leaves its span unread.
		decls[g.first] = append(decls[g.first],
			jen.Id(g.name).Op(":=").Qual(kernelsPath, "RowSpan").Call(src, lo, hi).Comment(translate.ExprString(g.subs[0])),
			jen.Id("_").Op("=").Id(g.name))
		for k, sub := range g.subs {
			if old, ok := fe.rowElems[sub]; ok {
				saved[sub] = old
			}
			fe.rowElems[sub] = [2]string{g.name, itoa64(g.constants[k] - g.lo)}
		}
	}
	return decls, func() {
		for _, g := range groups {
			for _, sub := range g.subs {
				if old, ok := saved[sub]; ok {
					fe.rowElems[sub] = old
				} else {
					delete(fe.rowElems, sub)
				}
			}
		}
	}
}

// spanStmt reports whether s may be part of a run: it binds local names only (a scalar one for
// an augmented assignment) and raises nothing but an array read's IndexError.
func (fe *funcEmitter) spanStmt(s translate.Stmt) bool {
	switch s := s.(type) {
	case *translate.Assign:
		for _, t := range s.Targets {
			if !isName(t) {
				return false
			}
		}
	case *translate.AugAssign:
		if !isName(s.Target) || basic(fe.typeOf(s.Target)) == nil {
			return false
		}
	default:
		return false
	}
	return fe.runsToEnd([]translate.Stmt{s})
}

// spanRun returns the groups of at least two reads (three of an array's Data, where a span
// costs two checks) that the run of statements run, starting at index at of its block, reads
// unconditionally.
func (fe *funcEmitter) spanRun(run []translate.Stmt, at int) []*spanGroup {
	variant := map[string]bool{}
	assignedIn(run, variant)
	byKey := map[string]*spanGroup{}
	var groups []*spanGroup
	for i, st := range run {
		var xs []translate.Expr
		switch st := st.(type) {
		case *translate.Assign:
			if !isPure(st.Value) || !fe.unreadNames(st.Targets) {
				xs = append(xs, st.Value) // an unread pure assignment emits nothing
			}
		case *translate.AugAssign:
			xs = append(xs, st.Value)
		}
		visit := func(sub *translate.Subscript) {
			x, start, c, sliceOfRow, ok := fe.spanAccess(sub, variant)
			if !ok {
				return
			}
			key := goText(x) + "|" + goText(start)
			g := byKey[key]
			if g == nil {
				g = &spanGroup{x: x, start: start, lo: c, hi: c, first: at + i, sliceOfRow: sliceOfRow}
				byKey[key] = g
				groups = append(groups, g)
			}
			g.lo, g.hi = min(g.lo, c), max(g.hi, c)
			g.subs = append(g.subs, sub)
			g.constants = append(g.constants, c)
		}
		for _, x := range xs {
			walkExprPruned(x, func(n translate.Node) bool {
				switch n := n.(type) {
				case *translate.IfExp:
					walkExprPruned(n.Test, func(m translate.Node) bool { return visitSpan(m, visit) })
					return false
				case *translate.BoolOp:
					walkExprPruned(n.Values[0], func(m translate.Node) bool { return visitSpan(m, visit) })
					return false
				}
				return visitSpan(n, visit)
			})
		}
	}
	var out []*spanGroup
	for _, g := range groups {
		if len(g.subs) >= 3 || g.sliceOfRow && len(g.subs) >= 2 {
			out = append(out, g)
		}
	}
	return out
}

// visitSpan calls visit for a subscript and reports whether the walk goes on into n.
func visitSpan(n translate.Node, visit func(*translate.Subscript)) bool {
	switch n := n.(type) {
	case *translate.IfExp, *translate.BoolOp:
		return false // pruned by the caller at the top; nested ones are skipped whole
	case *translate.Subscript:
		visit(n)
	}
	return true
}

// spanAccess reports whether sub reads an element at a constant c on the last axis of a row
// that does not change in the run: a C-contiguous array's (fixedAccess), or a fixed row's that
// an enclosing loop hoisted. A read whose row a loop counts (rows.go) is not one.
func (fe *funcEmitter) spanAccess(sub *translate.Subscript, variant map[string]bool) (jen.Code, *jen.Statement, int64, bool, bool) {
	if re, ok := fe.rowElems[sub]; ok {
		c, err := strconv.ParseInt(re[1], 10, 64)
		if err != nil {
			return nil, nil, 0, false, false
		}
		return jen.Id(re[0]), jen.Lit(0), c, true, true
	}
	x, start, c, ok := fe.fixedAccess(sub, variant)
	return x, start, c, false, ok
}
