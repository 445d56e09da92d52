package translate

import "github.com/go-python/gpython/ast"

// JitClassDef is a module-level class decorated with @jitclass(spec): a Go struct whose
// fields the spec declares, with its methods compiled as functions taking the instance first.
type JitClassDef struct {
	Pos
	Name string
	Doc  string
	// Spec is the decorator's argument: a list of (name, type) pairs, or a name bound to one
	// at module level; nil when the decorator has none.
	Spec Expr
	// Methods are the class's functions in source order; each Def is named Class.method.
	Methods []*Method
	// Annotated are the fields declared in the class body (`x: float64`), in source order;
	// the spec's entries come first and take precedence, as in Numba.
	Annotated []*Declare
}

// MethodKind says how a method of a jitclass is called.
type MethodKind int

// Method kinds.
const (
	MethodPlain    MethodKind = iota // obj.m(args), self bound to obj
	MethodInit                       // __init__, called by Class(args)
	MethodProperty                   // @property: obj.m reads it
	MethodStatic                     // @staticmethod: no self
	MethodSetter                     // @name.setter: obj.name = v calls it
)

// Method is one function of a jitclass.
type Method struct {
	Name string // the method's own name (move)
	Kind MethodKind
	Def  *FuncDef // Def.Name is "Class.method" ("Class.method.setter" for a setter)
}

// jitClassDecorator returns the @jitclass decorator of a class statement, or nil.
func (l *lowerer) jitClassDecorator(s *ast.ClassDef) (ast.Expr, bool) {
	for _, d := range s.DecoratorList {
		f := d
		if c, ok := d.(*ast.Call); ok {
			f = c.Func
		}
		switch f := f.(type) {
		case *ast.Name:
			if f.Id == "jitclass" {
				return d, true
			}
		case *ast.Attribute:
			if f.Attr == "jitclass" {
				return d, true
			}
		}
	}
	return nil, false
}

// jitClassCall lowers `Name = jitclass(Cls, spec)`, `Name = jitclass(spec)(Cls)` or
// `Name = jitclass(Cls)` at module level, Cls a plain class defined before it, as the class
// Cls decorated with @jitclass(spec) under the name Name (Cls itself stays a plain class).
func (l *lowerer) jitClassCall(s *ast.Assign, classes map[string]*ast.ClassDef) (*JitClassDef, bool) {
	if len(s.Targets) != 1 {
		return nil, false
	}
	target, ok := s.Targets[0].(*ast.Name)
	call, isCall := s.Value.(*ast.Call)
	if !ok || !isCall || len(call.Keywords) > 0 || call.Starargs != nil || call.Kwargs != nil || len(call.Args) == 0 {
		return nil, false
	}
	cls, ok := call.Args[0].(*ast.Name)
	if !ok || classes[string(cls.Id)] == nil {
		return nil, false
	}
	// The decorator the call stands for: jitclass(spec) called on Cls, or jitclass itself
	// called with Cls and the spec.
	var dec ast.Expr
	switch {
	case len(call.Args) == 1:
		dec = call.Func // jitclass(spec)(Cls), or jitclass(Cls)
	case len(call.Args) == 2:
		d := *call
		d.Args = call.Args[1:]
		dec = &d // jitclass(Cls, spec)
	default:
		return nil, false
	}
	probe := &ast.ClassDef{DecoratorList: []ast.Expr{dec}}
	if _, ok := l.jitClassDecorator(probe); !ok {
		return nil, false
	}
	c := *classes[string(cls.Id)]
	c.Name, c.DecoratorList = target.Id, []ast.Expr{dec}
	return l.jitClass(&c, dec), true
}

