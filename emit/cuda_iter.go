package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file emits for loops over enumerate(a[, start]) and zip(a, b, ...) of one-dimensional
// arrays in CUDA kernels: an index loop up to the shortest array that sets the targets.

// cudaIter returns the enumerate or zip call a for loop iterates over, if it does.
func cudaIter(fn *typer.CUDAFunc, s *translate.For) (*translate.Call, string, bool) {
	call, ok := s.Iter.(*translate.Call)
	if !ok {
		return nil, "", false
	}
	b := fn.Builtins[call]
	if b == nil || b.Kind != "iter" {
		return nil, "", false
	}
	return call, b.Name, true
}

// iterParts splits an enumerate or zip call into its arrays and enumerate's start (nil when
// it starts at 0).
func iterParts(call *translate.Call, kind string) (arrays []translate.Expr, start translate.Expr) {
	if kind == "enumerate" && len(call.Args) == 2 {
		return call.Args[:1], call.Args[1]
	}
	return call.Args, nil
}

// forIter emits an enumerate or zip loop in the Go twin. enumerate's start is evaluated once,
// before the loop, as Python does.
func (g *cudaGo) forIter(s *translate.For, call *translate.Call, kind string) jen.Code {
	arrays, start := iterParts(call, kind)
	k := g.namer.Take("k")
	var lens []jen.Code
	var elems []jen.Code
	for _, x := range arrays {
		a := g.expr(x)
		lens = append(lens, jen.Add(a).Dot("Shape").Index(jen.Lit(0)))
		elems = append(elems, jen.Add(a).Dot("Data").Index(jen.Add(a).Dot("Off").Op("+").Id(k).Op("*").Add(a).Dot("Strides").Index(jen.Lit(0))))
	}
	n := lens[0]
	if len(lens) > 1 {
		n = jen.Min(lens...)
	}
	targets := s.Target.(*translate.Tuple).Elts
	var pre, body []jen.Code
	if kind == "enumerate" {
		idx := jen.Int64().Call(jen.Id(k))
		if start != nil {
			st := g.namer.Take("start")
			pre = append(pre, jen.Var().Id(st).Int64().Op("=").Add(g.conv(start, typer.Int64)))
			idx = idx.Op("+").Id(st)
		}
		body = append(body, jen.Id(g.names[targets[0].(*translate.Name).Id]).Op("=").Add(idx))
		targets = targets[1:]
	}
	for i, x := range targets {
		body = append(body, jen.Id(g.names[x.(*translate.Name).Id]).Op("=").Add(elems[i]))
	}
	loop := jen.For(jen.Id(k).Op(":=").Range().Add(n)).Block(append(body, g.block(s.Body)...)...)
	if pre == nil {
		return loop
	}
	return jen.Block(append(pre, loop)...)
}

// forIter emits an enumerate or zip loop in CUDA C.
func (c *cudaCEmitter) forIter(s *translate.For, call *translate.Call, kind string) {
	arrays, start := iterParts(call, kind)
	k := c.fresh("pygo_k")
	n := ""
	var elems []string
	for _, x := range arrays {
		a := c.arrays[x.(*translate.Name).Id]
		if n == "" {
			n = a.shape[0]
		} else {
			n = "pygo_min(" + n + ", " + a.shape[0] + ")"
		}
		elems = append(elems, a.data+"["+k+" * "+a.strides[0]+"]")
	}
	targets := s.Target.(*translate.Tuple).Elts
	c.line("{")
	c.indent++
	idx := k
	if start != nil {
		st := c.fresh("pygo_start")
		c.line("long long %s = %s;", st, c.conv(start, typer.Int64))
		idx = k + " + " + st
	}
	c.line("for (long long %s = 0; %s < %s; %s++) {", k, k, n, k)
	c.indent++
	if kind == "enumerate" {
		c.line("%s = %s;", c.names[targets[0].(*translate.Name).Id], idx)
		targets = targets[1:]
	}
	for i, x := range targets {
		c.line("%s = %s;", c.names[x.(*translate.Name).Id], elems[i])
	}
	c.block(s.Body)
	c.indent--
	c.line("}")
	c.indent--
	c.line("}")
}
