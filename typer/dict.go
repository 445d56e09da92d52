package typer

import (
	"go/constant"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// Dict is Numba's DictType: a dict (a literal, {}, dict(), numba.typed.Dict.empty) from Key
// to Value. Key and Value are nil for an empty dict whose types the first store decides
// (d[k] = v, setdefault), as Numba infers them.
type Dict struct {
	Key, Value Type
}

func (d *Dict) String() string {
	if d.Key == nil {
		return "DictType[undefined,undefined]"
	}
	return "DictType[" + d.Key.String() + "," + d.Value.String() + "]"
}
func (*Dict) typ() {}

func isDict(t Type) bool { _, ok := t.(*Dict); return ok }

// DictOf returns t as a dict, or nil.
func DictOf(t Type) *Dict { d, _ := t.(*Dict); return d }

// dictMethods are the dict methods pygo compiles, with their numbers of positional arguments.
var dictMethods = map[string][2]int{
	"get": {1, 2}, "setdefault": {1, 2}, "pop": {1, 2}, "popitem": {0, 0}, "items": {0, 0}, "keys": {0, 0},
	"values": {0, 0}, "update": {1, 1}, "clear": {0, 0}, "copy": {0, 0},
}

func init() {
	for _, n := range []string{"dict", translate.DictDisplay, translate.DelItem} {
		builtinNames[n] = true
	}
	// numba.typed.dictobject.new_dict(key_type, value_type) is the typed-dict constructor
	// Dict.empty calls (Numba's own tests use it directly).
	knownModules["numba.typed.dictobject"] = true
	for _, p := range []string{"numba.typed.Dict", "numba.typed.Dict.empty", "numba.typed.dictobject.new_dict"} {
		builtinSigs[p] = func(st *fnState, e *translate.Call, _ []Type) Type {
			st.c.errorf(e.Pos, "internal-error", "", "typer: internal error: %s is typed by dictBuiltin", p)
			return nil
		}
	}
}

// dictKeyOK reports whether t may be a dict key: a number (complex too, as Numba), a string or
// a tuple of those (Go compares them with ==, and Python hashes them).
func dictKeyOK(t Type) bool {
	switch t := t.(type) {
	case *Basic:
		return true
	case StrType:
		return true
	case *Tuple:
		for _, e := range t.Elems {
			if !dictKeyOK(e) {
				return false
			}
		}
		return len(t.Elems) > 0
	}
	return false
}

// dictValueOK reports whether t may be a dict value.
func dictValueOK(t Type) bool {
	switch t := t.(type) {
	case *Basic, StrType, *Tuple, *Array, *Dict:
		return true
	case *List:
		return t.Typed // Numba's typed dict cannot hold a reflected list
	}
	return false
}

// castsSafely reports whether Numba converts a value of type from to to safely (its
// can_convert below Conversion.unsafe): identical types, or a number to a number that holds
// it, item by item for tuples. A dict display whose values all cast safely to the first is a
// typed dict (else, with str keys, a literal dict).
func castsSafely(from, to Type) bool {
	return castRule(from, to, false)
}

// dictCast reports whether Numba's typed dict casts a key or value of type from to to without
// a typing error (typedobjectutils._sentry_safe_cast): what casts safely, and also, with a
// NumbaTypeSafetyWarning and a truncating conversion, an integer to a narrower or other-signed
// integer or to a float, a float to a narrower float and a complex to a narrower complex. A
// float or complex to an integer, and a complex to a float, are "cannot safely cast" errors;
// a number to a bool is a cast with a warning (bool is not a Number to Numba's sentry).
func dictCast(from, to Type) bool {
	return castRule(from, to, true)
}

func castRule(from, to Type, sentry bool) bool {
	if Identical(from, to) {
		return true
	}
	f, ok1 := from.(*Basic)
	t, ok2 := to.(*Basic)
	if ok1 && ok2 {
		if p := promote(f, t); p != nil && p == t {
			return true
		}
		return sentry && (f.IsInteger() && (t.IsInteger() || t.IsFloat()) || f.IsFloat() && t.IsFloat() || f.IsComplex() && t.IsComplex() ||
			t.IsBool()) // Numba warns and casts to a non-number: x != 0
	}
	ft, ok1 := from.(*Tuple)
	tt, ok2 := to.(*Tuple)
	if ok1 && ok2 && len(ft.Elems) == len(tt.Elems) {
		for i := range ft.Elems {
			if !castRule(ft.Elems[i], tt.Elems[i], sentry) {
				return false
			}
		}
		return true
	}
	// An array of any layout is stored as an array of layout A (Numba casts C and F to A).
	fa, ok1 := from.(*Array)
	ta, ok2 := to.(*Array)
	if ok1 && ok2 && Identical(fa.Dtype, ta.Dtype) && fa.Ndim == ta.Ndim && ta.Layout == LayoutA {
		return true
	}
	return false
}

// dictAttribute types d.method (for a call) and numba.typed.Dict.empty.
func (st *fnState) dictAttribute(e *translate.Attribute, xt Type) (Type, bool) {
	switch x := xt.(type) {
	case *LitDict:
		return st.litDictAttribute(e, x), true
	case *Dict:
		if _, ok := dictMethods[e.Name]; ok {
			return &BuiltinRef{Path: ".dict." + e.Name}, true
		}
		st.c.errorf(e.Pos, "unknown-attribute", didYouMean(e.Name, keys(dictMethods), "dict methods are "+strings.Join(sortedKeys(dictMethods), ", ")), "%s has no attribute %s", x, e.Name)
		return nil, true
	case *BuiltinRef:
		if x.Path == "numba.typed.Dict" && e.Name == "empty" {
			return &BuiltinRef{Path: "numba.typed.Dict.empty"}, true
		}
	}
	return nil, false
}

// dictBuiltin types the calls that involve dicts: dict methods, dict displays, dict(),
// numba.typed.Dict(), Dict.empty(...) and del d[k]. It reports false for other calls.
func (st *fnState) dictBuiltin(e *translate.Call, path string) (Type, bool) {
	switch {
	case strings.HasPrefix(path, ".litdict."):
		return st.litDictMethod(e, strings.TrimPrefix(path, ".litdict.")), true
	case strings.HasPrefix(path, ".dict."):
		return st.dictMethod(e, strings.TrimPrefix(path, ".dict.")), true
	case path == translate.DictDisplay:
		return st.dictDisplay(e), true
	case path == "dict" || path == "numba.typed.Dict":
		if len(e.Args) > 0 || len(e.Keywords) > 0 {
			st.c.errorf(e.Pos, "unsupported-feature", "create an empty dict and fill it in a loop (for k, v in zip(keys, values): d[k] = v)",
				"%s() takes no arguments in compiled code (Numba 0.56 has no dict(iterable), dict(mapping) or dict(key=value))", path)
			return nil, true
		}
		st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: "dict"}
		return &Dict{}, true
	case path == "numba.typed.Dict.empty" || path == "numba.typed.dictobject.new_dict":
		return st.emptyDict(e, path), true
	case path == translate.DelItem:
		return st.delItem(e), true
	}
	return nil, false
}

