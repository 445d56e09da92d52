package typer

import (
	"slices"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// FuncValue is a first-class function value: a variable (or a conditional expression) bound
// to one of several module-level functions (f = sq if flag else half), Numba's FunctionType.
// Each candidate is specialized for the argument types of the calls through the value, which
// must all be the same, and every candidate must return the same type for them: the value is
// a Go func of that one signature. Fns is sorted by name; Params, Result and Specs (one per
// candidate) are set once a call through the value is typed (Params not nil, even for no
// arguments), and nil before.
type FuncValue struct {
	Fns    []*funcEntry
	Params []Type
	Result Type
	Specs  []*Spec
}

func (f *FuncValue) String() string {
	names := make([]string, len(f.Fns))
	for i, fe := range f.Fns {
		names[i] = fe.def.Name
	}
	s := "function value (" + strings.Join(names, " | ") + ")"
	if f.Params != nil {
		ps := make([]string, len(f.Params))
		for i, p := range f.Params {
			ps[i] = describe(p)
		}
		s += "(" + strings.Join(ps, ", ") + ") -> " + describe(f.Result)
	}
	return s
}

func (*FuncValue) typ() {}

// Called reports whether a call through the value fixed its signature.
func (f *FuncValue) Called() bool { return f.Params != nil }

// valueCandidate reports whether a function can be one of a function value's: a plain @njit
// function at module level (its Go specialization is a func value of its own).
func valueCandidate(fe *funcEntry) bool {
	return fe.parent == nil && fe.class == nil && fe.ufunc == nil && fe.gufunc == nil && fe.cuda == nil && !fe.def.Generator
}

// funcsOf returns the candidates of a function or function value type, and its signature
// when one is fixed; ok is false for other types and for functions that cannot be values.
func funcsOf(t Type) (fns []*funcEntry, sig *FuncValue, ok bool) {
	switch t := t.(type) {
	case *FuncRef:
		return []*funcEntry{t.Fn}, nil, valueCandidate(t.Fn)
	case *FuncValue:
		if t.Called() {
			sig = t
		}
		return t.Fns, sig, true
	}
	return nil, nil, false
}

// unifyFuncs unifies two different functions, or function values, into the function value
// that may be either: the union of their candidates, with the signature either fixed.
func unifyFuncs(a, b Type) (Type, bool) {
	fa, sa, okA := funcsOf(a)
	fb, sb, okB := funcsOf(b)
	if !okA || !okB {
		return nil, false
	}
	if sa != nil && sb != nil && (!slices.EqualFunc(sa.Params, sb.Params, Identical) || !Identical(sa.Result, sb.Result)) {
		return nil, true // two signatures: Numba's "mismatch of function types"
	}
	fns := append(slices.Clone(fa), fb...)
	slices.SortFunc(fns, func(x, y *funcEntry) int { return strings.Compare(x.def.Name, y.def.Name) })
	fns = slices.Compact(fns)
	if len(fns) == 1 {
		return nil, false
	}
	v := &FuncValue{Fns: fns}
	for _, sig := range []*FuncValue{sa, sb} {
		switch {
		case sig == nil:
		case slices.Equal(sig.Fns, fns):
			return sig, true
		default:
			// New candidates: their specializations come with the next call's check.
			return &FuncValue{Fns: fns, Params: sig.Params, Result: sig.Result}, true
		}
	}
	return v, true
}

// withSig returns the value's type with its signature fixed to params; specs are the
// candidates' specializations for them when known (their results agree), else nil.
func (f *FuncValue) withSig(params []Type, specs []*Spec) *FuncValue {
	v := &FuncValue{Fns: f.Fns, Params: append([]Type{}, params...), Specs: specs} // not nil: called
	if len(specs) > 0 {
		v.Result = specs[0].Result
	}
	return v
}

// funcValueCall types a call through a function value: every candidate is specialized for
// the argument types, and must return the same type. The value's variable gets the
// signature, which every other call through it must share.
func (st *fnState) funcValueCall(e *translate.Call, f *FuncValue) Type {
	c := st.c
	if len(e.Keywords) > 0 {
		c.errorf(e.Pos, "unsupported-feature", "pass the arguments by position", "a call through a function value takes no keyword arguments")
		return nil
	}
	var types []Type
	for _, a := range e.Args {
		if s, ok := a.(*translate.Starred); ok {
			c.errorf(s.Pos, "unsupported-feature", "pass the arguments one by one", "*args in calls are not supported")
			return nil
		}
		t := st.expr(a)
		if t == nil {
			return nil
		}
		if !isBasic(t) && !isArray(t) && !isTuple(t) && !isStr(t) {
			c.errorf(a.At(), "type-mismatch", "pass numbers, arrays, tuples or strings", "cannot pass a %s through a function value", t)
			return nil
		}
		types = append(types, t)
	}
	if f.Called() && !slices.EqualFunc(f.Params, types, Identical) {
		c.errorf(e.Pos, "type-mismatch", "call a function value with one signature, as Numba's function type has",
			"%s is called with (%s) here, which does not match its signature", f, typeList(types))
		return nil
	}
	var specs []*Spec
	var result Type
	for _, fe := range f.Fns {
		def := fe.def
		if len(def.Params) != len(types) || def.Vararg != nil {
			c.errorf(e.Pos, "wrong-arg-count", "give every function of the value the same parameters",
				"%s() takes %d arguments but the call through the function value passes %d", def.Name, len(def.Params), len(types))
			return nil
		}
		var sp *Spec
		if len(fe.sigs) > 0 && !fe.lazySigs {
			if sp = st.chooseSig(e, fe, types, len(types), nil); sp == nil {
				return nil
			}
			if !slices.EqualFunc(sp.Params, types, Identical) {
				c.errorf(e.Pos, "type-mismatch", "call it with the types of its signature", "%s has no signature for (%s), which the call through the function value needs", def.Name, typeList(types))
				return nil
			}
		} else {
			sp = c.newSpec(fe, types, nil)
		}
		specs = append(specs, sp)
		if sp.Result == nil {
			continue // not typed yet (recursion): the next round has it
		}
		if result != nil && !Identical(result, sp.Result) {
			c.errorf(e.Pos, "type-mismatch", "make the functions return one type, converting explicitly (float(x))",
				"the functions of %s return %s and %s for (%s): a function value has one signature", f, result, sp.Result, typeList(types))
			return nil
		}
		result = sp.Result
		st.raises = st.raises || sp.Raises
		st.random = st.random || sp.UsesRandom
		st.npRandom = st.npRandom || sp.UsesNPRandom
	}
	if result == nil || len(specs) != len(f.Fns) {
		return nil
	}
	typed := f.withSig(types, specs)
	st.info.Calls[e] = &Call{Kind: CallValue, Type: typed, Args: e.Args, ArgTypes: types}
	if n, ok := e.Func.(*translate.Name); ok && st.info.Locals[n.Id] {
		// The variable's type carries the signature, which its assignments convert to.
		if old := st.spec.vars[n.Id]; !Identical(old, typed) {
			if u := unify(old, typed); u != nil {
				st.spec.vars[n.Id] = u
				st.changed = true
			}
		}
	}
	return result
}

func typeList(ts []Type) string {
	s := make([]string, len(ts))
	for i, t := range ts {
		s[i] = describe(t)
	}
	return strings.Join(s, ", ")
}
