package typer

import (
	"go/constant"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// builtinFunc types a call of a builtin given its argument types (none nil).
// It returns nil after reporting a problem.
type builtinFunc func(st *fnState, e *translate.Call, args []Type) Type

// builtinSigs holds every builtin and module function pygo compiles, keyed by dotted path.
// Result types follow Numba 0.56 (checked with nopython_signatures): math functions keep
// float32, turn integers into float64, and floor/ceil/trunc return integers.
var builtinSigs = map[string]builtinFunc{}

func init() {
	for _, n := range []string{"sqrt", "exp", "log", "log10", "log1p", "expm1", "sin", "cos", "tan", "asin", "acos", "atan",
		"sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "fabs", "erf", "erfc", "gamma", "lgamma", "degrees", "radians"} {
		builtinSigs["math."+n] = floatFunc(1)
	}
	for _, n := range []string{"atan2", "hypot", "copysign", "pow", "fmod"} {
		builtinSigs["math."+n] = floatFunc(2)
	}
	for _, n := range []string{"isnan", "isinf", "isfinite"} {
		builtinSigs["math."+n] = predicate(false)
		builtinSigs["cmath."+n] = predicate(true)
	}
	for _, n := range []string{"floor", "ceil", "trunc"} {
		builtinSigs["math."+n] = intFunc
	}
	builtinSigs["math.ldexp"] = mathLdexp
	builtinSigs["math.frexp"] = mathFrexp
	builtinSigs["math.gcd"] = mathGcd
	for _, n := range []string{"sqrt", "exp", "log", "log10", "sin", "cos", "tan", "asin", "acos", "atan",
		"sinh", "cosh", "tanh", "asinh", "acosh", "atanh"} {
		builtinSigs["cmath."+n] = complexFunc
	}
	builtinSigs["cmath.log"] = cmathLog
	builtinSigs["cmath.phase"] = cmathPhase
	builtinSigs["cmath.polar"] = cmathPolar
	builtinSigs["cmath.rect"] = cmathRect
	builtinSigs["random.random"] = randomFunc(0, Float64)
	builtinSigs["random.uniform"] = randomFunc(2, Float64)
	builtinSigs["random.gauss"] = randomFunc(2, Float64)
	builtinSigs["random.normalvariate"] = randomFunc(2, Float64)
	builtinSigs["random.expovariate"] = randomFunc(1, Float64)
	builtinSigs["random.randint"] = randomFunc(2, Int64)
	builtinSigs["random.randrange"] = randrangeFunc
	builtinSigs["random.getrandbits"] = randomGetrandbits
	builtinSigs["random.seed"] = randomSeed
	builtinSigs["abs"] = builtinAbs
	builtinSigs["numpy.datetime64"] = func(st *fnState, e *translate.Call, _ []Type) Type { return st.datetimeCtor(e, "datetime64") }
	builtinSigs["numpy.timedelta64"] = func(st *fnState, e *translate.Call, _ []Type) Type { return st.datetimeCtor(e, "timedelta64") }
	builtinSigs["type"] = builtinType
	builtinNames["type"] = true
	builtinSigs["min"] = builtinMinMax
	builtinSigs["max"] = builtinMinMax
	builtinSigs["int"] = builtinInt
	builtinSigs["float"] = builtinFloat
	builtinSigs["bool"] = builtinBool
	builtinSigs["complex"] = builtinComplex
	builtinSigs["round"] = builtinRound
	builtinSigs["divmod"] = builtinDivmod
	builtinSigs["pow"] = builtinPow
	builtinSigs["len"] = builtinLen
	builtinSigs["range"] = builtinRange
	builtinSigs["print"] = builtinPrint
	builtinSigs[".conjugate"] = methodConjugate
	builtinSigs[".number.item"] = methodNumberItem
	builtinSigs["numba.get_num_threads"] = threadFunc(0, Int64)
	builtinSigs["numba.get_thread_id"] = threadFunc(0, Int64)
	builtinSigs["numba.set_num_threads"] = threadFunc(1, NoneType{})
}

// builtinCall types a call of a builtin or module function.
func (st *fnState) builtinCall(e *translate.Call, path string) Type {
	switch path {
	case "isinstance":
		return st.isinstanceCall(e)
	case "map", "filter":
		return st.mapFilterCall(e, path)
	case "enumerate", "zip":
		return st.enumZipValue(e, path)
	case "numpy.ndindex", "numpy.ndenumerate":
		return st.ndIterValue(e, path)
	case translate.DtypeOf:
		return st.dtypeOfCall(e)
	case "slice":
		return st.sliceCall(e)
	}
	if t, ok := st.listBuiltin(e, path); ok {
		return t
	}
	if t, ok := st.dictBuiltin(e, path); ok {
		return t
	}
	if t, ok := st.setBuiltin(e, path); ok {
		return t
	}
	if name, ok := strings.CutPrefix(path, ".str."); ok {
		return st.strMethodCall(e, name)
	}
	if _, ok := npFuncs[path]; ok {
		return st.npCall(e, path, nil)
	}
	if name, ok := strings.CutPrefix(path, ".array."); ok {
		recv := e.Func.(*translate.Attribute).X
		return st.npCall(e, "numpy."+arrayMethods[name], recv)
	}
	f, ok := builtinSigs[path]
	if !ok {
		st.args(e)
		if st.importedPath(e.Func) && st.untranslated(nil, path, e) {
			return nil
		}
		st.c.errorf(e.Pos, "unknown-attribute", pathHint(path, translate.ExprString(e.Func), "see the list of supported functions in the README"), "%s is not supported", path)
		return nil
	}
	if len(e.Keywords) > 0 && (path == "min" || path == "max") && e.Keywords[0].Name == "key" {
		st.c.errorf(e.Keywords[0].Pos, "unsupported-feature", "sort by the key and take the first item: sorted(xs, key=f)[0]",
			"%s() with key= is not supported, as Numba has no implementation of it", path)
		return nil
	}
	if len(e.Keywords) > 0 && path != "print" {
		st.c.errorf(e.Keywords[0].Pos, "unsupported-feature", "pass the arguments by position", "%s() does not take keyword arguments in compiled code", path)
		return nil
	}
	callArgs := e.Args
	if path == "print" {
		// print(a, *t) prints each member of the tuple t, as Numba does.
		sp, ok := st.spreadArgs(e.Args, path)
		if !ok {
			return nil
		}
		callArgs = sp
	}
	args := st.argList(callArgs)
	if args == nil {
		return nil
	}
	if enumIntArgs[path] {
		for i, a := range e.Args {
			args[i] = st.enumValue(a, args[i])
		}
	} else if !st.enumArgsOK(e, path, args) {
		return nil
	}
	if t, ok := st.classBuiltin(e, path, args); ok {
		return t
	}
	call := &Call{Kind: CallBuiltin, Builtin: path, Args: callArgs, ArgTypes: args}
	if path[0] == '.' {
		call.Kind = CallMethod
		call.Recv = e.Func.(*translate.Attribute).X
		call.ArgTypes = append([]Type{st.info.Types[call.Recv]}, args...)
		args = call.ArgTypes
	}
	st.info.Calls[e] = call
	return f(st, e, args)
}

func (st *fnState) wantArgs(e *translate.Call, args []Type, lo, hi int) bool {
	if len(args) < lo || len(args) > hi {
		name := translate.DottedName(e.Func)
		if lo == hi {
			st.c.errorf(e.Pos, "wrong-arg-count", "", "%s() takes %d arguments (%d given)", name, lo, len(args))
		} else {
			st.c.errorf(e.Pos, "wrong-arg-count", "", "%s() takes %d to %d arguments (%d given)", name, lo, hi, len(args))
		}
		return false
	}
	return true
}

// real returns args[i] as a non-complex scalar, or reports a problem.
func (st *fnState) real(e *translate.Call, args []Type, i int) *Basic {
	b, ok := args[i].(*Basic)
	if !ok || b.IsComplex() {
		st.c.errorf(e.Args[min(i, len(e.Args)-1)].At(), "type-mismatch", "", "%s() needs a real number, not %s", translate.DottedName(e.Func), args[i])
		return nil
	}
	return b
}

// floatType is the float type math functions return for an argument of type b.
func floatType(b *Basic) *Basic {
	if b == Float32 {
		return Float32
	}
	return Float64
}

func floatFunc(n int) builtinFunc {
	return func(st *fnState, e *translate.Call, args []Type) Type {
		if !st.wantArgs(e, args, n, n) {
			return nil
		}
		rt := Float32
		for i := range args {
			b := st.real(e, args, i)
			if b == nil {
				return nil
			}
			if floatType(b) == Float64 {
				rt = Float64
			}
		}
		return rt
	}
}

func predicate(complexOK bool) builtinFunc {
	return func(st *fnState, e *translate.Call, args []Type) Type {
		if !st.wantArgs(e, args, 1, 1) {
			return nil
		}
		if b, ok := args[0].(*Basic); !ok || b.IsComplex() && !complexOK {
			st.real(e, args, 0)
			return nil
		}
		return Bool
	}
}

func intFunc(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 1) {
		return nil
	}
	b := st.real(e, args, 0)
	if b == nil {
		return nil
	}
	if b == Uint64 {
		return Uint64
	}
	return Int64
}

