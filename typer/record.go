package typer

import (
	"fmt"
	"go/constant"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// Record is a NumPy record (structured) dtype as Numba types it: fields with their type and
// byte offset, the itemsize, and whether the dtype was declared align=True. A value of type
// Record is a reference to one record of an array (kernels.Record), as in Numba, where
// r = a[i]; r.x = 1.0 writes into a.
type Record struct {
	Fields  []RecordField
	Size    int
	Aligned bool
}

// RecordField is one field of a Record: a scalar type at a byte offset. A string field
// (Numba's CharSeq(n), UnicodeCharSeq(n)) has no Type: it is carried in the record's bytes and
// printed, but compiled code cannot use it yet; Text is Numba's spelling, [unichr x 5].
type RecordField struct {
	Name   string
	Type   *Basic
	Offset int
	Text   string
}

// String spells the record as Numba prints it: Record(a[type=int32;offset=0],...;12;False).
func (r *Record) String() string {
	var b strings.Builder
	b.WriteString("Record(")
	for i, f := range r.Fields {
		if i > 0 {
			b.WriteByte(',')
		}
		text := f.Text
		if f.Type != nil {
			text = f.Type.String()
		}
		fmt.Fprintf(&b, "%s[type=%s;offset=%d]", f.Name, text, f.Offset)
	}
	align := "False"
	if r.Aligned {
		align = "True"
	}
	fmt.Fprintf(&b, ";%d;%s)", r.Size, align)
	return b.String()
}

func (*Record) typ() {}

// Field returns the field called name, or nil.
func (r *Record) Field(name string) *RecordField {
	for i := range r.Fields {
		if r.Fields[i].Name == name {
			return &r.Fields[i]
		}
	}
	return nil
}

// fieldNames lists the fields for hints: a, b.
func (r *Record) fieldNames() string {
	names := make([]string, len(r.Fields))
	for i, f := range r.Fields {
		names[i] = f.Name
	}
	return strings.Join(names, ", ")
}

// RecordArray is an array of records in C order (kernels.Records), strided in bytes.
type RecordArray struct {
	Rec  *Record
	Ndim int
}

func (a *RecordArray) String() string { return fmt.Sprintf("array(%s, %dd, C)", a.Rec, a.Ndim) }
func (*RecordArray) typ()             {}

// recordCall resolves Record([(NAME, TYPE, OFFSET), ...], ITEMSIZE, ALIGNED), the signature
// spelling the golden oracle writes for a record dtype.
func (r typeResolver) recordCall(e *translate.Call) (Type, error) {
	const form = "Record takes a list of (name, type, offset) fields, the itemsize and whether the dtype is aligned"
	if len(e.Args) != 3 || len(e.Keywords) != 0 {
		return nil, fmt.Errorf(form)
	}
	list, ok := e.Args[0].(*translate.List)
	if !ok || len(list.Elts) == 0 {
		return nil, fmt.Errorf(form)
	}
	size, ok := intConstOf(e.Args[1])
	if !ok || size <= 0 {
		return nil, fmt.Errorf(form)
	}
	rec := &Record{Size: int(size)}
	switch a := e.Args[2].(type) {
	case *translate.Const:
		rec.Aligned = a.Kind == translate.BoolConst && constant.BoolVal(a.Value)
	default:
		return nil, fmt.Errorf(form)
	}
	for _, x := range list.Elts {
		tup, ok := x.(*translate.Tuple)
		if !ok || len(tup.Elts) != 3 {
			return nil, fmt.Errorf(form)
		}
		name, ok := strConst(tup.Elts[0])
		if !ok || !isIdentifier(name) || rec.Field(name) != nil {
			return nil, fmt.Errorf("record fields need distinct identifier names")
		}
		if text, size, ok := charSeqField(tup.Elts[1]); ok {
			off, ok := intConstOf(tup.Elts[2])
			if !ok || off < 0 || int(off)+size > rec.Size {
				return nil, fmt.Errorf("field %s: its offset must be a constant inside the itemsize", name)
			}
			rec.Fields = append(rec.Fields, RecordField{Name: name, Offset: int(off), Text: text})
			continue
		}
		t, err := r.resolve(tup.Elts[1])
		if err != nil {
			return nil, fmt.Errorf("field %s: %w (only number and bool fields are supported yet: nested records, array and string fields are not built)", name, err)
		}
		b, ok := t.(*Basic)
		if !ok {
			return nil, fmt.Errorf("field %s: only number and bool fields are supported yet, not %s (nested records and array fields are not built)", name, t)
		}
		off, ok := intConstOf(tup.Elts[2])
		if !ok || off < 0 || int(off)+b.Bits()/8 > rec.Size {
			return nil, fmt.Errorf("field %s: its offset must be a constant inside the itemsize", name)
		}
		rec.Fields = append(rec.Fields, RecordField{Name: name, Type: b, Offset: int(off)})
	}
	return rec, nil
}

// charSeqField recognizes CharSeq(n) and UnicodeCharSeq(n), a string field of n characters:
// Numba's spelling of its type and its size in bytes.
func charSeqField(e translate.Expr) (string, int, bool) {
	c, ok := e.(*translate.Call)
	if !ok || len(c.Args) != 1 {
		return "", 0, false
	}
	n, ok := intConstOf(c.Args[0])
	if !ok || n <= 0 {
		return "", 0, false
	}
	switch translate.DottedName(c.Func) {
	case "CharSeq":
		return fmt.Sprintf("[char x %d]", n), int(n), true
	case "UnicodeCharSeq":
		return fmt.Sprintf("[unichr x %d]", n), 4 * int(n), true
	}
	return "", 0, false
}

// stringField reports a use of a string field, which compiled code cannot read or write yet.
func (st *fnState) stringField(at translate.Pos, f *RecordField) {
	st.c.errorf(at, "unsupported-feature", "keep the strings in a separate list, or use only the record's number fields in compiled code", "field %s is a string field (%s): string fields of records are not supported yet", f.Name, f.Text)
}

func intConstOf(e translate.Expr) (int64, bool) {
	c, ok := e.(*translate.Const)
	if !ok || c.Kind != translate.IntConst {
		return 0, false
	}
	return constant.Int64Val(c.Value)
}

// recordArrayType resolves Record(...)[:, ::1]: record arrays are C-ordered, as the arrays
// NumPy builds for them.
func recordArrayType(rec *Record, axes []translate.Expr) (Type, error) {
	for i, x := range axes {
		sl, ok := x.(*translate.Slice)
		if !ok || sl.Lo != nil || sl.Hi != nil {
			return nil, fmt.Errorf("array types are written with bare slices, as float64[:, ::1]")
		}
		if i < len(axes)-1 && sl.Step != nil {
			return nil, fmt.Errorf("record arrays are C-ordered: write Record(...)[:, ::1]")
		}
	}
	return &RecordArray{Rec: rec, Ndim: len(axes)}, nil
}

func isRecordArray(t Type) bool { _, ok := t.(*RecordArray); return ok }

// recordField types r.name and r['name']: the field's scalar type, read at its offset.
func (st *fnState) recordField(at translate.Node, rec *Record, name string) Type {
	f := rec.Field(name)
	if f == nil {
		st.c.errorf(at.At(), "unknown-attribute", "the record's fields are "+rec.fieldNames(), "%s has no field %s", rec, name)
		return nil
	}
	if f.Type == nil {
		st.stringField(at.At(), f)
		return nil
	}
	return f.Type
}

// recordFieldView types a.name and a['name'] of a record array: an ordinary array over the
// records' own bytes, strided by the itemsize. Go forbids misaligned typed pointers, so the
// view needs the field's offset and the itemsize to be multiples of the field's size.
func (st *fnState) recordFieldView(at translate.Node, a *RecordArray, name string) Type {
	f := a.Rec.Field(name)
	if attr, ok := at.(*translate.Attribute); ok && f == nil {
		if t, ok := st.recordArrayAttribute(attr, a); ok {
			return t
		}
	}
	if f == nil {
		st.c.errorf(at.At(), "unknown-attribute", "the record's fields are "+a.Rec.fieldNames(), "record array has no field %s", name)
		return nil
	}
	if f.Type == nil {
		st.stringField(at.At(), f)
		return nil
	}
	if !FieldViewAligned(a.Rec, f) {
		if st.packedViewReadOnly(at.(translate.Expr)) {
			return NewArray(f.Type, a.Ndim, LayoutC) // read as a copy (record_views.go)
		}
		st.c.errorf(at.At(), "unsupported-feature", "read it where it stands (a['x'].sum(), np.max(a['x']), a['x'][i]), or declare the dtype with np.dtype([...], align=True)",
			"the view of field %s of a packed record (offset %d, itemsize %d) cannot be written through, bound to a name or returned: Go has no typed view of %d-byte values at those offsets", name, f.Offset, a.Rec.Size, f.Type.Bits()/8)
		return nil
	}
	return NewArray(f.Type, a.Ndim, LayoutA)
}

// recordSubscript types a[i] (a[i, j]) of a record array, a record, and r['name'] and
// a['name'] with a constant field name.
func (st *fnState) recordSubscript(e *translate.Subscript, xt Type) (Type, bool) {
	switch x := xt.(type) {
	case *Record:
		name, ok := strConst(e.Index)
		if !ok {
			st.c.errorf(e.Index.At(), "unsupported-feature", "write the field's name as a string constant, r['x'], or as an attribute, r.x", "a record is indexed by a constant field name")
			return nil, true
		}
		return st.recordField(e, x, name), true
	case *RecordArray:
		if name, ok := strConst(e.Index); ok {
			return st.recordFieldView(e, x, name), true
		}
		idx := []translate.Expr{e.Index}
		if tup, ok := e.Index.(*translate.Tuple); ok {
			idx = tup.Elts
		}
		if len(idx) != x.Ndim {
			st.c.errorf(e.Index.At(), "unsupported-feature", "index every axis with an integer, a[i, j]", "a %d-dimensional record array is indexed by %d integers here: slices and partial indexes of record arrays are not built yet", x.Ndim, x.Ndim)
			return nil, true
		}
		for _, i := range idx {
			it := st.expr(i)
			if b, ok := it.(*Basic); it != nil && (!ok || !isIntLike(b)) {
				st.c.errorf(i.At(), "type-mismatch", "", "record array indices must be integers, not %s", it)
				return nil, true
			}
		}
		return x.Rec, true
	}
	return nil, false
}

// storeRecordItem types r['name'] = v; assignments to a[i] of a record array are not built.
func (st *fnState) storeRecordItem(tg *translate.Subscript, xt Type, t Type) bool {
	switch x := xt.(type) {
	case *Record:
		name, ok := strConst(tg.Index)
		if !ok {
			st.c.errorf(tg.Index.At(), "unsupported-feature", "write the field's name as a string constant, r['x'] = v", "a record is indexed by a constant field name")
			return true
		}
		st.storeRecordField(tg, x, name, t)
		return true
	case *RecordArray:
		st.c.errorf(tg.Pos, "unsupported-feature", "assign the fields one by one, a[i].x = v", "assigning whole records or field views of a record array is not built yet")
		return true
	}
	return false
}

// storeRecordField types r.name = v (r['name'] = v): v is converted to the field's type, as
// Numba casts it.
func (st *fnState) storeRecordField(tg translate.Expr, rec *Record, name string, t Type) {
	f := rec.Field(name)
	if f == nil {
		st.c.errorf(tg.At(), "unknown-attribute", "the record's fields are "+rec.fieldNames(), "%s has no field %s", rec, name)
		return
	}
	if f.Type == nil {
		st.stringField(tg.At(), f)
		return
	}
	st.info.Types[tg] = f.Type
	if t != nil && !canStore(t, f.Type) {
		st.c.errorf(tg.At(), "type-mismatch", "convert the value to the field's type", "cannot assign %s to field %s of type %s", t, name, f.Type)
	}
}

func isRecord(t Type) bool { _, ok := t.(*Record); return ok }

// recordArrayAttribute types the array attributes of a record array that are not the name of
// one of its fields: a.shape, a.strides (bytes), a.ndim, a.size, a.itemsize, a.nbytes.
func (st *fnState) recordArrayAttribute(e *translate.Attribute, a *RecordArray) (Type, bool) {
	switch e.Name {
	case "shape", "strides":
		t := &Tuple{}
		for range a.Ndim {
			t.Elems = append(t.Elems, Int64)
		}
		return t, true
	case "ndim":
		return st.constant(e, Int64, constant.MakeInt64(int64(a.Ndim))), true
	case "itemsize":
		return st.constant(e, Int64, constant.MakeInt64(int64(a.Rec.Size))), true
	case "size", "nbytes":
		return Int64, true
	}
	return nil, false
}

// FieldViewAligned reports whether the view of field f of a record array is a typed array
// over the records' bytes: the field's offset and the itemsize are multiples of its size.
// Otherwise the view is read as a copy (record_views.go).
func FieldViewAligned(rec *Record, f *RecordField) bool {
	size := f.Type.Bits() / 8
	return f.Offset%size == 0 && rec.Size%size == 0
}
