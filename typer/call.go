package typer

import (
	"fmt"
	"go/constant"
	"math"

	"github.com/pygo-lang/pygo/translate"
)

// call types a call expression.
func (st *fnState) call(e *translate.Call) Type {
	c := st.c
	if st.isRange(e.Func) {
		if n, ok := e.Func.(*translate.Name); ok && n.Id == "range" {
			st.info.Types[e.Func] = &BuiltinRef{Path: "range"}
			return st.builtinCall(e, "range") // a range object as a value
		}
		c.errorf(e.Pos, "unsupported-feature", "use prange(...) directly in a for statement", "prange objects are supported only as the iterable of a for loop")
		return nil
	}
	ft := st.expr(e.Func)
	switch f := ft.(type) {
	case nil:
		for _, a := range e.Args {
			st.expr(a)
		}
		return nil
	case *FuncRef:
		return st.userCall(e, f.Fn)
	case *FuncValue:
		return st.funcValueCall(e, f)
	case *ClassRef, *BoundMethod:
		return st.classCall(e, f)
	case *NamedTupleRef:
		return st.namedTupleCall(e, f.Class)
	case *BuiltinRef:
		return st.builtinCall(e, f.Path)
	case *TypeRef:
		args := st.args(e)
		if args == nil || len(args) != 1 {
			if args != nil {
				c.errorf(e.Pos, "wrong-arg-count", "", "%s() takes exactly one argument", f.T)
			}
			return nil
		}
		if d, ok := args[0].(*Datetime); ok {
			return st.datetimeToInt(e, d, f.T)
		}
		if t, ok := st.numberClassSeq(e, args[0], f.T); ok {
			return t
		}
		if a, ok := args[0].(*Array); ok && a.Ndim == 0 && isBasic(f.T) {
			// np.float64(x) of a 0-d float64 array is its element; Numba 0.56 has no other
			// conversion of a 0-d array by a number class.
			if !Identical(a.Dtype, f.T) {
				c.errorf(e.Pos, "type-mismatch", "take the element first (x[()]), then convert it",
					"cannot convert %s to %s: Numba converts a 0-d array only to its own dtype", args[0], f.T)
				return nil
			}
			st.info.Calls[e] = &Call{Kind: CallConvert, Type: f.T, Args: e.Args, ArgTypes: args}
			return f.T
		}
		if args[0] = st.enumCast(e.Args[0], args[0], f.T); args[0] == nil {
			return nil
		}
		if !isBasic(args[0]) {
			c.errorf(e.Pos, "type-mismatch", "", "cannot convert %s to %s", args[0], f.T)
			return nil
		}
		st.info.Calls[e] = &Call{Kind: CallConvert, Type: f.T, Args: e.Args, ArgTypes: args}
		st.foldConvert(e, args[0], f.T)
		return f.T
	case *ExcClass:
		c.errorf(e.Pos, "unsupported-feature", "raise the exception directly: raise ValueError(...)", "exception objects can only be raised")
		return nil
	default:
		c.errorf(e.Pos, "not-callable", "", "%s is not callable", ft)
		return nil
	}
}

// args types the positional arguments of a builtin call; it rejects keywords and *args.
// It returns nil when any argument is invalid.
func (st *fnState) args(e *translate.Call) []Type { return st.argList(e.Args) }

// argList types a builtin call's positional arguments xs, as args does.
func (st *fnState) argList(xs []translate.Expr) []Type {
	ts := make([]Type, 0, len(xs))
	ok := true
	for _, a := range xs {
		if _, star := a.(*translate.Starred); star {
			st.c.errorf(a.At(), "unsupported-feature", "", "*args in calls are supported for user functions only")
			return nil
		}
		t := st.expr(a)
		if t == nil {
			ok = false
		}
		ts = append(ts, t)
	}
	if !ok {
		return nil
	}
	return ts
}

