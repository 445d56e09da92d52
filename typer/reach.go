package typer

import (
	"go/constant"

	"github.com/pygo-lang/pygo/translate"
)

// fallsOff reports whether control can reach the end of a function body, where Python
// returns None: through a statement list that neither returns nor raises, a loop that can
// end, or a branch of an if. A branch whose condition is a constant is taken or skipped as
// the constant says, as Numba prunes dead branches, and statements after a return are dead.
func fallsOff(body []translate.Stmt, consts map[translate.Expr]constant.Value) bool {
	r := &reach{consts: consts}
	return r.block(body)
}

// reach walks the statements control can reach.
type reach struct {
	consts map[translate.Expr]constant.Value
	broke  []bool // per enclosing loop: a reachable break leaves it
}

// block reports whether control can leave body at its end.
func (r *reach) block(body []translate.Stmt) bool {
	for _, s := range body {
		if !r.stmt(s) {
			return false // the rest is dead code
		}
	}
	return true
}

// stmt reports whether control can continue after s.
func (r *reach) stmt(s translate.Stmt) bool {
	switch s := s.(type) {
	case *translate.Return, *translate.Raise:
		return false
	case *translate.Break:
		if len(r.broke) > 0 {
			r.broke[len(r.broke)-1] = true
		}
		return false
	case *translate.Continue:
		return false
	case *translate.Assert:
		truth, known := r.truth(s.Test)
		return !known || truth
	case *translate.If:
		if truth, known := r.truth(s.Test); known {
			if truth {
				return r.block(s.Body)
			}
			return r.block(s.Else)
		}
		body := r.block(s.Body)
		orelse := r.block(s.Else)
		return body || orelse
	case *translate.While:
		truth, known := r.truth(s.Test)
		broke := r.loop(s.Body, known && !truth)
		if known && truth {
			return broke // the condition never fails: only a break leaves the loop
		}
		return r.block(s.Else) || broke
	case *translate.For:
		broke := r.loop(s.Body, false)
		return r.block(s.Else) || broke
	case *translate.Try:
		// The except clause catches what the body raises anywhere, so control may reach it
		// whenever the body is not empty; the finally clause runs on every way out.
		through := r.block(s.Body) && r.block(s.Else)
		for _, h := range s.Handlers {
			if r.block(h.Body) && len(s.Body) > 0 {
				through = true
			}
		}
		return r.block(s.Finally) && through
	}
	return true
}

// loop walks a loop body (unless it never runs) and reports whether a break leaves the loop.
func (r *reach) loop(body []translate.Stmt, never bool) bool {
	if never {
		return false
	}
	r.broke = append(r.broke, false)
	r.block(body)
	broke := r.broke[len(r.broke)-1]
	r.broke = r.broke[:len(r.broke)-1]
	return broke
}

// truth returns the truth of a constant numeric or bool condition.
func (r *reach) truth(e translate.Expr) (truth, known bool) {
	v, ok := r.consts[e]
	if !ok {
		return false, false
	}
	switch v.Kind() {
	case constant.Bool, constant.Int, constant.Float, constant.Complex:
		return constant.Sign(boolValue(v)) != 0, true
	}
	return false, false
}
