package typer

import (
	"go/constant"
	"sort"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// List is a Python list of elements of one type: a reflected list (a literal, list(...), a
// comprehension, a list argument) or, with Typed set, a numba.typed.List. Elem is nil for an
// empty list whose element type later uses decide (an append, an extend, an assignment),
// as Numba infers it.
type List struct {
	Elem  Type
	Typed bool
}

func (l *List) String() string {
	e := "undefined"
	if l.Elem != nil {
		e = l.Elem.String()
	}
	if l.Typed {
		return "ListType[" + e + "]"
	}
	return "list(" + e + ")"
}
func (*List) typ() {}

func isList(t Type) bool { _, ok := t.(*List); return ok }

// ListOf returns t as a list, or nil.
func ListOf(t Type) *List { l, _ := t.(*List); return l }

// noneStore reports whether the list method name with arguments args would store None
// (insert(i, None), extend([None])), which Numba's List[None] does not support.
func noneStore(name string, args []Type) bool {
	switch name {
	case "insert":
		return len(args) == 2 && isNoneType(args[1])
	case "extend":
		l := ListOf(args[0])
		return l != nil && isNoneType(l.Elem)
	}
	return false
}

// listMethods are the list methods pygo compiles, with their numbers of positional arguments.
var listMethods = map[string][2]int{
	"append": {1, 1}, "extend": {1, 1}, "insert": {2, 2}, "pop": {0, 1}, "remove": {1, 1},
	"index": {1, 3}, "count": {1, 1}, "reverse": {0, 0}, "sort": {0, 0}, "copy": {0, 0}, "clear": {0, 0},
}

func init() {
	for _, n := range []string{"list", "sorted", "sum"} {
		builtinNames[n] = true
	}
	knownModules["numba.typed"] = true
	// Typed by listBuiltin; the entries make the imported names builtins.
	for _, p := range []string{"numba.typed.List", "numba.typed.List.empty_list"} {
		builtinSigs[p] = func(st *fnState, e *translate.Call, _ []Type) Type {
			st.c.errorf(e.Pos, "internal-error", "", "typer: internal error: %s is typed by listBuiltin", p)
			return nil
		}
	}
}

// unifyLists unifies two list types: reflected lists element by element (Numba's
// List.unify), typed lists only when their element types are equal; an empty list takes the
// other's element type.
func unifyLists(a, b *List) Type {
	if a.Typed != b.Typed {
		return nil
	}
	switch {
	case a.Elem == nil:
		return b
	case b.Elem == nil:
		return a
	case a.Typed:
		return nil // Identical was checked by unify
	}
	if isList(a.Elem) || isList(b.Elem) {
		if u := unify(a.Elem, b.Elem); u != nil {
			return &List{Elem: u}
		}
		return nil
	}
	u := unify(a.Elem, b.Elem)
	if u == nil {
		return nil
	}
	return &List{Elem: u}
}

// listElemOK reports whether t may be a list element: a number, an array, a tuple, a list, a
// jitclass instance or an iterator (a generator, once held).
func listElemOK(t Type) bool {
	switch t := t.(type) {
	case *Basic, *Array, *Tuple, *List, StrType, *Class, *Iterator, *Enum:
		return true
	case *Set:
		return t.Elem != nil // a list of sets, as Numba's list(reflected set)
	case *Optional:
		return isBasic(t.Elem) // [x if c else None, ...]: Numba's list(OptionalType(int64))
	}
	return false
}

// listDisplay types [a, b, ...]: the elements unify to one type, as Numba's typeof does; a
// display whose items do not unify is Numba's literal list (see LitList).
func (st *fnState) listDisplay(e *translate.List) Type {
	var elem Type
	ts := make([]Type, 0, len(e.Elts))
	mixed := false
	var dictAt translate.Expr // a dict item: Numba keeps it only in a literal list
	var funcAt translate.Expr // a function item (a lambda): likewise
	for _, x := range e.Elts {
		if s, ok := x.(*translate.Starred); ok {
			st.c.errorf(s.Pos, "unsupported-feature", "build the list with + or extend", "starred items in list literals are not supported")
			return nil
		}
		t := held(st.expr(x))
		if t == nil {
			return nil
		}
		switch {
		case isLitList(t) || isLitDict(t):
			mixed = true // a literal list or dict inside makes a literal list, as Numba's typeof
		case isDict(t):
			if dictAt == nil {
				dictAt = x
			}
		case isFuncItem(t):
			if funcAt == nil {
				funcAt = x
			}
		case !listElemOK(t):
			st.c.errorf(x.At(), "type-mismatch", "lists may hold numbers, strings, arrays, tuples, lists, jitclass instances and iterators", "cannot put %s in a list", t)
			return nil
		}
		ts = append(ts, t)
		if len(ts) == 1 {
			elem = t
		} else if !mixed {
			elem = unify(elem, t)
			mixed = elem == nil
		}
	}
	if mixed {
		return st.litListDisplay(ts)
	}
	for _, at := range []translate.Expr{dictAt, funcAt} {
		if at != nil {
			st.c.errorf(at.At(), "type-mismatch", "lists may hold numbers, strings, arrays, tuples, lists, jitclass instances and iterators", "cannot put %s in a list", st.info.Types[at])
			return nil
		}
	}
	return &List{Elem: elem}
}

// refineList returns the type of a list after storing a value of type x into it through
// recv (append, insert, item assignment): an empty list takes x's type, and with unifies
// (append, insert, extend) a reflected list local to the function takes the unified element
// type (the variable widens, as Numba unifies it); otherwise x must convert to the element
// type.
func (st *fnState) refineList(recv translate.Expr, l *List, x Type, at translate.Pos, unifies bool) *List {
	x = held(x)
	if !listElemOK(x) && !(l.Typed && isNoneType(x)) { // numba.typed.List holds None (List[None])
		st.c.errorf(at, "type-mismatch", "lists may hold numbers, strings, arrays, tuples, lists, jitclass instances and iterators", "cannot put %s in a list", x)
		return nil
	}
	if l.Elem != nil && Identical(l.Elem, x) {
		return l
	}
	u := x
	if l.Elem != nil {
		u = unify(l.Elem, x)
	}
	n, isName := recv.(*translate.Name)
	widen := isName && st.info.Locals[n.Id] && (l.Elem == nil || unifies && !l.Typed && !st.isParam(n.Id))
	if u != nil && widen {
		nl := &List{Elem: u, Typed: l.Typed}
		st.setVar(n.Id, nl, n.Pos)
		return nl
	}
	if l.Elem != nil && canConvert(x, l.Elem) && !isList(x) {
		return l
	}
	if l.Elem == nil {
		st.c.errorf(at, "unsupported-feature", "assign the empty list to a variable first, or use numba.typed.List.empty_list(type)", "cannot infer the element type of this empty list")
		return nil
	}
	st.c.errorf(at, "type-mismatch", "", "cannot store %s in a %s", x, l)
	return nil
}

func (st *fnState) isParam(name string) bool {
	for _, p := range st.spec.Def.Params {
		if p.Name == name {
			return true
		}
	}
	return false
}

// listAttribute types l.method (for a call) and numba.typed.List.empty_list.
func (st *fnState) listAttribute(e *translate.Attribute, xt Type) (Type, bool) {
	switch x := xt.(type) {
	case *LitList:
		return st.litListAttribute(e, x), true
	case *List:
		if _, ok := listMethods[e.Name]; ok {
			return &BuiltinRef{Path: ".list." + e.Name}, true
		}
		st.c.errorf(e.Pos, "unknown-attribute", didYouMean(e.Name, keys(listMethods), "list methods are "+strings.Join(sortedKeys(listMethods), ", ")), "%s has no attribute %s", x, e.Name)
		return nil, true
	case *BuiltinRef:
		if x.Path == "numba.typed.List" && e.Name == "empty_list" {
			return &BuiltinRef{Path: "numba.typed.List.empty_list"}, true
		}
	}
	return nil, false
}

// listBuiltin types the calls that involve lists: list methods, list(), sorted(), sum(),
// numba.typed.List(...) and List.empty_list(...). It reports false for other calls.
func (st *fnState) listBuiltin(e *translate.Call, path string) (Type, bool) {
	switch {
	case strings.HasPrefix(path, ".litlist."):
		return st.litListMethod(e, strings.TrimPrefix(path, ".litlist.")), true
	case strings.HasPrefix(path, ".list."):
		return st.listMethod(e, strings.TrimPrefix(path, ".list.")), true
	case path == ".tuple.index":
		return st.tupleIndex(e), true
	case path == "list" || path == "numba.typed.List":
		return st.listCtor(e, path == "numba.typed.List"), true
	case path == "numba.typed.List.empty_list":
		return st.emptyList(e), true
	case path == "sorted":
		return st.sortedCall(e), true
	case path == "sum":
		return st.sumCall(e), true
	case path == "min" || path == "max":
		if len(e.Args) == 1 && len(e.Keywords) == 0 {
			t := st.expr(e.Args[0])
			if s := SetOf(t); s != nil && s.Elem != nil {
				if b, ok := s.Elem.(*Basic); !ok || b.IsComplex() {
					st.c.errorf(e.Pos, "type-mismatch", "", "%s() needs a set of real numbers, not %s", path, s)
					return nil, true
				}
				st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: path, Args: e.Args, ArgTypes: []Type{t}}
				st.raises = true // ValueError on an empty set
				return s.Elem, true
			}
			if l := ListOf(t); l != nil {
				if b, ok := l.Elem.(*Basic); !ok || b.IsComplex() {
					st.c.errorf(e.Pos, "type-mismatch", "", "%s() needs a list of real numbers, not %s", path, l)
					return nil, true
				}
				st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: path, Args: e.Args, ArgTypes: []Type{t}}
				st.raises = true // ValueError on an empty list
				return l.Elem, true
			}
			var el Type
			switch t := t.(type) {
			case RangeType:
				el = Int64
			case *Generator:
				el = t.Elem
			case *Iterator:
				el = t.Elem
			case *DictView:
				el = t.Elem()
			}
			if b, ok := el.(*Basic); ok && !b.IsComplex() {
				// min(range(...)), max(gen(...)): the items collected, then as a list's.
				st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: path, Args: e.Args, ArgTypes: []Type{t}}
				st.raises = true
				return b, true
			}
		}
	}
	return nil, false
}

