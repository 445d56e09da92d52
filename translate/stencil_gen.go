package translate

import (
	"go/constant"
	"slices"
)

// This file builds the functions a @stencil lowers to (see stencil.go). Every node they hold
// that is not the user's kernel code is placed at the stencil's def, so a diagnostic about
// them points at the stencil.

// name picks the generated functions' names: NAME_kernel, NAME_out and NAME_parallel, with
// trailing underscores while a module function has the name.
func (s *stencilSpec) name(taken map[string]bool) {
	pick := func(suffix string) string {
		n := s.def.Name + suffix
		for taken[n] {
			n += "_"
		}
		taken[n] = true
		return n
	}
	s.kernelName, s.outName, s.parName = pick("_kernel"), pick("_out"), pick("_parallel")
}

// stencilBuilder makes IR nodes at one position.
type stencilBuilder struct{ p Pos }

func (b stencilBuilder) name(id string) *Name { return &Name{Pos: b.p, Id: id} }

func (b stencilBuilder) int(v int) Expr {
	c := &Const{Pos: b.p, Kind: IntConst, Value: constant.MakeInt64(int64(v))}
	if v < 0 {
		c.Value = constant.MakeInt64(int64(-v))
		return &UnaryOp{Pos: b.p, Op: USub, X: c}
	}
	return c
}

func (b stencilBuilder) str(v string) Expr {
	return &Const{Pos: b.p, Kind: StrConst, Value: constant.MakeString(v)}
}

func (b stencilBuilder) attr(x Expr, name string) Expr { return &Attribute{Pos: b.p, X: x, Name: name} }

func (b stencilBuilder) call(f Expr, args ...Expr) *Call { return &Call{Pos: b.p, Func: f, Args: args} }

func (b stencilBuilder) index(x Expr, parts ...Expr) Expr {
	if len(parts) == 1 {
		return &Subscript{Pos: b.p, X: x, Index: parts[0]}
	}
	return &Subscript{Pos: b.p, X: x, Index: &Tuple{Pos: b.p, Elts: parts}}
}

// dim is x.shape[d].
func (b stencilBuilder) dim(x string, d int) Expr {
	return b.index(b.attr(b.name(x), "shape"), b.int(d))
}

func (b stencilBuilder) assign(target, value Expr) Stmt {
	return &Assign{Pos: b.p, Targets: []Expr{target}, Value: value}
}

func (b stencilBuilder) njit(parallel bool) *Decorator {
	d := &Decorator{Pos: b.p, Func: b.name(stencilNjit)}
	if parallel {
		d.Called = true
		d.Keywords = []*Keyword{{Pos: b.p, Name: "parallel", Value: &Const{Pos: b.p, Kind: BoolConst, Value: constant.MakeBool(true)}}}
	}
	return d
}

// kernel returns the stencil's kernel as NAME_kernel(i0, ..., params): each relative index
// is shifted by the point's indices, a slice by adding them to both bounds (Numba's
// slice_addition, which drops the step).
func (s *stencilSpec) kernel() *FuncDef {
	b := stencilBuilder{s.def.Pos}
	f := *s.def
	f.Name = s.kernelName
	f.Helper = true
	f.Decorators = []*Decorator{b.njit(false)}
	f.Params = nil
	for _, n := range s.idx {
		f.Params = append(f.Params, &Param{Pos: b.p, Name: n})
	}
	f.Params = append(f.Params, s.def.Params...)
	shift := func(e Expr) Expr { return copyExpr(e, s.shiftRelative) }
	f.Body = mapStmts(s.def.Body, shift, func(d *FuncDef) *FuncDef { return d })
	if len(f.Body) == 1 {
		if r, ok := f.Body[0].(*Return); ok && r.Value != nil {
			s.inline = r.Value
		}
	}
	return &f
}

