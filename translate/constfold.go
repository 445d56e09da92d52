package translate

// This file folds integer constant expressions as CPython's AST optimizer does before Numba
// sees the bytecode: -9223372036854775808 is one int64 literal (not uint64 2**63 negated),
// 9223372036854775807 + 1 is the literal 2**63 (a uint64 in Numba, not a wrapped int64). It
// folds a power of number literals with a float result likewise (2.0 ** -1074 is the literal
// 5e-324, which run-time repeated multiplication would underflow to 0).

import (
	"go/constant"
	"go/token"
	"math"

	"github.com/pygo-lang/pygo/internal/libm"
)

// maxFoldBits is CPython's MAX_INT_SIZE: the optimizer leaves *, ** and << alone when the
// result could be wider.
const maxFoldBits = 128

// foldIntOps maps the binary operators folded on two ints to go/constant's tokens; //, %
// and ** have Python's semantics and are handled in foldIntBinary.
var foldIntOps = map[Op]token.Token{
	Add: token.ADD, Sub: token.SUB, Mul: token.MUL,
	BitAnd: token.AND, BitOr: token.OR, BitXor: token.XOR,
}

// foldConst returns e folded to a Const when it is a unary or binary operator on int
// literals that CPython folds to an int and an operand or the result lies outside int64;
// otherwise e itself. Within int64 the typer's int64 arithmetic gives CPython's value
// (any overflow takes the result outside int64), and the expression stays as written.
func foldConst(e Expr) Expr {
	if f := foldFloatPow(e); f != nil {
		return f
	}
	f := foldIntExpr(e)
	if f == nil {
		return e
	}
	if fitsInt64(f.Value) {
		for _, x := range operands(e) {
			if c, ok := x.(*Const); !ok || !fitsInt64(c.Value) {
				return f
			}
		}
		return e
	}
	return f
}

// operands returns the operands of a unary or binary operator.
func operands(e Expr) []Expr {
	switch e := e.(type) {
	case *UnaryOp:
		return []Expr{e.X}
	case *BinOp:
		return []Expr{e.X, e.Y}
	}
	return nil
}

func fitsInt64(v constant.Value) bool {
	_, ok := constant.Int64Val(v)
	return ok
}

// foldIntExpr folds e as CPython does, or returns nil.
func foldIntExpr(e Expr) *Const {
	switch e := e.(type) {
	case *UnaryOp:
		x, ok := intConst(e.X)
		if !ok {
			return nil
		}
		switch e.Op {
		case USub:
			return &Const{Pos: e.Pos, Kind: IntConst, Value: constant.UnaryOp(token.SUB, x, 0)}
		case UAdd:
			return &Const{Pos: e.Pos, Kind: IntConst, Value: x}
		case Invert: // ~x == -x - 1 for Python's ints
			return &Const{Pos: e.Pos, Kind: IntConst, Value: constant.BinaryOp(constant.UnaryOp(token.SUB, x, 0), token.SUB, constant.MakeInt64(1))}
		}
	case *BinOp:
		x, okx := intConst(e.X)
		y, oky := intConst(e.Y)
		if !okx || !oky || e.Starred {
			return nil
		}
		if v := foldIntBinary(e.Op, x, y); v != nil {
			return &Const{Pos: e.Pos, Kind: IntConst, Value: v}
		}
	}
	return nil
}

// intConst reports the value of an int literal (bools are not folded: -True stays typed).
func intConst(e Expr) (constant.Value, bool) {
	c, ok := e.(*Const)
	if !ok || c.Kind != IntConst {
		return nil, false
	}
	return c.Value, true
}

