package typer

import (
	"go/constant"
	"sort"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// Named tuples. A module-level `Point = collections.namedtuple('Point', ['x', 'y'])` declares a
// class; an instance is a *Tuple whose Class is set, so everything that works for tuples
// (indexing, len, unpacking, iteration, comparison, passing and returning) works for it, plus
// attribute access by field name. As in Numba, the field types are those of the values a
// construction passes: Point(1, 2) and Point(1.0, 2.5) are two types of one class.

// NamedTuple is a collections.namedtuple class defined at module level.
type NamedTuple struct {
	Name   string
	Pos    translate.Pos
	Fields []string // the Python field names, in order
	// GoName is the Go struct type (exported, generic over the field types), GoFields its
	// fields, one per Fields.
	GoName   string
	GoFields []string
	// Defaults holds each field's default value expression (module-level source), or nil.
	Defaults []translate.Expr
	// err says why pygo cannot compile the class ("" when it can); it is reported where
	// compiled code uses the class, as Numba fails only there.
	err string
}

// Field returns the index of the field named name, or -1.
func (nt *NamedTuple) Field(name string) int {
	for i, f := range nt.Fields {
		if f == name {
			return i
		}
	}
	return -1
}

// NamedTupleRef is the type of the name of a namedtuple class (or of type(p) for an
// instance p): calling it builds an instance.
type NamedTupleRef struct{ Class *NamedTuple }

func (r *NamedTupleRef) String() string { return "class " + r.Class.Name }
func (*NamedTupleRef) typ()             {}

// namedString spells a namedtuple type as its repr spells a value, Point(x=float64,
// y=float64): a Python expression that signatures accept back.
func namedString(t *Tuple) string {
	parts := make([]string, len(t.Elems))
	for i, e := range t.Elems {
		parts[i] = t.Class.Fields[i] + "=" + e.String()
	}
	return t.Class.Name + "(" + strings.Join(parts, ", ") + ")"
}

// NamedOf returns the class of a namedtuple type, or nil.
func NamedOf(t Type) *NamedTuple {
	if tt, ok := t.(*Tuple); ok {
		return tt.Class
	}
	return nil
}

// collectNamedTuples finds the module-level namedtuple classes.
func (c *checker) collectNamedTuples() {
	c.namedTuples = map[string]*NamedTuple{}
	for _, g := range c.mod.Globals {
		call, ok := g.Value.(*translate.Call)
		if !ok || c.resolvePath(call.Func) != "collections.namedtuple" {
			continue
		}
		nt := &NamedTuple{Name: g.Name, Pos: g.Pos}
		nt.err = nt.parse(call)
		if nt.err == "" && nt.Name != g.Name {
			nt.err = "its class name " + nt.Name + " is not the name it is assigned to (" + g.Name + ")"
		}
		taken := map[string]bool{}
		for _, f := range nt.Fields {
			goName := Exported(f)
			for i := 2; taken[goName]; i++ {
				goName = Exported(f) + itoa(i) // a_b and aB are both AB
			}
			taken[goName] = true
			nt.GoFields = append(nt.GoFields, goName)
		}
		delete(c.badGlob, g.Name)
		c.namedTuples[g.Name] = nt
	}
}

// parse reads namedtuple('Name', fields, defaults=(...)); it returns why pygo cannot compile
// the class, or "".
func (nt *NamedTuple) parse(call *translate.Call) string {
	if len(call.Args) != 2 {
		return "namedtuple takes a class name and the field names"
	}
	name, ok := strConst(call.Args[0])
	if !ok {
		return "its class name is not a string literal"
	}
	nt.Name = name
	switch f := call.Args[1].(type) {
	case *translate.Const:
		s, ok := strConst(f)
		if !ok {
			return "its field names are not a string, list or tuple of string literals"
		}
		nt.Fields = strings.Fields(strings.ReplaceAll(s, ",", " "))
	case *translate.List, *translate.Tuple:
		elts := listOrTupleElts(f)
		for _, x := range elts {
			s, ok := strConst(x)
			if !ok {
				return "its field names are not a string, list or tuple of string literals"
			}
			nt.Fields = append(nt.Fields, s)
		}
	default:
		return "its field names are not a string, list or tuple of string literals"
	}
	seen := map[string]bool{}
	for _, f := range nt.Fields {
		if !isIdentifier(f) || strings.HasPrefix(f, "_") || seen[f] {
			return "field name " + f + " is not a valid field name (Python raises ValueError)"
		}
		seen[f] = true
	}
	nt.Defaults = make([]translate.Expr, len(nt.Fields))
	for _, k := range call.Keywords {
		switch k.Name {
		case "defaults":
			elts := listOrTupleElts(k.Value)
			if elts == nil {
				if _, ok := k.Value.(*translate.Tuple); !ok {
					return "its defaults are not a tuple or list literal"
				}
			}
			if len(elts) > len(nt.Fields) {
				return "it has more defaults than fields"
			}
			copy(nt.Defaults[len(nt.Fields)-len(elts):], elts)
		case "module":
		default:
			return "pygo does not support namedtuple's " + k.Name + "= argument"
		}
	}
	return ""
}

func strConst(e translate.Expr) (string, bool) {
	if k, ok := e.(*translate.Const); ok && k.Kind == translate.StrConst {
		return constant.StringVal(k.Value), true
	}
	return "", false
}

func listOrTupleElts(e translate.Expr) []translate.Expr {
	switch e := e.(type) {
	case *translate.List:
		return e.Elts
	case *translate.Tuple:
		return e.Elts
	}
	return nil
}

func isIdentifier(s string) bool {
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 127 || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return s != ""
}

// namedTupleRef types the name of a namedtuple class in compiled code.
func (st *fnState) namedTupleRef(e *translate.Name, nt *NamedTuple) Type {
	if nt.err != "" {
		st.c.errorf(e.Pos, "unsupported-feature", "define it as Name = collections.namedtuple('Name', ['field', ...]) at module level",
			"namedtuple %s (%s) cannot be compiled: %s", e.Id, st.c.lineOf(nt.Pos, e.Pos), nt.err)
		return nil
	}
	return &NamedTupleRef{Class: nt}
}

// namedTupleCall types Point(a, b) or Point(y=b, x=a): an instance whose field types are
// those of the arguments (defaults filling in the fields the call leaves out).
func (st *fnState) namedTupleCall(e *translate.Call, nt *NamedTuple) Type {
	c := st.c
	bound := make([]translate.Expr, len(nt.Fields))
	ok := true
	args, spread := st.spreadArgs(e.Args, nt.Name) // Point(*t): one field per member of the tuple t
	if !spread {
		return nil
	}
	for i, a := range args {
		if i >= len(bound) {
			c.errorf(a.At(), "wrong-arg-count", "", "%s() takes %d positional arguments but %d were given", nt.Name, len(bound), len(args))
			return nil
		}
		bound[i] = a
	}
	for _, k := range e.Keywords {
		i := nt.Field(k.Name)
		switch {
		case k.Name == "":
			c.errorf(k.Pos, "unsupported-feature", "pass the fields one by one", "**kwargs in a call of namedtuple %s are not supported", nt.Name)
			return nil
		case i < 0:
			c.errorf(k.Pos, "wrong-arg-count", fieldsHint(nt), "%s() got an unexpected keyword argument %s", nt.Name, k.Name)
			ok = false
		case bound[i] != nil:
			c.errorf(k.Pos, "wrong-arg-count", "", "%s() got multiple values for argument %s", nt.Name, k.Name)
			ok = false
		default:
			bound[i] = k.Value
		}
	}
	t := &Tuple{Class: nt}
	for i, a := range bound {
		if a == nil {
			a = nt.Defaults[i]
		}
		if a == nil {
			if ok { // after a bad keyword, the missing field is a follow-on error
				c.errorf(e.Pos, "wrong-arg-count", fieldsHint(nt), "%s() missing required argument %s", nt.Name, nt.Fields[i])
			}
			ok = false
			continue
		}
		bound[i] = a
		at := st.expr(a)
		if at == nil {
			ok = false
			continue
		}
		if !isBasic(at) && !isTuple(at) && !isArray(at) && !isList(at) && !isStr(at) && !isDict(at) && !isSet(at) && !isOptional(at) {
			c.errorf(a.At(), "type-mismatch", "", "namedtuple fields may hold numbers, strings, arrays, tuples and lists, not %s", at)
			ok = false
			continue
		}
		t.Elems = append(t.Elems, at)
	}
	if !ok {
		return nil
	}
	st.info.Calls[e] = &Call{Kind: CallNamedTuple, Type: t, Args: bound, ArgTypes: t.Elems}
	return t
}

// namedAttribute types p.field of a namedtuple p; Numba compiles none of the underscore
// methods (_replace, _asdict, _fields, _make).
func (st *fnState) namedAttribute(e *translate.Attribute, t *Tuple) (Type, bool) {
	if i := t.Class.Field(e.Name); i >= 0 {
		return t.Elems[i], true
	}
	if strings.HasPrefix(e.Name, "_") {
		hint := "read the fields and build a new instance: " + t.Class.Name + "(...)"
		st.c.errorf(e.Pos, "unknown-attribute", hint, "namedtuple %s has no attribute %s: Numba compiles no namedtuple methods", t.Class.Name, e.Name)
		return nil, true
	}
	if e.Name == "index" {
		return nil, false // tuple.index
	}
	st.c.errorf(e.Pos, "unknown-attribute", fieldsHint(t.Class), "namedtuple %s has no field %s", t.Class.Name, e.Name)
	return nil, true
}

// resolveNamed resolves Point(float64, float64) or Point(x=float64, y=float64) in a signature.
func (r typeResolver) resolveNamed(e *translate.Call, nt *NamedTuple) (Type, error) {
	if len(e.Args)+len(e.Keywords) != len(nt.Fields) || len(e.Args) > 0 && len(e.Keywords) > 0 {
		return nil, &typeError{at: e, msg: "namedtuple " + nt.Name + " takes " + itoa(len(nt.Fields)) + " field types, all positional or all by name, in field order"}
	}
	t := &Tuple{Class: nt}
	args := e.Args
	for i, k := range e.Keywords {
		if k.Name != nt.Fields[i] {
			return nil, &typeError{at: k.Value, msg: "field " + itoa(i+1) + " of namedtuple " + nt.Name + " is " + nt.Fields[i] + ", not " + k.Name}
		}
		args = append(args, k.Value)
	}
	for _, a := range args {
		et, err := r.resolve(a)
		if err != nil {
			return nil, err
		}
		t.Elems = append(t.Elems, et)
	}
	return t, nil
}

// usedNamedTuples lists the namedtuple classes that the types of the program mention, in
// source order.
func (c *checker) usedNamedTuples() []*NamedTuple {
	return usedClasses(c, c.namedTuples, func(nt *NamedTuple) translate.Pos { return nt.Pos },
		func(t Type) (*NamedTuple, bool) {
			if t, ok := t.(*Tuple); ok && t.Class != nil {
				return t.Class, true
			}
			return nil, false
		})
}

// usedClasses lists the classes of all (namedtuples, enums) that the types of the program
// mention, in source order; class tells the class a type belongs to.
func usedClasses[K any](c *checker, all map[string]*K, pos func(*K) translate.Pos, class func(Type) (*K, bool)) []*K {
	used := map[*K]bool{}
	c.eachType(func(t Type) {
		if k, ok := class(t); ok {
			used[k] = true
		}
	})
	var out []*K
	for _, k := range all {
		if used[k] {
			out = append(out, k)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := pos(out[i]), pos(out[j])
		if a.File != b.File {
			return a.File < b.File
		}
		return a.Line < b.Line || a.Line == b.Line && a.Col < b.Col
	})
	return out
}

// eachType calls visit with every type the program's specializations mention (parameters,
// results and the types of expressions), and with every type nested in those.
func (c *checker) eachType(visit func(Type)) {
	var walk func(t Type)
	walk = func(t Type) {
		visit(t)
		switch t := t.(type) {
		case *Tuple:
			for _, e := range t.Elems {
				walk(e)
			}
		case *List:
			walk(t.Elem)
		case *Set:
			walk(t.Elem)
		case *Optional:
			walk(t.Elem)
		case *Dict:
			walk(t.Key)
			walk(t.Value)
		case *DictView:
			walk(t.Dict)
		case *Generator:
			walk(t.Elem)
		case *Iterator:
			walk(t.Elem)
		case *LitList:
			walk(t.Items)
		}
	}
	for _, s := range c.specs {
		for _, t := range s.Params {
			walk(t)
		}
		walk(s.Result)
		if s.Info != nil {
			for _, t := range s.Info.Types {
				walk(t)
			}
		}
	}
}

// pickNamed returns the name of the class of whichever of two tuple types is a namedtuple.
func pickNamed(a, b *Tuple) string {
	if a.Class != nil {
		return a.Class.Name
	}
	return b.Class.Name
}

func fieldsHint(nt *NamedTuple) string {
	if len(nt.Fields) == 0 {
		return "namedtuple " + nt.Name + " has no fields"
	}
	return "the fields of " + nt.Name + " are " + strings.Join(nt.Fields, ", ")
}