// shiftRelative is e, or when e indexes a relatively indexed array, the subscript shifted by
// the point's indices.
func (s *stencilSpec) shiftRelative(e Expr) Expr {
	sub, ok := e.(*Subscript)
	if !ok {
		return e
	}
	x, ok := sub.X.(*Name)
	if !ok || !slices.Contains(s.relative, x.Id) {
		return e
	}
	parts := []Expr{sub.Index}
	if t, ok := sub.Index.(*Tuple); ok {
		parts = t.Elts
	}
	shifted := make([]Expr, len(parts))
	for i, p := range parts {
		at := stencilBuilder{p.At()}
		add := func(v Expr) Expr {
			if v == nil {
				v = &Const{Pos: at.p, Kind: NoneConst}
			}
			return &BinOp{Pos: at.p, Op: Add, X: v, Y: at.name(s.idx[i])}
		}
		if sl, ok := p.(*Slice); ok {
			shifted[i] = &Slice{Pos: sl.Pos, Lo: add(sl.Lo), Hi: add(sl.Hi)}
			continue
		}
		shifted[i] = shiftIndex(at.name(s.idx[i]), p)
	}
	c := *sub
	if len(shifted) == 1 {
		c.Index = shifted[0]
	} else {
		c.Index = &Tuple{Pos: sub.Index.At(), Elts: shifted}
	}
	return &c
}

// copyExpr returns a deep copy of e in which f has replaced each node, leaves included,
// bottom-up.
func copyExpr(e Expr, f func(Expr) Expr) Expr {
	var rw func(Expr) Expr
	rw = func(x Expr) Expr {
		x = mapExpr(x, rw)
		switch n := x.(type) {
		case *Name:
			c := *n
			x = &c
		case *Const:
			c := *n
			x = &c
		}
		return f(x)
	}
	return rw(e)
}

// inlineValue is a copy of the inlined kernel value; with atZero, its point indices are 0
// (the expression DtypeOf types, never evaluated).
func (s *stencilSpec) inlineValue(atZero bool) Expr {
	return copyExpr(s.inline, func(x Expr) Expr {
		if n, ok := x.(*Name); ok && atZero && slices.Contains(s.idx, n.Id) {
			return stencilBuilder{n.Pos}.int(0)
		}
		return x
	})
}

// driver returns the function that applies the kernel: NAME(params) allocating its result,
// NAME_out(params, out) writing into out, or NAME_parallel(params) with a prange outer loop.
func (s *stencilSpec) driver(withOut, parallel bool) *FuncDef {
	b := stencilBuilder{s.def.Pos}
	f := &FuncDef{Pos: b.p, Name: s.def.Name, Doc: s.def.Doc, Decorators: []*Decorator{b.njit(parallel)}}
	for _, p := range s.def.Params {
		c := *p
		c.Annot = nil
		f.Params = append(f.Params, &c)
	}
	first := s.relative[0]
	out := "out"
	switch {
	case withOut:
		f.Name, f.Helper = s.outName, true
		f.Params = append(f.Params, &Param{Pos: b.p, Name: out})
	case parallel:
		f.Name, f.Helper = s.parName, true
	}
	if !withOut {
		out = "__out"
		for paramIndex(f.Params, out) >= 0 {
			out += "_"
		}
	}
	// Numba's raise_if_incompatible_array_sizes: every other relatively indexed array must be
	// at least as large as the first in each dimension.
	for _, other := range s.relative[1:] {
		for d := range s.ndim {
			f.Body = append(f.Body, &If{Pos: b.p,
				Test: &Compare{Pos: b.p, X: b.dim(first, d), Ops: []Op{Gt}, Ys: []Expr{b.dim(other, d)}},
				Body: []Stmt{&Raise{Pos: b.p, Exc: b.call(b.name("ValueError"), b.str("Secondary stencil array has some dimension smaller the same dimension in the first stencil input."))}}})
		}
	}
	args := make([]Expr, 0, s.ndim+len(s.def.Params))
	for range s.ndim {
		args = append(args, b.int(0))
	}
	for _, p := range s.def.Params {
		args = append(args, b.name(p.Name))
	}
	all := func() Expr { return &Slice{Pos: b.p} }
	if withOut {
		if s.cval != nil {
			f.Body = append(f.Body, b.assign(b.index(b.name(out), all()), s.cval))
		}
	} else {
		empty := b.call(b.attr(b.name(stencilNumpy), "empty"), b.attr(b.name(first), "shape"))
		value := Expr(b.call(b.name(s.kernelName), slices.Clone(args)...))
		if s.inline != nil {
			value = s.inlineValue(true)
		}
		empty.Keywords = []*Keyword{{Pos: b.p, Name: "dtype", Value: b.call(b.name(DtypeOf), value)}}
		f.Body = append(f.Body, b.assign(b.name(out), empty))
		cval := s.cval
		if cval == nil {
			cval = b.int(0)
		}
		// The border: where the neighbourhood reaches below 0 or past the end in a dimension.
		for d, nb := range s.neighborhood {
			border := func(sl *Slice) {
				parts := make([]Expr, s.ndim)
				for i := range parts {
					parts[i] = all()
				}
				parts[d] = sl
				f.Body = append(f.Body, b.assign(b.index(b.name(out), parts...), cval))
			}
			if nb[0] < 0 {
				border(&Slice{Pos: b.p, Hi: b.int(-nb[0])})
			}
			if nb[1] > 0 {
				border(&Slice{Pos: b.p, Lo: b.int(-nb[1])})
			}
		}
	}
	// The loop nest over the interior, innermost the kernel's value stored at the point.
	point := make([]Expr, s.ndim)
	for i, n := range s.idx {
		point[i] = b.name(n)
		args[i] = b.name(n)
	}
	value := Expr(b.call(b.name(s.kernelName), args...))
	if s.inline != nil {
		value = s.inlineValue(false)
	}
	body := []Stmt{b.assign(b.index(b.name(out), point...), value)}
	for d := s.ndim - 1; d >= 0; d-- {
		lo, hi := -min(0, s.neighborhood[d][0]), max(0, s.neighborhood[d][1])
		rng := b.name("range")
		if d == 0 && parallel {
			rng = b.name(stencilPrange)
		}
		stop := Expr(b.dim(first, d))
		if hi > 0 {
			stop = &BinOp{Pos: b.p, Op: Sub, X: stop, Y: b.int(hi)}
		}
		body = []Stmt{&For{Pos: b.p, Target: b.name(s.idx[d]), Iter: b.call(rng, b.int(lo), stop), Body: body}}
	}
	f.Body = append(f.Body, body...)
	f.Body = append(f.Body, &Return{Pos: b.p, Value: b.name(out)})
	return f
}