// iterable types the argument of list(), sorted(), extend() and the like, and returns the
// type of its elements: a list, a homogeneous tuple, a vector (its elements) or an array
// (its rows), range(...).
func (st *fnState) iterable(x translate.Expr) Type {
	if call, ok := x.(*translate.Call); ok && st.isRange(call.Func) {
		return st.rangeCall(call)
	}
	return st.iterableOf(x, st.expr(x))
}

// iterableOf is iterable of an x already typed t.
func (st *fnState) iterableOf(x translate.Expr, t Type) Type {
	switch t := t.(type) {
	case nil:
		return nil
	case *List:
		if t.Elem == nil {
			st.c.errorf(x.At(), "unsupported-feature", "give the list a type first", "cannot infer the element type of this empty list")
		}
		return t.Elem
	}
	return st.iterElem(x, t)
}

func (st *fnState) listCtor(e *translate.Call, typed bool) Type {
	st.info.Types[e.Func] = &BuiltinRef{Path: map[bool]string{false: "list", true: "numba.typed.List"}[typed]}
	if len(e.Keywords) > 0 || len(e.Args) > 1 {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "list() takes at most one positional argument")
		return nil
	}
	call := &Call{Kind: CallBuiltin, Builtin: "list", Args: e.Args}
	if typed {
		call.Builtin = "numba.typed.List"
	}
	st.info.Calls[e] = call
	if len(e.Args) == 0 {
		return &List{Typed: typed}
	}
	var el Type
	if r, ok := e.Args[0].(*translate.Call); ok && st.isRange(r.Func) {
		el = st.rangeCall(r)
	} else {
		t := st.expr(e.Args[0])
		if a, ok := t.(*Array); ok && a.Ndim == 0 && typed {
			// numba.typed.List(a) of a 0-d array is the list of its one element
			// (impl_numba_typeref_ctor), though a 0-d array is no iterable elsewhere.
			call.ArgTypes = []Type{a}
			return &List{Elem: a.Dtype, Typed: true}
		}
		el = st.iterableOf(e.Args[0], t)
	}
	if el == nil {
		return nil
	}
	call.ArgTypes = []Type{st.info.Types[e.Args[0]]}
	return &List{Elem: el, Typed: typed}
}

