package emit

import (
	"go/constant"
	"go/token"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Go operator precedence levels, for parenthesising composed expressions.
const (
	precOr = iota + 1
	precAnd
	precCmp
	precAdd
	precMul
	precUnary
	precPrimary
)

// code is an emitted expression and the precedence of its outermost operator.
type code struct {
	c    *jen.Statement
	prec int
}

func primary(c *jen.Statement) code { return code{c, precPrimary} }

// paren returns c, parenthesised when its operator binds looser than min.
func (fe *funcEmitter) paren(c code, min int) *jen.Statement {
	if c.prec < min {
		return jen.Parens(c.c)
	}
	return c.c
}

func (fe *funcEmitter) expr(e translate.Expr) *jen.Statement { return fe.exprP(e).c }

// as emits e converted to type t. untypedOK allows a bare constant where Go infers the type
// from context (an operand beside a typed operand, a typed parameter or variable).
func (fe *funcEmitter) as(e translate.Expr, t typer.Type, untypedOK bool) *jen.Statement {
	return fe.asP(e, t, untypedOK).c
}

func (fe *funcEmitter) asP(e translate.Expr, t typer.Type, untypedOK bool) code {
	if v, ok := fe.info.Consts[e]; ok {
		if b := basic(t); b != nil && v.Kind() != constant.String {
			// An untyped integer constant beyond int64 (a uint64 such as 30 ** 13) would take
			// Go's default type int where a generic parameter infers its type from it.
			if _, exact := constant.Int64Val(constant.ToInt(v)); untypedOK && (exact || v.Kind() != constant.Int) {
				if l, ok := constLit(v, b); ok {
					if f, isF := constant.Float64Val(constant.ToFloat(boolInt(v))); isF && f < 0 || b.IsComplex() {
						return code{l, precUnary}
					}
					return code{l, precPrimary}
				}
			}
			return primary(litExpr(v, b))
		}
	}
	if call, ok := e.(*translate.Call); ok && isNone(fe.typeOf(e)) && isNone(t) {
		// A call that returns None has no Go value: run it, then give None's (a tuple item).
		return primary(jen.Func().Params().Struct().Block(fe.exprStmt(call), jen.Return(jen.Struct().Values())).Call())
	}
	if ie, ok := e.(*translate.IfExp); ok {
		if fv, ok := t.(*typer.FuncValue); ok {
			return fe.funcValueIfExp(ie, fv)
		}
	}
	if lit, ok := e.(*translate.Tuple); ok {
		if tt, ok := t.(*typer.Tuple); ok && len(tt.Elems) == len(lit.Elts) {
			elems := make([]jen.Code, len(lit.Elts))
			for i, x := range lit.Elts {
				elems[i] = fe.as(x, tt.Elems[i], true)
			}
			return primary(tupleLit(tt, elems))
		}
	}
	if lt := listOf(t); lt != nil {
		if lit, ok := e.(*translate.List); ok {
			return primary(fe.listLit(lit, lt))
		}
	}
	if o, ok := t.(*typer.Optional); ok {
		return fe.asOptional(e, o)
	}
	x := fe.exprP(e)
	from := fe.typeOf(e)
	if typer.Identical(from, t) {
		return x
	}
	if a := arrayOf(from); a != nil && a.Ndim == 0 && basic(t) != nil {
		// A 0-d array where a scalar is wanted (a[i] = b with b 0-d): its element.
		return primary(convert(jen.Qual(kernelsPath, "Item0").Call(x.c), a.Dtype, t))
	}
	if _, ok := t.(*typer.Iterator); ok {
		if _, gen := from.(*typer.Generator); gen {
			return primary(fe.pull(x.c)) // a generator stored, passed or returned
		}
	}
	return primary(convert(fe.paren(x, precCmp+1), from, t))
}

// convert converts the Go value x from one pygo type to another.
func convert(x jen.Code, from, to typer.Type) *jen.Statement {
	if typer.Identical(from, to) || to == nil {
		return jen.Add(x)
	}
	if fv, ok := to.(*typer.FuncValue); ok {
		if c, ok := convertFunc(x, from, fv); ok {
			return c
		}
	}
	if o, ok := to.(*typer.Optional); ok && !ptrOptional(o) {
		return toOptional(x, from, o) // an item stored in a list of optionals
	}
	fb, tb := basic(from), basic(to)
	if fb != nil && tb != nil {
		switch {
		case tb.IsBool():
			return jen.Parens(jen.Add(x).Op("!=").Lit(0))
		case fb.IsBool():
			return jen.Qual(kernelsPath, "BoolTo").Types(goType(tb)).Call(x)
		case tb.IsComplex() && !fb.IsComplex():
			part := typer.Float64
			if tb == typer.Complex64 {
				part = typer.Float32
			}
			return jen.Complex(convert(x, fb, part), jen.Lit(0))
		}
		return jen.Add(goType(tb)).Call(x)
	}
	if fl, tl := listOf(from), listOf(to); fl != nil && tl != nil {
		return convertList(x, fl, tl)
	}
	if fd, td := dictOf(from), dictOf(to); fd != nil && td != nil {
		return convertDict(x, fd, td)
	}
	if fs, ts := setOf(from), setOf(to); fs != nil && ts != nil {
		return convertSet(x, fs, ts)
	}
	if fl, ok := from.(*typer.LitList); ok {
		if tl, ok := to.(*typer.LitList); ok {
			return convert(x, fl.Items, tl.Items)
		}
	}
	if fd, ok := from.(*typer.LitDict); ok {
		if td, ok := to.(*typer.LitDict); ok {
			return convert(x, fd.Values, td.Values) // the same keys: the values convert one by one
		}
	}
	ft, ok1 := from.(*typer.Tuple)
	tt, ok2 := to.(*typer.Tuple)
	if ok1 && ok2 && len(ft.Elems) == len(tt.Elems) {
		elems := make([]jen.Code, len(tt.Elems))
		for i := range tt.Elems {
			elems[i] = convert(tupleElem(jen.Id("t"), ft, i), ft.Elems[i], tt.Elems[i])
		}
		return jen.Func().Params(jen.Id("t").Add(goType(ft))).Add(goType(tt)).Block(jen.Return(tupleLit(tt, elems))).Call(x)
	}
	return jen.Add(x)
}

// exprP emits an expression. While it runs, the emitter's position is the expression's, so
// that a panic is reported where it happened.
func (fe *funcEmitter) exprP(e translate.Expr) code {
	outer := fe.e.at
	fe.e.at = e.At()
	c := fe.exprP1(e)
	fe.e.at = outer
	return c
}

func (fe *funcEmitter) exprP1(e translate.Expr) code {
	if ra := fe.info.AsArray[e]; ra != nil && !fe.asArraying[e] {
		// A list or tuple given to a NumPy function's array_like parameter: np.asarray of it.
		if fe.asArraying == nil {
			fe.asArraying = map[translate.Expr]bool{}
		}
		fe.asArraying[e] = true // the conversion emits e itself, as the list or tuple it is
		c := fe.npArray(&typer.Call{Args: []translate.Expr{e}}, ra, true)
		delete(fe.asArraying, e)
		return c
	}
	if o := fe.info.Unwrap[e]; o != nil && !fe.unwrapping[e] {
		if _, isName := e.(*translate.Name); !isName {
			if fe.unwrapping == nil {
				fe.unwrapping = map[translate.Expr]bool{}
			}
			fe.unwrapping[e] = true
			inner := fe.exprP1(e)
			delete(fe.unwrapping, e)
			return primary(unwrapCode(inner.c, o))
		}
	}
	if f, ok := fe.info.Floats[e]; ok {
		return primary(floatValue(f, typer.Float64))
	}
	if m := fe.info.EnumMembers[e]; m != nil && isEnum(fe.typeOf(e)) {
		return primary(jen.Id(m.GoName)) // an IntEnum member used as its value is its literal
	}
	if v, ok := fe.info.Consts[e]; ok {
		t := fe.typeOf(e)
		if v.Kind() == constant.String {
			return primary(jen.Lit(constant.StringVal(v)))
		}
		if b := basic(t); b != nil {
			return primary(litExpr(v, b))
		}
	}
	if en := fe.info.EnumValues[e]; en != nil && !fe.enumValuing[e] {
		return fe.enumValue(e, en)
	}
	if op := fe.info.Datetime[e]; op != nil {
		return fe.datetimeOp(op)
	}
	if d := fe.info.Dunders[e]; d != nil {
		return fe.dunderCall(d, fe.typeOf(e))
	}
	if fe.isElementwise(e) {
		return fe.fused(e)
	}
	if fe.isZeroDOp(e) {
		return fe.zeroDOp(e)
	}
	switch e := e.(type) {
	case *translate.Name:
		return fe.name(e)
	case *translate.Const:
		if e.Kind == translate.NoneConst {
			return primary(jen.Struct().Values()) // None passed to a parameter of type none
		}
	case *translate.Attribute:
		return fe.attribute(e)
	case *translate.List:
		if a, ok := fe.typeOf(e).(*typer.Array); ok {
			return fe.arrayLiteral(e, a) // a nested list given to a NumPy function is an array
		}
		if l, ok := fe.typeOf(e).(*typer.LitList); ok {
			return fe.litListDisplay(e, l)
		}
		return primary(fe.listLit(e, listOf(fe.typeOf(e))))
	case *translate.BinOp:
		if listOf(fe.typeOf(e)) != nil {
			return fe.listBinary(e)
		}
		if setOf(fe.typeOf(e)) != nil {
			return fe.setBinary(e)
		}
		if isStrType(fe.typeOf(e)) {
			return fe.strBinary(e)
		}
		if e.Op == translate.MatMul {
			return fe.matmul(e.X, e.Y, fe.typeOf(e))
		}
		return fe.binaryCode(e.Op, fe.typeOf(e), e.X, e.Y, fe.typeOf(e.X), fe.typeOf(e.Y), fe.info.Raising[e.Y])
	case *translate.UnaryOp:
		return fe.unary(e)
	case *translate.BoolOp:
		return fe.boolOp(e)
	case *translate.Compare:
		return fe.compare(e)
	case *translate.IfExp:
		t := fe.typeOf(e)
		return primary(jen.Func().Params().Add(goType(t)).Block(
			jen.If(fe.truth(e.Test).c).Block(jen.Return(fe.as(e.Body, t, true))),
			jen.Return(fe.as(e.Else, t, true)),
		).Call())
	case *translate.Tuple:
		if a, ok := fe.typeOf(e).(*typer.Array); ok {
			return fe.arrayLiteral(e, a)
		}
		return fe.asP(e, fe.typeOf(e), false)
	case *translate.Subscript:
		return fe.subscript(e)
	case *translate.Call:
		return fe.call(e)
	case *translate.FString:
		return fe.fstring(e)
	case *translate.Slice:
		if _, ok := fe.typeOf(e).(typer.SliceType); ok {
			return fe.sliceValue(e)
		}
	}
	fe.fail(e.At(), "unexpected expression %T", e)
	return primary(jen.Nil())
}

func (fe *funcEmitter) name(e *translate.Name) code {
	if g, ok := fe.lookup(e.Id); ok {
		if o := fe.info.Unwrap[e]; o != nil {
			return primary(unwrapCode(jen.Id(g), o))
		}
		if o, opt := fe.varType(e.Id).(*typer.Optional); opt && !isOptionalType(fe.typeOf(e)) {
			return primary(valueOf(o, jen.Id(g))) // proven not None
		}
		return primary(jen.Id(g))
	}
	for _, k := range fe.e.prog.Consts {
		if k.Name == e.Id {
			return primary(jen.Id(k.GoName))
		}
	}
	if t := fe.typeOf(e); funcOnly(t) {
		// A function (or a tuple of functions) as a value: its type says which, and calls
		// through it call that function directly.
		return primary(jen.Add(goType(t)).Values())
	}
	fe.fail(e.Pos, "no Go name for %s", e.Id)
	return primary(jen.Id(e.Id))
}

func (fe *funcEmitter) attribute(e *translate.Attribute) code {
	if c, ok := fe.recordExpr(e); ok {
		return c
	}
	if cl, ok := fe.typeOf(e.X).(*typer.Class); ok {
		return fe.classAttribute(e, cl)
	}
	if en, ok := fe.typeOf(e.X).(*typer.Enum); ok {
		return fe.enumAttribute(e, en)
	}
	if a := arrayOf(fe.typeOf(e.X)); a != nil {
		if e.Name == "flags" {
			return primary(jen.Qual(kernelsPath, "FlagsOf").Call(fe.expr(e.X)))
		}
		return fe.arrayAttribute(e, a)
	}
	if _, ok := fe.typeOf(e.X).(*typer.ArrayFlags); ok {
		if x, direct := e.X.(*translate.Attribute); direct && x.Name == "flags" {
			fn := map[string]string{"contiguous": "FlagsC", "c_contiguous": "FlagsC", "f_contiguous": "FlagsF"}[e.Name]
			return primary(jen.Qual(kernelsPath, fn).Call(fe.expr(x.X)))
		}
		field := map[string]string{"contiguous": "CContiguous", "c_contiguous": "CContiguous", "f_contiguous": "FContiguous"}[e.Name]
		return primary(jen.Add(fe.paren(fe.exprP(e.X), precPrimary)).Dot(field))
	}
	if t, ok := fe.typeOf(e.X).(*typer.Tuple); ok && t.Class != nil {
		if i := t.Class.Field(e.Name); i >= 0 {
			return primary(tupleElem(fe.paren(fe.exprP(e.X), precPrimary), t, i))
		}
	}
	if _, ok := fe.typeOf(e.X).(typer.SliceType); ok {
		return primary(jen.Add(fe.paren(fe.exprP(e.X), precPrimary)).Dot(typer.Exported(e.Name)))
	}
	if _, ok := fe.typeOf(e.X).(typer.StrType); ok {
		if f, ok := typer.StrFields[e.Name]; ok {
			return primary(jen.Qual(kernelsPath, f.Kernel).Call(fe.expr(e.X)))
		}
	}
	if _, ok := fe.typeOf(e.X).(typer.RangeType); ok {
		return primary(jen.Add(fe.paren(fe.exprP(e.X), precPrimary)).Dot(typer.Exported(e.Name)))
	}
	x := fe.exprP(e.X)
	xt := basic(fe.typeOf(e.X))
	switch {
	case xt != nil && xt.IsComplex() && e.Name == "real":
		return primary(jen.Real(x.c))
	case xt != nil && xt.IsComplex() && e.Name == "imag":
		return primary(jen.Imag(x.c))
	case xt != nil && e.Name == "real":
		return x
	case xt != nil && e.Name == "imag":
		return primary(jen.Add(goType(xt)).Call(jen.Lit(0)))
	}
	fe.fail(e.Pos, "unexpected attribute %s", e.Name)
	return x
}

// truth emits the Python truth value of e as a Go bool.
func (fe *funcEmitter) truth(e translate.Expr) code {
	if d := fe.info.Truths[e]; d != nil {
		return fe.classTruth(e, d)
	}
	t := fe.typeOf(e)
	if b := basic(t); b != nil && !b.IsBool() {
		return code{jen.Add(fe.paren(fe.exprP(e), precAdd)).Op("!=").Lit(0), precCmp}
	}
	if isNone(t) {
		return primary(jen.False())
	}
	if listOf(t) != nil {
		return code{jen.Len(fe.deref(e)).Op("!=").Lit(0), precCmp} // a list is true when not empty
	}
	if dictOf(t) != nil {
		return code{fe.dictRecv(e).Dot("Len").Call().Op("!=").Lit(0), precCmp}
	}
	if setOf(t) != nil {
		return code{fe.setRecv(e).Dot("Len").Call().Op("!=").Lit(0), precCmp}
	}
	if isStrType(t) {
		return code{jen.Len(fe.expr(e)).Op("!=").Lit(0), precCmp}
	}
	if arrayOf(t) != nil {
		return primary(jen.Qual(kernelsPath, "ArrayTruth").Call(fe.expr(e)))
	}
	if tt, ok := t.(*typer.Tuple); ok {
		// A tuple's length is static; the tuple is still evaluated, for what its
		// expression does (a variable is read, as the emitter's plan counted it).
		return primary(jen.Qual(kernelsPath, "TupleTruth").Call(fe.expr(e), jen.Lit(len(tt.Elems) > 0)))
	}
	return fe.exprP(e)
}

func (fe *funcEmitter) unary(e *translate.UnaryOp) code {
	rt := fe.typeOf(e)
	switch e.Op {
	case translate.Not:
		return code{jen.Op("!").Add(fe.paren(fe.truth(e.X), precUnary)), precUnary}
	case translate.USub:
		if v, ok := fe.info.Consts[e.X]; ok && !basic(rt).IsInteger() {
			// -0.0 and -0j: Go's constant arithmetic has no negative zero, so negate at run time.
			c := constant.ToComplex(boolInt(v))
			re, _ := constant.Float64Val(constant.Real(c))
			im, _ := constant.Float64Val(constant.Imag(c))
			if basic(rt).IsComplex() {
				return primary(jen.Add(goType(rt)).Call(jen.Complex(floatValue(-re, typer.Float64), floatValue(-im, typer.Float64))))
			}
			return primary(floatValue(-re, basic(rt)))
		}
		if b := basic(rt); b.IsUnsigned() || b.IsSigned() && b.Bits() < 64 {
			// Negation wraps in the operand's width, at run time: as a Go constant
			// expression -uint8(3) would not compile.
			return primary(jen.Qual(kernelsPath, "Neg").Call(fe.as(e.X, rt, false)))
		}
		return code{jen.Op("-").Add(fe.paren(fe.asP(e.X, rt, false), precUnary)), precUnary}
	case translate.UAdd:
		return fe.asP(e.X, rt, false)
	case translate.Invert:
		if basic(rt).IsBool() {
			return code{jen.Op("!").Add(fe.paren(fe.exprP(e.X), precUnary)), precUnary}
		}
		return code{jen.Op("^").Add(fe.paren(fe.asP(e.X, rt, false), precUnary)), precUnary}
	}
	fe.fail(e.Pos, "unexpected unary operator %s", e.Op)
	return primary(jen.Nil())
}

// plainOp returns the Go operator with the same meaning as op on type t, if there is one.
func (fe *funcEmitter) plainOp(op translate.Op, t *typer.Basic, divisor translate.Expr) (string, bool) {
	if t == nil {
		return "", false
	}
	switch op {
	case translate.Add:
		return "+", true
	case translate.Sub:
		return "-", true
	case translate.Mul:
		// Go multiplies complex64 values in float64 and rounds once; Numba rounds each part's products to float32
		// (kernels.MulComplex).
		return "*", t != typer.Complex64
	case translate.Div:
		if (t.IsFloat() || t.IsComplex()) && !fe.info.Raising[divisor] {
			return "/", true
		}
	case translate.FloorDiv, translate.Mod:
		// Operands the typer proved non-negative (divisor positive): truncation is floor.
		// A 64-bit divisor known only at run time goes through kernels (FloorDivNonNeg).
		if t.IsInteger() && fe.info.PlainDiv[divisor] && (t.Bits() < 64 || t.IsUnsigned() || fe.isConst(divisor)) {
			return map[translate.Op]string{translate.FloorDiv: "/", translate.Mod: "%"}[op], true
		}
	case translate.BitAnd:
		return "&", !t.IsBool()
	case translate.BitOr:
		return "|", !t.IsBool()
	case translate.BitXor:
		return "^", !t.IsBool()
	}
	return "", false
}

var goOpPrec = map[string]int{"+": precAdd, "-": precAdd, "|": precAdd, "^": precAdd, "*": precMul, "/": precMul, "%": precMul, "&": precMul, "<<": precMul, ">>": precMul}

// binaryCode emits x op y with result type rt.
func (fe *funcEmitter) binaryCode(op translate.Op, rtT typer.Type, x, y translate.Expr, xt, yt typer.Type, raising bool) code {
	if tt, ok := rtT.(*typer.Tuple); ok && op == translate.Add {
		return fe.tupleConcat(tt, x, y)
	}
	rt := basic(rtT)
	untypedX, untypedY := !fe.isConst(y), !fe.isConst(x)
	if c, ok := fe.pow2Div(op, rt, x, y, untypedX); ok {
		return c
	}
	if gop, ok := fe.plainOp(op, rt, y); ok {
		p := goOpPrec[gop]
		l := fe.paren(fe.asP(x, rt, untypedX), p)
		r := fe.paren(fe.asP(y, rt, untypedY), p+1)
		return code{jen.Add(l).Op(gop).Add(r), p}
	}
	numpy := fe.spec.ErrorModel == "numpy"
	call := func(name string, args ...jen.Code) code { return primary(jen.Qual(kernelsPath, name).Call(args...)) }
	ax, ay := fe.as(x, rt, untypedX), fe.as(y, rt, untypedY)
	switch op {
	case translate.Mul:
		if rt == typer.Complex64 {
			return call("MulComplex", ax, ay) // see plainOp
		}
	case translate.Div:
		if rt.IsComplex() {
			return call("TrueDivComplex", ax, ay)
		}
		return call("TrueDiv", ax, ay)
	case translate.FloorDiv, translate.Mod:
		if fe.info.PlainDiv[y] && rt.IsSigned() && rt.Bits() == 64 {
			return call(map[translate.Op]string{translate.FloorDiv: "FloorDivNonNeg", translate.Mod: "ModNonNeg"}[op], ax, ay)
		}
		return call(floorDivName(op, rt, numpy), ax, ay)
	case translate.Pow:
		switch {
		case rt.IsComplex():
			return complexPow(fe.as(x, rt, true), fe.as(y, rt, true), rt)
		case rt.IsFloat():
			if v, ok := fe.info.Consts[y]; ok && constant.Compare(constant.ToFloat(boolInt(v)), token.EQL, constant.MakeFloat64(2)) {
				// x ** 2 is exactly x * x: pow is correctly rounded, so is one product, and
				// Numba's repeated multiplication for an integer 2 is that one product.
				if !isPure(x) {
					return call("Square", ax)
				}
				xx := fe.paren(fe.asP(x, rt, false), precMul+1)
				return code{jen.Add(xx).Op("*").Add(xx.Clone()), precMul}
			}
			if b := basic(yt); b != nil && b.IsInteger() {
				// A float to an integer power is repeated multiplication in Numba, not pow.
				if c, ok := fe.constIntPow(ax, y, rt); ok {
					return c
				}
				return call("PowFloatInt", ax, fe.as(y, b, true))
			}
			if c, ok := constPow(primary(ax), primary(ay)); ok {
				return c
			}
			return call("PowFloat", ax, ay)
		}
		if numpy {
			return call("PowIntNP", ax, ay) // 0 ** -1 is the least integer, as Numba's int_power
		}
		return call("PowInt", ax, ay)
	case translate.BitAnd, translate.BitOr, translate.BitXor:
		// bool operands
		l, r := fe.paren(fe.exprP(x), precCmp+1), fe.paren(fe.exprP(y), precCmp+1)
		switch op {
		case translate.BitXor:
			return code{jen.Add(l).Op("!=").Add(r), precCmp}
		case translate.BitAnd:
			return primary(jen.Qual(kernelsPath, "And").Call(l, r))
		}
		return primary(jen.Qual(kernelsPath, "Or").Call(l, r))
	case translate.LShift, translate.RShift:
		gop, fn := "<<", "Shl"
		if op == translate.RShift {
			gop, fn = ">>", "Shr"
		}
		if v, ok := fe.info.Consts[y]; ok {
			if n, ok := constant.Int64Val(v); ok && n >= 0 && n < int64(rt.Bits()) {
				return code{jen.Add(fe.paren(fe.asP(x, rt, false), precMul)).Op(gop).Id(itoa64(n)), precMul}
			}
		}
		return call(fn, fe.as(x, rt, false), fe.as(y, typer.Int64, true))
	}
	fe.fail(x.At(), "unexpected binary operator %s on %s", op, rt)
	return primary(jen.Nil())
}

func (fe *funcEmitter) isConst(e translate.Expr) bool {
	_, ok := fe.info.Consts[e]
	return ok
}

func (fe *funcEmitter) tupleConcat(tt *typer.Tuple, x, y translate.Expr) code {
	xt := fe.typeOf(x).(*typer.Tuple)
	yt := fe.typeOf(y).(*typer.Tuple)
	a, b := fe.names.Take("a"), fe.names.Take("b")
	var elems []jen.Code
	for i := range xt.Elems {
		elems = append(elems, convert(tupleElem(jen.Id(a), xt, i), xt.Elems[i], tt.Elems[i]))
	}
	for i := range yt.Elems {
		elems = append(elems, convert(tupleElem(jen.Id(b), yt, i), yt.Elems[i], tt.Elems[len(xt.Elems)+i]))
	}
	return primary(jen.Func().Params(jen.Id(a).Add(goType(xt)), jen.Id(b).Add(goType(yt))).Add(goType(tt)).Block(
		jen.Return(tupleLit(tt, elems))).Call(fe.expr(x), fe.expr(y)))
}

// boolOp emits and/or. On bools they are Go's && and ||; on other values Python returns
// the deciding operand itself, which needs a small function literal.
func (fe *funcEmitter) boolOp(e *translate.BoolOp) code {
	rt := fe.typeOf(e)
	gop, p := "&&", precAnd
	if e.Op == translate.Or {
		gop, p = "||", precOr
	}
	if b := basic(rt); b != nil && b.IsBool() {
		// Each operand by its truth: bools as they are, and the operands of an and/or
		// evaluated only for its truth (typer's truthContext) as conditions.
		c := fe.paren(fe.truth(e.Values[0]), p)
		for _, v := range e.Values[1:] {
			c = jen.Add(c).Op(gop).Add(fe.paren(fe.truth(v), p+1))
		}
		return code{c, p}
	}
	var body []jen.Code
	v := fe.names.Take("v")
	for _, x := range e.Values[:len(e.Values)-1] {
		test := jen.Id(v).Op("!=").Lit(0)
		switch xt := fe.typeOf(x); {
		case isStrType(xt):
			test = jen.Len(jen.Id(v)).Op("!=").Lit(0)
		case listOf(xt) != nil:
			test = jen.Len(jen.Op("*").Id(v)).Op("!=").Lit(0)
		case basic(xt).IsBool():
			test = jen.Id(v)
		}
		if e.Op == translate.And {
			test = jen.Op("!").Parens(test)
		}
		body = append(body, jen.If(jen.Id(v).Op(":=").Add(fe.expr(x)), test).Block(jen.Return(convert(jen.Id(v), fe.typeOf(x), rt))))
	}
	body = append(body, jen.Return(fe.as(e.Values[len(e.Values)-1], rt, true)))
	return primary(jen.Func().Params().Add(goType(rt)).Block(body...).Call())
}

var cmpOps = map[translate.Op]string{translate.Eq: "==", translate.NotEq: "!=", translate.Lt: "<", translate.LtE: "<=", translate.Gt: ">", translate.GtE: ">="}

// compare emits a comparison; a chain a < b < c becomes a < b && b < c when b can be evaluated twice.
func (fe *funcEmitter) compare(e *translate.Compare) code {
	operands := append([]translate.Expr{e.X}, e.Ys...)
	if len(e.Ops) == 1 && fe.info.OptStrCmps[e] {
		return fe.optStrCompare(e.Ops[0], e.X, e.Ys[0])
	}
	if len(e.Ops) > 1 {
		for _, m := range operands[1 : len(operands)-1] {
			if !isPure(m) {
				return fe.compareChainFunc(e)
			}
		}
	}
	var c *jen.Statement
	prec := precCmp
	for i, op := range e.Ops {
		one := fe.compareOne(op, operands[i], operands[i+1], nil, nil)
		if c == nil {
			c = one.c
			prec = one.prec
			continue
		}
		c = jen.Add(fe.paren(code{c, prec}, precAnd)).Op("&&").Add(fe.paren(one, precAnd+1))
		prec = precAnd
	}
	return code{c, prec}
}

// compareChainFunc evaluates every operand of a chain once, in order, inside a function literal.
func (fe *funcEmitter) compareChainFunc(e *translate.Compare) code {
	operands := append([]translate.Expr{e.X}, e.Ys...)
	var body []jen.Code
	names := make([]string, len(operands))
	for i, x := range operands {
		names[i] = fe.names.Take("c")
		body = append(body, jen.Id(names[i]).Op(":=").Add(fe.expr(x)))
		if i > 0 {
			one := fe.compareOne(e.Ops[i-1], operands[i-1], x, jen.Id(names[i-1]), jen.Id(names[i]))
			if i < len(operands)-1 {
				body = append(body, jen.If(jen.Op("!").Add(fe.paren(one, precUnary))).Block(jen.Return(jen.False())))
			} else {
				body = append(body, jen.Return(one.c))
			}
		}
	}
	return primary(jen.Func().Params().Bool().Block(body...).Call())
}

// compareOne emits x op y. xc and yc, when set, are already-evaluated operands.
func (fe *funcEmitter) compareOne(op translate.Op, x, y translate.Expr, xc, yc jen.Code) code {
	if d := fe.info.DatetimeCmps[y]; d != nil {
		return fe.datetimeCompare(d, xc, yc)
	}
	if xt := fe.typeOf(x); (op == translate.Is || op == translate.IsNot) && (listOf(xt) != nil || setOf(xt) != nil || isClass(xt)) && typer.Identical(xt, fe.typeOf(y)) ||
		isEnum(xt) && typer.Identical(xt, fe.typeOf(y)) && op != translate.In && op != translate.NotIn {
		// Identity of containers and jitclass instances: generated code holds them by pointer.
		// Members of one enum class compare their values, as Numba does for `is` too.
		if xc == nil {
			xc = fe.expr(x)
		}
		if yc == nil {
			yc = fe.expr(y)
		}
		return code{jen.Add(xc).Op(cmpGoOp(op)).Add(yc), precCmp}
	}
	if xt, yt := arrayOf(fe.typeOf(x)), arrayOf(fe.typeOf(y)); (op == translate.Is || op == translate.IsNot) && xt != nil && yt != nil {
		return fe.arrayIs(op, xt, yt, x, y, xc, yc)
	}
	if dictOf(fe.typeOf(y)) != nil {
		if op == translate.Eq || op == translate.NotEq {
			return fe.dictEqual(op, x, y, xc, yc)
		}
		return fe.dictContains(op, x, y, xc, yc)
	}
	if c, ok := fe.setCompareOne(op, x, y, xc, yc); ok {
		return c
	}
	if c, ok := fe.listCompareOne(op, x, y, xc, yc); ok {
		return c
	}
	if c, ok := fe.strCompareOne(op, x, y, xc, yc); ok {
		return c
	}
	xt, yt := fe.typeOf(x), fe.typeOf(y)
	switch op {
	case translate.Is, translate.IsNot:
		if c, ok := fe.optionalIsNone(op, x, y, xc, yc); ok {
			return c
		}
		if xb, yb := basic(xt), basic(yt); xb != nil && yb != nil && xb.Kind == yb.Kind {
			// Numba's `is` on two values of one immutable type is ==.
			eq := translate.Eq
			if op == translate.IsNot {
				eq = translate.NotEq
			}
			return fe.compareOne(eq, x, y, xc, yc)
		}
		same := isNone(xt) && isNone(yt)
		if op == translate.IsNot {
			same = !same
		}
		return primary(jen.Lit(same))
	case translate.In, translate.NotIn:
		if d, ok := yt.(*typer.LitDict); ok {
			return fe.litDictContains(op, x, y, xc, yc, xt, d)
		}
		if l, ok := yt.(*typer.LitList); ok {
			return fe.litListContains(op, x, y, xc, yc, xt, l)
		}
		if _, ok := yt.(typer.RangeType); ok {
			xa, yv := xc, yc
			if xa == nil {
				xa = fe.expr(x)
			}
			if yv == nil {
				yv = fe.paren(fe.exprP(y), precPrimary)
			}
			var c *jen.Statement
			switch b := basic(xt); {
			case b.IsComplex():
				c = jen.Add(yv).Dot("ContainsComplex").Call(convert(xa, xt, typer.Complex128))
			case b.IsFloat():
				c = jen.Add(yv).Dot("ContainsFloat").Call(convert(xa, xt, typer.Float64))
			default:
				c = jen.Add(yv).Dot("Contains").Call(convert(xa, xt, typer.Int64))
			}
			if op == translate.NotIn {
				return code{jen.Op("!").Add(c), precUnary}
			}
			return primary(c)
		}
		if ya := arrayOf(yt); ya != nil {
			ct := typer.Promote(basic(xt), ya.Dtype)
			xa, yv := xc, yc
			if xa == nil {
				xa = fe.expr(x)
			}
			if yv == nil {
				yv = fe.arrayAs(y, ct)
			} else if ya.Dtype != ct {
				yv = fe.astype(yv, ya, ct)
			}
			c := jen.Qual(kernelsPath, "Contains").Call(yv, convert(xa, xt, ct))
			if op == translate.NotIn {
				return code{jen.Op("!").Add(c), precUnary}
			}
			return primary(c)
		}
		tt := yt.(*typer.Tuple)
		if len(tt.Elems) == 0 {
			return primary(jen.Lit(op == translate.NotIn))
		}
		tv := fe.names.Take("tup")
		xv := fe.names.Take("x")
		var c *jen.Statement
		for i := range tt.Elems {
			var ct typer.Type = xt // strings and enum members compare as they are
			if !isStrType(xt) && !isEnum(xt) {
				ct = typer.Promote(basic(xt), basic(tt.Elems[i]))
			}
			one := jen.Add(convert(jen.Id(xv), xt, ct)).Op("==").Add(convert(tupleElem(jen.Id(tv), tt, i), tt.Elems[i], ct))
			if c == nil {
				c = one
			} else {
				c = c.Op("||").Add(one)
			}
		}
		if op == translate.NotIn {
			c = jen.Op("!").Parens(c)
		}
		xa, ya := xc, yc
		if xa == nil {
			xa = fe.expr(x)
		}
		if ya == nil {
			ya = fe.expr(y)
		}
		return primary(jen.Func().Params(jen.Id(xv).Add(goType(xt)), jen.Id(tv).Add(goType(tt))).Bool().Block(jen.Return(c)).Call(xa, ya))
	}
	gop := cmpOps[op]
	if tx, ok := xt.(*typer.Tuple); ok && (op == translate.Eq || op == translate.NotEq) && len(tx.Elems) != len(yt.(*typer.Tuple).Elems) {
		// Tuples of different lengths are never equal; both are still evaluated.
		l, r := xc, yc
		if l == nil {
			l = fe.expr(x)
		}
		if r == nil {
			r = fe.expr(y)
		}
		return primary(jen.Qual(kernelsPath, "TupleCmpConst").Call(l, r, jen.Lit(op == translate.NotEq)))
	}
	if tx, ok := xt.(*typer.Tuple); ok && op != translate.Eq && op != translate.NotEq {
		l, r := xc, yc
		if l == nil {
			l = fe.expr(x)
		}
		if r == nil {
			r = fe.expr(y)
		}
		return primary(tupleOrder(op, l, r, tx, yt.(*typer.Tuple)))
	}
	var ct typer.Type = xt
	if bx, by := basic(xt), basic(yt); bx != nil && by != nil {
		ct = typer.Promote(bx, by)
		if ct == typer.Bool && op != translate.Eq && op != translate.NotEq {
			ct = typer.Int64 // Go does not order bools: False < True as 0 < 1
		}
	}
	var l, r *jen.Statement
	if xc != nil {
		l = convert(xc, xt, ct)
	} else {
		l = fe.paren(fe.asP(x, ct, !fe.isConst(y)), precCmp+1)
	}
	if yc != nil {
		r = convert(yc, yt, ct)
	} else {
		r = fe.paren(fe.asP(y, ct, !fe.isConst(x)), precCmp+1)
	}
	return code{jen.Add(l).Op(gop).Add(r), precCmp}
}

func (fe *funcEmitter) subscript(e *translate.Subscript) code {
	if c, ok := fe.recordExpr(e); ok {
		return c
	}
	if arrayOf(fe.typeOf(e.X)) != nil {
		return fe.arraySubscript(e)
	}
	if listOf(fe.typeOf(e.X)) != nil {
		return fe.listSubscript(e)
	}
	if dictOf(fe.typeOf(e.X)) != nil {
		return fe.dictSubscript(e)
	}
	if d, ok := fe.typeOf(e.X).(*typer.LitDict); ok {
		return fe.litDictSubscript(e, d)
	}
	if l, ok := fe.typeOf(e.X).(*typer.LitList); ok {
		return fe.litListSubscript(e, l)
	}
	if isStrType(fe.typeOf(e.X)) {
		return fe.strSubscript(e)
	}
	if _, ok := fe.typeOf(e.X).(typer.RangeType); ok {
		// r[i] and r[lo:hi:step] of a range object, as Python indexes and slices one.
		r := fe.paren(fe.exprP(e.X), precPrimary)
		return fe.seqSubscript(e, func(a ...jen.Code) *jen.Statement { return jen.Add(r).Dot("Slice").Call(a[1:]...) },
			func(a ...jen.Code) *jen.Statement { return jen.Add(r).Dot("Index").Call(a[1:]...) }, r)
	}
	if _, ok := fe.typeOf(e.X).(typer.BytesType); ok {
		return fe.seqSubscript(e, jen.Qual(kernelsPath, "BytesSlice").Call, jen.Qual(kernelsPath, "BytesAt").Call, fe.expr(e.X))
	}
	if at, ok := e.X.(*translate.Attribute); ok && at.Name == "shape" && arrayOf(fe.typeOf(at.X)) != nil {
		if v, ok := fe.info.Consts[e.Index]; ok {
			// a.shape[k] reads the shape directly.
			i, _ := constant.Int64Val(v)
			n := int64(arrayOf(fe.typeOf(at.X)).Ndim)
			if i < 0 {
				i += n
			}
			return primary(jen.Int64().Call(jen.Add(fe.paren(fe.exprP(at.X), precPrimary)).Dot("Shape").Index(jen.Lit(int(i)))))
		}
	}
	tt := fe.typeOf(e.X).(*typer.Tuple)
	x := fe.paren(fe.exprP(e.X), precPrimary)
	if sl, ok := e.Index.(*translate.Slice); ok {
		rt := fe.typeOf(e).(*typer.Tuple)
		idx := sliceIdx(fe, sl, len(tt.Elems))
		t := fe.names.Take("t")
		elems := make([]jen.Code, len(idx))
		for i, j := range idx {
			elems[i] = tupleElem(jen.Id(t), tt, j)
		}
		return primary(jen.Func().Params(jen.Id(t).Add(goType(tt))).Add(goType(rt)).Block(jen.Return(tupleLit(rt, elems))).Call(x))
	}
	if v, ok := fe.info.Consts[e.Index]; ok {
		i, _ := constant.Int64Val(v)
		if i < 0 {
			i += int64(len(tt.Elems))
		}
		return primary(tupleElem(x, tt, int(i)))
	}
	idx := jen.Qual(kernelsPath, "TupleIndex").Call(fe.as(e.Index, typer.Int64, true), jen.Lit(len(tt.Elems)))
	if tt.Class != nil {
		// A homogeneous namedtuple indexed by a variable: its fields as a Go array.
		return primary(jen.Add(fe.uniformTuple(e.X, tt.Uniform())).Index(idx))
	}
	return primary(jen.Add(x).Index(idx))
}

func sliceIdx(fe *funcEmitter, sl *translate.Slice, n int) []int {
	get := func(e translate.Expr, def int) int {
		if e == nil {
			return def
		}
		v, _ := constant.Int64Val(fe.info.Consts[e])
		return int(v)
	}
	step := get(sl.Step, 1)
	dlo, dhi := 0, n
	if step < 0 {
		dlo, dhi = n-1, -n-1
	}
	lo, hi := get(sl.Lo, dlo), get(sl.Hi, dhi)
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

// isPure reports whether evaluating e twice, or not at all, is unobservable: it has no calls
// and no operation that can raise.
func isPure(e translate.Expr) bool {
	pure := true
	walkExpr(e, func(n translate.Node) {
		switch n := n.(type) {
		case *translate.Call:
			// A dict or set display only builds a value: it is as pure as its items.
			if f, ok := n.Func.(*translate.Name); !ok || f.Id != translate.DictDisplay && f.Id != translate.SetDisplay {
				pure = false
			}
		case *translate.IfExp, *translate.BoolOp, *translate.FString, *translate.Yield:
			pure = false
		case *translate.BinOp:
			if mayRaise(n.Op) {
				pure = false
			}
		case *translate.Subscript:
			pure = false
		}
	})
	return pure
}

// mayRaise reports whether a binary operator can raise for some operands (division by zero,
// a negative shift or power).
func mayRaise(op translate.Op) bool {
	switch op {
	case translate.Div, translate.FloorDiv, translate.Mod, translate.Pow, translate.LShift, translate.RShift:
		return true
	}
	return false
}

// floorDivName is the kernels function for // or % on type rt: FloorDiv, ModFloat, ModNP, ...
// (the NP forms give 0, inf or nan instead of raising, as error_model='numpy').
func floorDivName(op translate.Op, rt *typer.Basic, numpy bool) string {
	name := map[translate.Op]string{translate.FloorDiv: "FloorDiv", translate.Mod: "Mod"}[op]
	if rt.IsFloat() {
		name += "Float"
	}
	if numpy {
		name += "NP"
	}
	return name
}

// cmpGoOp is the Go operator of an identity test: == for is, != for is not.
func cmpGoOp(op translate.Op) string {
	if op == translate.IsNot || op == translate.NotEq {
		return "!="
	}
	return "=="
}

// isClass reports whether t is a jitclass instance (a pointer to its Go struct).
func isClass(t typer.Type) bool { _, ok := t.(*typer.Class); return ok }

// complexPow is x ** y for x and y of complex type t, as Numba computes it
// (kernels.PowComplex).
func complexPow(x, y jen.Code, t *typer.Basic) code {
	fn := "PowComplex"
	if t == typer.Complex64 {
		fn = "PowComplex64"
	}
	return primary(jen.Qual(kernelsPath, fn).Call(x, y))
}
