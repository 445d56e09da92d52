package emit

import (
	"go/constant"

	"github.com/pygo-lang/pygo/translate"
)

// terminates reports whether the Go statements emitted for body end in a terminating
// statement in the sense of the Go specification ("Terminating statements"). block emits a
// list up to its first terminating statement, so the list terminates if any statement does.
// The function mirrors how stmt lowers each statement: a function with results whose emitted
// body does not terminate gets a final panic("unreachable"), since the typer has proved that
// Python control never reaches the end (a while-True loop that only returns, an assert False).
func (fe *funcEmitter) terminates(body []translate.Stmt) bool {
	for _, s := range body {
		if fe.terminatesStmt(s) {
			return true
		}
	}
	return false
}

// terminatesStmt reports whether the Go emitted for s ends in a terminating statement,
// remembering the answer: liveStmts asks it of every statement of every block.
func (fe *funcEmitter) terminatesStmt(s translate.Stmt) bool {
	if t, ok := fe.terminating[s]; ok {
		return t
	}
	t := fe.terminatesStmt1(s)
	if fe.terminating == nil {
		fe.terminating = map[translate.Stmt]bool{}
	}
	fe.terminating[s] = t
	return t
}

func (fe *funcEmitter) terminatesStmt1(s translate.Stmt) bool {
	switch s := s.(type) {
	case *translate.Return, *translate.Raise:
		return true
	case *translate.If:
		if v, ok := fe.info.Consts[s.Test]; ok {
			// stmt emits only the branch a constant condition takes, in place.
			if constant.Sign(boolInt(v)) != 0 {
				return fe.terminates(s.Body)
			}
			return fe.terminates(s.Else)
		}
		return fe.ifTerminates(s)
	case *translate.While:
		if fe.infinite(s) && len(s.Else) == 0 && !containsBreak(s.Body) {
			return true // for { ... } with no break of its own
		}
		return loopElseTerminates(fe, s.Body, s.Else)
	case *translate.For:
		if fe.info.Parallel[s] != nil {
			return false
		}
		return loopElseTerminates(fe, s.Body, s.Else)
	case *translate.Try:
		// With except clauses and an else clause, no finally, and a body that never leaves its
		// closure by an exit code, tryStmt ends with if exc != nil { clauses } else { else },
		// where the clauses are an if-else chain whose last branch raises again or runs a
		// clause that catches everything.
		if len(s.Finally) > 0 || len(s.Handlers) == 0 || len(s.Else) == 0 || leavesClosure(s.Body, true) {
			return false
		}
		for _, h := range s.Handlers {
			if !fe.terminates(h.Body) {
				return false
			}
		}
		return fe.terminates(s.Else)
	}
	return false
}

// leavesClosure reports whether body, run in a try closure, may leave it with an exit code: it
// holds a return, or a break or continue outside any loop of its own (outer is true for the
// statements that are not inside such a loop).
func leavesClosure(body []translate.Stmt, outer bool) bool {
	for _, s := range body {
		switch s.(type) {
		case *translate.Return:
			return true
		case *translate.Break, *translate.Continue:
			if outer {
				return true
			}
		}
		_, loop := s.(*translate.For)
		if _, w := s.(*translate.While); w {
			loop = true
		}
		for i, b := range translate.Blocks(s) {
			// A loop's else clause runs outside the loop.
			in := outer && !(loop && i == 0)
			if leavesClosure(b, in) {
				return true
			}
		}
	}
	return false
}

// ifTerminates is terminates for an if statement emitted with its test: ifStmt emits an elif
// as `else if`, unless its test is a constant (then as a block holding the branch taken).
func (fe *funcEmitter) ifTerminates(s *translate.If) bool {
	if len(s.Else) == 0 || !fe.terminates(s.Body) {
		return false
	}
	if len(s.Else) == 1 {
		if elif, ok := s.Else[0].(*translate.If); ok && !fe.isConst(elif.Test) {
			return fe.ifTerminates(elif)
		}
	}
	return fe.terminates(s.Else)
}

// loopElseTerminates reports whether a loop with a condition, emitted by loop, ends its Go
// statements with a terminating one: only its else clause can, when no break skips it.
func loopElseTerminates(fe *funcEmitter, body, orelse []translate.Stmt) bool {
	return len(orelse) > 0 && !containsBreak(body) && fe.terminates(orelse)
}

// infinite reports whether a while loop is emitted as for { ... }: its test is constantly true.
func (fe *funcEmitter) infinite(s *translate.While) bool {
	c, ok := fe.info.Consts[s.Test]
	return ok && basic(fe.typeOf(s.Test)) != nil && constant.Sign(boolInt(c)) != 0
}

// prunedJump reports whether s is an if statement with a constant condition whose taken branch
// breaks or continues at its top level, or through another such if: the statements after it
// are dead code that the typer left untyped (see typer's prunedExit).
func (fe *funcEmitter) prunedJump(s translate.Stmt) bool {
	ifs, ok := s.(*translate.If)
	if !ok {
		return false
	}
	v, ok := fe.info.Consts[ifs.Test]
	if !ok {
		return false
	}
	taken := ifs.Else
	if constant.Sign(boolInt(v)) != 0 {
		taken = ifs.Body
	}
	for _, x := range taken {
		switch x.(type) {
		case *translate.Break, *translate.Continue:
			return true
		}
		if fe.terminatesStmt(x) || fe.prunedJump(x) {
			return true
		}
	}
	return false
}