func mathLdexp(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 2, 2) {
		return nil
	}
	b := st.real(e, args, 0)
	i, ok := args[1].(*Basic)
	if b == nil || !ok || !isIntLike(i) {
		if ok && !isIntLike(i) {
			st.c.errorf(e.Args[1].At(), "type-mismatch", "", "ldexp() exponent must be an integer, not %s", i)
		}
		return nil
	}
	return floatType(b)
}

func mathFrexp(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 1) {
		return nil
	}
	b := st.real(e, args, 0)
	if b == nil {
		return nil
	}
	return &Tuple{Elems: []Type{floatType(b), Int32}}
}

func mathGcd(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 2, 2) {
		return nil
	}
	a, ok1 := args[0].(*Basic)
	b, ok2 := args[1].(*Basic)
	if !ok1 || !ok2 || !isIntLike(a) || !isIntLike(b) {
		st.c.errorf(e.Pos, "type-mismatch", "", "gcd() needs integers, not %s and %s", args[0], args[1])
		return nil
	}
	if a == b && a.IsInteger() {
		return a
	}
	return arith(a, b)
}

// complexOf is the complex type cmath functions return for an argument of type b.
func complexOf(b *Basic) *Basic {
	switch b.Kind {
	case KFloat32, KComplex64, KBool:
		return Complex64
	}
	return Complex128
}

