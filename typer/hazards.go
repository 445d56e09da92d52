package typer

import (
	"github.com/pygo-lang/pygo/translate"
)

// This file warns of performance hazards in code that compiles: what runs, but slower or
// otherwise than the source suggests (pygo -Werror makes the warnings errors):
//   - parallel-serial: a prange that runs serially, because the function is not compiled
//     with parallel=True or because the prange is nested in another one;
//   - parallel-reorder: a float reduction in a parallel prange, which sums in another order
//     than a serial loop (unless fastmath=True says that is wanted);
//   - strided-copy: a non-contiguous view that a call copies (ravel of a strided array, or
//     np.ascontiguousarray of one inside a loop).

// hazards adds the warnings of every specialization.
func (c *checker) hazards() {
	for _, sp := range c.specs {
		if sp.Info == nil || sp.Ufunc != nil || sp.Gufunc != nil {
			continue
		}
		h := hazardWalker{c: c, sp: sp}
		h.block(sp.Def.Body, 0, false)
	}
}

type hazardWalker struct {
	c  *checker
	sp *Spec
}

// warn adds a warning; an empty hint is the catalogue's for code.
func (h *hazardWalker) warn(p translate.Pos, code, hint, format string, args ...any) {
	h.c.warnings.Warn(h.c.file, p, code, hint, format, args...)
}

// block walks statements at a loop depth, inPar telling whether they run in a parallel loop.
func (h *hazardWalker) block(body []translate.Stmt, depth int, inPar bool) {
	for _, s := range body {
		switch s := s.(type) {
		case *translate.For:
			h.exprs(s.Iter, depth)
			inner := inPar
			if call, ok := s.Iter.(*translate.Call); ok && h.isPrange(call.Func) {
				inner = h.prange(s, inPar) || inPar
			}
			h.block(s.Body, depth+1, inner)
			h.block(s.Else, depth, inPar)
			continue
		case *translate.While:
			h.exprs(s.Test, depth+1)
			h.block(s.Body, depth+1, inPar)
			h.block(s.Else, depth, inPar)
			continue
		case *translate.FuncStmt:
			continue // nested functions are specializations of their own
		}
		h.stmtExprs(s, depth)
		for _, b := range translate.Blocks(s) {
			h.block(b, depth, inPar)
		}
	}
}

func (h *hazardWalker) isPrange(e translate.Expr) bool {
	p := h.c.resolvePath(e)
	return p == "numba.prange" || p == "numba.parfors.prange"
}

// prange warns of a prange that runs serially and of float reductions that a parallel one
// reorders; it reports whether the loop runs in parallel.
func (h *hazardWalker) prange(loop *translate.For, inPar bool) bool {
	sp := h.sp
	if !sp.IsParallel() {
		h.warn(loop.Pos, "parallel-serial", "", "this prange runs serially: %s is not compiled with parallel=True", sp.Def.Name)
		return false
	}
	pl := sp.Info.Parallel[loop]
	if pl == nil {
		if inPar {
			h.warn(loop.Pos, "parallel-serial", "loop with range here, or make this loop the outer one", "this prange runs serially: only the outermost prange of a nest runs in parallel")
		}
		return false
	}
	if sp.IsFastMath() {
		return true
	}
	for _, r := range pl.Reductions {
		if r.Op != translate.Add && r.Op != translate.Mul {
			continue
		}
		var t Type = sp.Info.Vars[r.Var]
		if r.Array != nil {
			t = r.Array.Dtype
		} else if a, ok := t.(*Array); ok {
			t = a.Dtype
		}
		if b, ok := t.(*Basic); ok && (b.IsFloat() || b.IsComplex()) {
			h.warn(loop.Pos, "parallel-reorder", "", "the %s reduction into %s is split across threads: it adds in another order than a serial loop, so the result may differ in the last bits", b, r.Var)
		}
	}
	return true
}

// stmtExprs checks the expressions a statement holds directly.
func (h *hazardWalker) stmtExprs(s translate.Stmt, depth int) {
	translate.WalkExprs([]translate.Stmt{shallow(s)}, func(e translate.Expr) { h.expr(e, depth) })
}

func (h *hazardWalker) exprs(e translate.Expr, depth int) {
	translate.WalkExprs([]translate.Stmt{&translate.ExprStmt{Pos: e.At(), X: e}}, func(e translate.Expr) { h.expr(e, depth) })
}

// shallow returns a statement without its blocks, which block walks on its own.
func shallow(s translate.Stmt) translate.Stmt {
	switch s := s.(type) {
	case *translate.If:
		c := *s
		c.Body, c.Else = nil, nil
		return &c
	case *translate.Try:
		c := *s
		c.Body, c.Else, c.Finally, c.Handlers = nil, nil, nil, nil
		return &c
	}
	return s
}

// expr warns of a call that copies a non-contiguous view.
func (h *hazardWalker) expr(e translate.Expr, depth int) {
	call, ok := e.(*translate.Call)
	if !ok {
		return
	}
	cl := h.sp.Info.Calls[call]
	if cl == nil || cl.Kind != CallBuiltin || len(cl.ArgTypes) == 0 {
		return
	}
	a, ok := cl.ArgTypes[0].(*Array)
	if !ok || a.Layout == LayoutC || a.Ndim == 0 {
		return
	}
	what := translate.ExprString(cl.Args[0])
	if cl.Recv != nil {
		what = translate.ExprString(cl.Recv)
	}
	switch cl.Builtin {
	case "numpy.ravel":
		h.warn(call.Pos, "strided-copy", "declare the array C-contiguous (float64[:, ::1]) if it is, or keep it strided and index it instead of ravelling it",
			"ravel copies %s into a new array unless it is C-contiguous, which its type %s does not say", what, a)
	case "numpy.ascontiguousarray":
		if depth > 0 {
			h.warn(call.Pos, "strided-copy", "copy the data once before the loop, or index the view directly",
				"np.ascontiguousarray copies %s on every iteration of the loop unless it is C-contiguous, which its type %s does not say", what, a)
		}
	}
}
