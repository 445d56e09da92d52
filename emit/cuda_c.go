package emit

import (
	"fmt"
	"go/constant"
	"go/token"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file emits the CUDA C of @cuda.jit kernels: one extern "C" __global__ function per
// kernel specialization and one __device__ function per device function specialization,
// after a small prelude of helpers for Python's semantics (floor division, modulo, negative
// indices, atomics on every width). The source is embedded in the generated Go file as the
// constant CUDASource; NVRTC compiles it for the GPU present. An array argument is passed as
// its data pointer followed by its shape and its strides, in elements:
//
//	extern "C" __global__ void pygo_add(double *a, long long a_shape0, long long a_stride0, ...)

// CUDAPrelude is the helper code every CUDA source starts with.
const CUDAPrelude = `// Helpers for Python's semantics in CUDA C, emitted by pygo.
#define PYGO_INF __longlong_as_double(0x7ff0000000000000ULL)
#define PYGO_NAN __longlong_as_double(0x7ff8000000000000ULL)

// pygo_ix wraps a negative index around, as Numba's array indexing does.
__device__ __forceinline__ long long pygo_ix(long long i, long long n) { return i < 0 ? i + n : i; }

__device__ __forceinline__ long long pygo_floordiv(long long a, long long b) {
	if (b == 0) return 0;
	long long q = a / b;
	if (a % b != 0 && ((a < 0) != (b < 0))) q--;
	return q;
}
__device__ __forceinline__ unsigned long long pygo_floordiv(unsigned long long a, unsigned long long b) { return b == 0 ? 0 : a / b; }
__device__ __forceinline__ double pygo_floordiv(double a, double b) { return floor(a / b); }
__device__ __forceinline__ float pygo_floordiv(float a, float b) { return (float)floor((double)a / (double)b); }

__device__ __forceinline__ long long pygo_mod(long long a, long long b) {
	if (b == 0) return 0;
	long long r = a % b;
	if (r != 0 && ((r < 0) != (b < 0))) r += b;
	return r;
}
__device__ __forceinline__ unsigned long long pygo_mod(unsigned long long a, unsigned long long b) { return b == 0 ? 0 : a % b; }
__device__ __forceinline__ double pygo_mod(double a, double b) {
	double r = fmod(a, b);
	if (r != 0 && ((r < 0) != (b < 0))) r += b;
	else if (r == 0) r = copysign(0.0, b);
	return r;
}
__device__ __forceinline__ float pygo_mod(float a, float b) { return (float)pygo_mod((double)a, (double)b); }

template <typename T> __device__ __forceinline__ T pygo_min(T a, T b) { return b < a ? b : a; }
template <typename T> __device__ __forceinline__ T pygo_max(T a, T b) { return b > a ? b : a; }
__device__ __forceinline__ long long pygo_abs(long long a) { return a < 0 ? -a : a; }

// Atomics on every element width, by compare-and-swap on the element's bits.
template <typename T> struct pygo_word { typedef unsigned int type; };
template <> struct pygo_word<double> { typedef unsigned long long type; };
template <> struct pygo_word<long long> { typedef unsigned long long type; };
template <> struct pygo_word<unsigned long long> { typedef unsigned long long type; };
template <typename T, typename W> __device__ __forceinline__ W pygo_bits(T x) { union { T t; W w; } u; u.w = 0; u.t = x; return u.w; }
template <typename T, typename W> __device__ __forceinline__ T pygo_value(W w) { union { T t; W w; } u; u.w = w; return u.t; }
#define PYGO_ATOMIC(NAME, EXPR) \
template <typename T> __device__ T NAME(T *p, T v) { \
	typedef typename pygo_word<T>::type W; \
	W *wp = (W *)p; \
	W old = *wp, assumed; \
	do { \
		assumed = old; \
		T cur = pygo_value<T, W>(assumed); \
		T next = (EXPR); \
		old = atomicCAS(wp, assumed, pygo_bits<T, W>(next)); \
	} while (old != assumed); \
	return pygo_value<T, W>(assumed); \
}
PYGO_ATOMIC(pygo_atomic_add, cur + v)
PYGO_ATOMIC(pygo_atomic_sub, cur - v)
PYGO_ATOMIC(pygo_atomic_max, (v > cur || cur != cur) ? v : cur)
PYGO_ATOMIC(pygo_atomic_min, (v < cur || cur != cur) ? v : cur)
`

// cudaDynSharedPrelude declares the dynamic shared memory, for modules whose kernels use it.
// A C++ host that runs the CUDA C on the CPU defines PYGO_DYNSHARED and both names itself.
const cudaDynSharedPrelude = `
// Dynamic shared memory: every cuda.shared.array(0, dtype) of a kernel starts here and has as many
// elements as fit in the launch's size, which PTX's %dynamic_smem_size register holds.
#ifndef PYGO_DYNSHARED
extern __shared__ __align__(16) unsigned char pygo_dynshared[];
__device__ __forceinline__ long long pygo_dynshared_size() {
	unsigned int n;
	asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(n));
	return n;
}
#endif
`

// cudaC returns the CUDA C source of the program's CUDA functions.
func (e *emitter) cudaC() string {
	cp := e.prog.CUDA
	var b strings.Builder
	b.WriteString(CUDAPrelude)
	if cudaUsesWarp(cp) {
		b.WriteString(cudaWarpPrelude)
	}
	if cudaUsesIntrinsics(cp) {
		b.WriteString(cudaIntrinsicsPrelude)
	}
	if cudaUsesRandom(cp) {
		b.WriteString(cudaRandomPrelude)
	}
	if cudaUsesComplex(cp) {
		b.WriteString(cudaComplexPrelude)
	}
	if cudaUsesCmath(cp) {
		b.WriteString(cudaCmathPrelude)
	}
	if cudaUsesRoundN(cp) {
		b.WriteString(cudaRoundPrelude)
	}
	if cudaUsesIntPow(cp) {
		b.WriteString(cudaIntPowPrelude)
	}
	for _, fn := range cp.Kernels {
		if fn.DynShared {
			b.WriteString(cudaDynSharedPrelude)
			break
		}
	}
	for _, fn := range cp.Devices {
		b.WriteString("\n")
		newCudaC(e, fn).function(&b)
	}
	for _, fn := range cp.Kernels {
		b.WriteString("\n")
		newCudaC(e, fn).function(&b)
	}
	for _, u := range cp.Ufuncs {
		b.WriteString("\n")
		if u.Loop.Gufunc != nil {
			cudaGufuncKernel(&b, u)
		} else {
			cudaUfuncKernel(&b, u)
		}
	}
	return b.String()
}

// cudaSourceDecl declares the CUDA C source and the kernel names in the Go file.
func (e *emitter) cudaSourceDecl(f *jen.File) {
	cp := e.prog.CUDA
	if cp == nil || len(cp.Kernels) == 0 && len(cp.Ufuncs) == 0 {
		return
	}
	src := e.cudaC()
	e.cudaSource = src
	f.Comment("CUDASource is the CUDA C of the module's kernels, for NVRTC. Kernel pygo_NAME takes each")
	f.Comment("array as its data pointer, its shape and its strides (in elements).")
	// A raw string keeps the C readable; the C has no backquotes (comments are pygo's own).
	f.Const().Id("CUDASource").Op("=").Op("`" + strings.ReplaceAll(src, "`", "'") + "`")
	f.Line()
	f.Comment("CUDAKernels maps the Go launch function of each kernel to its name in CUDASource.")
	d := jen.Dict{}
	for _, fn := range cp.Kernels {
		d[jen.Lit(fn.LaunchName)] = jen.Lit(fn.CName)
	}
	for _, u := range cp.Ufuncs {
		d[jen.Lit(u.LaunchName)] = jen.Lit(u.CName)
	}
	f.Var().Id("CUDAKernels").Op("=").Map(jen.String()).String().Values(d)
	f.Line()
}

// cType is the C spelling of a scalar type.
func cType(b *typer.Basic) string {
	switch b.Kind {
	case typer.KBool:
		return "bool"
	case typer.KInt8:
		return "signed char"
	case typer.KInt16:
		return "short"
	case typer.KInt32:
		return "int"
	case typer.KInt64:
		return "long long"
	case typer.KUint8:
		return "unsigned char"
	case typer.KUint16:
		return "unsigned short"
	case typer.KUint32:
		return "unsigned int"
	case typer.KUint64:
		return "unsigned long long"
	case typer.KFloat32:
		return "float"
	case typer.KComplex64:
		return "pygo_c64"
	case typer.KComplex128:
		return "pygo_c128"
	}
	return "double"
}

var cKeywords = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`auto break case char const continue default do double else enum extern float for goto if
inline int long register restrict return short signed sizeof static struct switch typedef union unsigned void volatile while
bool true false class new delete this template typename namespace operator private public protected virtual friend
using try catch throw explicit mutable export asm nullptr min max abs sqrt exp log sin cos tan pow floor ceil fabs
threadIdx blockIdx blockDim gridDim warpSize main`) {
		cKeywords[w] = true
	}
}

