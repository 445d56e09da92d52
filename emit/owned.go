package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file finds the local arrays whose buffers no other name can reach, so that rebinding one
// to an element-wise expression of the same shape (x = r * x * (1.0 - x)) can compute the new
// value in the old buffer instead of allocating: the old value is garbage after the statement
// in Python, and nothing can observe the reuse. Numba allocates there (and its allocator recycles
// the freed block at once); in Go, a fresh allocation is zeroed and collected, which costs more
// than the loop itself.
//
// A variable is owned when every binding gives it a fresh array (an array expression, a copy,
// a creation function) and every other mention of it reads its elements, its shape or a value
// computed from it, writes its elements, or returns it. Anything that could make a second name
// for its buffer (x = y, a view x[1:], x.T, a tuple or list holding it, a call of a user
// function that may return it, a nested function) disqualifies it. Parameters are never owned:
// their buffers belong to the caller.

// ownedArrays returns the owned array variables of the function being emitted.
func (fe *funcEmitter) ownedArrays() map[string]bool {
	o := &ownership{fe: fe, bad: map[string]bool{}, arrays: map[string]bool{}}
	for _, p := range fe.spec.Def.Params {
		o.bad[p.Name] = true
	}
	if v := fe.spec.Def.Vararg; v != nil {
		o.bad[v.Name] = true
	}
	for name := range fe.captured {
		o.bad[name] = true
	}
	o.block(fe.spec.Def.Body)
	owned := map[string]bool{}
	for name := range o.arrays {
		if !o.bad[name] {
			owned[name] = true
		}
	}
	return owned
}

type ownership struct {
	fe     *funcEmitter
	bad    map[string]bool // names that may share their buffer
	arrays map[string]bool // array variables bound by a fresh value somewhere
}

func (o *ownership) block(body []translate.Stmt) {
	for _, s := range body {
		o.stmt(s)
	}
}

func (o *ownership) stmt(s translate.Stmt) {
	switch s := s.(type) {
	case *translate.Assign:
		for _, t := range s.Targets {
			o.target(t, s.Value)
		}
		if len(s.Targets) == 1 {
			if _, ok := s.Targets[0].(*translate.Subscript); ok {
				o.expr(s.Value, true) // x[...] = y copies y's elements
				return
			}
		}
		o.expr(s.Value, false)
	case *translate.AugAssign:
		if n, ok := s.Target.(*translate.Name); !ok {
			o.expr(s.Target, true)
		} else if arrayOf(o.fe.info.Vars[n.Id]) == nil {
			o.bad[n.Id] = true // an array's op= works in place; anything else rebinds
		}
		o.expr(s.Value, true)
	case *translate.For:
		if n, ok := s.Target.(*translate.Name); ok {
			o.bad[n.Id] = true
		} else {
			o.names(s.Target)
		}
		// Iterating over an array of two or more dimensions yields views of its rows.
		if a := arrayOf(o.fe.typeOf(s.Iter)); a != nil && a.Ndim > 1 {
			o.expr(s.Iter, false)
		} else {
			o.expr(s.Iter, true)
		}
		o.block(s.Body)
		o.block(s.Else)
	case *translate.While:
		o.expr(s.Test, true)
		o.block(s.Body)
		o.block(s.Else)
	case *translate.If:
		o.expr(s.Test, true)
		o.block(s.Body)
		o.block(s.Else)
	case *translate.Try:
		for _, b := range translate.Blocks(s) {
			o.block(b)
		}
	case *translate.Return:
		if s.Value != nil {
			// The function ends: returning the buffer (alone or in a tuple) shares nothing.
			if t, ok := s.Value.(*translate.Tuple); ok {
				for _, e := range t.Elts {
					o.expr(e, true)
				}
			} else {
				o.expr(s.Value, true)
			}
		}
	case *translate.ExprStmt:
		o.expr(s.X, true)
	case *translate.FuncStmt:
		walkStmts(s.Func.Body, func(n translate.Node, _ bool) {
			if x, ok := n.(*translate.Name); ok {
				o.bad[x.Id] = true
			}
		})
	default:
		eachExpr(s, func(e translate.Expr) { o.expr(e, true) })
	}
}

// target records the binding of target to value.
func (o *ownership) target(t, value translate.Expr) {
	switch t := t.(type) {
	case *translate.Name:
		if arrayOf(o.fe.info.Vars[t.Id]) == nil {
			return
		}
		if o.fresh(value) {
			o.arrays[t.Id] = true
		} else {
			o.bad[t.Id] = true
		}
	case *translate.Subscript:
		o.expr(t.X, true)
		o.expr(t.Index, true)
	default:
		o.names(t) // unpacking: its values may be views or shared
	}
}

// names marks every name in e as possibly shared.
func (o *ownership) names(e translate.Expr) {
	walkExpr(e, func(n translate.Node) {
		if x, ok := n.(*translate.Name); ok {
			o.bad[x.Id] = true
		}
	})
}