// jitClass lowers a class statement decorated with @jitclass.
func (l *lowerer) jitClass(s *ast.ClassDef, dec ast.Expr) *JitClassDef {
	jc := &JitClassDef{Pos: l.pos(s), Name: string(s.Name)}
	// class C(object) is a plain class, as in Python 3.
	bases := s.Bases
	if len(bases) == 1 && isName(bases[0], "object") {
		bases = nil
	}
	if len(bases) > 0 || len(s.Keywords) > 0 || s.Starargs != nil || s.Kwargs != nil {
		l.errorf(jc.Pos, "unsupported-feature", "jitclasses cannot inherit; copy the fields and methods into the class", "jitclass %s has base classes", jc.Name)
	}
	if len(s.DecoratorList) > 1 {
		l.errorf(jc.Pos, "unsupported-feature", "", "jitclass %s has other decorators besides @jitclass", jc.Name)
	}
	if c, ok := dec.(*ast.Call); ok {
		switch {
		case len(c.Args) == 1 && len(c.Keywords) == 0:
			jc.Spec = l.expr(c.Args[0])
		case len(c.Args) == 0 && len(c.Keywords) == 1 && string(c.Keywords[0].Arg) == "spec":
			jc.Spec = l.expr(c.Keywords[0].Value)
		case len(c.Args) == 0 && len(c.Keywords) == 0:
		default:
			l.errorf(jc.Pos, "unsupported-feature", "", "@jitclass takes one argument, the spec")
		}
	}
	body := s.Body
	if doc, ok := docstring(body); ok {
		jc.Doc = cleanDoc(doc)
		body = body[1:]
	}
	for _, st := range body {
		switch st := st.(type) {
		case *ast.Pass, *ast.ExprStmt:
			// modernize turned a field annotation `x: T` into pass (or 0) at its place.
			p := l.pos(st)
			if an, ok := l.side.lookupAnnot(p); ok && an.Decl {
				jc.Annotated = append(jc.Annotated, &Declare{Pos: p, Name: l.identAt(p), Annot: l.annotExpr(an)})
				continue
			}
			if _, ok := st.(*ast.Pass); !ok {
				l.errorf(p, "unsupported-feature", "declare the fields in the spec and set them in __init__", "a jitclass body may hold only methods and field annotations")
			}
		case *ast.FunctionDef:
			m := &Method{Name: string(st.Name)}
			decs := st.DecoratorList
			st.DecoratorList = nil
			for _, d := range decs {
				n, ok := d.(*ast.Name)
				at, isAttr := d.(*ast.Attribute)
				switch {
				case isAttr && at.Attr == "setter" && isName(at.Value, m.Name), ok && string(n.Id) == m.Name+".setter":
					// gpython spells the dotted decorator as one Name "x.setter".
					m.Kind = MethodSetter
				case ok && n.Id == "property":
					m.Kind = MethodProperty
				case ok && n.Id == "staticmethod":
					m.Kind = MethodStatic
				default:
					l.errorf(l.pos(d), "unsupported-feature", "jitclass methods may be plain, @property, @name.setter or @staticmethod", "unsupported decorator on method %s.%s", jc.Name, m.Name)
				}
			}
			if m.Name == "__init__" {
				m.Kind = MethodInit
			}
			m.Def = l.funcDef(st, false)
			m.Def.Name = jc.Name + "." + m.Name
			if m.Kind == MethodSetter {
				m.Def.Name += ".setter"
			}
			if m.Kind != MethodStatic && len(m.Def.Params) == 0 {
				l.errorf(m.Def.Pos, "syntax-error", "", "method %s.%s has no self parameter", jc.Name, m.Name)
				continue
			}
			if m.Kind == MethodProperty && len(m.Def.Params) != 1 {
				l.errorf(m.Def.Pos, "syntax-error", "", "property %s.%s takes only self", jc.Name, m.Name)
				continue
			}
			if m.Kind == MethodSetter && len(m.Def.Params) != 2 {
				l.errorf(m.Def.Pos, "syntax-error", "", "setter %s.%s takes self and the value", jc.Name, m.Name)
				continue
			}
			jc.Methods = append(jc.Methods, m)
		default:
			l.errorf(l.pos(st), "unsupported-feature", "declare the fields in the spec and set them in __init__", "a jitclass body may hold only methods and field annotations")
		}
	}
	return jc
}

func isName(e ast.Expr, id string) bool {
	n, ok := e.(*ast.Name)
	return ok && string(n.Id) == id
}
