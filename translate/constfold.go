package translate

// This file folds integer constant expressions as CPython's AST optimizer does before Numba
// sees the bytecode: -9223372036854775808 is one int64 literal (not uint64 2**63 negated),
// 9223372036854775807 + 1 is the literal 2**63 (a uint64 in Numba, not a wrapped int64).

import (
	"go/constant"
	"go/token"
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
		if !ok || n < 0 || int64(bits(x))*n > maxFoldBits {
			return nil // a negative exponent gives a float
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
