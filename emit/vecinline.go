package emit

import (
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file inlines calls of small user functions into an explicit loop's vector form, as
// LLVM inlines them for Numba: a function whose body is one return of an expression of its
// float parameters and constants (a lambda given to a compiled function, or a one-line helper),
//
//	s += f(a + i * h)    with f = lambda x: math.sin(x) * math.exp(-0.1 * x)
//
// is its expression on the nodes of the arguments. The Go loop still calls the function, which
// returns its expression converted to its result type: the nodes compute the same
// operations, in the callee's types, so the bits are the same.

// maxInline bounds the depth of inlined calls in one element expression.
const maxInline = 4

// inlined returns the node of the call e of a user function, or fails.
func (ef *elemFor) inlined(e *translate.Call, c *typer.Call) int {
	fe := ef.fe
	sp := c.Spec
	if sp == nil || sp.Info == nil || sp.Def == nil || sp.Vararg != nil || sp.Raises || len(sp.Def.Body) != 1 ||
		len(c.Args) != len(sp.Def.Params) || len(sp.Params) != len(c.Args) || ef.inlining >= maxInline {
		return ef.v.fail("a call of %s", callName(sp))
	}
	ret, ok := sp.Def.Body[0].(*translate.Return)
	rt := basic(sp.Result)
	if !ok || ret.Value == nil || rt == nil || !rt.IsFloat() {
		return ef.v.fail("a call of %s, which is not one return of a float expression", callName(sp))
	}
	// The arguments, converted to the parameters' types in the caller.
	temps, tempT, params := map[string]int{}, map[string]*typer.Basic{}, map[string]bool{}
	for k, a := range c.Args {
		pt := basic(sp.Params[k])
		if pt == nil || !pt.IsFloat() {
			return ef.v.fail("a call of %s with a %s parameter", callName(sp), sp.Params[k])
		}
		n := ef.as(a, pt)
		if n < 0 {
			return -1
		}
		name := sp.Def.Params[k].Name
		temps[name], tempT[name], params[name] = n, pt, true
	}
	callT := basic(fe.typeOf(e))
	// The callee's expression, in the callee's types, with its parameters bound.
	savedInfo, savedTemps, savedTempT, savedBody, savedVar := fe.info, ef.temps, ef.tempT, ef.body, ef.loopVar
	fe.info, ef.temps, ef.tempT, ef.body, ef.loopVar = sp.Info, temps, tempT, params, ""
	ef.inlining++
	n := ef.as(ret.Value, rt)
	ef.inlining--
	fe.info, ef.temps, ef.tempT, ef.body, ef.loopVar = savedInfo, savedTemps, savedTempT, savedBody, savedVar
	return ef.v.convert(n, rt, callT)
}

func callName(sp *typer.Spec) string {
	if sp == nil || sp.Def == nil {
		return "a function"
	}
	if sp.Def.Lambda {
		return "a lambda"
	}
	return sp.Def.Name
}