// cArray is how C code reaches an array: its data and, per dimension, its extent and stride.
type cArray struct {
	data            string
	shape, strides  []string
	dtype           *typer.Basic
	shared, private bool
}

type cudaCEmitter struct {
	e      *emitter
	fn     *typer.CUDAFunc
	names  map[string]string
	taken  map[string]bool
	arrays map[string]*cArray // by Python name
	b      *strings.Builder
	indent int
}

func newCudaC(e *emitter, fn *typer.CUDAFunc) *cudaCEmitter {
	c := &cudaCEmitter{e: e, fn: fn, names: map[string]string{}, taken: map[string]bool{}, arrays: map[string]*cArray{}}
	for _, p := range fn.Def.Params {
		c.names[p.Name] = c.take(p.Name)
	}
	for _, v := range sortedVars(fn) {
		c.names[v] = c.take(v)
	}
	return c
}

func (c *cudaCEmitter) take(want string) string {
	name := want
	if cKeywords[name] || strings.HasPrefix(name, "pygo_") || strings.HasPrefix(name, "__") {
		name += "_"
	}
	for i := 2; c.taken[name]; i++ {
		name = want + "_" + strconv.Itoa(i)
	}
	c.taken[name] = true
	return name
}

// fresh returns a new name for a variable of pygo's own.
func (c *cudaCEmitter) fresh(want string) string {
	name := want
	for i := 2; c.taken[name]; i++ {
		name = want + strconv.Itoa(i)
	}
	c.taken[name] = true
	return name
}