// emptyList types List.empty_list(item_type, allocated=n): n, a capacity, is checked to be
// >= 0 at run time (Numba's RuntimeError) and has no other effect on the list.
func (st *fnState) emptyList(e *translate.Call) Type {
	orig := e
	args := append([]translate.Expr(nil), e.Args...)
	for _, k := range e.Keywords {
		switch {
		case k.Name == "item_type" && len(args) == 0, k.Name == "allocated" && len(args) == 1:
			args = append(args, k.Value)
		default:
			st.c.errorf(k.Pos, "wrong-arg-count", "", "List.empty_list() got an unexpected keyword argument %s", k.Name)
			return nil
		}
	}
	if len(args) != 1 && len(args) != 2 {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "List.empty_list() takes the item type and optionally allocated")
		return nil
	}
	if len(args) == 2 {
		if b, ok := st.expr(args[1]).(*Basic); !ok || !b.IsInteger() {
			st.c.errorf(args[1].At(), "type-mismatch", "", "allocated must be an integer")
			return nil
		}
		st.raises = true // allocated < 0
	}
	e = &translate.Call{Pos: e.Pos, Func: e.Func, Args: args}
	t := st.expr(e.Args[0])
	tr, ok := t.(*TypeRef)
	if !ok {
		if t != nil {
			st.c.errorf(e.Args[0].At(), "type-mismatch", "pass a Numba type such as types.int64", "List.empty_list needs a type, not %s", t)
		}
		return nil
	}
	st.info.Calls[orig] = &Call{Kind: CallBuiltin, Builtin: "numba.typed.List.empty_list", Args: args, Type: tr.T}
	return &List{Elem: tr.T, Typed: true}
}

// keywordBool returns the value of a constant bool keyword argument (reverse=True).
func (st *fnState) keywordBool(k *translate.Keyword) {
	t := st.expr(k.Value)
	if b, ok := t.(*Basic); !ok || !isIntLike(b) {
		st.c.errorf(k.Pos, "type-mismatch", "", "%s= must be a bool, not %s", k.Name, describe(t))
	}
}

// sortKeywords checks the keywords of sort() and sorted() of items of type el: reverse= and
// key=, a compiled function (module-level, nested or a lambda) or None, as Numba's
// list.sort; it records the key's specialization in call.
func (st *fnState) sortKeywords(e *translate.Call, el Type, call *Call) bool {
	ok := true
	for _, k := range e.Keywords {
		switch k.Name {
		case "reverse":
			st.keywordBool(k)
		case "key":
			key, good := st.sortKey(k, el)
			ok = ok && good
			call.Key = key
		default:
			st.c.errorf(k.Pos, "wrong-arg-count", "", "unexpected keyword argument %s", k.Name)
			return false
		}
	}
	return ok
}

// sortKey types key= of sort() and sorted(): the specialization of the key function for one
// item of type el, whose results must be sortable; nil for key=None. Numba takes only
// compiled functions (dispatchers), so a nested function or lambda must read no variable of
// the functions around it, and is compiled at module level as when it is passed as an
// argument.
func (st *fnState) sortKey(k *translate.Keyword, el Type) (*Spec, bool) {
	t := st.expr(k.Value)
	if t == nil {
		return nil, false
	}
	if isNoneType(t) {
		return nil, true
	}
	f, isFn := t.(*FuncRef)
	if !isFn || f.Fn.class != nil {
		st.c.errorf(k.Value.At(), "type-mismatch", "pass a function: key=lambda x: ...", "key= must be a function, not %s", describe(t))
		return nil, false
	}
	if f = st.funcArg(k.Value, f, "sort"); f == nil || el == nil {
		return nil, false
	}
	sp := st.funcSpec(k.Value, f.Fn, []Type{el})
	if sp == nil {
		return nil, false
	}
	if sp.Result != nil && !sortable(sp.Result) {
		st.c.errorf(k.Value.At(), "type-mismatch", "", "cannot sort by keys of type %s", sp.Result)
		return nil, false
	}
	return sp, true
}

