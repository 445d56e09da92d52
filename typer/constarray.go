package typer

import (
	"go/constant"
	"math"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// This file evaluates the module-level array expressions Numba freezes as constants beyond
// np.array literals (constArray): np.arange of constants, another constant array, and on
// those .reshape(...), .T and one-dimensional slices (a1 = np.arange(12); a2 = a1[::2];
// a3 = a1.reshape((3, 4)).T, as in Numba's test_array_constants). The value is kept as its
// elements in C order; the layout is the one Numba's typeof gives the NumPy array: C when
// it is C-contiguous, F for a transpose that is only Fortran-contiguous, A for a strided
// slice.

// constArrayExpr evaluates a module-level array expression: its type, shape and elements in
// C order, or ok false when it is not one pygo freezes.
func (c *checker) constArrayExpr(e translate.Expr) (*Array, []int, []constant.Value, bool) {
	if arr, shape, vals, ok := c.constArray(e); ok {
		return arr, shape, vals, true
	}
	switch e := e.(type) {
	case *translate.Name:
		if k := c.consts[e.Id]; k != nil {
			if arr, ok := k.Type.(*Array); ok {
				return arr, k.Shape, k.Elems, true
			}
		}
	case *translate.Attribute:
		if e.Name != "T" {
			return nil, nil, nil, false
		}
		arr, shape, vals, ok := c.constArrayExpr(e.X)
		if !ok {
			return nil, nil, nil, false
		}
		return constTranspose(arr, shape, vals)
	case *translate.Subscript:
		return c.constSlice(e)
	case *translate.Call:
		if at, ok := e.Func.(*translate.Attribute); ok && at.Name == "reshape" && c.resolvePath(at) == "" {
			return c.constReshape(at.X, e)
		}
		if c.resolvePath(e.Func) == "numpy.arange" {
			return c.constArange(e)
		}
	}
	return nil, nil, nil, false
}

// constLayout is the layout Numba's typeof gives an array of this shape whose elements are
// in C order (c), or in Fortran order (!c): C when NumPy flags it C-contiguous (at most one
// axis longer than 1), otherwise C or F as its order.
func constLayout(shape []int, c bool) Layout {
	long := 0
	for _, n := range shape {
		if n > 1 {
			long++
		}
	}
	if c || long <= 1 {
		return LayoutC
	}
	return LayoutF
}

func constTranspose(arr *Array, shape []int, vals []constant.Value) (*Array, []int, []constant.Value, bool) {
	if arr.Layout == LayoutA || arr.Ndim != 2 && arr.Ndim > 1 {
		return nil, nil, nil, false // strided or 3-d and more: not frozen by pygo
	}
	if arr.Ndim < 2 {
		return arr, shape, vals, true
	}
	rows, cols := shape[0], shape[1]
	out := make([]constant.Value, len(vals))
	for i := 0; i < rows; i++ {
		for j := 0; j < cols; j++ {
			out[j*rows+i] = vals[i*cols+j]
		}
	}
	// The transpose of a C array is Fortran-ordered in memory, of an F array C-ordered.
	return NewArray(arr.Dtype, 2, constLayout([]int{cols, rows}, arr.Layout == LayoutF)), []int{cols, rows}, out, true
}

func (c *checker) constReshape(x translate.Expr, call *translate.Call) (*Array, []int, []constant.Value, bool) {
	arr, shape, vals, ok := c.constArrayExpr(x)
	if !ok || arr.Layout != LayoutC || len(call.Keywords) != 0 || len(call.Args) == 0 {
		return nil, nil, nil, false
	}
	dims := call.Args
	if len(dims) == 1 {
		if t, isTuple := dims[0].(*translate.Tuple); isTuple {
			dims = t.Elts
		}
	}
	var newShape []int
	unknown, size := -1, 1
	for i, d := range dims {
		_, v := c.foldScalar(d)
		if v == nil || v.Kind() != constant.Int {
			return nil, nil, nil, false
		}
		n, _ := constant.Int64Val(v)
		if n == -1 && unknown < 0 {
			unknown = i
			newShape = append(newShape, 1)
			continue
		}
		if n < 0 {
			return nil, nil, nil, false
		}
		newShape = append(newShape, int(n))
		size *= int(n)
	}
	if unknown >= 0 && size > 0 {
		newShape[unknown] = len(vals) / size
		size *= newShape[unknown]
	}
	if size != len(vals) || len(newShape) > MaxDims {
		return nil, nil, nil, false
	}
	_ = shape
	return NewArray(arr.Dtype, len(newShape), LayoutC), newShape, vals, true
}

func (c *checker) constSlice(e *translate.Subscript) (*Array, []int, []constant.Value, bool) {
	s, ok := e.Index.(*translate.Slice)
	if !ok {
		return nil, nil, nil, false
	}
	arr, shape, vals, ok := c.constArrayExpr(e.X)
	if !ok || arr.Ndim != 1 || arr.Layout == LayoutA {
		return nil, nil, nil, false
	}
	part := func(x translate.Expr) (int, bool, bool) {
		if x == nil || isNone(x) {
			return 0, false, true
		}
		_, v := c.foldScalar(x)
		if v == nil || v.Kind() != constant.Int {
			return 0, false, false
		}
		n, _ := constant.Int64Val(v)
		return int(n), true, true
	}
	lo, hasLo, ok1 := part(s.Lo)
	hi, hasHi, ok2 := part(s.Hi)
	step, hasStep, ok3 := part(s.Step)
	if !ok1 || !ok2 || !ok3 || hasStep && step == 0 {
		return nil, nil, nil, false
	}
	if !hasStep {
		step = 1
	}
	n := shape[0]
	start, stop := sliceBounds(lo, hasLo, hi, hasHi, step, n)
	var out []constant.Value
	for i := start; step > 0 && i < stop || step < 0 && i > stop; i += step {
		out = append(out, vals[i])
	}
	layout := LayoutC
	if (step != 1) && len(out) > 1 {
		layout = LayoutA // a strided view: Numba's typeof says A
	}
	return NewArray(arr.Dtype, 1, layout), []int{len(out)}, out, true
}

// sliceBounds clamps a Python slice of a sequence of length n to its first index and the
// index it stops before, as slice.indices does.
func sliceBounds(lo int, hasLo bool, hi int, hasHi bool, step, n int) (int, int) {
	clamp := func(v int, has bool, def, min, max int) int {
		if !has {
			return def
		}
		if v < 0 {
			v += n
		}
		if v < min {
			return min
		}
		if v > max {
			return max
		}
		return v
	}
	if step > 0 {
		return clamp(lo, hasLo, 0, 0, n), clamp(hi, hasHi, n, 0, n)
	}
	return clamp(lo, hasLo, n-1, -1, n-1), clamp(hi, hasHi, -1, -1, n-1)
}

// constArange evaluates np.arange(...) of constant integers or floats (and a dtype=), with
// the values Numba's np.arange computes (see typer/nparange.go and kernels.Arange).
func (c *checker) constArange(e *translate.Call) (*Array, []int, []constant.Value, bool) {
	if len(e.Args) == 0 || len(e.Args) > 3 {
		return nil, nil, nil, false
	}
	var ts []Type
	var nums []float64
	var ints []int64
	for _, x := range e.Args {
		t, v := c.foldScalar(x)
		if v == nil || t.IsComplex() || t.IsBool() || t.IsUnsigned() {
			return nil, nil, nil, false
		}
		ts = append(ts, t)
		f, _ := constant.Float64Val(constant.ToFloat(v))
		nums = append(nums, f)
		i, _ := constant.Int64Val(constant.ToInt(v))
		ints = append(ints, i)
	}
	nat, ok := ArangeType(ts)
	if !ok {
		return nil, nil, nil, false
	}
	dt := nat
	for _, k := range e.Keywords {
		rest, isNP := strings.CutPrefix(c.resolvePath(k.Value), "numpy.")
		b, isBasic := numbaTypeNames[rest].(*Basic)
		if k.Name != "dtype" || !isNP || !isBasic {
			return nil, nil, nil, false
		}
		dt = b
	}
	start, stop, step := 0.0, nums[0], 1.0
	istart, istop, istep := int64(0), ints[0], int64(1)
	if len(nums) > 1 {
		start, stop, istart, istop = nums[0], nums[1], ints[0], ints[1]
	}
	if len(nums) > 2 {
		step, istep = nums[2], ints[2]
	}
	if step == 0 {
		return nil, nil, nil, false // raises at import in Python
	}
	count := math.Ceil((stop - start) / step)
	if nat.IsInteger() {
		count = math.Ceil(float64(istop-istart) / float64(istep))
	}
	if count > 1<<20 || count != count {
		return nil, nil, nil, false
	}
	var vals []constant.Value
	for i := 0; i < int(count); i++ {
		var v constant.Value
		if nat.IsInteger() {
			v = constant.MakeInt64(istart + int64(i)*istep)
		} else {
			v = constant.MakeFloat64(start + float64(i)*step)
		}
		_, cv := castConst(nat, v, dt)
		if cv == nil {
			return nil, nil, nil, false
		}
		vals = append(vals, cv)
	}
	return NewArray(dt, 1, LayoutC), []int{len(vals)}, vals, true
}
