package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// A for loop over enumerate() or zip() whose sequences include an iterator that other names
// hold (typer.Iterator) after the first place (zip(xs, it), zip(enumerate(it), ys)) takes
// the items one step at a time, as Python does: each step takes the next item of each
// sequence in order and stops at the first that has none, so the items the loop did not
// take stay in the iterator. Every sequence becomes a *kernels.Iter (iter(x)), a nested
// enumerate or zip a Go closure that steps its own sequences. for a, b in zip(range(3), it):
//
//	it2 := kernels.IterRange(kernels.NewRange(0, 3, 1))
//	it3 := it // the held iterator itself
//	for {
//		v, ok := it2.Step()
//		if !ok {
//			break
//		}
//		v2, ok2 := it3.Step()
//		if !ok2 {
//			break
//		}
//		a = v
//		b = v2
//		...

// heldIterIn reports whether the enumerate or zip call (top: a for loop's own) has a held
// iterator anywhere but as the first sequence of the loop's own call, which enumerateGen
// ranges over.
func (fe *funcEmitter) heldIterIn(call *translate.Call, top bool) bool {
	b, ok := fe.typeOf(call.Func).(*typer.BuiltinRef)
	if !ok || b.Path != "enumerate" && b.Path != "zip" {
		return false
	}
	seqs := call.Args
	if b.Path == "enumerate" && len(seqs) > 1 {
		seqs = seqs[:1]
	}
	for i, x := range seqs {
		if inner, ok := x.(*translate.Call); ok && fe.heldIterIn(inner, false) {
			return true
		}
		if _, ok := fe.typeOf(x).(*typer.Iterator); ok && (i > 0 || !top) {
			return true
		}
	}
	return false
}

// isEnumZip returns the builtin an enumerate or zip call names, or "".
func (fe *funcEmitter) isEnumZip(x translate.Expr) string {
	if call, ok := x.(*translate.Call); ok {
		if b, ok := fe.typeOf(call.Func).(*typer.BuiltinRef); ok && (b.Path == "enumerate" || b.Path == "zip") {
			return b.Path
		}
	}
	return ""
}

// stepSeqs declares, in pre, a stepper for each sequence of the enumerate or zip call and
// returns the code that takes one item of each (a value and an ok flag per step), and the
// items' codes in the order of the call's tuple (enumerate's counter first). stop is the
// statement that ends the iteration when a sequence has no item.
func (fe *funcEmitter) stepSeqs(call *translate.Call, pre *[]jen.Code, stop jen.Code) (steps, values []jen.Code) {
	fn := fe.isEnumZip(call)
	seqs := call.Args
	var counter string
	if fn == "enumerate" {
		seqs = call.Args[:1]
		counter = fe.names.Take("k")
		var start jen.Code = jen.Lit(-1)
		if len(call.Args) == 2 {
			start = jen.Add(fe.as(call.Args[1], typer.Int64, true)).Op("-").Lit(1)
		}
		*pre = append(*pre, jen.Id(counter).Op(":=").Int64().Call(start))
		values = append(values, jen.Id(counter))
	}
	for _, x := range seqs {
		v, ok := fe.names.Take("v"), fe.names.Take("ok")
		var step jen.Code
		if fe.isEnumZip(x) != "" {
			step = jen.Id(fe.stepClosure(x.(*translate.Call), pre)).Call()
		} else {
			it := fe.names.Take("it")
			*pre = append(*pre, jen.Id(it).Op(":=").Add(fe.iterOf(x)))
			step = jen.Id(it).Dot("Step").Call()
		}
		steps = append(steps,
			jen.List(jen.Id(v), jen.Id(ok)).Op(":=").Add(step),
			jen.If(jen.Op("!").Id(ok)).Block(stop))
		values = append(values, jen.Id(v))
	}
	if counter != "" {
		steps = append(steps, jen.Id(counter).Op("++"))
	}
	return steps, values
}

// stepClosure declares, in pre, a Go closure that takes the next item of a nested enumerate
// or zip (a tuple) and returns its name.
func (fe *funcEmitter) stepClosure(call *translate.Call, pre *[]jen.Code) string {
	tt := fe.typeOf(call).(*typer.Tuple)
	name := fe.names.Take("step")
	zero := jen.Add(goType(tt)).Values()
	steps, values := fe.stepSeqs(call, pre, jen.Return(zero, jen.False()))
	body := append(steps, jen.Return(tupleLit(tt, values), jen.True()))
	*pre = append(*pre, jen.Id(name).Op(":=").Func().Params().Params(goType(tt), jen.Bool()).Block(body...))
	return name
}

// enumZipValue emits enumerate(...) or zip(...) outside a for loop's header as an iter.Seq of
// the tuples (the Go form of the generator the typer gives it): the sequences' iterators are
// made first, as Python makes the zip object, and each value the consumer asks for takes one
// step of each.
func (fe *funcEmitter) enumZipValue(e *translate.Call, rt typer.Type) code {
	tt := rt.(*typer.Generator).Elem.(*typer.Tuple)
	var pre []jen.Code
	yield := fe.names.Take("yield")
	steps, values := fe.stepSeqs(e, &pre, jen.Return())
	var loop []jen.Code // zip() has no items
	if len(e.Args) > 0 {
		body := append(steps, jen.If(jen.Op("!").Id(yield).Call(tupleLit(tt, values))).Block(jen.Return()))
		loop = []jen.Code{jen.For().Block(body...)}
	}
	seq := jen.Func().Params(jen.Id(yield).Func().Params(goType(tt)).Bool()).Block(loop...)
	return primary(jen.Func().Params().Add(goType(rt)).Block(append(pre, jen.Return(seq))...).Call())
}

// steppedZip emits for targets in enumerate(...) or zip(...) one step at a time.
func (fe *funcEmitter) steppedZip(s *translate.For, call *translate.Call) []jen.Code {
	tt := fe.typeOf(call).(*typer.Tuple)
	var pre []jen.Code
	steps, values := fe.stepSeqs(call, &pre, jen.Break())
	copyIn := steps
	if elts := targetElts(s.Target); len(elts) == len(tt.Elems) {
		for j, el := range elts {
			copyIn = append(copyIn, fe.loopStore(s, el, values[j], tt.Elems[j])...)
		}
	} else {
		copyIn = append(copyIn, fe.loopStore(s, s.Target, tupleLit(tt, values), tt)...)
	}
	return append(pre, fe.loop(s.Body, s.Else, func(body []jen.Code) jen.Code {
		return jen.For().Block(append(copyIn, body...)...)
	})...)
}