func (c *cudaCEmitter) line(format string, args ...any) {
	c.b.WriteString(strings.Repeat("\t", c.indent))
	fmt.Fprintf(c.b, format, args...)
	c.b.WriteString("\n")
}

// cParams are the C parameters of a function: scalars as they are, arrays flattened.
func (c *cudaCEmitter) cParams() []string {
	var ps []string
	for i, p := range c.fn.Def.Params {
		n := c.names[p.Name]
		switch t := c.fn.Params[i].(type) {
		case *typer.Basic:
			ps = append(ps, cType(t)+" "+n)
		case *typer.Array:
			a := &cArray{data: n, dtype: t.Dtype}
			ps = append(ps, cType(t.Dtype)+" *"+n)
			for k := 0; k < t.Ndim; k++ {
				a.shape = append(a.shape, fmt.Sprintf("%s_shape%d", n, k))
				ps = append(ps, "long long "+a.shape[k])
				c.taken[a.shape[k]] = true
			}
			for k := 0; k < t.Ndim; k++ {
				a.strides = append(a.strides, fmt.Sprintf("%s_stride%d", n, k))
				ps = append(ps, "long long "+a.strides[k])
				c.taken[a.strides[k]] = true
			}
			c.arrays[p.Name] = a
		}
	}
	return ps
}

func (c *cudaCEmitter) function(b *strings.Builder) {
	c.b = b
	fn := c.fn
	ps := c.cParams()
	if fn.Device {
		ret := "void"
		if tup, ok := fn.Result.(*typer.Tuple); ok {
			ret = fn.CName + "_ret"
			c.line("// %s is the tuple %s that %s returns.", ret, tup, fn.Def.Name)
			c.line("struct %s {", ret)
			for i, et := range tup.Elems {
				c.line("\t%s v%d;", cType(et.(*typer.Basic)), i)
			}
			c.line("};")
			c.line("")
		} else if !isNone(fn.Result) {
			ret = cType(fn.Result.(*typer.Basic))
		}
		c.line("// %s is the device function %s, %s.", fn.CName, fn.Def.Name, sigText(fn))
		c.line("__device__ %s %s(%s)", ret, fn.CName, strings.Join(ps, ", "))
	} else {
		c.line("// %s is the kernel %s, %s.", fn.CName, fn.Def.Name, sigText(fn))
		c.line("extern \"C\" __global__ void %s(%s)", fn.CName, strings.Join(ps, ", "))
	}
	c.line("{")
	c.indent++
	// Shared and local arrays.
	var calls []*translate.Call
	for call := range fn.Arrays {
		calls = append(calls, call)
	}
	sort.Slice(calls, func(i, j int) bool { return posLess(calls[i].Pos, calls[j].Pos) })
	arrayOf := map[*translate.Call]string{}
	var findTargets func([]translate.Stmt)
	findTargets = func(body []translate.Stmt) {
		for _, s := range body {
			switch s := s.(type) {
			case *translate.Assign:
				if call, ok := s.Value.(*translate.Call); ok && fn.Arrays[call] != nil {
					arrayOf[call] = s.Targets[0].(*translate.Name).Id
				}
			case *translate.If:
				findTargets(s.Body)
				findTargets(s.Else)
			case *translate.While:
				findTargets(s.Body)
			case *translate.For:
				findTargets(s.Body)
			}
		}
	}
	findTargets(fn.Def.Body)
	for _, call := range calls {
		d := fn.Arrays[call]
		py := arrayOf[call]
		name := c.names[py]
		if d.Dynamic {
			ct := cType(d.Dtype)
			c.line("%s *%s = (%s *)pygo_dynshared;", ct, name, ct)
			c.arrays[py] = &cArray{data: name, dtype: d.Dtype, shared: true,
				shape: []string{fmt.Sprintf("(pygo_dynshared_size() / %d)", d.Dtype.Bits()/8)}, strides: []string{"1"}}
			continue
		}
		kw := "__shared__ "
		if !d.Shared {
			kw = ""
		}
		if d.Const != nil {
			// cuda.const.array_like: a read-only table, initialized once (static const).
			var vals []string
			for _, v := range d.Const {
				vals = append(vals, cConst(d.Dtype, v))
			}
			c.line("static const %s %s[%d] = {%s};", cType(d.Dtype), name, d.Size(), strings.Join(vals, ", "))
		} else {
			c.line("%s%s %s[%d];", kw, cType(d.Dtype), name, d.Size())
		}
		a := &cArray{data: name, dtype: d.Dtype, shared: d.Shared, private: !d.Shared}
		for k := range d.Shape {
			a.shape = append(a.shape, strconv.Itoa(d.Shape[k]))
			st := 1
			for _, n := range d.Shape[k+1:] {
				st *= n
			}
			a.strides = append(a.strides, strconv.Itoa(st))
		}
		c.arrays[py] = a
	}
	for _, v := range sortedVars(fn) {
		if b, ok := fn.Vars[v].(*typer.Basic); ok {
			c.line("%s %s = 0;", cType(b), c.names[v])
		}
	}
	c.block(fn.Def.Body)
	if fn.Device && !isNone(fn.Result) && !terminates(fn.Def.Body) {
		if _, ok := fn.Result.(*typer.Tuple); ok {
			c.line("return {};")
		} else {
			c.line("return 0;")
		}
	}
	c.indent--
	c.line("}")
}

