package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/typer"
)

// This file lowers Python's heapq functions (typed in typer/heapq.go) to kernels' heap
// functions, each given the item type's Python order as a less function.

// heapqFuncs maps heapq's functions to their kernels implementations.
var heapqFuncs = map[string]string{
	"heappush": "HeapPush", "heappop": "HeapPop", "heapify": "Heapify", "heapreplace": "HeapReplace",
	"heappushpop": "HeapPushPop", "nsmallest": "NSmallest", "nlargest": "NLargest",
}

func (fe *funcEmitter) heapqCall(name string, c *typer.Call, rt typer.Type) code {
	fn := jen.Qual(kernelsPath, heapqFuncs[name])
	switch name {
	case "nsmallest", "nlargest":
		el := listOf(rt).Elem
		return primary(fn.Call(fe.as(c.Args[0], typer.Int64, true), fe.iterSlice(c.Args[1], el), lessFunc(el)))
	}
	el := listOf(c.ArgTypes[0]).Elem
	heap := fe.expr(c.Args[0]) // *[]T
	switch name {
	case "heappush":
		return primary(fn.Call(heap, fe.as(c.Args[1], el, true), lessFunc(el)))
	case "heappop":
		return primary(fn.Call(heap, lessFunc(el)))
	case "heapify":
		return primary(fn.Call(jen.Op("*").Add(heap), lessFunc(el)))
	}
	return primary(fn.Call(jen.Op("*").Add(heap), fe.as(c.Args[1], el, true), lessFunc(el)))
}