func (st *fnState) sortedCall(e *translate.Call) Type {
	if len(e.Args) != 1 {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "sorted() takes one iterable")
		return nil
	}
	el := st.iterable(e.Args[0])
	call := &Call{Kind: CallBuiltin, Builtin: "sorted", Args: e.Args}
	if !st.sortKeywords(e, el, call) || el == nil {
		return nil
	}
	if call.Key == nil && !sortable(el) {
		st.c.errorf(e.Args[0].At(), "type-mismatch", "", "cannot sort items of type %s", el)
		return nil
	}
	call.ArgTypes = []Type{st.info.Types[e.Args[0]]}
	st.info.Calls[e] = call
	return &List{Elem: el}
}

// sortable reports whether values of type t have an order: real numbers and tuples of them.
func sortable(t Type) bool {
	switch t := t.(type) {
	case StrType:
		return true
	case *Basic:
		return !t.IsComplex()
	case *Tuple:
		for _, e := range t.Elems {
			if !sortable(e) {
				return false
			}
		}
		return true
	}
	return false
}

// sumCall types sum(iterable) and sum(iterable, start): Numba adds the items one by one to
// start (the int64 0 by default). A start argument is the call's second argument in
// Call.Args.
func (st *fnState) sumCall(e *translate.Call) Type {
	args := e.Args
	for _, k := range e.Keywords {
		if k.Name != "start" || len(args) != 1 {
			st.c.errorf(k.Pos, "wrong-arg-count", "", "sum() takes an iterable and start")
			return nil
		}
		args = append(args[:1:1], k.Value)
	}
	if len(args) != 1 && len(args) != 2 {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "sum() takes one iterable and an optional start")
		return nil
	}
	var start *Basic
	if len(args) == 2 {
		t := st.expr(args[1])
		if t == nil {
			return nil
		}
		if sa, ok := t.(*Array); ok {
			return st.sumArrays(e, args, sa)
		}
		b, ok := t.(*Basic)
		if !ok || b.IsBool() {
			st.c.errorf(args[1].At(), "type-mismatch", "", "sum() takes a number as start, not %s", typeName(t))
			return nil
		}
		start = b
	}
	var el Type
	switch e.Args[0].(type) {
	case *translate.Name, *translate.Tuple:
		// sum of a tuple of numbers of several types: Numba adds them one by one to an
		// accumulator of their joined type.
		if tt, ok := st.expr(e.Args[0]).(*Tuple); ok && tt.Uniform() == nil && len(tt.Elems) > 0 {
			for _, x := range tt.Elems {
				if !isBasic(x) {
					st.c.errorf(e.Args[0].At(), "type-mismatch", "", "sum() needs numbers, not %s", x)
					return nil
				}
			}
			el = unifyAll(tt.Elems)
		}
	}
	if el == nil {
		el = st.iterable(e.Args[0])
	}
	if el == nil {
		return nil
	}
	if st.sumOfSet(e) {
		return nil
	}
	b, ok := el.(*Basic)
	if !ok {
		st.c.errorf(e.Args[0].At(), "type-mismatch", "", "sum() needs numbers, not %s", el)
		return nil
	}
	if start != nil {
		if b.IsBool() && !start.IsInteger() {
			st.c.errorf(args[1].At(), "unsupported-feature", "convert the items with int() first", "sum() of bools needs an integer start")
			return nil
		}
		st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: "sum", Args: args, ArgTypes: []Type{st.info.Types[e.Args[0]], start}}
		return arith(start, b)
	}
	st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: "sum", Args: e.Args, ArgTypes: []Type{st.info.Types[e.Args[0]]}}
	return arith(Int64, b)
}

// sumOfSet reports sum() of a set, which Numba 0.56 has no implementation for.
func (st *fnState) sumOfSet(e *translate.Call) bool {
	if !isSet(st.info.Types[e.Args[0]]) {
		return false
	}
	st.c.errorf(e.Args[0].At(), "type-mismatch", "sum the items in a loop, or sum(list(s))", "sum() of a set is not supported (Numba 0.56 has no sum of a set)")
	return true
}

// sumArrays types sum(iterable, start) with an array start. Numba's running total, total =
// total + item, must keep one type, so the items are numbers or arrays whose sum with start
// has start's dtype and rank (a broadcast may change its shape). The total starts as start
// and becomes a new C array, so its type is start's when that is C, and layout A otherwise.
func (st *fnState) sumArrays(e *translate.Call, args []translate.Expr, start *Array) Type {
	el := st.iterable(e.Args[0])
	if el == nil {
		return nil
	}
	if st.sumOfSet(e) {
		return nil
	}
	switch el.(type) {
	case *Array, *Basic:
	default:
		st.c.errorf(e.Args[0].At(), "type-mismatch", "", "sum() with an array start needs numbers or arrays, not %s", typeName(el))
		return nil
	}
	rt := st.arrayBinary(e.Pos, translate.Add, start, el)
	if rt == nil {
		return nil
	}
	if r, ok := rt.(*Array); !ok || r.Ndim != start.Ndim || !Identical(r.Dtype, start.Dtype) {
		st.c.errorf(e.Args[0].At(), "type-mismatch", "give start the dtype and number of dimensions of the sum (np.zeros(shape, dtype))",
			"sum(): the start %s plus an item %s is %s, and Numba cannot unify the running total's types", typeName(start), typeName(el), typeName(rt))
		return nil
	}
	// ArgTypes holds the iterable's, start's and an item's types (the items of a 2-d array
	// are its rows).
	st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: "sum", Args: args, ArgTypes: []Type{st.info.Types[e.Args[0]], start, el}}
	if start.Layout == LayoutC {
		return start
	}
	return NewArray(start.Dtype, start.Ndim, LayoutA)
}

