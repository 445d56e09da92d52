package typer

import (
	"errors"
	"fmt"
	"go/constant"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// numbaTypeNames maps Numba's scalar type names and abbreviations to pygo types.
var numbaTypeNames = map[string]Type{
	"boolean": Bool, "bool_": Bool, "b1": Bool,
	"int8": Int8, "i1": Int8, "int16": Int16, "i2": Int16, "int32": Int32, "i4": Int32,
	"int64": Int64, "i8": Int64, "intp": Int64, "int_": Int64, "intc": Int32,
	"uint8": Uint8, "u1": Uint8, "uint16": Uint16, "u2": Uint16, "uint32": Uint32, "u4": Uint32,
	"uint64": Uint64, "u8": Uint64, "uintp": Uint64, "uintc": Uint32, "byte": Uint8,
	"float32": Float32, "f4": Float32, "float64": Float64, "f8": Float64, "double": Float64, "float_": Float64,
	"complex64": Complex64, "c8": Complex64, "complex128": Complex128, "c16": Complex128,
	"void": NoneType{}, "none": NoneType{},
}

// pythonTypeNames are the builtin classes usable as annotations.
var pythonTypeNames = map[string]Type{"int": Int64, "float": Float64, "bool": Bool, "complex": Complex128}

// signature is an entry signature: argument types and an optional result type.
type signature struct {
	// args are the arguments as written; bind turns them into params and vararg.
	args   []sigArg
	result Type // nil when only the argument types are given
	// params are the types of the parameters a caller passes, in order; the parameters after
	// them take their defaults. vararg is the type of *args (nil when the function has none).
	// Both are set by bind.
	params []Type
	vararg *Tuple
	// at is the signature expression, for diagnostics; source is the text of a -sig flag
	// (its positions are in that text), empty for signatures in the Python file.
	at     translate.Expr
	source string
	// written is the signature string of a decorator, as written; empty otherwise.
	written string
	form    sigForm
}

// sigArg is one argument of a written signature: a type, or Omitted(value) for an argument
// the caller leaves out (Numba's types.Omitted), which takes the parameter's default.
type sigArg struct {
	typ     Type
	omitted translate.Expr // the value of Omitted(value); nil for a type
	at      translate.Expr
}

func (s *signature) String() string {
	var parts []string
	for _, a := range s.args {
		if a.omitted != nil {
			parts = append(parts, "Omitted(...)")
			continue
		}
		parts = append(parts, a.typ.String())
	}
	r := ""
	if s.result != nil {
		r = s.result.String()
	}
	return r + "(" + strings.Join(parts, ", ") + ")"
}

// typeError is a problem with a type expression, positioned at the part that is wrong.
type typeError struct {
	at  translate.Expr
	msg string
}

func (e *typeError) Error() string { return e.msg }

// errorAt returns the position of a typeError inside err, or the position of fallback.
func errorAt(err error, fallback translate.Expr) translate.Expr {
	var te *typeError
	if errors.As(err, &te) {
		return te.at
	}
	return fallback
}

// typeResolver turns a type expression into a Type. Names are looked up through the
// module's imports so that `nb.float64`, `types.f8` and a bare imported `float64` all work.
type typeResolver struct {
	mod *translate.Module
	// strict is false inside signature strings, where every Numba type name is known
	// without an import.
	strict bool
	// classes are the module's jitclasses: their names are instance types.
	classes map[string]*Class
	// namedTuples are the module's namedtuple classes, which signatures may name.
	namedTuples map[string]*NamedTuple
	// enums are the module's enum classes: a class's name is the type of its members.
	enums map[string]*Enum
	// later are all the module's jitclasses, those defined after the one whose spec is
	// resolved included: the type a deferred_type() is defined as may name any of them.
	later map[string]*Class
	// depth counts the deferred types being resolved, to stop a type defined as itself.
	depth int
}

// resolve returns the type that e names. Errors are *typeError values positioned at the
// innermost part of e that is not a type.
func (r typeResolver) resolve(e translate.Expr) (Type, error) {
	t, err := r.resolveExpr(e)
	var te *typeError
	if err != nil && !errors.As(err, &te) {
		err = &typeError{at: e, msg: err.Error()}
	}
	return t, err
}

// isDeferred reports whether the module binds name to numba.deferred_type().
func (r typeResolver) isDeferred(name string) bool {
	for _, g := range r.mod.Globals {
		if c, ok := g.Value.(*translate.Call); ok && g.Name == name {
			if p := translate.DottedName(c.Func); p == "deferred_type" || strings.HasSuffix(p, ".deferred_type") {
				return true
			}
		}
	}
	return false
}

// deferredType resolves a name bound to deferred_type() as the type that the module's
// `name.define(T)` statement gives it (the last one, as Numba's define runs once).
func (r typeResolver) deferredType(name string) (Type, error) {
	var def *translate.Define
	for _, d := range r.mod.Defines {
		if d.Name == name {
			def = d
		}
	}
	if def == nil {
		return nil, fmt.Errorf("%s is a deferred_type() that no module-level %s.define(...) defines", name, name)
	}
	if r.depth > 8 {
		return nil, fmt.Errorf("%s is a deferred_type() defined through itself", name)
	}
	inner := r
	inner.depth++
	if r.later != nil {
		inner.classes = r.later
	}
	t, err := inner.resolve(def.Type)
	if err != nil {
		return nil, fmt.Errorf("%s.define: %w", name, err)
	}
	return t, nil
}

func (r typeResolver) resolveExpr(e translate.Expr) (Type, error) {
	switch e := e.(type) {
	case *translate.Name:
		if cl := r.classes[e.Id]; cl != nil {
			return cl, nil
		}
		if en := r.enums[e.Id]; en != nil {
			if en.err != "" {
				return nil, fmt.Errorf("class %s is %s", en.Name, en.err)
			}
			return en, nil
		}
		if e.Id == "datetime64" || e.Id == "timedelta64" {
			return datetimeType(e.Id == "timedelta64", ""), nil // Numba's datetime64[] (generic)
		}
		if r.isDeferred(e.Id) {
			return r.deferredType(e.Id)
		}
		if r.strict {
			if im, ok := r.mod.Imports[e.Id]; ok {
				return r.byPath(im.Path(), e)
			}
			if t, ok, err := r.globalType(e.Id); ok && err == nil {
				return t, nil
			}
			if t, ok := pythonTypeNames[e.Id]; ok {
				return t, nil
			}
			if _, ok := numbaTypeNames[e.Id]; ok {
				return nil, fmt.Errorf("type name %s is not imported; write numba.%s or import it from numba", e.Id, e.Id)
			}
			return nil, fmt.Errorf("unknown type %q", e.Id)
		}
		if t, ok := numbaTypeNames[e.Id]; ok {
			return t, nil
		}
		if t, ok := pythonTypeNames[e.Id]; ok {
			return t, nil
		}
		return nil, fmt.Errorf("unknown type %q", e.Id)
	case *translate.Attribute:
		path := translate.DottedName(e)
		if path == "" {
			break
		}
		first, rest, _ := strings.Cut(path, ".")
		if cl := r.classes[first]; cl != nil && rest == "class_type.instance_type" {
			return cl, nil // the instance type of a jitclass, as a spec names it
		}
		if im, ok := r.mod.Imports[first]; ok {
			path = im.Path() + "." + rest
		}
		return r.byPath(path, e)
	case *translate.Const:
		if e.Kind == translate.StrConst {
			return nil, fmt.Errorf("nested signature strings are not supported")
		}
		if e.Kind == translate.NoneConst {
			return NoneType{}, nil
		}
	case *translate.Call:
		name := translate.DottedName(e.Func)
		if nt := r.namedTuples[name]; nt != nil && nt.err == "" {
			return r.resolveNamed(e, nt)
		}
		if len(e.Args) <= 1 && len(e.Keywords) == 0 {
			var unit translate.Expr
			if len(e.Args) == 1 {
				unit = e.Args[0]
			}
			if t, ok, err := datetimeTypeName(name, unit); ok && strings.HasPrefix(name[strings.LastIndex(name, ".")+1:], "NP") {
				return t, err
			}
		}
		switch name[strings.LastIndex(name, ".")+1:] {
		case "UniTuple":
			if len(e.Args) == 2 {
				elem, err := r.resolve(e.Args[0])
				if err != nil {
					return nil, err
				}
				if c, ok := e.Args[1].(*translate.Const); ok && c.Kind == translate.IntConst {
					n, _ := constant.Int64Val(c.Value)
					if n >= 0 && n <= 64 {
						t := &Tuple{}
						for range n {
							t.Elems = append(t.Elems, elem)
						}
						return t, nil
					}
				}
			}
			return nil, fmt.Errorf("UniTuple takes a type and a small constant count")
		case "optional", "Optional", "OptionalType":
			// Numba's Optional(T): T or None.
			if len(e.Args) == 1 && len(e.Keywords) == 0 {
				elem, err := r.resolve(e.Args[0])
				if err != nil {
					return nil, err
				}
				switch elem.(type) {
				case NoneType, *Optional:
					return nil, fmt.Errorf("optional takes a type other than None or an optional type")
				}
				return &Optional{Elem: elem}, nil
			}
			return nil, fmt.Errorf("optional takes one type")
		case "Array":
			return r.arrayCall(e)
		case "Record":
			return r.recordCall(e)
		case "List", "list", "ListType":
			return r.listCall(e)
		case "DictType", "Dict":
			return r.dictCall(e.Args, len(e.Keywords) > 0)
		case "Set", "set":
			return r.setCall(e)
		case "Tuple":
			if len(e.Args) == 1 {
				if tup, ok := e.Args[0].(*translate.Tuple); ok {
					return r.tuple(tup)
				}
			}
			if len(e.Args) >= 2 {
				// Tuple(int64, float64), the form Numba prints.
				return r.tuple(&translate.Tuple{Pos: e.Pos, Elts: e.Args})
			}
			return nil, fmt.Errorf("Tuple takes one tuple of types")
		}
	case *translate.Tuple:
		return r.tuple(e)
	case *translate.Subscript:
		if n := translate.DottedName(e.X); n == "ListType" || strings.HasSuffix(n, ".ListType") {
			return r.listCall(&translate.Call{Pos: e.Pos, Func: e.X, Args: []translate.Expr{e.Index}})
		}
		if n := translate.DottedName(e.X); n == "DictType" || strings.HasSuffix(n, ".DictType") {
			if tup, ok := e.Index.(*translate.Tuple); ok {
				return r.dictCall(tup.Elts, false)
			}
			return nil, fmt.Errorf("DictType takes a key type and a value type")
		}
		if t, ok, err := datetimeTypeName(translate.DottedName(e.X), e.Index); ok {
			return t, err
		}
		return r.arrayType(e)
	}
	return nil, fmt.Errorf("not a type")
}

func (r typeResolver) tuple(tup *translate.Tuple) (Type, error) {
	t := &Tuple{}
	for _, x := range tup.Elts {
		et, err := r.resolve(x)
		if err != nil {
			return nil, err
		}
		t.Elems = append(t.Elems, et)
	}
	return t, nil
}

func (r typeResolver) byPath(path string, at translate.Node) (Type, error) {
	if rest, ok := strings.CutPrefix(path, "types."); ok {
		path = "numba.types." + rest // `from numba import types`, as signatures are often written
	}
	if !strings.HasPrefix(path, "numba.") {
		if t, ok := pythonTypeNames[path]; ok {
			return t, nil
		}
		if rest, ok := strings.CutPrefix(path, "numpy."); ok {
			if t, ok := numbaTypeNames[rest]; ok {
				return t, nil
			}
		}
		return nil, fmt.Errorf("%s is not a type", path)
	}
	name := path[strings.LastIndex(path, ".")+1:]
	if t, ok := numbaTypeNames[name]; ok {
		return t, nil
	}
	return nil, fmt.Errorf("unknown Numba type %q", path)
}

// parseSignature interprets a signature: a call `result(args...)` or a tuple of argument types,
// either written in Python (`float64(float64, int64)` with imported names) or as a string.
// An argument may be Omitted(value), Numba's type of an argument the caller leaves out.
func (r typeResolver) parseSignature(e translate.Expr, file string) (*signature, error) {
	if c, ok := e.(*translate.Const); ok && c.Kind == translate.StrConst {
		text := constant.StringVal(c.Value)
		pe, err := translate.ParseExpr(file, numbaTypeText(text), translate.Pos{Line: c.Line, Col: c.Col + 1, File: c.File})
		if err != nil {
			return nil, &typeError{at: e, msg: fmt.Sprintf("cannot parse signature %q", text)}
		}
		s, err := typeResolver{mod: r.mod, classes: r.classes}.parseSignature(pe, file)
		if s != nil {
			s.written = text
		}
		return s, err
	}
	var args []translate.Expr
	s := &signature{at: e}
	switch e := e.(type) {
	case *translate.Call:
		if len(e.Keywords) > 0 {
			return nil, &typeError{at: e, msg: "a signature looks like \"float64(float64, int64)\""}
		}
		res, err := r.resolve(e.Func)
		if err != nil {
			return nil, err
		}
		s.result, args = res, e.Args
	case *translate.Tuple:
		args = e.Elts
	default:
		return nil, &typeError{at: e, msg: "a signature looks like \"float64(float64, int64)\""}
	}
	for _, a := range args {
		if v, ok := r.omitted(a); ok {
			s.args = append(s.args, sigArg{omitted: v, at: a})
			continue
		}
		t, err := r.resolve(a)
		if err != nil {
			return nil, err
		}
		s.args = append(s.args, sigArg{typ: t, at: a})
	}
	return s, nil
}

// omitted recognizes Omitted(value), types.Omitted(value) and numba.types.Omitted(value).
func (r typeResolver) omitted(e translate.Expr) (translate.Expr, bool) {
	call, ok := e.(*translate.Call)
	if !ok || len(call.Args) != 1 || len(call.Keywords) != 0 {
		return nil, false
	}
	name := translate.DottedName(call.Func)
	if name != "Omitted" && !strings.HasSuffix(name, ".Omitted") {
		return nil, false
	}
	return call.Args[0], true
}
