package translate

import (
	"fmt"
	"go/constant"
	"strings"
)

// This file lowers Numba's @stencil decorator. A stencil kernel is written with relative
// indexing — in
//
//	@stencil
//	def lap(a):
//	    return a[-1, 0] + a[1, 0] - 2 * a[0, 0]
//
// a[-1, 0] is the element one row above the point being computed — and calling the stencil
// applies the kernel at every point whose neighbourhood lies inside the input, giving an
// array of the input's shape (and the kernel's result type) whose border is cval (0 unless
// the decorator says otherwise). Numba generates that loop nest from the kernel; pygo does the
// same here, before typing, as three ordinary compiled functions:
//
//   - NAME_kernel(i0, ..., params): the kernel with each relative index shifted by the
//     point's indices, returning the value at that point;
//   - NAME(params): the driver, which allocates the output (np.empty with the kernel's result
//     dtype, DtypeOf), fills the border with cval and loops over the interior;
//   - NAME_out(params, out), for calls with out=: writes the interior of out (and all of out
//     with cval first when the decorator gives one), as Numba's out= does;
//   - NAME_parallel(params): the driver with a prange outer loop, which calls from
//     @njit(parallel=True) functions use (Numba turns those stencil calls into parfors).
//
// The typer sees nothing special but DtypeOf. Numba's limits stay: the kernel may not assign
// to the arrays it indexes relatively, only mode 'constant' exists, and indices that are not
// integer constants need the neighborhood option.

// DtypeOf is the builtin that gives the dtype of the value of its argument, which is typed but
// never evaluated: DtypeOf(f(x)) is f's result type, as the dtype of an array. The name is
// reserved by the typer.
const DtypeOf = "__pygo_dtype_of__"

// Names the generated functions reach numba and numpy through, whatever the module imports.
const (
	stencilNjit   = "__pygo_njit__"
	stencilPrange = "__pygo_prange__"
	stencilNumpy  = "__pygo_numpy__"
)

// stencilSpec is what the decorator and the kernel say about one stencil.
type stencilSpec struct {
	def          *FuncDef
	cval         Expr     // nil: 0
	neighborhood [][2]int // per dimension: the lowest and highest relative index
	standard     []string // parameters indexed as ordinary arrays
	relative     []string // parameters indexed relatively, in parameter order
	ndim         int      // dimensions of the relatively indexed arrays
	idx          []string // the names of the point's indices in the kernel
	// The names of the generated functions: the driver keeps the stencil's name.
	kernelName, outName, parName string
	// inline is the kernel's value, indices shifted, when its body is one return statement:
	// the drivers compute it in their loops (where pygo's loop analysis proves the shifted
	// indices in bounds) rather than calling the kernel.
	inline Expr
}

// isStencilDecorator reports whether d is numba's stencil decorator.
func isStencilDecorator(m *Module, d *Decorator) bool {
	name := DottedName(d.Func)
	head, rest, _ := strings.Cut(name, ".")
	im := m.Imports[head]
	if im == nil || im.Level != 0 {
		return false
	}
	path := im.Path()
	if rest != "" {
		path += "." + rest
	}
	return path == "numba.stencil" || path == "numba.stencils.stencil.stencil"
}

// expandStencils replaces each @stencil function of m by its kernel and drivers, and calls
// with out= by calls of the out= driver.
func (l *lowerer) expandStencils(m *Module) {
	stencils := map[string]*stencilSpec{}
	var funcs []*FuncDef
	for _, f := range m.Funcs {
		var dec *Decorator
		for _, d := range f.Decorators {
			if isStencilDecorator(m, d) {
				dec = d
			}
		}
		if dec == nil {
			funcs = append(funcs, f)
			continue
		}
		s := l.stencilSpec(f, dec)
		if s == nil {
			continue
		}
		funcs = append(funcs, f)
		stencils[f.Name] = s
	}
	if len(stencils) == 0 {
		return
	}
	m.Imports[stencilNjit] = &Import{Module: "numba", Name: "njit"}
	m.Imports[stencilPrange] = &Import{Module: "numba", Name: "prange"}
	m.Imports[stencilNumpy] = &Import{Module: "numpy"}
	taken := map[string]bool{}
	for _, f := range m.Funcs {
		taken[f.Name] = true
	}
	for _, s := range stencils {
		s.name(taken)
	}
	out := make([]*FuncDef, 0, len(funcs)+4*len(stencils))
	for _, f := range funcs {
		if s := stencils[f.Name]; s != nil && s.def == f {
			kernel := s.kernel()
			if s.inline == nil {
				out = append(out, kernel)
			}
			out = append(out, s.driver(false, false), s.driver(true, false), s.driver(false, true))
			continue
		}
		out = append(out, redirectStencilCalls(f, stencils))
	}
	m.Funcs = out
}