func complexFunc(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 1) {
		return nil
	}
	b, ok := args[0].(*Basic)
	if !ok {
		st.c.errorf(e.Pos, "type-mismatch", "", "%s() needs a number, not %s", translate.DottedName(e.Func), args[0])
		return nil
	}
	return complexOf(b)
}

// cmathLog types cmath.log(z) and cmath.log(z, base): with a base, the complex type of the
// two numbers' common type (Numba: (complex64, complex64) -> complex64, (float64, float64) ->
// complex128).
func cmathLog(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 2) {
		return nil
	}
	if len(args) == 1 {
		return complexFunc(st, e, args)
	}
	var bs [2]*Basic
	for i, a := range args {
		b, ok := a.(*Basic)
		if !ok || b.IsBool() {
			st.c.errorf(e.Args[i].At(), "type-mismatch", "", "cmath.log() needs numbers, not %s", a)
			return nil
		}
		bs[i] = b
	}
	st.raises = true // log(base) == 0 (base 1) raises ZeroDivisionError
	return complexOf(promote(bs[0], bs[1]))
}

func cmathPhase(st *fnState, e *translate.Call, args []Type) Type {
	if complexFunc(st, e, args) == nil {
		return nil
	}
	if args[0] == Complex64 {
		return Float32
	}
	return Float64
}

func cmathPolar(st *fnState, e *translate.Call, args []Type) Type {
	t := cmathPhase(st, e, args)
	if t == nil {
		return nil
	}
	return &Tuple{Elems: []Type{t, t}}
}

func cmathRect(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 2, 2) || st.real(e, args, 0) == nil || st.real(e, args, 1) == nil {
		return nil
	}
	return Complex128
}

