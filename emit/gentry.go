package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
)

// A generator that yields inside try statements hands values to the consumer's loop body
// from inside the closures of kernels.Try and of finally clauses. Its iterator keeps a
// kernels.GenState: such a yield is kernels.GenYield, which unwinds the generator when the
// consumer stops (a Go return cannot leave the closures), its try statements run through
// kernels.GenTry, which leaves the consumer's exceptions alone, and its finally clauses run
// only while the generator's own code runs, as Numba never closes a generator its consumer
// abandons.

// yieldsInTry reports whether a yield stands inside a try statement of body.
func yieldsInTry(body []translate.Stmt) bool {
	for _, s := range body {
		switch s := s.(type) {
		case *translate.If:
			if yieldsInTry(s.Body) || yieldsInTry(s.Else) {
				return true
			}
		case *translate.While:
			if yieldsInTry(s.Body) || yieldsInTry(s.Else) {
				return true
			}
		case *translate.For:
			if yieldsInTry(s.Body) || yieldsInTry(s.Else) {
				return true
			}
		case *translate.Try:
			blocks := [][]translate.Stmt{s.Body, s.Else, s.Finally}
			for _, h := range s.Handlers {
				blocks = append(blocks, h.Body)
			}
			for _, b := range blocks {
				if hasYield(b) {
					return true
				}
			}
		}
	}
	return false
}

// hasYield reports whether body holds a yield (nested functions are not entered).
func hasYield(body []translate.Stmt) bool {
	found := false
	translate.WalkExprs(body, func(e translate.Expr) {
		if _, ok := e.(*translate.Yield); ok {
			found = true
		}
	})
	return found
}

// genStatePrologue declares the generator's state and defers the end of its unwinding.
func (fe *funcEmitter) genStatePrologue() []jen.Code {
	return []jen.Code{
		jen.Var().Id(fe.genState).Qual(kernelsPath, "GenState"),
		jen.Defer().Qual(kernelsPath, "GenEnd").Call(jen.Op("&").Id(fe.genState)),
	}
}

// genYield emits a yield inside a try statement of such a generator.
func (fe *funcEmitter) genYield(v jen.Code) jen.Code {
	return jen.Qual(kernelsPath, "GenYield").Call(jen.Op("&").Id(fe.genState), jen.Id(fe.yield), v)
}

// tryCall emits the call of kernels.Try (kernels.GenTry in such a generator) on body.
func (fe *funcEmitter) tryCall(body []jen.Code) *jen.Statement {
	fn := jen.Func().Params().Int().Block(body...)
	if fe.genState != "" {
		return jen.Qual(kernelsPath, "GenTry").Call(jen.Op("&").Id(fe.genState), fn)
	}
	return jen.Qual(kernelsPath, "Try").Call(fn)
}

// finallyDefer emits the deferred call that runs a finally clause.
func (fe *funcEmitter) finallyDefer(fin []jen.Code) jen.Code {
	if fe.genState != "" {
		fin = []jen.Code{jen.If(jen.Id(fe.genState).Dot("Live").Call()).Block(fin...)}
	}
	return jen.Defer().Func().Params().Block(fin...).Call()
}