// dictDisplay types {k1: v1, ...} as Numba's BuildMapConstraint: the first key's and the first
// value's types are the dict's (numbers and tuples of them), and every later item is stored with
// setitem, so it must cast to them as a store does (dictCast: {1: 1, 3: 2.5} is an int64 dict
// Numba cannot store 2.5 in, {1: True, 3: 2} a bool dict); other kinds of values unify. A
// display with constant string keys whose values do not all cast safely to the first one's type
// is Numba's literal dict (see LitDict).
func (st *fnState) dictDisplay(e *translate.Call) Type {
	st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: translate.DictDisplay, Args: e.Args}
	if len(e.Args) == 0 {
		return &Dict{}
	}
	var ks, vs []Type
	for i := 0; i < len(e.Args); i += 2 {
		k, v := st.expr(e.Args[i]), st.expr(e.Args[i+1])
		if k == nil || v == nil {
			return nil
		}
		ks, vs = append(ks, k), append(vs, v)
	}
	if st.literalDict(e, ks, vs) {
		return st.litDictDisplay(e, vs)
	}
	var kt, vt Type
	for i := 0; i < len(e.Args); i += 2 {
		k, v := ks[i/2], vs[i/2]
		if !dictKeyOK(k) {
			st.c.errorf(e.Args[i].At(), "unhashable-key", "use numbers, strings or tuples of them as keys",
				"cannot use a %s as a dict key", k)
			return nil
		}
		if !dictValueOK(v) {
			st.badDictValue(e.Args[i+1].At(), v)
			return nil
		}
		if i == 0 {
			kt, vt = k, v
			continue
		}
		uk := firstCast(kt, k)
		if uk == nil {
			st.c.errorf(e.Args[i].At(), "mixed-key-types", "Numba's dicts map one key type to one value type; the first key decides it",
				"dict keys have different types: %s and %s", kt, k)
			return nil
		}
		uv := firstCast(vt, v)
		if uv == nil && basicOf(v) != nil && basicOf(vt) != nil {
			st.c.errorf(e.Args[i+1].At(), "type-mismatch", "the first value decides a dict's value type: write it as the widest type (1.0, not 1)",
				"cannot safely cast %s to %s, the values of a %s", v, vt, &Dict{Key: kt, Value: vt})
			return nil
		}
		if uv == nil {
			st.c.errorf(e.Args[i+1].At(), "mixed-value-types", "Numba's dicts map one key type to one value type; use a tuple for mixed values",
				"dict values have different types: %s and %s", vt, v)
			return nil
		}
		kt, vt = uk, uv
	}
	return &Dict{Key: kt, Value: vt}
}

