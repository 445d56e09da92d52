package typer

import (
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

// signature is an eager signature: argument types and an optional result type.
type signature struct {
	params []Type
	result Type // nil when only the argument types are given
}

func (s *signature) String() string {
	parts := make([]string, len(s.params))
	for i, p := range s.params {
		parts[i] = p.String()
	}
	r := ""
	if s.result != nil {
		r = s.result.String()
	}
	return r + "(" + strings.Join(parts, ", ") + ")"
}

// typeResolver turns a type expression into a Type. Names are looked up through the
// module's imports so that `nb.float64`, `types.f8` and a bare imported `float64` all work.
type typeResolver struct {
	mod *translate.Module
	// strict is false inside signature strings, where every Numba type name is known
	// without an import.
	strict bool
}

func (r typeResolver) resolve(e translate.Expr) (Type, error) {
	switch e := e.(type) {
	case *translate.Name:
		if r.strict {
			if im, ok := r.mod.Imports[e.Id]; ok {
				return r.byPath(im.Path(), e)
			}
			if t, ok := pythonTypeNames[e.Id]; ok {
				return t, nil
			}
			if _, ok := numbaTypeNames[e.Id]; ok {
				return nil, fmt.Errorf("type name %s is not imported; write numba.%s or import it from numba", e.Id, e.Id)
			}
			return nil, fmt.Errorf("unknown type %s", e.Id)
		}
		if t, ok := numbaTypeNames[e.Id]; ok {
			return t, nil
		}
		if t, ok := pythonTypeNames[e.Id]; ok {
			return t, nil
		}
		return nil, fmt.Errorf("unknown type %s", e.Id)
	case *translate.Attribute:
		path := translate.DottedName(e)
		if path == "" {
			break
		}
		first, rest, _ := strings.Cut(path, ".")
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
		case "Array":
			return r.arrayCall(e)
		case "Tuple":
			if len(e.Args) == 1 {
				if tup, ok := e.Args[0].(*translate.Tuple); ok {
					return r.tuple(tup)
				}
			}
			return nil, fmt.Errorf("Tuple takes one tuple of types")
		}
	case *translate.Tuple:
		return r.tuple(e)
	case *translate.Subscript:
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
	return nil, fmt.Errorf("unknown Numba type %s", path)
}

// parseSignature interprets a signature: a call `result(args...)` or a tuple of argument types,
// either written in Python (`float64(float64, int64)` with imported names) or as a string.
func (r typeResolver) parseSignature(e translate.Expr, file string) (*signature, error) {
	if c, ok := e.(*translate.Const); ok && c.Kind == translate.StrConst {
		text := constant.StringVal(c.Value)
		pe, err := translate.ParseExpr(file, text, translate.Pos{Line: c.Line, Col: c.Col + 1})
		if err != nil {
			return nil, fmt.Errorf("cannot parse signature %q", text)
		}
		return typeResolver{mod: r.mod}.parseSignature(pe, file)
	}
	switch e := e.(type) {
	case *translate.Call:
		if len(e.Keywords) > 0 {
			break
		}
		res, err := r.resolve(e.Func)
		if err != nil {
			return nil, err
		}
		s := &signature{result: res}
		for _, a := range e.Args {
			t, err := r.resolve(a)
			if err != nil {
				return nil, err
			}
			s.params = append(s.params, t)
		}
		return s, nil
	case *translate.Tuple:
		s := &signature{}
		for _, a := range e.Elts {
			t, err := r.resolve(a)
			if err != nil {
				return nil, err
			}
			s.params = append(s.params, t)
		}
		return s, nil
	}
	return nil, fmt.Errorf("a signature looks like \"float64(float64, int64)\"")
}