func (c *cudaCEmitter) block(body []translate.Stmt) {
	for _, s := range body {
		c.stmt(s)
	}
}

func (c *cudaCEmitter) typeOf(x translate.Expr) typer.Type { return c.fn.Types[x] }

func (c *cudaCEmitter) stmt(s translate.Stmt) {
	c.e.at = s.At()
	switch s := s.(type) {
	case *translate.Assign:
		target := s.Targets[0]
		if call, ok := s.Value.(*translate.Call); ok && c.fn.Arrays[call] != nil {
			return // declared at the top
		}
		if tup, ok := target.(*translate.Tuple); ok {
			c.unpack(tup, s.Value)
			return
		}
		c.line("%s = %s;", c.lvalue(target), c.conv(s.Value, basic(c.typeOf(target))))
	case *translate.AugAssign:
		tt := basic(c.typeOf(s.Target))
		vt := basic(c.typeOf(s.Value))
		rt := c.fn.AugTypes[s]
		if sub, ok := s.Target.(*translate.Subscript); ok {
			c.line("{")
			c.indent++
			c.line("%s *p = &%s;", cType(tt), c.elem(sub))
			c.line("*p = %s;", convC(c.binary(s.Op, "*p", tt, c.operand(s.Value), vt, rt), rt, tt))
			c.indent--
			c.line("}")
			return
		}
		lv := c.lvalue(s.Target)
		c.line("%s = %s;", lv, convC(c.binary(s.Op, lv, tt, c.operand(s.Value), vt, rt), rt, tt))
	case *translate.If:
		c.line("if (%s) {", c.cond(s.Test))
		c.indent++
		c.block(s.Body)
		c.indent--
		if len(s.Else) > 0 {
			c.line("} else {")
			c.indent++
			c.block(s.Else)
			c.indent--
		}
		c.line("}")
	case *translate.While:
		c.line("while (%s) {", c.cond(s.Test))
		c.indent++
		c.block(s.Body)
		c.indent--
		c.line("}")
	case *translate.For:
		if b := c.fn.Builtins[s.Iter]; b != nil && b.Kind == "iterarray" {
			c.forArray(s)
			return
		}
		if call, kind, ok := cudaIter(c.fn, s); ok {
			c.forIter(s, call, kind)
			return
		}
		c.forRange(s)
	case *translate.Break:
		c.line("break;")
	case *translate.Continue:
		c.line("continue;")
	case *translate.Pass:
	case *translate.Return:
		if s.Value == nil || !c.fn.Device {
			c.line("return;")
			return
		}
		if tup, ok := c.fn.Result.(*typer.Tuple); ok {
			var vals []string
			for i, x := range s.Value.(*translate.Tuple).Elts {
				vals = append(vals, c.conv(x, tup.Elems[i].(*typer.Basic)))
			}
			c.line("return %s_ret{%s};", c.fn.CName, strings.Join(vals, ", "))
			return
		}
		c.line("return %s;", c.conv(s.Value, c.fn.Result.(*typer.Basic)))
	case *translate.ExprStmt:
		for _, x := range effectExprs(s.X) {
			c.line("%s;", c.expr(x))
		}
	default:
		panic(fmt.Sprintf("emit: CUDA C statement %T not handled", s))
	}
}