// firstCast is the type of a dict display's keys (or values) after one of type first and
// a later one of type t: numbers and tuples of them keep the first type if t casts to it (nil
// if not), other types unify.
func firstCast(first, t Type) Type {
	if numeric(first) && numeric(t) {
		if dictCast(t, first) {
			return first
		}
		return nil
	}
	return unify(first, t)
}

// numeric reports whether t is a number or a non-empty tuple of numeric types.
func numeric(t Type) bool {
	switch t := t.(type) {
	case *Basic:
		return true
	case *Tuple:
		for _, e := range t.Elems {
			if !numeric(e) {
				return false
			}
		}
		return len(t.Elems) > 0
	}
	return false
}

// emptyDict types numba.typed.Dict.empty(key_type, value_type) and
// numba.typed.dictobject.new_dict(key, value).
func (st *fnState) emptyDict(e *translate.Call, path string) Type {
	name, kw := "Dict.empty", [2]string{"key_type", "value_type"}
	if path == "numba.typed.dictobject.new_dict" {
		name, kw = "new_dict", [2]string{"key", "value"}
	}
	args := append([]translate.Expr(nil), e.Args...)
	for _, k := range e.Keywords {
		switch {
		case k.Name == kw[0] && len(args) == 0:
			args = append(args, k.Value)
		case k.Name == kw[1] && len(args) == 1:
			args = append(args, k.Value)
		default:
			st.c.errorf(k.Pos, "wrong-arg-count", "", "unexpected keyword argument %s", k.Name)
			return nil
		}
	}
	if len(args) != 2 {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "%s() takes %s and %s", name, kw[0], kw[1])
		return nil
	}
	var ts [2]Type
	for i, a := range args {
		tr, ok := st.expr(a).(*TypeRef)
		if !ok {
			st.c.errorf(a.At(), "type-mismatch", "pass a Numba type such as types.int64", "%s needs types", name)
			return nil
		}
		ts[i] = tr.T
	}
	if !dictKeyOK(ts[0]) {
		st.c.errorf(args[0].At(), "unhashable-key", "use numbers, strings or tuples of them as keys", "cannot use a %s as a dict key", ts[0])
		return nil
	}
	d := &Dict{Key: ts[0], Value: ts[1]}
	st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: "dict", Type: d}
	return d
}