// tupleIndex types t.index(x): the position of the first item equal to x (numbers compared as
// numbers), a ValueError when there is none, as Numba.
func (st *fnState) tupleIndex(e *translate.Call) Type {
	recv := e.Func.(*translate.Attribute).X
	tt, _ := st.info.Types[recv].(*Tuple)
	args := st.args(e)
	if args == nil || tt == nil {
		return nil
	}
	if len(args) != 1 || len(e.Keywords) > 0 {
		st.c.errorf(e.Pos, "wrong-arg-count", "Numba's tuple.index takes no start or stop", "tuple.index() takes exactly one argument (%d given)", len(args))
		return nil
	}
	if len(tt.Elems) > 0 && tt.Uniform() == nil {
		st.c.errorf(e.Pos, "unsupported-feature", "convert the items to one type first", "tuple.index() of a heterogeneous %s is not supported: Numba compiles it for tuples of one item type only", tt)
		return nil
	}
	for _, el := range tt.Elems {
		_, b1 := el.(*Basic)
		_, b2 := args[0].(*Basic)
		if !(b1 && b2 || isStr(el) && isStr(args[0])) {
			st.c.errorf(e.Args[0].At(), "type-mismatch", "look for a number in a tuple of numbers or a string in a tuple of strings", "cannot look for %s in a %s", args[0], tt)
			return nil
		}
	}
	st.raises = true // ValueError
	st.info.Calls[e] = &Call{Kind: CallMethod, Builtin: ".tuple.index", Args: e.Args, Recv: recv, ArgTypes: []Type{tt, args[0]}}
	return Int64
}

// listMethod types l.name(args...).
func (st *fnState) listMethod(e *translate.Call, name string) Type {
	recv := e.Func.(*translate.Attribute).X
	l := ListOf(st.info.Types[recv])
	if name != "sort" && len(e.Keywords) > 0 {
		st.c.errorf(e.Keywords[0].Pos, "unsupported-feature", "pass the arguments by position", "list.%s() takes no keyword arguments", name)
		return nil
	}
	args := st.args(e)
	if args == nil || l == nil {
		return nil
	}
	if l.Typed && (isNoneType(l.Elem) || l.Elem == nil && noneStore(name, args)) && name != "append" {
		st.c.errorf(e.Pos, "unsupported-feature", "a typed List of None has append, len, indexing, comparisons and iteration only",
			"method support for List[None] is limited: list.%s() is not supported", name)
		return nil
	}
	n := listMethods[name]
	if len(args) < n[0] || len(args) > n[1] {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "list.%s() takes %d to %d arguments (%d given)", name, n[0], n[1], len(args))
		return nil
	}
	call := &Call{Kind: CallMethod, Builtin: ".list." + name, Args: e.Args, Recv: recv, ArgTypes: append([]Type{l}, args...)}
	st.info.Calls[e] = call
	wantInt := func(i int) bool {
		if b, ok := args[i].(*Basic); !ok || !isIntLike(b) {
			st.c.errorf(e.Args[i].At(), "type-mismatch", "", "list indices must be integers, not %s", args[i])
			return false
		}
		return true
	}
	needElem := func() bool {
		if l.Elem == nil {
			st.c.errorf(e.Pos, "unsupported-feature", "append to the list first, or use numba.typed.List.empty_list(type)", "cannot infer the element type of this empty list")
			return false
		}
		return true
	}
	switch name {
	case "append":
		if nl := st.refineList(recv, l, args[0], e.Args[0].At(), true); nl != nil {
			call.ArgTypes[0] = nl
		}
		return NoneType{}
	case "insert":
		if !wantInt(0) {
			return nil
		}
		if nl := st.refineList(recv, l, args[1], e.Args[1].At(), true); nl != nil {
			call.ArgTypes[0] = nl
		}
		return NoneType{}
	case "extend":
		el := st.iterElemOf(e.Args[0], args[0])
		if el == nil {
			return nil
		}
		if nl := st.refineList(recv, l, el, e.Args[0].At(), true); nl != nil {
			call.ArgTypes[0] = nl
		}
		return NoneType{}
	case "pop":
		if len(args) == 1 && !wantInt(0) || !needElem() {
			return nil
		}
		st.raises = true
		return l.Elem
	case "remove", "index", "count":
		if !needElem() {
			return nil
		}
		if !comparable(args[0], l.Elem, translate.Eq) {
			st.c.errorf(e.Args[0].At(), "type-mismatch", "", "cannot compare %s with the items of a %s", args[0], l)
			return nil
		}
		for i := 1; i < len(args); i++ {
			if !wantInt(i) {
				return nil
			}
		}
		switch name {
		case "remove":
			st.raises = true
			return NoneType{}
		case "index":
			st.raises = true
		}
		return Int64
	case "sort":
		if !needElem() || !st.sortKeywords(e, l.Elem, call) {
			return nil
		}
		if call.Key == nil && !sortable(l.Elem) {
			st.c.errorf(e.Pos, "type-mismatch", "", "cannot sort items of type %s", l.Elem)
			return nil
		}
		return NoneType{}
	case "reverse", "clear":
		return NoneType{}
	case "copy":
		return l
	}
	return nil
}

