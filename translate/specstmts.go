package translate

import "github.com/go-python/gpython/ast"

// Define is a module-level `name.define(T)` statement: it gives the type that the
// deferred_type() bound to name stands for, as Numba's DeferredType.define does. A jitclass
// spec names a deferred type to refer to its own class (a linked list's `next` field).
type Define struct {
	Pos
	Name string // the module-level name bound to deferred_type()
	Type Expr   // the type expression passed to define, e.g. Node.class_type.instance_type
}

// deferredDefine recognizes `name.define(T)` as a module-level expression statement.
func (l *lowerer) deferredDefine(s *ast.ExprStmt) (*Define, bool) {
	call, ok := s.Value.(*ast.Call)
	if !ok || len(call.Args) != 1 || len(call.Keywords) != 0 {
		return nil, false
	}
	attr, ok := call.Func.(*ast.Attribute)
	if !ok || string(attr.Attr) != "define" {
		return nil, false
	}
	n, ok := attr.Value.(*ast.Name)
	if !ok {
		return nil, false
	}
	return &Define{Pos: l.pos(s), Name: string(n.Id), Type: l.expr(call.Args[0])}, true
}

// ItemSet is a module-level `name[key] = value` statement, such as an entry of a jitclass
// spec built in an OrderedDict (spec["x"] = int32).
type ItemSet struct {
	Pos
	Name       string
	Key, Value Expr
}

// moduleItemSet recognizes `name[key] = value` as a module-level assignment.
func (l *lowerer) moduleItemSet(s *ast.Assign) (*ItemSet, bool) {
	sub, ok := s.Targets[0].(*ast.Subscript)
	if !ok {
		return nil, false
	}
	n, ok := sub.Value.(*ast.Name)
	idx, isIndex := sub.Slice.(*ast.Index)
	if !ok || !isIndex {
		return nil, false
	}
	return &ItemSet{Pos: l.pos(s), Name: string(n.Id), Key: l.expr(idx.Value), Value: l.expr(s.Value)}, true
}
