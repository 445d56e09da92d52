package typer

import (
	"github.com/pygo-lang/pygo/translate"
)

// This file types the warp-level intrinsics of Numba's cuda module; their signatures and
// results follow numba/cuda/cudadecl.py and intrinsic_wrapper.py (Numba 0.56): the mask is an
// int32, predicates are booleans, shuffled and matched values are int32, int64, float32 or
// float64, lanes and deltas int32.

// warpIntrinsic describes one warp intrinsic: the operands after the mask and what it returns.
type warpIntrinsic struct {
	// operands are the kinds of the arguments after the mask: "pred", "value" or "lane".
	operands []string
	// mask: the first argument is the warp mask (optional for syncwarp, absent for
	// activemask and lanemask_lt).
	mask, optionalMask bool
	// result is the type returned, given the value type (nil when there is no value).
	result func(value *Basic) Type
	// sync: the intrinsic is a meeting of the warp's lanes, so the kernel's threads run
	// concurrently.
	sync bool
}

func fixed(t Type) func(*Basic) Type { return func(*Basic) Type { return t } }
func sameValue(v *Basic) Type        { return v }

var cudaWarpIntrinsics = map[string]warpIntrinsic{
	"syncwarp":       {mask: true, optionalMask: true, result: fixed(NoneType{}), sync: true},
	"all_sync":       {mask: true, operands: []string{"pred"}, result: fixed(Bool), sync: true},
	"any_sync":       {mask: true, operands: []string{"pred"}, result: fixed(Bool), sync: true},
	"eq_sync":        {mask: true, operands: []string{"pred"}, result: fixed(Bool), sync: true},
	"ballot_sync":    {mask: true, operands: []string{"pred"}, result: fixed(Int32), sync: true},
	"shfl_sync":      {mask: true, operands: []string{"value", "lane"}, result: sameValue, sync: true},
	"shfl_up_sync":   {mask: true, operands: []string{"value", "lane"}, result: sameValue, sync: true},
	"shfl_down_sync": {mask: true, operands: []string{"value", "lane"}, result: sameValue, sync: true},
	"shfl_xor_sync":  {mask: true, operands: []string{"value", "lane"}, result: sameValue, sync: true},
	"match_any_sync": {mask: true, operands: []string{"value"}, result: fixed(Int32), sync: true},
	"match_all_sync": {mask: true, operands: []string{"value"}, result: fixed(&Tuple{Elems: []Type{Int32, Bool}}), sync: true},
	"activemask":     {result: fixed(Uint32), sync: true},
	"lanemask_lt":    {result: fixed(Uint32)},
}

// warpValueType is the type Numba's overloads convert a shuffled or matched value to: int32
// for booleans and integers that fit it, int64 for wider integers, the float's own type.
func warpValueType(b *Basic) *Basic {
	switch {
	case b == Float32 || b == Float64:
		return b
	case b.IsBool(), b.IsInteger() && !b.IsUnsigned() && b.Bits() <= 32, b.IsUnsigned() && b.Bits() <= 16:
		return Int32
	}
	return Int64
}

// warp types a call of a warp intrinsic: cuda.shfl_down_sync(0xffffffff, v, 1) and the like.
func (t *cudaFuncTyper) warp(e *translate.Call, name string) Type {
	w := cudaWarpIntrinsics[name]
	want := len(w.operands)
	if w.mask {
		want++
	}
	usage := "cuda." + name + "(" + warpUsage(w) + ")"
	if len(e.Keywords) > 0 || len(e.Args) != want && !(w.optionalMask && len(e.Args) == 0) {
		t.errorf(e.Pos, "bad-call", "write "+usage, "cuda.%s takes %s", name, count(want, "argument"))
		return nil
	}
	ts := make([]*Basic, len(e.Args))
	for i, a := range e.Args {
		at := t.expr(a)
		if at == nil {
			return nil
		}
		b, ok := at.(*Basic)
		if !ok || b.IsComplex() {
			t.errorf(a.At(), "type-mismatch", "write "+usage, "cuda.%s takes numbers, not %s", name, at)
			return nil
		}
		ts[i] = b
	}
	var value *Basic
	for i, b := range ts {
		kind := "mask"
		if !w.mask || i > 0 {
			kind = w.operands[i-boolInt(w.mask)]
		}
		switch kind {
		case "mask", "lane":
			if !b.IsInteger() {
				t.errorf(e.Args[i].At(), "type-mismatch", "write "+usage, "the %s of cuda.%s must be an integer, not %s", kind, name, b)
				return nil
			}
		case "value":
			value = warpValueType(b)
		}
	}
	if w.sync {
		t.f.Sync = true
	}
	t.f.Builtins[e] = &CUDABuiltin{Kind: "warp", Name: name, Type: value}
	return w.result(value)
}

func warpUsage(w warpIntrinsic) string {
	var s string
	if w.mask {
		s = "mask"
	}
	for _, o := range w.operands {
		s += ", " + o
	}
	return s
}
