package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file emits the CUDA built-ins that return a pair, which a kernel unpacks into two
// names: r, phi = cmath.polar(z) and frac, whole = math.modf(x). Both compute in double, as
// the CPU code (and Numba's simulator) does, and convert each part to its variable's type.

// cudaPairFunc is how the Go twin and the CUDA C compute one pair built-in.
type cudaPairFunc struct {
	goFunc string                  // the kernels function returning both parts as float64
	from   *typer.Basic            // the type its argument is converted to
	cDecl  func(arg string) string // CUDA C declaring pygo_p0 and pygo_p1 (double) from arg
}

var cudaPairFuncs = map[[2]string]cudaPairFunc{
	{"cmath", "polar"}: {goFunc: "Polar", from: typer.Complex128, cDecl: func(z string) string {
		return "pygo_c128 pygo_z = " + z + "; double pygo_p0 = hypot(pygo_z.re, pygo_z.im), pygo_p1 = atan2(pygo_z.im, pygo_z.re);"
	}},
	{"math", "modf"}: {goFunc: "Modf", from: typer.Float64, cDecl: func(x string) string {
		return "double pygo_p1; double pygo_p0 = modf(" + x + ", &pygo_p1);"
	}},
}

// cudaPair returns the pair built-in that call is, if it is one.
func cudaPair(fn *typer.CUDAFunc, call *translate.Call) (cudaPairFunc, bool) {
	b := fn.Builtins[call]
	if b == nil {
		return cudaPairFunc{}, false
	}
	p, ok := cudaPairFuncs[[2]string{b.Kind, b.Name}]
	return p, ok
}

// pairUnpack emits a, b = f(x) in the Go twin.
func (g *cudaGo) pairUnpack(p cudaPairFunc, tup *translate.Tuple, call *translate.Call) []jen.Code {
	parts := []string{g.namer.Take("p"), g.namer.Take("p")}
	pt := basic(g.typeOf(call).(*typer.Tuple).Elems[0])
	body := []jen.Code{jen.List(jen.Id(parts[0]), jen.Id(parts[1])).Op(":=").Qual(kernelsPath, p.goFunc).Call(g.conv(call.Args[0], p.from))}
	for i, x := range tup.Elts {
		v := convCode(jen.Id(parts[i]), typer.Float64, pt)
		body = append(body, jen.Id(g.names[x.(*translate.Name).Id]).Op("=").Add(convCode(v, pt, basic(g.typeOf(x)))))
	}
	return []jen.Code{jen.Block(body...)}
}

// pairUnpack emits a, b = f(x) in CUDA C.
func (c *cudaCEmitter) pairUnpack(p cudaPairFunc, tup *translate.Tuple, call *translate.Call) {
	pt := basic(c.typeOf(call).(*typer.Tuple).Elems[0])
	c.line("{")
	c.indent++
	c.line("%s", p.cDecl(c.conv(call.Args[0], p.from)))
	for i, x := range tup.Elts {
		part := []string{"pygo_p0", "pygo_p1"}[i]
		c.line("%s = %s;", c.names[x.(*translate.Name).Id], convC(convC(part, typer.Float64, pt), pt, basic(c.typeOf(x))))
	}
	c.indent--
	c.line("}")
}