// refineDict returns the type of a dict after storing a key of type k and a value of type v
// through recv: an empty dict bound to a local variable takes their types; otherwise they
// must cast safely to the dict's types.
func (st *fnState) refineDict(recv translate.Expr, d *Dict, k, v Type, at translate.Pos) *Dict {
	if !dictKeyOK(k) {
		st.c.errorf(at, "unhashable-key", "use numbers, strings or tuples of them as keys", "cannot use a %s as a dict key", k)
		return nil
	}
	if !dictValueOK(v) {
		st.badDictValue(at, v)
		return nil
	}
	if d.Key == nil {
		n, isName := recv.(*translate.Name)
		if !isName || !st.info.Locals[n.Id] {
			st.c.errorf(at, "unsupported-feature", "assign the empty dict to a variable first, or use numba.typed.Dict.empty(key_type, value_type)",
				"cannot infer the key and value types of this empty dict")
			return nil
		}
		nd := &Dict{Key: k, Value: v}
		st.setVar(n.Id, nd, n.Pos)
		return nd
	}
	if !dictCast(k, d.Key) {
		st.c.errorf(at, "type-mismatch", "convert the key explicitly", "cannot safely cast a %s key to %s", k, d.Key)
		return nil
	}
	if !dictCast(v, d.Value) {
		st.c.errorf(at, "type-mismatch", "convert the value explicitly; a dict holds one value type", "cannot safely cast %s to %s, the values of a %s", v, d.Value, d)
		return nil
	}
	return d
}

// badDictValue reports a value a dict cannot hold.
func (st *fnState) badDictValue(at translate.Pos, v Type) {
	hint := "dicts hold numbers, strings, tuples, arrays, typed lists and dicts"
	if isList(v) {
		hint = "store a numba.typed.List: Numba's typed dict cannot hold a reflected list"
	}
	st.c.errorf(at, "type-mismatch", hint, "cannot store %s in a dict", v)
}

// dictKey checks a key used to look a dict up.
func (st *fnState) dictKey(x translate.Expr, d *Dict) bool {
	k := st.info.Types[x]
	if k == nil {
		return false
	}
	if d.Key == nil {
		st.c.errorf(x.At(), "unsupported-feature", "store an item first, or use numba.typed.Dict.empty(key_type, value_type)", "cannot infer the key type of this empty dict")
		return false
	}
	if !dictCast(k, d.Key) {
		st.c.errorf(x.At(), "type-mismatch", "convert the key explicitly", "cannot look up a %s key in a %s", k, d)
		return false
	}
	return true
}

// dictSubscript types d[k].
func (st *fnState) dictSubscript(e *translate.Subscript, d *Dict) Type {
	st.expr(e.Index)
	if _, ok := e.Index.(*translate.Slice); ok {
		st.c.errorf(e.Index.At(), "type-mismatch", "", "cannot slice a dict")
		return nil
	}
	if !st.dictKey(e.Index, d) {
		return nil
	}
	st.raises = true // KeyError
	return d.Value
}

// storeDictItem types d[k] = v.
func (st *fnState) storeDictItem(tg *translate.Subscript, d *Dict, t Type) {
	if t == nil {
		return
	}
	k := st.expr(tg.Index)
	if k == nil {
		return
	}
	if nd := st.refineDict(tg.X, d, k, t, tg.Pos); nd != nil {
		st.info.Types[tg] = nd.Value
	}
}

// delItem types del d[k].
func (st *fnState) delItem(e *translate.Call) Type {
	xt := st.expr(e.Args[0])
	if sl, ok := e.Args[1].(*translate.Slice); ok {
		return st.delListSlice(e, xt, sl)
	}
	it := st.expr(e.Args[1])
	if _, ok := xt.(*LitDict); ok {
		st.litDictMutation(e.Pos, "del")
		return nil
	}
	if _, ok := xt.(*LitList); ok {
		st.litListMutation(e.Pos, "del")
		return nil
	}
	if l := ListOf(xt); l != nil {
		return st.delListItem(e, l, it)
	}
	d := DictOf(xt)
	if d == nil {
		if xt != nil {
			st.c.errorf(e.Pos, "unsupported-feature", "build a new array from the items to keep", "del is supported for dict and list items only, not for %s", xt)
		}
		return nil
	}
	if !st.dictKey(e.Args[1], d) {
		return nil
	}
	st.raises = true
	st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: translate.DelItem, Args: e.Args, ArgTypes: []Type{d, st.info.Types[e.Args[1]]}}
	return NoneType{}
}

