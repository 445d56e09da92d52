package typer

import "github.com/pygo-lang/pygo/translate"

// This file types a['x'][i] and a.x[i, j] of a record array a: one field of one record.
// Numba builds the field view and indexes it; pygo reads and writes the field of record a[i]
// in place, which is the same element and needs no view, so it also works for the fields of
// packed dtypes, whose views Go cannot express as typed arrays.

// FieldItem is a['x'][i...]: Records the record array expression, Field the field and Index
// one integer per axis.
type FieldItem struct {
	Records translate.Expr
	Array   *RecordArray
	Field   *RecordField
	Index   []translate.Expr
}

// fieldViewParts returns a and the field name of a field view expression a.x or a['x'] whose
// a is a record array, typing a; ok is false for any other expression.
func (st *fnState) fieldViewParts(x translate.Expr) (translate.Expr, *RecordArray, string, bool) {
	var base translate.Expr
	var name string
	switch v := x.(type) {
	case *translate.Attribute:
		base, name = v.X, v.Name
	case *translate.Subscript:
		n, ok := strConst(v.Index)
		if !ok {
			return nil, nil, "", false
		}
		base, name = v.X, n
	default:
		return nil, nil, "", false
	}
	n, isName := base.(*translate.Name)
	if !isName {
		return nil, nil, "", false
	}
	if !st.info.Locals[n.Id] {
		return nil, nil, "", false
	}
	ra, ok := st.spec.vars[n.Id].(*RecordArray) // a local or parameter: typing it twice is harmless
	if !ok || ra.Rec.Field(name) == nil {
		return nil, nil, "", false
	}
	if st.expr(base) == nil {
		return nil, nil, "", false
	}
	return base, ra, name, true
}

// fieldItem types e = a['x'][i...] when e indexes every axis of a field view with integers,
// recording it in Info.FieldItems; ok is false when e is not of that form.
func (st *fnState) fieldItem(e *translate.Subscript) (Type, bool) {
	idx := []translate.Expr{e.Index}
	if tup, ok := e.Index.(*translate.Tuple); ok {
		idx = tup.Elts
	}
	for _, i := range idx {
		if _, ok := i.(*translate.Slice); ok {
			return nil, false
		}
	}
	base, ra, name, ok := st.fieldViewParts(e.X)
	if !ok || len(idx) != ra.Ndim {
		return nil, false
	}
	f := ra.Rec.Field(name)
	for _, i := range idx {
		it := st.expr(i)
		if b, isBasic := it.(*Basic); it == nil || !isBasic || !isIntLike(b) {
			return nil, false // typed as a view and indexed as an array: its own diagnostics
		}
	}
	if f.Type == nil {
		st.stringField(e.X.At(), f)
		return nil, true
	}
	st.info.FieldItems[e] = &FieldItem{Records: base, Array: ra, Field: f, Index: idx}
	st.info.Types[e] = f.Type
	return f.Type, true
}

// storeFieldItem types a['x'][i...] = v; ok is false when the target is not of that form.
func (st *fnState) storeFieldItem(tg *translate.Subscript, t Type) bool {
	ft, ok := st.fieldItem(tg)
	if !ok {
		return false
	}
	if ft != nil && t != nil && !canStore(t, ft) {
		st.c.errorf(tg.At(), "type-mismatch", "convert the value to the field's type", "cannot assign %s to field %s of type %s", t, st.info.FieldItems[tg].Field.Name, ft)
	}
	return true
}
