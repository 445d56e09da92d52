package typer

import (
	"fmt"
	"go/constant"
	"math"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// This file types the NumPy functions and array methods pygo compiles. Result types follow
// Numba 0.56 (numba/np/arraymath.py, arrayobj.py and the ufunc tables).

// npArgs are the bound arguments of a NumPy call: x[i] is nil when parameter i was not given.
type npArgs struct {
	x []translate.Expr
	t []Type
}

func (a *npArgs) has(i int) bool { return i < len(a.x) && a.x[i] != nil }

// given reports whether argument i was given and is not None (written, or a variable of
// None's type): NumPy's None defaults mean "not given".
func (a *npArgs) given(i int) bool { return a.has(i) && !isNone(a.x[i]) && !isNoneType(a.t[i]) }

// npFuncs maps "numpy.name" to its description; array methods map to the same entries with the
// array as the first argument.
var npFuncs = map[string]*npFunc{}

// arrayMethods maps method names to the NumPy function they share a typing rule with.
var arrayMethods = map[string]string{
	"sum": "sum", "prod": "prod", "min": "min", "max": "max", "mean": "mean", "std": "std", "var": "var",
	"argmin": "argmin", "argmax": "argmax", "all": "all", "any": "any", "cumsum": "cumsum", "cumprod": "cumprod",
	"copy": "copy", "ravel": "ravel", "flatten": "flatten", "transpose": "transpose", "reshape": "reshape",
	"astype": "astype", "fill": ".fill", "sort": ".sort", "argsort": "argsort", "dot": "dot", "clip": ".clip",
	"conj": "conj", "conjugate": "conj", "nonzero": "nonzero", "item": ".item", "itemset": ".itemset", "flatten_": "flatten",
	"ptp": "ptp", "repeat": "repeat", "take": "take", "view": ".view",
}

// ufuncKind says how a ufunc's result type follows from its inputs.
type ufuncKind int

const (
	ufFloat     ufuncKind = iota // transcendental: ints use the float loop (sqrt, sin, ...)
	ufSame                       // result has the input type (negative, abs, square, ...)
	ufPredicate                  // result is bool (isnan, ...)
	ufRound                      // floor, ceil, trunc, rint: float result, ints use the float loop
	ufBinary                     // an arithmetic operator (add, subtract, ...)
	ufCompare                    // a comparison (less, equal, ...) or logical_and/or/xor
	ufMinMax                     // maximum, minimum, fmax, fmin
	ufFloat2                     // arctan2, hypot, copysign, logaddexp: float loop of the promoted type
	ufInt2                       // gcd, lcm: integers only
)

// Ufunc is a NumPy ufunc applied element by element.
type Ufunc struct {
	Name string
	Nin  int
	Kind ufuncKind
	Op   translate.Op // the operator for ufBinary and ufCompare
}

// Ufuncs maps "numpy.name" to the ufunc; emit uses it to generate the element code.
var Ufuncs = map[string]*Ufunc{}

func init() {
	for _, n := range []string{"sqrt", "exp", "exp2", "log", "log2", "log10", "log1p", "expm1", "sin", "cos", "tan",
		"arcsin", "arccos", "arctan", "sinh", "cosh", "tanh", "arcsinh", "arccosh", "arctanh", "deg2rad",
		"rad2deg", "degrees", "radians", "cbrt", "reciprocal_float", "sinc", "spacing"} {
		Ufuncs["numpy."+n] = &Ufunc{Name: n, Nin: 1, Kind: ufFloat}
	}
	for _, n := range []string{"negative", "positive", "absolute", "abs", "fabs", "square", "sign", "conjugate", "conj", "reciprocal"} {
		Ufuncs["numpy."+n] = &Ufunc{Name: n, Nin: 1, Kind: ufSame}
	}
	for _, n := range []string{"isnan", "isinf", "isfinite", "signbit", "logical_not"} {
		Ufuncs["numpy."+n] = &Ufunc{Name: n, Nin: 1, Kind: ufPredicate}
	}
	for _, n := range []string{"floor", "ceil", "trunc", "rint", "fix"} {
		Ufuncs["numpy."+n] = &Ufunc{Name: n, Nin: 1, Kind: ufRound}
	}
	Ufuncs["numpy.invert"] = &Ufunc{Name: "invert", Nin: 1, Kind: ufSame}
	Ufuncs["numpy.bitwise_not"] = &Ufunc{Name: "invert", Nin: 1, Kind: ufSame}
	for n, op := range map[string]translate.Op{"add": translate.Add, "subtract": translate.Sub, "multiply": translate.Mul,
		"divide": translate.Div, "true_divide": translate.Div, "floor_divide": translate.FloorDiv, "power": translate.Pow,
		"mod": translate.Mod, "remainder": translate.Mod, "bitwise_and": translate.BitAnd, "bitwise_or": translate.BitOr,
		"bitwise_xor": translate.BitXor, "left_shift": translate.LShift, "right_shift": translate.RShift} {
		Ufuncs["numpy."+n] = &Ufunc{Name: n, Nin: 2, Kind: ufBinary, Op: op}
	}
	for n, op := range map[string]translate.Op{"less": translate.Lt, "less_equal": translate.LtE, "greater": translate.Gt,
		"greater_equal": translate.GtE, "equal": translate.Eq, "not_equal": translate.NotEq,
		"logical_and": translate.And, "logical_or": translate.Or, "logical_xor": translate.BitXor} {
		Ufuncs["numpy."+n] = &Ufunc{Name: n, Nin: 2, Kind: ufCompare, Op: op}
	}
	for _, n := range []string{"maximum", "minimum", "fmax", "fmin"} {
		Ufuncs["numpy."+n] = &Ufunc{Name: n, Nin: 2, Kind: ufMinMax}
	}
	for _, n := range []string{"gcd", "lcm"} {
		Ufuncs["numpy."+n] = &Ufunc{Name: n, Nin: 2, Kind: ufInt2}
	}
	for _, n := range []string{"arctan2", "hypot", "copysign", "logaddexp", "fmod", "logaddexp2", "nextafter", "float_power", "ldexp"} {
		Ufuncs["numpy."+n] = &Ufunc{Name: n, Nin: 2, Kind: ufFloat2}
	}
	for _, decls := range [][]*npFunc{npDecls(), npBuildDecls(), npStatsDecls(), npShapeDecls(), npLinalgDecls(), npSplitDecls(), npInfoDecls(), npAngleDecls()} {
		for _, d := range decls {
			npFuncs["numpy."+d.name] = d
		}
	}
	for path, u := range Ufuncs {
		sig := "x, /, out=None"
		if u.Nin == 2 {
			sig = "x1, x2, /, out=None"
		}
		npFuncs[path] = newNPFunc(u.Name, sig, ufuncType(u), "")
	}
	npFuncs["numpy.sinc"].params = npFuncs["numpy.sinc"].params[:1] // a function, not a ufunc: no out
	// numba.np.extensions.cross2d, Numba's np.cross for vectors of 2, shares np.cross's rule.
	npFuncs["numba.np.extensions.cross2d"] = newNPFunc("numba.np.extensions.cross2d", "a, b", npCross, "").arrayLike("a", "b")
	for path, f := range npRandomFuncs() {
		npFuncs[path] = f
	}
}

// npCall types a call of a NumPy function (path "numpy.name") or an array method (recv set).
func (st *fnState) npCall(e *translate.Call, path string, recv translate.Expr) Type {
	f := npFuncs[path]
	a := &npArgs{x: make([]translate.Expr, len(f.params)), t: make([]Type, len(f.params))}
	name := strings.TrimPrefix(path, "numpy.")
	i := 0
	if recv != nil {
		a.x[0], a.t[0] = recv, st.info.Types[recv]
		i = 1
	}
	args, ok := st.spreadArgs(e.Args, name)
	if !ok {
		return nil
	}
	for _, x := range args {
		if i < len(f.params) && f.params[i].Keyword {
			st.c.errorf(x.At(), "wrong-arg-count", "", "%s() takes %s by keyword only", name, f.params[i].Name)
			return nil
		}
		if i >= len(f.params) {
			// a.reshape(2, 3), a.transpose(1, 0) and rand(2, 3) take a tuple as separate arguments.
			if f.spread && recv != nil || strings.HasPrefix(f.params[0].Name, "*") {
				st.expr(x)
				i++
				continue
			}
			n := len(f.params)
			if recv != nil {
				n-- // the receiver of a.item() is not an argument
			}
			most := fmt.Sprintf("at most %d arguments", n)
			switch n {
			case 0:
				most = "no arguments"
			case 1:
				most = "at most 1 argument"
			}
			st.c.errorf(x.At(), "wrong-arg-count", "drop the extra arguments", "%s() takes %s", name, most)
			return nil
		}
		a.x[i] = x
		i++
	}
	for _, k := range e.Keywords {
		idx := -1
		for j, p := range f.params {
			if p.Name == k.Name && !p.Positional {
				idx = j
			}
		}
		if idx < 0 {
			var names []string
			for _, p := range f.params {
				if !p.Positional {
					names = append(names, strings.TrimPrefix(p.Name, "*"))
				}
			}
			otherwise := "pass the arguments by position"
			if len(names) > 0 {
				otherwise = "pygo supports the keyword arguments " + strings.Join(names, ", ")
			}
			st.c.errorf(k.Pos, "unsupported-feature", didYouMean(k.Name, names, otherwise), "%s() has no argument %s that pygo supports", name, k.Name)
			return nil
		}
		if a.x[idx] != nil {
			st.c.errorf(k.Pos, "wrong-arg-count", "", "%s() got multiple values for argument %s", name, k.Name)
			return nil
		}
		a.x[idx] = k.Value
	}
	for j := range a.x {
		if a.x[j] == nil || (recv != nil && j == 0) {
			continue
		}
		if isNestedLiteral(a.x[j]) && !f.seqs[f.params[j].Name] {
			a.t[j] = st.listLiteral(a.x[j])
		} else {
			a.t[j] = st.expr(a.x[j])
		}
		if a.t[j] == nil && !isNone(a.x[j]) {
			return nil
		}
	}
	for j := 0; j < f.min; j++ {
		if a.x[j] == nil {
			st.c.errorf(e.Pos, "wrong-arg-count", "", "%s() missing required argument %s", name, strings.TrimPrefix(f.params[j].Name, "*"))
			return nil
		}
	}
	st.asArrayArgs(f, a)
	if !st.zeroDArgs(path, a) {
		return nil
	}
	if strings.HasPrefix(path, "numpy.random.") {
		st.npRandom = true
	}
	broadcasts := Ufuncs[path] != nil || name == "isclose" || name == "clip"
	if !npCannotRaise[name] && npFuncs[path].min > 0 && Ufuncs[path] == nil || broadcasts && arrayArgs(a) > 1 {
		st.raises = true // bad shapes, sizes or values raise as in NumPy
	}
	call := &Call{Kind: CallBuiltin, Builtin: path, Args: a.x, ArgTypes: a.t}
	if recv != nil {
		call.Recv = recv
	}
	// Extra positional shape arguments (a.reshape(2, 3)) are kept after the named ones.
	if i > len(f.params) {
		call.Args = append(append([]translate.Expr{}, a.x...), args[len(f.params)-boolInt(recv != nil):]...)
	}
	st.info.Calls[e] = call
	return f.typ(st, e, a)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// listLiteral types a (nested) list or tuple literal given to np.array: an array of the
// promoted element type.
func (st *fnState) listLiteral(l translate.Expr) Type {
	var shape []int
	var elems []Type
	var walk func(x translate.Expr, depth int) bool
	walk = func(x translate.Expr, depth int) bool {
		var elts []translate.Expr
		switch x := x.(type) {
		case *translate.List:
			elts = x.Elts
		case *translate.Tuple:
			elts = x.Elts
		default:
			if depth != len(shape) {
				st.c.errorf(x.At(), "type-mismatch", "", "np.array needs a rectangular nested list")
				return false
			}
			t := st.expr(x)
			b, ok := t.(*Basic)
			if !ok {
				if t != nil {
					st.c.errorf(x.At(), "type-mismatch", "", "np.array elements must be numbers, not %s", t)
				}
				return false
			}
			elems = append(elems, b)
			return true
		}
		if depth == len(shape) {
			if len(elems) > 0 {
				st.c.errorf(x.At(), "type-mismatch", "", "np.array needs a rectangular nested list")
				return false
			}
			shape = append(shape, len(elts))
		} else if depth > len(shape) || shape[depth] != len(elts) {
			st.c.errorf(x.At(), "type-mismatch", "", "np.array needs a rectangular nested list")
			return false
		}
		for _, el := range elts {
			if !walk(el, depth+1) {
				return false
			}
		}
		return true
	}
	if !walk(l, 0) {
		return nil
	}
	if len(elems) == 0 {
		st.c.errorf(l.At(), "type-mismatch", "", "np.array of an empty list has no element type")
		return nil
	}
	dt := elems[0].(*Basic)
	for _, t := range elems[1:] {
		dt = promote(dt, t.(*Basic))
	}
	t := NewArray(dt, len(shape), LayoutC)
	st.info.Types[l] = t
	return t
}

// isNestedLiteral reports whether x is a list literal, or a tuple literal holding lists or
// tuples: the nested literals np.array turns into arrays of two or more dimensions.
func isNestedLiteral(x translate.Expr) bool {
	switch x := x.(type) {
	case *translate.List:
		return true
	case *translate.Tuple:
		for _, el := range x.Elts {
			switch el.(type) {
			case *translate.List, *translate.Tuple:
				return true
			}
		}
	}
	return false
}

// dtypeArg resolves a dtype= argument: np.float64, numba.int32, 'f8', float, int, bool, complex.
func (st *fnState) dtypeArg(x translate.Expr, t Type) *Basic {
	switch t := t.(type) {
	case *TypeRef:
		if b, ok := t.T.(*Basic); ok {
			return b
		}
	case *BuiltinRef:
		if b, ok := pythonTypeNames[t.Path].(*Basic); ok {
			return b
		}
	case StrType:
		if v, ok := st.info.Consts[x]; ok {
			s := constant.StringVal(v)
			if b, ok := numbaTypeNames[s].(*Basic); ok {
				return b
			}
			if b, ok := numpyCodes[s]; ok {
				return b
			}
		}
	}
	st.c.errorf(x.At(), "type-mismatch", "write a NumPy type such as np.float64", "%s is not a dtype pygo supports", describe(t))
	return nil
}

// numpyCodes are NumPy's one-letter dtype codes.
var numpyCodes = map[string]*Basic{"d": Float64, "f": Float32, "?": Bool, "b": Int8, "B": Uint8, "h": Int16,
	"H": Uint16, "i": Int32, "I": Uint32, "l": Int64, "L": Uint64, "q": Int64, "Q": Uint64, "F": Complex64,
	"D": Complex128, "float": Float64, "int": Int64, "complex": Complex128, "bool": Bool}

// shapeArg returns the number of dimensions of a shape argument: an integer or a tuple of integers,
// 0 for the empty tuple (the shape of a 0-d array), and -1 after reporting any other argument.
func (st *fnState) shapeArg(x translate.Expr, t Type) int {
	t = st.enumShape(x, t)
	switch t := t.(type) {
	case *Basic:
		if isIntType(t) {
			return 1
		}
	case *Tuple:
		ok := len(t.Elems) <= MaxDims
		for _, el := range t.Elems {
			ok = ok && isIntType(el)
		}
		if ok {
			return len(t.Elems)
		}
	}
	st.c.errorf(x.At(), "type-mismatch", "", "a shape is an integer or a tuple of integers, not %s", describe(t))
	return -1
}

// nonEmptyShapeArg is shapeArg for the functions that have no 0-d form: it reports the empty
// tuple and returns -1 for it.
func (st *fnState) nonEmptyShapeArg(x translate.Expr, t Type, fn string) int {
	nd := st.shapeArg(x, t)
	if nd == 0 {
		st.c.errorf(x.At(), "unsupported-feature", "", "%s does not take the empty shape (), which makes a 0-d array", fn)
		return -1
	}
	return nd
}

func (st *fnState) arrayArg(e *translate.Call, a *npArgs, i int) *Array {
	if arr, ok := a.t[i].(*Array); ok {
		return arr
	}
	st.c.errorf(a.x[i].At(), "type-mismatch", "", "%s() needs an array, not %s", translate.DottedName(e.Func), describe(a.t[i]))
	return nil
}

// dtypeNotNone reports an error when argument i, a dtype, is None (written or passed in):
// Numba 0.56's np.full, np.full_like, np.array and np.identity do not take dtype=None, where
// its other creation functions read it as their default.
func (st *fnState) dtypeNotNone(e *translate.Call, a *npArgs, i int) bool {
	if a.has(i) && (isNone(a.x[i]) || isNoneType(a.t[i])) {
		st.c.errorf(a.x[i].At(), "type-mismatch", "leave the dtype out for the default", "%s() does not take dtype=None in Numba 0.56", translate.DottedName(e.Func))
		return false
	}
	return true
}

func (st *fnState) optDtype(a *npArgs, i int, def *Basic) *Basic {
	if !a.given(i) {
		return def
	}
	return st.dtypeArg(a.x[i], a.t[i])
}

func npCreate(st *fnState, e *translate.Call, a *npArgs) Type {
	nd := st.shapeArg(a.x[0], a.t[0])
	dt := st.optDtype(a, 1, Float64)
	if nd < 0 || dt == nil {
		return nil
	}
	return NewArray(dt, nd, LayoutC)
}

func npFull(st *fnState, e *translate.Call, a *npArgs) Type {
	nd := st.shapeArg(a.x[0], a.t[0])
	b, ok := a.t[1].(*Basic)
	if !ok {
		st.c.errorf(a.x[1].At(), "type-mismatch", "", "the fill value must be a number, not %s", a.t[1])
		return nil
	}
	if !st.dtypeNotNone(e, a, 2) {
		return nil
	}
	dt := st.optDtype(a, 2, b)
	if nd < 0 || dt == nil {
		return nil
	}
	return NewArray(dt, nd, LayoutC)
}

// likeArg is the array argument i of np.*_like: a number there stands for a 0-d array of its
// type, as in Numba (np.zeros_like(2.5) is array(0.)).
func (st *fnState) likeArg(e *translate.Call, a *npArgs, i int) *Array {
	if b, ok := a.t[i].(*Basic); ok {
		return NewArray(b, 0, LayoutC)
	}
	return st.arrayArg(e, a, i)
}

func npLike(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.likeArg(e, a, 0)
	if arr == nil {
		return nil
	}
	dt := st.optDtype(a, 1, arr.Dtype)
	if dt == nil {
		return nil
	}
	return NewArray(dt, arr.Ndim, LayoutC)
}

func npFullLike(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.likeArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if _, ok := a.t[1].(*Basic); !ok {
		st.c.errorf(a.x[1].At(), "type-mismatch", "", "the fill value must be a number, not %s", a.t[1])
		return nil
	}
	if !st.dtypeNotNone(e, a, 2) {
		return nil
	}
	dt := st.optDtype(a, 2, arr.Dtype)
	if dt == nil {
		return nil
	}
	return NewArray(dt, arr.Ndim, LayoutC)
}

func npLinspace(st *fnState, e *translate.Call, a *npArgs) Type {
	dt := Float64
	for i := 0; i < 2; i++ {
		b, ok := a.t[i].(*Basic)
		if !ok {
			st.c.errorf(a.x[i].At(), "type-mismatch", "", "np.linspace() needs numbers, not %s", a.t[i])
			return nil
		}
		if b.IsComplex() {
			dt = Complex128
		}
	}
	if a.has(2) && !isIntType(a.t[2]) {
		st.c.errorf(a.x[2].At(), "type-mismatch", "", "num must be an integer, not %s", a.t[2])
		return nil
	}
	if a.has(3) && a.t[3] != Bool {
		st.c.errorf(a.x[3].At(), "type-mismatch", "", "endpoint must be a bool, not %s", a.t[3])
		return nil
	}
	return NewArray(dt, 1, LayoutC)
}

func npEye(st *fnState, e *translate.Call, a *npArgs) Type {
	last := len(a.x) - 1
	for i := 0; i < last; i++ {
		if a.given(i) && !isIntType(a.t[i]) {
			st.c.errorf(a.x[i].At(), "type-mismatch", "", "expected an integer, not %s", a.t[i])
			return nil
		}
	}
	if strings.HasSuffix(translate.DottedName(e.Func), "identity") && !st.dtypeNotNone(e, a, last) {
		return nil
	}
	dt := st.optDtype(a, last, Float64)
	if dt == nil {
		return nil
	}
	return NewArray(dt, 2, LayoutC)
}

// AsArrayType is the type of np.asarray(x) for x of type t: the array itself, a 1-d array of a
// tuple of numbers, a 0-d array of a number, the array a list of numbers (or of lists) makes;
// nil for other types.
func AsArrayType(t Type) *Array {
	switch t := t.(type) {
	case *Array:
		return t
	case *Tuple:
		if len(t.Elems) == 0 {
			return NewArray(Float64, 1, LayoutC) // np.array(()): float64, as NumPy
		}
		if u, ok := t.Uniform().(*Basic); ok {
			return NewArray(u, 1, LayoutC)
		} else if dt, ok := unifyAll(t.Elems).(*Basic); ok {
			return NewArray(dt, 1, LayoutC)
		}
		return stackedArrayType(t.Elems)
	case *Basic:
		return NewArray(t, 0, LayoutC) // np.array(3.0): a 0-d array
	case *List:
		return listArrayType(t)
	}
	return nil
}

func npArray(st *fnState, e *translate.Call, a *npArgs) Type {
	base := AsArrayType(a.t[0])
	switch a.t[0].(type) {
	case *List, *Tuple:
		if base != nil && base.Ndim > 1 {
			st.raises = true // ValueError for ragged rows
		}
	}
	if base == nil {
		if a.t[0] != nil {
			st.c.errorf(a.x[0].At(), "type-mismatch", "", "np.array needs a list, tuple or array, not %s", a.t[0])
		}
		return nil
	}
	if !strings.HasSuffix(translate.DottedName(e.Func), "asarray") && !st.dtypeNotNone(e, a, 1) {
		return nil
	}
	dt := st.optDtype(a, 1, base.Dtype)
	if dt == nil {
		return nil
	}
	if translate.DottedName(e.Func) != "" && strings.HasSuffix(translate.DottedName(e.Func), "asarray") && dt == base.Dtype {
		return base
	}
	return NewArray(dt, base.Ndim, LayoutC)
}

func sameArray(l Layout) func(st *fnState, e *translate.Call, a *npArgs) Type {
	return func(st *fnState, e *translate.Call, a *npArgs) Type {
		arr := st.arrayArg(e, a, 0)
		if arr == nil {
			return nil
		}
		return NewArray(arr.Dtype, arr.Ndim, l)
	}
}

// asLayout types np.ascontiguousarray and np.asfortranarray: the array in layout l, a 0-d
// array giving a 1-d view of its element (Numba's _as_layout_array).
func asLayout(l Layout) func(st *fnState, e *translate.Call, a *npArgs) Type {
	return func(st *fnState, e *translate.Call, a *npArgs) Type {
		arr := st.arrayArg(e, a, 0)
		if arr == nil {
			return nil
		}
		return NewArray(arr.Dtype, max(arr.Ndim, 1), l)
	}
}

// axisArg checks an axis= argument and returns whether one was given.
func (st *fnState) axisArg(a *npArgs, i int, arr *Array) (bool, bool) {
	if !a.given(i) {
		return false, true
	}
	if !isIntType(a.t[i]) {
		st.c.errorf(a.x[i].At(), "type-mismatch", "", "axis must be an integer, not %s", a.t[i])
		return true, false
	}
	if v, ok := st.info.Consts[a.x[i]]; ok {
		n, _ := constant.Int64Val(v)
		if n < -int64(arr.Ndim) || n >= int64(arr.Ndim) {
			st.c.errorf(a.x[i].At(), "bad-value", "", "axis %d is out of bounds for an array of dimension %d", n, arr.Ndim)
			return true, false
		}
	}
	return true, true
}

// reduceType returns dt for a whole-array reduction, or an array of dt with one dimension less.
func (st *fnState) reduceType(a *npArgs, arr *Array, dt *Basic) Type {
	axis, ok := st.axisArg(a, 1, arr)
	if !ok {
		return nil
	}
	if !axis || arr.Ndim == 1 {
		return dt
	}
	return NewArray(dt, arr.Ndim-1, LayoutC)
}

// sumType is the result type of sum and prod: integers and bools accumulate in int64 (uint64
// for unsigned), floats and complex numbers in their own type, as in Numba.
func sumType(b *Basic) *Basic {
	if isIntLike(b) {
		return widen(b)
	}
	return b
}

func npSumProd(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	acc := sumType(arr.Dtype)
	if len(a.x) > 2 && a.has(2) {
		// sum(dtype=T): Numba casts each element to T and accumulates in T (wrapping as T).
		if acc = st.optDtype(a, 2, acc); acc == nil {
			return nil
		}
	}
	return st.reduceType(a, arr, acc)
}

func npMinMax(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if arr.Dtype.IsComplex() && a.has(1) && !isNoneType(a.t[1]) {
		st.c.errorf(a.x[1].At(), "unsupported-feature", "", "the minimum or maximum of a complex array along an axis is not supported")
		return nil
	}
	return st.reduceType(a, arr, arr.Dtype)
}

func npMean(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	dt := Float64
	name := translate.DottedName(e.Func)
	if arr.Dtype.IsComplex() {
		switch {
		case strings.HasSuffix(name, "mean"):
			dt = Complex128
		case (strings.HasSuffix(name, "var") || strings.HasSuffix(name, "std")) && !a.given(1) && !(len(a.x) > 2 && a.has(2)):
			// Numba's var and std of a complex array: real, in the parts' precision (float32 values widened, as
			// for float32 arrays).
		case strings.HasSuffix(name, "var") || strings.HasSuffix(name, "std"):
			st.c.errorf(e.Pos, "unsupported-feature", "", "%s of complex arrays is not supported with axis= or ddof=", name)
			return nil
		default:
			st.c.errorf(e.Pos, "unsupported-feature", "", "%s of complex arrays is not supported", name)
			return nil
		}
	}
	if len(a.x) > 2 && a.has(2) {
		if !isIntType(a.t[2]) {
			st.c.errorf(a.x[2].At(), "type-mismatch", "", "ddof must be an integer, not %s", describe(a.t[2]))
			return nil
		}
		if a.given(1) {
			st.c.errorf(a.x[2].At(), "unsupported-feature", "", "ddof= together with axis= is not supported")
			return nil
		}
	}
	return st.reduceType(a, arr, dt)
}

func npArg(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if arr.Dtype.IsComplex() {
		st.c.errorf(e.Pos, "type-mismatch", "", "complex arrays have no minimum or maximum")
		return nil
	}
	return st.reduceType(a, arr, Int64)
}

func npAllAny(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	return st.reduceType(a, arr, Bool)
}

// npCount types np.count_nonzero(a, axis=None). With an axis Numba 0.56 computes
// np.sum(a.astype(np.bool_), axis=axis): int64 counts along the axis, and, on a 1-d array, the
// bool sum of its bools (whether any element is nonzero).
func npCount(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	axis, ok := st.axisArg(a, 1, arr)
	switch {
	case !ok:
		return nil
	case !axis:
		return Int64
	case arr.Ndim == 1:
		return Bool
	}
	st.raises = true // an axis outside 0..3 or beyond a's dimensions raises ValueError
	return NewArray(Int64, arr.Ndim-1, LayoutC)
}

func npCum(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if axis, ok := st.axisArg(a, 1, arr); !ok {
		return nil
	} else if axis {
		return NewArray(sumType(arr.Dtype), arr.Ndim, LayoutC)
	}
	return NewArray(sumType(arr.Dtype), 1, LayoutC)
}

func npRavel(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	return NewArray(arr.Dtype, 1, LayoutC)
}

func npTranspose(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if call := st.info.Calls[e]; len(call.Args) > 1 && isIntType(a.t[1]) {
		// a.transpose(2, 0, 1): one integer argument per axis.
		if len(call.Args)-1 != arr.Ndim {
			st.c.errorf(e.Pos, "type-mismatch", "give one axis per dimension, a permutation of 0..ndim-1", "transpose() of a %d-d array takes %d axes, not %d", arr.Ndim, arr.Ndim, len(call.Args)-1)
			return nil
		}
		for _, x := range call.Args[1:] {
			if !isIntType(st.info.Types[x]) {
				st.c.errorf(x.At(), "type-mismatch", "", "an axis is an integer, not %s", describe(st.info.Types[x]))
				return nil
			}
		}
		return NewArray(arr.Dtype, arr.Ndim, LayoutA)
	}
	if a.has(1) && !isNoneType(a.t[1]) {
		t, ok := a.t[1].(*Tuple)
		if !ok || len(t.Elems) != arr.Ndim {
			// Numba 0.56 fails to type these too (an AssertionError in its typing of transpose).
			st.c.errorf(a.x[1].At(), "type-mismatch", "give one axis per dimension, a permutation of 0..ndim-1", "axes must be a tuple of %d integers, not %s", arr.Ndim, describe(a.t[1]))
			return nil
		}
		return NewArray(arr.Dtype, arr.Ndim, LayoutA)
	}
	l := arr.Layout
	switch l {
	case LayoutC:
		l = LayoutF
	case LayoutF:
		l = LayoutC
	}
	return NewArray(arr.Dtype, arr.Ndim, l)
}

func npReshape(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	call := st.info.Calls[e]
	if len(call.Args) > 2 {
		// a.reshape(2, 3): every argument is one dimension.
		for _, x := range call.Args[1:] {
			if !isIntType(st.info.Types[x]) {
				st.c.errorf(x.At(), "type-mismatch", "", "a shape is made of integers, not %s", describe(st.info.Types[x]))
				return nil
			}
		}
		return NewArray(arr.Dtype, len(call.Args)-1, LayoutC)
	}
	nd := st.shapeArg(a.x[1], a.t[1])
	if nd < 0 {
		return nil
	}
	if arr.Layout != LayoutC {
		return NewArray(arr.Dtype, nd, LayoutC)
	}
	return NewArray(arr.Dtype, nd, LayoutC)
}

// npRetyped types a.astype(dtype), a new C-ordered array (keepLayout false), and
// a.view(dtype), the same memory in a's layout (Numba's ary.copy(dtype=dtype)): a's
// dimensions with the dtype given.
func npRetyped(keepLayout bool) npTyping {
	return func(st *fnState, e *translate.Call, a *npArgs) Type {
		arr := st.arrayArg(e, a, 0)
		if arr == nil {
			return nil
		}
		dt := st.dtypeArg(a.x[1], a.t[1])
		if dt == nil {
			return nil
		}
		if keepLayout {
			return NewArray(dt, arr.Ndim, arr.Layout)
		}
		return NewArray(dt, arr.Ndim, LayoutC)
	}
}

// npFromBuffer types np.frombuffer(a, dtype=float64) as Numba's NdFromBuffer: a
// C-contiguous array's bytes read as a 1-d C array of dtype.
func npFromBuffer(st *fnState, e *translate.Call, a *npArgs) Type {
	arr, ok := a.t[0].(*Array)
	if _, isBytes := a.t[0].(BytesType); !isBytes && (!ok || arr.Layout != LayoutC) {
		st.c.errorf(a.x[0].At(), "type-mismatch", "pass a C-contiguous array (np.ascontiguousarray(a))",
			"np.frombuffer() needs a C-contiguous array or bytes, not %s", describe(a.t[0]))
		return nil
	}
	dt := Float64
	if a.given(1) {
		if dt = st.dtypeArg(a.x[1], a.t[1]); dt == nil {
			return nil
		}
	}
	return NewArray(dt, 1, LayoutC)
}

func npFill(st *fnState, e *translate.Call, a *npArgs) Type {
	if st.arrayArg(e, a, 0) == nil {
		return nil
	}
	if _, ok := a.t[1].(*Basic); !ok {
		st.c.errorf(a.x[1].At(), "type-mismatch", "", "fill() needs a number, not %s", a.t[1])
		return nil
	}
	return NoneType{}
}

func npSortInPlace(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	return NoneType{}
}

func npItem(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	return arr.Dtype
}

func npArgsort(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if arr.Ndim != 1 {
		st.c.errorf(e.Pos, "unsupported-feature", "", "argsort() is supported on 1-d arrays")
		return nil
	}
	if a.given(1) {
		if v, ok := st.info.Consts[a.x[1]]; !ok || (v.String() != "-1" && v.String() != "0") {
			st.c.errorf(a.x[1].At(), "unsupported-feature", "", "argsort() of a 1-d array takes axis=-1 or 0")
			return nil
		}
	}
	if a.has(2) {
		v, ok := st.info.Consts[a.x[2]]
		if !ok || v.Kind() != constant.String || !map[string]bool{"quicksort": true, "mergesort": true, "stable": true}[constant.StringVal(v)] {
			st.c.errorf(a.x[2].At(), "bad-value", "", "kind must be 'quicksort', 'mergesort' or 'stable'")
			return nil
		}
	}
	return NewArray(Int64, 1, LayoutC)
}

func npDot(st *fnState, e *translate.Call, a *npArgs) Type {
	return st.matmulType(e.Pos, a.t[0], a.t[1])
}

// npVdot types np.vdot: Numba's takes two vectors only (the dot product of their elements, the
// first conjugated), where NumPy also flattens matrices.
func npVdot(st *fnState, e *translate.Call, a *npArgs) Type {
	for i := range 2 {
		if x, ok := a.t[i].(*Array); ok && x.Ndim != 1 {
			st.c.errorf(a.x[i].At(), "type-mismatch", "flatten it first: np.vdot(a.ravel(), b.ravel())", "np.vdot takes 1-d arrays in Numba, not %s", describe(a.t[i]))
			return nil
		}
	}
	return st.matmulType(e.Pos, a.t[0], a.t[1])
}

// npOuter types np.outer(a, b, out=None): the products in a and b's promoted dtype, or stored
// into out, a matrix of a dtype they cast to by NumPy's same_kind rule, which it returns.
func npOuter(st *fnState, e *translate.Call, a *npArgs) Type {
	x, y := st.arrayArg(e, a, 0), st.arrayArg(e, a, 1)
	if x == nil || y == nil {
		return nil
	}
	dt := promote(x.Dtype, y.Dtype)
	switch out := a.t[2].(type) {
	case nil, NoneType:
		return NewArray(dt, 2, LayoutC)
	case *Array:
		if out.Ndim != 2 || !sameKindCast(dt, out.Dtype) {
			st.c.errorf(a.x[2].At(), "type-mismatch", fmt.Sprintf("pass a 2-d array of a dtype %s casts to", dt),
				"np.outer()'s out must be a matrix that %s products cast to, not %s", dt, out)
			return nil
		}
		st.raises = true // an out of another shape raises ValueError
		return out
	default:
		st.c.errorf(a.x[2].At(), "type-mismatch", "", "np.outer()'s out must be an array, not %s", describe(out))
		return nil
	}
}

func npWhere(st *fnState, e *translate.Call, a *npArgs) Type {
	if !a.has(1) {
		return npNonzero(st, e, a)
	}
	if !a.has(2) {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "np.where() takes one or three arguments")
		return nil
	}
	ce, _ := elemOf(a.t[0])
	xe, _ := elemOf(a.t[1])
	ye, _ := elemOf(a.t[2])
	if ce == nil || xe == nil || ye == nil {
		st.c.errorf(e.Pos, "type-mismatch", "", "np.where() needs arrays or numbers")
		return nil
	}
	nd := max(ndimOf(a.t[0]), ndimOf(a.t[1]), ndimOf(a.t[2]))
	// Numba's Where typing: np.promote_types of the two dtypes, a scalar's by its type (not
	// NumPy's value-based rule: where(c, float32 array, 2) is float64 in Numba).
	if nd == 0 {
		// np.where(scalar, scalar, scalar) is a 0-d array in Numba (its scalar_where_impl).
		return NewArray(promote(xe, ye), 0, LayoutC)
	}
	return NewArray(promote(xe, ye), nd, LayoutC)
}

func npDiff(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	return NewArray(arr.Dtype, arr.Ndim, LayoutC)
}

func npUnique(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	return NewArray(arr.Dtype, 1, LayoutC)
}

func npSearchsorted(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if a.has(2) {
		v, ok := st.info.Consts[a.x[2]]
		if !ok || v.Kind() != constant.String || (constant.StringVal(v) != "left" && constant.StringVal(v) != "right") {
			st.c.errorf(a.x[2].At(), "bad-value", "", "side must be the constant 'left' or 'right'")
			return nil
		}
	}
	switch t := a.t[1].(type) {
	case *Array:
		return NewArray(Int64, t.Ndim, LayoutC) // np.empty(v.shape), as Numba
	case *Basic:
		if !t.IsComplex() {
			return Int64
		}
	}
	st.c.errorf(a.x[1].At(), "type-mismatch", "", "np.searchsorted's values must be a number or an array, not %s", a.t[1])
	return nil
}

func npInterp(st *fnState, e *translate.Call, a *npArgs) Type {
	if st.arrayArg(e, a, 1) == nil || st.arrayArg(e, a, 2) == nil {
		return nil
	}
	for _, i := range []int{1, 2} {
		if at := AsArrayType(a.t[i]); at != nil && at.Dtype.IsComplex() {
			// Numba interpolates the real and imaginary parts apart (its complex result): not yet
			st.c.errorf(a.x[i].At(), "unsupported-feature", "interpolate the real and imaginary parts apart", "np.interp() of complex values is not supported yet")
			return nil
		}
	}
	switch t := a.t[0].(type) {
	case *Array:
		return NewArray(Float64, t.Ndim, LayoutC)
	case *Basic:
		if !t.IsComplex() {
			return Float64
		}
	}
	st.c.errorf(a.x[0].At(), "unsupported-feature", "pass x as an array or a real number (np.asarray(x))", "np.interp() of x of type %s is not supported", describe(a.t[0]))
	return nil
}

func npIsclose(st *fnState, e *translate.Call, a *npArgs) Type {
	nd := max(ndimOf(a.t[0]), ndimOf(a.t[1]))
	if nd == 0 {
		return Bool
	}
	return NewArray(Bool, nd, LayoutC)
}

func npAllclose(st *fnState, e *translate.Call, a *npArgs) Type {
	return Bool
}

func npHistogram(st *fnState, e *translate.Call, a *npArgs) Type {
	if st.arrayArg(e, a, 0) == nil {
		return nil
	}
	if a.has(1) {
		if edges, ok := a.t[1].(*Array); ok && edges.Ndim == 1 && !edges.Dtype.IsComplex() {
			return &Tuple{Elems: []Type{NewArray(Int64, 1, LayoutC), edges}}
		}
		if !isIntType(a.t[1]) {
			st.c.errorf(a.x[1].At(), "unsupported-feature", "", "bins must be an integer or a 1-d array of edges")
			return nil
		}
	}
	if a.has(2) && !isNoneType(a.t[2]) {
		t, ok := a.t[2].(*Tuple)
		real := func(t Type) bool { b, ok := t.(*Basic); return ok && !b.IsComplex() }
		if !ok || len(t.Elems) != 2 || !real(t.Elems[0]) || !real(t.Elems[1]) {
			st.c.errorf(a.x[2].At(), "type-mismatch", "write range=(lo, hi)", "range must be a tuple of two numbers, not %s", describe(a.t[2]))
			return nil
		}
	}
	return &Tuple{Elems: []Type{NewArray(Int64, 1, LayoutC), NewArray(Float64, 1, LayoutC)}}
}

func npConcat(stack bool) func(st *fnState, e *translate.Call, a *npArgs) Type {
	return func(st *fnState, e *translate.Call, a *npArgs) Type {
		t, ok := a.t[0].(*Tuple)
		if !ok || len(t.Elems) == 0 {
			st.c.errorf(a.x[0].At(), "type-mismatch", "", "expected a tuple of arrays, not %s", describe(a.t[0]))
			return nil
		}
		var dt *Basic
		nd := 0
		for _, el := range t.Elems {
			arr, ok := el.(*Array)
			if !ok || nd != 0 && arr.Ndim != nd {
				st.c.errorf(a.x[0].At(), "type-mismatch", "", "expected arrays of one dimension count, not %s", t)
				return nil
			}
			nd = arr.Ndim
			if dt == nil {
				dt = arr.Dtype
			} else {
				dt = promote(dt, arr.Dtype)
			}
		}
		if stack {
			nd++
		} else if nd == 0 && strings.HasSuffix(translate.DottedName(e.Func), "concatenate") {
			st.c.errorf(a.x[0].At(), "type-mismatch", "np.hstack() joins 0-d arrays into a 1-d one", "zero-dimensional arrays cannot be concatenated")
			return nil
		}
		return NewArray(dt, nd, LayoutC)
	}
}

// npHstack types hstack: the concatenation of its arrays, a 1-d array for 0-d ones (Numba
// stacks them).
func npHstack(st *fnState, e *translate.Call, a *npArgs) Type {
	t := npConcat(false)(st, e, a)
	if arr, ok := t.(*Array); ok && arr.Ndim == 0 {
		return NewArray(arr.Dtype, 1, LayoutC)
	}
	return t
}

// npVstack types vstack: 0-d and 1-d arrays become the rows of a matrix (a column for 0-d
// ones, as Numba's expand_dims(hstack(arrays), 1)), others are concatenated.
func npVstack(st *fnState, e *translate.Call, a *npArgs) Type {
	t := npConcat(false)(st, e, a)
	if arr, ok := t.(*Array); ok && arr.Ndim <= 1 {
		return NewArray(arr.Dtype, 2, LayoutC)
	}
	return t
}

func npTrace(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil || arr.Ndim != 2 {
		if arr != nil {
			st.c.errorf(e.Pos, "type-mismatch", "", "np.trace() needs a 2-d array")
		}
		return nil
	}
	return sumType(arr.Dtype)
}

func (st *fnState) floatMatrix(e *translate.Call, a *npArgs, i, nd int) *Array {
	arr := st.arrayArg(e, a, i)
	if arr == nil {
		return nil
	}
	if !arr.Dtype.IsFloat() || nd > 0 && arr.Ndim != nd {
		st.c.errorf(a.x[i].At(), "type-mismatch", "", "%s() needs a float array, not %s", translate.DottedName(e.Func), arr)
		return nil
	}
	return arr
}

func npNorm(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.lapackMatrix(e, a, 0, 0)
	if arr == nil {
		return nil
	}
	if a.has(1) && arr.Ndim == 2 {
		if v, ok := st.info.Consts[a.x[1]]; ok && v.Kind() == constant.String && constant.StringVal(v) == "fro" {
			return Float64
		}
		f, ok := st.info.Floats[a.x[1]]
		if v, isConst := st.info.Consts[a.x[1]]; isConst && v.Kind() != constant.String {
			f, _ = constant.Float64Val(constant.ToFloat(v))
			ok = true
		}
		if !ok || (f != 1 && f != -1 && !math.IsInf(f, 0)) {
			st.c.errorf(a.x[1].At(), "unsupported-feature", "", "matrix norms support ord=1, -1, inf, -inf and 'fro'")
			return nil
		}
	} else if a.has(1) && arr.Ndim != 1 {
		st.c.errorf(a.x[1].At(), "unsupported-feature", "", "ord= is supported for vectors and matrices")
		return nil
	} else if a.has(1) {
		if b, ok := st.info.Types[a.x[1]].(*Basic); !ok || !(b.IsInteger() || b.IsFloat()) {
			st.c.errorf(a.x[1].At(), "type-mismatch", "give ord as a number: 1, 2, np.inf, ...", "the ord of a vector norm must be a number, not %s", describe(st.info.Types[a.x[1]]))
			return nil
		}
	}
	return Float64
}

// lapackMatrix is floatMatrix for the np.linalg functions pygo computes with LU and Cholesky
// factorizations (det, slogdet, inv, solve, cholesky) in every float and complex dtype: single
// precision in double, rounded (kernels/linalg_single.go).
func (st *fnState) lapackMatrix(e *translate.Call, a *npArgs, i, nd int) *Array {
	arr := st.arrayArg(e, a, i)
	if arr == nil {
		return nil
	}
	if !(arr.Dtype.IsFloat() || arr.Dtype.IsComplex()) || nd > 0 && arr.Ndim != nd {
		st.c.errorf(a.x[i].At(), "type-mismatch", "", "%s() needs a float or complex array, not %s", translate.DottedName(e.Func), arr)
		return nil
	}
	return arr
}

func npDet(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.lapackMatrix(e, a, 0, 2)
	if arr == nil {
		return nil
	}
	return arr.Dtype
}

func npInv(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.lapackMatrix(e, a, 0, 2)
	if arr == nil {
		return nil
	}
	return NewArray(arr.Dtype, 2, LayoutC)
}

func npSolve(st *fnState, e *translate.Call, a *npArgs) Type {
	m, b := st.lapackMatrix(e, a, 0, 2), st.lapackMatrix(e, a, 1, 0)
	if m == nil || b == nil {
		return nil
	}
	if m.Dtype != b.Dtype {
		st.c.errorf(e.Pos, "type-mismatch", "convert one with .astype()", "np.linalg.solve() only supports inputs that have homogeneous dtypes, not %s and %s", m.Dtype, b.Dtype)
		return nil
	}
	return NewArray(m.Dtype, b.Ndim, LayoutC)
}

// ufuncType returns the typing rule of a ufunc: scalars give a scalar, arrays an array.
func ufuncType(u *Ufunc) func(st *fnState, e *translate.Call, a *npArgs) Type {
	return func(st *fnState, e *translate.Call, a *npArgs) Type {
		var ins []*Basic
		var arrs []bool
		nd := 0
		for i := 0; i < u.Nin; i++ {
			// An optional operand is checked at run time and used as its value, as Numba
			// casts it (None raises TypeError: "expected array(float64, 1d, C), got None").
			a.t[i] = st.unwrap(a.x[i], a.t[i])
			b, arr := elemOf(a.t[i])
			if b == nil {
				st.c.errorf(a.x[i].At(), "type-mismatch", "", "np.%s() needs numbers or arrays, not %s", u.Name, describe(a.t[i]))
				return nil
			}
			ins = append(ins, b)
			arrs = append(arrs, arr != nil)
			nd = max(nd, ndimOf(a.t[i]))
		}
		if u.Nin == 2 {
			ins[0], ins[1] = ufuncOperands(ins[0], ins[1], arrs[0], arrs[1])
		}
		rt := ufuncResult(u, ins)
		if rt == nil {
			st.c.errorf(e.Pos, "type-mismatch", "", "np.%s() is not defined for %s", u.Name, ins[0])
			return nil
		}
		var t Type = rt
		if nd > 0 {
			t = NewArray(rt, nd, LayoutC)
		}
		if a.has(u.Nin) {
			return st.ufuncOut(e, a, u, t)
		}
		return t
	}
}

// ufuncResult is the element type a ufunc gives for the element types of its inputs.
func ufuncResult(u *Ufunc, ins []*Basic) *Basic {
	x := ins[0]
	switch u.Kind {
	case ufFloat:
		if x.IsComplex() && (u.Name == "cbrt" || u.Name == "sinc" || u.Name == "spacing" || u.Name == "deg2rad" || u.Name == "rad2deg" || u.Name == "degrees" || u.Name == "radians") {
			return nil
		}
		return floatLoop(x)
	case ufSame:
		switch u.Name {
		case "invert":
			if !isIntLike(x) {
				return nil
			}
		case "negative", "positive", "conjugate", "conj", "sign", "square", "reciprocal":
			if x.IsBool() {
				return Int8 // Numba's loops for bool: -True is -1 in int8
			}
		case "absolute", "abs", "fabs":
			if x.IsComplex() {
				return realOf(x)
			}
			if u.Name == "fabs" {
				return floatLoop(x)
			}
		}
		return x
	case ufPredicate:
		if x.IsComplex() && u.Name == "signbit" {
			return nil
		}
		return Bool
	case ufRound:
		if x.IsComplex() {
			return nil
		}
		return floatLoop(x)
	case ufBinary:
		return elemBinary(u.Op, ins[0], ins[1])
	case ufCompare:
		return Bool
	case ufMinMax:
		return promote(ins[0], ins[1])
	case ufInt2:
		if p := promote(ins[0], ins[1]); p.IsInteger() {
			return p
		}
		return nil
	case ufFloat2:
		p := promote(ins[0], ins[1])
		if u.Name == "float_power" && !p.IsComplex() {
			return Float64 // float_power computes in at least float64
		}
		if p.IsComplex() || u.Name == "fmod" && !p.IsFloat() {
			return nil // np.fmod of integers keeps them integers (and Numba's results are wrong)
		}
		return floatLoop(p)
	}
	return nil
}

// npCannotRaise are the NumPy functions that never raise for valid types (isclose and clip:
// unless two of their operands are arrays, whose shapes may not broadcast).
var npCannotRaise = map[string]bool{
	"sum": true, "prod": true, "all": true, "any": true,
	"count_nonzero": true, "cumsum": true, "cumprod": true, "copy": true, "ascontiguousarray": true,
	"ravel": true, "flatten": true, "astype": true, ".fill": true, ".sort": true, "sort": true,
	"argsort": true, "unique": true, "empty_like": true, "zeros_like": true, "ones_like": true,
	"full_like": true, "clip": true, "isclose": true, "random.seed": true, "random.random": true,
	"random.rand": true, "random.randn": true, "random.standard_normal": true, "random.uniform": true,
	"random.random_sample": true, "random.sample": true, "random.ranf": true, "random.shuffle": true,
	"random.permutation": true, "asarray": true, "array": true, "trace": true, "dtype": true,
	"real": true, "imag": true, "asfortranarray": true, "isnat": true,
}

// arrayArgs counts the array arguments of a call.
func arrayArgs(a *npArgs) int {
	n := 0
	for _, t := range a.t {
		if isArray(t) {
			n++
		}
	}
	return n
}

// IsNestedLiteral reports whether np.array(x) builds its array from the literal x itself.
func IsNestedLiteral(x translate.Expr) bool { return isNestedLiteral(x) }

// npCopy types np.copy (which keeps an F array's order) and a.copy() (always C).
func npCopy(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if st.info.Calls[e].Recv == nil && arr.Layout == LayoutF {
		return arr
	}
	return NewArray(arr.Dtype, arr.Ndim, LayoutC)
}

func npRoll(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	if !isIntType(a.t[1]) && a.t[1] != Type(Bool) {
		st.c.errorf(a.x[1].At(), "type-mismatch", "", "the shift of np.roll() must be an integer or a bool, not %s", describe(a.t[1]))
		return nil
	}
	if !st.intArgs(a, 2) {
		return nil
	}
	return NewArray(arr.Dtype, arr.Ndim, LayoutC)
}

// npNonzero types np.nonzero(a), a.nonzero() and np.where(a): a tuple of one index array per axis.
func npNonzero(st *fnState, e *translate.Call, a *npArgs) Type {
	arr := st.arrayArg(e, a, 0)
	if arr == nil {
		return nil
	}
	t := &Tuple{}
	for range arr.Ndim {
		t.Elems = append(t.Elems, NewArray(Int64, 1, LayoutC))
	}
	return t
}

func npConvolve(st *fnState, e *translate.Call, a *npArgs) Type {
	x, y := st.arrayArg(e, a, 0), st.arrayArg(e, a, 1)
	if x == nil || y == nil {
		return nil
	}
	name := translate.DottedName(e.Func)
	if x.Ndim != 1 || y.Ndim != 1 || x.Dtype.IsBool() || y.Dtype.IsBool() {
		st.c.errorf(e.Pos, "type-mismatch", "", "%s() takes two 1-d numeric arrays", name)
		return nil
	}
	st.raises = true // an empty array raises ValueError
	return NewArray(promote(x.Dtype, y.Dtype), 1, LayoutC)
}

func npTrapz(st *fnState, e *translate.Call, a *npArgs) Type {
	y := st.arrayArg(e, a, 0)
	if y == nil {
		return nil
	}
	if y.Dtype.IsComplex() || y.Dtype.IsBool() {
		st.c.errorf(e.Pos, "unsupported-feature", "convert it first, e.g. y.astype(np.float64)", "np.trapz() of a %s array is not supported", y.Dtype)
		return nil
	}
	nd := y.Ndim
	if a.given(1) {
		x := st.arrayArg(e, a, 1)
		if x == nil || x.Ndim == 0 || x.Dtype.IsComplex() || x.Dtype.IsBool() {
			if x != nil {
				st.c.errorf(a.x[1].At(), "unsupported-feature", "", "x must be a real array of one or more dimensions, not %s", x)
			}
			return nil
		}
		nd = max(nd, x.Ndim) // np.diff(x) broadcasts against the panel averages
	}
	if a.given(2) {
		if b, ok := a.t[2].(*Basic); !ok || b.IsComplex() {
			st.c.errorf(a.x[2].At(), "unsupported-feature", "pass the sample spacing as a real number", "np.trapz() with dx of type %s is not supported", describe(a.t[2]))
			return nil
		}
	}
	if nd > 1 {
		return NewArray(Float64, nd-1, LayoutC) // one integral per lane along the last axis
	}
	return Float64
}

func npBincount(st *fnState, e *translate.Call, a *npArgs) Type {
	x := st.arrayLikeArg(e, a, 0) // an array, list or tuple, as Numba's validate_1d_array_like
	if x == nil {
		return nil
	}
	if x.Ndim != 1 || !x.Dtype.IsInteger() {
		st.c.errorf(a.x[0].At(), "type-mismatch", "", "np.bincount() takes a 1-d integer array, list or tuple")
		return nil
	}
	if a.has(2) && !isIntType(a.t[2]) {
		st.c.errorf(a.x[2].At(), "type-mismatch", "", "minlength must be an integer")
		return nil
	}
	if a.given(1) {
		w := st.arrayLikeArg(e, a, 1)
		if w == nil || w.Ndim != 1 || w.Dtype.IsComplex() {
			if w != nil {
				st.c.errorf(a.x[1].At(), "type-mismatch", "", "weights must be a 1-d real array, list or tuple")
			}
			return nil
		}
		return NewArray(Float64, 1, LayoutC)
	}
	return NewArray(Int64, 1, LayoutC)
}

// orderedArray wraps a typing rule for functions that order an array's elements (sorting,
// unique, order statistics): NumPy orders bools False before True, and pygo orders complex
// numbers nowhere yet, so complex arrays get a diagnostic.
func orderedArray(typ func(st *fnState, e *translate.Call, a *npArgs) Type) func(st *fnState, e *translate.Call, a *npArgs) Type {
	return rejectDtype(func(b *Basic) bool { return b.IsComplex() }, typ)
}

// numericArray wraps a typing rule for a function Numba refuses on bool arrays (np.ptp, as NumPy
// does).
func numericArray(typ func(st *fnState, e *translate.Call, a *npArgs) Type) func(st *fnState, e *translate.Call, a *npArgs) Type {
	return rejectDtype(func(b *Basic) bool { return b.IsBool() }, typ)
}

// rejectDtype wraps a typing rule with a diagnostic for array arguments whose dtype reject
// reports.
func rejectDtype(reject func(*Basic) bool, typ func(st *fnState, e *translate.Call, a *npArgs) Type) func(st *fnState, e *translate.Call, a *npArgs) Type {
	return func(st *fnState, e *translate.Call, a *npArgs) Type {
		if arr, ok := a.t[0].(*Array); ok && reject(arr.Dtype) {
			st.c.errorf(a.x[0].At(), "unsupported-feature", "convert it first, e.g. a.astype(np.float64)", "%s() of a %s array is not supported", translate.DottedName(e.Func), arr.Dtype)
			return nil
		}
		return typ(st, e, a)
	}
}

// ufuncOut types a ufunc call with an output array (np.add(a, b, out), np.sqrt(x, out=y)):
// its value is the output array, into which the result t is cast as NumPy's same_kind casting
// allows. The call without out is recorded as Call.Inner.
func (st *fnState) ufuncOut(e *translate.Call, a *npArgs, u *Ufunc, t Type) Type {
	x := a.x[u.Nin]
	out, ok := a.t[u.Nin].(*Array)
	if !ok {
		st.c.errorf(x.At(), "type-mismatch", "", "the output of np.%s() must be an array, not %s", u.Name, describe(a.t[u.Nin]))
		return nil
	}
	rt, _ := elemOf(t)
	if ndimOf(t) > out.Ndim {
		st.c.errorf(x.At(), "type-mismatch", "", "np.%s() gives %d dimensions, more than its %d-d output", u.Name, ndimOf(t), out.Ndim)
		return nil
	}
	if kindRank(rt) > kindRank(out.Dtype) {
		st.c.errorf(x.At(), "type-mismatch", "give an output array of the result's type", "np.%s() cannot cast its %s result to the %s output (NumPy's same_kind rule)", u.Name, rt, out.Dtype)
		return nil
	}
	call := st.info.Calls[e]
	inner := &translate.Call{Pos: e.Pos, Func: e.Func, Args: a.x[:u.Nin]}
	st.info.Types[inner] = t
	st.info.Calls[inner] = &Call{Kind: CallBuiltin, Builtin: call.Builtin, Args: a.x[:u.Nin], ArgTypes: a.t[:u.Nin]}
	call.Out, call.Inner = x, inner
	st.raises = true // an output of another shape raises ValueError
	return out
}

// kindRank orders the kinds of NumPy's same_kind casting: bool, unsigned, signed, float, complex.
func kindRank(b *Basic) int {
	switch {
	case b.IsBool():
		return 0
	case b.IsComplex():
		return 4
	case b.IsFloat():
		return 3
	case b.IsInteger() && b.IsUnsigned():
		return 1
	}
	return 2
}

// asArrayArgs types the lists and tuples of numbers given to f's array_like parameters as the
// arrays np.asarray makes of them, recorded in Info.AsArray for emit; Types keeps their own types.
func (st *fnState) asArrayArgs(f *npFunc, a *npArgs) {
	for j, p := range f.params {
		if !f.like[p.Name] || a.x[j] == nil {
			continue
		}
		switch t := a.t[j].(type) {
		case *List, *Tuple:
		case *Basic:
			if !f.likeScalar[p.Name] || !(t.IsBool() || t.IsInteger() || t.IsFloat() || t.IsComplex()) {
				continue
			}
		default:
			continue
		}
		arr := AsArrayType(a.t[j])
		if arr == nil {
			continue
		}
		if _, ok := a.t[j].(*List); ok && arr.Ndim > 1 {
			st.raises = true // ValueError for ragged rows
		}
		st.info.AsArray[a.x[j]] = arr
		a.t[j] = arr
	}
}