func randomFunc(n int, rt *Basic) builtinFunc {
	return func(st *fnState, e *translate.Call, args []Type) Type {
		if !st.wantArgs(e, args, n, n) {
			return nil
		}
		for i := range args {
			b := st.real(e, args, i)
			if b == nil {
				return nil
			}
			if rt == Int64 && !isIntLike(b) {
				st.c.errorf(e.Args[i].At(), "type-mismatch", "", "%s() needs integers, not %s", translate.DottedName(e.Func), b)
				return nil
			}
		}
		st.random = true
		if rt == Int64 {
			st.raises = true // randint(a, b) with b < a raises ValueError
		}
		return rt
	}
}

// randomGetrandbits types random.getrandbits(k) as Numba 0.56: a uint64 from an integer k
// (converted to int32); k outside 1..64 raises OverflowError.
func randomGetrandbits(st *fnState, e *translate.Call, args []Type) Type {
	if randomFunc(1, Int64)(st, e, args) == nil {
		return nil
	}
	return Uint64
}

// randrangeFunc types random.randrange(stop), (start, stop) and (start, stop, step).
func randrangeFunc(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 3) {
		return nil
	}
	return randomFunc(len(args), Int64)(st, e, args)
}

func randomSeed(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 1) {
		return nil
	}
	if b, ok := args[0].(*Basic); !ok || !isIntLike(b) {
		st.c.errorf(e.Args[0].At(), "type-mismatch", "", "random.seed() needs an integer, not %s", args[0])
		return nil
	}
	st.random = true
	return NoneType{}
}

func builtinAbs(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 1) {
		return nil
	}
	if isArray(args[0]) {
		// abs(a) of an array is np.absolute(a), as in NumPy (Numba 0.56 rejects it).
		call := st.info.Calls[e]
		call.Builtin = "numpy.absolute"
		return npFuncs[call.Builtin].typ(st, e, &npArgs{x: []translate.Expr{e.Args[0], nil}, t: []Type{args[0], nil}})
	}
	if isDatetime(args[0]) {
		return st.datetimeUnary(e, e.Pos, "abs", e.Args[0], args[0])
	}
	b, ok := args[0].(*Basic)
	switch {
	case !ok:
		st.c.errorf(e.Pos, "type-mismatch", "", "bad operand type for abs(): %s", args[0])
		return nil
	case b.IsBool():
		return Int8
	case b == Complex64:
		return Float32
	case b == Complex128:
		return Float64
	}
	return b
}

// builtinType types type(x) of a number: its class, which converts what it is called with
// (type(a)(b), as Numba's NumberClass).
func builtinType(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 1) {
		return nil
	}
	b, ok := args[0].(*Basic)
	nt := NamedOf(args[0])
	if !ok && nt == nil {
		st.c.errorf(e.Pos, "unsupported-feature", "compare with isinstance(x, T)", "type() is supported for numbers and namedtuples only, not %s", typeName(args[0]))
		return nil
	}
	calls := false
	walkExprNodes(e.Args[0], func(x translate.Expr) {
		if c, ok := x.(*translate.Call); ok {
			r := st.info.Calls[c]
			calls = calls || r == nil || r.Kind != CallConvert // a conversion has no effects
		}
	})
	if calls {
		// type(v) is a class, which pygo does not evaluate: a call in v would be skipped.
		st.c.errorf(e.Args[0].At(), "unsupported-feature", "assign the value to a variable first: v = f(...); type(v)",
			"type() of a call other than a conversion is not supported")
		return nil
	}
	if nt != nil {
		return &NamedTupleRef{Class: nt} // type(p)(...) builds another instance
	}
	return &TypeRef{T: b}
}

func builtinMinMax(st *fnState, e *translate.Call, args []Type) Type {
	name := translate.DottedName(e.Func)
	for _, a := range args {
		if isDatetime(a) {
			return st.datetimeMinMax(e, name, args)
		}
	}
	elems := args
	if len(args) == 1 {
		t, ok := args[0].(*Tuple)
		if !ok || len(t.Elems) == 0 {
			st.c.errorf(e.Pos, "type-mismatch", "", "%s() of one argument needs a non-empty tuple, not %s", name, args[0])
			return nil
		}
		elems = t.Elems
	}
	if len(elems) == 0 {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "%s() expected at least 1 argument", name)
		return nil
	}
	for _, t := range elems {
		if b, ok := t.(*Basic); !ok || b.IsComplex() {
			st.c.errorf(e.Pos, "type-mismatch", "", "%s() needs real numbers, not %s", name, t)
			return nil
		}
	}
	return unifyAll(elems)
}

