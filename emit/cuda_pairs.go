package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file emits the CUDA built-ins that return a pair, which a kernel unpacks into two
// names: r, phi = cmath.polar(z), frac, whole = math.modf(x) and m, e = math.frexp(x). They
// compute in double, as the CPU code (and Numba's simulator) does, and convert each part to
// its variable's type.

// cudaPairFunc is how the Go twin and the CUDA C compute one pair built-in.
type cudaPairFunc struct {
	goFunc string                  // the kernels function returning both parts, of types parts
	from   *typer.Basic            // the type its argument is converted to
	parts  [2]*typer.Basic         // the types of the parts goFunc returns and cDecl declares
	cDecl  func(arg string) string // CUDA C declaring pygo_p0 and pygo_p1 from arg
}

var cudaPairFuncs = map[[2]string]cudaPairFunc{
	{"cmath", "polar"}: {goFunc: "Polar", from: typer.Complex128, parts: [2]*typer.Basic{typer.Float64, typer.Float64}, cDecl: func(z string) string {
		return "pygo_c128 pygo_z = " + z + "; double pygo_p0 = hypot(pygo_z.re, pygo_z.im), pygo_p1 = atan2(pygo_z.im, pygo_z.re);"
	}},
	{"math", "modf"}: {goFunc: "Modf", from: typer.Float64, parts: [2]*typer.Basic{typer.Float64, typer.Float64}, cDecl: func(x string) string {
		return "double pygo_p1; double pygo_p0 = modf(" + x + ", &pygo_p1);"
	}},
	// frexp of a float32 value in double gives frexpf's parts: the mantissa has float32's
	// precision and a float32 subnormal is normal in double.
	{"math", "frexp"}: {goFunc: "Frexp", from: typer.Float64, parts: [2]*typer.Basic{typer.Float64, typer.Int64}, cDecl: func(x string) string {
		return "int pygo_e; double pygo_p0 = frexp(" + x + ", &pygo_e); long long pygo_p1 = pygo_e;"
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
	elems := g.typeOf(call).(*typer.Tuple).Elems
	body := []jen.Code{jen.List(jen.Id(parts[0]), jen.Id(parts[1])).Op(":=").Qual(kernelsPath, p.goFunc).Call(g.conv(call.Args[0], p.from))}
	for i, x := range tup.Elts {
		pt := basic(elems[i])
		v := convCode(jen.Id(parts[i]), p.parts[i], pt)
		body = append(body, jen.Id(g.names[x.(*translate.Name).Id]).Op("=").Add(convCode(v, pt, basic(g.typeOf(x)))))
	}
	return []jen.Code{jen.Block(body...)}
}

// pairUnpack emits a, b = f(x) in CUDA C.
func (c *cudaCEmitter) pairUnpack(p cudaPairFunc, tup *translate.Tuple, call *translate.Call) {
	elems := c.typeOf(call).(*typer.Tuple).Elems
	c.line("{")
	c.indent++
	c.line("%s", p.cDecl(c.conv(call.Args[0], p.from)))
	for i, x := range tup.Elts {
		pt := basic(elems[i])
		part := []string{"pygo_p0", "pygo_p1"}[i]
		c.line("%s = %s;", c.names[x.(*translate.Name).Id], convC(convC(part, p.parts[i], pt), pt, basic(c.typeOf(x))))
	}
	c.indent--
	c.line("}")
}
