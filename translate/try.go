package translate

import (
	"go/constant"
	"strings"

	"github.com/go-python/gpython/ast"
)

// Try is `try: Body except ...: ... else: Else finally: Finally`. Handlers, Else and Finally
// may each be empty, though not Handlers and Finally both.
type Try struct {
	Pos
	Body     []Stmt
	Handlers []*Handler
	Else     []Stmt
	Finally  []Stmt
}

// Handler is one except clause of a Try.
type Handler struct {
	Pos
	Type Expr   // the class or tuple of classes caught, nil for a bare except
	Name string // the name of `except C as name`, or ""
	Body []Stmt
}

func (*Try) stmtNode() {}

// ExcClassDef is a module-level exception class, `class Name(Base): pass`, whose body holds
// nothing but pass statements and a docstring. Numba compiles raising it.
type ExcClassDef struct {
	Pos
	Name string
	Base string // the name of the base class as written, such as "ValueError"
}

// Blocks returns the statement lists nested in a compound statement, in source order:
// the body and else clause of if, while and for; the body, handlers, else and finally of try.
// It returns nil for simple statements and nested function definitions.
func Blocks(s Stmt) [][]Stmt {
	switch s := s.(type) {
	case *If:
		return [][]Stmt{s.Body, s.Else}
	case *While:
		return [][]Stmt{s.Body, s.Else}
	case *For:
		return [][]Stmt{s.Body, s.Else}
	case *Try:
		out := [][]Stmt{s.Body}
		for _, h := range s.Handlers {
			out = append(out, h.Body)
		}
		return append(out, s.Else, s.Finally)
	}
	return nil
}

// try lowers a try statement.
func (l *lowerer) try(p Pos, s *ast.Try) Stmt {
	t := &Try{Pos: p, Body: l.stmts(s.Body), Else: l.stmts(s.Orelse), Finally: l.stmts(s.Finalbody)}
	for _, h := range s.Handlers {
		l.handlers++
		body := l.stmts(h.Body)
		l.handlers--
		t.Handlers = append(t.Handlers, &Handler{Pos: l.handlerPos(h), Type: l.optExpr(h.ExprType), Name: string(h.Name), Body: body})
	}
	return t
}

// handlerPos finds the `except` keyword of a handler, which gpython does not position: the
// nearest line at or above its first statement that starts with it.
func (l *lowerer) handlerPos(h *ast.ExceptHandler) Pos {
	p := l.pos(h.Body[0])
	for line := p.Line; line >= 1 && line <= len(l.lines); line-- {
		text := l.lines[line-1]
		trimmed := strings.TrimLeft(text, " \t")
		if strings.HasPrefix(trimmed, "except") {
			return Pos{Line: line, Col: len(text) - len(trimmed) + 1}
		}
	}
	return p
}

// excClass returns the exception class a module-level class statement defines, or nil when
// it is not of the form `class Name(Base): pass` (with an optional docstring).
func (l *lowerer) excClass(s *ast.ClassDef) *ExcClassDef {
	if len(s.Bases) != 1 || len(s.Keywords) > 0 || s.Starargs != nil || s.Kwargs != nil || len(s.DecoratorList) > 0 {
		return nil
	}
	base, ok := s.Bases[0].(*ast.Name)
	if !ok {
		return nil
	}
	body := s.Body
	if _, ok := docstring(body); ok {
		body = body[1:]
	}
	for _, st := range body {
		if _, ok := st.(*ast.Pass); !ok {
			return nil
		}
	}
	return &ExcClassDef{Pos: l.pos(s), Name: string(s.Name), Base: string(base.Id)}
}

// cloneTry copies a try statement for cloneStmt.
func cloneTry(s *Try, f nameFunc) *Try {
	c := *s
	c.Body, c.Else, c.Finally = cloneStmts(s.Body, f), cloneStmts(s.Else, f), cloneStmts(s.Finally, f)
	c.Handlers = make([]*Handler, len(s.Handlers))
	for i, h := range s.Handlers {
		hc := *h
		hc.Type = cloneExpr(h.Type, f, false)
		hc.Body = cloneStmts(h.Body, f)
		c.Handlers[i] = &hc
	}
	return &c
}

// bareRaise lowers a bare raise outside any except clause: with no exception being handled,
// Python (and Numba) raise RuntimeError("No active exception to reraise").
func bareRaise(p Pos) *Raise {
	msg := &Const{Pos: p, Kind: StrConst, Value: constant.MakeString("No active exception to reraise")}
	return &Raise{Pos: p, Exc: &Call{Pos: p, Func: &Name{Pos: p, Id: "RuntimeError"}, Args: []Expr{msg}}}
}
