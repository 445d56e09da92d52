package typer

import (
	"fmt"
	"go/constant"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// This file reads @guvectorize: a generalized ufunc whose kernel is the decorated function,
// called once per position of the broadcast loop dimensions with views of the core
// dimensions its layout names ('(m,n),(n)->(m)'). Each signature is one specialization of the
// kernel (arrays of the core ranks and scalars, returning nothing), exported like an @njit
// function; emit gives it the gufunc forms.

// GufuncDecl is what a @guvectorize decorator says of its function.
type GufuncDecl struct {
	Parallel bool // target='parallel'
	// CUDA is true for target='cuda': the loops also run as CUDA kernels (CUDAProgram.Ufuncs).
	CUDA bool
	// Layout is the layout string as written; Ins and Outs are the core dimensions of each
	// input and output: indexes into Dims, the distinct dimension names in order.
	Layout    string
	Ins, Outs [][]int
	Dims      []string
}

// parseLayout parses a layout such as "(m,n),(n)->(m)". It returns "" and the layout, or
// the problem.
func parseLayout(s string) (*GufuncDecl, string) {
	g := &GufuncDecl{Layout: s}
	// A layout without -> has no outputs (Numba 0.56 accepts it): every operand is an input,
	// and the kernel writes its results into some of them.
	in, out, _ := strings.Cut(strings.ReplaceAll(s, " ", ""), "->")
	ids := map[string]int{}
	parse := func(part string) ([][]int, string) {
		var res [][]int
		for part != "" {
			if part[0] != '(' {
				return nil, "each operand's core dimensions are written in parentheses, separated by commas"
			}
			end := strings.IndexByte(part, ')')
			if end < 0 {
				return nil, "unbalanced parentheses"
			}
			var dims []int
			if inner := part[1:end]; inner != "" {
				for _, d := range strings.Split(inner, ",") {
					if !isIdent(d) {
						return nil, "a core dimension is a name, not " + "'" + d + "'"
					}
					if _, ok := ids[d]; !ok {
						ids[d] = len(g.Dims)
						g.Dims = append(g.Dims, d)
					}
					dims = append(dims, ids[d])
				}
			}
			res = append(res, dims)
			part = part[end+1:]
			if part != "" {
				if part[0] != ',' {
					return nil, "operands are separated by commas"
				}
				part = part[1:]
			}
		}
		return res, ""
	}
	var why string
	if g.Ins, why = parse(in); why != "" {
		return nil, why
	}
	if g.Outs, why = parse(out); why != "" {
		return nil, why
	}
	if len(g.Ins) == 0 || len(g.Outs) == 0 && strings.Contains(s, "->") {
		return nil, "a layout has at least one input, and one output after ->"
	}
	return g, ""
}

// isLayout reports whether s, the one positional argument of @guvectorize, is a layout (a
// dynamic gufunc, as Numba reads it) rather than a signature: one that parses, with -> or not.
func isLayout(s string) bool {
	g, _ := parseLayout(s)
	return g != nil
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, r := range s {
		if !(r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || i > 0 && r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// guvectorizeDecorator reads @guvectorize(signatures, layout, target=..., ...).
func (c *checker) guvectorizeDecorator(fe *funcEntry, d *translate.Decorator) {
	fe.entry = true
	fe.asked = true
	fe.opts["error_model"] = constant.MakeString("numpy")
	r := typeResolver{mod: c.mod, strict: true}
	var sigs, layout translate.Expr
	for i, a := range d.Args {
		switch i {
		case 0:
			sigs = a
		case 1:
			layout = a
		default:
			fe.declDiags.Add(c.file, a.At(), "bad-option", "write the options as keywords", "@guvectorize takes the signatures and the layout as its positional arguments")
		}
	}
	if k, ok := sigs.(*translate.Const); ok && layout == nil && k.Kind == translate.StrConst && isLayout(constant.StringVal(k.Value)) {
		sigs, layout = nil, sigs // @guvectorize("(n)->(n)"): a dynamic gufunc
	}
	g := &GufuncDecl{}
	for _, k := range d.Keywords {
		switch k.Name {
		case "ftylist":
			sigs = k.Value
		case "signature":
			layout = k.Value
		case "target":
			cst, ok := k.Value.(*translate.Const)
			switch {
			case !ok || cst.Kind != translate.StrConst:
				fe.declDiags.Add(c.file, k.Pos, "bad-option", "write target='cpu', target='parallel' or target='cuda'", "target must be a string")
			case constant.StringVal(cst.Value) == "parallel":
				g.Parallel = true
			case constant.StringVal(cst.Value) == "cuda":
				g.CUDA = true
			case constant.StringVal(cst.Value) != "cpu":
				fe.declDiags.Add(c.file, k.Pos, "bad-option", "write target='cpu', target='parallel' or target='cuda'", "unknown target %q", constant.StringVal(cst.Value))
			}
		case "nopython", "cache", "fastmath", "nogil", "boundscheck", "identity", "writable_args":
		case "forceobj":
			fe.declDiags.Add(c.file, k.Pos, "unsupported-feature", "pygo compiles nopython mode only", "object mode is not supported")
		default:
			fe.declDiags.Add(c.file, k.Pos, "bad-option", "", "unknown @guvectorize option %s", k.Name)
		}
	}
	cst, ok := layout.(*translate.Const)
	if !ok || cst.Kind != translate.StrConst {
		at := translate.Pos(d.Pos)
		if layout != nil {
			at = layout.At()
		}
		fe.declDiags.Add(c.file, at, "bad-layout", "give the layout after the signatures: @guvectorize([\"void(float64[:], float64[:])\"], \"(n)->(n)\")", "@guvectorize needs a layout string")
		return
	}
	parsed, why := parseLayout(constant.StringVal(cst.Value))
	if why != "" {
		fe.declDiags.Add(c.file, cst.Pos, "bad-layout", "a layout looks like \"(m,n),(n)->(m)\"", "bad layout %q: %s", constant.StringVal(cst.Value), why)
		return
	}
	parsed.Parallel, parsed.CUDA = g.Parallel, g.CUDA
	if len(parsed.Outs) == 0 && sigs == nil {
		// Numba's dynamic GUFunc takes its last operand for an output, and every call raises
		// "Too few arguments for function ...".
		fe.declDiags.Add(c.file, cst.Pos, "bad-layout", "list the loops in the decorator, or write the outputs after -> ('(n)->(n)')",
			"a dynamic @guvectorize needs outputs: its layout %q has no ->", constant.StringVal(cst.Value))
		return
	}
	if len(parsed.Outs) == 0 && parsed.CUDA {
		fe.declDiags.Add(c.file, cst.Pos, "unsupported-feature", "write the outputs after -> ('(n)->(n)')",
			"pygo's CUDA gufuncs need outputs: the layout %q has no ->", constant.StringVal(cst.Value))
		return
	}
	fe.gufunc = parsed
	if sigs == nil {
		// A dynamic gufunc: its loops come from the calls (and -sig), one per element types.
		c.checkGufuncBody(fe)
		return
	}
	if l, ok := sigs.(*translate.List); ok {
		for _, x := range l.Elts {
			c.addSigOne(fe, r, x)
		}
	} else {
		c.addSigOne(fe, r, sigs)
	}
	c.checkGufuncBody(fe)
}

// coreType is the type a dynamic gufunc's loop gives operand k when a call passes t: an array
// of the operand's core rank with t's element type (a scalar for a () input, a 1-element
// array for a () output), as Numba's dynamic GUFunc compiles a loop for the element types.
func (g *GufuncDecl) coreType(k int, t Type) Type {
	var dtype *Basic
	switch t := t.(type) {
	case *Basic:
		dtype = t
	case *Array:
		dtype = t.Dtype
	default:
		return t
	}
	if k < len(g.Ins) {
		if len(g.Ins[k]) == 0 {
			return dtype
		}
		return NewArray(dtype, len(g.Ins[k]), LayoutA)
	}
	if k-len(g.Ins) < len(g.Outs) {
		return NewArray(dtype, max(1, len(g.Outs[k-len(g.Ins)])), LayoutA)
	}
	return t
}

// gufuncSigHint says how to give a dynamic @guvectorize its loops.
func gufuncSigHint(fe *funcEntry) string {
	example := make([]string, len(fe.def.Params))
	for k := range example {
		example[k] = "float64[:]"
		if k < len(fe.gufunc.Ins) && len(fe.gufunc.Ins[k]) == 0 {
			example[k] = "float64"
		}
	}
	list := strings.Join(example, ", ")
	return fmt.Sprintf("list the loops in the decorator (@guvectorize([\"void(%s)\"], %q)) or use pygo -sig '%s(%s)'", list, fe.gufunc.Layout, fe.def.Name, list)
}

// checkGufuncSig reports a signature that does not fit the layout: one type per operand, an
// array of the operand's core rank (a 1-element array, [:], for a scalar output), no result.
func (c *checker) checkGufuncSig(fe *funcEntry, s *signature) bool {
	g := fe.gufunc
	if g == nil {
		return true
	}
	nops := len(g.Ins) + len(g.Outs)
	if len(s.params) != nops || len(fe.def.Params) != nops {
		c.sigError(s, s.at, "the layout names every parameter: inputs, then outputs", "the layout %q has %d operands, but %s takes %s and the signature gives %d",
			g.Layout, nops, fe.def.Name, count(len(fe.def.Params), "parameter"), len(s.params))
		return false
	}
	if s.result != nil && !isNoneType(s.result) {
		c.sigError(s, s.at, "write void(...): a gufunc kernel writes its outputs", "a @guvectorize signature returns void, not %s", s.result)
		return false
	}
	for i, t := range s.params {
		core, out := 0, i >= len(g.Ins)
		if out {
			core = len(g.Outs[i-len(g.Ins)])
		} else {
			core = len(g.Ins[i])
		}
		at := s.args[i].at
		switch t := t.(type) {
		case *Basic:
			if core != 0 || out {
				c.sigError(s, at, "", "operand %d (%s) has %d core dimensions in %q: its type is an array, not %s", i+1, fe.def.Params[i].Name, core, g.Layout, t)
				return false
			}
		case *Array:
			if t.Ndim != core && !(core == 0 && t.Ndim == 1) {
				c.sigError(s, at, "", "operand %d (%s) has %d core dimensions in %q, but its type has %d", i+1, fe.def.Params[i].Name, core, g.Layout, t.Ndim)
				return false
			}
			// The kernel sees views of the operands, contiguous or not.
			s.params[i] = NewArray(t.Dtype, t.Ndim, LayoutA)
		default:
			c.sigError(s, at, "", "a @guvectorize operand is a scalar or an array, not %s", t)
			return false
		}
	}
	s.result = NoneType{}
	return true
}

// checkGufuncBody reports what a gufunc kernel may not do: return a value (outputs are
// written through their parameters) or write to an input (unless the layout has no outputs:
// then the kernel writes into its operands, as NumPy passes them).
func (c *checker) checkGufuncBody(fe *funcEntry) {
	g := fe.gufunc
	inputs := map[string]bool{}
	for i, p := range fe.def.Params {
		if i < len(g.Ins) {
			inputs[p.Name] = true
		}
	}
	base := func(e translate.Expr) (string, bool) {
		for {
			switch x := e.(type) {
			case *translate.Subscript:
				e = x.X
			case *translate.Name:
				return x.Id, true
			default:
				return "", false
			}
		}
	}
	written := func(t translate.Expr) {
		if _, ok := t.(*translate.Subscript); !ok {
			return
		}
		if name, _ := base(t); inputs[name] && len(g.Outs) > 0 {
			fe.declDiags.Add(c.file, leftmost(t).At(), "gufunc-writes-input", "write results into the output parameters",
				"the @guvectorize kernel %s writes to its input %s", fe.def.Name, name)
		}
	}
	var walk func(body []translate.Stmt)
	walk = func(body []translate.Stmt) {
		for _, s := range body {
			switch s := s.(type) {
			case *translate.Assign:
				for _, t := range s.Targets {
					if tup, ok := t.(*translate.Tuple); ok {
						for _, x := range tup.Elts {
							written(x)
						}
						continue
					}
					written(t)
				}
			case *translate.AugAssign:
				written(s.Target)
			case *translate.Return:
				if s.Value != nil {
					fe.declDiags.Add(c.file, s.Pos, "gufunc-returns", "write the result into an output parameter (out[0] = value for a scalar output)",
						"a @guvectorize kernel returns nothing: %s returns a value", fe.def.Name)
				}
			case *translate.If:
				walk(s.Body)
				walk(s.Else)
			case *translate.While:
				walk(s.Body)
				walk(s.Else)
			case *translate.For:
				walk(s.Body)
				walk(s.Else)
			case *translate.Try:
				for _, b := range translate.Blocks(s) {
					walk(b)
				}
			}
		}
	}
	walk(fe.def.Body)
}
