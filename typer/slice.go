package typer

import "github.com/pygo-lang/pygo/translate"

// SliceType is Numba's slice3_type: a slice object, start:stop:step, as a value. pygo makes
// one where a slice is the key of a jitclass instance's __getitem__ or __setitem__
// (`t[1:5:2]`), which reads its start, stop and step. The parts left out take Numba's
// defaults: step 1; start 0 and stop the largest int64 for a step that is not negative,
// start the largest and stop the smallest int64 for a negative one.
type SliceType struct{}

func (SliceType) String() string { return "slice3_type" }
func (SliceType) typ()           {}

// sliceValue types the slice sl as a slice object: its parts must be integers or None.
func (st *fnState) sliceValue(sl *translate.Slice) Type {
	ok := true
	for _, x := range []translate.Expr{sl.Lo, sl.Hi, sl.Step} {
		if x == nil {
			continue
		}
		t := st.expr(x)
		if t == nil {
			ok = false
			continue
		}
		if b, isBasic := t.(*Basic); !isBasic || !isIntLike(b) {
			if _, none := t.(NoneType); !none {
				st.c.errorf(x.At(), "type-mismatch", "slice with integers", "slice indices must be integers or None, not %s", t)
				ok = false
			}
		}
	}
	if !ok {
		return nil
	}
	st.info.Types[sl] = SliceType{}
	return SliceType{}
}

// sliceAttribute types s.start, s.stop and s.step of a slice object.
func (st *fnState) sliceAttribute(e *translate.Attribute) Type {
	switch e.Name {
	case "start", "stop", "step":
		return Int64
	}
	st.c.errorf(e.Pos, "unknown-attribute", didYouMean(e.Name, []string{"start", "stop", "step"}, "a slice has the attributes start, stop and step"), "slice has no attribute %s", e.Name)
	return nil
}

// classKey types the key of t[key] on a jitclass instance: a slice there is a slice object.
func (st *fnState) classKey(x translate.Expr) Type {
	if sl, ok := x.(*translate.Slice); ok {
		return st.sliceValue(sl)
	}
	return st.expr(x)
}

func init() { builtinNames["slice"] = true }

// sliceCall types slice(stop), slice(start, stop) and slice(start, stop, step), also with
// *args naming a tuple: a slice object whose parts are integers or None (left out). The
// call records its arguments, spread, in parameter order.
func (st *fnState) sliceCall(e *translate.Call) Type {
	if len(e.Keywords) > 0 {
		st.c.errorf(e.Keywords[0].Pos, "unsupported-feature", "pass the arguments by position", "slice() does not take keyword arguments")
		return nil
	}
	args, ok := st.spreadArgs(e.Args, "slice")
	if !ok {
		return nil
	}
	if len(args) < 1 || len(args) > 3 {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "slice() takes 1 to 3 arguments (%d given)", len(args))
		return nil
	}
	ts := make([]Type, len(args))
	for i, x := range args {
		t := st.expr(x)
		if t == nil {
			return nil
		}
		if !isIntType(t) && !isNoneType(t) {
			if b, isB := t.(*Basic); !isB || !b.IsBool() {
				st.c.errorf(x.At(), "type-mismatch", "slice with integers or None", "slice indices must be integers or None, not %s", describe(t))
				return nil
			}
		}
		ts[i] = t
	}
	st.info.Calls[e] = &Call{Kind: CallBuiltin, Builtin: "slice", Args: args, ArgTypes: ts}
	return SliceType{}
}

func isSlice(t Type) bool { _, ok := t.(SliceType); return ok }
