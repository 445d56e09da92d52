package typer

import (
	"fmt"
	"go/constant"
	"go/token"
	"sort"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// This file reads @vectorize: a NumPy ufunc whose element function is the decorated Python
// function. Each eager signature is one specialization of the element function (scalars in,
// a scalar out), typed with Numba's error_model='numpy' as Numba compiles ufunc kernels, and
// emit gives each one its array loops.

// UfuncDecl is what a @vectorize decorator says of its function.
type UfuncDecl struct {
	// Parallel is true for target='parallel': large calls split across the goroutine pool.
	Parallel bool
	// CUDA is true for target='cuda': with the cuda build tag and a GPU, calls run a CUDA
	// kernel over the elements (CUDAProgram.Ufuncs); otherwise the CPU loops, which compute the
	// same elements.
	CUDA bool
	// Identity is the value of identity=, nil when not given (or None).
	Identity constant.Value
	// IdentityText is identity= as written: "0", "1", "reorderable" or "" when not given.
	IdentityText string
}

// MaxUfuncInputs is the most inputs of a @vectorize ufunc, as kernels.UfuncN takes them.
const MaxUfuncInputs = 8

// vectorizeDecorator reads @vectorize, @vectorize(signatures, **options) and
// @vectorize(signatures=..., target=...).
func (c *checker) vectorizeDecorator(fe *funcEntry, d *translate.Decorator) {
	fe.entry = true
	fe.ufunc = &UfuncDecl{}
	fe.opts["error_model"] = constant.MakeString("numpy")
	r := typeResolver{mod: c.mod, strict: true}
	addSig := func(e translate.Expr) {
		fe.asked = true
		if l, ok := e.(*translate.List); ok {
			for _, x := range l.Elts {
				c.addSigOne(fe, r, x)
			}
			return
		}
		c.addSigOne(fe, r, e)
	}
	for i, a := range d.Args {
		if i > 0 {
			fe.declDiags.Add(c.file, a.At(), "bad-option", "write the options as keywords: @vectorize([...], target='parallel')", "@vectorize takes the signatures as its only positional argument")
			break
		}
		addSig(a)
	}
	for _, k := range d.Keywords {
		switch k.Name {
		case "signatures", "ftylist":
			addSig(k.Value)
		case "target":
			cst, ok := k.Value.(*translate.Const)
			if !ok || cst.Kind != translate.StrConst {
				fe.declDiags.Add(c.file, k.Pos, "bad-option", "write target='cpu', target='parallel' or target='cuda'", "target must be a string")
				continue
			}
			switch constant.StringVal(cst.Value) {
			case "cpu":
			case "parallel":
				fe.ufunc.Parallel = true
			case "cuda":
				fe.ufunc.CUDA = true
			default:
				fe.declDiags.Add(c.file, k.Pos, "bad-option", "write target='cpu', target='parallel' or target='cuda'", "unknown target %q", constant.StringVal(cst.Value))
			}
		case "identity":
			switch v := k.Value.(type) {
			case *translate.Const:
				switch v.Kind {
				case translate.NoneConst:
				case translate.IntConst, translate.BoolConst, translate.FloatConst:
					fe.ufunc.Identity = v.Value
					fe.ufunc.IdentityText = v.Value.ExactString()
				case translate.StrConst:
					if constant.StringVal(v.Value) == "reorderable" {
						fe.ufunc.IdentityText = "reorderable"
						continue
					}
					fe.declDiags.Add(c.file, k.Pos, "bad-option", "identity is 0, 1, None or 'reorderable'", "unknown identity %q", constant.StringVal(v.Value))
				default:
					fe.declDiags.Add(c.file, k.Pos, "bad-option", "identity is 0, 1, None or 'reorderable'", "identity must be a constant")
				}
			case *translate.UnaryOp:
				if x, ok := v.X.(*translate.Const); ok && v.Op == translate.USub && (x.Kind == translate.IntConst || x.Kind == translate.FloatConst) {
					fe.ufunc.Identity = constant.UnaryOp(token.SUB, x.Value, 0)
					fe.ufunc.IdentityText = fe.ufunc.Identity.ExactString()
					continue
				}
				fe.declDiags.Add(c.file, k.Pos, "bad-option", "identity is 0, 1, None or 'reorderable'", "identity must be a constant")
			default:
				fe.declDiags.Add(c.file, k.Pos, "bad-option", "identity is 0, 1, None or 'reorderable'", "identity must be a constant")
			}
		case "nopython", "cache", "fastmath", "nogil", "boundscheck", "writable_args":
			if cst, ok := k.Value.(*translate.Const); ok && cst.Value != nil {
				fe.opts[k.Name] = cst.Value
			}
			if k.Name == "nopython" && isFalse(k.Value) {
				fe.declDiags.Add(c.file, k.Pos, "unsupported-feature", "pygo compiles nopython mode only", "object mode is not supported")
			}
		case "forceobj":
			fe.declDiags.Add(c.file, k.Pos, "unsupported-feature", "pygo compiles nopython mode only", "object mode is not supported")
		default:
			fe.declDiags.Add(c.file, k.Pos, "bad-option", "", "unknown @vectorize option %s", k.Name)
		}
	}
}

// checkUfuncSig reports a @vectorize signature whose types are not all scalars.
func (c *checker) checkUfuncSig(fe *funcEntry, s *signature) bool {
	if fe.ufunc == nil {
		return true
	}
	for i, t := range s.params {
		if _, ok := t.(*Basic); !ok {
			c.sigError(s, s.args[i].at, "the element function of a ufunc takes scalars: write float64(float64, float64), not float64[:]", "a @vectorize signature takes scalar types, not %s", t)
			return false
		}
	}
	if s.vararg != nil {
		c.sigError(s, s.at, "", "a @vectorize function cannot take *%s", fe.def.Vararg.Name)
		return false
	}
	if len(s.params) != len(fe.def.Params) {
		c.sigError(s, s.at, "", "a @vectorize signature gives every parameter a type: %s takes %s", fe.def.Name, count(len(fe.def.Params), "argument"))
		return false
	}
	if len(s.params) == 0 || len(s.params) > MaxUfuncInputs {
		c.sigError(s, s.at, "", "pygo's ufuncs take 1 to %d inputs, %s takes %d", MaxUfuncInputs, fe.def.Name, len(s.params))
		return false
	}
	if s.result == nil && s.form == numbaForm {
		c.sigError(s, s.at, "write the result type too: float64(float64, float64)", "a @vectorize signature needs a result type")
		return false
	}
	if _, ok := s.result.(*Basic); !ok && s.result != nil {
		c.sigError(s, s.at, "", "a @vectorize result is a scalar, not %s", s.result)
		return false
	}
	return true
}

// checkUfuncCalls reports the calls from compiled code of ufuncs whose element functions can raise.
// A loop whose element function raises runs as Numba's does when called from Python: every
// element is computed, one that raises keeps its output, and the call returns the exception
// (the Go forms of such a loop have an error result); the CUDA target's checks reject a raise
// in device code. Numba's compiled calls (from @njit code) ignore the exception and store 0 for the
// element, so pygo rejects those calls rather than return 0 for an element that raised.
func (c *checker) checkUfuncCalls() {
	reported := map[*translate.Call]bool{} // a call is reported once, whatever specializations contain it
	for _, sp := range c.specs {
		if sp.Info == nil {
			continue
		}
		var calls []*translate.Call
		for e, call := range sp.Info.Calls {
			if call.Spec != nil && call.Spec.Ufunc != nil && call.Spec.Raises && !reported[e] && (call.Kind == CallUser || call.Kind == CallUfunc) {
				calls = append(calls, e)
				reported[e] = true
			}
		}
		sort.Slice(calls, func(i, j int) bool { return calls[i].Pos.Before(calls[j].Pos) })
		for _, e := range calls {
			callee := sp.Info.Calls[e].Spec
			c.diags.Add(c.file, e.Pos, "unsupported-feature", "call the ufunc from Go, where its forms return the exception, or check inputs before the call",
				"the ufunc %s can raise an exception (for %s): Numba's compiled call ignores it and stores 0 for the element", callee.Def.Name, callee.Key())
		}
	}
}

// ufuncSigHint says how to give a dynamic @vectorize its loops.
func ufuncSigHint(def *translate.FuncDef) string {
	example := make([]string, len(def.Params))
	for i := range example {
		example[i] = "float64"
	}
	list := strings.Join(example, ", ")
	return fmt.Sprintf("give the loops in the decorator (@vectorize([\"float64(%s)\"])), call the ufunc from a translated function, or use pygo -sig '%s(%s)'", list, def.Name, list)
}

// ufuncCall types a call of a @vectorize ufunc from compiled code, as Numba types it: the loop
// is the first signature every input's element type casts to (numpy_support's
// ufunc_find_matching_loop), or for a dynamic ufunc a new loop for those element types. With
// scalars only, the call is a call of the element function; with an array, the result is a
// C-contiguous array of the broadcast rank, computed element by element (fused with the rest
// of an array expression).
func (st *fnState) ufuncCall(e *translate.Call, fe *funcEntry, args []translate.Expr, types []Type) Type {
	c := st.c
	if fe.ufunc.CUDA {
		c.errorf(e.Pos, "unsupported-feature", "call it from Go, or give the ufunc target='cpu' or target='parallel'",
			"the CUDA ufunc %s cannot be called from compiled code (Numba cannot either)", fe.def.Name)
		return nil
	}
	var elems []*Basic
	nd, arrays := 0, false
	for i, t := range types {
		switch t := t.(type) {
		case *Basic:
			elems = append(elems, t)
		case *Array:
			elems = append(elems, t.Dtype)
			nd, arrays = max(nd, t.Ndim), true
		default:
			c.errorf(args[i].At(), "type-mismatch", "", "cannot pass a %s to the ufunc %s", t, fe.def.Name)
			return nil
		}
	}
	var sp *Spec
	if len(fe.sigs) > 0 && !fe.lazySigs {
		mixed := false
		for _, a := range elems {
			for _, b := range elems {
				mixed = mixed || a.IsInteger() && (b.IsFloat() || b.IsComplex())
			}
		}
		var pick *signature
		for _, s := range fe.sigs {
			ok := len(s.params) == len(elems)
			for i := 0; ok && i < len(elems); i++ {
				ok = ufuncCanCast(elems[i], s.params[i].(*Basic), mixed)
			}
			if ok {
				pick = s
				break
			}
		}
		if pick == nil {
			names := make([]string, len(elems))
			for i, b := range elems {
				names[i] = b.String()
			}
			c.errorf(e.Pos, "type-mismatch", "list a loop for these types in the decorator", "no loop of the ufunc %s accepts %s", fe.def.Name, strings.Join(names, ", "))
			return nil
		}
		sp = c.newSpec(fe, pick.params, nil)
	} else {
		params := make([]Type, len(elems))
		for i, b := range elems {
			params[i] = b
		}
		sp = c.newSpec(fe, params, nil)
	}
	kind := CallUser
	if arrays {
		kind = CallUfunc
	}
	st.info.Calls[e] = &Call{Kind: kind, Spec: sp, Args: args, ArgTypes: types}
	res, ok := sp.Result.(*Basic)
	if !ok {
		return nil // not inferred yet
	}
	if !arrays {
		return res
	}
	return elementwise(res, nd) // a scalar when every array argument is 0-d, as in Numba
}

// ufuncCanCast is Numba's ufunc_can_cast(from, to, mixed, 'safe'): NumPy's safe casting,
// except that with integer and floating-point inputs mixed any integer casts to any float.
func ufuncCanCast(from, to *Basic, mixed bool) bool {
	if mixed && from.IsInteger() && (to.IsFloat() || to.IsComplex()) {
		return true
	}
	return safeCast(from, to)
}

// safeCast is np.can_cast(from, to, 'safe').
func safeCast(from, to *Basic) bool {
	switch {
	case from == to || from.IsBool():
		return true
	case to.IsBool():
		return false
	case from.IsInteger() && to.IsInteger():
		switch {
		case from.IsSigned() == to.IsSigned():
			return to.Bits() >= from.Bits()
		case from.IsUnsigned():
			return to.Bits() > from.Bits()
		}
		return false
	case from.IsInteger() && to.IsFloat():
		return from.Bits() <= 16 || to == Float64
	case from.IsInteger() && to.IsComplex():
		return from.Bits() <= 16 || to == Complex128
	case from.IsFloat() && to.IsFloat():
		return to.Bits() >= from.Bits()
	case from.IsFloat() && to.IsComplex():
		return to.Bits() >= 2*from.Bits()
	case from.IsComplex() && to.IsComplex():
		return to.Bits() >= from.Bits()
	}
	return false
}

// loopText spells the signature of a ufunc or gufunc loop as Numba writes it:
// float64(float64, int64).
func loopText(s *Spec) string {
	var ps []string
	for _, p := range s.Params {
		ps = append(ps, p.String())
	}
	r := "?"
	if s.Result != nil {
		r = s.Result.String()
	}
	if isNoneType(s.Result) {
		r = "void"
	}
	return r + "(" + strings.Join(ps, ", ") + ")"
}
