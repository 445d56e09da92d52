package emit

import (
	"go/constant"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Record dtypes: a record array is a kernels.Records[D] (bytes, byte strides), a record a
// kernels.Record (a reference to its bytes), and each field is read and written through the
// little-endian accessor of its type at its constant offset (kernels/records.go).

// recordAccessor names the kernels accessor suffix of a field type: Float64 for LoadFloat64.
var recordAccessor = map[typer.Kind]string{
	typer.KBool: "Bool", typer.KInt8: "Int8", typer.KInt16: "Int16", typer.KInt32: "Int32", typer.KInt64: "Int64",
	typer.KUint8: "Uint8", typer.KUint16: "Uint16", typer.KUint32: "Uint32", typer.KUint64: "Uint64",
	typer.KFloat32: "Float32", typer.KFloat64: "Float64", typer.KComplex64: "Complex64", typer.KComplex128: "Complex128",
}

// recordsGoType is kernels.Records[[N]int].
func recordsGoType(a *typer.RecordArray) *jen.Statement {
	return jen.Qual(kernelsPath, "Records").Index(jen.Index(jen.Lit(a.Ndim)).Int())
}

// loadRecordField emits the read of field name of the record x.
func (fe *funcEmitter) loadRecordField(x translate.Expr, rec *typer.Record, name string) code {
	f := rec.Field(name)
	return primary(jen.Qual(kernelsPath, "Load"+recordAccessor[f.Type.Kind]).Call(fe.expr(x), jen.Lit(f.Offset)))
}

// storeRecordField emits the write of the Go value v of type vt into field name of record x,
// converted to the field's type.
func (fe *funcEmitter) storeRecordField(x translate.Expr, rec *typer.Record, name string, v jen.Code, vt typer.Type) []jen.Code {
	f := rec.Field(name)
	return []jen.Code{jen.Qual(kernelsPath, "Store"+recordAccessor[f.Type.Kind]).Call(fe.expr(x), jen.Lit(f.Offset), convert(v, vt, f.Type))}
}

// recordFieldView emits a.name: kernels.FieldView over the records' bytes (typer checked its
// alignment against the dtype; kernels checks the buffer's).
func (fe *funcEmitter) recordFieldView(x translate.Expr, a *typer.RecordArray, name string) code {
	f := a.Rec.Field(name)
	if !typer.FieldViewAligned(a.Rec, f) {
		// A packed field: typer allowed the view only where it is read, so a copy serves.
		return primary(jen.Qual(kernelsPath, "FieldCopy").Index(goType(f.Type)).Call(fe.expr(x), jen.Lit(f.Offset)))
	}
	return primary(jen.Qual(kernelsPath, "FieldView").Index(goType(f.Type)).Call(fe.expr(x), jen.Lit(name), jen.Lit(f.Offset)))
}

// recordExpr emits the record forms of attributes and subscripts: r.x, r['x'], a.x, a['x'],
// a[i], a[i, j].
func (fe *funcEmitter) recordExpr(e translate.Expr) (code, bool) {
	switch e := e.(type) {
	case *translate.Attribute:
		switch x := fe.typeOf(e.X).(type) {
		case *typer.Record:
			return fe.loadRecordField(e.X, x, e.Name), true
		case *typer.RecordArray:
			if x.Rec.Field(e.Name) == nil {
				return fe.recordArrayAttribute(e, x), true
			}
			return fe.recordFieldView(e.X, x, e.Name), true
		}
	case *translate.Subscript:
		if it, ok := fe.info.FieldItems[e]; ok {
			return primary(jen.Qual(kernelsPath, "Load"+recordAccessor[it.Field.Type.Kind]).Call(fe.fieldItemRecord(it), jen.Lit(it.Field.Offset))), true
		}
		name, isName := constString(e.Index)
		switch x := fe.typeOf(e.X).(type) {
		case *typer.Record:
			return fe.loadRecordField(e.X, x, name), true
		case *typer.RecordArray:
			if isName {
				return fe.recordFieldView(e.X, x, name), true
			}
			idx := []translate.Expr{e.Index}
			if tup, ok := e.Index.(*translate.Tuple); ok {
				idx = tup.Elts
			}
			var args []jen.Code
			for _, i := range idx {
				args = append(args, fe.intIndex(i).c)
			}
			return primary(jen.Add(fe.paren(fe.exprP(e.X), precPrimary)).Dot("At").Call(args...)), true
		}
	}
	return code{}, false
}

// isRecordTarget reports whether target is r.x or r['x'] of a record r.
func isRecordTarget(info *typer.Info, target translate.Expr) bool {
	switch t := target.(type) {
	case *translate.Attribute:
		_, ok := info.Types[t.X].(*typer.Record)
		return ok
	case *translate.Subscript:
		_, ok := info.Types[t.X].(*typer.Record)
		return ok || info.FieldItems[t] != nil
	}
	return false
}

// storeRecord emits r.x = v and r['x'] = v.
func (fe *funcEmitter) storeRecord(target translate.Expr, v jen.Code, vt typer.Type) ([]jen.Code, bool) {
	switch t := target.(type) {
	case *translate.Attribute:
		if rec, ok := fe.typeOf(t.X).(*typer.Record); ok {
			return fe.storeRecordField(t.X, rec, t.Name, v, vt), true
		}
	case *translate.Subscript:
		if it, ok := fe.info.FieldItems[t]; ok {
			return []jen.Code{jen.Qual(kernelsPath, "Store"+recordAccessor[it.Field.Type.Kind]).Call(fe.fieldItemRecord(it), jen.Lit(it.Field.Offset), convert(v, vt, it.Field.Type))}, true
		}
		if rec, ok := fe.typeOf(t.X).(*typer.Record); ok {
			name, _ := constString(t.Index)
			return fe.storeRecordField(t.X, rec, name, v, vt), true
		}
	}
	return nil, false
}

func constString(e translate.Expr) (string, bool) {
	c, ok := e.(*translate.Const)
	if !ok || c.Kind != translate.StrConst {
		return "", false
	}
	return constant.StringVal(c.Value), true
}

// recordAugAssign emits r.x op= v and r['x'] op= v: the field is read, combined and stored.
func (fe *funcEmitter) recordAugAssign(s *translate.AugAssign) ([]jen.Code, bool) {
	var x translate.Expr
	switch t := s.Target.(type) {
	case *translate.Attribute:
		x = t.X
	case *translate.Subscript:
		x = t.X
	default:
		return nil, false
	}
	_, isRec := fe.typeOf(x).(*typer.Record)
	if t, ok := s.Target.(*translate.Subscript); !isRec && (!ok || fe.info.FieldItems[t] == nil) {
		return nil, false
	}
	rt := fe.info.Aug[s]
	v := fe.binaryCode(s.Op, rt, s.Target, s.Value, fe.typeOf(s.Target), fe.typeOf(s.Value), fe.info.Raising[s.Value])
	return fe.storeRecord(s.Target, v.c, rt)
}

// fieldItemRecord emits the record a[i...] of a['x'][i...].
func (fe *funcEmitter) fieldItemRecord(it *typer.FieldItem) jen.Code {
	var args []jen.Code
	for _, i := range it.Index {
		args = append(args, fe.intIndex(i).c)
	}
	return jen.Add(fe.paren(fe.exprP(it.Records), precPrimary)).Dot("At").Call(args...)
}

// recordArrayAttribute emits a.shape, a.strides, a.size and a.nbytes of a record array (ndim
// and itemsize are constants).
func (fe *funcEmitter) recordArrayAttribute(e *translate.Attribute, a *typer.RecordArray) code {
	if v, ok := fe.info.Consts[e]; ok {
		return primary(litExpr(v, basic(fe.typeOf(e))))
	}
	x := fe.paren(fe.exprP(e.X), precPrimary)
	switch e.Name {
	case "shape", "strides":
		field := map[string]string{"shape": "Shape", "strides": "Strides"}[e.Name]
		if a.Ndim == 0 {
			return primary(jen.Struct().Values())
		}
		var elems []jen.Code
		for k := range a.Ndim {
			elems = append(elems, jen.Int64().Call(jen.Add(x).Dot(field).Index(jen.Lit(k))))
		}
		return primary(jen.Index(jen.Lit(a.Ndim)).Int64().Values(elems...))
	case "nbytes":
		return primary(jen.Int64().Call(jen.Add(x).Dot("Size").Call().Op("*").Lit(a.Rec.Size)))
	}
	return primary(jen.Int64().Call(jen.Add(x).Dot("Size").Call()))
}