func builtinInt(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 1) {
		return nil
	}
	if isStr(args[0]) {
		// int(s): Numba 0.56 cannot compile it; pygo parses s as CPython does (kernels.ParseInt).
		st.raises = true
		return Int64
	}
	b := st.real(e, args, 0)
	if b == nil {
		return nil
	}
	rt := Int64
	if b.IsInteger() {
		rt = b
	}
	st.foldConvert(e, b, rt)
	return rt
}

func builtinFloat(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 1) {
		return nil
	}
	if isStr(args[0]) {
		st.raises = true // float(s), as CPython parses s (kernels.ParseFloat)
		return Float64
	}
	b := st.real(e, args, 0)
	if b == nil {
		return nil
	}
	rt := floatType(b)
	st.foldConvert(e, b, rt)
	return rt
}

func builtinBool(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 1) {
		return nil
	}
	if !isBasic(args[0]) && !isDict(args[0]) && !isSet(args[0]) && !isList(args[0]) && !isStr(args[0]) && !isTuple(args[0]) && !isArray(args[0]) {
		st.c.errorf(e.Pos, "type-mismatch", "", "cannot convert %s to bool", args[0])
		return nil
	}
	if isArray(args[0]) {
		st.raises = true // ValueError when it has more than one element (kernels.ArrayTruth)
	}
	return Bool
}

func builtinComplex(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 2) {
		return nil
	}
	for i := range args {
		if !isBasic(args[i]) {
			st.c.errorf(e.Pos, "type-mismatch", "", "complex() needs numbers, not %s", args[i])
			return nil
		}
	}
	if len(args) == 1 && (args[0] == Float32) {
		return Complex64
	}
	return Complex128
}

func builtinRound(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 2) {
		return nil
	}
	b := st.real(e, args, 0)
	if b == nil {
		return nil
	}
	if len(args) == 1 {
		return Int64
	}
	if n, ok := args[1].(*Basic); !ok || !isIntLike(n) {
		st.c.errorf(e.Args[1].At(), "type-mismatch", "", "round() ndigits must be an integer, not %s", args[1])
		return nil
	}
	if b.IsBool() {
		return Float32
	}
	return floatType(b)
}

func builtinDivmod(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 2, 2) {
		return nil
	}
	a, b := st.real(e, args, 0), st.real(e, args, 1)
	if a == nil || b == nil {
		return nil
	}
	rt := arith(a, b)
	st.markDivision(e.Args[1], translate.FloorDiv, rt, b)
	if st.info.Raising[e.Args[1]] {
		st.info.Raising[e] = true
	}
	return &Tuple{Elems: []Type{rt, rt}}
}

func builtinPow(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 2, 2) {
		return nil
	}
	t := st.binary(e.Pos, translate.Pow, e.Args[0], e.Args[1], args[0], args[1])
	if b, ok := t.(*Basic); ok {
		st.markDivision(e.Args[1], translate.Pow, b, args[1])
		if st.info.Raising[e.Args[1]] {
			st.info.Raising[e] = true
		}
	}
	return t
}