// delListItem types del l[i], l a list: Numba pops the item (IndexError when i is out of
// range).
func (st *fnState) delListItem(e *translate.Call, l *List, it Type) Type {
	if it == nil {
		return nil
	}
	if b, ok := it.(*Basic); !ok || !isIntLike(b) {
		st.c.errorf(e.Args[1].At(), "type-mismatch", "", "list indices must be integers, not %s", describe(it))
		return nil
	}
	st.raises = true // IndexError
	st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: translate.DelItem, Args: e.Args, ArgTypes: []Type{l, it}}
	return NoneType{}
}

// delListSlice types del l[lo:hi:step], l a list.
func (st *fnState) delListSlice(e *translate.Call, xt Type, sl *translate.Slice) Type {
	l := ListOf(xt)
	if l == nil {
		if xt != nil {
			st.c.errorf(e.Pos, "unsupported-feature", "build a new array or list from the items to keep", "del of a slice is supported for lists only, not for %s", xt)
		}
		return nil
	}
	if !st.sliceBounds(sl) {
		return nil
	}
	st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: translate.DelItem, Args: e.Args, ArgTypes: []Type{l}}
	return NoneType{}
}

// dictMethod types d.name(args...).
func (st *fnState) dictMethod(e *translate.Call, name string) Type {
	recv := e.Func.(*translate.Attribute).X
	d := DictOf(st.info.Types[recv])
	if len(e.Keywords) > 0 {
		st.c.errorf(e.Keywords[0].Pos, "unsupported-feature", "pass the arguments by position", "dict.%s() takes no keyword arguments", name)
		return nil
	}
	args := st.args(e)
	if args == nil || d == nil {
		return nil
	}
	n := dictMethods[name]
	if len(args) < n[0] || len(args) > n[1] {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "dict.%s() takes %d to %d arguments (%d given)", name, n[0], n[1], len(args))
		return nil
	}
	call := &Call{Kind: CallMethod, Builtin: ".dict." + name, Args: e.Args, Recv: recv, ArgTypes: append([]Type{d}, args...)}
	st.info.Calls[e] = call
	if name == "setdefault" {
		if len(args) == 1 {
			st.c.errorf(e.Pos, "unsupported-feature", "pass the default value", "setdefault(key) without a default would store None")
			return nil
		}
		nd := st.refineDict(recv, d, args[0], args[1], e.Pos)
		if nd == nil {
			return nil
		}
		call.ArgTypes[0] = nd
		return nd.Value
	}
	if d.Key == nil && name == "get" && len(args) == 2 && !st.c.final {
		// c[x] = c.get(x, 0) + 1 on an empty dict: the default's type stands in for the value
		// until the store gives the dict its types, and the next pass types the call again.
		return args[1]
	}
	if d.Key == nil && name != "clear" && name != "copy" && name != "update" {
		st.c.errorf(e.Pos, "unsupported-feature", "store an item first, or use numba.typed.Dict.empty(key_type, value_type)", "cannot infer the key and value types of this empty dict")
		return nil
	}
	switch name {
	case "get", "pop":
		if !st.dictKey(e.Args[0], d) {
			return nil
		}
		if name == "pop" {
			st.raises = true
		}
		if len(args) == 1 {
			if name == "get" {
				return &Optional{Elem: d.Value}
			}
			return d.Value
		}
		if b, ok := d.Value.(*Basic); ok && !b.IsBool() && !isNoneType(args[1]) && !dictCast(args[1], d.Value) {
			// Numba's get and pop cast a default that is not None to the value type
			// (_sentry_safe_cast_default): a number that does not cast is a typing error.
			st.c.errorf(e.Args[1].At(), "type-mismatch", "write the default as a value of the dict's value type",
				"cannot safely cast the default %s to %s, the values of a %s", args[1], d.Value, d)
			return nil
		}
		u := unify(d.Value, args[1])
		if u == nil {
			st.c.errorf(e.Args[1].At(), "type-mismatch", "", "the default %s does not unify with the values of a %s", args[1], d)
			return nil
		}
		return u
	case "popitem":
		st.raises = true
		return &Tuple{Elems: []Type{d.Key, d.Value}}
	case "items", "keys", "values":
		return &DictView{Dict: d, Kind: name}
	case "update":
		o := DictOf(args[0])
		if o == nil || o.Key == nil {
			st.c.errorf(e.Args[0].At(), "type-mismatch", "", "update() needs a dict with known types, not %s", args[0])
			return nil
		}
		nd := st.refineDict(recv, d, o.Key, o.Value, e.Pos)
		if nd == nil {
			return nil
		}
		if !Identical(nd.Key, o.Key) || !Identical(nd.Value, o.Value) {
			st.c.errorf(e.Args[0].At(), "type-mismatch", "", "cannot update a %s with a %s", nd, o)
			return nil
		}
		call.ArgTypes[0] = nd
		return NoneType{}
	case "clear":
		return NoneType{}
	case "copy":
		return d
	}
	return nil
}

