package typer

import (
	"go/constant"

	"github.com/pygo-lang/pygo/translate"
)

// loopBound records, inside the body of a loop "for j in range(..., stop)" whose counter
// counts up from a non-negative start, that j <= stop - 1 there: neither j nor stop (a
// variable) is assigned in the body, so stop - j and stop - 1 - j are not negative, and
// k[m - 1 - j] in "for j in range(m)" needs no wrap-around.
type loopBound struct {
	counter, stop string
}

// enterLoopBound pushes the bound of loop s, if it has one, and returns the function that
// pops it.
func (st *fnState) enterLoopBound(s *translate.For) func() {
	j, ok := s.Target.(*translate.Name)
	call, isCall := s.Iter.(*translate.Call)
	if !ok || !isCall || !st.isRange(call.Func) || len(call.Args) == 0 || len(call.Args) > 3 {
		return func() {}
	}
	if _, counting := st.nonNegVars[j.Id]; !counting {
		return func() {}
	}
	stopArg := call.Args[0]
	if len(call.Args) > 1 {
		stopArg = call.Args[1]
	}
	stop, ok := stopArg.(*translate.Name)
	if !ok {
		return func() {}
	}
	assigned := map[string]bool{}
	assignedNames(s.Body, assigned)
	nonlocalNames(s.Body, assigned)
	if assigned[j.Id] || assigned[stop.Id] {
		return func() {}
	}
	st.bounds = append(st.bounds, loopBound{counter: j.Id, stop: stop.Id})
	n := len(st.bounds)
	return func() { st.bounds = st.bounds[:n-1] }
}

// boundedBelowStop reports whether x - y, for a loop counter y, cannot be negative: x is the
// stop of y's innermost enclosing range loop, or that stop minus 1 (or 0).
func (st *fnState) boundedBelowStop(x, y translate.Expr) bool {
	j, ok := y.(*translate.Name)
	if !ok {
		return false
	}
	stop := ""
	for i := len(st.bounds) - 1; i >= 0; i-- {
		if st.bounds[i].counter == j.Id {
			stop = st.bounds[i].stop
			break
		}
	}
	if stop == "" {
		return false
	}
	isStop := func(e translate.Expr) bool { n, ok := e.(*translate.Name); return ok && n.Id == stop }
	if isStop(x) {
		return true
	}
	b, ok := x.(*translate.BinOp)
	return ok && b.Op == translate.Sub && isStop(b.X) && st.isConstIn(b.Y, 0, 1)
}

// stopMinusCounter reports whether x is stop - j - c (c a constant 0 or 1) for a counter j
// bounded by stop: (stop - j) - c, the other grouping of boundedBelowStop's stop - c - j.
func (st *fnState) stopMinusCounter(x *translate.BinOp) bool {
	inner, ok := x.X.(*translate.BinOp)
	return ok && inner.Op == translate.Sub && st.isConstIn(x.Y, 0, 1) && st.boundedBelowStop(inner.X, inner.Y)
}

// isConstIn reports whether x is an integer constant in [lo, hi].
func (st *fnState) isConstIn(x translate.Expr, lo, hi int64) bool {
	v, ok := st.info.Consts[x]
	if !ok || v.Kind() != constant.Int {
		return false
	}
	c, exact := constant.Int64Val(v)
	return exact && c >= lo && c <= hi
}
