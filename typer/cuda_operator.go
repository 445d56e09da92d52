package typer

import "github.com/pygo-lang/pygo/translate"

// This file types the built-in calls of CUDA kernels that are an operation, recorded in
// CUDAFunc.Rewrites for the emitters: pow(a, b) and the functions of the operator module
// that Numba's CUDA target supports (operator.add(a, b) is a + b, operator.neg(a) is -a,
// operator.lt(a, b) is a < b; the in-place ones, on numbers, are the operation too).

var cudaOperatorBinary = map[string]translate.Op{
	"add": translate.Add, "sub": translate.Sub, "mul": translate.Mul, "truediv": translate.Div,
	"floordiv": translate.FloorDiv, "mod": translate.Mod, "pow": translate.Pow,
	"and_": translate.BitAnd, "or_": translate.BitOr, "xor": translate.BitXor,
	"lshift": translate.LShift, "rshift": translate.RShift,
}

var cudaOperatorUnary = map[string]translate.Op{
	"neg": translate.USub, "pos": translate.UAdd, "invert": translate.Invert, "not_": translate.Not,
}

var cudaOperatorCompare = map[string]translate.Op{
	"lt": translate.Lt, "le": translate.LtE, "eq": translate.Eq, "ne": translate.NotEq,
	"ge": translate.GtE, "gt": translate.Gt,
}

// operatorCall types operator.NAME(args) in a kernel as the operation it performs.
func (t *cudaFuncTyper) operatorCall(e *translate.Call, name string) Type {
	arity := func(n int) bool {
		if len(e.Args) != n || len(e.Keywords) > 0 {
			t.errorf(e.Pos, "bad-call", "", "operator.%s takes %s", name, count(n, "argument"))
			return false
		}
		return true
	}
	if op, ok := translate.InplaceOperators[name]; ok {
		if !arity(2) {
			return nil
		}
		return t.rewrite(e, &translate.BinOp{Pos: e.Pos, Op: op, X: e.Args[0], Y: e.Args[1]})
	}
	if op, ok := cudaOperatorBinary[name]; ok {
		if !arity(2) {
			return nil
		}
		return t.rewrite(e, &translate.BinOp{Pos: e.Pos, Op: op, X: e.Args[0], Y: e.Args[1]})
	}
	if op, ok := cudaOperatorUnary[name]; ok {
		if !arity(1) {
			return nil
		}
		return t.rewrite(e, &translate.UnaryOp{Pos: e.Pos, Op: op, X: e.Args[0]})
	}
	if op, ok := cudaOperatorCompare[name]; ok {
		if !arity(2) {
			return nil
		}
		return t.rewrite(e, &translate.Compare{Pos: e.Pos, X: e.Args[0], Ops: []translate.Op{op}, Ys: []translate.Expr{e.Args[1]}})
	}
	t.errorf(e.Pos, "unsupported-feature", "write the operation itself: a + b, -a, a < b", "operator.%s is not supported in CUDA kernels", name)
	return nil
}

// pow types pow(a, b) as a ** b, as Numba lowers both alike. pow(a, b, mod) has no Numba
// implementation.
func (t *cudaFuncTyper) pow(e *translate.Call) Type {
	if len(e.Args) != 2 {
		t.errorf(e.Pos, "bad-call", "write a ** b", "pow() in a CUDA kernel takes 2 arguments")
		return nil
	}
	return t.rewrite(e, &translate.BinOp{Pos: e.Pos, Op: translate.Pow, X: e.Args[0], Y: e.Args[1]})
}

// rewrite types syn, the operation call e performs, and records it for the emitters.
func (t *cudaFuncTyper) rewrite(e *translate.Call, syn translate.Expr) Type {
	rt := t.expr(syn)
	if t.f.Rewrites == nil {
		t.f.Rewrites = map[*translate.Call]translate.Expr{}
	}
	t.f.Rewrites[e] = syn
	return rt
}
