package translate

import (
	"go/constant"
	"strconv"
)

// Unroll asks for the loop `for x in numba.literal_unroll(t): body` to be unrolled, as Numba
// versions the body once per member of a heterogeneous tuple: with N >= 0 the loop becomes
//
//	_luK = t
//	x_luK_0 = _luK[0]
//	body, with x renamed x_luK_0
//	...
//	x_luK_(N-1) = _luK[N-1]
//	body, with x renamed x_luK_(N-1)
//	else body
//
// so that each copy of the body is typed with its member's type (with a continue in the body,
// each copy runs in a loop of one pass that the continue ends). With N < 0 (a list or an
// array, whose items share one type) the loop becomes `for x in t`. A break leaves the whole
// expansion, a continue the copy it is in.
type Unroll struct {
	Loop *For
	N    int
}

// UnrollLoops returns a copy of m in which the loops listed for each function are unrolled;
// m is unchanged, and functions without unrolls are shared.
func UnrollLoops(m *Module, unrolls map[*FuncDef][]Unroll) *Module {
	c := *m
	c.Funcs = make([]*FuncDef, len(m.Funcs))
	for i, f := range m.Funcs {
		us := unrolls[f]
		if len(us) == 0 {
			c.Funcs[i] = f
			continue
		}
		u := &unroller{loops: map[*For]int{}, used: map[string]bool{}}
		for _, x := range us {
			u.loops[x.Loop] = x.N
		}
		for _, p := range f.Params {
			u.used[p.Name] = true
		}
		WalkNames(f.Body, func(n *Name) { u.used[n.Id] = true })
		fc := *f
		fc.Body = u.block(f.Body)
		c.Funcs[i] = &fc
	}
	return &c
}

type unroller struct {
	loops map[*For]int
	used  map[string]bool
	n     int
}

// fresh returns an unused name built from base.
func (u *unroller) fresh(base string) string {
	n := base
	for u.used[n] {
		n += "_"
	}
	u.used[n] = true
	return n
}

// block copies body with the listed loops unrolled; statements without such loops are shared.
func (u *unroller) block(body []Stmt) []Stmt {
	if body == nil {
		return nil
	}
	out := make([]Stmt, 0, len(body))
	for _, s := range body {
		out = append(out, u.stmt(s)...)
	}
	return out
}

func (u *unroller) stmt(s Stmt) []Stmt {
	switch s := s.(type) {
	case *For:
		if n, ok := u.loops[s]; ok {
			return u.unroll(s, n)
		}
		c := *s
		c.Body, c.Else = u.block(s.Body), u.block(s.Else)
		return []Stmt{&c}
	case *While:
		c := *s
		c.Body, c.Else = u.block(s.Body), u.block(s.Else)
		return []Stmt{&c}
	case *If:
		c := *s
		c.Body, c.Else = u.block(s.Body), u.block(s.Else)
		return []Stmt{&c}
	case *Try:
		c := *s
		c.Body, c.Else, c.Finally = u.block(s.Body), u.block(s.Else), u.block(s.Finally)
		c.Handlers = make([]*Handler, len(s.Handlers))
		for i, h := range s.Handlers {
			hc := *h
			hc.Body = u.block(h.Body)
			c.Handlers[i] = &hc
		}
		return []Stmt{&c}
	case *FuncStmt:
		// A nested function's loops are listed with the function that defines it.
		for _, p := range s.Func.Params {
			u.used[p.Name] = true
		}
		fc := *s.Func
		fc.Body = u.block(s.Func.Body)
		c := *s
		c.Func = &fc
		return []Stmt{&c}
	}
	return []Stmt{s}
}