func (c *cudaCEmitter) lvalue(x translate.Expr) string {
	switch x := x.(type) {
	case *translate.Name:
		return c.names[x.Id]
	case *translate.Subscript:
		return c.elem(x)
	}
	panic("emit: CUDA C assignment target")
}

func (c *cudaCEmitter) unpack(tup *translate.Tuple, value translate.Expr) {
	if items := c.fn.Unpacked[value]; items != nil {
		value = items // n, m = a.shape
	}
	if call, ok := value.(*translate.Call); ok {
		if b := c.fn.Builtins[call]; b != nil && b.Kind == "warp" {
			c.warpUnpack(tup, call, b)
			return
		}
		if p, ok := cudaPair(c.fn, call); ok {
			c.pairUnpack(p, tup, call)
			return
		}
		if f := c.fn.Callees[call]; f != nil {
			// a, b = f(x): a device function's tuple, a struct.
			rt := f.Result.(*typer.Tuple)
			c.line("{")
			c.indent++
			c.line("%s_ret pygo_r = %s;", f.CName, c.expr(call))
			for i, x := range tup.Elts {
				c.line("%s = %s;", c.names[x.(*translate.Name).Id], convC(fmt.Sprintf("pygo_r.v%d", i), rt.Elems[i].(*typer.Basic), basic(c.typeOf(x))))
			}
			c.indent--
			c.line("}")
			return
		}
		if b := c.fn.Builtins[call]; b != nil {
			for i, x := range tup.Elts {
				c.line("%s = %s;", c.names[x.(*translate.Name).Id], convC(gridC(b.Kind, i), typer.Int64, basic(c.typeOf(x))))
			}
			return
		}
	}
	// a, b = x, y: evaluate every value before assigning.
	vals := value.(*translate.Tuple).Elts
	var tmps []string
	c.line("{")
	c.indent++
	for i, x := range tup.Elts {
		t := basic(c.typeOf(x))
		tmp := fmt.Sprintf("pygo_t%d", i)
		c.line("%s %s = %s;", cType(t), tmp, c.conv(vals[i], t))
		tmps = append(tmps, tmp)
	}
	for i, x := range tup.Elts {
		c.line("%s = %s;", c.names[x.(*translate.Name).Id], tmps[i])
	}
	c.indent--
	c.line("}")
}

func gridC(kind string, axis int) string {
	ax := "xyz"[axis : axis+1]
	if kind == "grid" {
		return fmt.Sprintf("((long long)blockIdx.%s * blockDim.%s + threadIdx.%s)", ax, ax, ax)
	}
	return fmt.Sprintf("((long long)gridDim.%s * blockDim.%s)", ax, ax)
}

func (c *cudaCEmitter) forRange(s *translate.For) {
	call := s.Iter.(*translate.Call)
	args := call.Args
	lo, hi, step := "0", "", "1"
	if len(args) == 1 {
		hi = c.conv(args[0], typer.Int64)
	} else {
		lo, hi = c.conv(args[0], typer.Int64), c.conv(args[1], typer.Int64)
	}
	sign := 1
	if len(args) == 3 {
		step = c.conv(args[2], typer.Int64)
		sign = 0
		if v := constOfC(c, args[2]); v != nil {
			if n, ok := constant.Int64Val(v); ok && n > 0 {
				sign = 1
			} else if ok && n < 0 {
				sign = -1
			}
		}
	}
	k, stop, st := c.fresh("pygo_k"), c.fresh("pygo_stop"), c.fresh("pygo_step")
	var cond string
	switch sign {
	case 1:
		cond = k + " < " + stop
	case -1:
		cond = k + " > " + stop
	default:
		cond = fmt.Sprintf("(%s > 0 && %s < %s) || (%s < 0 && %s > %s)", st, k, stop, st, k, stop)
	}
	c.line("for (long long %s = %s, %s = %s, %s = %s; %s; %s += %s) {", k, lo, stop, hi, st, step, cond, k, st)
	c.indent++
	c.line("%s = %s;", c.names[s.Target.(*translate.Name).Id], k)
	c.block(s.Body)
	c.indent--
	c.line("}")
}