// stencilSpec reads the decorator's options and the kernel's relative indices; nil after a
// diagnostic.
func (l *lowerer) stencilSpec(f *FuncDef, dec *Decorator) *stencilSpec {
	s := &stencilSpec{def: f}
	if len(dec.Args) > 1 {
		l.errorf(dec.Args[1].At(), "unsupported-feature", "give the options as keywords: cval=, neighborhood=, standard_indexing=", "stencil takes one positional argument, the mode")
		return nil
	}
	if len(dec.Args) == 1 && !l.stencilMode(dec.Args[0]) {
		return nil
	}
	for _, k := range dec.Keywords {
		opt := stencilOptions[k.Name]
		if opt == nil {
			l.errorf(k.Pos, "unsupported-feature", "the options are cval, neighborhood and standard_indexing", "unknown stencil option %s", k.Name)
			return nil
		}
		if !opt(l, s, k.Value) {
			return nil
		}
	}
	if len(f.Params) == 0 || f.Vararg != nil {
		l.errorf(f.Pos, "unsupported-feature", "give the kernel the input array as its first parameter", "the first argument to a stencil kernel must be the primary input array")
		return nil
	}
	for _, name := range s.standard {
		if paramIndex(f.Params, name) < 0 {
			l.errorf(f.Pos, "type-mismatch", "name a parameter of the kernel", "standard_indexing names %s, which is not a parameter of %s", name, f.Name)
			return nil
		}
		if name == f.Params[0].Name {
			l.errorf(f.Pos, "type-mismatch", "the first parameter is the input array the stencil runs over", "the first argument to a stencil kernel must use relative indexing, not standard indexing")
			return nil
		}
	}
	for _, p := range f.Params {
		if p.Name == "out" {
			l.errorf(p.Pos, "unsupported-feature", "rename the parameter", "cannot use the reserved word 'out' in stencil kernels")
			return nil
		}
	}
	if !l.stencilIndices(s) {
		return nil
	}
	return s
}

// stencilMode checks the stencil's mode argument: Numba has only 'constant'.
func (l *lowerer) stencilMode(x Expr) bool {
	if c, ok := x.(*Const); ok && c.Kind == StrConst && constant.StringVal(c.Value) == "constant" {
		return true
	}
	l.errorf(x.At(), "unsupported-feature", "Numba's stencils have only mode 'constant'", "unsupported stencil mode %s", ExprString(x))
	return false
}

// stencilOptions read the keyword options of @stencil into the spec; false after a diagnostic.
var stencilOptions = map[string]func(l *lowerer, s *stencilSpec, v Expr) bool{
	"func_or_mode": func(l *lowerer, _ *stencilSpec, v Expr) bool { return l.stencilMode(v) },
	"cval": func(l *lowerer, s *stencilSpec, v Expr) bool {
		if !PyConstant(v) && !isNumpyConstName(v) {
			l.errorf(v.At(), "unsupported-feature", "write the border value as a number", "cval must be a constant")
			return false
		}
		s.cval = v
		return true
	},
	"neighborhood": func(l *lowerer, s *stencilSpec, v Expr) bool {
		nb, ok := constNeighborhood(v)
		if !ok {
			l.errorf(v.At(), "type-mismatch", "write one (low, high) pair of integers per dimension: neighborhood=((-1, 1), (-1, 1))", "neighborhood must be a tuple of (low, high) integer pairs")
			return false
		}
		s.neighborhood = nb
		return true
	},
	"standard_indexing": func(l *lowerer, s *stencilSpec, v Expr) bool {
		names, ok := constStrings(v)
		if !ok {
			l.errorf(v.At(), "type-mismatch", "name the parameters as strings: standard_indexing=(\"w\",)", "standard_indexing must be a tuple of parameter names")
			return false
		}
		s.standard = names
		return true
	},
}

// isNumpyConstName reports whether x is np.nan, np.inf or -np.inf, which Numba accepts as cval.
func isNumpyConstName(x Expr) bool {
	if u, ok := x.(*UnaryOp); ok && u.Op == USub {
		x = u.X
	}
	a, ok := x.(*Attribute)
	return ok && (a.Name == "nan" || a.Name == "inf")
}

// constInt returns the value of an integer literal, possibly negated.
func constInt(x Expr) (int, bool) {
	neg := false
	if u, ok := x.(*UnaryOp); ok && (u.Op == USub || u.Op == UAdd) {
		neg, x = u.Op == USub, u.X
	}
	c, ok := x.(*Const)
	if !ok || c.Kind != IntConst {
		return 0, false
	}
	v, exact := constant.Int64Val(c.Value)
	if !exact || v > 1<<20 {
		return 0, false
	}
	if neg {
		v = -v
	}
	return int(v), true
}

