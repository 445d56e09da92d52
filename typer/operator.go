package typer

import (
	"github.com/pygo-lang/pygo/translate"
)

// operatorFuncs are the functions of Python's operator module that compiled code calls:
// each is the operator it names, applied to its arguments.
var operatorFuncs = map[string]translate.Op{
	"add": translate.Add, "sub": translate.Sub, "mul": translate.Mul, "truediv": translate.Div,
	"floordiv": translate.FloorDiv, "mod": translate.Mod, "pow": translate.Pow,
	"and_": translate.BitAnd, "or_": translate.BitOr, "xor": translate.BitXor,
	"lshift": translate.LShift, "rshift": translate.RShift,
	"eq": translate.Eq, "ne": translate.NotEq, "lt": translate.Lt, "le": translate.LtE,
	"gt": translate.Gt, "ge": translate.GtE,
	"neg": translate.USub, "pos": translate.UAdd, "not_": translate.Not, "invert": translate.Invert,
	"is_": translate.Is, "is_not": translate.IsNot,
	"truth": opTruth, "getitem": opGetitem, "contains": opContains, "matmul": translate.MatMul,
}

// Pseudo-operators of operator functions that are not one Python operator: truth(x) is
// not not x (bool(x)), getitem(a, b) is a[b], contains(a, b) is b in a.
const (
	opTruth translate.Op = -1 - iota
	opGetitem
	opContains
)

func init() {
	for name, op := range operatorFuncs {
		builtinSigs["operator."+name] = operatorFunc(op)
	}
	for name, op := range translate.InplaceOperators {
		builtinSigs["operator."+name] = inplaceOperatorFunc(name, op)
	}
}

// inplaceOperatorFunc types operator.iNAME(a, b) where translate left it a call (not the
// value of a statement: see translate.InplaceOperators): on numbers it is a op b, the value
// a op= b gives; on an array or a list it would change a in place, which only the statement
// form does.
func inplaceOperatorFunc(name string, op translate.Op) builtinFunc {
	bin := operatorFunc(op)
	return func(st *fnState, e *translate.Call, args []Type) Type {
		if !st.wantArgs(e, args, 2, 2) {
			return nil
		}
		if _, ok := args[0].(*Basic); !ok {
			st.c.errorf(e.Pos, "unsupported-syntax", "assign the result: r = operator."+name+"(a, b), or write a "+op.String()+"= b",
				"operator.%s on %s is supported only as the value of an assignment, a return or an expression statement", name, typeName(args[0]))
			return nil
		}
		return bin(st, e, args)
	}
}

// operatorFunc types operator.NAME(args) as the expression the operator makes of them,
// which Info.Operators records for emit.
func operatorFunc(op translate.Op) builtinFunc {
	return func(st *fnState, e *translate.Call, args []Type) Type {
		var x translate.Expr
		switch op {
		case opTruth:
			if !st.wantArgs(e, args, 1, 1) {
				return nil
			}
			if b, ok := args[0].(*Basic); !ok || !b.IsBool() {
				st.c.errorf(e.Pos, "type-mismatch", "use bool(x), or x != 0", "operator.truth takes a bool, not %s (Numba implements it for bool only)", typeName(args[0]))
				return nil
			}
			x = &translate.UnaryOp{Pos: e.Pos, Op: translate.Not, X: &translate.UnaryOp{Pos: e.Pos, Op: translate.Not, X: e.Args[0]}}
		case opGetitem:
			if !st.wantArgs(e, args, 2, 2) {
				return nil
			}
			x = &translate.Subscript{Pos: e.Pos, X: e.Args[0], Index: e.Args[1]}
		case opContains:
			if !st.wantArgs(e, args, 2, 2) {
				return nil
			}
			x = &translate.Compare{Pos: e.Pos, X: e.Args[1], Ops: []translate.Op{translate.In}, Ys: []translate.Expr{e.Args[0]}}
		case translate.USub, translate.UAdd, translate.Not, translate.Invert:
			if !st.wantArgs(e, args, 1, 1) {
				return nil
			}
			x = &translate.UnaryOp{Pos: e.Pos, Op: op, X: e.Args[0]}
		case translate.Eq, translate.NotEq, translate.Lt, translate.LtE, translate.Gt, translate.GtE, translate.Is, translate.IsNot:
			if !st.wantArgs(e, args, 2, 2) {
				return nil
			}
			x = &translate.Compare{Pos: e.Pos, X: e.Args[0], Ops: []translate.Op{op}, Ys: []translate.Expr{e.Args[1]}}
		default:
			if !st.wantArgs(e, args, 2, 2) {
				return nil
			}
			x = &translate.BinOp{Pos: e.Pos, Op: op, X: e.Args[0], Y: e.Args[1]}
		}
		st.info.Operators[e] = x
		return st.expr(x)
	}
}