func constOfC(c *cudaCEmitter, x translate.Expr) constant.Value {
	switch x := x.(type) {
	case *translate.Const:
		return x.Value
	case *translate.Name:
		if _, local := c.names[x.Id]; !local {
			_, v := c.e.prog.CUDA.ConstValue(x.Id)
			return v
		}
	case *translate.UnaryOp:
		if x.Op == translate.USub {
			if v := constOfC(c, x.X); v != nil {
				return constant.UnaryOp(token.SUB, v, 0)
			}
		}
	}
	return nil
}

func (c *cudaCEmitter) cond(x translate.Expr) string {
	if t := basic(c.typeOf(x)); t != nil && t.IsBool() {
		return c.expr(x)
	}
	return c.operand(x) + " != 0"
}

func (c *cudaCEmitter) conv(x translate.Expr, to *typer.Basic) string {
	return convC(c.expr(x), basic(c.typeOf(x)), to)
}

func convC(x string, from, to *typer.Basic) string {
	if from == nil || to == nil || from == to {
		return x
	}
	if to.IsBool() {
		return "(" + x + " != 0)"
	}
	return "(" + cType(to) + ")(" + x + ")"
}

func (c *cudaCEmitter) binary(op translate.Op, x string, xt *typer.Basic, y string, yt *typer.Basic, rt *typer.Basic) string {
	if op == translate.LShift || op == translate.RShift {
		return convC(x, xt, rt) + " " + op.String() + " " + convC(y, yt, rt)
	}
	cx, cy := convC(x, xt, rt), convC(y, yt, rt)
	switch op {
	case translate.Div:
		if rt.IsComplex() {
			return "pygo_cdiv(" + cx + ", " + cy + ")"
		}
	case translate.FloorDiv:
		return "pygo_floordiv(" + cx + ", " + cy + ")"
	case translate.Mod:
		return "pygo_mod(" + cx + ", " + cy + ")"
	case translate.Pow:
		if rt.IsInteger() {
			return "pygo_ipow(" + cx + ", " + cy + ")"
		}
		return convC("pow("+convC(x, xt, typer.Float64)+", "+convC(y, yt, typer.Float64)+")", typer.Float64, rt)
	case translate.BitAnd, translate.BitOr, translate.BitXor:
		if rt.IsBool() {
			return cx + " " + map[translate.Op]string{translate.BitAnd: "&&", translate.BitOr: "||", translate.BitXor: "!="}[op] + " " + cy
		}
	}
	return cx + " " + op.String() + " " + cy
}

func (c *cudaCEmitter) operand(x translate.Expr) string {
	switch x.(type) {
	case *translate.BinOp, *translate.Compare, *translate.BoolOp, *translate.UnaryOp, *translate.IfExp:
		return "(" + c.expr(x) + ")"
	}
	return c.expr(x)
}

func (c *cudaCEmitter) elem(x *translate.Subscript) string {
	idx := []translate.Expr{x.Index}
	if tup, ok := x.Index.(*translate.Tuple); ok {
		idx = tup.Elts
	}
	return c.elemAt(x.X, idx)
}

func (c *cudaCEmitter) elemAt(arr translate.Expr, idx []translate.Expr) string {
	a := c.arrays[arr.(*translate.Name).Id]
	var parts []string
	for k, ix := range idx {
		i := "pygo_ix(" + c.conv(ix, typer.Int64) + ", " + a.shape[k] + ")"
		if a.strides[k] != "1" {
			i += " * " + a.strides[k]
		}
		parts = append(parts, i)
	}
	return a.data + "[" + strings.Join(parts, " + ") + "]"
}

func cFloat(f float64) string {
	switch {
	case math.IsInf(f, 1):
		return "PYGO_INF"
	case math.IsInf(f, -1):
		return "(-PYGO_INF)"
	case math.IsNaN(f):
		return "PYGO_NAN"
	}
	s := strconv.FormatFloat(f, 'g', -1, 64)
	if !strings.ContainsAny(s, ".e") {
		s += ".0"
	}
	return s
}

func cConst(b *typer.Basic, v constant.Value) string {
	switch {
	case b.IsBool():
		if constant.BoolVal(v) {
			return "true"
		}
		return "false"
	case b.IsInteger():
		// C's literals are int: give each the type it has in Python, so that overloads and
		// templates (pygo_floordiv, pygo_atomic_add) see the same types as the Go twin.
		switch b.Kind {
		case typer.KInt64:
			n, _ := constant.Int64Val(v)
			return strconv.FormatInt(n, 10) + "LL"
		case typer.KUint64:
			u, _ := constant.Uint64Val(v)
			return strconv.FormatUint(u, 10) + "ULL"
		case typer.KInt32:
			n, _ := constant.Int64Val(v)
			return strconv.FormatInt(n, 10)
		}
		n, _ := constant.Int64Val(v)
		return "(" + cType(b) + ")" + strconv.FormatInt(n, 10)
	}
	if b.IsComplex() {
		return cComplexConst(b, v)
	}
	f, ok := typer.NonFiniteElem(v) // an element of a float array constant
	if !ok {
		f, _ = constant.Float64Val(v)
	}
	if b.Kind == typer.KFloat32 {
		return "(float)" + cFloat(f)
	}
	return cFloat(f)
}

