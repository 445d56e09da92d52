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