// redirectStencilCalls rewrites, in f, calls of a stencil with out= into calls of its out=
// driver and, when f is @njit(parallel=True), the other calls into calls of its parallel
// driver.
func redirectStencilCalls(f *FuncDef, stencils map[string]*stencilSpec) *FuncDef {
	parallel := false
	for _, d := range f.Decorators {
		for _, k := range d.Keywords {
			if c, ok := k.Value.(*Const); ok && k.Name == "parallel" && c.Kind == BoolConst && constant.BoolVal(c.Value) {
				parallel = true
			}
		}
	}
	redirect := func(e Expr) Expr {
		call, ok := e.(*Call)
		if !ok {
			return e
		}
		n, ok := call.Func.(*Name)
		if !ok || stencils[n.Id] == nil {
			return e
		}
		s := stencils[n.Id]
		c := *call
		c.Keywords = nil
		for _, k := range call.Keywords {
			if k.Name == "out" {
				c.Func = &Name{Pos: n.Pos, Id: s.outName}
				c.Args = append(slices.Clip(call.Args), k.Value)
				continue
			}
			c.Keywords = append(c.Keywords, k)
		}
		if c.Func == call.Func && parallel {
			c.Func = &Name{Pos: n.Pos, Id: s.parName}
		}
		return &c
	}
	rw := func(e Expr) Expr { return copyExpr(e, redirect) }
	var ff func(*FuncDef) *FuncDef
	ff = func(d *FuncDef) *FuncDef {
		c := *d
		c.Body = mapStmts(d.Body, rw, ff)
		return &c
	}
	c := *f
	c.Body = mapStmts(f.Body, rw, ff)
	return &c
}

// shiftIndex is i + offset, written i, i - c or i + c when the offset is a constant.
func shiftIndex(i *Name, offset Expr) Expr {
	if v, ok := constInt(offset); ok {
		switch {
		case v == 0:
			return i
		case v < 0:
			return &BinOp{Pos: offset.At(), Op: Sub, X: i, Y: stencilBuilder{offset.At()}.int(-v)}
		}
	}
	return &BinOp{Pos: offset.At(), Op: Add, X: i, Y: offset}
}
