package typer

import (
	"go/constant"
	"math"
	"slices"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// builtinNames are the Python builtins pygo compiles.
var builtinNames = map[string]bool{
	"abs": true, "min": true, "max": true, "int": true, "float": true, "bool": true, "complex": true,
	"round": true, "divmod": true, "pow": true, "len": true, "print": true, "range": true,
}

// excClasses are the exception classes compiled code may raise.
var excClasses = map[string]bool{
	"Exception": true, "ArithmeticError": true, "ZeroDivisionError": true, "OverflowError": true,
	"ValueError": true, "TypeError": true, "IndexError": true, "KeyError": true, "AssertionError": true,
	"RuntimeError": true, "NotImplementedError": true, "LookupError": true, "StopIteration": true,
	"FloatingPointError": true, "MemoryError": true, "SystemError": true, "UnboundLocalError": true, "NameError": true,
}

// expr types e, records the result and returns it (nil when unknown or invalid).
func (st *fnState) expr(e translate.Expr) Type {
	outer := st.c.at
	st.c.at = e.At()
	t := st.expr1(e)
	st.c.at = outer
	if t != nil {
		st.info.Types[e] = t
	} else if st.c.final && st.c.untypedAt == nil {
		at := e.At()
		st.c.untypedAt = &at
	}
	return t
}

func (st *fnState) constant(e translate.Expr, t *Basic, v constant.Value) Type {
	st.info.Consts[e] = v
	return t
}

func (st *fnState) expr1(e translate.Expr) Type {
	c := st.c
	switch e := e.(type) {
	case *translate.Const:
		switch e.Kind {
		case translate.StrConst:
			st.info.Consts[e] = e.Value
			return StrType{}
		case translate.BytesConst:
			st.info.Consts[e] = e.Value
			return BytesType{}
		case translate.NoneConst:
			return NoneType{}
		case translate.EllipsisConst:
			c.errorf(e.Pos, "unsupported-feature", "", "Ellipsis is not supported here")
			return nil
		}
		t, v := literalType(e)
		if t == nil {
			c.errorf(e.Pos, "bad-value", "", "integer literal %s does not fit in 64 bits", e.Value)
			return nil
		}
		return st.constant(e, t, v)
	case *translate.Name:
		return st.name(e)
	case *translate.Attribute:
		return st.attribute(e)
	case *translate.BinOp:
		xt, yt := st.enumValue(e.X, st.expr(e.X)), st.enumValue(e.Y, st.expr(e.Y))
		if !st.enumIntegerOnly(e.Pos, e.X, e.Y, xt, yt) {
			return nil
		}
		if e.Starred && yt != nil && !isTuple(yt) {
			st.c.errorf(e.Y.At(), "type-mismatch", "unpack a tuple here, or build a list instead", "only tuples can be unpacked into a tuple display, not %s", yt)
			return nil
		}
		if cl, ok := xt.(*Class); ok && yt != nil {
			return st.classBinary(e, nil, e.Pos, e.Op, e.X, e.Y, cl, yt)
		}
		if xt != nil && yt != nil && (isDatetime(xt) || isDatetime(yt)) && !isArray(xt) && !isArray(yt) {
			return st.datetimeBinary(e, xt, yt)
		}
		t := st.binary(e.Pos, e.Op, e.X, e.Y, xt, yt)
		if b, ok := t.(*Basic); ok {
			xv, xok := st.info.Consts[e.X]
			yv, yok := st.info.Consts[e.Y]
			if xok && yok && isBasic(xt) && isBasic(yt) {
				if ft, fv := foldBinary(e.Op, xt.(*Basic), xv, yt.(*Basic), yv); fv != nil && ft == b {
					if f, inf := overflows(fv, b); inf {
						st.info.Floats[e] = f // 1e300 * 1e10 is inf, which has no Go constant
					} else {
						st.info.Consts[e] = fv
					}
				}
			}
			if e.Op == translate.Div || e.Op == translate.FloorDiv || e.Op == translate.Mod || e.Op == translate.Pow {
				st.markDivision(e.Y, e.Op, b, yt)
				if st.info.Raising[e.Y] {
					st.info.Raising[e] = true
				}
			}
		}
		return t
	case *translate.UnaryOp:
		return st.unary(e)
	case *translate.BoolOp:
		var ts []Type
		allBool, truthOnly := true, false
		outer := st.narrowed
		defer func() { st.narrowed = outer }()
		for _, v := range e.Values {
			t := st.expr(v)
			if e.Op == translate.And {
				onTrue, _ := narrowing(v)
				st.narrow(onTrue) // a and b: b runs only when a is true
			}
			if t == nil {
				return nil
			}
			if !isBasic(t) {
				if !st.truthOps[e] {
					if seqOperand(t) {
						ts = append(ts, t)
						allBool = false
						continue
					}
					c.errorf(v.At(), "type-mismatch", "", "cannot use a %s with %s", t, e.Op)
					return nil
				}
				if !st.truthOK(v, t) {
					return nil
				}
				truthOnly = true // emit tests each operand's truth
				continue
			}
			if t != Bool {
				allBool = false
			}
			ts = append(ts, t)
		}
		if truthOnly {
			return Bool
		}
		if len(ts) > 0 && seqOperand(ts[0]) {
			// s or "unknown", a and b: strings (or lists) of one type, the deciding one returned.
			u := ts[0]
			for _, t := range ts[1:] {
				if u = unify(u, t); u == nil || !seqOperand(u) {
					c.errorf(e.Pos, "type-mismatch", "", "the operands of %s have types %s and %s", e.Op, ts[0], t)
					return nil
				}
			}
			return u
		}
		if allBool {
			st.foldBoolOp(e)
			return Bool
		}
		return unifyAll(ts)
	case *translate.Compare:
		return st.compare(e)
	case *translate.IfExp:
		st.test(e.Test)
		bt, et := st.expr(e.Body), st.expr(e.Else)
		if bt == nil || et == nil {
			return nil
		}
		u := unify(bt, et)
		if u == nil {
			c.errorf(e.Pos, "type-mismatch", "", "the branches of a conditional expression have types %s and %s", bt, et)
		}
		return u
	case *translate.Tuple:
		t := &Tuple{}
		for _, x := range e.Elts {
			xt := held(st.expr(x))
			if xt == nil {
				return nil
			}
			if _, fn := xt.(*FuncRef); !fn && !isBasic(xt) && !isDatetime(xt) && !isTuple(xt) && !isArray(xt) && !isList(xt) && !isStr(xt) && !isDict(xt) && !isDictView(xt) && !isSet(xt) && !isOptional(xt) && !isClass(xt) && !isEnum(xt) && !isIterator(xt) && !isRange(xt) && !isSlice(xt) && !isMachInfo(xt) && xt != (NoneType{}) {
				c.errorf(x.At(), "type-mismatch", "", "tuples may hold numbers, strings, arrays, tuples, lists, jitclass instances, iterators, ranges, slices and functions, not %s", xt)
				return nil
			}
			t.Elems = append(t.Elems, xt)
		}
		return t
	case *translate.Subscript:
		return st.subscript(e)
	case *translate.Call:
		return st.call(e)
	case *translate.FString:
		for _, p := range e.Parts {
			if p.X != nil {
				t := st.expr(p.X)
				if t == (ExcValue{}) && p.Conv == 0 && p.Spec == "" {
					continue // f"{e}" is str(e)
				}
				if t != nil && !isBasic(t) && t != (StrType{}) && !isTuple(t) {
					c.errorf(p.X.At(), "type-mismatch", "", "cannot format %s in an f-string", t)
				}
			}
		}
		return StrType{}
	case *translate.List:
		return st.listDisplay(e)
	case *translate.Slice:
		c.errorf(e.Pos, "unsupported-feature", "", "slices are supported only on tuples")
	case *translate.Starred:
		c.errorf(e.Pos, "unsupported-feature", "", "starred expressions are not supported here")
	case *translate.Yield:
		c.errorf(e.Pos, "unsupported-feature", "write yield as a statement of its own", "yield is supported only as a statement")
	case *translate.BadExpr:
		c.errorf(e.Pos, "unsupported-feature", e.Hint, "%s are not supported", e.What)
	}
	return nil
}

func isTuple(t Type) bool { _, ok := t.(*Tuple); return ok }

// positiveSqrt reports whether e is math.sqrt (or np.sqrt) of a positive constant, as in
// x / math.sqrt(2.0): a divisor that is never zero.
func (st *fnState) positiveSqrt(e translate.Expr) bool {
	call, ok := e.(*translate.Call)
	if !ok || len(call.Args) != 1 || len(call.Keywords) != 0 {
		return false
	}
	c := st.info.Calls[call]
	if c == nil || c.Builtin != "math.sqrt" && c.Builtin != "numpy.sqrt" {
		return false
	}
	v, ok := st.info.Consts[call.Args[0]]
	return ok && sign(v) > 0
}

// markDivision records whether a division-like operation can raise at run time.
func (st *fnState) markDivision(divisor translate.Expr, op translate.Op, rt *Basic, yt Type) {
	if st.spec.ErrorModel == "numpy" && op != translate.Pow {
		return
	}
	v, isConst := st.info.Consts[divisor]
	if op == translate.Pow {
		// Only a power computed by repeated multiplication (an integer exponent on an integer
		// or float base) with a possibly negative exponent can raise: 0 ** -1, 0.0 ** -1.
		// Under error_model='numpy' an integer 0 ** -1 gives the least integer instead (Numba's
		// int_power), while a float base still raises ZeroDivisionError.
		yb, _ := yt.(*Basic)
		byProduct := isIntLike(rt) && st.spec.ErrorModel != "numpy" || rt.IsFloat() && yb != nil && yb.IsInteger()
		if !byProduct || isConst && sign(v) >= 0 {
			return
		}
	} else if isConst && sign(v) != 0 || st.positiveSqrt(divisor) {
		return
	}
	st.info.Raising[divisor] = true
	st.raises = true
}

func (st *fnState) name(e *translate.Name) Type {
	c := st.c
	if st.info.Locals[e.Id] {
		t := st.spec.vars[e.Id]
		if t == nil && !st.spec.untyped[e.Id] {
			c.errorf(e.Pos, "undefined-name", "assign the variable before this line on every path", "local variable %s is used before it is assigned", e.Id)
		}
		if o, ok := t.(*Optional); ok && st.narrowed[e.Id] {
			return o.Elem
		}
		if st.spec.noneDead[e.Id] && isNoneType(st.binding[e.Id]) {
			return NoneType{} // read while bound to None: in an `is None` test
		}
		if t == (ExcValue{}) && !slices.Contains(st.caught, e.Id) {
			c.errorf(e.Pos, "undefined-name", "use the exception inside the clause, or keep str(e) in another variable there",
				"%s is unbound outside its except clause: Python deletes the name except ... as binds when the clause ends", e.Id)
			return nil
		}
		return t
	}
	if fe := st.funcs[e.Id]; fe != nil {
		return &FuncRef{Fn: fe}
	}
	for f, p := st.spec.fn, st.spec.Parent; p != nil; f, p = p.fn, p.Parent {
		if t, ok := p.vars[e.Id]; ok && t != nil {
			return t
		}
		if fe := f.before[e.Id]; fe != nil {
			return &FuncRef{Fn: fe} // a function the enclosing function defined before this one
		}
	}
	if k := st.spec.fn.captured[e.Id]; k != nil {
		// A lifted function reads the literal an enclosing variable is bound to once.
		t := st.expr(k)
		if v, ok := st.info.Consts[k]; ok {
			st.info.Consts[e] = v
		}
		return t
	}
	if fe := c.funcs[e.Id]; fe != nil {
		return &FuncRef{Fn: fe}
	}
	if k := c.consts[e.Id]; k != nil {
		c.used[k] = true
		if k.Value != nil && isStr(k.Type) {
			st.info.Consts[e] = k.Value
			return k.Type
		}
		if isDatetime(k.Type) {
			return k.Type // read from its Go constant
		}
		if k.Value != nil {
			return st.constant(e, k.Type.(*Basic), k.Value)
		}
		return k.Type
	}
	if nt := c.namedTuples[e.Id]; nt != nil {
		return st.namedTupleRef(e, nt)
	}
	if t := c.typeGlobal(e.Id); t != nil {
		return &TypeRef{T: t}
	}
	if g := c.badGlob[e.Id]; g != nil {
		if en, name, ok := c.enumMemberExpr(g.Value); ok {
			return st.enumMember(e, en, name, e.Pos) // DEFAULT = Color.red: Numba freezes the member
		}
		if call, ok := g.Value.(*translate.Call); ok {
			if fn, ok := call.Func.(*translate.Name); ok && c.funcs[fn.Id] != nil {
				c.errorf(e.Pos, "unsupported-feature", "call the factory with constant arguments (numbers, strings, module constants), or define the function at module level with @njit and pass what the factory captured as an argument",
					"global %s (%s) is made by calling %s when the module is imported, which pygo does only for a factory that defines one compiled function and returns it, called with constant arguments", e.Id, c.lineOf(g.Pos, e.Pos), fn.Id)
				return nil
			}
		}
		if call, ok := g.Value.(*translate.Call); ok && isRecordDtypeCall(call, c.resolvePath(call.Func)) {
			c.errorf(e.Pos, "unsupported-feature", "keep each field in an array of its own (xs = np.zeros(n); ns = np.zeros(n, np.int32)); README.md, Structured arrays, has the design",
				"global %s (%s) is a structured dtype: NumPy structured arrays (record dtypes) are not supported yet", e.Id, c.lineOf(g.Pos, e.Pos))
			return nil
		}
		c.errorf(e.Pos, "unsupported-feature", "module-level values in compiled code must be numbers, strings, arrays or tuples of numbers and strings", "global %s (%s) is not a constant pygo can compile", e.Id, c.lineOf(g.Pos, e.Pos))
		return nil
	}
	if im, ok := c.mod.Imports[e.Id]; ok {
		if st.untranslated(im, im.Path(), e) {
			return nil
		}
		return st.importRef(im.Path(), e)
	}
	if cl := c.classes[e.Id]; cl != nil {
		return &ClassRef{Class: cl}
	}
	if t := c.excClassRef(e.Id); t != nil {
		return t
	}
	if p, ok := c.badClass[e.Id]; ok {
		c.errorf(e.Pos, "unsupported-feature", "derive the class from Exception to raise it, or decorate it with @jitclass(spec)", "class %s (line %d) is a Python class; compiled code cannot use it", e.Id, p.Line)
		return nil
	}
	if en := c.enums[e.Id]; en != nil {
		st.enumClassRef(e, en)
		return nil
	}
	if p, ok := c.mod.Classes[e.Id]; ok {
		c.errorf(e.Pos, "unsupported-feature", "decorate the class with @jitclass(spec) (from numba.experimental import jitclass)", "class %s (%s) is a Python class; compiled code cannot use it", e.Id, c.lineOf(p, e.Pos))
		return nil
	}
	if builtinNames[e.Id] {
		return &BuiltinRef{Path: e.Id}
	}
	if excClasses[e.Id] {
		return &ExcClass{Name: e.Id}
	}
	for f, p := st.spec.fn, st.spec.Parent; p != nil; f, p = p.fn, p.Parent {
		var later *translate.FuncDef
		translate.WalkFuncs(p.fn.def.Body, func(d *translate.FuncDef) {
			if d.Name == e.Id && later == nil {
				later = d
			}
		})
		if later != nil {
			c.errorf(e.Pos, "unsupported-feature", "define it before the function that calls it, or at module level with @njit",
				"%s calls the nested function %s (line %d), which is itself or defined after it: Numba cannot capture it (unsupported use of op_LOAD_CLOSURE)", funcName(f.def), e.Id, later.Line)
			return nil
		}
	}
	if u, ok := unsupportedBuiltins[e.Id]; ok {
		c.errorf(e.Pos, "unsupported-feature", u.hint, "%s", u.why)
		return nil
	}
	c.errorf(e.Pos, "undefined-name", didYouMean(e.Id, st.nameCandidates(), "assign the variable first, or import or define the name at module level"), "name %s is not defined", e.Id)
	return nil
}

// importRef gives the type of a name bound by an import.
func (st *fnState) importRef(path string, at translate.Expr) Type {
	if alias, ok := pathAliases[path]; ok {
		path = alias
	}
	if v, ok := moduleIntConsts[path]; ok {
		return st.constant(at, Int64, constant.MakeInt64(v))
	}
	if v, ok := moduleConsts[path]; ok {
		if math.IsInf(v, 0) || math.IsNaN(v) {
			st.info.Floats[at] = v
			return Float64
		}
		return st.constant(at, Float64, constant.MakeFloat64(v))
	}
	if knownModules[path] {
		return &ModuleRef{Path: path}
	}
	if _, ok := builtinSigs[path]; ok {
		return &BuiltinRef{Path: path}
	}
	if _, ok := npFuncs[path]; ok {
		return &BuiltinRef{Path: path}
	}
	if rest, ok := strings.CutPrefix(path, "numba."); ok {
		name := rest[strings.LastIndex(rest, ".")+1:]
		if t, ok := numbaTypeNames[name]; ok {
			return &TypeRef{T: t}
		}
	}
	if rest, ok := strings.CutPrefix(path, "numpy."); ok {
		if t, ok := numbaTypeNames[rest]; ok {
			return &TypeRef{T: t}
		}
	}
	if st.untranslated(nil, path, at) {
		return nil
	}
	st.c.errorf(at.At(), "unknown-attribute", pathHint(path, translate.ExprString(at), "see the list of supported functions in the README"), "%s is not supported", path)
	return nil
}

// knownModules are the modules whose members pygo knows.
var knownModules = map[string]bool{
	"math": true, "cmath": true, "random": true, "numba": true, "numba.types": true, "numpy": true,
	"numba.core.types": true, "operator": true, "numpy.random": true, "numpy.linalg": true,
	"numpy.lib": true, "numpy.lib.stride_tricks": true,
	"sys": true, // for sys.maxsize (moduleIntConsts)
}

func (st *fnState) attribute(e *translate.Attribute) Type {
	if en := st.enumClassOf(e.X); en != nil {
		return st.enumMember(e, en, e.Name, e.Pos)
	}
	xt := st.unwrapRef(e.X, st.expr(e.X))
	if en, ok := xt.(*Enum); ok {
		return st.enumAttribute(e, en)
	}
	if t, ok := st.listAttribute(e, xt); ok {
		return t
	}
	if t, ok := st.dictAttribute(e, xt); ok {
		return t
	}
	if t, ok := st.setAttribute(e, xt); ok {
		return t
	}
	if t, ok := st.strAttribute(e, xt); ok {
		return t
	}
	switch x := xt.(type) {
	case nil:
		return nil
	case *ModuleRef:
		return st.importRef(x.Path+"."+e.Name, e)
	case *Class:
		return st.classAttribute(e, x)
	case *ClassRef:
		return st.classRefAttribute(e, x.Class)
	case *Array:
		return st.arrayAttribute(e, x)
	case *Record:
		return st.recordField(e, x, e.Name)
	case *RecordArray:
		return st.recordFieldView(e, x, e.Name)
	case *MachInfo:
		return st.machInfoAttr(e, x)
	case *TypeRef:
		if _, ok := x.T.(*Basic); ok && e.Name == "type" {
			return x // a.dtype.type: the scalar type, which converts as np.float64(x) does
		}
	case *ArrayFlags:
		return st.flagsAttribute(e, x)
	case RangeType:
		return st.rangeAttribute(e)
	case SliceType:
		return st.sliceAttribute(e)
	case *Tuple:
		if x.Class != nil {
			if t, done := st.namedAttribute(e, x); done {
				return t
			}
		}
		if e.Name == "index" {
			return &BuiltinRef{Path: ".tuple.index"}
		}
	case *Basic:
		if e.Name == "item" {
			return &BuiltinRef{Path: ".number.item"} // Numba's number.item(): the scalar itself, bools too
		}
		if x.IsBool() {
			break // Numba gives bool no number attributes: "Unknown attribute 'real' of type bool"
		}
		switch e.Name {
		case "real", "imag":
			if x.IsComplex() {
				if x == Complex64 {
					return Float32
				}
				return Float64
			}
			return x // the number itself, or a zero of its type
		case "conjugate":
			return &BuiltinRef{Path: "." + e.Name}
		}
	}
	if f, ok := xt.(*FuncRef); ok && f.Fn.ufunc != nil {
		switch e.Name {
		case "reduce", "accumulate", "reduceat", "outer", "at":
			// Numba 0.56: "Unknown attribute 'reduce' of type Function(<numba._DUFunc ...>)".
			st.c.errorf(e.Pos, "unknown-attribute", "call the ufunc's Go forms instead (Reduce, ReduceAxes, ReduceAll, Accumulate, Outer: see the README), or write the loop in the function",
				"%s has no attribute %s: Numba compiles no ufunc methods in @njit code", xt, e.Name)
			return nil
		}
	}
	if xt == (ExcValue{}) {
		st.c.errorf(e.Pos, "unknown-attribute", "pygo compiles str(e), f\"{e}\", print(e) and raise e of a caught exception e",
			"the exception object except ... as binds has no attribute %s in compiled code", e.Name)
		return nil
	}
	st.c.errorf(e.Pos, "unknown-attribute", "compute the value with the operators and functions pygo supports for "+typeName(xt), "%s has no attribute %s", xt, e.Name)
	return nil
}

func (st *fnState) subscript(e *translate.Subscript) Type {
	if t, ok := st.fieldItem(e); ok {
		return t
	}
	if en := st.enumClassOf(e.X); en != nil {
		name, ok := strConst(e.Index)
		if !ok {
			st.c.errorf(e.Index.At(), "unsupported-feature", "name the member with a string literal (Color['red'])", "%s[...] takes a member's name as a string literal: Numba 0.56 looks enum members up by constant name only", en.Name)
			return nil
		}
		return st.enumMember(e, en, name, e.Index.At())
	}
	xt := st.unwrapRef(e.X, st.expr(e.X))
	if xt == nil {
		return nil
	}
	if a, ok := xt.(*Array); ok {
		return st.arraySubscript(e, a)
	}
	if t, ok := st.recordSubscript(e, xt); ok {
		return t
	}
	if cl, ok := xt.(*Class); ok {
		return st.classGetItem(e, cl)
	}
	if l := ListOf(xt); l != nil {
		return st.listSubscript(e, l)
	}
	if d := DictOf(xt); d != nil {
		return st.dictSubscript(e, d)
	}
	if d, ok := xt.(*LitDict); ok {
		return st.litDictSubscript(e, d)
	}
	if l, ok := xt.(*LitList); ok {
		return st.litListSubscript(e, l)
	}
	if isRange(xt) {
		return st.rangeSubscript(e, xt)
	}
	if isStr(xt) {
		return st.strSubscript(e)
	}
	if xt == (BytesType{}) {
		return st.bytesSubscript(e)
	}
	if v := DictViewOf(xt); v != nil {
		st.viewRejected(e.Pos, v, "indexing")
		return nil
	}
	tt, ok := xt.(*Tuple)
	if !ok {
		hint := ""
		if isOptional(xt) {
			hint = "an `is None` test does not narrow an optional array; give the array one value on every path"
		}
		st.c.errorf(e.Pos, "type-mismatch", hint, "cannot index a %s", xt)
		return nil
	}
	if sl, ok := e.Index.(*translate.Slice); ok {
		lo, hi, step, ok := st.constSlice(sl, len(tt.Elems))
		if !ok {
			st.c.errorf(sl.Pos, "unsupported-feature", "", "tuple slices need constant bounds")
			return nil
		}
		r := &Tuple{}
		for _, i := range sliceIndices(lo, hi, step, len(tt.Elems)) {
			r.Elems = append(r.Elems, tt.Elems[i])
		}
		return r
	}
	it := st.expr(e.Index)
	if it == nil {
		return nil
	}
	if b, ok := it.(*Basic); !ok || !isIntLike(b) {
		st.c.errorf(e.Index.At(), "type-mismatch", "", "tuple indices must be integers, not %s", it)
		return nil
	}
	if v, ok := st.info.Consts[e.Index]; ok {
		i, _ := constant.Int64Val(v)
		n := int64(len(tt.Elems))
		if i < 0 {
			i += n
		}
		if i < 0 || i >= n {
			st.c.errorf(e.Index.At(), "index-error", "", "tuple index out of range")
			return nil
		}
		return tt.Elems[i]
	}
	if u := tt.Uniform(); u != nil {
		st.raises = true // IndexError
		return u
	}
	st.c.errorf(e.Index.At(), "unsupported-feature", "index heterogeneous tuples with constants", "cannot index the heterogeneous tuple %s with a variable", tt)
	return nil
}

func (st *fnState) constSlice(sl *translate.Slice, n int) (lo, hi, step int, ok bool) {
	get := func(e translate.Expr, def int) (int, bool) {
		if e == nil {
			return def, true
		}
		st.expr(e)
		v, ok := st.info.Consts[e]
		if !ok {
			return 0, false
		}
		i, ok := constant.Int64Val(v)
		return int(i), ok
	}
	step, ok1 := get(sl.Step, 1)
	if !ok1 || step == 0 {
		return 0, 0, 0, false
	}
	dlo, dhi := 0, n
	if step < 0 {
		dlo, dhi = n-1, -n-1
	}
	lo, ok2 := get(sl.Lo, dlo)
	hi, ok3 := get(sl.Hi, dhi)
	return lo, hi, step, ok2 && ok3
}

// sliceIndices returns the indices Python's slice(lo, hi, step) selects from n items.
func sliceIndices(lo, hi, step, n int) []int {
	norm := func(i int) int {
		if i < 0 {
			i += n
		}
		if step > 0 {
			return max(0, min(i, n))
		}
		return max(-1, min(i, n-1))
	}
	lo, hi = norm(lo), norm(hi)
	var out []int
	for i := lo; step > 0 && i < hi || step < 0 && i > hi; i += step {
		out = append(out, i)
	}
	return out
}

// hasZeroPart reports whether negating the float or complex constant v gives a negative zero,
// which go/constant cannot represent.
func hasZeroPart(v constant.Value, b *Basic) bool {
	switch {
	case b.IsFloat():
		return sign(v) == 0
	case b.IsComplex():
		c := constant.ToComplex(v)
		return constant.Sign(constant.Real(c)) == 0 || constant.Sign(constant.Imag(c)) == 0
	}
	return false
}

// seqOperand reports whether an and/or whose value is used may take operands of type t
// besides numbers: strings and lists, whose truth is their length.
func seqOperand(t Type) bool { return isStr(t) || isList(t) }

func (st *fnState) unary(e *translate.UnaryOp) Type {
	if e.Op == translate.Not {
		st.truthContext(e.X)
	}
	xt := st.expr(e.X)
	if xt == nil {
		return nil
	}
	if e.Op != translate.Not {
		xt = st.enumValue(e.X, xt) // -Shape.circle (Numba takes no truth of a member)
	}
	if cl, ok := xt.(*Class); ok && e.Op != translate.Not {
		return st.classUnary(e, cl)
	}
	if isDatetime(xt) {
		return st.datetimeUnary(e, e.Pos, e.Op.String(), e.X, xt)
	}
	if e.Op == translate.Not {
		if cl, ok := xt.(*Class); ok {
			st.classTruth(e.X, cl)
			return Bool
		}
		if !isBasic(xt) && !isStr(xt) && !isArray(xt) { // not l: Numba has no not for lists either
			if _, ok := xt.(NoneType); !ok {
				st.c.errorf(e.Pos, "type-mismatch", "", "cannot apply not to %s", xt)
				return nil
			}
		}
		if isArray(xt) {
			st.raises = true // ValueError when it has more than one element (kernels.ArrayTruth)
		}
		if v, ok := st.info.Consts[e.X]; ok && xt == Bool {
			st.info.Consts[e] = constant.MakeBool(!constant.BoolVal(v))
		}
		return Bool
	}
	if a, ok := xt.(*Array); ok {
		switch {
		case (e.Op == translate.UAdd || e.Op == translate.USub) && a.Dtype.IsBool():
			return elementwise(Int8, a.Ndim) // Numba's np.positive and np.negative of bools: int8
		case e.Op == translate.UAdd, e.Op == translate.USub,
			e.Op == translate.Invert && isIntLike(a.Dtype):
			return elementwise(a.Dtype, a.Ndim)
		}
		st.c.errorf(e.Pos, "type-mismatch", "", "bad operand type for unary %s: %s", e.Op, xt)
		return nil
	}
	b, ok := xt.(*Basic)
	if !ok {
		st.c.errorf(e.Pos, "type-mismatch", "", "bad operand type for unary %s: %s", e.Op, xt)
		return nil
	}
	var rt *Basic
	switch e.Op {
	case translate.USub, translate.UAdd:
		rt = unaryType(b)
	case translate.Invert:
		if b.IsBool() {
			rt = Bool
		} else if b.IsInteger() {
			rt = b
		}
	}
	if rt == nil {
		st.c.errorf(e.Pos, "type-mismatch", "", "bad operand type for unary %s: %s", e.Op, xt)
		return nil
	}
	if v, ok := st.info.Consts[e.X]; ok && e.Op == translate.USub && !b.IsBool() && !hasZeroPart(v, b) {
		if ft, fv := foldUnary(0, b, v); fv != nil && ft == rt {
			st.info.Consts[e] = fv
		}
	} else if ok && e.Op == translate.UAdd && rt == b {
		st.info.Consts[e] = v
	}
	return rt
}

// binary types `x op y` from the operand types.
func (st *fnState) binary(p translate.Pos, op translate.Op, x, y translate.Expr, xt, yt Type) Type {
	if xt == nil || yt == nil {
		return nil
	}
	xt, yt = st.unwrap(x, xt), st.unwrap(y, yt)
	if isArray(xt) || isArray(yt) {
		return st.arrayBinary(p, op, xt, yt)
	}
	if isList(xt) || isList(yt) {
		return st.listBinary(p, op, xt, yt)
	}
	if isSet(xt) || isSet(yt) {
		return st.setBinary(p, op, xt, yt)
	}
	if isStr(xt) || isStr(yt) {
		return st.strBinary(p, op, xt, yt)
	}
	if tx, ok := xt.(*Tuple); ok {
		if ty, ok := yt.(*Tuple); ok && op == translate.Add {
			if tx.Class != nil || ty.Class != nil {
				// Numba 0.56: "No implementation of function Function(<built-in function add>)".
				st.c.errorf(p, "unsupported-feature", "convert it to a plain tuple first: tuple(p) is not compiled either, so build (p.x, p.y, ...)",
					"cannot concatenate namedtuple %s: Numba adds plain tuples only", pickNamed(tx, ty))
				return nil
			}
			return &Tuple{Elems: append(append([]Type{}, tx.Elems...), ty.Elems...)}
		}
	}
	a, ok1 := xt.(*Basic)
	b, ok2 := yt.(*Basic)
	if !ok1 || !ok2 {
		st.c.errorf(p, "type-mismatch", "", "unsupported operand types for %s: %s and %s", op, xt, yt)
		return nil
	}
	var rt *Basic
	switch op {
	case translate.Add, translate.Sub, translate.Mul:
		rt = arith(a, b)
	case translate.Div:
		rt = trueDiv(a, b)
	case translate.FloorDiv, translate.Mod:
		if !a.IsComplex() && !b.IsComplex() {
			rt = arith(a, b)
		}
	case translate.Pow:
		rt = power(a, b)
	case translate.BitAnd, translate.BitOr, translate.BitXor:
		rt = bitwise(a, b)
	case translate.LShift, translate.RShift:
		rt = shift(a, b)
	case translate.MatMul:
		st.c.errorf(p, "unsupported-feature", "", "the @ operator needs arrays, which arrive in a later pygo release")
		return nil
	}
	if rt == nil {
		st.c.errorf(p, "type-mismatch", "", "unsupported operand types for %s: %s and %s", op, xt, yt)
	}
	if rt == nil {
		return nil
	}
	return rt
}

func (st *fnState) compare(e *translate.Compare) Type {
	left := e.X
	lt := st.expr(left)
	for i, op := range e.Ops {
		right := e.Ys[i]
		rt := st.expr(right)
		if lt == nil || rt == nil {
			return nil
		}
		if t, ok := st.enumCompare(e, op, left, right, lt, rt); ok {
			if t == nil {
				return nil
			}
			left, lt = right, rt
			continue
		}
		if st.info.EnumValues[left] != nil {
			lt = st.info.Types[left] // an IntEnum member compares as its value
		}
		if st.info.EnumValues[right] != nil {
			rt = st.info.Types[right]
		}
		if !st.enumIntegerOnly(e.Pos, left, right, lt, rt) {
			return nil
		}
		if t, ok := st.datetimeCompare(e, op, left, right, lt, rt); ok {
			if t == nil {
				return nil
			}
			left, lt = right, rt
			continue
		}
		if (isClass(lt) || isClass(rt)) && op != translate.Is && op != translate.IsNot {
			if len(e.Ops) > 1 {
				st.c.errorf(e.Pos, "unsupported-feature", "write the comparisons one by one, joined with and", "a chained comparison of jitclass instances is not supported")
				return nil
			}
			in := op == translate.In || op == translate.NotIn
			if in && isClass(rt) || !in && isClass(lt) {
				return st.classCompare(e, op, left, right, lt, rt)
			}
		}
		if l, ok := rt.(*LitList); ok && (op == translate.In || op == translate.NotIn) {
			if !st.litListSearchable(e.Pos, l, lt) {
				return nil
			}
			lt = rt
			continue
		}
		if _, ok := rt.(*LitDict); ok && (op == translate.In || op == translate.NotIn) {
			if !st.litDictContains(e, lt) {
				return nil
			}
			lt = rt
			continue
		}
		if (isLitDict(lt) || isLitDict(rt)) && (op == translate.Eq || op == translate.NotEq) {
			if !st.litDictCompare(e, op, lt, rt) {
				return nil
			}
			lt = rt
			continue
		}
		if isDict(lt) || isDict(rt) {
			if !st.dictCompare(e, op, left, lt, rt) {
				return nil
			}
			lt = rt
			continue
		}
		if (isSet(lt) || isSet(rt)) && op != translate.Is && op != translate.IsNot {
			if !st.setCompare(e, op, lt, rt) {
				return nil
			}
			lt = rt
			continue
		}
		if (isList(lt) || isList(rt)) && !isArray(lt) && !isArray(rt) && op != translate.Is && op != translate.IsNot {
			if !st.listCompare(e, op, lt, rt) {
				return nil
			}
			lt = rt
			continue
		}
		if len(e.Ops) == 1 && st.optStrCompare(e, op, lt, rt) {
			lt = rt
			continue
		}
		if op != translate.Is && op != translate.IsNot && (isOptStr(lt) || isOptStr(rt)) {
			lt, rt = st.unwrap(left, lt), st.unwrap(right, rt) // s < t: None raises TypeError
		}
		if (isStr(lt) || isStr(rt)) && !isArray(lt) && !isArray(rt) && !isTuple(rt) && op != translate.Is && op != translate.IsNot {
			if !st.strCompare(e, op, lt, rt) {
				return nil
			}
			lt = rt
			continue
		}
		if (isArray(lt) || isArray(rt)) && op != translate.Is && op != translate.IsNot {
			if len(e.Ops) > 1 {
				st.c.errorf(e.Pos, "type-mismatch", "combine the comparisons with & instead", "chained comparisons of arrays are ambiguous")
				return nil
			}
			switch op {
			case translate.Lt, translate.LtE, translate.Gt, translate.GtE, translate.Eq, translate.NotEq:
				return st.arrayCompare(e.Pos, op, lt, rt)
			case translate.In, translate.NotIn:
				// v in a: whether some element of a equals v (ndarray.__contains__).
				if _, ok := lt.(*Basic); ok && isArray(rt) {
					return Bool
				}
			}
			st.c.errorf(e.Pos, "unsupported-feature", "", "`%s` is not supported on arrays", op)
			return nil
		}
		switch op {
		case translate.Is, translate.IsNot:
			// `x is None` on values that are never None folds to a constant; on an
			// optional value it tests it.
			_, ln := lt.(NoneType)
			_, rn := rt.(NoneType)
			lb, lok := lt.(*Basic)
			rb, rok := rt.(*Basic)
			if !ln && !rn && lok && rok {
				// Numba's generic `is` on immutable values: == for one type, False for two.
				if lb.Kind != rb.Kind && len(e.Ops) == 1 {
					st.info.Consts[e] = constant.MakeBool(op == translate.IsNot)
				}
				break
			}
			if ((isStr(lt) && rok) || (lok && isStr(rt))) && len(e.Ops) == 1 {
				// Numba's generic `is` between a str and a number or bool: never the same object.
				st.info.Consts[e] = constant.MakeBool(op == translate.IsNot)
				break
			}
			if (isList(lt) || isSet(lt) || isClass(lt)) && Identical(lt, rt) {
				return Bool // identity of containers and jitclass instances: the same object
			}
			if isArray(lt) && isArray(rt) {
				// Numba's array identity: arrays of two types are never one; one type
				// compares the shape, strides and data pointer.
				if !Identical(lt, rt) && len(e.Ops) == 1 {
					st.info.Consts[e] = constant.MakeBool(op == translate.IsNot)
				}
				break
			}
			if !ln && !rn && (optInstance(lt) || optInstance(rt)) {
				st.c.errorf(e.Pos, "unsupported-feature", "test the optional instance with `is None` first, then compare the instances",
					"`%s` between %s and %s: Numba 0.56 answers %s for any `is` with an optional jitclass instance, even when both are the same object or None", op, lt, rt, map[bool]string{true: "True", false: "False"}[op == translate.IsNot])
				return nil
			}
			if !ln && !rn {
				st.c.errorf(e.Pos, "unsupported-feature", "use == to compare values",
					"`%s` is supported with None, between numbers and between arrays, lists, sets or jitclass instances of one type, not between %s and %s", op, lt, rt)
				return nil
			}
			for _, t := range []Type{lt, rt} {
				switch t.(type) {
				case *Basic, *Tuple, *Array, *List, *LitDict, *LitList, NoneType, *Optional, *Class:
				default:
					st.c.errorf(e.Pos, "unsupported-feature", "", "`%s None` on a %s is not supported", op, t)
					return nil
				}
			}
			if len(e.Ops) == 1 && !isOptional(lt) && !isOptional(rt) {
				same := ln && rn
				if op == translate.IsNot {
					same = !same
				}
				st.info.Consts[e] = constant.MakeBool(same)
			}
		case translate.In, translate.NotIn:
			if isRange(rt) {
				if !st.rangeContains(e, lt) {
					return nil
				}
				break
			}
			if v := DictViewOf(rt); v != nil {
				st.viewRejected(right.At(), v, "`in`")
				return nil
			}
			tt, ok := rt.(*Tuple)
			if !ok {
				st.c.errorf(right.At(), "unsupported-feature", "", "`in` is supported on tuples only, not %s", rt)
				return nil
			}
			for _, el := range tt.Elems {
				if !comparable(lt, el, translate.Eq) {
					st.c.errorf(e.Pos, "type-mismatch", "", "cannot compare %s with %s", lt, el)
					return nil
				}
			}
		default:
			lt, rt = st.unwrap(left, lt), st.unwrap(right, rt)
			if !comparable(lt, rt, op) {
				st.c.errorf(e.Pos, "type-mismatch", "compare values of one kind: numbers with numbers, strings with strings (convert with str(x) or int(s))", "cannot compare %s %s %s", lt, op, rt)
				return nil
			}
			if st.typeTestsOn() && len(e.Ops) == 1 {
				st.foldTypeCompare(e, op)
			}
		}
		lt = rt
	}
	return Bool
}

func comparable(a, b Type, op translate.Op) bool {
	if _, ok := a.(*Enum); ok {
		return a == b && (op == translate.Eq || op == translate.NotEq) // x in (Color.red, Color.blue)
	}
	if isStr(a) && isStr(b) {
		return true
	}
	if a == (NoneType{}) && b == (NoneType{}) {
		return op == translate.Eq || op == translate.NotEq // None == None, items of tuples
	}
	x, ok1 := a.(*Basic)
	y, ok2 := b.(*Basic)
	if ok1 && ok2 {
		if x.IsComplex() || y.IsComplex() {
			return op == translate.Eq || op == translate.NotEq
		}
		return true
	}
	tx, ok1 := a.(*Tuple)
	ty, ok2 := b.(*Tuple)
	if ok1 && ok2 && op != translate.Eq && op != translate.NotEq {
		return tuplesOrdered(tx, ty)
	}
	if ok1 && ok2 && (op == translate.Eq || op == translate.NotEq) && len(tx.Elems) != len(ty.Elems) {
		return true // tuples of different lengths are never equal (Numba)
	}
	if ok1 && ok2 && (op == translate.Eq || op == translate.NotEq) && len(tx.Elems) == len(ty.Elems) {
		for i := range tx.Elems {
			if !comparable(tx.Elems[i], ty.Elems[i], op) {
				return false
			}
		}
		return true
	}
	return false
}

// isRecordDtypeCall reports whether call, to the function path names, makes a NumPy structured
// dtype (np.dtype of a list of fields) or Numba's type of one (numba.from_dtype).
func isRecordDtypeCall(call *translate.Call, path string) bool {
	switch path {
	case "numpy.dtype":
		if len(call.Args) > 0 {
			_, fields := call.Args[0].(*translate.List)
			return fields
		}
	case "numba.from_dtype", "numba.np.numpy_support.from_dtype":
		return true
	}
	return false
}