// fresh reports whether value is a newly allocated array that nothing else refers to.
func (o *ownership) fresh(value translate.Expr) bool {
	fe := o.fe
	if arrayOf(fe.typeOf(value)) == nil {
		return false
	}
	if fe.isElementwise(value) {
		call, isCall := value.(*translate.Call)
		return !isCall || !fe.hasOut(call)
	}
	call, ok := value.(*translate.Call)
	if !ok {
		return false
	}
	c := fe.info.Calls[call]
	switch {
	case c == nil:
		return false
	case c.Kind == typer.CallBuiltin:
		return freshFuncs[c.Builtin]
	case c.Kind == typer.CallMethod:
		return freshMethods[c.Builtin]
	}
	return false
}

// freshFuncs are the NumPy functions and array methods (as typer names them) that return a new
// array, never a view of an argument.
var freshFuncs = map[string]bool{
	"numpy.empty": true, "numpy.zeros": true, "numpy.ones": true, "numpy.full": true,
	"numpy.empty_like": true, "numpy.zeros_like": true, "numpy.ones_like": true, "numpy.full_like": true,
	"numpy.arange": true, "numpy.linspace": true, "numpy.copy": true, "numpy.array": true,
	"numpy.eye": true, "numpy.identity": true,
}

// freshMethods are the array methods that return a new array.
var freshMethods = map[string]bool{"copy": true, "astype": true, "flatten": true, "argsort": true, "cumsum": true, "cumprod": true}

// hasOut reports whether a call may be given an output array, which a ufunc returns: an out=
// keyword, or more positional arguments than a ufunc has inputs.
func (fe *funcEmitter) hasOut(call *translate.Call) bool {
	for _, k := range call.Keywords {
		if k.Name == "out" {
			return true
		}
	}
	if c := fe.info.Calls[call]; c != nil {
		if c.Out != nil {
			return true
		}
		if u := typer.Ufuncs[c.Builtin]; u != nil && len(call.Args) > u.Nin {
			return true
		}
	}
	return false
}

// expr walks e; safe says whether e itself may be the bare name of an owned array at this
// position (its value is read, not kept).
func (o *ownership) expr(e translate.Expr, safe bool) {
	fe := o.fe
	switch e := e.(type) {
	case nil:
	case *translate.Name:
		if !safe {
			o.bad[e.Id] = true
		}
	case *translate.BinOp:
		// Arithmetic makes a new value; tuple concatenation keeps its elements, which are
		// never bare names here (a tuple literal marks them).
		o.expr(e.X, true)
		o.expr(e.Y, true)
	case *translate.UnaryOp:
		o.expr(e.X, true)
	case *translate.Compare:
		// `is` compares identities and keeps nothing.
		o.expr(e.X, true)
		for _, y := range e.Ys {
			o.expr(y, true)
		}
	case *translate.Attribute:
		switch e.Name {
		case "shape", "size", "ndim", "dtype", "itemsize", "nbytes", "strides":
			o.expr(e.X, true)
		default:
			o.expr(e.X, false) // .T, .real, .flat, ... are views
		}
	case *translate.Subscript:
		// A view shares x's buffer: it may stand where its value is only read (an argument
		// of a reduction: np.argmax(x[j])), not where it is kept.
		ix := fe.info.Index[e]
		o.expr(e.X, ix != nil && (ix.Kind != typer.IndexView || safe))
		o.expr(e.Index, true)
	case *translate.Slice:
		o.expr(e.Lo, true)
		o.expr(e.Hi, true)
		o.expr(e.Step, true)
	case *translate.Call:
		o.call(e)
	case *translate.FString:
		for _, p := range e.Parts {
			o.expr(p.X, true)
		}
	default:
		// Tuples, lists, and/or, conditional expressions keep their operands.
		walkExprPruned(e, func(n translate.Node) bool {
			if n == translate.Node(e) {
				return true
			}
			if x, ok := n.(translate.Expr); ok {
				o.expr(x, false)
			}
			return false
		})
	}
}

// call walks a call: its arguments may be read (a ufunc, a reduction, a function of scalar
// result) or kept (a user function may return them, a view function shares them).
func (o *ownership) call(e *translate.Call) {
	fe := o.fe
	c := fe.info.Calls[e]
	rt := fe.typeOf(e)
	scalar := rt == nil || basic(rt) != nil || isNoneResult(rt)
	safe := false
	switch {
	case c == nil:
	case c.Kind == typer.CallBuiltin:
		safe = scalar && !anyContainer(fe, e) || typer.Ufuncs[c.Builtin] != nil && !fe.hasOut(e) || freshFuncs[c.Builtin]
	case c.Kind == typer.CallMethod:
		// A method of an array; list.append(x) and the like keep their arguments.
		safe = c.Recv != nil && arrayOf(fe.typeOf(c.Recv)) != nil && (scalar || freshMethods[c.Builtin])
	case c.Kind == typer.CallUser:
		// A jitclass method may store its arguments in its instance.
		safe = scalar && !anyContainer(fe, e) && c.Spec.Class == nil
	}
	if at, ok := e.Func.(*translate.Attribute); ok && c != nil && c.Recv != nil {
		o.expr(at.X, safe)
	} else {
		o.expr(e.Func, true)
	}
	for _, a := range e.Args {
		o.expr(a, safe)
	}
	for _, k := range e.Keywords {
		o.expr(k.Value, safe)
	}
}

