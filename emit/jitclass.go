package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// classes emits each jitclass a constructor reaches: the struct, its constructors and the
// exported methods Go callers use.
func (e *emitter) classes(f *jen.File) {
	for _, cl := range e.prog.Classes {
		var inits []*typer.Spec
		for _, s := range cl.Specs() {
			if s.Method.Kind == translate.MethodInit {
				inits = append(inits, s)
			}
		}
		if len(inits) == 0 && !e.classUsed(cl) {
			if e.unusedClasses == nil {
				e.unusedClasses = map[*typer.Class]bool{}
			}
			e.unusedClasses[cl] = true // nothing compiled uses it: leave out its getters too
			continue
		}
		f.Commentf("%s is the jitclass %s from %s.", cl.GoName, cl.Name, e.source)
		if doc := commentText(cl.Def.Doc); doc != "" {
			f.Comment("")
			f.Comment(doc)
		}
		fields := make([]jen.Code, len(cl.Fields))
		for i, fd := range cl.Fields {
			fields[i] = jen.Id(fd.GoName).Add(goType(fd.Type))
		}
		f.Type().Id(cl.GoName).Struct(fields...)
		f.Line()
		for _, s := range inits {
			e.constructor(f, cl, s)
		}
		e.methods(f, cl)
	}
}

// constructor emits NewClass(args): a zero instance that __init__ then fills.
func (e *emitter) constructor(f *jen.File, cl *typer.Class, s *typer.Spec) {
	fe := newFuncEmitter(e, s, nil)
	params := fe.params()
	self := fe.paramNames[0] // __init__'s own name for the instance
	var args []jen.Code
	for _, n := range fe.paramNames {
		args = append(args, jen.Id(n))
	}
	f.Commentf("%s returns a new %s, as %s(...) does in Python.", s.CtorName, cl.GoName, cl.Name)
	if s.Raises {
		f.Comment("")
		f.Comment("Python exceptions raised by __init__ panic; Go callers recover them with kernels.Catch.")
	}
	f.Func().Id(s.CtorName).Params(params[1:]...).Op("*").Id(cl.GoName).Block(
		jen.Id(self).Op(":=").Op("&").Id(cl.GoName).Values(),
		jen.Id(s.InnerName).Call(args...),
		jen.Return(jen.Id(self)),
	)
	f.Line()
}

// methods emits the Go methods of a class: one per plain method or property that compiled
// code specialised exactly once, calling its body function. Exceptions become errors.
func (e *emitter) methods(f *jen.File, cl *typer.Class) {
	taken := map[string]bool{}
	for _, fd := range cl.Fields {
		taken[fd.GoName] = true
	}
	for _, m := range cl.Def.Methods {
		if m.Kind != translate.MethodPlain && m.Kind != translate.MethodProperty {
			continue
		}
		var specs []*typer.Spec
		for _, s := range cl.Specs() {
			if s.Method == m {
				specs = append(specs, s)
			}
		}
		name := typer.Exported(m.Name)
		if len(specs) != 1 || taken[name] || m.Name[0] == '_' {
			continue
		}
		taken[name] = true
		s := specs[0]
		fe := newFuncEmitter(e, s, nil)
		params := fe.params()
		recv := fe.paramNames[0]
		var args []jen.Code
		for _, n := range fe.paramNames {
			args = append(args, jen.Id(n))
		}
		call := jen.Id(s.InnerName).Call(args...)
		var results []jen.Code
		var body []jen.Code
		if s.Raises {
			if !isNone(s.Result) {
				results = append(results, jen.Id("_").Add(goType(s.Result)))
			}
			results = append(results, jen.Err().Error())
			body = append(body, jen.Defer().Qual(kernelsPath, "Catch").Call(jen.Op("&").Err()))
			if isNone(s.Result) {
				body = append(body, call, jen.Return(jen.Nil()))
			} else {
				body = append(body, jen.Return(call, jen.Nil()))
			}
		} else {
			if !isNone(s.Result) {
				results = append(results, goType(s.Result))
				body = append(body, jen.Return(call))
			} else {
				body = append(body, call)
			}
		}
		f.Commentf("%s is %s.%s for Go callers.", name, cl.Name, m.Name)
		f.Func().Params(jen.Id(recv).Op("*").Id(cl.GoName)).Id(name).Params(params[1:]...).Params(results...).Block(body...)
		f.Line()
	}
}