// foldIntBinary folds x op y with Python's int semantics, or returns nil where CPython
// leaves the expression to run time (a float result, a zero divisor, a too-wide result).
func foldIntBinary(op Op, x, y constant.Value) constant.Value {
	bits := func(v constant.Value) int { return constant.BitLen(v) }
	switch op {
	case Mul:
		if constant.Sign(x) != 0 && constant.Sign(y) != 0 && bits(x)+bits(y) > maxFoldBits {
			return nil
		}
	case FloorDiv, Mod:
		if constant.Sign(y) == 0 {
			return nil
		}
		q := constant.BinaryOp(x, token.QUO_ASSIGN, y) // truncated quotient
		r := constant.BinaryOp(x, token.SUB, constant.BinaryOp(q, token.MUL, y))
		if constant.Sign(r) != 0 && constant.Sign(r) != constant.Sign(y) { // floor: the remainder takes y's sign
			q = constant.BinaryOp(q, token.SUB, constant.MakeInt64(1))
			r = constant.BinaryOp(r, token.ADD, y)
		}
		if op == FloorDiv {
			return q
		}
		return r
	case Pow:
		n, ok := constant.Int64Val(y)
		if !ok || n < 0 {
			return nil // a negative exponent gives a float
		}
		if bits(x) <= 1 { // 0, 1 and -1: any exponent, without n multiplications
			switch {
			case n == 0:
				return constant.MakeInt64(1)
			case constant.Sign(x) >= 0 || n%2 == 1:
				return x
			}
			return constant.MakeInt64(1)
		}
		if n > maxFoldBits/int64(bits(x)) { // bits(x)*n, without overflowing
			return nil
		}
		r := constant.MakeInt64(1)
		for ; n > 0; n-- {
			r = constant.BinaryOp(r, token.MUL, x)
		}
		return r
	case LShift, RShift:
		n, ok := constant.Uint64Val(y)
		if !ok || n > maxFoldBits || op == LShift && int64(bits(x))+int64(n) > maxFoldBits {
			return nil
		}
		if op == LShift {
			return constant.Shift(x, token.SHL, uint(n))
		}
		return constant.Shift(x, token.SHR, uint(n)) // go/constant shifts right arithmetically, as Python does
	}
	tok, ok := foldIntOps[op]
	if !ok {
		return nil
	}
	return constant.BinaryOp(x, tok, y)
}

// foldFloatPow folds x ** y on number literals (ints, floats, either negated) whose Python
// result is a float, as CPython's optimizer does: float.__pow__, C's pow (glibc's, libm.Pow)
// with its special cases, unless it raises (0.0 to a negative power, overflow) or gives a
// complex number (a negative base to a non-integer power), which CPython leaves to run time.
func foldFloatPow(e Expr) Expr {
	b, ok := e.(*BinOp)
	if !ok || b.Op != Pow || b.Starred {
		return nil
	}
	x, xf, okx := numberConst(b.X)
	y, yf, oky := numberConst(b.Y)
	if !okx || !oky || !xf && !yf && y >= 0 {
		return nil // int ** non-negative int is an int (foldIntBinary)
	}
	var r float64
	switch {
	case y == 0 || x == 1:
		r = 1
	case math.IsNaN(x) || math.IsNaN(y):
		return nil // literals are never NaN
	case x == 0 && y < 0:
		return nil // ZeroDivisionError
	case x < 0 && y != math.Trunc(y):
		return nil // a complex result
	default:
		r = libm.Pow(x, y)
		if math.IsInf(r, 0) {
			return nil // OverflowError
		}
	}
	c := &Const{Pos: b.Pos, Kind: FloatConst, Value: constant.MakeFloat64(math.Abs(r))}
	if math.Signbit(r) {
		return &UnaryOp{Pos: b.Pos, Op: USub, X: c} // go/constant has no -0
	}
	return c
}

// numberConst returns the value of an int or float literal, possibly negated or with a unary
// plus, and whether it is a float; an int must convert to float64 exactly.
func numberConst(e Expr) (v float64, isFloat, ok bool) {
	neg := false
	for {
		u, isUnary := e.(*UnaryOp)
		if !isUnary || u.Op != USub && u.Op != UAdd {
			break
		}
		neg = neg != (u.Op == USub)
		e = u.X
	}
	c, isConst := e.(*Const)
	if !isConst || c.Kind != IntConst && c.Kind != FloatConst {
		return 0, false, false
	}
	f, exact := constant.Float64Val(constant.ToFloat(c.Value))
	if c.Kind == IntConst && !exact {
		return 0, false, false
	}
	if neg {
		f = -f
	}
	return f, c.Kind == FloatConst, true
}