// unroll expands one literal_unroll loop.
func (u *unroller) unroll(s *For, n int) []Stmt {
	call := s.Iter.(*Call)
	if n < 0 {
		c := *s
		c.Iter = call.Args[0]
		c.Body, c.Else = u.block(s.Body), u.block(s.Else)
		return []Stmt{&c}
	}
	u.n++
	k := strconv.Itoa(u.n)
	p := s.Pos
	tup := &Name{Pos: call.Pos, Id: u.fresh("_lu" + k)}
	out := []Stmt{&Assign{Pos: p, Targets: []Expr{tup}, Value: call.Args[0]}}
	var body []Stmt
	bound := map[string]bool{}
	for _, b := range BoundNames(s.Target) {
		bound[b.Id] = true
	}
	_, brk := LoopJump(s.Body, false)
	_, cont := LoopJump(s.Body, true)
	var broke *Name // with continue and break: set by a break that leaves the expansion
	if cont && brk {
		broke = &Name{Pos: p, Id: u.fresh("_lu" + k + "_broke")}
		out = append(out, &Assign{Pos: p, Targets: []Expr{broke}, Value: boolConst(p, false)})
	}
	for i := range n {
		names := map[string]string{}
		for id := range bound {
			names[id] = u.fresh(id + "_lu" + k + "_" + strconv.Itoa(i))
		}
		rename := func(x *Name, _ bool) *Name {
			if id, ok := names[x.Id]; ok {
				return &Name{Pos: x.Pos, Id: id}
			}
			return &Name{Pos: x.Pos, Id: x.Id} // a node of its own: each copy is typed apart
		}
		item := &Subscript{Pos: p, X: &Name{Pos: tup.Pos, Id: tup.Id},
			Index: &Const{Pos: p, Kind: IntConst, Value: constant.MakeInt64(int64(i))}}
		cp := []Stmt{&Assign{Pos: p, Targets: []Expr{cloneExpr(s.Target, rename, true)}, Value: item}}
		cp = append(cp, u.block(cloneStmts(s.Body, rename))...)
		if !cont {
			body = append(body, cp...)
			continue
		}
		// A continue ends this copy: the copy runs in a loop of one pass, which continue
		// (and break) leave; a break then also leaves the expansion through the flag.
		if brk {
			cp = flagBreaks(cp, broke)
		}
		once := &Name{Pos: p, Id: u.fresh("_lu" + k + "_once")}
		body = append(body, &For{Pos: p, Target: once,
			Iter: &Call{Pos: p, Func: &Name{Pos: p, Id: "range"}, Args: []Expr{&Const{Pos: p, Kind: IntConst, Value: constant.MakeInt64(1)}}},
			Body: cp})
		if brk {
			body = append(body, &If{Pos: p, Test: &Name{Pos: p, Id: broke.Id}, Body: []Stmt{&Break{Pos: p}}})
		}
	}
	body = append(body, u.block(s.Else)...)
	if !brk {
		return append(out, body...)
	}
	// A break leaves the expansion: it runs in a loop of one pass, which a break ending
	// the copies leaves too (the else clause runs before it, only when no copy broke).
	body = append(body, &Break{Pos: p})
	return append(out, &While{Pos: p, Test: boolConst(p, true), Body: body})
}

func boolConst(p Pos, b bool) *Const {
	return &Const{Pos: p, Kind: BoolConst, Value: constant.MakeBool(b)}
}

// flagBreaks returns body with each break that leaves its loop (not those of nested loops)
// preceded by `flag = True`.
func flagBreaks(body []Stmt, flag *Name) []Stmt {
	out := make([]Stmt, 0, len(body))
	for _, s := range body {
		switch s := s.(type) {
		case *Break:
			out = append(out, &Assign{Pos: s.Pos, Targets: []Expr{&Name{Pos: s.Pos, Id: flag.Id}}, Value: boolConst(s.Pos, true)}, s)
			continue
		case *If:
			c := *s
			c.Body, c.Else = flagBreaks(s.Body, flag), flagBreaks(s.Else, flag)
			out = append(out, &c)
			continue
		case *Try:
			c := *s
			c.Body, c.Else, c.Finally = flagBreaks(s.Body, flag), flagBreaks(s.Else, flag), flagBreaks(s.Finally, flag)
			c.Handlers = make([]*Handler, len(s.Handlers))
			for i, h := range s.Handlers {
				hc := *h
				hc.Body = flagBreaks(h.Body, flag)
				c.Handlers[i] = &hc
			}
			out = append(out, &c)
			continue
		}
		out = append(out, s)
	}
	return out
}

// LoopJump returns the first break (cont false) or continue (cont true) of a loop body that
// leaves or restarts that loop (those of nested loops do not).
func LoopJump(body []Stmt, cont bool) (Pos, bool) {
	for _, s := range body {
		switch s := s.(type) {
		case *Break:
			if !cont {
				return s.Pos, true
			}
		case *Continue:
			if cont {
				return s.Pos, true
			}
		case *If:
			if p, ok := LoopJump(s.Body, cont); ok {
				return p, true
			}
			if p, ok := LoopJump(s.Else, cont); ok {
				return p, true
			}
		case *Try:
			for _, b := range Blocks(s) {
				if p, ok := LoopJump(b, cont); ok {
					return p, true
				}
			}
		}
	}
	return Pos{}, false
}