// iterElemOf is the type of the elements iterating over x (of type t) gives.
func (st *fnState) iterElemOf(x translate.Expr, t Type) Type {
	if l := ListOf(t); l != nil {
		if l.Elem == nil {
			st.c.errorf(x.At(), "unsupported-feature", "give the list a type first", "cannot infer the element type of this empty list")
		}
		return l.Elem
	}
	return st.iterElem(x, t)
}

// listSubscript types l[i] and l[lo:hi:step].
// sliceBounds types the bounds and step of a slice of a sequence (a list, str, bytes or
// range): integers, a zero step raising ValueError. It reports whether they are integers.
func (st *fnState) sliceBounds(sl *translate.Slice) bool {
	for _, p := range []translate.Expr{sl.Lo, sl.Hi, sl.Step} {
		if p == nil {
			continue
		}
		if !isSliceBound(st.expr(p)) {
			st.c.errorf(p.At(), "type-mismatch", "", "slice indices must be integers")
			return false
		}
	}
	if sl.Step != nil {
		st.raises = true // a zero step
	}
	return true
}

// isSliceBound reports whether a slice bound or step of type t is an integer, or None (a
// parameter bound to None), which leaves the part out.
func isSliceBound(t Type) bool {
	if b, ok := t.(*Basic); ok {
		return isIntLike(b)
	}
	return isNoneType(t)
}

func (st *fnState) listSubscript(e *translate.Subscript, l *List) Type {
	if sl, ok := e.Index.(*translate.Slice); ok {
		if !st.sliceBounds(sl) {
			return nil
		}
		return l
	}
	it := st.expr(e.Index)
	if it == nil {
		return nil
	}
	if b, ok := it.(*Basic); !ok || !isIntLike(b) {
		st.c.errorf(e.Index.At(), "type-mismatch", "", "list indices must be integers, not %s", it)
		return nil
	}
	if l.Elem == nil {
		st.c.errorf(e.Pos, "unsupported-feature", "append to the list first", "cannot infer the element type of this empty list")
		return nil
	}
	st.raises = true // IndexError
	return l.Elem
}

// storeListItem types l[i] = v and l[lo:hi] = other.
func (st *fnState) storeListItem(tg *translate.Subscript, l *List, t Type) {
	if t == nil {
		return
	}
	st.raises = true
	if sl, ok := tg.Index.(*translate.Slice); ok {
		for _, p := range []translate.Expr{sl.Lo, sl.Hi} {
			if p == nil {
				continue
			}
			if !isSliceBound(st.expr(p)) {
				st.c.errorf(p.At(), "type-mismatch", "", "slice indices must be integers")
				return
			}
		}
		if sl.Step != nil {
			if !isSliceBound(st.expr(sl.Step)) {
				st.c.errorf(sl.Step.At(), "type-mismatch", "", "slice indices must be integers")
				return
			}
		}
		src := ListOf(t)
		if src == nil || l.Elem == nil || src.Elem == nil || !Identical(src.Elem, l.Elem) {
			st.c.errorf(tg.Pos, "type-mismatch", "", "cannot assign %s to a slice of a %s", t, l)
			return
		}
		st.info.Types[tg] = l
		return
	}
	it := st.expr(tg.Index)
	if b, ok := it.(*Basic); !ok || !isIntLike(b) {
		if it != nil {
			st.c.errorf(tg.Index.At(), "type-mismatch", "", "list indices must be integers, not %s", it)
		}
		return
	}
	if nl := st.refineList(tg.X, l, t, tg.Pos, false); nl != nil {
		st.info.Types[tg] = nl.Elem
	}
}

// listBinary types l1 + l2, l * n and n * l.
func (st *fnState) listBinary(p translate.Pos, op translate.Op, xt, yt Type) Type {
	lx, ly := ListOf(xt), ListOf(yt)
	isInt := func(t Type) bool { b, ok := t.(*Basic); return ok && isIntLike(b) && !b.IsBool() }
	switch {
	case op == translate.Add && lx != nil && ly != nil:
		if u := unifyLists(lx, ly); u != nil && lx.Typed == ly.Typed && !lx.Typed {
			return u
		}
	case op == translate.Mul && lx != nil && isInt(yt) && !lx.Typed:
		return lx
	case op == translate.Mul && ly != nil && isInt(xt) && !ly.Typed:
		return ly
	}
	st.c.errorf(p, "type-mismatch", "", "unsupported operand types for %s: %s and %s", op, xt, yt)
	return nil
}