// angleFactor is the factor of math.degrees or math.radians: 180/pi or pi/180 rounded to a
// float64, as CPython computes it.
func angleFactor(name string) float64 {
	pi, d := math.Pi, 180.0
	if name == "degrees" {
		return d / pi
	}
	return pi / d
}

var cMath = map[string]string{"fabs": "fabs", "gamma": "tgamma", "isnan": "isnan", "isinf": "isinf", "isfinite": "isfinite"}

func (c *cudaCEmitter) expr(x translate.Expr) string {
	t := c.typeOf(x)
	switch x := x.(type) {
	case *translate.Const:
		b, _ := t.(*typer.Basic)
		return cConst(b, x.Value)
	case *translate.Name:
		if n, ok := c.names[x.Id]; ok {
			return n
		}
		if f, ok := c.e.prog.CUDA.NonFiniteConst(x.Id); ok {
			return cFloat(f)
		}
		b, v := c.e.prog.CUDA.ConstValue(x.Id)
		return cConst(b, v)
	case *translate.BinOp:
		return c.binary(x.Op, c.operand(x.X), basic(c.typeOf(x.X)), c.operand(x.Y), basic(c.typeOf(x.Y)), basic(t))
	case *translate.UnaryOp:
		xt := basic(c.typeOf(x.X))
		switch x.Op {
		case translate.Not:
			return "!(" + c.cond(x.X) + ")"
		case translate.USub:
			return "-" + convC(c.operand(x.X), xt, basic(t))
		case translate.UAdd:
			return convC(c.operand(x.X), xt, basic(t))
		case translate.Invert:
			if xt.IsBool() {
				return "!" + c.operand(x.X)
			}
			return "~" + convC(c.operand(x.X), xt, basic(t))
		}
	case *translate.Compare:
		var parts []string
		left := x.X
		for i, op := range x.Ops {
			right := x.Ys[i]
			lt, rt := basic(c.typeOf(left)), basic(c.typeOf(right))
			ct := typer.Promote(lt, rt)
			if lt.IsBool() && rt.IsBool() {
				ct = typer.Bool
			} else if ct.IsBool() {
				ct = typer.Int64
			}
			parts = append(parts, convC(c.operand(left), lt, ct)+" "+op.String()+" "+convC(c.operand(right), rt, ct))
			left = right
		}
		if len(parts) == 1 {
			return parts[0]
		}
		return "(" + strings.Join(parts, ") && (") + ")"
	case *translate.BoolOp:
		op := " && "
		if x.Op == translate.Or {
			op = " || "
		}
		var parts []string
		for _, v := range x.Values {
			parts = append(parts, c.operand(v))
		}
		return strings.Join(parts, op)
	case *translate.IfExp:
		rt := basic(t)
		return c.cond(x.Test) + " ? " + c.conv(x.Body, rt) + " : " + c.conv(x.Else, rt)
	case *translate.Subscript:
		if b := c.fn.Builtins[x]; b != nil && b.Kind == "value" {
			return cConst(b.Type, b.Value)
		}
		if b := c.fn.Builtins[x]; b != nil {
			a := c.arrays[x.X.(*translate.Attribute).X.(*translate.Name).Id]
			if b.Kind == "shape" {
				return a.shape[b.Axis]
			}
			return a.strides[b.Axis]
		}
		return c.elem(x)
	case *translate.Attribute:
		b := c.fn.Builtins[x]
		switch b.Kind {
		case "value":
			return cConst(b.Type, b.Value) // an IntEnum member, an enum member's .value
		case "index":
			return fmt.Sprintf("(long long)%s.%s", b.Name, "xyz"[b.Axis:b.Axis+1])
		case "warpsize":
			return "(long long)warpSize"
		case "laneid":
			return "(long long)pygo_lane()"
		case "size":
			a := c.arrays[x.X.(*translate.Name).Id]
			return "(" + strings.Join(a.shape, " * ") + ")"
		case "ndim":
			return strconv.Itoa(b.Axis)
		case "const":
			v, _ := typer.ModuleConst(b.Name)
			return cFloat(v)
		case "part":
			return c.operand(x.X) + "." + map[string]string{"real": "re", "imag": "im"}[b.Name]
		}
	case *translate.Call:
		return c.call(x, t)
	}
	panic(fmt.Sprintf("emit: CUDA C expression %T not handled", x))
}