func isNoneResult(t typer.Type) bool { _, ok := t.(typer.NoneType); return ok }

// anyContainer reports whether a call passes a list, dict, tuple or jitclass instance, which
// the callee could fill with an array argument.
func anyContainer(fe *funcEmitter, e *translate.Call) bool {
	for _, a := range e.Args {
		switch fe.typeOf(a).(type) {
		case *typer.Basic, *typer.Array, nil:
		default:
			return true
		}
	}
	for _, k := range e.Keywords {
		switch fe.typeOf(k.Value).(type) {
		case *typer.Basic, *typer.Array, nil:
		default:
			return true
		}
	}
	return false
}

// reuseAssign emits x = value for an owned C-contiguous array x and an element-wise value of
// x's type whose operands are variables: when every operand has x's shape at run time, the
// new elements are computed into x's own buffer (reading x's old elements, if it is an
// operand, before each is overwritten), otherwise into a new array as usual. It returns nil
// when the assignment does not qualify.
func (fe *funcEmitter) reuseAssign(name string, value translate.Expr) []jen.Code {
	if fe.owned == nil {
		fe.owned = fe.ownedArrays()
	}
	xt := arrayOf(fe.info.Vars[name])
	vt := arrayOf(fe.typeOf(value))
	if !fe.owned[name] || xt == nil || vt == nil || xt.Layout != typer.LayoutC || xt.Dtype != vt.Dtype || xt.Ndim != vt.Ndim || !fe.isElementwise(value) {
		return nil
	}
	if c, ok := value.(*translate.Call); ok && fe.hasOut(c) {
		return nil
	}
	fu := fe.newFusion(false)
	fu.dstType = xt
	fu.collect(value)
	if len(fu.pre) > 0 || len(fu.arrays) == 0 {
		return nil // operands to evaluate first: the fallback would evaluate them twice
	}
	g := fe.declare(name)
	flat := fu.flatAssign(jen.Id(g), xt, -1, value)
	if flat == nil {
		return nil
	}
	if flat.same == nil {
		return []jen.Code{jen.Block(flat.stmts...)} // x is the only operand
	}
	return []jen.Code{jen.If(flat.same).Block(flat.stmts...).Else().Block(jen.Id(g).Op("=").Add(fe.fusedLoop(value, false).c))}
}

// scratchAssign reports whether x = value, a rebinding of an owned array x to a new array
// made by one fused loop, may compute the new array into a scratch buffer kept for x across
// the iterations of the loop it stands in (viterbi's trans_out = value[t - 1] + log_trans.T):
// the old value of x is garbage once x is rebound (no other name reaches it), and value does
// not read x, so the buffer is free when the loop writes it. Numba allocates there and its
// allocator hands the freed block back at once, hot in the cache; a fresh Go allocation per
// iteration walks through new memory until the collector runs. It returns the name of the
// buffer variable, declared at the top of the function, or "".
func (fe *funcEmitter) scratchAssign(name string, value translate.Expr) string {
	if len(fe.loops) == 0 || fe.worker != "" || fe.yield != "" {
		return "" // outside loops nothing repeats; a parallel body would share the buffer
	}
	if fe.owned == nil {
		fe.owned = fe.ownedArrays()
	}
	xt := arrayOf(fe.info.Vars[name])
	vt := arrayOf(fe.typeOf(value))
	if !fe.owned[name] || xt == nil || vt == nil || xt.Dtype != vt.Dtype || xt.Ndim != vt.Ndim || vt.Layout != typer.LayoutC ||
		!fe.isElementwise(value) || mentions(value, name) {
		return ""
	}
	if c, ok := value.(*translate.Call); ok && fe.hasOut(c) {
		return ""
	}
	if buf, ok := fe.scratchBufs[name]; ok {
		return buf
	}
	buf := fe.names.Take(typer.Local(name) + "Buf")
	if fe.scratchBufs == nil {
		fe.scratchBufs = map[string]string{}
	}
	fe.scratchBufs[name] = buf
	fe.scratchDecls = append(fe.scratchDecls, jen.Var().Id(buf).Index().Add(goType(vt.Dtype)))
	return buf
}

// newResult is the allocation of the n-dimensional result r of a fused loop that writes every
// element: in the scratch buffer the assignment being emitted named (scratchAssign), or new.
func (fe *funcEmitter) newResult(r string, rt *typer.Array, shape jen.Code, buf string) jen.Code {
	if buf != "" {
		return jen.Id(r).Op(":=").Qual(kernelsPath, "Scratch").Call(jen.Op("&").Id(buf), shape)
	}
	return jen.Id(r).Op(":=").Qual(kernelsPath, "Uninit").Types(goType(rt.Dtype)).Call(shape)
}
