package emit

import (
	"fmt"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/typer"
)

// This file emits the CUDA side of @vectorize(target='cuda'): per loop, a kernel that applies
// the element function (a __device__ function) to every element of flat vectors in a
// grid-stride loop, and the Go function through which the ufunc's forms run: on the GPU with
// the cuda build tag, else the CPU loop, which computes the same elements.

// loopSig spells a ufunc loop's types as Numba writes a signature: float64(float64, float64).
func loopSig(s *typer.Spec) string {
	var ps []string
	for _, p := range s.Params {
		ps = append(ps, p.String())
	}
	return fmt.Sprintf("%s(%s)", s.Result, strings.Join(ps, ", "))
}

// cudaUfuncKernel writes the kernel of CUDA ufunc loop u: its parameters are the inputs, then
// the output, each a one-dimensional array (data, length, stride; a stride of 0 broadcasts one
// element).
func cudaUfuncKernel(b *strings.Builder, u *typer.CUDAUfunc) {
	s := u.Loop
	res := s.Result.(*typer.Basic)
	var ps, args []string
	for k := range s.Params {
		t := s.Params[k].(*typer.Basic)
		ps = append(ps, fmt.Sprintf("const %s *in%d, long long in%d_n, long long in%d_s", cType(t), k, k, k))
		arg := fmt.Sprintf("in%d[i * in%d_s]", k, k)
		if et, ok := u.Elem.Params[k].(*typer.Basic); ok {
			arg = convC(arg, t, et)
		}
		args = append(args, arg)
	}
	ps = append(ps, fmt.Sprintf("%s *out, long long out_n, long long out_s", cType(res)))
	call := u.Elem.CName + "(" + strings.Join(args, ", ") + ")"
	if et, ok := u.Elem.Result.(*typer.Basic); ok {
		call = convC(call, et, res)
	}
	fmt.Fprintf(b, "// %s applies %s to every element: the ufunc %s's loop %s.\n", u.CName, u.Elem.CName, s.Def.Name, loopSig(s))
	fmt.Fprintf(b, "extern \"C\" __global__ void %s(%s)\n{\n", u.CName, strings.Join(ps, ", "))
	b.WriteString("\tfor (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < out_n; i += (long long)gridDim.x * blockDim.x) {\n")
	fmt.Fprintf(b, "\t\tout[i * out_s] = %s;\n\t}\n}\n", call)
}

// cudaUfuncRun emits the Go function through which the forms of CUDA ufunc loop s run, and
// returns its name: it computes the inputs broadcast to out's shape into out, on the GPU when
// the program has one, else with cpu, the CPU run (kernels.Ufunc1 ... UfuncN over the loop).
func (e *emitter) cudaUfuncRun(f *jen.File, s *typer.Spec, u *typer.CUDAUfunc, ins []string, out string, cpu jen.Code) {
	res := s.Result.(*typer.Basic)
	tparams := []jen.Code{jen.Id("D").Qual(kernelsPath, "Dims")}
	params := []jen.Code{jen.Id(out).Qual(kernelsPath, "Array").Types(goType(res), jen.Id("D"))}
	var shapes, args []jen.Code
	for k, x := range ins {
		tp := fmt.Sprintf("X%d", k+1)
		tparams = append(tparams, jen.Id(tp).Qual(kernelsPath, "Operand").Types(goType(s.Params[k])))
		params = append(params, jen.Id(x).Id(tp))
		shapes = append(shapes, jen.Qual(kernelsPath, "ShapeOf").Call(jen.Id(x)))
		args = append(args, jen.Qual(cudaPath, "ArrayArg").Call(jen.Qual(kernelsPath, "FlatIn").Types(goType(s.Params[k])).Call(jen.Id(x), jen.Id(out).Dot("Shape"))))
	}
	o, done := "flat", "done"
	args = append(args, jen.Qual(cudaPath, "ArrayArg").Call(jen.Id(o)))
	f.Commentf("%s computes %s of the inputs broadcast to out's shape into out: on the GPU", u.LaunchName, s.GoName)
	f.Commentf("with the cuda build tag (the kernel %s of CUDASource), else with the CPU loop,", u.CName)
	f.Comment("which computes the same elements.")
	f.Func().Id(u.LaunchName).Types(tparams...).Params(params...).Error().Block(
		jen.If(jen.Op("!").Qual(cudaPath, "OnGPU").Call()).Block(jen.Return(cpu)),
		jen.If(jen.Err().Op(":=").Qual(kernelsPath, "FlatCheck").Call(append([]jen.Code{jen.Id(out).Dot("Shape")}, shapes...)...), jen.Err().Op("!=").Nil()).Block(jen.Return(jen.Err())),
		jen.List(jen.Id(o), jen.Id(done)).Op(":=").Qual(kernelsPath, "FlatOut").Call(jen.Id(out)),
		jen.If(jen.Err().Op(":=").Qual(cudaPath, "LaunchFlat").Call(jen.Qual(cudaPath, "Kernel").Values(jen.Dict{
			jen.Id("Name"):   jen.Lit(s.Def.Name),
			jen.Id("Source"): jen.Id("CUDASource"),
			jen.Id("Func"):   jen.Lit(u.CName),
			jen.Id("Args"):   jen.Index().Qual(cudaPath, "Arg").Values(args...),
		}), jen.Id(o).Dot("Shape").Index(jen.Lit(0))), jen.Err().Op("!=").Nil()).Block(jen.Return(jen.Err())),
		jen.Id(done).Call(),
		jen.Return(jen.Nil()),
	)
	f.Line()
}
