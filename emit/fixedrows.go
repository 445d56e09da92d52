package emit

import (
	"go/constant"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Fixed rows: in
//
//	for j in range(n):
//	    if i != j:
//	        dx = pos[j, 0] - pos[i, 0]
//
// pos[i, 0], pos[i, 1], ... index a C-contiguous array at indexes the loop does not change and
// a constant on the last axis. The row they read, the Data from their common offset on, is
// sliced once before the loop (kernels.RowFrom) and each access reads it at its constant:
// the offset's index arithmetic leaves the loop. The slice shares Data, so writes through
// the array in the loop are seen; RowFrom gives an empty row for an offset outside Data, so
// an access fails where, and only where, the original one would have (Data[off+c] and
// row[c] are the same element), whether or not it is under an if; no bounds are assumed.

// planFixedRows returns the declarations of the fixed rows of the loop s over target j, and
// registers its accesses in fe.rowElems until the returned function is called.
func (fe *funcEmitter) planFixedRows(s *translate.For, j string, assigned map[string]bool) ([]jen.Code, func()) {
	if fe.boundscheck() {
		return nil, func() {}
	}
	if fe.rowElems == nil {
		fe.rowElems = map[*translate.Subscript][2]string{}
	}
	variant := map[string]bool{j: true}
	for n := range assigned {
		variant[n] = true
	}
	type fixedRow struct {
		name string
		decl jen.Code
	}
	byKey := map[string]*fixedRow{}
	var rows []*fixedRow
	var subs []*translate.Subscript
	walkStmts(s.Body, func(n translate.Node, nested bool) {
		sub, ok := n.(*translate.Subscript)
		if !ok || nested {
			return
		}
		if _, taken := fe.rowElems[sub]; taken {
			return
		}
		x, start, c, ok := fe.fixedAccess(sub, variant)
		if !ok {
			return
		}
		key := goText(x) + "|" + goText(start)
		r := byKey[key]
		if r == nil {
			r = &fixedRow{name: fe.names.Take(typer.Local(goText(x)) + "Fixed")}
			r.decl = jen.Id(r.name).Op(":=").Qual(kernelsPath, "RowFrom").Call(jen.Add(x).Dot("Data"), start).Comment(translate.ExprString(sub))
			byKey[key] = r
			rows = append(rows, r)
		}
		fe.rowElems[sub] = [2]string{r.name, itoa64(c)}
		subs = append(subs, sub)
	})
	var decls []jen.Code
	for _, r := range rows {
		// An access emitted by other code than elemRef leaves its row unread.
		decls = append(decls, r.decl, jen.Id("_").Op("=").Id(r.name))
	}
	return decls, func() {
		for _, sub := range subs {
			delete(fe.rowElems, sub)
		}
	}
}

// fixedAccess reports whether sub reads or writes an element of a C-contiguous array held in
// a variable, at indexes that mention no variant name and a constant c >= 0 on the last axis;
// it returns the array, the Data offset of the element at index 0 of that axis, and c.
func (fe *funcEmitter) fixedAccess(sub *translate.Subscript, variant map[string]bool) (jen.Code, *jen.Statement, int64, bool) {
	ix := fe.info.Index[sub]
	a := arrayOf(fe.typeOf(sub.X))
	name, ok := sub.X.(*translate.Name)
	if ix == nil || ix.Kind != typer.IndexElem || a == nil || a.Layout != typer.LayoutC || a.Ndim < 2 || !ok ||
		variant[name.Id] || isOptionalType(fe.varType(name.Id)) || len(ix.Items) != a.Ndim {
		return nil, nil, 0, false
	}
	g, ok := fe.lookup(name.Id)
	if !ok {
		return nil, nil, 0, false
	}
	last := ix.Items[len(ix.Items)-1]
	v, isConst := fe.info.Consts[last.X]
	if last.Elem != 0 || !isConst || v.Kind() != constant.Int {
		return nil, nil, 0, false
	}
	c, exact := constant.Int64Val(v)
	if !exact || c < 0 {
		return nil, nil, 0, false
	}
	x := jen.Id(g)
	idx := make([]code, 0, a.Ndim)
	for k, it := range ix.Items[:len(ix.Items)-1] {
		if it.Elem != 0 || it.X == nil || !isPure(it.X) || mentionsAny(it.X, variant) {
			return nil, nil, 0, false
		}
		idx = append(idx, fe.index(it, x, k))
	}
	idx = append(idx, primary(jen.Lit(0)))
	return x, offset(x, a, idx), c, true
}