// listCompare types x in l, x not in l, l1 == l2, l1 != l2 and the orderings l1 < l2 etc.
func (st *fnState) listCompare(e *translate.Compare, op translate.Op, lt, rt Type) bool {
	if l := ListOf(lt); l != nil && l.Typed && ListOf(rt) == nil && len(e.Ops) == 1 && isOrderOrEq(op) {
		// Numba's typed List compared with a value that is no list: every comparison,
		// != included, is False.
		st.info.Consts[e] = constant.MakeBool(false)
		return true
	}
	if a, b := ListOf(lt), ListOf(rt); oneNoneList(a, b) && len(e.Ops) == 1 && isOrderOrEq(op) {
		// Numba's typed List[None] against a typed list of other items (_equals_helper,
		// compare_some_none): never equal; ordered by length, then the List[None] first.
		if op == translate.Eq || op == translate.NotEq {
			st.info.Consts[e] = constant.MakeBool(op == translate.NotEq)
		}
		return true
	}
	switch op {
	case translate.In, translate.NotIn:
		if l := ListOf(rt); l != nil && l.Typed && isNoneType(l.Elem) {
			st.c.errorf(e.Pos, "unsupported-feature", "a typed List of None has append, len, indexing, comparisons and iteration only", "method support for List[None] is limited: `in` is not supported")
			return false
		}
		if l := ListOf(rt); l != nil && l.Elem != nil && comparable(lt, l.Elem, translate.Eq) {
			return true
		}
	case translate.Eq, translate.NotEq:
		if a, b := ListOf(lt), ListOf(rt); a != nil && b != nil && a.Elem != nil && b.Elem != nil && comparable(a.Elem, b.Elem, translate.Eq) {
			return true
		}
	case translate.Lt, translate.LtE, translate.Gt, translate.GtE:
		// Lexicographic order of lists of real numbers or of strings, as Numba's.
		a, b := ListOf(lt), ListOf(rt)
		if a != nil && b != nil && a.Elem != nil && b.Elem != nil {
			x, ok1 := a.Elem.(*Basic)
			y, ok2 := b.Elem.(*Basic)
			if ok1 && ok2 && !x.IsComplex() && !y.IsComplex() || isStr(a.Elem) && isStr(b.Elem) || isNoneType(a.Elem) && isNoneType(b.Elem) {
				return true
			}
		}
	}
	st.c.errorf(e.Pos, "type-mismatch", "compare values of one kind: numbers with numbers, strings with strings (convert with str(x) or int(s))", "cannot compare %s %s %s", lt, op, rt)
	return false
}

// oneNoneList reports whether a and b are typed lists of which exactly one is a List[None].
func oneNoneList(a, b *List) bool {
	return a != nil && b != nil && a.Typed && b.Typed && a.Elem != nil && b.Elem != nil && isNoneType(a.Elem) != isNoneType(b.Elem)
}

// OneNoneList reports whether a and b are typed lists of which exactly one is a List[None]:
// an ordering between them depends only on their lengths.
func OneNoneList(a, b Type) bool { return oneNoneList(ListOf(a), ListOf(b)) }

// isOrderOrEq reports whether op is one of == != < <= > >=.
func isOrderOrEq(op translate.Op) bool {
	switch op {
	case translate.Eq, translate.NotEq, translate.Lt, translate.LtE, translate.Gt, translate.GtE:
		return true
	}
	return false
}

// listArrayType is the type np.array gives a list of numbers (a vector), of lists nested to
// any depth (one axis per level) or of arrays of one shape (one axis more), or nil.
func listArrayType(l *List) *Array {
	var sub *Array
	switch e := l.Elem.(type) {
	case *Basic:
		return NewArray(e, 1, LayoutC)
	case *List:
		sub = listArrayType(e)
	case *Array:
		sub = e // np.array([np.array([...]) for ...]): Numba's nested array comprehension
	case *Tuple:
		sub = AsArrayType(e) // np.array([(1, 2.5), (3, 4.0)])
	}
	if sub == nil || sub.Ndim+1 > MaxDims {
		return nil
	}
	return NewArray(sub.Dtype, sub.Ndim+1, LayoutC)
}

// mutatingMethods are the list methods that change the list.
var mutatingMethods = map[string]bool{
	".list.append": true, ".list.extend": true, ".list.insert": true, ".list.pop": true, ".list.remove": true,
	".list.reverse": true, ".list.sort": true, ".list.clear": true,
	".dict.setdefault": true, ".dict.pop": true, ".dict.popitem": true, ".dict.update": true, ".dict.clear": true,
}

// listsInPrange reports changes a prange loop's iterations would make to a list shared
// between them (defined outside the loop): they would race.
func (st *fnState) listsInPrange(loop *translate.For) {
	last := loop.Line
	var scan func(body []translate.Stmt)
	scan = func(body []translate.Stmt) {
		for _, s := range body {
			last = max(last, s.At().Line)
			switch s := s.(type) {
			case *translate.For:
				scan(s.Body)
				scan(s.Else)
			case *translate.While:
				scan(s.Body)
				scan(s.Else)
			case *translate.If:
				scan(s.Body)
				scan(s.Else)
			case *translate.Assign:
				for _, t := range s.Targets {
					st.sharedListStore(t, loop)
				}
			case *translate.AugAssign:
				st.sharedListStore(s.Target, loop)
			}
		}
	}
	scan(loop.Body)
	for e, call := range st.info.Calls {
		if call.Kind == CallMethod && mutatingMethods[call.Builtin] && e.Line > loop.Line && e.Line <= last {
			st.sharedList(call.Recv, loop, e.Pos)
		}
		if call.Builtin == translate.DelItem && e.Line > loop.Line && e.Line <= last {
			st.sharedList(call.Args[0], loop, e.Pos)
		}
	}
}

// sharedListStore reports l += x in a prange loop on a shared list, and d[k] = v on a shared
// dict (a store may grow the dict, which moves its entries). Item writes l[i] = v are
// allowed, as for arrays: iterations that write distinct items do not race.
func (st *fnState) sharedListStore(t translate.Expr, loop *translate.For) {
	switch t := t.(type) {
	case *translate.Name:
		if isList(st.info.Types[t]) || isSet(st.info.Types[t]) {
			st.sharedList(t, loop, t.Pos)
		}
	case *translate.Subscript:
		if isDict(st.info.Types[t.X]) {
			st.sharedList(t.X, loop, t.Pos)
		}
	}
}

