package typer

import "github.com/pygo-lang/pygo/translate"

// Generator is the value of a call of a generator function (one with yield statements):
// Numba's generator type, whose values unify to Elem. Compiled code only iterates over it
// where it is made (a for loop, list(), sum(), sorted(), enumerate() and zip()); it is never
// stored, passed or returned, so each generator is consumed once, as in Python.
type Generator struct {
	Elem Type
}

func (g *Generator) String() string { return "generator(" + describe(g.Elem) + ")" }
func (*Generator) typ()             {}

func isGenerator(t Type) bool { _, ok := t.(*Generator); return ok }

// yieldStmt types `yield x` in a generator body: the values of every yield unify to the
// generator's element type, as Numba's typing of generators does.
func (st *fnState) yieldStmt(y *translate.Yield) {
	c := st.c
	t := st.expr(y.X)
	switch {
	case st.prangeDepth > 0:
		c.errorf(y.Pos, "unsupported-feature", "yield from a range loop: the iterations of a prange loop run in parallel", "yield inside a prange loop is not supported")
		return
	case st.tryDepth > 0:
		c.errorf(y.Pos, "unsupported-feature", "move the yield out of the try statement", "yield inside try is not supported")
		return
	}
	if t == nil {
		return
	}
	switch t.(type) {
	case *Basic, *Tuple, StrType:
	default:
		c.errorf(y.X.At(), "type-mismatch", "yield numbers, strings or tuples of them", "cannot yield %s", t)
		return
	}
	if tt, ok := t.(*Tuple); ok {
		for _, e := range tt.Elems {
			if !isBasic(e) && !isStr(e) {
				c.errorf(y.X.At(), "type-mismatch", "yield numbers, strings or tuples of them", "cannot yield %s", t)
				return
			}
		}
	}
	u := unify(st.yieldT, t)
	if u == nil {
		c.errorf(y.Pos, "type-mismatch", "yield one type of value everywhere", "%s yields %s here but %s elsewhere", st.spec.Def.Name, t, st.yieldT)
		return
	}
	st.yieldT = u
}

// generatorResult is the result of a generator specialization once its body is typed.
func (st *fnState) generatorResult() Type {
	if st.yieldT == nil {
		return nil
	}
	return &Generator{Elem: st.yieldT}
}

// checkGenerator reports the uses of a generator specialization compiled code cannot give:
// a generator called from Go (an entry point or an eager signature).
func (c *checker) checkGenerator(sp *Spec) {
	if !sp.Def.Generator {
		return
	}
	if sp.Entry || sp.Declared {
		c.errorf(sp.Def.Pos, "unsupported-feature", "consume it in a jitted function, with a for loop, list(...), sum(...) or sorted(...), and call that one from Go",
			"%s is a generator, which cannot be called from Go", sp.Def.Name)
	}
}

// funcArg checks a function passed as an argument to a user function: as Numba's dispatcher
// types, each function is a type of its own, so the callee gets one specialization per
// function it is given, which calls that function directly (the Go argument is an empty
// struct). Only module-level compiled functions can be passed.
func (st *fnState) funcArg(a translate.Expr, f *FuncRef, callee string) bool {
	fe := f.Fn
	switch {
	case fe.parent != nil:
		st.c.errorf(a.At(), "unsupported-feature", "define the function at module level with @njit", "cannot pass the nested function %s to %s", fe.def.Name, callee)
		return false
	case fe.ufunc != nil || fe.gufunc != nil || fe.cuda != nil:
		st.c.errorf(a.At(), "unsupported-feature", "pass a plain @njit function", "cannot pass %s to %s: only @njit functions can be passed", fe.def.Name, callee)
		return false
	case fe.def.Generator:
		st.c.errorf(a.At(), "unsupported-feature", "pass a plain @njit function", "cannot pass the generator function %s to %s", fe.def.Name, callee)
		return false
	}
	return true
}

// hasFuncParam reports whether a specialization takes a function argument (it cannot be
// called from Go).
func hasFuncParam(sp *Spec) bool {
	for _, p := range sp.Params {
		if _, ok := p.(*FuncRef); ok {
			return true
		}
	}
	return false
}

// funcAlias checks `g = f` where f is a function: g then names f in calls and arguments, as
// long as every assignment to g gives the same function (a variable holding one of several
// functions has no single Numba type). Only a name of a function, or another alias, can be
// assigned.
func (st *fnState) funcAlias(tg *translate.Name, value translate.Expr) bool {
	if value == nil {
		st.c.errorf(tg.Pos, "unsupported-feature", "call each function in its own statement", "cannot bind %s to functions in a loop or unpacking", tg.Id)
		return false
	}
	if _, ok := value.(*translate.Name); !ok {
		st.c.errorf(value.At(), "unsupported-feature", "assign the function's name: g = f", "cannot store this function value in variable %s", tg.Id)
		return false
	}
	return true
}
