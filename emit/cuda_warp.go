package emit

import (
	"fmt"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file emits the warp intrinsics (cuda.syncwarp, all_sync, any_sync, eq_sync, ballot_sync,
// shfl_sync, shfl_up_sync, shfl_down_sync, shfl_xor_sync, match_any_sync, match_all_sync,
// activemask, lanemask_lt): Go calls of the CPU twin's warp meetings in kernels/cuda, and CUDA's
// __*_sync built-ins in the CUDA C.

// cudaWarpPrelude holds the CUDA C helper of the warp intrinsics: the lane, by linear thread id
// within the block, as Numba's simulator and kernels/cuda number it.
const cudaWarpPrelude = `
// The thread's lane in its warp: its linear index in the block modulo 32.
__device__ __forceinline__ unsigned int pygo_lane() { return (threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z)) % 32; }
`

// cudaUsesWarp reports whether a CUDA function of the program uses cuda.laneid or a warp
// intrinsic.
func cudaUsesWarp(cp *typer.CUDAProgram) bool {
	for _, fns := range [][]*typer.CUDAFunc{cp.Kernels, cp.Devices} {
		for _, fn := range fns {
			for _, b := range fn.Builtins {
				if b.Kind == "warp" || b.Kind == "laneid" {
					return true
				}
			}
		}
	}
	return false
}

// warpGoNames are the Thread methods (votes, ballot, syncwarp, masks) and kernels/cuda
// functions (generic over the value type: shuffles, matches) of the intrinsics.
var warpGoNames = map[string]string{
	"syncwarp": "SyncWarp", "all_sync": "AllSync", "any_sync": "AnySync", "eq_sync": "EqSync",
	"ballot_sync": "BallotSync", "activemask": "ActiveMask", "lanemask_lt": "LanemaskLt",
	"shfl_sync": "ShflSync", "shfl_up_sync": "ShflUpSync", "shfl_down_sync": "ShflDownSync",
	"shfl_xor_sync": "ShflXorSync", "match_any_sync": "MatchAnySync", "match_all_sync": "MatchAllSync",
}

func (g *cudaGo) warp(x *translate.Call, b *typer.CUDABuiltin) *jen.Statement {
	name := warpGoNames[b.Name]
	var args []jen.Code
	if len(x.Args) > 0 {
		args = append(args, jen.Qual(cudaPath, "Mask").Call(g.conv(x.Args[0], typer.Int64)))
	}
	switch b.Name {
	case "syncwarp":
		if len(x.Args) == 0 {
			args = append(args, jen.Lit(0xffffffff))
		}
		return jen.Id("t").Dot(name).Call(args...)
	case "all_sync", "any_sync", "eq_sync", "ballot_sync":
		return jen.Id("t").Dot(name).Call(append(args, g.cond(x.Args[1]))...)
	case "activemask", "lanemask_lt":
		return jen.Id("t").Dot(name).Call()
	}
	args = append([]jen.Code{jen.Id("t")}, args...)
	args = append(args, g.conv(x.Args[1], b.Type))
	if len(x.Args) == 3 {
		args = append(args, g.conv(x.Args[2], typer.Int32))
	}
	return jen.Qual(cudaPath, name).Call(args...)
}

// warpUnpack assigns m, ok = cuda.match_all_sync(mask, value).
func (g *cudaGo) warpUnpack(tup *translate.Tuple, call *translate.Call, b *typer.CUDABuiltin) []jen.Code {
	m, ok := jen.Id("pygo_m"), jen.Id("pygo_ok")
	body := []jen.Code{jen.List(m, ok).Op(":=").Add(g.warp(call, b))}
	for i, v := range []jen.Code{m, ok} {
		x := tup.Elts[i]
		body = append(body, jen.Id(g.names[x.(*translate.Name).Id]).Op("=").Add(convCode(v, []*typer.Basic{typer.Int32, typer.Bool}[i], basic(g.typeOf(x)))))
	}
	return []jen.Code{jen.Block(body...)}
}

// warpCNames are the CUDA built-ins of the intrinsics.
var warpCNames = map[string]string{
	"syncwarp": "__syncwarp", "all_sync": "__all_sync", "any_sync": "__any_sync", "eq_sync": "__uni_sync",
	"ballot_sync": "__ballot_sync", "shfl_sync": "__shfl_sync", "shfl_up_sync": "__shfl_up_sync",
	"shfl_down_sync": "__shfl_down_sync", "shfl_xor_sync": "__shfl_xor_sync", "match_any_sync": "__match_any_sync",
}

func (c *cudaCEmitter) warp(x *translate.Call, b *typer.CUDABuiltin) string {
	var args []string
	if len(x.Args) > 0 {
		args = append(args, fmt.Sprintf("(unsigned int)(%s)", c.expr(x.Args[0])))
	}
	call := func() string { return warpCNames[b.Name] + "(" + strings.Join(args, ", ") + ")" }
	switch b.Name {
	case "syncwarp":
		if len(x.Args) == 0 {
			args = append(args, "0xffffffffu")
		}
		return call()
	case "all_sync", "any_sync", "eq_sync":
		args = append(args, c.cond(x.Args[1]))
		return "(" + call() + " != 0)"
	case "ballot_sync":
		args = append(args, c.cond(x.Args[1]))
		return "(int)" + call()
	case "activemask":
		return "__activemask()"
	case "lanemask_lt":
		return "((1u << pygo_lane()) - 1u)"
	case "match_any_sync":
		args = append(args, c.conv(x.Args[1], b.Type))
		return "(int)" + call()
	}
	args = append(args, c.conv(x.Args[1], b.Type))
	if b.Name == "shfl_sync" {
		args = append(args, c.conv(x.Args[2], typer.Int32))
	} else {
		args = append(args, fmt.Sprintf("(unsigned int)(%s)", c.conv(x.Args[2], typer.Int32)))
	}
	return call()
}

// warpUnpack assigns m, ok = cuda.match_all_sync(mask, value).
func (c *cudaCEmitter) warpUnpack(tup *translate.Tuple, call *translate.Call, b *typer.CUDABuiltin) {
	c.line("{")
	c.indent++
	c.line("int pygo_ok;")
	c.line("int pygo_m = (int)__match_all_sync((unsigned int)(%s), %s, &pygo_ok);", c.expr(call.Args[0]), c.conv(call.Args[1], b.Type))
	for i, v := range []string{"pygo_m", "pygo_ok"} {
		x := tup.Elts[i]
		c.line("%s = %s;", c.names[x.(*translate.Name).Id], convC(v, typer.Int32, basic(c.typeOf(x))))
	}
	c.indent--
	c.line("}")
}