func (c *cudaCEmitter) call(x *translate.Call, t typer.Type) string {
	if syn := c.fn.Rewrites[x]; syn != nil {
		return "(" + c.expr(syn) + ")" // an operand where the call stood
	}
	if f := c.fn.Callees[x]; f != nil {
		var args []string
		for i, a := range x.Args {
			switch pt := f.Params[i].(type) {
			case *typer.Basic:
				args = append(args, c.conv(a, pt))
			case *typer.Array:
				arr := c.arrays[a.(*translate.Name).Id]
				args = append(args, arr.data)
				args = append(args, arr.shape...)
				args = append(args, arr.strides...)
			}
		}
		return f.CName + "(" + strings.Join(args, ", ") + ")"
	}
	b := c.fn.Builtins[x]
	if s, ok := c.complexCallC(x, b); ok {
		return s
	}
	switch b.Kind {
	case "grid", "gridsize":
		return gridC(b.Kind, 0)
	case "syncthreads":
		return "__syncthreads()"
	case "threadfence":
		return "__threadfence()"
	case "syncreduce":
		return fmt.Sprintf("__syncthreads_%s(%s)", b.Name, c.cond(x.Args[0]))
	case "warp":
		return c.warp(x, b)
	case "atomic":
		at := c.typeOf(x.Args[0]).(*typer.Array)
		if b.Name == "compare_and_swap" {
			a := c.arrays[x.Args[0].(*translate.Name).Id]
			return fmt.Sprintf("pygo_atomic_cas(&%s[0], %s, %s)", a.data, c.conv(x.Args[1], at.Dtype), c.conv(x.Args[2], at.Dtype))
		}
		idx := []translate.Expr{x.Args[1]}
		if tup, ok := x.Args[1].(*translate.Tuple); ok {
			idx = tup.Elts
		}
		return fmt.Sprintf("pygo_atomic_%s(&%s, %s)", b.Name, c.elemAt(x.Args[0], idx), c.conv(x.Args[2], at.Dtype))
	case "intrinsic":
		return c.intrinsic(x, b)
	case "random":
		return c.random(x, b)
	case "math":
		var args []string
		for _, a := range x.Args {
			args = append(args, c.conv(a, typer.Float64))
		}
		name := b.Name
		if name == "degrees" || name == "radians" {
			return "(" + args[0] + " * " + cFloat(angleFactor(name)) + ")"
		}
		if name == "ldexp" {
			// The exponent as a C int, as Numba's ldexp takes it; exact in double for a float32
			// argument, so one rounding to float as ldexpf.
			return convC("ldexp("+args[0]+", (int)"+c.conv(x.Args[1], typer.Int64)+")", typer.Float64, basic(t))
		}
		if n, ok := cMath[name]; ok {
			name = n
		}
		s := name + "(" + strings.Join(args, ", ") + ")"
		switch b.Name {
		case "floor", "ceil", "trunc":
			return "(long long)" + s
		case "isnan", "isinf", "isfinite":
			return "(bool)" + s
		}
		return s
	case "cast":
		return c.conv(x.Args[0], basic(t))
	case "builtin":
		rt := basic(t)
		switch b.Name {
		case "int", "float", "bool":
			return c.conv(x.Args[0], rt)
		case "abs":
			if rt.IsFloat() {
				return convC("fabs("+c.conv(x.Args[0], typer.Float64)+")", typer.Float64, rt)
			}
			return convC("pygo_abs("+c.conv(x.Args[0], typer.Int64)+")", typer.Int64, rt)
		case "min", "max":
			s := c.conv(x.Args[0], rt)
			for _, a := range x.Args[1:] {
				s = "pygo_" + b.Name + "(" + s + ", " + c.conv(a, rt) + ")"
			}
			return s
		case "round":
			if len(x.Args) == 1 {
				return "llrint(" + c.conv(x.Args[0], typer.Float64) + ")"
			}
			return convC("pygo_round_n("+c.conv(x.Args[0], typer.Float64)+", "+c.conv(x.Args[1], typer.Int64)+")", typer.Float64, rt)
		}
	case "shape":
		return c.arrays[x.Args[0].(*translate.Name).Id].shape[0]
	}
	panic("emit: CUDA C builtin " + b.Kind)
}

// forArray emits for v in a over a one-dimensional array: an index loop reading each element.
func (c *cudaCEmitter) forArray(s *translate.For) {
	a := c.arrays[s.Iter.(*translate.Name).Id]
	k := c.fresh("pygo_k")
	c.line("for (long long %s = 0; %s < %s; %s++) {", k, k, a.shape[0], k)
	c.indent++
	c.line("%s = %s[%s * %s];", c.names[s.Target.(*translate.Name).Id], a.data, k, a.strides[0])
	c.block(s.Body)
	c.indent--
	c.line("}")
}