// foldConvert records the constant value of a conversion of a constant.
func (st *fnState) foldConvert(e *translate.Call, from Type, to Type) {
	v, ok := st.info.Consts[e.Args[0]]
	tb, isB := to.(*Basic)
	if !ok || !isB {
		return
	}
	fb := from.(*Basic)
	switch {
	case tb.IsFloat() && (isIntLike(fb) || fb.IsFloat()):
		f, _ := constant.Float64Val(constant.ToFloat(boolToInt(v)))
		if tb == Float32 {
			f = float64(float32(f))
		}
		st.info.Consts[e] = constant.MakeFloat64(f)
	case tb.IsInteger() && fb.IsFloat():
		// np.int32(3.7): truncated toward zero, when the value fits the type (Go rejects
		// converting a constant with a fraction).
		f, _ := constant.Float64Val(constant.ToFloat(v))
		t := math.Trunc(f)
		lo, hi := -math.Ldexp(1, tb.Bits()-1), math.Ldexp(1, tb.Bits()-1)
		if tb.IsUnsigned() {
			lo, hi = 0, math.Ldexp(1, min(tb.Bits(), 63))
		}
		if t >= lo && t < hi {
			st.info.Consts[e] = constant.MakeInt64(int64(t))
		}
	case tb.IsInteger() && isIntLike(fb) && tb.Bits() == 64:
		if tb.IsSigned() {
			i, ok := constant.Int64Val(boolToInt(v))
			if !ok {
				u, _ := constant.Uint64Val(v)
				i = int64(u)
			}
			st.info.Consts[e] = constant.MakeInt64(i)
		}
	}
}

func boolToInt(v constant.Value) constant.Value {
	if v.Kind() == constant.Bool {
		if constant.BoolVal(v) {
			return constant.MakeInt64(1)
		}
		return constant.MakeInt64(0)
	}
	return v
}

// userCall binds arguments to the parameters of a user function and types the call through
// the specialization for the argument types.
func (st *fnState) userCall(e *translate.Call, fe *funcEntry) Type {
	if fe.ufunc != nil && len(e.Args) == len(fe.def.Params)+1 && len(e.Keywords) == 0 {
		return st.ufuncOutCall(e, fe)
	}
	return st.userCallSelf(e, fe, nil, nil)
}

