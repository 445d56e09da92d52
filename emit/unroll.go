package emit

import (
	"go/constant"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// Unrolling constant-trip loops: LLVM unrolls `for di in range(3)` and folds the constant
// index into the addresses it computes; Go's compiler unrolls nothing. A range loop is
// emitted as one block per iteration, declaring its variable as a constant, when it sits
// inside another loop, its trip count is a constant of at most maxUnrollTrips, it has no
// else clause, its variable is owned by the loop (not assigned in the body, not read after
// the loop, not captured), and its body is small, computes no array value, and has no break,
// continue, while loop or nested function (nested loops must unroll too):
//
//	{
//		di := int64(0)
//		...
//	}
//
// Go's SSA back end propagates the constant, so `a[i+di, j+dj]` and `w[di, dj]` get constant
// offsets and the loop's counter and branch disappear.
const (
	maxUnrollTrips = 8
	// maxUnrollSize bounds the statements an unrolled loop emits, counting those of nested
	// unrolled loops once per iteration of each.
	maxUnrollSize = 32
)

// unrollTrips returns the iteration values of a loop the emitter unrolls, or ok false.
func (fe *funcEmitter) unrollTrips(s *translate.For) (vals []int64, ok bool) {
	n, isName := s.Target.(*translate.Name)
	call, isCall := s.Iter.(*translate.Call)
	if len(fe.loops) == 0 {
		return nil, false // not hot: a loop at the top of the function stays a loop
	}
	if !isName || !isCall || len(s.Else) > 0 || !isRangeType(fe.typeOf(call.Func)) || fe.info.Parallel[s] != nil {
		return nil, false
	}
	if !fe.plan.loopOwned[n.Id] || fe.typeOf(call) != typer.Int64 {
		return nil, false
	}
	args := make([]int64, len(call.Args))
	for i, a := range call.Args {
		v, isConst := fe.info.Consts[a]
		if !isConst {
			return nil, false
		}
		k, exact := constant.Int64Val(constant.ToInt(v))
		if !exact {
			return nil, false
		}
		args[i] = k
	}
	start, stop, step := int64(0), args[0], int64(1)
	if len(args) >= 2 {
		start, stop = args[0], args[1]
	}
	if len(args) == 3 {
		step = args[2]
	}
	if step == 0 {
		return nil, false // range() raises: the ordinary lowering reports it
	}
	for v := start; (step > 0 && v < stop) || (step < 0 && v > stop); v += step {
		if len(vals) == maxUnrollTrips {
			return nil, false
		}
		vals = append(vals, v)
	}
	if len(vals) == 0 || !fe.unrollableBody(s.Body) || !fe.scalarBody(s.Body) {
		return nil, false
	}
	if size := len(vals) * fe.unrollSize(s.Body); size > maxUnrollSize {
		return nil, false
	}
	return vals, true
}

// unrollableBody reports whether a loop body has no break or continue of its own, no nested
// function (which would be emitted once per iteration) and no nested loop that stays a loop
// (its vector loop or helper would be emitted once per iteration, and the body is no longer
// small).
func (fe *funcEmitter) unrollableBody(body []translate.Stmt) bool {
	for _, s := range body {
		switch s := s.(type) {
		case *translate.Break, *translate.Continue, *translate.FuncStmt, *translate.While:
			return false
		case *translate.If:
			if !fe.unrollableBody(s.Body) || !fe.unrollableBody(s.Else) {
				return false
			}
		case *translate.For:
			if _, ok := fe.unrollTrips(s); !ok {
				return false
			}
		}
	}
	return true
}

// scalarBody reports whether a body works on scalars only: arrays appear as variables (to
// index, or to pass), never as values computed there. A statement that builds an array runs
// a whole loop nest of its own, which unrolling would only copy.
func (fe *funcEmitter) scalarBody(body []translate.Stmt) bool {
	ok := true
	walkStmts(body, func(n translate.Node, _ bool) {
		if x, isExpr := n.(translate.Expr); isExpr && !isName(x) && arrayOf(fe.typeOf(x)) != nil {
			ok = false
		}
	})
	return ok
}

// unrollSize counts the statements a body emits (unrollableBody holds), nested unrolled
// loops once per iteration.
func (fe *funcEmitter) unrollSize(body []translate.Stmt) int {
	n := 0
	for _, s := range body {
		n++
		switch s := s.(type) {
		case *translate.If:
			n += fe.unrollSize(s.Body) + fe.unrollSize(s.Else)
		case *translate.For:
			vals, _ := fe.unrollTrips(s)
			n += len(vals)*fe.unrollSize(s.Body) - 1
		}
	}
	return n
}

// unroll emits a loop unrollTrips accepted: one block per iteration value.
func (fe *funcEmitter) unroll(s *translate.For, vals []int64) []jen.Code {
	n := s.Target.(*translate.Name)
	used := fe.plan.loopRead[s][n.Id]
	var out []jen.Code
	for _, v := range vals {
		var body []jen.Code
		if used {
			body = append(body, jen.Id(fe.declare(n.Id)).Op(":=").Int64().Call(jen.Lit(int(v))))
		}
		body = append(body, fe.block(s.Body)...)
		out = append(out, jen.Block(body...))
	}
	return out
}
