package typer

import (
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// Dunder is an operator, a builtin or an item access on a jitclass instance that calls one
// of the class's methods, as Numba's jitclass overloads (numba/experimental/jitclass/
// overloads.py) do: x + y calls x.__add__(y), len(x) calls x.__len__().
type Dunder struct {
	Spec *Spec            // nil when the instance is true for want of __bool__ and __len__
	Args []translate.Expr // the method's arguments, self first
	// Post says what happens to the method's result: DunderPlain converts it to the
	// expression's type, DunderNot negates it (x != y through __eq__), DunderTruth tests it
	// for truth (bool(x) through __len__).
	Post DunderPost
}

// DunderPost is what a Dunder does with the method's result.
type DunderPost int

// Dunder results.
const (
	DunderPlain DunderPost = iota
	DunderNot
	DunderTruth
)

// dunderBuiltin is the entry of a builtin that calls a method of a jitclass instance: the
// methods tried in order (Numba's take_first), with what the result of each becomes, and
// always, whether the result is true when the class has none of them (else an error).
type dunderBuiltin struct {
	methods []dunderTry
	always  bool
}

type dunderTry struct {
	name string
	post DunderPost
	as   Type // the result is converted to as (float(x) through __index__); nil keeps it
}

// dunderBuiltins is the registry of builtins on jitclass instances, as Numba 0.56 overloads
// them: bool falls back to len(x) != 0 and then to True, complex to complex(float(x)),
// float to float(x.__index__()) and int to x.__index__().
// complex(float(x)) is the result of __float__ or __index__ converted to complex128.
var dunderBuiltins = map[string]dunderBuiltin{
	"abs":     {methods: []dunderTry{{name: "__abs__"}}},
	"len":     {methods: []dunderTry{{name: "__len__"}}},
	"hash":    {methods: []dunderTry{{name: "__hash__"}}},
	"str":     {methods: []dunderTry{{name: "__str__"}}},
	"int":     {methods: []dunderTry{{name: "__int__"}, {name: "__index__"}}},
	"float":   {methods: []dunderTry{{name: "__float__"}, {name: "__index__", as: Float64}}},
	"complex": {methods: []dunderTry{{name: "__complex__"}, {name: "__float__", as: Complex128}, {name: "__index__", as: Complex128}}},
	"bool":    {methods: []dunderTry{{name: "__bool__"}, {name: "__len__", post: DunderTruth, as: Bool}}, always: true},
}

// dunderBinary names the method an arithmetic or bitwise operator calls on its left operand.
var dunderBinary = map[translate.Op]string{
	translate.Add: "add", translate.Sub: "sub", translate.Mul: "mul", translate.Div: "truediv",
	translate.FloorDiv: "floordiv", translate.Mod: "mod", translate.Pow: "pow",
	translate.LShift: "lshift", translate.RShift: "rshift",
	translate.BitAnd: "and", translate.BitOr: "or", translate.BitXor: "xor",
}

// dunderCompare names the method a comparison calls on its left operand, and the one whose
// presence on the right operand makes Numba reflect the comparison.
var dunderCompare = map[translate.Op][2]string{
	translate.Eq: {"__eq__", "__eq__"}, translate.Lt: {"__lt__", "__gt__"}, translate.LtE: {"__le__", "__ge__"},
	translate.Gt: {"__gt__", "__lt__"}, translate.GtE: {"__ge__", "__le__"},
}

// method returns the specialization of cl's method name for arguments of types args (self
// first), or nil when the class has no such plain method; it reports a wrong count of
// arguments at p.
func (st *fnState) dunderSpec(p translate.Pos, cl *Class, name string, args []Type) (*Spec, bool) {
	m := cl.methods[name]
	if m == nil || m.m.Kind != translate.MethodPlain {
		return nil, false
	}
	if len(m.fe.def.Params) != len(args) || m.fe.def.Vararg != nil {
		st.c.errorf(p, "wrong-arg-count", "", "%s.%s takes %d arguments, but the operation passes %d", cl.Name, name, len(m.fe.def.Params), len(args))
		return nil, true
	}
	if m.fe == st.spec.fn {
		st.c.errorf(p, "unsupported-feature", "write the recursion as a loop", "jitclass method %s.%s calls itself, which Numba cannot compile", cl.Name, name)
		return nil, true
	}
	sp := st.c.newSpec(m.fe, args, nil)
	st.callee(sp, m.fe)
	return sp, true
}

// dunder records that e calls sp with args and returns the expression's type.
func (st *fnState) dunder(e translate.Expr, sp *Spec, args []translate.Expr, post DunderPost, as Type) Type {
	st.info.Dunders[e] = &Dunder{Spec: sp, Args: args, Post: post}
	return dunderResult(sp, post, as)
}

func dunderResult(sp *Spec, post DunderPost, as Type) Type {
	switch {
	case as != nil:
		return as
	case post == DunderNot:
		return Bool
	}
	return sp.Result
}

// classBuiltin types a builtin (len, abs, bool, ...) of a jitclass instance, or reports
// false when it is not one.
func (st *fnState) classBuiltin(e *translate.Call, path string, args []Type) (Type, bool) {
	db, ok := dunderBuiltins[path]
	if !ok || len(args) != 1 {
		return nil, false
	}
	cl, ok := args[0].(*Class)
	if !ok {
		return nil, false
	}
	for _, try := range db.methods {
		sp, found := st.dunderSpec(e.Pos, cl, try.name, []Type{cl})
		if !found {
			continue
		}
		if sp == nil {
			return nil, true
		}
		return st.dunder(e, sp, e.Args, try.post, try.as), true
	}
	if db.always {
		st.info.Dunders[e] = &Dunder{Args: e.Args} // evaluated, then true
		return Bool, true
	}
	names := make([]string, len(db.methods))
	for i, t := range db.methods {
		names[i] = t.name
	}
	st.c.errorf(e.Pos, "unsupported-feature", "define "+strings.Join(names, " or ")+" in the class",
		"%s() of the jitclass %s needs a method %s", path, cl.Name, strings.Join(names, " or "))
	return nil, true
}

// classTruth types the truth of a jitclass instance tested as a condition (if x:), as
// bool(x); key is the expression the truth test is recorded for.
func (st *fnState) classTruth(x translate.Expr, cl *Class) {
	for _, try := range dunderBuiltins["bool"].methods {
		sp, found := st.dunderSpec(x.At(), cl, try.name, []Type{cl})
		if !found {
			continue
		}
		if sp != nil {
			post := try.post
			if post == DunderPlain {
				post = DunderTruth
			}
			st.info.Truths[x] = &Dunder{Spec: sp, Args: []translate.Expr{x}, Post: post}
		}
		return
	}
	// No __bool__ and no __len__: always true.
	st.info.Truths[x] = &Dunder{Args: []translate.Expr{x}}
}

// classBinary types x op y (e) or x op= y (aug, e nil) where x is a jitclass instance:
// x.__op__(y), and for aug x.__iop__(y) first.
func (st *fnState) classBinary(e translate.Expr, aug *translate.AugAssign, p translate.Pos, op translate.Op, x, y translate.Expr, cl *Class, yt Type) Type {
	name, ok := dunderBinary[op]
	if ok {
		names := []string{"__" + name + "__"}
		if aug != nil {
			names = []string{"__i" + name + "__", names[0]}
		}
		for _, n := range names {
			sp, found := st.dunderSpec(p, cl, n, []Type{cl, yt})
			if !found {
				continue
			}
			if sp == nil {
				return nil
			}
			if aug != nil {
				st.info.AugDunders[aug] = &Dunder{Spec: sp, Args: []translate.Expr{x, y}}
				return sp.Result
			}
			return st.dunder(e, sp, []translate.Expr{x, y}, DunderPlain, nil)
		}
		name = "__" + name + "__"
	}
	st.c.errorf(p, "unsupported-feature", "define "+name+" in the class", "unsupported operand types for %s: the jitclass %s has no method %s", op, cl.Name, name)
	return nil
}

// classUnary types -x and +x of a jitclass instance: x.__neg__() and x.__pos__().
func (st *fnState) classUnary(e *translate.UnaryOp, cl *Class) Type {
	name := map[translate.Op]string{translate.USub: "__neg__", translate.UAdd: "__pos__"}[e.Op]
	if name != "" {
		if sp, found := st.dunderSpec(e.Pos, cl, name, []Type{cl}); found {
			if sp == nil {
				return nil
			}
			return st.dunder(e, sp, []translate.Expr{e.X}, DunderPlain, nil)
		}
	} else {
		name = "a method"
	}
	st.c.errorf(e.Pos, "unsupported-feature", "", "bad operand type for unary %s: the jitclass %s has no %s", e.Op, cl.Name, name)
	return nil
}

// classCompare types x op y for one comparison whose left operand (or, for in, right
// operand) is a jitclass instance, as Numba 0.56 does: x.__op__(y); without it, when y is an
// instance whose class has the reflected method, y > x (Numba's reflection always compares
// with >); x != y without __ne__ is not x == y; a in x is x.__contains__(a).
func (st *fnState) classCompare(e *translate.Compare, op translate.Op, x, y translate.Expr, xt, yt Type) Type {
	if op == translate.In || op == translate.NotIn {
		cl := yt.(*Class)
		sp, found := st.dunderSpec(e.Pos, cl, "__contains__", []Type{cl, xt})
		if !found {
			st.c.errorf(e.Pos, "unsupported-feature", "define __contains__ in the class", "in needs a method __contains__ of the jitclass %s", cl.Name)
			return nil
		}
		if sp == nil {
			return nil
		}
		post := DunderPlain
		if op == translate.NotIn {
			post = DunderNot
		}
		return st.dunder(e, sp, []translate.Expr{y, x}, post, nil)
	}
	return st.classCompareDepth(e, op, x, y, xt, yt, 0)
}

func (st *fnState) classCompareDepth(e *translate.Compare, op translate.Op, x, y translate.Expr, xt, yt Type, depth int) Type {
	cl, ok := xt.(*Class)
	if !ok || depth > 1 {
		st.c.errorf(e.Pos, "type-mismatch", "define the comparison's method in the class", "cannot compare %s %s %s", describe(xt), op, describe(yt))
		return nil
	}
	if op == translate.NotEq {
		if sp, found := st.dunderSpec(e.Pos, cl, "__ne__", []Type{cl, yt}); found {
			if sp == nil {
				return nil
			}
			return st.dunder(e, sp, []translate.Expr{x, y}, DunderPlain, nil)
		}
		t := st.classCompareDepth(e, translate.Eq, x, y, xt, yt, depth)
		if d := st.info.Dunders[e]; t != nil && d != nil {
			d.Post = DunderNot
			return Bool
		}
		return t
	}
	names, ok := dunderCompare[op]
	if !ok {
		st.c.errorf(e.Pos, "type-mismatch", "", "cannot compare %s %s %s", describe(xt), op, describe(yt))
		return nil
	}
	if sp, found := st.dunderSpec(e.Pos, cl, names[0], []Type{cl, yt}); found {
		if sp == nil {
			return nil
		}
		return st.dunder(e, sp, []translate.Expr{x, y}, DunderPlain, nil)
	}
	if ycl, ok := yt.(*Class); ok && ycl.methods[names[1]] != nil {
		return st.classCompareDepth(e, translate.Gt, y, x, yt, xt, depth+1)
	}
	st.c.errorf(e.Pos, "unsupported-feature", "define "+names[0]+" in the class", "cannot compare %s %s %s: the jitclass %s has no method %s", describe(xt), op, describe(yt), cl.Name, names[0])
	return nil
}

// classGetItem types x[k] of a jitclass instance: x.__getitem__(k).
func (st *fnState) classGetItem(e *translate.Subscript, cl *Class) Type {
	kt := st.classKey(e.Index)
	if kt == nil {
		return nil
	}
	sp, found := st.dunderSpec(e.Pos, cl, "__getitem__", []Type{cl, kt})
	if !found {
		st.c.errorf(e.Pos, "unsupported-feature", "define __getitem__ in the class", "the jitclass %s has no method __getitem__", cl.Name)
		return nil
	}
	if sp == nil {
		return nil
	}
	return st.dunder(e, sp, []translate.Expr{e.X, e.Index}, DunderPlain, nil)
}

// isPlainOperand reports whether e is a name, a constant or a tuple of those: evaluating it
// twice has no other effect.
func isPlainOperand(e translate.Expr) bool {
	switch e := e.(type) {
	case *translate.Name, *translate.Const:
		return true
	case *translate.Tuple:
		for _, x := range e.Elts {
			if !isPlainOperand(x) {
				return false
			}
		}
		return true
	}
	return false
}

// classSetItem types x[k] = v of a jitclass instance: x.__setitem__(k, v).
func (st *fnState) classSetItem(tg *translate.Subscript, cl *Class, vt Type) {
	kt := st.classKey(tg.Index)
	if kt == nil || vt == nil {
		return
	}
	sp, found := st.dunderSpec(tg.Pos, cl, "__setitem__", []Type{cl, kt, vt})
	if !found {
		st.c.errorf(tg.Pos, "unsupported-feature", "define __setitem__ in the class", "the jitclass %s has no method __setitem__", cl.Name)
		return
	}
	if sp != nil {
		st.info.SetItems[tg] = &Dunder{Spec: sp, Args: []translate.Expr{tg.X, tg.Index}}
	}
}
