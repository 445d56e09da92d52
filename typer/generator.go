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
	}
	if t == nil {
		return
	}
	switch t.(type) {
	case *Basic, *Tuple, StrType, *Array:
	default:
		c.errorf(y.X.At(), "type-mismatch", "yield numbers, strings, arrays or tuples of numbers and strings", "cannot yield %s", t)
		return
	}
	if tt, ok := t.(*Tuple); ok {
		for _, e := range tt.Elems {
			if !yieldableElem(e) {
				c.errorf(y.X.At(), "type-mismatch", "yield numbers, strings, arrays or tuples of numbers and strings", "cannot yield %s", t)
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

// yieldableElem reports whether a yielded tuple may hold t: a number, a string, or a tuple of
// such (np.ndenumerate's (index, value)).
func yieldableElem(t Type) bool {
	if tt, ok := t.(*Tuple); ok {
		for _, e := range tt.Elems {
			if !yieldableElem(e) {
				return false
			}
		}
		return true
	}
	return isBasic(t) || isStr(t)
}

// generatorResult is the result of a generator specialization once its body is typed.
func (st *fnState) generatorResult() Type {
	if st.yieldT == nil {
		return nil
	}
	return &Generator{Elem: st.yieldT}
}

// checkGenerator reports the uses of a generator specialization compiled code cannot give:
// a generator with an eager signature (Numba's would type the generator object). A generator
// function called from Go is an entry point that returns a *kernels.Iter, as calling it from
// Python gives a generator object.
func (c *checker) checkGenerator(sp *Spec) {
	if !sp.Def.Generator {
		return
	}
	if sp.Declared {
		c.errorf(sp.Def.Pos, "unsupported-feature", "leave the signature out: called from Go, the generator function returns a *kernels.Iter",
			"%s is a generator, which cannot have an eager signature", sp.Def.Name)
	}
}

// GeneratorEntry reports whether s is a generator function called from Go: its entry point
// returns the generator as a *kernels.Iter, whose body runs as the caller takes values.
func (s *Spec) GeneratorEntry() bool {
	return s.Entry && s.Def.Generator
}
