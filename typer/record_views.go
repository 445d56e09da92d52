package typer

import (
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// This file decides where the field view of a packed record array may stand. Such a view
// (a['x'] of a dtype whose field offsets or itemsize are not multiples of the field's size)
// cannot be a typed Go array over the records' bytes, so pygo reads it as a C-ordered copy.
// A copy gives Numba's values wherever the view is only read — an operand, an argument of a
// NumPy function or of a builtin, the receiver of a method that does not write — and is wrong
// wherever it could be written through: bound to a name, returned, stored into, passed to a
// user function. Those places keep the diagnostic.

// viewUses is the parent of every expression of a function body and the roots that bind or
// store their value.
type viewUses struct {
	parent  map[translate.Expr]translate.Expr
	unsafe  map[translate.Expr]bool // roots whose value is bound, stored to or returned
	targets map[translate.Expr]bool // store targets
}

func newViewUses(body []translate.Stmt) *viewUses {
	u := &viewUses{parent: map[translate.Expr]translate.Expr{}, unsafe: map[translate.Expr]bool{}, targets: map[translate.Expr]bool{}}
	translate.WalkExprs(body, func(e translate.Expr) {
		for _, c := range translate.Children(e) {
			u.parent[c] = e
		}
	})
	translate.WalkStmts(body, func(s translate.Stmt) {
		switch s := s.(type) {
		case *translate.Assign:
			u.unsafe[s.Value] = true
			for _, t := range s.Targets {
				u.unsafe[t], u.targets[t] = true, true
			}
		case *translate.AugAssign:
			u.unsafe[s.Target], u.targets[s.Target] = true, true
		case *translate.Return:
			if s.Value != nil {
				u.unsafe[s.Value] = true
			}
		case *translate.For:
			u.unsafe[s.Target], u.unsafe[s.Iter] = true, true
		}
	})
	return u
}

// readOnlyViewMethods are the array methods that do not write their receiver and return no
// view of it.
var readOnlyViewMethods = map[string]bool{
	"copy": true, "sum": true, "mean": true, "max": true, "min": true, "argmax": true, "argmin": true,
	"std": true, "var": true, "prod": true, "cumsum": true, "cumprod": true, "any": true, "all": true,
	"astype": true, "nonzero": true, "argsort": true, "tolist": true, "item": true, "round": true,
	"clip": true, "dot": true, "take": true, "flatten": true, "repeat": true, "ptp": true,
}

// readOnlyViewAttrs are the array attributes that read no elements.
var readOnlyViewAttrs = map[string]bool{"shape": true, "size": true, "ndim": true, "dtype": true, "itemsize": true, "nbytes": true, "strides": true}

// writingNumPy are the NumPy functions that write into an array argument.
var writingNumPy = map[string]bool{"copyto": true, "put": true, "place": true, "putmask": true, "fill_diagonal": true, "random.shuffle": true}

// readBuiltins are the builtins that only read an array argument.
var readBuiltins = map[string]bool{"len": true, "sum": true, "min": true, "max": true, "abs": true, "sorted": true, "float": true, "int": true, "bool": true, "print": true, "any": true, "all": true}

// readOnly reports whether the value of e is only read where it stands.
func (u *viewUses) readOnly(e translate.Expr) bool {
	p, ok := u.parent[e]
	if !ok {
		return !u.unsafe[e]
	}
	switch p := p.(type) {
	case *translate.BinOp, *translate.UnaryOp, *translate.Compare, *translate.BoolOp, *translate.Slice:
		return true
	case *translate.IfExp:
		return e == p.Test || u.readOnly(p)
	case *translate.Tuple, *translate.List:
		return u.readOnly(p)
	case *translate.Call:
		if e == p.Func {
			return false
		}
		for _, k := range p.Keywords {
			if k.Value == e && k.Name == "out" {
				return false
			}
		}
		name := translate.DottedName(p.Func)
		for _, prefix := range []string{"np.", "numpy."} {
			if rest, ok := strings.CutPrefix(name, prefix); ok {
				if rest == "copyto" {
					return len(p.Args) > 0 && p.Args[0] != e // np.copyto(dst, src) writes dst
				}
				return !writingNumPy[rest]
			}
		}
		return readBuiltins[name]
	case *translate.Attribute:
		if readOnlyViewAttrs[p.Name] {
			return true
		}
		if p.Name == "T" || p.Name == "real" || p.Name == "imag" {
			return u.readOnly(p)
		}
		call, ok := u.parent[p].(*translate.Call)
		return ok && call.Func == p && readOnlyViewMethods[p.Name]
	case *translate.Subscript:
		if e != p.X {
			return true
		}
		if u.targets[p] {
			return false
		}
		if hasSliceIndex(p.Index) {
			return u.readOnly(p) // a view of the view
		}
		return true // an element, or a copy chosen by an array index
	}
	return false
}

func hasSliceIndex(x translate.Expr) bool {
	switch x := x.(type) {
	case *translate.Slice:
		return true
	case *translate.Tuple:
		for _, e := range x.Elts {
			if hasSliceIndex(e) {
				return true
			}
		}
	case *translate.Const:
		return x.Kind == translate.NoneConst
	}
	return false
}

// packedViewReadOnly reports whether the packed field view e is only read in this function.
func (st *fnState) packedViewReadOnly(e translate.Expr) bool {
	if st.views == nil {
		st.views = newViewUses(st.spec.Def.Body)
	}
	return st.views.readOnly(e)
}
