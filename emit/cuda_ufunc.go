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
	res := "void"
	if !isNone(s.Result) {
		res = s.Result.String()
	}
	return fmt.Sprintf("%s(%s)", res, strings.Join(ps, ", "))
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

// cudaGufuncKernel writes the kernel of CUDA gufunc loop u: its parameters are the number of
// loop positions, then each operand as the device function takes it (data, core shape, core
// strides) followed by its loop stride; a () input is its data and loop stride.
func cudaGufuncKernel(b *strings.Builder, u *typer.CUDAUfunc) {
	s := u.Loop
	ps := []string{"long long loops"}
	var args []string
	for k, p := range s.Params {
		n := fmt.Sprintf("op%d", k)
		switch t := p.(type) {
		case *typer.Basic:
			ps = append(ps, fmt.Sprintf("%s *%s, long long %s_outer", cType(t), n, n))
			args = append(args, fmt.Sprintf("%s[i * %s_outer]", n, n))
		case *typer.Array:
			ps = append(ps, fmt.Sprintf("%s *%s", cType(t.Dtype), n))
			arg := []string{fmt.Sprintf("%s + i * %s_outer", n, n)}
			for j := range t.Ndim {
				ps = append(ps, fmt.Sprintf("long long %s_shape%d", n, j))
				arg = append(arg, fmt.Sprintf("%s_shape%d", n, j))
			}
			for j := range t.Ndim {
				ps = append(ps, fmt.Sprintf("long long %s_stride%d", n, j))
				arg = append(arg, fmt.Sprintf("%s_stride%d", n, j))
			}
			ps = append(ps, fmt.Sprintf("long long %s_outer", n))
			args = append(args, strings.Join(arg, ", "))
		}
	}
	fmt.Fprintf(b, "// %s runs %s at every loop position: the gufunc %s's loop %s, layout %q.\n", u.CName, u.Elem.CName, s.Def.Name, loopSig(s), s.Gufunc.Layout)
	fmt.Fprintf(b, "extern \"C\" __global__ void %s(%s)\n{\n", u.CName, strings.Join(ps, ", "))
	b.WriteString("\tfor (long long i = (long long)blockIdx.x * blockDim.x + threadIdx.x; i < loops; i += (long long)gridDim.x * blockDim.x) {\n")
	fmt.Fprintf(b, "\t\t%s(%s);\n\t}\n}\n", u.Elem.CName, strings.Join(args, ", "))
}

// cudaGufuncRun emits the Go function that runs CUDA gufunc loop s on the GPU over the bound
// operands (views) of plan g0: the Into form calls it when the program has a GPU.
func (e *emitter) cudaGufuncRun(f *jen.File, s *typer.Spec, u *typer.CUDAUfunc, g0 string, views []string) {
	nin := len(s.Gufunc.Ins)
	params := []jen.Code{jen.Id(g0).Op("*").Qual(kernelsPath, "Gufunc")}
	body := []jen.Code{}
	args := []jen.Code{jen.Qual(cudaPath, "ScalarArg").Call(jen.Int64().Call(jen.Id(g0).Dot("Loops").Call()))}
	var dones []jen.Code
	for k, v := range views {
		dt := s.Params[k]
		if a := arrayOf(dt); a != nil {
			dt = a.Dtype
		}
		params = append(params, jen.Id(v).Op("*").Qual(kernelsPath, "GuView").Types(goType(dt)))
		fl := v + "F"
		if k < nin {
			body = append(body, jen.Id(fl).Op(":=").Qual(kernelsPath, "GuFlatIn").Call(jen.Id(g0), jen.Id(v)))
		} else {
			done := v + "Done"
			body = append(body, jen.List(jen.Id(fl), jen.Id(done)).Op(":=").Qual(kernelsPath, "GuFlatOut").Call(jen.Id(g0), jen.Id(v)))
			dones = append(dones, jen.Id(done).Call())
		}
		args = append(args, jen.Qual(cudaPath, "GuArg").Call(jen.Id(fl)))
	}
	body = append(body, jen.If(jen.Err().Op(":=").Qual(cudaPath, "LaunchFlat").Call(jen.Qual(cudaPath, "Kernel").Values(jen.Dict{
		jen.Id("Name"):   jen.Lit(s.Def.Name),
		jen.Id("Source"): jen.Id("CUDASource"),
		jen.Id("Func"):   jen.Lit(u.CName),
		jen.Id("Args"):   jen.Index().Qual(cudaPath, "Arg").Values(args...),
	}), jen.Id(g0).Dot("Loops").Call()), jen.Err().Op("!=").Nil()).Block(jen.Return(jen.Err())))
	body = append(body, dones...)
	body = append(body, jen.Return(jen.Nil()))
	f.Commentf("%s runs the kernel %s of CUDASource on the GPU at every loop position of g,", u.LaunchName, u.CName)
	f.Comment("on the bound operands; the outputs' results are in place when it returns.")
	f.Func().Id(u.LaunchName).Params(params...).Error().Block(body...)
	f.Line()
}
