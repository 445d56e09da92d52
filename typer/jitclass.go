package typer

import (
	"go/constant"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// Class is the type of an instance of a @jitclass class: a pointer to a Go struct whose
// fields the class's spec declares.
type Class struct {
	Name   string
	Def    *translate.JitClassDef
	Fields []*Field
	GoName string // the Go struct type (exported)
	// methods are the methods by name (setters apart), each a function taking the instance first.
	methods map[string]*classMethod
	setters map[string]*classMethod
	// badFields are the fields whose spec entry was reported: uses of them report nothing
	// more.
	badFields map[string]bool
}

// Field is one field of a jitclass.
type Field struct {
	Name   string
	Type   Type
	GoName string
}

type classMethod struct {
	m  *translate.Method
	fe *funcEntry
}

func (c *Class) String() string { return "instance.jitclass." + c.Name }
func (*Class) typ()             {}

// Field returns the field named name, or nil.
func (c *Class) Field(name string) *Field {
	for _, f := range c.Fields {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// Specs returns the specializations of the class's methods, in source order of the methods.
func (c *Class) Specs() []*Spec {
	var out []*Spec
	for _, m := range c.Def.Methods {
		if m.Kind == translate.MethodSetter {
			out = append(out, c.setters[m.Name].fe.specs...)
		} else {
			out = append(out, c.methods[m.Name].fe.specs...)
		}
	}
	return out
}

// ClassRef is the type of the name of a jitclass: calling it constructs an instance.
type ClassRef struct{ Class *Class }

func (r *ClassRef) String() string { return "class " + r.Class.Name }
func (*ClassRef) typ()             {}

// BoundMethod is the type of obj.method for a jitclass instance obj: calling it calls the
// method with obj as self.
type BoundMethod struct {
	Class *Class
	name  string
}

func (b *BoundMethod) String() string { return "method " + b.Class.Name + "." + b.name }
func (*BoundMethod) typ()             {}

func isClass(t Type) bool { _, ok := t.(*Class); return ok }

// collectJitClasses resolves the spec of each @jitclass class.
func (c *checker) collectJitClasses() {
	c.classes = map[string]*Class{}
	all := map[string]*Class{}
	for _, jc := range c.mod.JitClasses {
		all[jc.Name] = &Class{Name: jc.Name, Def: jc, GoName: Exported(jc.Name), methods: map[string]*classMethod{}, setters: map[string]*classMethod{}}
	}
	for _, jc := range c.mod.JitClasses {
		cl := all[jc.Name]
		c.classes[jc.Name] = cl
		c.classOrder = append(c.classOrder, cl)
		c.classSpec(cl, all)
	}
}

// registerMethods makes each method of each jitclass a function taking the instance first,
// after the module's functions.
func (c *checker) registerMethods() {
	for _, cl := range c.classOrder {
		for _, m := range cl.Def.Methods {
			fe := &funcEntry{def: m.Def, order: len(c.order), opts: map[string]constant.Value{}, class: cl, method: m}
			if m.Kind == translate.MethodSetter {
				cl.setters[m.Name] = &classMethod{m: m, fe: fe}
			} else {
				cl.methods[m.Name] = &classMethod{m: m, fe: fe}
			}
			if m.Kind == translate.MethodProperty {
				// A getter has one specialization whatever calls it: Go callers get it as a method.
				c.newSpec(fe, []Type{cl}, nil)
			}
			c.order = append(c.order, fe)
		}
	}
}

// classSpec resolves a class's spec: a list of (name, type) pairs, written in the decorator
// or bound to a module-level name.
// all holds every jitclass of the module, for the types that deferred_type()s are defined as.
func (c *checker) classSpec(cl *Class, all map[string]*Class) {
	r := typeResolver{mod: c.mod, classes: c.classes, later: all}
	c.specPairs(cl, r)
	for _, d := range cl.Def.Annotated {
		c.addField(cl, d.Name, d.Annot, d.Pos, true, r)
	}
}

// specPairs adds the fields the decorator's spec declares: a list or tuple of (name, type)
// pairs, or a dict display from names to types.
func (c *checker) specPairs(cl *Class, r typeResolver) {
	spec := cl.Def.Spec
	if spec == nil {
		return
	}
	var specName string
	if n, ok := spec.(*translate.Name); ok {
		specName = n.Id
		var found translate.Expr
		for _, g := range c.mod.Globals {
			if g.Name == n.Id {
				found = g.Value
			}
		}
		if found == nil {
			c.specErrorf(n.Pos, "bad-signature", "write the spec as a list of (name, type) pairs", "jitclass spec %s is not a module-level list", n.Id)
			return
		}
		spec = found
	}
	var elts []translate.Expr
	switch s := spec.(type) {
	case *translate.List:
		elts = s.Elts
	case *translate.Tuple:
		elts = s.Elts
	case *translate.Call:
		// A dict display {"x": int32, ...}: its items in order, as Numba reads a dict spec.
		if n, ok := s.Func.(*translate.Name); ok && n.Id == translate.DictDisplay {
			for i := 0; i+1 < len(s.Args); i += 2 {
				c.specEntry(cl, s.Args[i], s.Args[i+1], s.Args[i].At(), r)
			}
			c.specItemSets(cl, specName, r)
			return
		}
		if p := translate.DottedName(s.Func); (p == "OrderedDict" || strings.HasSuffix(p, ".OrderedDict") || p == "dict") && len(s.Args) == 0 && len(s.Keywords) == 0 {
			c.specItemSets(cl, specName, r) // spec = OrderedDict(); spec["x"] = int32
			return
		}
		c.specErrorf(spec.At(), "bad-signature", "write the spec as a list of (name, type) pairs", "jitclass spec of %s is not a list", cl.Name)
		return
	default:
		c.specErrorf(spec.At(), "bad-signature", "write the spec as a list of (name, type) pairs", "jitclass spec of %s is not a list", cl.Name)
		return
	}
	for _, e := range elts {
		if pair, ok := e.(*translate.Tuple); ok && len(pair.Elts) == 2 {
			c.specEntry(cl, pair.Elts[0], pair.Elts[1], e.At(), r)
			continue
		}
		c.specErrorf(e.At(), "bad-signature", "each entry of a spec is a pair (\"name\", type)", "bad jitclass spec entry")
	}
}

// specItemSets adds the fields that module-level `name[key] = type` statements put in the
// dict a spec names, in source order, as Numba reads an OrderedDict spec.
func (c *checker) specItemSets(cl *Class, name string, r typeResolver) {
	if name == "" {
		return
	}
	for _, set := range c.mod.ItemSets {
		if set.Name == name {
			c.specEntry(cl, set.Key, set.Value, set.Pos, r)
		}
	}
}

// specEntry adds the field that one entry of a spec declares: its name (a string constant)
// and type.
func (c *checker) specEntry(cl *Class, nameX, annot translate.Expr, at translate.Pos, r typeResolver) {
	name, _ := nameX.(*translate.Const)
	if name == nil || name.Kind != translate.StrConst {
		c.specErrorf(at, "bad-signature", "each entry of a spec is a pair (\"name\", type)", "bad jitclass spec entry")
		return
	}
	c.addField(cl, constant.StringVal(name.Value), annot, at, false, r)
}

// addField adds the field name of the type annot names; an annotation in the class body
// does not replace a field the spec declares.
func (c *checker) addField(cl *Class, name string, annot translate.Expr, at translate.Pos, annotated bool, r typeResolver) {
	if cl.Field(name) != nil {
		if !annotated {
			c.specErrorf(at, "bad-signature", "", "jitclass field %s is declared twice", name)
		}
		return
	}
	t, err := r.resolve(annot)
	if err != nil || !fieldType(t) {
		if cl.badFields == nil {
			cl.badFields = map[string]bool{}
		}
		cl.badFields[name] = true
	}
	if err != nil {
		c.specErrorf(annot.At(), "bad-signature", "give the field a Numba type: a number, an array, a list, a str, a tuple, a jitclass defined before (P.class_type.instance_type), a deferred_type() or optional(T)", "jitclass field %s: %v", name, err)
		return
	}
	if !fieldType(t) {
		c.specErrorf(annot.At(), "unsupported-feature", "fields may be numbers, arrays, lists, strs, tuples and optional values of them, and instances of jitclasses", "jitclass field %s has type %s, which pygo does not support in a jitclass", name, t)
		return
	}
	goName := Exported(name)
	for i := 2; cl.goField(goName); i++ {
		goName = Exported(name) + itoa(i) // _x and x are both X
	}
	cl.Fields = append(cl.Fields, &Field{Name: name, Type: t, GoName: goName})
}

// fieldType reports whether a jitclass field may have type t.
func fieldType(t Type) bool {
	switch t := t.(type) {
	case *Basic, *Array, *Class, StrType:
		return true
	case *List:
		return true
	case *Tuple:
		for _, e := range t.Elems {
			if !fieldType(e) {
				return false
			}
		}
		return true
	case *Optional:
		return fieldType(t.Elem)
	}
	return false
}

// specErrorf reports a problem in a jitclass's spec at once: Numba rejects the class when
// the decorator runs, whether or not compiled code uses it.
func (c *checker) specErrorf(p translate.Pos, code, hint, format string, args ...any) {
	c.diags.Add(c.file, p, code, hint, format, args...)
}

// classAttribute types x.name for a jitclass instance x: a field, a bound method, a
// property (the getter's result) or a static method.
func (st *fnState) classAttribute(e *translate.Attribute, cl *Class) Type {
	if f := cl.Field(e.Name); f != nil {
		return f.Type
	}
	m := cl.methods[e.Name]
	if m == nil && cl.badFields[e.Name] {
		return nil
	}
	if m == nil {
		st.c.errorf(e.Pos, "unknown-attribute", "declare the field in the class's spec", "jitclass %s has no attribute %s", cl.Name, e.Name)
		return nil
	}
	switch m.m.Kind {
	case translate.MethodStatic:
		return &FuncRef{Fn: m.fe}
	case translate.MethodProperty:
		sp := st.c.newSpec(m.fe, []Type{cl}, nil)
		st.info.Props[e] = sp
		st.callee(sp, m.fe)
		return sp.Result
	case translate.MethodInit:
		st.c.errorf(e.Pos, "unsupported-feature", "construct a new instance instead", "calling __init__ of an instance is not supported")
		return nil
	}
	return &BoundMethod{Class: cl, name: e.Name}
}

// classRefAttribute types Class.name. Numba 0.56 compiles no attribute of a jitclass
// itself, static methods included ("Unknown attribute ... of type jitclass...").
func (st *fnState) classRefAttribute(e *translate.Attribute, cl *Class) Type {
	hint := "call static methods on an instance: obj." + e.Name + "(...)"
	if m := cl.methods[e.Name]; m == nil || m.m.Kind != translate.MethodStatic {
		hint = ""
	}
	st.c.errorf(e.Pos, "unsupported-feature", hint, "compiled code cannot read attribute %s of the jitclass %s itself", e.Name, cl.Name)
	return nil
}

// callee records what calling sp implies for the caller.
func (st *fnState) callee(sp *Spec, fe *funcEntry) {
	if sp.Raises {
		st.raises = true
	}
	if sp.UsesRandom {
		st.random = true
	}
	if sp.UsesNPRandom {
		st.npRandom = true
	}
}

// classCall types Class(args) (a constructor) and obj.method(args).
func (st *fnState) classCall(e *translate.Call, ft Type) Type {
	switch f := ft.(type) {
	case *ClassRef:
		m := f.Class.methods["__init__"]
		if m == nil {
			st.c.errorf(e.Pos, "unsupported-feature", "give the class an __init__ method", "jitclass %s has no __init__", f.Class.Name)
			return nil
		}
		// Numba 0.56 lowers a constructor call from compiled code with its positional
		// arguments only: "unsupported keyword arguments", "invalid number of args".
		if len(e.Keywords) > 0 {
			st.c.errorf(e.Keywords[0].Pos, "unsupported-feature", "pass the arguments of a jitclass constructor by position", "compiled code cannot pass keyword arguments to the jitclass %s (Numba 0.56 does not lower them)", f.Class.Name)
			return nil
		}
		if n := len(m.fe.def.Params) - 1; len(e.Args) < n {
			st.c.errorf(e.Pos, "unsupported-feature", "pass every argument of __init__, defaults included", "compiled code must pass all %d arguments of %s.__init__ (Numba 0.56 does not fill in defaults of a jitclass constructor)", n, f.Class.Name)
			return nil
		}
		if st.userCallSelf(e, m.fe, nil, f.Class) == nil {
			return nil
		}
		st.info.Calls[e].Kind = CallNew
		return f.Class
	case *BoundMethod:
		recv := e.Func.(*translate.Attribute).X
		fe := f.Class.methods[f.name].fe
		if fe == st.spec.fn {
			// Numba 0.56: "compiler re-entrant to the same function signature".
			st.c.errorf(e.Pos, "unsupported-feature", "write the recursion as a loop or in an @njit function", "jitclass method %s.%s calls itself, which Numba cannot compile", f.Class.Name, f.name)
			return nil
		}
		return st.userCallSelf(e, fe, recv, f.Class)
	}
	return nil
}

// assignField types obj.name = value for a jitclass instance obj.
func (st *fnState) assignField(tg *translate.Attribute, t Type) {
	xt := st.unwrapRef(tg.X, st.expr(tg.X))
	if rec, ok := xt.(*Record); ok {
		st.storeRecordField(tg, rec, tg.Name, t)
		return
	}
	cl, ok := xt.(*Class)
	if !ok {
		if xt != nil {
			st.c.errorf(tg.Pos, "unsupported-feature", "", "attribute assignment is not supported")
		}
		return
	}
	f := cl.Field(tg.Name)
	if set := cl.setters[tg.Name]; f == nil && set != nil && t != nil {
		sp := st.c.newSpec(set.fe, []Type{cl, t}, nil)
		st.info.PropSets[tg] = sp
		st.callee(sp, set.fe)
		if _, read := st.info.Types[tg]; !read {
			// obj.prop op= v reads the getter's type, which the value's need not be.
			st.info.Types[tg] = t
		}
		return
	}
	if f == nil && cl.badFields[tg.Name] {
		return
	}
	if f == nil {
		st.c.errorf(tg.Pos, "unknown-attribute", "declare the field in the class's spec", "jitclass %s has no field %s", cl.Name, tg.Name)
		return
	}
	st.info.Types[tg] = f.Type
	if t != nil && !canStore(t, f.Type) {
		st.c.errorf(tg.Pos, "type-mismatch", "declare the field with the value's type in the class's spec, or convert the value to the field's type", "cannot assign %s to field %s of type %s", t, tg.Name, f.Type)
	}
}

// canStore reports whether a value of type from may be stored in a field of type to: an
// optional field takes None, an optional value and a value of its element type.
func canStore(from, to Type) bool {
	if o, ok := to.(*Optional); ok {
		switch f := from.(type) {
		case NoneType:
			return true
		case *Optional:
			return canConvert(f.Elem, o.Elem)
		}
		return canConvert(from, o.Elem)
	}
	return canConvert(from, to)
}

func (c *Class) goField(name string) bool {
	for _, f := range c.Fields {
		if f.GoName == name {
			return true
		}
	}
	return false
}