func (st *fnState) sharedList(recv translate.Expr, loop *translate.For, at translate.Pos) {
	if n, ok := recv.(*translate.Name); ok && !st.definedOutside(n.Id, loop) {
		return // a list each iteration makes for itself
	}
	what := "list"
	if isDict(st.info.Types[recv]) {
		what = "dict"
	}
	if isSet(st.info.Types[recv]) {
		what = "set"
	}
	st.c.errorf(at, "parallel-race", "collect the results in an array indexed by the loop variable, or use range",
		"the iterations of a prange loop would change a %s they share", what)
}

// printableList reports whether print shows a list as Python does: items that are numbers,
// tuples of numbers or such lists (pygo prints no arrays inside lists).
func printableList(l *List) bool {
	var ok func(t Type) bool
	ok = func(t Type) bool {
		switch t := t.(type) {
		case *Basic, StrType, *Enum:
			return true
		case *Tuple:
			for _, e := range t.Elems {
				if !ok(e) {
					return false
				}
			}
			return true
		case *List:
			return ok(t.Elem)
		case *Optional:
			return isBasic(t.Elem) // None or the number
		}
		return false
	}
	return ok(l.Elem)
}

// checkListAlias reports, in the final pass, b = a for a list a whose variable b ends with
// another element type (a later append widened it): b would be a converted copy, and the
// appends through one name would not be seen through the other.
func (st *fnState) checkListAlias(tg *translate.Name, t Type, value translate.Expr) {
	from, to := ListOf(t), ListOf(st.spec.vars[tg.Id])
	if !st.c.final || from == nil || to == nil || from.Elem == nil || Identical(from, to) {
		return
	}
	switch value.(type) {
	case *translate.List, *translate.Call, *translate.BinOp, nil:
		return // a new list
	}
	st.c.errorf(tg.Pos, "type-mismatch", "copy the list with list(...) first, or give both the same item type",
		"%s would share a %s but is a %s", tg.Id, from, to)
}

// checkLists reports, in the final pass, the variables whose empty list never got an
// element type.
func (st *fnState) checkLists() {
	if !st.c.final {
		return
	}
	var names []string
	for name, t := range st.spec.vars {
		if undefinedSet(t) {
			st.c.errorf(st.spec.varPos[name], "unsupported-feature", "add an item to it, or build it from a typed iterable: set(list_of_items)",
				"cannot infer the type of variable %s, have imprecise type: set(undefined)", name)
			continue
		}
		if undefinedDict(t) {
			st.c.errorf(st.spec.varPos[name], "unsupported-feature", "store an item in it, or create it with numba.typed.Dict.empty(key_type, value_type)",
				"cannot infer the key and value types of the empty dict %s", name)
			continue
		}
		if undefinedList(t) {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	for _, name := range names {
		st.c.errorf(st.spec.varPos[name], "unsupported-feature", "append to it, or create it with numba.typed.List.empty_list(type)",
			"cannot infer the element type of the empty list %s", name)
	}
}

// unusedEmpty reports, in the final pass, an expression statement that builds an empty
// container nothing stores into ({}, [], set()): its item types stay unknown, and Numba
// rejects it as a temporary variable of imprecise type.
func (st *fnState) unusedEmpty(x translate.Expr, t Type) {
	if !st.c.final {
		return
	}
	var what string
	switch {
	case undefinedSet(t):
		what = "set"
	case undefinedDict(t):
		what = "dict"
	case undefinedList(t):
		what = "list"
	default:
		return
	}
	st.c.errorf(x.At(), "unsupported-feature", "the statement does nothing: delete it, or assign the "+what+" to a variable and add items",
		"cannot infer the item type of this unused empty %s", what)
}

func undefinedList(t Type) bool {
	l := ListOf(t)
	return l != nil && (l.Elem == nil || undefinedList(l.Elem))
}

// resizingMethods are the list methods that change a list's length.
var resizingMethods = map[string]bool{
	".list.append": true, ".list.extend": true, ".list.insert": true, ".list.pop": true, ".list.remove": true, ".list.clear": true,
}

// MayResizeLists reports whether body, once checked, may change the length of a list: a
// method that does, l += x or l *= n, or a call of a user function given a list.
func (info *Info) MayResizeLists(body []translate.Stmt) bool {
	found := false
	translate.WalkExprs(body, func(e translate.Expr) {
		n, ok := e.(*translate.Call)
		if !ok {
			return
		}
		c := info.Calls[n]
		switch {
		case c == nil:
		case c.Kind == CallMethod && resizingMethods[c.Builtin]:
			// The list a comprehension builds is new: it is not the one iterated over.
			r, ok := c.Recv.(*translate.Name)
			found = found || !ok || !strings.HasPrefix(r.Id, "_comp")
		case c.Kind == CallUser:
			for _, t := range c.ArgTypes {
				_, isList := t.(*List)
				found = found || isList
			}
		}
	})
	var aug func([]translate.Stmt)
	aug = func(ss []translate.Stmt) {
		for _, s := range ss {
			if a, ok := s.(*translate.AugAssign); ok {
				_, isList := info.Types[a.Target].(*List)
				found = found || isList
			}
			for _, b := range translate.Blocks(s) {
				aug(b)
			}
		}
	}
	aug(body)
	return found
}
