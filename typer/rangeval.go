package typer

import (
	"go/constant"

	"github.com/pygo-lang/pygo/translate"
)

// RangeType is a range object used as a value (Numba's range_state_int64): stored in a
// variable, passed to another function, iterated, measured with len, tested with in, and
// asked for start, stop and step; pygo also indexes and slices one (Numba 0.56 does not).
type RangeType struct{}

func (RangeType) String() string { return "range_state_int64" }
func (RangeType) typ()           {}

func isRange(t Type) bool { _, ok := t.(RangeType); return ok }

// builtinRange types range(stop), range(start, stop) or range(start, stop, step) used as a
// value rather than as the iterable of a for loop.
func builtinRange(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 3) {
		return nil
	}
	for i, t := range args {
		b, ok := t.(*Basic)
		if !ok || !isIntLike(b) {
			st.c.errorf(e.Args[i].At(), "type-mismatch", "convert it with int(...)", "range argument must be an integer, not %s", t)
			return nil
		}
		if b == Uint64 {
			st.c.errorf(e.Args[i].At(), "unsupported-feature", "convert it with int(...)", "range objects of uint64 values are not supported")
			return nil
		}
	}
	if len(args) == 3 {
		if v, ok := st.info.Consts[e.Args[2]]; ok && constant.Sign(v) == 0 {
			st.c.errorf(e.Args[2].At(), "bad-value", "", "range() arg 3 must not be zero")
			return nil
		}
		st.raises = true // a zero step raises ValueError
	}
	return RangeType{}
}

// rangeAttribute types r.start, r.stop and r.step.
func (st *fnState) rangeAttribute(e *translate.Attribute) Type {
	switch e.Name {
	case "start", "stop", "step":
		return Int64
	}
	st.c.errorf(e.Pos, "unknown-attribute", didYouMean(e.Name, []string{"start", "stop", "step"}, "a range has the attributes start, stop and step"), "range has no attribute %s", e.Name)
	return nil
}

// rangeContains types `x in r` for a range r: x must be a number (a float or complex one is
// in r when it is a whole number that is, as Numba's impl_contains).
func (st *fnState) rangeContains(e *translate.Compare, lt Type) bool {
	_, ok := lt.(*Basic)
	if !ok {
		st.c.errorf(e.Pos, "unsupported-feature", "convert the value with int(...)", "`in` on a range needs a number, not %s", lt)
		return false
	}
	return true
}

// rangeSubscript types r[i] (an int64; IndexError out of range) and r[lo:hi:step] (a range),
// as Python indexes and slices a range object. Numba 0.56 rejects both; CPython is their oracle.
func (st *fnState) rangeSubscript(e *translate.Subscript, r Type) Type {
	if sl, ok := e.Index.(*translate.Slice); ok {
		if !st.sliceBounds(sl) {
			return nil
		}
		return r
	}
	it := st.expr(e.Index)
	if it == nil {
		return nil
	}
	if b, ok := it.(*Basic); !ok || !isIntLike(b) {
		st.c.errorf(e.Index.At(), "type-mismatch", "", "range indices must be integers, not %s", it)
		return nil
	}
	st.raises = true // IndexError
	return Int64
}