// userCallSelf is userCall for a jitclass method: when selfT is set, the first parameter is
// bound to selfX (nil for a constructor, whose instance is new) of type selfT.
func (st *fnState) userCallSelf(e *translate.Call, fe *funcEntry, selfX translate.Expr, selfT Type) Type {
	c := st.c
	def := fe.def
	bound := make([]translate.Expr, len(def.Params))
	var extra []translate.Expr
	off := 0
	if selfT != nil {
		off = 1
	}
	args, spread := st.spreadArgs(e.Args, def.Name)
	if !spread {
		return nil
	}
	for i, a := range args {
		i += off
		if i < len(bound) {
			bound[i] = a
		} else if def.Vararg != nil {
			extra = append(extra, a)
		} else {
			c.errorf(e.Pos, "wrong-arg-count", "", "%s() takes %d positional arguments but %d were given", def.Name, len(def.Params)-off, len(args))
			return nil
		}
	}
	for _, k := range e.Keywords {
		idx := -1
		for i, p := range def.Params {
			if p.Name == k.Name {
				idx = i
			}
		}
		if idx < 0 && fe.ufunc != nil && k.Name == "out" {
			c.errorf(k.Pos, "unsupported-feature", fmt.Sprintf("pass the output array positionally, after the inputs: %s(..., out)", def.Name), "the out= keyword of a @vectorize ufunc is not supported in compiled code (Numba 0.56 rejects it too)")
			return nil
		}
		if idx < 0 {
			c.errorf(k.Pos, "wrong-arg-count", "", "%s() got an unexpected keyword argument %s", def.Name, k.Name)
			return nil
		}
		if bound[idx] != nil {
			c.errorf(k.Pos, "wrong-arg-count", "", "%s() got multiple values for argument %s", def.Name, k.Name)
			return nil
		}
		bound[idx] = k.Value
	}
	var types []Type
	ok := true
	passed := len(def.Params) // the parameters from passed on take their defaults
	for i, p := range def.Params {
		if i == 0 && selfT != nil {
			if selfX != nil {
				st.expr(selfX)
			}
			bound[0] = selfX
			types = append(types, selfT)
			continue
		}
		a := bound[i]
		if a == nil {
			if p.Default == nil {
				c.errorf(e.Pos, "wrong-arg-count", "", "%s() missing required argument %s", def.Name, p.Name)
				return nil
			}
			a = p.Default
			bound[i] = a
			passed = min(passed, i)
		} else {
			passed = len(def.Params)
		}
		t := held(st.expr(a)) // a generator is passed as a resumable iterator
		f, isFn := t.(*FuncRef)
		if isFn {
			if f = st.funcArgTo(a, f, def.Name, fe); f != nil {
				t = f
			}
		}
		if isFn && f == nil {
			ok = false
		} else if t == nil {
			ok = false
		} else if !isFn && !isBasic(t) && !isDatetime(t) && !isTuple(t) && !isArray(t) && !isRecord(t) && !isRecordArray(t) && !isList(t) && !isDict(t) && !isDictView(t) && !isSet(t) && !isStr(t) && !isNoneType(t) && !isOptional(t) && !isRange(t) && !isSlice(t) && !isClass(t) && !isIterator(t) && !isLitDict(t) && !isLitList(t) && !isMachInfo(t) {
			c.errorf(a.At(), "type-mismatch", "pass numbers, arrays, tuples, lists, dicts, sets, strings, slices, iterators or functions", "cannot pass a %s to %s", t, def.Name)
			ok = false
		}
		types = append(types, t)
	}
	var vararg *Tuple
	if def.Vararg != nil {
		vararg = &Tuple{}
		for _, a := range extra {
			t := st.expr(a)
			if t == nil {
				ok = false
			}
			vararg.Elems = append(vararg.Elems, t)
		}
	}
	if !ok {
		return nil
	}
	if fe.ufunc != nil {
		return st.ufuncCall(e, fe, bound, types)
	}
	var sp *Spec
	if len(fe.sigs) > 0 && !fe.lazySigs {
		sp = st.chooseSig(e, fe, types, passed, vararg)
		if sp == nil {
			return nil
		}
	} else {
		sp = c.newSpec(fe, types, vararg)
	}
	// A specialization that leaves out parameters binds them itself: pass only the others.
	n := len(sp.Params)
	st.info.Calls[e] = &Call{Kind: CallUser, Spec: sp, Args: append(bound[:n:n], extra...), ArgTypes: append(types[:n:n], tupleElems(vararg)...)}
	if sp.Raises {
		st.raises = true
	}
	if sp.UsesRandom {
		st.random = true
	}
	if sp.UsesNPRandom {
		st.npRandom = true
	}
	if fe.parent != nil {
		st.spec.Nested = appendSpec(st.spec.Nested, sp)
	}
	return sp.Result
}

func tupleElems(t *Tuple) []Type {
	if t == nil {
		return nil
	}
	return t.Elems
}

func appendSpec(list []*Spec, s *Spec) []*Spec {
	for _, x := range list {
		if x == s {
			return list
		}
	}
	return append(list, s)
}

// chooseSig picks the eager signature a call dispatches to: an exact match first, then the
// first signature every argument converts to, as Numba's dispatcher does. passed is the
// number of leading parameters the call passes (the others take their defaults); a signature
// that leaves out parameters matches only calls that leave out the same ones, and a full one
// matches either way.
func (st *fnState) chooseSig(e *translate.Call, fe *funcEntry, types []Type, passed int, vararg *Tuple) *Spec {
	fits := func(s *signature, exact bool) bool {
		if len(s.params) < len(types) && len(s.params) != passed {
			return false
		}
		if len(tupleElems(s.vararg)) != len(tupleElems(vararg)) {
			return false
		}
		want := append(append([]Type{}, s.params...), tupleElems(s.vararg)...)
		have := append(append([]Type{}, types[:len(s.params)]...), tupleElems(vararg)...)
		for i := range want {
			if exact && !Identical(have[i], want[i]) || !exact && !canConvert(have[i], want[i]) {
				return false
			}
		}
		return true
	}
	var pick *signature
	for _, exact := range []bool{true, false} {
		for _, s := range fe.sigs {
			if pick == nil && len(s.params) <= len(types) && fits(s, exact) {
				pick = s
			}
		}
	}
	if pick == nil {
		st.c.errorf(e.Pos, "type-mismatch", "", "no signature of %s accepts %s", fe.def.Name, (&Tuple{Elems: append(types[:passed:passed], tupleElems(vararg)...)}).String())
		return nil
	}
	return st.c.newSpec(fe, pick.params, pick.vararg)
}
