package typer

import (
	"slices"

	"github.com/pygo-lang/pygo/translate"
)

// numba.literal_unroll: `for x in literal_unroll(t)` over a tuple is expanded by
// translate.UnrollLoops into one copy of the body per member, each typed with its member's
// type (Numba versions the loop body per type). The typer records the loop in the final
// pass, Check expands it and checks again. Over a list or an array, whose items share one
// type, the loop is a plain loop.

func init() {
	builtinSigs["numba.literal_unroll"] = func(st *fnState, e *translate.Call, _ []Type) Type {
		st.c.errorf(e.Pos, "unsupported-feature", "write for x in literal_unroll(t): ...",
			"literal_unroll is supported only as the iterable of a for loop")
		return nil
	}
}

func (st *fnState) isLiteralUnroll(e translate.Expr) bool {
	p := st.c.resolvePath(e)
	return p == "numba.literal_unroll" || p == "numba.misc.literal_unroll.literal_unroll"
}

// literalUnroll types for x in literal_unroll(t) before its expansion: it records the
// expansion and returns the type the loop variable has meanwhile (the first member's).
func (st *fnState) literalUnroll(s *translate.For, call *translate.Call) Type {
	c := st.c
	st.info.Types[call.Func] = &BuiltinRef{Path: "numba.literal_unroll"}
	if len(call.Args) != 1 || len(call.Keywords) > 0 {
		c.errorf(call.Pos, "wrong-arg-count", "", "literal_unroll() takes one tuple or list")
		return nil
	}
	t := st.expr(call.Args[0])
	n := -1
	var elem Type
	switch t := t.(type) {
	case nil:
		return nil
	case *Tuple:
		n = len(t.Elems)
		if n > 0 {
			elem = t.Elems[0]
		}
	case *LitList:
		// A literal list of mixed items (Numba's LiteralList): unrolled as a tuple is.
		n = len(t.Items.Elems)
		if n > 0 {
			elem = t.Items.Elems[0]
		}
	case *List:
		elem = t.Elem
	case *Array:
		elem = st.iterElem(call.Args[0], t)
	default:
		c.errorf(call.Args[0].At(), "type-mismatch", "", "literal_unroll() needs a tuple, a list or an array, not %s", describe(t))
		return nil
	}
	if !c.final {
		return elem
	}
	if m, ok := c.unrolled[s]; ok {
		if m != n {
			// The expansion is one for all specializations of the function.
			c.errorf(call.Args[0].At(), "unsupported-feature", "give the function one tuple type, or write one function per tuple type",
				"literal_unroll over tuples of different lengths (%d and %d) in specializations of one function", m, n)
			// Not expanded: Check reports the error instead of checking an expansion that
			// would skip members.
			def := c.topFuncOf(s)
			c.unrolls[def] = slices.DeleteFunc(c.unrolls[def], func(u translate.Unroll) bool { return u.Loop == s })
			if len(c.unrolls[def]) == 0 {
				delete(c.unrolls, def)
			}
		}
		return elem
	}
	def := c.topFuncOf(s)
	if def == nil {
		c.errorf(s.Pos, "unsupported-feature", "move the loop into a module-level function",
			"literal_unroll loops are supported in module-level functions only")
		return nil
	}
	c.unrolled[s] = n
	c.unrolls[def] = append(c.unrolls[def], translate.Unroll{Loop: s, N: n})
	return elem
}

// topFuncOf returns the module-level function whose body holds the loop (directly, or in a
// function nested in it), or nil.
func (c *checker) topFuncOf(loop *translate.For) *translate.FuncDef {
	var holds func(body []translate.Stmt) bool
	holds = func(body []translate.Stmt) bool {
		for _, s := range body {
			switch s := s.(type) {
			case *translate.For:
				if s == loop || holds(s.Body) || holds(s.Else) {
					return true
				}
			case *translate.While:
				if holds(s.Body) || holds(s.Else) {
					return true
				}
			case *translate.If:
				if holds(s.Body) || holds(s.Else) {
					return true
				}
			case *translate.Try:
				if holds(s.Body) || holds(s.Else) || holds(s.Finally) {
					return true
				}
				for _, h := range s.Handlers {
					if holds(h.Body) {
						return true
					}
				}
			case *translate.FuncStmt:
				// A nested function (a closure) is expanded with the function that defines it.
				if holds(s.Func.Body) {
					return true
				}
			}
		}
		return false
	}
	for _, f := range c.mod.Funcs {
		if holds(f.Body) {
			return f
		}
	}
	return nil
}