// classAttribute emits x.field, or the call of a property's getter.
func (fe *funcEmitter) classAttribute(e *translate.Attribute, cl *typer.Class) code {
	if sp := fe.info.Props[e]; sp != nil {
		return primary(jen.Id(fe.calleeName(sp)).Call(fe.exprP(e.X).c))
	}
	fd := cl.Field(e.Name)
	if fd == nil {
		fe.fail(e.Pos, "unknown field %s", e.Name)
		return primary(jen.Nil())
	}
	return primary(fe.fieldRef(e.X, fd))
}

// storeField assigns the Go value x of type vt to obj.field.
func (fe *funcEmitter) storeField(t *translate.Attribute, x jen.Code, vt typer.Type) []jen.Code {
	if sp := fe.info.PropSets[t]; sp != nil {
		return []jen.Code{jen.Id(fe.calleeName(sp)).Call(fe.exprP(t.X).c, convert(x, vt, sp.Params[1]))}
	}
	cl, _ := fe.typeOf(t.X).(*typer.Class)
	if cl == nil || cl.Field(t.Name) == nil {
		fe.fail(t.Pos, "assignment to attribute %s", t.Name)
		return nil
	}
	fd := cl.Field(t.Name)
	if o, ok := fd.Type.(*typer.Optional); ok {
		return []jen.Code{fe.fieldRef(t.X, fd).Op("=").Add(toOptional(x, vt, o))}
	}
	return []jen.Code{fe.fieldRef(t.X, fd).Op("=").Add(convert(x, vt, fd.Type))}
}

// augField emits obj.field op= value.
func (fe *funcEmitter) augField(s *translate.AugAssign, t *translate.Attribute) []jen.Code {
	if sp := fe.info.PropSets[t]; sp != nil {
		rt := fe.info.Aug[s]
		x := fe.binaryCode(s.Op, rt, s.Target, s.Value, fe.typeOf(s.Target), fe.typeOf(s.Value), fe.info.Raising[s.Value])
		return fe.storeField(t, x.c, rt)
	}
	cl, _ := fe.typeOf(t.X).(*typer.Class)
	if cl == nil || cl.Field(t.Name) == nil {
		fe.fail(t.Pos, "augmented assignment to attribute %s", t.Name)
		return nil
	}
	fd := cl.Field(t.Name)
	rt := fe.info.Aug[s]
	target := fe.fieldRef(t.X, fd)
	if typer.Identical(fd.Type, rt) {
		if gop, ok := fe.plainOp(s.Op, basic(rt), s.Value); ok {
			return []jen.Code{target.Op(gop + "=").Add(fe.as(s.Value, rt, true))}
		}
	}
	x := fe.binaryCode(s.Op, rt, s.Target, s.Value, fe.typeOf(s.Target), fe.typeOf(s.Value), fe.info.Raising[s.Value])
	return []jen.Code{target.Op("=").Add(convert(x.c, rt, fd.Type))}
}

// fieldRef is obj.field, or the local that holds it while obj is scalar-replaced (scalarize.go).
func (fe *funcEmitter) fieldRef(obj translate.Expr, fd *typer.Field) *jen.Statement {
	if l, ok := fe.fieldLocal(obj, fd); ok {
		return jen.Id(l)
	}
	return jen.Add(fe.paren(fe.exprP(obj), precPrimary)).Dot(fd.GoName)
}

// classUsed reports whether a compiled function other than the class's own getters takes or
// returns an instance of cl, optional or in a tuple or list (a class Go callers construct as
// a struct literal), or a field of another class may hold one.
func (e *emitter) classUsed(cl *typer.Class) bool {
	for _, s := range e.prog.Specs {
		if s.Class == cl && s.Method.Kind == translate.MethodProperty {
			continue
		}
		if holdsClass(s.Result, cl) {
			return true
		}
		for _, p := range s.Params {
			if holdsClass(p, cl) {
				return true
			}
		}
	}
	for _, other := range e.prog.Classes {
		if other == cl {
			continue
		}
		for _, fd := range other.Fields {
			if holdsClass(fd.Type, cl) {
				return true
			}
		}
	}
	return false
}

// holdsClass reports whether the type t is cl, or holds cl as the element of an optional value,
// a tuple or a list.
func holdsClass(t typer.Type, cl *typer.Class) bool {
	switch t := t.(type) {
	case *typer.Class:
		return t == cl
	case *typer.Optional:
		return holdsClass(t.Elem, cl)
	case *typer.Tuple:
		for _, el := range t.Elems {
			if holdsClass(el, cl) {
				return true
			}
		}
	case *typer.List:
		return holdsClass(t.Elem, cl)
	}
	return false
}
