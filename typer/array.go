package typer

import (
	"fmt"
	"go/constant"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// Layout is an array's memory layout as Numba tracks it statically.
type Layout byte

// Layouts: C-contiguous (row-major), Fortran-contiguous (column-major), or any strides.
const (
	LayoutC Layout = 'C'
	LayoutF Layout = 'F'
	LayoutA Layout = 'A'
)

// Array is a NumPy array type: element type, number of dimensions and layout, as Numba's
// types.Array. Its String is Numba's spelling, "array(float64, 2d, C)".
type Array struct {
	Dtype  *Basic
	Ndim   int
	Layout Layout
}

func (a *Array) String() string { return fmt.Sprintf("array(%s, %dd, %c)", a.Dtype, a.Ndim, a.Layout) }
func (*Array) typ()             {}

// NewArray returns the array type with the given element type, dimensions and layout.
// A one-dimensional F array is C: both mean contiguous.
func NewArray(dt *Basic, ndim int, layout Layout) *Array {
	if ndim <= 1 && layout == LayoutF {
		layout = LayoutC
	}
	return &Array{Dtype: dt, Ndim: ndim, Layout: layout}
}

// MaxDims is NumPy's limit on the number of dimensions.
const MaxDims = 32

func isArray(t Type) bool { _, ok := t.(*Array); return ok }

// unifyArrays merges two array types of one dtype and ndim; differing layouts give A.
func unifyArrays(a, b *Array) Type {
	if a.Dtype != b.Dtype || a.Ndim != b.Ndim {
		return nil
	}
	if a.Layout == b.Layout {
		return a
	}
	return NewArray(a.Dtype, a.Ndim, LayoutA)
}

// elemKind orders scalar kinds for NumPy's mixed array/scalar rule: bool < integer < float < complex.
func elemKind(b *Basic) int {
	switch {
	case b.IsBool():
		return 0
	case b.IsInteger():
		return 1
	case b.IsFloat():
		return 2
	}
	return 3
}

// ufuncOperands applies Numba's rule for choosing a ufunc loop (numpy_support's
// ufunc_can_cast): when integer and floating-point inputs are mixed, any integer may be cast to
// any float or complex type, so the integers do not take part in choosing the loop:
// float32_array * 2 and int32_array * float32_array are float32, while float32_array * 2.0
// (a float64) is float64. Otherwise NumPy's promote_types decides.
func ufuncOperands(x, y *Basic, xArr, yArr bool) (*Basic, *Basic) {
	isInt := func(b *Basic) bool { return b.IsInteger() }
	isFloat := func(b *Basic) bool { return b.IsFloat() || b.IsComplex() }
	switch {
	case isInt(x) && isFloat(y):
		x = y
	case isInt(y) && isFloat(x):
		y = x
	}
	return x, y
}

// floatLoop is the element type of a floating-point ufunc (sqrt, sin, true division) on x:
// small integers and bools use the float32 loop, other integers float64, as in Numba.
func floatLoop(x *Basic) *Basic {
	if x.IsFloat() || x.IsComplex() {
		return x
	}
	if x.Bits() <= 16 {
		return Float32
	}
	return Float64
}

// elemBinary returns the element type of x op y when at least one operand is an array, or nil
// when NumPy has no loop for it.
func elemBinary(op translate.Op, x, y *Basic) *Basic {
	p := promote(x, y)
	switch op {
	case translate.Add, translate.Mul:
		return p
	case translate.Sub:
		if p.IsBool() {
			return nil
		}
		return p
	case translate.Div:
		return floatLoop(p)
	case translate.FloorDiv, translate.Mod:
		if p.IsComplex() {
			return nil
		}
		if p.IsBool() {
			return Int8
		}
		return p
	case translate.Pow:
		if p.IsBool() {
			return Int8
		}
		return p
	case translate.BitAnd, translate.BitOr, translate.BitXor:
		if !isIntLike(p) {
			return nil
		}
		return p
	case translate.LShift, translate.RShift:
		if !isIntLike(p) {
			return nil
		}
		if p.IsBool() {
			return Int8
		}
		return p
	}
	return nil
}

// arrayBinary types x op y where x or y is an array.
func (st *fnState) arrayBinary(p translate.Pos, op translate.Op, xt, yt Type) Type {
	xe, xa := elemOf(xt)
	ye, ya := elemOf(yt)
	if xe == nil || ye == nil {
		st.c.errorf(p, "type-mismatch", "", "unsupported operand types for %s: %s and %s", op, xt, yt)
		return nil
	}
	if op == translate.MatMul {
		return st.matmulType(p, xt, yt)
	}
	if xa != nil && ya != nil {
		st.raises = true // shapes that do not broadcast raise ValueError
	}
	x, y := ufuncOperands(xe, ye, xa != nil, ya != nil)
	rt := elemBinary(op, x, y)
	if rt == nil {
		st.c.errorf(p, "type-mismatch", "", "unsupported operand types for %s: %s and %s", op, xt, yt)
		return nil
	}
	if op == translate.Div && rt.IsComplex() {
		st.raises = true // Numba raises ZeroDivisionError for a complex division by zero
	}
	return elementwise(rt, max(ndimOf(xt), ndimOf(yt)))
}

// elementwise is the type of an element-by-element operation (an operator, a comparison, a
// ufunc) whose result has nd dimensions: a C array, or for nd 0 (every array operand 0-d) a
// scalar, which is what Numba returns for arithmetic and ufuncs on 0-d arrays.
func elementwise(dt *Basic, nd int) Type {
	if nd == 0 {
		return dt
	}
	return NewArray(dt, nd, LayoutC)
}

// arrayCompare types a comparison where an operand is an array: a bool array.
func (st *fnState) arrayCompare(p translate.Pos, op translate.Op, xt, yt Type) Type {
	xe, _ := elemOf(xt)
	ye, _ := elemOf(yt)
	if xe == nil || ye == nil || (xe.IsComplex() || ye.IsComplex()) && op != translate.Eq && op != translate.NotEq {
		st.c.errorf(p, "type-mismatch", "compare values of one kind: numbers with numbers, strings with strings (convert with str(x) or int(s))", "cannot compare %s %s %s", xt, op, yt)
		return nil
	}
	if isArray(xt) && isArray(yt) {
		st.raises = true
	}
	return elementwise(Bool, max(ndimOf(xt), ndimOf(yt)))
}

// elemOf returns the element type of a scalar or array type, and the array type if it is one.
func elemOf(t Type) (*Basic, *Array) {
	switch t := t.(type) {
	case *Basic:
		return t, nil
	case *Array:
		return t.Dtype, t
	}
	return nil, nil
}

func ndimOf(t Type) int {
	if a, ok := t.(*Array); ok {
		return a.Ndim
	}
	return 0
}

// matmulType types a @ b (and np.dot, np.matmul) on float and complex vectors and matrices.
func (st *fnState) matmulType(p translate.Pos, xt, yt Type) Type {
	xa, ok1 := xt.(*Array)
	ya, ok2 := yt.(*Array)
	if !ok1 || !ok2 || xa.Ndim > 2 || ya.Ndim > 2 || xa.Ndim == 0 || ya.Ndim == 0 {
		st.c.errorf(p, "type-mismatch", "", "matrix products take 1-d or 2-d arrays, not %s and %s", xt, yt)
		return nil
	}
	if xa.Dtype != ya.Dtype || !xa.Dtype.IsFloat() && !xa.Dtype.IsComplex() {
		st.c.errorf(p, "type-mismatch", "convert both with .astype(np.float64)", "matrix products need two float or complex arrays of one type, not %s and %s", xa.Dtype, ya.Dtype)
		return nil
	}
	st.raises = true // shapes that do not match raise ValueError
	nd := xa.Ndim + ya.Ndim - 2
	if nd == 0 {
		return xa.Dtype
	}
	return NewArray(xa.Dtype, nd, LayoutC)
}

// arrayAttribute types a.shape, a.size, ... and array methods.
func (st *fnState) arrayAttribute(e *translate.Attribute, a *Array) Type {
	switch e.Name {
	case "shape", "strides":
		t := &Tuple{}
		for range a.Ndim {
			t.Elems = append(t.Elems, Int64)
		}
		return t
	case "ndim":
		return st.constant(e, Int64, constant.MakeInt64(int64(a.Ndim)))
	case "itemsize":
		return st.constant(e, Int64, constant.MakeInt64(int64(a.Dtype.Bits()/8)))
	case "flat":
		// a.flat: the elements in C order, a view of a C-contiguous array (Numba's flatiter
		// indexes and iterates it; storing through it needs that view).
		return NewArray(a.Dtype, 1, LayoutC)
	case "size", "nbytes":
		return Int64
	case "flags":
		return &ArrayFlags{Array: a}
	case "T":
		l := a.Layout
		switch l {
		case LayoutC:
			l = LayoutF
		case LayoutF:
			l = LayoutC
		}
		if a.Ndim == 1 {
			return a
		}
		return &Array{Dtype: a.Dtype, Ndim: a.Ndim, Layout: l}
	case "real", "imag":
		dt := a.Dtype
		if dt.IsComplex() {
			dt = realOf(dt)
		}
		return NewArray(dt, a.Ndim, LayoutC)
	case "dtype":
		return &TypeRef{T: a.Dtype}
	}
	if _, ok := arrayMethods[e.Name]; ok {
		return &BuiltinRef{Path: ".array." + e.Name}
	}
	st.c.errorf(e.Pos, "unknown-attribute", didYouMean(e.Name, append(keys(arrayMethods), arrayAttributes...), "see docs/numpy.md for the array methods pygo supports"), "%s has no attribute %s", a, e.Name)
	return nil
}

// RealOf returns the real dtype of a complex one (float32 for complex64), and b itself otherwise.
func RealOf(b *Basic) *Basic { return realOf(b) }

func realOf(b *Basic) *Basic {
	switch b {
	case Complex64:
		return Float32
	case Complex128:
		return Float64
	}
	return b
}

// IndexKind classifies a subscript of an array.
type IndexKind int

// Index kinds.
const (
	IndexElem IndexKind = iota // every axis indexed by an integer: a scalar element
	IndexView                  // basic indexing with slices, None or fewer integers: a view
	IndexTake                  // one 1-d integer array: a copy of the selected rows
	IndexMask                  // one boolean array of the same shape: a 1-d copy of the selected elements
	// IndexTakeAxis is one 1-d integer array among basic indexes: the basic view (Items, with
	// the array's axis whole), then a copy of the entries the array selects along Axis.
	IndexTakeAxis
)

// ItemKind classifies one entry of a basic index.
type ItemKind int

// Item kinds.
const (
	ItemInt ItemKind = iota
	ItemSlice
	ItemNewAxis
)

// IndexItem is one entry of a basic index, with the ellipsis already expanded.
type IndexItem struct {
	Kind ItemKind
	X    translate.Expr   // the integer index (ItemInt)
	S    *translate.Slice // the slice (ItemSlice); nil for the whole axis (or a slice object)
	// Obj is the expression of a slice object (typer.SliceType: s in a[s], slice(1, 5) in
	// a[slice(1, 5)]) for an ItemSlice taken from one; nil otherwise.
	Obj translate.Expr
	// NonNeg is true when the integer index is known not to be negative (no wrap-around needed).
	NonNeg bool
	// Elem is k+1 when X is a variable holding a tuple of integers (a[idx]) and this item is
	// its element k; 0 otherwise.
	Elem int
}

// Indexing describes how a subscript of an array selects elements.
type Indexing struct {
	Kind  IndexKind
	Items []IndexItem    // IndexElem and IndexView
	Index translate.Expr // the index array (IndexTake, IndexMask, IndexTakeAxis)
	Axis  int            // IndexTakeAxis: the axis of the view the array indexes
	// RowMask marks an IndexTake (IndexTakeAxis) whose index is a 1-d boolean mask over the
	// first axis (over Axis), which selects its true positions.
	RowMask bool
}

// arraySubscript types a[index].
func (st *fnState) arraySubscript(e *translate.Subscript, a *Array) Type {
	st.boundsChecked()
	var raw []translate.Expr
	if tup, ok := e.Index.(*translate.Tuple); ok {
		raw = tup.Elts
	} else {
		raw = []translate.Expr{e.Index}
	}
	raw = st.spreadTupleIndex(raw)
	// One advanced index.
	if len(raw) == 1 {
		if _, isSlice := raw[0].(*translate.Slice); !isSlice && !isNoneOrEllipsis(raw[0]) {
			it := st.expr(raw[0])
			if ia, ok := it.(*Array); ok && !isZeroDInt(ia) {
				switch {
				case ia.Dtype.IsBool() && ia.Ndim == 1 && a.Ndim > 1:
					// A 1-d mask selects rows, as the integer array of its true positions.
					st.raises = true
					st.info.Index[e] = &Indexing{Kind: IndexTake, Index: raw[0], RowMask: true}
					return NewArray(a.Dtype, a.Ndim, LayoutC)
				case ia.Dtype.IsBool():
					st.raises = true // a mask of another shape raises IndexError
					if ia.Ndim != a.Ndim {
						st.c.errorf(raw[0].At(), "type-mismatch", "", "a boolean index must have the array's %d dimensions, not %d", a.Ndim, ia.Ndim)
						return nil
					}
					st.info.Index[e] = &Indexing{Kind: IndexMask, Index: raw[0]}
					return NewArray(a.Dtype, 1, LayoutC)
				case ia.Dtype.IsInteger() && ia.Ndim == 1:
					st.raises = true // an index out of bounds raises IndexError
					st.info.Index[e] = &Indexing{Kind: IndexTake, Index: raw[0]}
					return NewArray(a.Dtype, a.Ndim, LayoutC)
				}
				st.c.errorf(raw[0].At(), "type-mismatch", "", "arrays can be indexed by a 1-d integer array or a boolean array, not %s", ia)
				return nil
			}
		}
	}
	var items []IndexItem
	ellipsis := -1
	nInt, nNew := 0, 0
	takeAt, takeIndex, takeMask := -1, translate.Expr(nil), false
	for _, x := range raw {
		switch {
		case isEllipsis(x):
			if ellipsis >= 0 {
				st.c.errorf(x.At(), "bad-index", "", "an index can only have a single ellipsis")
				return nil
			}
			ellipsis = len(items)
		case isNone(x) || st.c.resolvePath(x) == "numpy.newaxis":
			items = append(items, IndexItem{Kind: ItemNewAxis})
			nNew++
		default:
			if sl, ok := x.(*translate.Slice); ok {
				for _, part := range []translate.Expr{sl.Lo, sl.Hi, sl.Step} {
					if part == nil {
						continue
					}
					if pt := st.expr(part); pt != nil && !isIntType(pt) && !isNoneType(pt) {
						st.c.errorf(part.At(), "type-mismatch", "", "slice indices must be integers, not %s", pt)
						return nil
					}
				}
				items = append(items, IndexItem{Kind: ItemSlice, S: sl})
				continue
			}
			it := st.expr(x)
			if it == nil {
				return nil
			}
			if tt, ok := it.(*Tuple); ok && len(raw) == 1 && isNameExpr(x) && allIntElems(tt) {
				// a[idx] with idx a tuple of integers (from np.ndindex): one index per element.
				for k := range tt.Elems {
					items = append(items, IndexItem{Kind: ItemInt, X: x, Elem: k + 1})
					nInt++
				}
				continue
			}
			if !isIntType(it) && !isZeroDInt(it) {
				if ia, ok := it.(*Array); ok && ia.Ndim == 1 && (ia.Dtype.IsInteger() || ia.Dtype.IsBool()) && takeAt < 0 && nInt > 0 {
					// NumPy counts the integers as advanced indexes too, and moves the axes
					// they select with the array's; Numba 0.56 rejects an integer before the
					// array (NumbaNotImplementedError).
					st.c.errorf(x.At(), "unsupported-feature", "take the view the integers select first, a[k][:, idx], then index it with the array",
						"an index array after an integer index: Numba 0.56 supports only one advanced index")
					return nil
				}
				if ia, ok := it.(*Array); ok && ia.Ndim == 1 && (ia.Dtype.IsInteger() || ia.Dtype.IsBool()) && takeAt < 0 {
					// One integer array among basic indexes (Numba's "one advanced index"):
					// the view with that axis whole, then the selected entries along it. A 1-d
					// mask there selects its true positions.
					takeAt, takeIndex, takeMask = len(items), x, ia.Dtype.IsBool()
					items = append(items, IndexItem{Kind: ItemSlice})
					continue
				}
				if _, isSlice := it.(SliceType); isSlice {
					st.raises = true // a zero step raises ValueError
					items = append(items, IndexItem{Kind: ItemSlice, Obj: x})
					continue
				}
				if isArray(it) {
					st.c.errorf(x.At(), "unsupported-feature", "index with one 1-d integer array, or use a loop", "only one 1-d integer array can be combined with other indexes")
				} else if isEnum(it) {
					st.c.errorf(x.At(), "type-mismatch", "index with the member's value: a[m.value]", "an enum member (%s) cannot index an array: Numba 0.56 takes no IntEnum member as an index", it)
				} else {
					st.c.errorf(x.At(), "type-mismatch", "", "array indices must be integers or slices, not %s", it)
				}
				return nil
			}
			items = append(items, IndexItem{Kind: ItemInt, X: x, NonNeg: st.nonNegative(x)})
			nInt++
		}
	}
	n := len(items) - nNew
	if n > a.Ndim {
		st.c.errorf(e.Pos, "bad-index", "", "too many indices for a %d-dimensional array", a.Ndim)
		return nil
	}
	// Expand the ellipsis (or the implied trailing one) into whole-axis slices.
	fill := make([]IndexItem, a.Ndim-n)
	for i := range fill {
		fill[i] = IndexItem{Kind: ItemSlice}
	}
	at := len(items)
	if ellipsis >= 0 {
		at = ellipsis
	}
	var left, right []IndexItem
	left = append(left, items[:at]...)
	right = append(right, items[at:]...)
	full := append(append(append([]IndexItem{}, left...), fill...), right...)
	if takeAt >= 0 {
		st.raises = true // an index out of bounds raises IndexError
		// The axis of the array index in the view: after the integers before it are gone.
		axis := 0
		pos := takeAt
		if ellipsis >= 0 && takeAt >= ellipsis {
			pos += len(fill)
		}
		for _, it := range full[:pos] {
			if it.Kind != ItemInt {
				axis++
			}
		}
		st.info.Index[e] = &Indexing{Kind: IndexTakeAxis, Items: full, Index: takeIndex, Axis: axis, RowMask: takeMask}
		return NewArray(a.Dtype, a.Ndim-nInt+nNew, LayoutC)
	}
	if a.Ndim == 0 && len(items) == 0 && ellipsis >= 0 {
		// a[...] of a 0-d array is the array itself (a view), as in NumPy.
		st.info.Index[e] = &Indexing{Kind: IndexView}
		return a
	}
	if nInt == a.Ndim && nNew == 0 {
		st.info.Index[e] = &Indexing{Kind: IndexElem, Items: full}
		return a.Dtype
	}
	st.info.Index[e] = &Indexing{Kind: IndexView, Items: full}
	nd := a.Ndim - nInt + nNew
	if nd > MaxDims {
		st.c.errorf(e.Pos, "bad-index", "", "too many dimensions")
		return nil
	}
	if nd == 0 {
		return a.Dtype
	}
	return NewArray(a.Dtype, nd, viewLayout(a, left, right, ellipsis >= 0, n == a.Ndim))
}

// viewLayout is Numba's rule for the layout of a basic-indexing view (arraydecl.py): integers
// and plain slices on the leading axes keep a C array contiguous when only the innermost
// index is a slice and it has no step; symmetrically for F.
func viewLayout(a *Array, left, right []IndexItem, hasEllipsis, allIndexed bool) Layout {
	keeps := func(it IndexItem, innermost bool) bool {
		switch it.Kind {
		case ItemInt:
			return true
		case ItemSlice:
			return innermost && it.Obj == nil && (it.S == nil || it.S.Step == nil)
		}
		return false
	}
	contiguous := func(items []IndexItem) bool {
		for i, it := range items {
			if !keeps(it, i == len(items)-1) {
				return false
			}
		}
		return true
	}
	switch a.Layout {
	case LayoutC:
		if allIndexed {
			left, right = append(append([]IndexItem{}, left...), right...), nil
		}
		if len(right) > 0 || !contiguous(left) {
			return LayoutA
		}
		return LayoutC
	case LayoutF:
		if allIndexed {
			right, left = append(append([]IndexItem{}, left...), right...), nil
		}
		rev := make([]IndexItem, len(right))
		for i, it := range right {
			rev[len(right)-1-i] = it
		}
		if len(left) > 0 || !contiguous(rev) {
			return LayoutA
		}
		return LayoutF
	}
	return LayoutA
}

func isEllipsis(e translate.Expr) bool {
	c, ok := e.(*translate.Const)
	return ok && c.Kind == translate.EllipsisConst
}

func isNone(e translate.Expr) bool {
	c, ok := e.(*translate.Const)
	return ok && c.Kind == translate.NoneConst
}

func isNoneOrEllipsis(e translate.Expr) bool { return isNone(e) || isEllipsis(e) }

func isIntType(t Type) bool {
	b, ok := t.(*Basic)
	return ok && isIntLike(b) && !b.IsBool()
}

// isZeroDInt reports whether t is a 0-d integer array, which indexes as its element does.
func isZeroDInt(t Type) bool {
	a, ok := t.(*Array)
	return ok && a.Ndim == 0 && a.Dtype.IsInteger()
}

func isNoneType(t Type) bool { _, ok := t.(NoneType); return ok }

// nonNegative reports whether an index expression cannot be negative: a non-negative
// constant, an unsigned value, len() or a loop variable of a range that starts at a
// non-negative constant and counts up, or such a variable subtracted from its loop's stop
// (loopbound.go).
func (st *fnState) nonNegative(x translate.Expr) bool {
	if v, ok := st.info.Consts[x]; ok {
		return sign(v) >= 0
	}
	if b, ok := st.info.Types[x].(*Basic); ok && b.IsUnsigned() {
		return true
	}
	switch x := x.(type) {
	case *translate.Name:
		_, ok := st.nonNegVars[x.Id]
		return ok
	case *translate.BinOp:
		if x.Op == translate.Sub && (st.boundedBelowStop(x.X, x.Y) || st.stopMinusCounter(x)) {
			return true // m - 1 - j for j in range(m)
		}
		if n, ok := x.X.(*translate.Name); ok && x.Op == translate.Sub {
			// i - k for a loop counter i that starts at k or above.
			lo, counting := st.nonNegVars[n.Id]
			if v, isConst := st.info.Consts[x.Y]; counting && isConst {
				k, exact := constant.Int64Val(v)
				return exact && k >= 0 && k <= lo
			}
		}
		if x.Op == translate.Add || x.Op == translate.Mul || x.Op == translate.FloorDiv || x.Op == translate.Mod {
			return st.nonNegative(x.X) && st.nonNegative(x.Y)
		}
	}
	return false
}

// arrayType resolves an array type written as dtype[:, ::1] in a signature.
func (r typeResolver) arrayType(e *translate.Subscript) (Type, error) {
	dt, err := r.resolve(e.X)
	if err != nil {
		return nil, err
	}
	var parts []translate.Expr
	if tup, ok := e.Index.(*translate.Tuple); ok {
		parts = tup.Elts
	} else {
		parts = []translate.Expr{e.Index}
	}
	if rec, ok := dt.(*Record); ok {
		return recordArrayType(rec, parts)
	}
	b, ok := dt.(*Basic)
	if !ok {
		return nil, fmt.Errorf("array elements must be numbers, not %s", dt)
	}
	unit := func(x translate.Expr) (bool, error) {
		sl, ok := x.(*translate.Slice)
		if !ok || sl.Lo != nil || sl.Hi != nil {
			return false, fmt.Errorf("array types are written with bare slices, as float64[:, ::1]")
		}
		if sl.Step == nil {
			return false, nil
		}
		if c, ok := sl.Step.(*translate.Const); ok && c.Kind == translate.IntConst && c.Value.String() == "1" {
			return true, nil
		}
		return false, fmt.Errorf("the only step allowed in an array type is ::1")
	}
	layout := LayoutA
	for i, x := range parts {
		one, err := unit(x)
		if err != nil {
			return nil, err
		}
		if one {
			switch {
			case i == len(parts)-1 && layout == LayoutA:
				layout = LayoutC
			case i == 0 && len(parts) > 1:
				layout = LayoutF
			default:
				return nil, fmt.Errorf("::1 marks the innermost axis: the last for C order, the first for F order")
			}
		}
	}
	if len(parts) > MaxDims {
		return nil, fmt.Errorf("arrays have at most %d dimensions", MaxDims)
	}
	return NewArray(b, len(parts), layout), nil
}

// arrayCall resolves types.Array(dtype, ndim, layout, readonly=..., aligned=...). Go has no
// read-only arrays: a readonly array is typed as the array it views (a signature that differs
// from another only by readonly= compiles to the same Go function), and aligned= does not
// change the type.
func (r typeResolver) arrayCall(e *translate.Call) (Type, error) {
	if len(e.Args) < 2 || len(e.Args) > 3 {
		return nil, fmt.Errorf("Array takes a dtype, a number of dimensions and a layout")
	}
	for _, k := range e.Keywords {
		c, ok := k.Value.(*translate.Const)
		if k.Name != "readonly" && k.Name != "aligned" || !ok || c.Kind != translate.BoolConst {
			return nil, fmt.Errorf("Array takes a dtype, a number of dimensions, a layout and readonly= or aligned= (True or False)")
		}
	}
	dt, err := r.resolve(e.Args[0])
	if err != nil {
		return nil, err
	}
	b, ok := dt.(*Basic)
	if !ok {
		return nil, fmt.Errorf("array elements must be numbers, not %s", dt)
	}
	c, ok := e.Args[1].(*translate.Const)
	if !ok || c.Kind != translate.IntConst {
		return nil, fmt.Errorf("the number of dimensions must be a constant")
	}
	nd, _ := constant.Int64Val(c.Value)
	if nd < 0 || nd > MaxDims {
		return nil, fmt.Errorf("arrays have 0 to %d dimensions", MaxDims)
	}
	layout := LayoutA
	if len(e.Args) == 3 {
		s, ok := e.Args[2].(*translate.Const)
		if !ok || s.Kind != translate.StrConst {
			return nil, fmt.Errorf("the layout is 'C', 'F' or 'A'")
		}
		switch constant.StringVal(s.Value) {
		case "C":
			layout = LayoutC
		case "F":
			layout = LayoutF
		case "A":
		default:
			return nil, fmt.Errorf("the layout is 'C', 'F' or 'A'")
		}
	}
	return NewArray(b, int(nd), layout), nil
}

// rowLayout is the layout of a[i] for an array a of two or more dimensions.
func rowLayout(a *Array) Layout {
	if a.Layout == LayoutC {
		return LayoutC
	}
	return LayoutA
}

// storeItem types a[index] = value.
func (st *fnState) storeItem(tg *translate.Subscript, a *Array, vt Type) {
	st.boundsChecked()
	if at, ok := tg.X.(*translate.Attribute); ok && at.Name == "flat" {
		if base, ok := st.info.Types[at.X].(*Array); ok && base.Layout != LayoutC {
			st.c.errorf(tg.Pos, "unsupported-feature", "declare the array C-contiguous (float64[::1]) or index it directly", "storing through a.flat is supported for C-contiguous arrays, not %s", base)
			return
		}
	}
	t := st.arraySubscript(tg, a)
	st.info.Types[tg] = t
	if t == nil || vt == nil {
		return
	}
	ve, va := elemOf(vt)
	if ve == nil {
		st.c.errorf(tg.Pos, "type-mismatch", "", "cannot store %s in an array of %s", vt, a.Dtype)
		return
	}
	if ve.IsComplex() && !a.Dtype.IsComplex() {
		st.c.errorf(tg.Pos, "type-mismatch", "take .real or abs() first", "cannot store complex values in an array of %s", a.Dtype)
		return
	}
	if va != nil || st.info.Index[tg].Kind != IndexElem {
		st.raises = true // the value may not broadcast to the selection
	}
	if va != nil {
		dst, isArr := t.(*Array)
		if !isArr && va.Ndim == 0 {
			return // a 0-d array stored into one element: its element, as in Numba
		}
		if !isArr {
			st.c.errorf(tg.Pos, "type-mismatch", "", "cannot store an array in one element of %s", a)
			return
		}
		if va.Ndim > dst.Ndim && st.info.Index[tg].Kind != IndexView {
			st.c.errorf(tg.Pos, "type-mismatch", "", "cannot broadcast a %d-d array into a %d-d selection", va.Ndim, dst.Ndim)
		}
	}
}

// sameKindCast reports whether NumPy's 'same_kind' casting allows from → to: within a kind or
// to a higher kind (bool → int → float → complex).
func sameKindCast(from, to *Basic) bool {
	if elemKind(from) < elemKind(to) {
		return true
	}
	if elemKind(from) > elemKind(to) {
		return false
	}
	if from.IsUnsigned() || !to.IsUnsigned() {
		return true
	}
	return !from.IsSigned()
}

// ElemLoop returns the type a binary operation or comparison on array elements computes in
// (both operands are converted to it) and the element type of its result. xArr and yArr say
// which operands are arrays, for NumPy's mixed array/scalar rule.
func ElemLoop(op translate.Op, x, y *Basic, xArr, yArr bool) (in, out *Basic) {
	x, y = ufuncOperands(x, y, xArr, yArr)
	switch op {
	case translate.Lt, translate.LtE, translate.Gt, translate.GtE, translate.Eq, translate.NotEq:
		return promote(x, y), Bool
	case translate.And, translate.Or:
		return Bool, Bool
	}
	r := elemBinary(op, x, y)
	return r, r
}

// UfuncLoop returns the input and result element types of a ufunc for the given inputs.
func UfuncLoop(u *Ufunc, ins []*Basic, arrs []bool) (in, out *Basic) {
	if len(ins) == 2 {
		ins[0], ins[1] = ufuncOperands(ins[0], ins[1], arrs[0], arrs[1])
	}
	out = ufuncResult(u, ins)
	switch u.Kind {
	case ufCompare:
		if strings.HasPrefix(u.Name, "logical_") {
			return Bool, Bool
		}
		return ElemLoop(u.Op, ins[0], ins[1], arrs[0], arrs[len(arrs)-1])
	case ufBinary:
		return ElemLoop(u.Op, ins[0], ins[1], arrs[0], arrs[len(arrs)-1])
	case ufMinMax:
		return out, out
	case ufPredicate:
		if ins[0].IsComplex() {
			return ins[0], out
		}
		return floatLoop(ins[0]), out
	case ufSame:
		if ins[0].IsComplex() {
			return ins[0], out
		}
		return out, out
	}
	return out, out
}

func isNameExpr(x translate.Expr) bool { _, ok := x.(*translate.Name); return ok }

func allIntElems(t *Tuple) bool {
	for _, el := range t.Elems {
		if !isIntType(el) {
			return false
		}
	}
	return len(t.Elems) > 0
}

// boundsChecked notes an array index of a function declared @njit(boundscheck=True), where
// an index outside its axis raises IndexError (emit/array.go), so calling it can raise.
func (st *fnState) boundsChecked() {
	if v, ok := st.spec.Options["boundscheck"]; ok && v.Kind() == constant.Bool && constant.BoolVal(v) {
		st.raises = true
	}
}