func builtinLen(st *fnState, e *translate.Call, args []Type) Type {
	if !st.wantArgs(e, args, 1, 1) || !st.unsized(e.Args[0], args[0], "len() of") {
		return nil
	}
	args[0] = st.unwrapRef(e.Args[0], args[0]) // len of None raises TypeError, as Numba
	if isArray(args[0]) || isRecordArray(args[0]) || isList(args[0]) || isRange(args[0]) || isStr(args[0]) || args[0] == (BytesType{}) || isDict(args[0]) && !undefinedDict(args[0]) || isSet(args[0]) && !undefinedSet(args[0]) || isDictView(args[0]) {
		return Int64
	}
	if isDict(args[0]) && !st.c.final {
		return Int64 // ids[w] = len(ids) into an empty dict: the store decides its types
	}
	if _, isName := e.Args[0].(*translate.Name); isName && undefinedSet(args[0]) {
		return nil // the variable's type is reported once, by checkLists
	}
	if d, ok := args[0].(*LitDict); ok {
		st.info.Consts[e] = constant.MakeInt64(int64(len(d.Keys)))
		return Int64
	}
	if l, ok := args[0].(*LitList); ok {
		st.info.Consts[e] = constant.MakeInt64(int64(len(l.Items.Elems)))
		return Int64
	}
	t, ok := args[0].(*Tuple)
	if !ok {
		st.c.errorf(e.Pos, "type-mismatch", "", "object of type %s has no len()", args[0])
		return nil
	}
	if t.Uniform() == nil || t.Class != nil {
		// Go's len of an array is a constant too, and uses the variable; a struct has none.
		st.info.Consts[e] = constant.MakeInt64(int64(len(t.Elems)))
	}
	return Int64
}

func builtinPrint(st *fnState, e *translate.Call, args []Type) Type {
	xs := st.info.Calls[e].Args // e.Args with *t spread
	for i, t := range args {
		switch t := t.(type) {
		case *Basic, *Tuple, StrType, NoneType, ExcValue, *Enum, *MachInfo:
		case *Optional:
			if _, ok := t.Elem.(*Basic); !ok && !isStr(t.Elem) {
				st.c.errorf(xs[i].At(), "type-mismatch", "test it with `is None` first", "cannot print %s", t)
			}
		case *Array:
			if t.Dtype.IsComplex() {
				st.c.errorf(xs[i].At(), "unsupported-feature", "print the real and imaginary parts: print(a.real, a.imag)", "cannot print a complex array yet")
			}
		case *Dict:
			if !printableList(&List{Elem: t.Key}) || !printableList(&List{Elem: t.Value}) || isList(t.Value) {
				st.c.errorf(xs[i].At(), "unsupported-feature", "print the items one by one", "cannot print a %s", t)
			}
		case *Set:
			if t.Elem == nil || !printableList(&List{Elem: t.Elem}) {
				st.c.errorf(xs[i].At(), "unsupported-feature", "print the items one by one", "cannot print a %s", t)
			}
		case *List:
			if !printableList(t) {
				st.c.errorf(xs[i].At(), "unsupported-feature", "print the items one by one", "cannot print a %s", t)
			}
		default:
			st.c.errorf(xs[i].At(), "type-mismatch", "", "cannot print %s", t)
		}
	}
	for _, k := range e.Keywords {
		if k.Name != "sep" && k.Name != "end" {
			st.c.errorf(k.Pos, "unsupported-feature", "", "print() keyword %s is not supported", k.Name)
			continue
		}
		if t := st.expr(k.Value); t != (StrType{}) {
			st.c.errorf(k.Pos, "type-mismatch", "", "print() %s must be a string constant", k.Name)
		}
	}
	return NoneType{}
}

func methodConjugate(st *fnState, e *translate.Call, args []Type) Type {
	if len(args) != 1 {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "conjugate() takes no arguments")
		return nil
	}
	return args[0]
}

// methodNumberItem types x.item() of a number or bool: the scalar itself, as Numba's
// number.item.
func methodNumberItem(st *fnState, e *translate.Call, args []Type) Type {
	if len(args) != 1 {
		st.c.errorf(e.Pos, "wrong-arg-count", "", "item() of a scalar takes no arguments")
		return nil
	}
	return args[0]
}

// threadFunc types numba's thread functions: get_num_threads(), get_thread_id() and
// set_num_threads(n).
func threadFunc(n int, rt Type) builtinFunc {
	return func(st *fnState, e *translate.Call, args []Type) Type {
		if !st.wantArgs(e, args, n, n) {
			return nil
		}
		if n == 1 {
			if !isIntType(args[0]) {
				st.c.errorf(e.Args[0].At(), "type-mismatch", "", "set_num_threads() needs an integer, not %s", args[0])
				return nil
			}
			st.raises = true // fewer than one thread raises ValueError
		}
		return rt
	}
}