// constNeighborhood reads ((lo, hi), ...).
func constNeighborhood(x Expr) ([][2]int, bool) {
	t, ok := x.(*Tuple)
	if !ok || len(t.Elts) == 0 {
		return nil, false
	}
	var out [][2]int
	for _, e := range t.Elts {
		p, ok := e.(*Tuple)
		if !ok || len(p.Elts) != 2 {
			return nil, false
		}
		lo, ok1 := constInt(p.Elts[0])
		hi, ok2 := constInt(p.Elts[1])
		if !ok1 || !ok2 {
			return nil, false
		}
		out = append(out, [2]int{lo, hi})
	}
	return out, true
}

// constStrings reads a tuple or list of string literals.
func constStrings(x Expr) ([]string, bool) {
	var elts []Expr
	switch x := x.(type) {
	case *Tuple:
		elts = x.Elts
	case *List:
		elts = x.Elts
	case *Const:
		elts = []Expr{x}
	default:
		return nil, false
	}
	var out []string
	for _, e := range elts {
		c, ok := e.(*Const)
		if !ok || c.Kind != StrConst {
			return nil, false
		}
		out = append(out, constant.StringVal(c.Value))
	}
	return out, true
}

// stencilIndices finds the relatively indexed parameters, the number of dimensions and (when
// the decorator does not give it) the neighbourhood, as Numba's add_indices_to_kernel does.
func (l *lowerer) stencilIndices(s *stencilSpec) bool {
	f := s.def
	relative := map[string]bool{}
	standard := map[string]bool{}
	for _, n := range s.standard {
		standard[n] = true
	}
	isParam := func(n string) bool { return paramIndex(f.Params, n) >= 0 }
	ndim := len(s.neighborhood)
	infer := s.neighborhood == nil
	var nb [][2]int
	ok := true
	check := func(e Expr) {
		sub, isSub := e.(*Subscript)
		if !isSub || !ok {
			return
		}
		x, isName := sub.X.(*Name)
		if !isName || !isParam(x.Id) || standard[x.Id] {
			return
		}
		relative[x.Id] = true
		parts := []Expr{sub.Index}
		if t, isTuple := sub.Index.(*Tuple); isTuple {
			parts = t.Elts
		}
		if ndim == 0 {
			ndim = len(parts)
		}
		if len(parts) != ndim {
			l.errorf(sub.Pos, "type-mismatch", "index every relatively indexed array with one offset per dimension", "stencil index does not match array dimensionality")
			ok = false
			return
		}
		if !infer {
			return
		}
		if nb == nil {
			nb = make([][2]int, ndim)
		}
		for i, p := range parts {
			v, isConst := constInt(p)
			if !isConst {
				l.errorf(p.At(), "unsupported-feature", "give the stencil a neighborhood=((lo, hi), ...) option covering the offsets", "stencil kernel index is not constant, 'neighborhood' option required")
				ok = false
				return
			}
			nb[i][0] = min(nb[i][0], v)
			nb[i][1] = max(nb[i][1], v)
		}
	}
	WalkExprs(f.Body, check)
	if !ok {
		return false
	}
	if !l.noRelativeWrites(f.Body, relative) {
		return false
	}
	if infer {
		if nb == nil {
			l.errorf(f.Pos, "unsupported-feature", "index the input array relatively, e.g. a[-1] + a[1]", "stencil kernel with no accesses to relatively indexed arrays")
			return false
		}
		s.neighborhood = nb
	}
	for _, p := range f.Params {
		if relative[p.Name] {
			s.relative = append(s.relative, p.Name)
		}
	}
	if len(s.relative) == 0 || s.relative[0] != f.Params[0].Name {
		l.errorf(f.Pos, "unsupported-feature", "index the input array relatively, e.g. a[-1] + a[1]", "the first argument to a stencil kernel must be the primary input array, indexed relatively")
		return false
	}
	s.ndim = ndim
	taken := map[string]bool{}
	for _, p := range f.Params {
		taken[p.Name] = true
	}
	WalkNames(f.Body, func(n *Name) { taken[n.Id] = true })
	for i := range ndim {
		name := fmt.Sprintf("__i%d", i)
		for taken[name] {
			name += "_"
		}
		s.idx = append(s.idx, name)
	}
	return true
}

// noRelativeWrites reports (and diagnoses) assignments to the relatively indexed arrays.
func (l *lowerer) noRelativeWrites(body []Stmt, relative map[string]bool) bool {
	ok := true
	WalkTargets(body, func(t Expr) {
		if sub, isSub := t.(*Subscript); isSub && ok {
			if x, isName := sub.X.(*Name); isName && relative[x.Id] {
				l.errorf(sub.Pos, "unsupported-feature", "compute the value and return it: the stencil writes it into its output", "assignments to arrays passed to stencil kernels are not allowed")
				ok = false
			}
		}
	})
	return ok
}
