package typer

import (
	"github.com/pygo-lang/pygo/translate"
)

// ExcDecl is a module-level exception class, `class MyError(ValueError): pass`, that compiled
// code raises. It becomes a Go error type of the generated package.
type ExcDecl struct {
	Name string
	Pos  translate.Pos
	// Base is the class it derives from: a built-in exception class, or Parent.
	Base   string
	Parent *ExcDecl // the base class when it is another module-level exception class
	GoName string   // the Go type name, set by nameProgram
}

// Builtin returns the built-in exception class the class derives from, through its parents.
func (d *ExcDecl) Builtin() string {
	for d.Parent != nil {
		d = d.Parent
	}
	return d.Base
}

// collectExcClasses finds the module's exception classes: a class whose base is a built-in
// exception class or an exception class defined above it. Other classes of that shape
// (class P(object): pass) are Python classes compiled code cannot use.
func (c *checker) collectExcClasses() {
	c.userExc = map[string]*ExcDecl{}
	c.badClass = map[string]translate.Pos{}
	for _, ec := range c.mod.ExcClasses {
		d := &ExcDecl{Name: ec.Name, Pos: ec.Pos, Base: ec.Base}
		switch {
		case c.userExc[ec.Base] != nil:
			d.Parent = c.userExc[ec.Base]
		case excClasses[ec.Base]:
		default:
			c.badClass[ec.Name] = ec.Pos
			continue
		}
		c.userExc[ec.Name] = d
	}
}

// excClassRef resolves a name that refers to a module-level exception class, or returns nil.
func (c *checker) excClassRef(name string) Type {
	d := c.userExc[name]
	if d == nil {
		return nil
	}
	for p := d; p != nil; p = p.Parent {
		c.usedExc[p] = true
	}
	return &ExcClass{Name: name, User: d}
}

// usedExcClasses returns the module's exception classes that compiled code raises, in
// source order.
func (c *checker) usedExcClasses() []*ExcDecl {
	var out []*ExcDecl
	for _, ec := range c.mod.ExcClasses {
		if d := c.userExc[ec.Name]; d != nil && c.usedExc[d] {
			out = append(out, d)
		}
	}
	return out
}

// tryStmt types try/except/else/finally. Numba 0.56 compiles one except clause, bare or
// naming exactly Exception; pygo also compiles clauses naming classes (or tuples of them),
// several clauses, and a bare raise inside a clause, with Python's meaning (CPython is their
// oracle). A clause that is bare or names Exception catches everything the body raises, so
// the body's exceptions do not make the function raise; a try without one passes on what no
// clause matches.
func (st *fnState) tryStmt(s *translate.Try) {
	catchAll := false
	for _, h := range s.Handlers {
		if st.handlerType(h) {
			catchAll = true
		}
	}
	raises := st.raises
	st.block(s.Body)
	if catchAll {
		st.raises = raises
	}
	st.handlers++
	for _, h := range s.Handlers {
		st.caught = append(st.caught, h.Name)
		st.block(h.Body)
		st.caught = st.caught[:len(st.caught)-1]
	}
	st.handlers--
	st.block(s.Else)
	st.finally = append(st.finally, st.loops)
	st.block(s.Finally)
	st.finally = st.finally[:len(st.finally)-1]
}

// handlerType checks the classes an except clause names, binds the name of `except C as e`
// to the exception object (ExcValue, beyond Numba 0.56, which cannot bind it), and reports whether the clause
// catches every exception (it is bare, or names Exception).
func (st *fnState) handlerType(h *translate.Handler) bool {
	c := st.c
	if h.Name != "" {
		st.setVar(h.Name, ExcValue{}, h.Pos)
	}
	if h.Type == nil {
		return true
	}
	classes := []translate.Expr{h.Type}
	if tup, ok := h.Type.(*translate.Tuple); ok {
		classes = tup.Elts
	}
	all := false
	for _, x := range classes {
		t := st.expr(x)
		ec, ok := t.(*ExcClass)
		switch {
		case t == nil:
		case !ok:
			c.errorf(x.At(), "type-mismatch", "name a built-in exception class or a module-level class derived from one", "cannot catch %s: it is not an exception class", t)
		case ec.Name == "Exception" && ec.User == nil:
			all = true
		}
	}
	return all
}

// leavesFinally reports a return, break or continue that leaves a finally clause, which
// pygo does not support.
func (st *fnState) leavesFinally(s translate.Stmt) {
	if len(st.finally) == 0 {
		return
	}
	what := "return"
	switch s.(type) {
	case *translate.Return:
	case *translate.Break:
		what = "break"
	case *translate.Continue:
		what = "continue"
	}
	if what != "return" && st.loops > st.finally[len(st.finally)-1] {
		return // leaves a loop inside the clause
	}
	st.c.errorf(s.At(), "unsupported-feature", "leave the function after the try statement",
		"%s inside a finally clause is not supported", what)
}

// tryInPrange reports the first try statement of a prange loop body.
func (st *fnState) tryInPrange(body []translate.Stmt) bool {
	for _, s := range body {
		if t, ok := s.(*translate.Try); ok {
			st.c.errorf(t.Pos, "unsupported-feature", "move the try statement into a function the loop calls, or out of the loop",
				"try statements inside prange loops are not supported")
			return true
		}
		for _, b := range translate.Blocks(s) {
			if st.tryInPrange(b) {
				return true
			}
		}
	}
	return false
}