// dictCompare types k in d, k not in d, d1 == d2 and d1 != d2.
func (st *fnState) dictCompare(e *translate.Compare, op translate.Op, x translate.Expr, lt, rt Type) bool {
	if op == translate.Eq || op == translate.NotEq {
		a, b := DictOf(lt), DictOf(rt)
		if a != nil && b != nil && a.Key != nil && b.Key != nil && dictEqComparable(a, b) {
			return true
		}
		if a != nil && b == nil && len(e.Ops) == 1 {
			// Numba's dict == x for x of any other type is False (d != x True), whatever x holds.
			st.info.Consts[e] = constant.MakeBool(op == translate.NotEq)
			return true
		}
		st.c.errorf(e.Pos, "type-mismatch", "Numba compares dicts whose keys convert to each other and whose values compare with ==",
			"cannot compare %s %s %s", describe(lt), op, describe(rt))
		return false
	}
	if (op == translate.Is || op == translate.IsNot) && isDict(lt) && isDict(rt) {
		st.c.errorf(e.Pos, "type-mismatch", "compare with == (equal items), or keep one name for the dict",
			"`%s` between dicts is not supported: Numba does not test their identity", op)
		return false
	}
	d := DictOf(rt)
	if d == nil || op != translate.In && op != translate.NotIn {
		st.c.errorf(e.Pos, "type-mismatch", "compare values of one kind: numbers with numbers, strings with strings (convert with str(x) or int(s))", "cannot compare %s %s %s", lt, op, rt)
		return false
	}
	if d.Key == nil && !st.c.final {
		return true // if w not in ids: ids[w] = len(ids) — typed again once the store decides ids
	}
	return st.dictKey(x, d)
}

// undefinedDict reports an empty dict whose types were never decided.
func undefinedDict(t Type) bool {
	d := DictOf(t)
	return d != nil && d.Key == nil
}

// dictEqComparable reports whether Numba compares dicts of types a and b with ==: the keys are
// of one type or both numbers (a's keys are cast to b's key type), and the values are of one
// type with a Go == (numbers, strings, tuples of those) or both numbers.
func dictEqComparable(a, b *Dict) bool {
	_, nk1 := a.Key.(*Basic)
	_, nk2 := b.Key.(*Basic)
	if !Identical(a.Key, b.Key) && !(nk1 && nk2) {
		return false
	}
	_, nv1 := a.Value.(*Basic)
	_, nv2 := b.Value.(*Basic)
	return nv1 && nv2 || Identical(a.Value, b.Value) && dictKeyOK(a.Value)
}
