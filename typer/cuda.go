package typer

import (
	"fmt"
	"go/constant"
	"sort"
	"strings"

	"github.com/pygo-lang/pygo/translate"
)

// This file types @cuda.jit kernels and @cuda.jit(device=True) device functions. They are a
// language of their own, as in Numba's CUDA target: scalars and arrays passed in, no
// allocation, no exceptions, and the CUDA built-ins (thread indices, shared and local arrays,
// syncthreads, atomics). A kernel is typed once per signature: the eager ones of its decorator
// and the lazy ones its launches give (Config.LazySigs, "add(float64[::1], ...)"); a device
// function once per argument types its callers pass.

// CUDAProgram holds the typed CUDA functions of a module.
type CUDAProgram struct {
	Kernels []*CUDAFunc  // kernel specializations, in source order
	Devices []*CUDAFunc  // device function specializations, callees before callers
	Ufuncs  []*CUDAUfunc // the loops of @vectorize(target='cuda') ufuncs (cuda_ufunc.go)
	consts  map[string]*Const
}

// CUDAFunc is one specialization of a kernel or device function.
type CUDAFunc struct {
	Def    *translate.FuncDef
	Device bool
	// UfuncElem is true for the element function of a CUDA ufunc's loop, which only the
	// ufunc's kernel calls (its CPU side is the ufunc's element function).
	UfuncElem bool
	Params    []Type
	Result    Type // NoneType for kernels and device functions that return nothing
	// GoName names the Go body function; LaunchName the exported launch function of a kernel
	// (host arrays) and DeviceLaunchName its form for device arrays and a stream; CName the
	// CUDA C function.
	GoName, LaunchName, DeviceLaunchName, CName string
	Types                                       map[translate.Expr]Type
	Vars                                        map[string]Type // local variables (parameters excluded)
	// Builtins resolves calls and attribute reads of CUDA built-ins and math functions.
	Builtins map[translate.Expr]*CUDABuiltin
	Callees  map[*translate.Call]*CUDAFunc // device function calls
	// Unpacked is the tuple of items that an unpacked value stands for: in n, m = a.shape the
	// value a.shape is read as a.shape[0], a.shape[1].
	Unpacked map[translate.Expr]*translate.Tuple
	// Rewrites are the built-in calls that are an operation, which the emitters emit in their
	// place: pow(a, b) is a ** b.
	Rewrites map[*translate.Call]translate.Expr
	// AugTypes is the type of the operation of each augmented assignment (x += y).
	AugTypes map[*translate.AugAssign]*Basic
	Arrays   map[*translate.Call]*CUDAArrayDecl
	Shared   []*CUDAArrayDecl // static shared arrays, in source order
	// DynShared is true when the function or a device function it calls declares dynamic
	// shared memory (cuda.shared.array(0, dtype)); a kernel's launch then takes its size in
	// bytes, kernel[grid, block, stream, sharedmem].
	DynShared bool
	// BlockShared are the static shared arrays of device functions that the function runs:
	// its own when it is a device function, and those of the device functions it calls. Each
	// is one array per block, whichever thread or call reaches it, as a __shared__ variable of
	// a __device__ function in CUDA. DevSharedBytes is, for a kernel, the size of the block's
	// memory that holds them (their Offset and size; see layoutDeviceShared).
	BlockShared    []*CUDAArrayDecl
	DevSharedBytes int
	// Sync is true when the function or a device function it calls uses cuda.syncthreads.
	Sync bool
	key  string
}

// CUDAArrayDecl is a cuda.shared.array or cuda.local.array with a constant shape, or a view of
// the dynamic shared memory (cuda.shared.array(0, dtype)).
type CUDAArrayDecl struct {
	Shared bool
	// Dynamic is true for cuda.shared.array(0, dtype): a 1-d view of the block's dynamic shared
	// memory, as many elements as fit in the launch's size; Shape is [0].
	Dynamic bool
	Dtype   *Basic
	Shape   []int
	Slot    int // index among the function's static shared arrays
	// Offset is, for a static shared array of a device function, its byte offset in the
	// block's memory for such arrays (the same in every kernel).
	Offset int
	// Const holds, for cuda.const.array_like(A) of a module-level NumPy array A, its elements in
	// C order: a read-only table with A's dtype and shape.
	Const []constant.Value
}

// Bytes is the size of a static array in bytes.
func (d *CUDAArrayDecl) Bytes() int { return d.Size() * d.Dtype.Bits() / 8 }

// Size is the number of elements of a static array (0 for dynamic shared memory).
func (d *CUDAArrayDecl) Size() int {
	n := 1
	for _, s := range d.Shape {
		n *= s
	}
	return n
}

// CUDABuiltin is what a built-in call or attribute means.
type CUDABuiltin struct {
	// Kind is "index" (threadIdx.x and the like: Name "threadIdx", Axis 0..2), "grid",
	// "gridsize" (Dim 1..3), "syncthreads", "syncreduce" (cuda.syncthreads_count/and/or: Name
	// count, and, or), "threadfence", "intrinsic" (Name popc, clz, ...), "warp" (a warp
	// intrinsic: Name shfl_sync, ballot_sync, ...; Type the value type of a shuffle or match),
	// "random" (a numba.cuda.random function: Name xoroshiro128p_uniform_float32, ...; Type
	// its result), "atomic" (Name add, sub, max,
	// min), "math" (Name the math function), "builtin" (abs, min, max, int, float, bool, len),
	// "cmath" (Name the cmath function), "cast" (a NumPy/Numba type used as a
	// function: Name the type), "shape" (arr.shape[k],
	// Axis k), "size".
	Kind string
	Name string
	Axis int
	Dim  int
	// Value and Type are a folded constant (Kind "value"): an element of a module-level tuple,
	// an IntEnum member or an enum member's .value.
	Value constant.Value
	Type  *Basic
}

// CUDASigHint is the hint of a kernel without argument types.
const cudaSigHint = "give the kernel an eager signature, @cuda.jit(\"void(float64[::1], float64[::1])\"), or launch it from a # call: line"

// cudaEntry is the CUDA side of a module-level function.
type cudaEntry struct {
	device bool
	sigs   []*signature
	lazy   []*signature
	specs  []*CUDAFunc
}

// cudaDecorator reads @cuda.jit, @cuda.jit("void(...)") and @cuda.jit(device=True).
func (c *checker) cudaDecorator(fe *funcEntry, d *translate.Decorator) {
	ce := &cudaEntry{}
	fe.cuda = ce
	r := typeResolver{mod: c.mod, strict: true}
	addSig := func(e translate.Expr) {
		if l, ok := e.(*translate.List); ok {
			for _, x := range l.Elts {
				if s, err := r.parseSignature(x, c.file); err == nil {
					ce.sigs = append(ce.sigs, s)
				} else {
					c.diags.Add(c.file, leftmost(errorAt(err, x)).At(), "bad-signature", "kernel signatures look like \"void(float64[::1], int64)\"", "%v", err)
				}
			}
			return
		}
		s, err := r.parseSignature(e, c.file)
		if err != nil {
			c.diags.Add(c.file, leftmost(errorAt(err, e)).At(), "bad-signature", "kernel signatures look like \"void(float64[::1], int64)\"", "%v", err)
			return
		}
		ce.sigs = append(ce.sigs, s)
	}
	for _, a := range d.Args {
		addSig(a)
	}
	for _, k := range d.Keywords {
		switch k.Name {
		case "device":
			cst, ok := k.Value.(*translate.Const)
			if !ok || cst.Kind != translate.BoolConst {
				c.diags.Add(c.file, k.Pos, "bad-option", "write device=True or device=False", "device must be a constant bool")
				continue
			}
			ce.device = constant.BoolVal(cst.Value)
		case "signature_or_function", "func_or_sig":
			addSig(k.Value)
		case "fastmath", "debug", "opt", "lineinfo", "cache", "inline", "link", "max_registers":
		default:
			c.diags.Add(c.file, k.Pos, "bad-option", "", "unknown @cuda.jit option %s", k.Name)
		}
	}
	for _, s := range ce.sigs {
		if ce.device {
			continue
		}
		if _, none := s.result.(NoneType); s.result != nil && !none {
			c.diags.Add(c.file, d.Pos, "bad-signature", "a kernel's signature starts with void: \"void(float64[::1])\"",
				"a CUDA kernel cannot return a value (its signature returns %s)", s.result)
		}
	}
}

// cudaSig records a -sig or lazy launch signature of a CUDA kernel.
func (c *checker) cudaSig(fe *funcEntry, text string, lazy bool) {
	e, err := translate.ParseExpr("-sig", text, translate.Pos{Line: 1, Col: 1})
	call, ok := e.(*translate.Call)
	if err != nil || !ok {
		c.diags = append(c.diags, sigDiag(text, e, "write -sig 'name(float64[::1], int64)'", fmt.Sprintf("cannot parse signature %q", text)))
		return
	}
	r := typeResolver{mod: c.mod}
	s := &signature{form: callForm, at: call, source: text}
	for _, a := range call.Args {
		t, err := r.resolve(a)
		if err != nil {
			c.diags = append(c.diags, sigDiag(text, errorAt(err, a), "types are written as in Numba: float64, int64, float64[:]", err.Error()))
			return
		}
		s.args = append(s.args, sigArg{typ: t, at: a})
	}
	if lazy {
		fe.cuda.lazy = append(fe.cuda.lazy, s)
	} else {
		fe.cuda.sigs = append(fe.cuda.sigs, s)
	}
}

// checkCUDA types every kernel for its signatures and the device functions they reach.
func (c *checker) checkCUDA() *CUDAProgram {
	cp := &CUDAProgram{consts: c.consts}
	cc := &cudaChecker{c: c, prog: cp, guesses: map[string]Type{}}
	for _, fe := range c.order {
		ce := fe.cuda
		if ce == nil || ce.device {
			continue
		}
		sigs := ce.sigs
		if len(sigs) == 0 {
			sigs = ce.lazy
		}
		if len(sigs) == 0 {
			c.warnings.Warn(c.file, fe.def.Pos, "no-signature", cudaSigHint,
				"kernel %s is not translated: nothing gives its argument types", fe.def.Name)
			continue
		}
		for _, s := range sigs {
			if len(s.args) != len(fe.def.Params) || fe.def.Vararg != nil {
				c.diags.Add(c.file, fe.def.Pos, "bad-signature", "give one type per parameter",
					"kernel %s takes %s, its signature gives %s", fe.def.Name, count(len(fe.def.Params), "parameter"), count(len(s.args), "type"))
				continue
			}
			var params []Type
			for _, a := range s.args {
				params = append(params, a.typ)
			}
			cc.spec(fe, params, fe.def.Pos)
		}
	}
	sort.SliceStable(cp.Kernels, func(i, j int) bool { return cp.Kernels[i].Def.Pos.Line < cp.Kernels[j].Def.Pos.Line })
	cc.checkCUDAUfuncs(c.order)
	return cp
}

// nameCUDA gives the CUDA functions their Go and C names.
func nameCUDA(cp *CUDAProgram, n *Namer) {
	cnames := NewNamer()
	name := func(f *CUDAFunc, multi bool) {
		base := f.Def.Name
		suffix := ""
		if multi {
			suffix = typeSuffix(f.Params)
		}
		f.CName = cnames.Take("pygo_" + base + suffix)
		if f.Device {
			f.GoName = n.Take("cudaDev" + Exported(base) + suffix)
			return
		}
		f.GoName = n.Take("cudaKernel" + Exported(base) + suffix)
		f.LaunchName = n.Take(Exported(base) + suffix + "Launch")
		f.DeviceLaunchName = n.Take(Exported(base) + suffix + "LaunchDevice")
	}
	count := map[*translate.FuncDef]int{}
	for _, f := range append(append([]*CUDAFunc{}, cp.Kernels...), cp.Devices...) {
		count[f.Def]++
	}
	for _, f := range cp.Kernels {
		name(f, count[f.Def] > 1)
	}
	for _, f := range cp.Devices {
		name(f, count[f.Def] > 1)
	}
	for _, u := range cp.Ufuncs {
		suffix := ""
		if count[u.Elem.Def] > 1 {
			suffix = typeSuffix(u.Elem.Params)
		}
		u.CName = cnames.Take("pygo_" + u.Elem.Def.Name + "_loop" + suffix)
		u.LaunchName = n.Take("cudaLoop" + Exported(u.Elem.Def.Name) + suffix)
	}
}

type cudaChecker struct {
	c     *checker
	prog  *CUDAProgram
	stack []*CUDAFunc // functions being typed, for recursion
	// guesses caches the result types of device functions typed tentatively, for argument
	// types that are not final yet.
	guesses map[string]Type
}

// tentative returns the result type of device function fe for argument types ts without
// keeping a specialization or reporting anything.
func (cc *cudaChecker) tentative(fe *funcEntry, ts []Type) Type {
	key := fe.def.Name + specKey(ts, nil)
	if r, ok := cc.guesses[key]; ok {
		return r
	}
	for _, f := range cc.stack {
		if f.Def == fe.def {
			return nil
		}
	}
	cc.guesses[key] = nil
	f := &CUDAFunc{Def: fe.def, Device: true, Params: ts, Result: NoneType{},
		Types: map[translate.Expr]Type{}, Vars: map[string]Type{}, Builtins: map[translate.Expr]*CUDABuiltin{},
		Callees: map[*translate.Call]*CUDAFunc{}, Arrays: map[*translate.Call]*CUDAArrayDecl{}, AugTypes: map[*translate.AugAssign]*Basic{}}
	cc.stack = append(cc.stack, f)
	ft := &cudaFuncTyper{cc: cc, f: f, fe: fe, params: map[string]Type{}, quiet: true}
	for i, p := range fe.def.Params {
		ft.params[p.Name] = ts[i]
	}
	for round := 0; round < 8; round++ {
		ft.changed = false
		ft.block(fe.def.Body)
		if !ft.changed {
			break
		}
	}
	cc.stack = cc.stack[:len(cc.stack)-1]
	var r Type = NoneType{}
	if ft.result != nil {
		r = ft.result
	}
	cc.guesses[key] = r
	return r
}

// cudaScalarOK reports whether a scalar type can live in a kernel.
func cudaScalarOK(b *Basic) bool { return b != nil }

// spec returns the specialization of fe for params, typing it when new.
func (cc *cudaChecker) spec(fe *funcEntry, params []Type, at translate.Pos) *CUDAFunc {
	c := cc.c
	key := specKey(params, nil)
	for _, f := range cc.stack {
		if f.Def == fe.def {
			c.diags.Add(c.file, at, "unsupported-feature", "write the recursion as a loop",
				"recursive device function %s is not supported in CUDA kernels", fe.def.Name)
			return nil
		}
	}
	for _, f := range fe.cuda.specs {
		if f.key == key {
			return f
		}
	}
	for i, p := range params {
		ok := false
		switch p := p.(type) {
		case *Basic:
			ok = cudaScalarOK(p)
		case *Array:
			ok = cudaScalarOK(p.Dtype) && p.Ndim >= 1 && p.Ndim <= 8
		}
		if !ok {
			c.diags.Add(c.file, fe.def.Params[i].Pos, "unsupported-type", "CUDA kernels take numeric scalars and arrays of numbers or bools",
				"parameter %s of %s has type %s, which pygo's CUDA kernels do not support", fe.def.Params[i].Name, fe.def.Name, p)
			return nil
		}
	}
	f := &CUDAFunc{Def: fe.def, Device: fe.cuda.device, Params: params, key: key, Result: NoneType{},
		Types: map[translate.Expr]Type{}, Vars: map[string]Type{}, Builtins: map[translate.Expr]*CUDABuiltin{},
		Callees: map[*translate.Call]*CUDAFunc{}, Arrays: map[*translate.Call]*CUDAArrayDecl{}, AugTypes: map[*translate.AugAssign]*Basic{}}
	fe.cuda.specs = append(fe.cuda.specs, f)
	cc.stack = append(cc.stack, f)
	ft := &cudaFuncTyper{cc: cc, f: f, fe: fe, params: map[string]Type{}}
	for i, p := range fe.def.Params {
		ft.params[p.Name] = params[i]
	}
	// Variables take the promoted type of every value assigned to them: type the body until
	// nothing changes, reporting only in the last round.
	for round := 0; round < 8; round++ {
		ft.changed = false
		ft.block(fe.def.Body)
		if !ft.changed {
			break
		}
	}
	ft.final = true
	ft.failed = nil // only the final round reports, so only its failed assignments excuse reads
	ft.block(fe.def.Body)
	if f.Device && ft.result != nil {
		f.Result = ft.result
	}
	cc.stack = cc.stack[:len(cc.stack)-1]
	if f.Device {
		cc.prog.Devices = append(cc.prog.Devices, f)
	} else {
		cc.prog.Kernels = append(cc.prog.Kernels, f)
	}
	return f
}

type cudaFuncTyper struct {
	cc      *cudaChecker
	f       *CUDAFunc
	fe      *funcEntry
	params  map[string]Type
	changed bool
	final   bool
	quiet   bool // a tentative typing: no diagnostics, nothing kept
	// failed are the variables whose assignment had an error: reading them reports nothing more.
	failed map[string]bool
	result Type
	loops  int
	// consts are the names bound to cuda.const.array_like tables, which kernels only read.
	consts map[string]bool
}

func (t *cudaFuncTyper) errorf(p translate.Pos, code, hint, format string, args ...any) {
	if !t.final || t.quiet {
		return
	}
	t.cc.c.diags.Add(t.cc.c.file, p, code, hint, format, args...)
}

func (t *cudaFuncTyper) block(body []translate.Stmt) {
	for _, s := range body {
		t.stmt(s)
	}
}

const noAllocHint = "kernels cannot allocate, raise or use Python objects; see Numba's CUDA Python subset"

func (t *cudaFuncTyper) stmt(s translate.Stmt) {
	switch s := s.(type) {
	case *translate.Assign:
		if len(s.Targets) != 1 {
			t.errorf(s.Pos, "unsupported-syntax", "assign one target per statement", "chained assignment is not supported in CUDA kernels")
			return
		}
		if call, ok := s.Value.(*translate.Call); ok && t.isArrayDecl(call) {
			if decl := t.arrayDecl(call); decl == nil {
				t.fail(s.Targets[0])
				return
			} else {
				name, ok := s.Targets[0].(*translate.Name)
				if !ok {
					t.errorf(s.Pos, "unsupported-syntax", "assign the array to a variable: sA = cuda.shared.array(...)", "a shared or local array must be bound to a name")
					return
				}
				t.bind(name, NewArray(decl.Dtype, len(decl.Shape), LayoutC), s.Pos)
				if decl.Const != nil {
					if t.consts == nil {
						t.consts = map[string]bool{}
					}
					t.consts[name.Id] = true
				}
				return
			}
		}
		value := s.Value
		if tup, ok := s.Targets[0].(*translate.Tuple); ok {
			value = t.shapeItems(value, len(tup.Elts))
		}
		vt := t.expr(value)
		if vt == nil {
			t.fail(s.Targets[0])
			return
		}
		t.assign(s.Targets[0], vt, value, s.Pos)
	case *translate.AugAssign:
		if s.Matmul {
			t.errorf(s.Pos, "unsupported-feature", noAllocHint, "@= is not supported in CUDA kernels")
			return
		}
		t.checkConstStore(s.Target)
		xt := t.expr(s.Target)
		yt := t.expr(s.Value)
		rt := t.binary(s.Op, xt, yt, s.Pos)
		if rt == nil {
			return
		}
		t.f.AugTypes[s] = rt.(*Basic)
		if n, ok := s.Target.(*translate.Name); ok {
			t.bind(n, rt, s.Pos)
		} else if et, ok := xt.(*Basic); ok && !canConvert(rt, et) {
			t.errorf(s.Pos, "type-mismatch", "", "cannot store %s into an element of type %s", rt, et)
		}
	case *translate.If:
		t.cond(s.Test)
		t.block(s.Body)
		t.block(s.Else)
	case *translate.While:
		if len(s.Else) > 0 {
			t.errorf(s.Pos, "unsupported-syntax", "move the else block after the loop", "while ... else is not supported in CUDA kernels")
		}
		t.cond(s.Test)
		t.loops++
		t.block(s.Body)
		t.loops--
	case *translate.For:
		t.forStmt(s)
	case *translate.Break, *translate.Continue:
		if t.loops == 0 {
			t.errorf(s.At(), "syntax-error", "", "break or continue outside a loop")
		}
	case *translate.Pass:
	case *translate.Return:
		if s.Value == nil {
			return
		}
		if !t.f.Device {
			t.errorf(s.Pos, "kernel-returns-value", "write results into an array argument", "a CUDA kernel cannot return a value")
			return
		}
		rt := t.expr(s.Value)
		switch rt := rt.(type) {
		case *Basic:
		case nil:
			return
		case *Tuple:
			// return a, b: a tuple of numbers, written as a tuple display (a struct in CUDA C).
			if _, display := s.Value.(*translate.Tuple); !display || !allBasic(rt.Elems) {
				t.errorf(s.Value.At(), "unsupported-type", "return a tuple display of numbers: return a, b", "a device function returning %s is not supported", rt)
				return
			}
		default:
			t.errorf(s.Value.At(), "unsupported-type", "return a scalar or a tuple of scalars", "a device function returning %s is not supported", rt)
			return
		}
		if t.result == nil {
			t.result = rt
		} else if u := unify(t.result, rt); u != nil && !Identical(u, t.result) {
			t.result = u
			t.changed = true
		}
	case *translate.ExprStmt:
		if _, ok := s.X.(*translate.Call); !ok {
			t.expr(s.X)
			return
		}
		if _, isTuple := t.expr(s.X).(*Tuple); isTuple {
			// The pairs (cuda.grid(2), cmath.polar, math.modf, math.frexp) exist only to be unpacked.
			t.errorf(s.Pos, "unsupported-feature", "unpack the result: a, b = ...", "a call whose tuple result is discarded is not supported in CUDA kernels")
		}
	case *translate.Raise:
		t.errorf(s.Pos, "unsupported-feature", "check the condition and return early, or write an error flag into an array", "raise is not supported in CUDA kernels (Numba's CUDA target has no exceptions without debug=True)")
	case *translate.Assert:
		t.errorf(s.Pos, "unsupported-feature", "check the condition and return early, or write an error flag into an array", "assert is not supported in CUDA kernels")
	case *translate.FuncStmt:
		what := "nested functions"
		if s.Func.Lambda {
			what = "lambda expressions"
		}
		t.errorf(s.Pos, "unsupported-feature", "define a module-level @cuda.jit(device=True) function", "%s are not supported in CUDA kernels", what)
	case *translate.Declare:
		t.errorf(s.Pos, "unsupported-syntax", "assign a value", "annotated declarations are not supported in CUDA kernels")
	case *translate.BadStmt:
		t.errorf(s.Pos, "unsupported-syntax", s.Hint, "%s are not supported in CUDA kernels", s.What)
	default:
		t.errorf(s.At(), "unsupported-syntax", noAllocHint, "this statement is not supported in CUDA kernels")
	}
}

func (t *cudaFuncTyper) cond(e translate.Expr) {
	xt := t.expr(e)
	if xt == nil {
		return
	}
	if b, ok := xt.(*Basic); !ok || b.IsComplex() {
		t.errorf(e.At(), "type-mismatch", "compare explicitly", "cannot use %s as a condition in a CUDA kernel", xt)
	}
}

func (t *cudaFuncTyper) forStmt(s *translate.For) {
	if len(s.Else) > 0 {
		t.errorf(s.Pos, "unsupported-syntax", "move the else block after the loop", "for ... else is not supported in CUDA kernels")
	}
	name, ok := s.Target.(*translate.Name)
	if arr, isName := s.Iter.(*translate.Name); ok && isName {
		if at, isArr := t.expr(arr).(*Array); isArr {
			// for v in a: the elements of a one-dimensional array.
			if at.Ndim != 1 {
				t.errorf(s.Iter.At(), "unsupported-feature", "index the array: for i in range(a.shape[0])", "pygo's CUDA kernels iterate only over one-dimensional arrays, not %s", at)
				return
			}
			t.f.Builtins[s.Iter] = &CUDABuiltin{Kind: "iterarray"}
			t.bind(name, at.Dtype, s.Pos)
			t.loops++
			t.block(s.Body)
			t.loops--
			return
		}
	}
	if t.iterCall(s) {
		return
	}
	call, isCall := s.Iter.(*translate.Call)
	if !ok || !isCall || translate.DottedName(call.Func) != "range" || len(call.Args) < 1 || len(call.Args) > 3 || len(call.Keywords) > 0 {
		t.errorf(s.Pos, "unsupported-feature", "loop with for i in range(...)", "CUDA kernels support only for loops over range(...), one-dimensional arrays, and enumerate and zip of them")
		return
	}
	t.f.Builtins[call] = &CUDABuiltin{Kind: "builtin", Name: "range"}
	for _, a := range call.Args {
		at := t.expr(a)
		if b, ok := at.(*Basic); at != nil && (!ok || !isIntLike(b)) {
			t.errorf(a.At(), "type-mismatch", "", "range() takes integers, not %s", at)
		}
	}
	t.bind(name, Int64, s.Pos)
	t.loops++
	t.block(s.Body)
	t.loops--
}

// bind records a value of type vt assigned to a local variable.
func (t *cudaFuncTyper) bind(n *translate.Name, vt Type, at translate.Pos) {
	if vt == nil {
		return
	}
	if _, isParam := t.params[n.Id]; isParam {
		pt := t.params[n.Id]
		if _, arr := pt.(*Array); arr {
			t.errorf(at, "unsupported-feature", "assign to elements: a[i] = ...", "cannot rebind array parameter %s in a CUDA kernel", n.Id)
			return
		}
		if !canConvert(vt, pt) {
			t.errorf(at, "type-mismatch", "", "cannot assign %s to parameter %s of type %s", vt, n.Id, pt)
		}
		t.f.Types[n] = pt
		return
	}
	old := t.f.Vars[n.Id]
	switch {
	case old == nil:
		t.f.Vars[n.Id] = vt
		t.changed = true
	case Identical(old, vt):
	default:
		ob, ok1 := old.(*Basic)
		vb, ok2 := vt.(*Basic)
		if !ok1 || !ok2 {
			t.errorf(at, "type-mismatch", "give each array its own variable", "%s is bound to %s and to %s", n.Id, old, vt)
			return
		}
		u := promote(ob, vb)
		if u != ob {
			t.f.Vars[n.Id] = u
			t.changed = true
		}
	}
	t.f.Types[n] = t.f.Vars[n.Id]
}

func (t *cudaFuncTyper) assign(target translate.Expr, vt Type, value translate.Expr, at translate.Pos) {
	switch x := target.(type) {
	case *translate.Name:
		if _, isArr := vt.(*Array); isArr {
			if _, isName := value.(*translate.Name); isName {
				t.errorf(at, "unsupported-feature", "use the array's own name", "pygo's CUDA kernels do not bind an array to a second name")
			} else {
				t.errorf(at, "unsupported-feature", noAllocHint, "array expressions are not supported in CUDA kernels (they allocate)")
			}
			t.fail(x)
			return
		}
		if tup, ok := vt.(*Tuple); ok {
			t.errorf(at, "unsupported-feature", "unpack it: x, y = cuda.grid(2)", "cannot bind the tuple %s to one variable in a CUDA kernel", tup)
			return
		}
		t.bind(x, vt, at)
	case *translate.Subscript:
		t.checkConstStore(x)
		et := t.expr(x)
		if et == nil || vt == nil {
			return
		}
		if _, ok := vt.(*Basic); !ok || !canConvert(vt, et) {
			t.errorf(at, "type-mismatch", "", "cannot store %s into an element of type %s", vt, et)
		}
	case *translate.Tuple:
		tt, ok := vt.(*Tuple)
		if !ok || len(tt.Elems) != len(x.Elts) {
			if vt != nil {
				t.errorf(at, "type-mismatch", "", "cannot unpack %s into %d targets", vt, len(x.Elts))
			}
			return
		}
		for i, e := range x.Elts {
			n, ok := e.(*translate.Name)
			if !ok {
				t.errorf(e.At(), "unsupported-syntax", "", "unpack into names only in CUDA kernels")
				continue
			}
			t.bind(n, tt.Elems[i], at)
		}
	default:
		t.errorf(at, "unsupported-syntax", "", "cannot assign to this target in a CUDA kernel")
	}
}

// constInt folds a constant integer expression (literals and module constants).
func (t *cudaFuncTyper) constInt(e translate.Expr) (int, bool) {
	b, v := t.cc.c.foldScalar(e)
	if v == nil || b == nil || !b.IsInteger() {
		return 0, false
	}
	n, ok := constant.Int64Val(v)
	return int(n), ok
}

// fail marks the names a failed assignment binds.
func (t *cudaFuncTyper) fail(target translate.Expr) {
	if t.failed == nil {
		t.failed = map[string]bool{}
	}
	switch x := target.(type) {
	case *translate.Name:
		t.failed[x.Id] = true
	case *translate.Tuple:
		for _, e := range x.Elts {
			t.fail(e)
		}
	}
}

func (t *cudaFuncTyper) isArrayDecl(call *translate.Call) bool {
	path := t.cc.c.resolvePath(call.Func)
	return path == "numba.cuda.shared.array" || path == "numba.cuda.local.array" || path == "numba.cuda.const.array_like"
}

// arrayDecl types cuda.shared.array(shape, dtype) and cuda.local.array(shape, dtype).
func (t *cudaFuncTyper) arrayDecl(call *translate.Call) *CUDAArrayDecl {
	path := t.cc.c.resolvePath(call.Func)
	shared := path == "numba.cuda.shared.array"
	if !shared && path != "numba.cuda.local.array" && path != "numba.cuda.const.array_like" {
		return nil
	}
	if d := t.f.Arrays[call]; d != nil {
		return d
	}
	if path == "numba.cuda.const.array_like" {
		return t.constArrayDecl(call)
	}
	var shapeE, dtypeE translate.Expr
	if len(call.Args) > 0 {
		shapeE = call.Args[0]
	}
	if len(call.Args) > 1 {
		dtypeE = call.Args[1]
	}
	for _, k := range call.Keywords {
		switch k.Name {
		case "shape":
			shapeE = k.Value
		case "dtype":
			dtypeE = k.Value
		}
	}
	const hint = "write cuda.shared.array(shape=(16, 16), dtype=float32) with a shape of constants"
	if shapeE == nil || dtypeE == nil {
		t.errorf(call.Pos, "bad-call", hint, "%s needs a shape and a dtype", strings.TrimPrefix(path, "numba."))
		return nil
	}
	var dims []translate.Expr
	if tup, ok := shapeE.(*translate.Tuple); ok {
		dims = tup.Elts
	} else if k := t.constTuple(shapeE); k != nil {
		dims = nil
		d := &CUDAArrayDecl{Shared: shared}
		for _, v := range k.Elems {
			n, _ := constant.Int64Val(v)
			d.Shape = append(d.Shape, int(n))
		}
		return t.finishDecl(call, d, dtypeE, hint)
	} else {
		if n, ok := t.constInt(shapeE); ok && n == 0 && shared {
			// Numba's dynamic shared memory: its size comes with the launch.
			return t.finishDecl(call, &CUDAArrayDecl{Shared: true, Dynamic: true, Shape: []int{0}}, dtypeE, hint)
		}
		dims = []translate.Expr{shapeE}
	}
	d := &CUDAArrayDecl{Shared: shared}
	for _, x := range dims {
		n, ok := t.constInt(x)
		if ok && n == 0 {
			t.errorf(x.At(), "non-constant-shape", "write cuda.shared.array(0, dtype) for dynamic shared memory, whose size the launch gives",
				"a dimension of 0 is dynamic shared memory only as the shape of cuda.shared.array, an integer 0 (not a tuple)")
			return nil
		}
		if !ok || n <= 0 {
			t.errorf(x.At(), "non-constant-shape", hint, "the shape of a shared or local array must be a positive constant (Numba requires it at compile time)")
			return nil
		}
		d.Shape = append(d.Shape, n)
	}
	return t.finishDecl(call, d, dtypeE, hint)
}

func (t *cudaFuncTyper) constTuple(e translate.Expr) *Const {
	n, ok := e.(*translate.Name)
	if !ok {
		return nil
	}
	k := t.cc.c.consts[n.Id]
	if k == nil || k.Value != nil || k.Shape != nil {
		return nil
	}
	if tt, ok := k.Type.(*Tuple); !ok || tt.Uniform() == nil || !tt.Uniform().(*Basic).IsInteger() {
		return nil
	}
	return k
}

// constTupleAny returns the module-level tuple constant e names, unless a local shadows it.
func (t *cudaFuncTyper) constTupleAny(e translate.Expr) *Const {
	n, ok := e.(*translate.Name)
	if !ok {
		return nil
	}
	if _, local := t.params[n.Id]; local {
		return nil
	}
	if _, local := t.f.Vars[n.Id]; local {
		return nil
	}
	k := t.cc.c.consts[n.Id]
	if k == nil || k.Value != nil || k.Shape != nil {
		return nil
	}
	if _, ok := k.Type.(*Tuple); !ok {
		return nil
	}
	return k
}

func (t *cudaFuncTyper) finishDecl(call *translate.Call, d *CUDAArrayDecl, dtypeE translate.Expr, hint string) *CUDAArrayDecl {
	r := typeResolver{mod: t.cc.c.mod}
	dt, err := r.resolve(dtypeE)
	b, ok := dt.(*Basic)
	if err != nil || !ok || !cudaScalarOK(b) {
		t.errorf(dtypeE.At(), "bad-dtype", hint, "the dtype of a shared or local array must be a numeric type such as float32 or int64")
		return nil
	}
	d.Dtype = b
	if d.Dynamic {
		t.f.DynShared = true
		t.f.Arrays[call] = d
		return d
	}
	if d.Size()*b.Bits()/8 > 48*1024 {
		t.errorf(call.Pos, "too-much-shared-memory", "use a smaller array", "this array needs %d bytes, over the 48 KiB a CUDA block can have", d.Size()*b.Bits()/8)
		return nil
	}
	if d.Shared {
		d.Slot = len(t.f.Shared)
		t.f.Shared = append(t.f.Shared, d)
		if t.f.Device {
			t.f.addBlockShared(d)
		}
	}
	t.f.Arrays[call] = d
	return d
}

// expr types an expression, recording it; nil after an error.
func (t *cudaFuncTyper) expr(e translate.Expr) Type {
	rt := t.expr1(e)
	if rt != nil {
		t.f.Types[e] = rt
	}
	return rt
}

func (t *cudaFuncTyper) expr1(e translate.Expr) Type {
	c := t.cc.c
	switch e := e.(type) {
	case *translate.Const:
		switch e.Kind {
		case translate.IntConst, translate.FloatConst, translate.BoolConst, translate.ComplexConst:
			b, _ := literalType(e)
			return b
		}
		t.errorf(e.Pos, "unsupported-type", noAllocHint, "this constant is not supported in CUDA kernels")
		return nil
	case *translate.Name:
		if pt, ok := t.params[e.Id]; ok {
			return pt
		}
		if vt, ok := t.f.Vars[e.Id]; ok {
			return vt
		}
		if k := c.consts[e.Id]; k != nil && (k.Value != nil || k.Type == Float64) {
			return k.Type // a number, or a float that is inf or nan (NonFinite)
		}
		if !t.final || t.failed[e.Id] || strings.HasPrefix(e.Id, "_lambda") {
			return nil // a lambda's function, reported where it is defined
		}
		if c.enums[e.Id] != nil {
			t.errorf(e.Pos, "unsupported-feature", "use an IntEnum member or a member's .value (Color.red.value)",
				"%s is an enum class: CUDA kernels compiled by pygo use IntEnum members and members' .value of number type only", e.Id)
			return nil
		}
		t.errorf(e.Pos, "undefined-name", "assign the variable before this line on every path, or pass the value as a parameter", "name %s is not defined here (CUDA kernels see their parameters, local variables and module-level number constants)", e.Id)
		return nil
	case *translate.BinOp:
		xt, yt := t.expr(e.X), t.expr(e.Y)
		return t.binary(e.Op, xt, yt, e.Pos)
	case *translate.UnaryOp:
		xt := t.expr(e.X)
		b, ok := xt.(*Basic)
		if xt == nil {
			return nil
		}
		if !ok {
			t.errorf(e.Pos, "unsupported-feature", noAllocHint, "array expressions are not supported in CUDA kernels")
			return nil
		}
		switch e.Op {
		case translate.Not:
			if b.IsComplex() {
				t.errorf(e.Pos, "unsupported-feature", "compare explicitly: z == 0", "the truth value of a complex number is not supported in pygo's CUDA kernels")
				return nil
			}
			return Bool
		case translate.Invert:
			if !isIntLike(b) {
				t.errorf(e.Pos, "type-mismatch", "", "bad operand type for ~: %s", b)
				return nil
			}
			if b.IsBool() {
				return Bool
			}
			return unaryType(b)
		}
		return unaryType(b)
	case *translate.Compare:
		xt := t.expr(e.X)
		for i, y := range e.Ys {
			yt := t.expr(y)
			switch e.Ops[i] {
			case translate.Is, translate.IsNot, translate.In, translate.NotIn:
				t.errorf(e.Pos, "unsupported-feature", "compare numbers with == < > ...", "%s is not supported in CUDA kernels", e.Ops[i])
				return nil
			}
			if _, ok := xt.(*Basic); xt != nil && !ok {
				t.errorf(e.Pos, "unsupported-feature", noAllocHint, "array comparisons are not supported in CUDA kernels")
				return nil
			}
			if _, ok := yt.(*Basic); yt != nil && !ok {
				t.errorf(e.Pos, "unsupported-feature", noAllocHint, "array comparisons are not supported in CUDA kernels")
				return nil
			}
			if xb, yb := basicOf(xt), basicOf(yt); (xb != nil && xb.IsComplex() || yb != nil && yb.IsComplex()) && e.Ops[i] != translate.Eq && e.Ops[i] != translate.NotEq {
				t.errorf(e.Pos, "type-mismatch", "compare abs(z) or the parts", "%s is not defined for complex numbers", e.Ops[i])
				return nil
			}
			xt = yt
		}
		return Bool
	case *translate.BoolOp:
		for _, v := range e.Values {
			vt := t.expr(v)
			if vt != nil && !Identical(vt, Bool) {
				t.errorf(v.At(), "unsupported-feature", "compare explicitly: (x != 0) and ...", "pygo's CUDA kernels need bool operands for and/or, not %s", vt)
				return nil
			}
		}
		return Bool
	case *translate.IfExp:
		t.cond(e.Test)
		bt, et := t.expr(e.Body), t.expr(e.Else)
		if bt == nil || et == nil {
			return nil
		}
		u := unify(bt, et)
		if _, ok := u.(*Basic); !ok {
			t.errorf(e.Pos, "type-mismatch", "", "the branches of this conditional expression have types %s and %s", bt, et)
			return nil
		}
		return u
	case *translate.Subscript:
		return t.subscript(e)
	case *translate.Attribute:
		return t.attribute(e)
	case *translate.Call:
		return t.call(e)
	case *translate.Tuple:
		tt := &Tuple{}
		for _, x := range e.Elts {
			xt := t.expr(x)
			if xt == nil {
				return nil
			}
			tt.Elems = append(tt.Elems, xt)
		}
		return tt
	case *translate.List:
		t.errorf(e.Pos, "unsupported-feature", "use cuda.local.array(n, dtype)", "lists are not supported in CUDA kernels (they allocate)")
		return nil
	case *translate.BadExpr:
		t.errorf(e.Pos, "unsupported-syntax", e.Hint, "%s are not supported in CUDA kernels", e.What)
		return nil
	}
	t.errorf(e.At(), "unsupported-syntax", noAllocHint, "this expression is not supported in CUDA kernels")
	return nil
}

func (t *cudaFuncTyper) binary(op translate.Op, xt, yt Type, at translate.Pos) Type {
	if xt == nil || yt == nil {
		return nil
	}
	xb, ok1 := xt.(*Basic)
	yb, ok2 := yt.(*Basic)
	if !ok1 || !ok2 {
		t.errorf(at, "unsupported-feature", "loop over the elements", "array arithmetic is not supported in CUDA kernels (it allocates): %s %s %s", xt, op, yt)
		return nil
	}
	if r, isComplex := t.complexBinary(op, xb, yb, at); isComplex {
		if r == nil {
			return nil
		}
		return r
	}
	switch op {
	case translate.Add, translate.Sub, translate.Mul, translate.FloorDiv, translate.Mod:
		return arith(xb, yb)
	case translate.Div:
		return trueDiv(xb, yb)
	case translate.Pow:
		// integer ** integer is Numba's int_power under the numpy error model of CUDA
		// kernels: 0 for a negative exponent (but of 1 and -1), MinInt for 0 ** negative.
		return power(xb, yb)
	case translate.BitAnd, translate.BitOr, translate.BitXor:
		if r := bitwise(xb, yb); r != nil {
			return r
		}
	case translate.LShift, translate.RShift:
		if r := shift(xb, yb); r != nil {
			return r
		}
	}
	t.errorf(at, "type-mismatch", "", "unsupported operand types for %s: %s and %s", op, xt, yt)
	return nil
}

func (t *cudaFuncTyper) subscript(e *translate.Subscript) Type {
	// arr.shape[k]
	if a, ok := e.X.(*translate.Attribute); ok && (a.Name == "shape" || a.Name == "strides") {
		at := t.expr(a.X)
		arr, isArr := at.(*Array)
		if at == nil {
			return nil
		}
		k, ok := t.constInt(e.Index)
		if !isArr || !ok || k < -arr.Ndim || k >= arr.Ndim {
			t.errorf(e.Pos, "bad-index", "index shape with a constant", "%s.%s needs a constant index within the array's %d dimensions", translate.DottedName(a.X), a.Name, ndimOf(at))
			return nil
		}
		if k < 0 {
			k += arr.Ndim
		}
		t.f.Builtins[e] = &CUDABuiltin{Kind: a.Name, Axis: k}
		return Int64
	}
	if k := t.constTupleAny(e.X); k != nil {
		i, ok := t.constInt(e.Index)
		if !ok || i < -len(k.Elems) || i >= len(k.Elems) {
			t.errorf(e.Pos, "bad-index", "", "index a module-level tuple with a constant within its %d elements", len(k.Elems))
			return nil
		}
		if i < 0 {
			i += len(k.Elems)
		}
		b, ok := k.Type.(*Tuple).Elems[i].(*Basic)
		if !ok {
			t.errorf(e.Pos, "unsupported-type", "", "nested tuples are not supported in CUDA kernels")
			return nil
		}
		t.f.Builtins[e] = &CUDABuiltin{Kind: "value", Value: k.Elems[i], Type: b}
		return b
	}
	xt := t.expr(e.X)
	if xt == nil {
		return nil
	}
	arr, ok := xt.(*Array)
	if !ok {
		t.errorf(e.Pos, "type-mismatch", "", "cannot index %s", xt)
		return nil
	}
	idx := []translate.Expr{e.Index}
	if tup, ok := e.Index.(*translate.Tuple); ok {
		idx = tup.Elts
	}
	if len(idx) != arr.Ndim {
		t.errorf(e.Pos, "unsupported-feature", "index every dimension with an integer", "pygo's CUDA kernels index %d-d arrays with %d integers (views and slices are not supported)", arr.Ndim, arr.Ndim)
		return nil
	}
	for _, x := range idx {
		if _, isSlice := x.(*translate.Slice); isSlice {
			t.errorf(x.At(), "unsupported-feature", "index with integers", "slicing is not supported in pygo's CUDA kernels")
			return nil
		}
		it := t.expr(x)
		if b, ok := it.(*Basic); it != nil && (!ok || !b.IsInteger()) {
			t.errorf(x.At(), "type-mismatch", "", "array indices must be integers, not %s", it)
			return nil
		}
	}
	return arr.Dtype
}

var cudaIndexNames = map[string]bool{"threadIdx": true, "blockIdx": true, "blockDim": true, "gridDim": true}

func (t *cudaFuncTyper) attribute(e *translate.Attribute) Type {
	if rt, ok := t.enumAttribute(e); ok {
		return rt
	}
	if inner, ok := e.X.(*translate.Attribute); ok {
		path := t.cc.c.resolvePath(inner)
		if name, ok := strings.CutPrefix(path, "numba.cuda."); ok && cudaIndexNames[name] {
			axis := strings.Index("xyz", e.Name)
			if axis < 0 || len(e.Name) != 1 {
				t.errorf(e.Pos, "unknown-attribute", "use .x, .y or .z", "cuda.%s has no attribute %s", name, e.Name)
				return nil
			}
			t.f.Builtins[e] = &CUDABuiltin{Kind: "index", Name: name, Axis: axis}
			return Int64
		}
	}
	if path := t.cc.c.resolvePath(e); path != "" {
		if name, ok := strings.CutPrefix(path, "numba.cuda."); ok {
			switch name {
			case "warpsize":
				t.f.Builtins[e] = &CUDABuiltin{Kind: "warpsize"}
				return Int64
			case "laneid":
				t.f.Builtins[e] = &CUDABuiltin{Kind: "laneid"}
				return Int64
			}
		}
		if v, ok := moduleConsts[path]; ok {
			_ = v
			t.f.Builtins[e] = &CUDABuiltin{Kind: "const", Name: path}
			return Float64
		}
		t.errorf(e.Pos, "unsupported-feature", noAllocHint, "%s is not supported in CUDA kernels", path)
		return nil
	}
	xt := t.expr(e.X)
	if b, ok := xt.(*Basic); ok && b.IsComplex() {
		return t.complexAttr(e, b)
	}
	if arr, ok := xt.(*Array); ok {
		switch e.Name {
		case "size":
			t.f.Builtins[e] = &CUDABuiltin{Kind: "size"}
			return Int64
		case "ndim":
			t.f.Builtins[e] = &CUDABuiltin{Kind: "ndim", Axis: arr.Ndim}
			return Int64
		}
	}
	if xt != nil {
		what := translate.DottedName(e.X)
		if what == "" {
			what = "(" + xt.String() + ")"
		}
		t.errorf(e.Pos, "unsupported-feature", "index .shape with a constant: a.shape[0]", "%s.%s is not supported in CUDA kernels", what, e.Name)
	}
	return nil
}

// cudaMath are the math functions kernels may call, with their number of arguments. They
// compute in float64, as Numba's CUDA simulator does.
var cudaMath = map[string]int{
	"sqrt": 1, "exp": 1, "log": 1, "log2": 1, "log10": 1, "log1p": 1, "expm1": 1,
	"sin": 1, "cos": 1, "tan": 1, "asin": 1, "acos": 1, "atan": 1, "sinh": 1, "cosh": 1, "tanh": 1,
	"asinh": 1, "acosh": 1, "atanh": 1, "fabs": 1, "erf": 1, "erfc": 1, "gamma": 1, "lgamma": 1,
	"atan2": 2, "hypot": 2, "pow": 2, "copysign": 2, "fmod": 2, "remainder": 2, "degrees": 1, "radians": 1,
	"floor": 1, "ceil": 1, "trunc": 1, "isnan": 1, "isinf": 1, "isfinite": 1, "modf": 1,
	"frexp": 1, "ldexp": 2,
}

func (t *cudaFuncTyper) call(e *translate.Call) Type {
	c := t.cc.c
	path := c.resolvePath(e.Func)
	args := func() []Type {
		var ts []Type
		for _, a := range e.Args {
			ts = append(ts, t.expr(a))
		}
		return ts
	}
	if len(e.Keywords) > 0 && !strings.HasPrefix(path, "numba.cuda.") {
		t.errorf(e.Keywords[0].Pos, "unsupported-feature", "pass arguments by position", "keyword arguments are not supported in this call in a CUDA kernel")
		return nil
	}
	switch {
	case path == "numba.cuda.grid" || path == "numba.cuda.gridsize":
		n, ok := 0, false
		if len(e.Args) == 1 {
			n, ok = t.constInt(e.Args[0])
		}
		if !ok || n < 1 || n > 3 {
			t.errorf(e.Pos, "bad-call", "write cuda.grid(1), cuda.grid(2) or cuda.grid(3)", "%s takes a constant 1, 2 or 3", strings.TrimPrefix(path, "numba."))
			return nil
		}
		t.f.Builtins[e] = &CUDABuiltin{Kind: strings.TrimPrefix(path, "numba.cuda."), Dim: n}
		if n == 1 {
			return Int64
		}
		tt := &Tuple{}
		for i := 0; i < n; i++ {
			tt.Elems = append(tt.Elems, Int64)
		}
		return tt
	case path == "numba.cuda.syncthreads" || path == "numba.cuda.threadfence" || path == "numba.cuda.threadfence_block" || path == "numba.cuda.threadfence_system":
		if len(e.Args) > 0 {
			t.errorf(e.Pos, "bad-call", "", "%s takes no arguments", strings.TrimPrefix(path, "numba."))
			return nil
		}
		kind := "threadfence"
		if path == "numba.cuda.syncthreads" {
			kind = "syncthreads"
			t.f.Sync = true
		}
		t.f.Builtins[e] = &CUDABuiltin{Kind: kind}
		return NoneType{}
	case path == "numba.cuda.syncthreads_count" || path == "numba.cuda.syncthreads_and" || path == "numba.cuda.syncthreads_or":
		name := strings.TrimPrefix(path, "numba.cuda.")
		ts := args()
		if len(ts) != 1 {
			t.errorf(e.Pos, "bad-call", "", "cuda.%s takes one argument, the thread's predicate", name)
			return nil
		}
		if b, ok := ts[0].(*Basic); ts[0] != nil && (!ok || b.IsComplex()) {
			t.errorf(e.Args[0].At(), "type-mismatch", "", "cuda.%s takes a number, not %s", name, ts[0])
			return nil
		}
		t.f.Sync = true
		t.f.Builtins[e] = &CUDABuiltin{Kind: "syncreduce", Name: strings.TrimPrefix(name, "syncthreads_")}
		return Int32
	case path == "numba.cuda.atomic.compare_and_swap":
		return t.compareAndSwap(e)
	case strings.HasPrefix(path, "numba.cuda.atomic."):
		name := strings.TrimPrefix(path, "numba.cuda.atomic.")
		elems, ok := cudaAtomics[name]
		if !ok {
			t.errorf(e.Pos, "unsupported-feature", "use one of cuda.atomic.add, sub, max, min, nanmax, nanmin, and_, or_, xor, exch, inc, dec or compare_and_swap", "cuda.atomic.%s is not supported by pygo", name)
			return nil
		}
		if len(e.Args) != 3 {
			t.errorf(e.Pos, "bad-call", "write cuda.atomic.add(arr, index, value)", "cuda.atomic.%s takes an array, an index and a value", name)
			return nil
		}
		at := t.expr(e.Args[0])
		arr, ok := at.(*Array)
		if at == nil {
			return nil
		}
		if !ok || !elems(arr.Dtype) {
			t.errorf(e.Args[0].At(), "type-mismatch", cudaAtomicHint(name), "cuda.atomic.%s on %s is not supported", name, at)
			return nil
		}
		idx := []translate.Expr{e.Args[1]}
		if tup, ok := e.Args[1].(*translate.Tuple); ok {
			idx = tup.Elts
		}
		if len(idx) != arr.Ndim {
			t.errorf(e.Args[1].At(), "bad-index", "give one integer per dimension", "the index of cuda.atomic.%s must have %d integers", name, arr.Ndim)
			return nil
		}
		for _, x := range idx {
			it := t.expr(x)
			if b, ok := it.(*Basic); it != nil && (!ok || !b.IsInteger()) {
				t.errorf(x.At(), "type-mismatch", "", "array indices must be integers, not %s", it)
				return nil
			}
		}
		vt := t.expr(e.Args[2])
		if vb, ok := vt.(*Basic); vt != nil && (!ok || !canConvert(vb, arr.Dtype)) {
			t.errorf(e.Args[2].At(), "type-mismatch", "", "cannot use %s as a value of cuda.atomic.%s on %s", vt, name, arr)
			return nil
		}
		t.f.Builtins[e] = &CUDABuiltin{Kind: "atomic", Name: name}
		return arr.Dtype
	case isCUDARandom(path):
		return t.cudaRandom(e, path)
	case strings.HasPrefix(path, "numba.cuda.") && cudaWarpIntrinsics[strings.TrimPrefix(path, "numba.cuda.")].result != nil:
		return t.warp(e, strings.TrimPrefix(path, "numba.cuda."))
	case cudaIntrinsics[strings.TrimPrefix(path, "numba.cuda.")] && strings.HasPrefix(path, "numba.cuda."):
		return t.intrinsic(e, strings.TrimPrefix(path, "numba.cuda."), args())
	case path == "numba.cuda.shared.array" || path == "numba.cuda.local.array" || path == "numba.cuda.const.array_like":
		t.errorf(e.Pos, "unsupported-feature", "assign it to a variable: sA = cuda.shared.array((16, 16), float32)", "%s must be assigned directly to a variable", strings.TrimPrefix(path, "numba."))
		return nil
	case strings.HasPrefix(path, "numba.cuda."):
		t.errorf(e.Pos, "unsupported-feature", "see the list of CUDA built-ins in pygo's README", "%s is not supported by pygo's CUDA kernels", strings.TrimPrefix(path, "numba."))
		return nil
	case strings.HasPrefix(path, "operator."):
		return t.operatorCall(e, strings.TrimPrefix(path, "operator."))
	case strings.HasPrefix(path, "cmath."):
		return t.cmathCall(e, path)
	case strings.HasPrefix(path, "math."):
		name := strings.TrimPrefix(path, "math.")
		n, ok := cudaMath[name]
		if !ok {
			t.errorf(e.Pos, "unsupported-feature", "", "math.%s is not supported in CUDA kernels", name)
			return nil
		}
		ts := args()
		if len(ts) != n {
			t.errorf(e.Pos, "bad-call", "", "math.%s takes %s", name, count(n, "argument"))
			return nil
		}
		for i, at := range ts {
			if b, ok := at.(*Basic); at != nil && (!ok || b.IsComplex()) {
				t.errorf(e.Args[i].At(), "type-mismatch", "", "math.%s takes numbers, not %s", name, at)
				return nil
			}
		}
		if name == "ldexp" {
			if b, _ := ts[1].(*Basic); b != nil && !b.IsInteger() && !b.IsBool() {
				t.errorf(e.Args[1].At(), "type-mismatch", "pass an integer exponent: int(e)", "math.ldexp takes an integer exponent, not %s", b)
				return nil
			}
		}
		t.f.Builtins[e] = &CUDABuiltin{Kind: "math", Name: name}
		switch name {
		case "floor", "ceil", "trunc":
			return Int64
		case "frexp":
			// (mantissa, exponent): the argument's float type and int32, as Numba's cudamath
			// (libdevice frexp and frexpf); a kernel unpacks it: m, e = math.frexp(x).
			return &Tuple{Elems: []Type{floatOf(ts[0]), Int32}}
		case "ldexp":
			// The argument's float type, the exponent taken as a C int (Numba's ldexp and
			// ldexpf of libdevice).
			return floatOf(ts[0])
		case "modf":
			// (fractional part, integral part), float32 for a float32 argument as in Numba's
			// cudamath; a kernel unpacks it: frac, whole = math.modf(x).
			p := floatOf(ts[0])
			return &Tuple{Elems: []Type{p, p}}
		case "isnan", "isinf", "isfinite":
			return Bool
		}
		return Float64
	case strings.HasPrefix(path, "numpy.") || strings.HasPrefix(path, "numba."):
		if b, ok := numbaTypeNames[strings.TrimPrefix(strings.TrimPrefix(path, "numpy."), "numba.")].(*Basic); ok && len(e.Args) == 1 && cudaScalarOK(b) {
			at := t.expr(e.Args[0])
			if ab, ok := at.(*Basic); at != nil && (!ok || ab.IsComplex() && !b.IsComplex()) {
				t.errorf(e.Pos, "type-mismatch", "take z.real or abs(z)", "cannot convert %s to %s", at, b)
				return nil
			}
			t.f.Builtins[e] = &CUDABuiltin{Kind: "cast", Name: b.String()}
			return b
		}
		t.errorf(e.Pos, "unsupported-feature", "use cuda.local.array for scratch space, and loops for array operations", "%s is not supported in CUDA kernels (Numba's CUDA target has no NumPy array functions)", path)
		return nil
	}
	if rt, ok := t.complexCall(e); ok {
		return rt
	}
	if n, ok := e.Func.(*translate.Name); ok && path == "" {
		if fe := c.funcs[n.Id]; fe != nil {
			return t.callFunc(e, fe)
		}
		switch n.Id {
		case "abs", "min", "max", "int", "float", "bool":
			ts := args()
			for i, at := range ts {
				if at == nil {
					return nil
				}
				if b, ok := at.(*Basic); !ok || b.IsComplex() && n.Id != "abs" {
					t.errorf(e.Args[i].At(), "type-mismatch", "", "%s() of %s is not supported in CUDA kernels", n.Id, at)
					return nil
				}
			}
			want := map[string]int{"abs": 1, "int": 1, "float": 1, "bool": 1}[n.Id]
			if want > 0 && len(ts) != want || want == 0 && len(ts) < 2 {
				t.errorf(e.Pos, "bad-call", "", "%s() takes %s here", n.Id, count(max(want, 2), "argument"))
				return nil
			}
			t.f.Builtins[e] = &CUDABuiltin{Kind: "builtin", Name: n.Id}
			switch n.Id {
			case "int":
				return Int64
			case "float":
				return Float64
			case "bool":
				return Bool
			case "abs":
				if b := ts[0].(*Basic); b.IsComplex() {
					return partOf(b) // the modulus
				}
				return ts[0]
			}
			r := ts[0].(*Basic)
			for _, x := range ts[1:] {
				r = promote(r, x.(*Basic))
			}
			return r
		case "round":
			return t.round(e, args())
		case "pow":
			return t.pow(e)
		case "len":
			ts := args()
			if len(ts) == 1 {
				if _, ok := ts[0].(*Array); ok {
					t.f.Builtins[e] = &CUDABuiltin{Kind: "shape", Axis: 0}
					return Int64
				}
			}
			t.errorf(e.Pos, "bad-call", "", "len() in a CUDA kernel takes one array")
			return nil
		case "print":
			t.errorf(e.Pos, "unsupported-feature", "write values into an output array", "print is not supported in pygo's CUDA kernels")
			return nil
		}
	}
	name := translate.DottedName(e.Func)
	if name == "" {
		name = "this"
	}
	t.errorf(e.Pos, "unsupported-feature", noAllocHint, "calling %s is not supported in CUDA kernels", name)
	return nil
}

func (t *cudaFuncTyper) callFunc(e *translate.Call, fe *funcEntry) Type {
	var ts []Type
	for _, a := range e.Args {
		at := t.expr(a)
		if at == nil {
			return nil
		}
		ts = append(ts, at)
	}
	if fe.cuda == nil || !fe.cuda.device {
		what := "an @njit function"
		if fe.cuda != nil {
			what = "a kernel"
		}
		t.errorf(e.Pos, "unsupported-feature", "decorate it with @cuda.jit(device=True)",
			"%s is %s: CUDA kernels can call only device functions", fe.def.Name, what)
		return nil
	}
	if len(ts) != len(fe.def.Params) {
		t.errorf(e.Pos, "bad-call", "", "%s takes %s, not %d", fe.def.Name, count(len(fe.def.Params), "argument"), len(ts))
		return nil
	}
	if !t.final || t.quiet {
		// Argument types may still change: type the callee without keeping it.
		return t.cc.tentative(fe, ts)
	}
	f := t.cc.spec(fe, ts, e.Pos)
	if f == nil {
		return nil
	}
	t.f.Callees[e] = f
	if f.Sync {
		t.f.Sync = true
	}
	if f.DynShared {
		t.f.DynShared = true
	}
	for _, d := range f.BlockShared {
		t.f.addBlockShared(d)
	}
	return f.Result
}

// ModuleConst returns the value of a module constant such as math.pi.
func ModuleConst(path string) (float64, bool) {
	v, ok := moduleConsts[path]
	return v, ok
}

// ConstValue returns the type and value of a module-level scalar constant, such as TPB = 16.
func (cp *CUDAProgram) ConstValue(name string) (*Basic, constant.Value) {
	if k := cp.consts[name]; k != nil && k.Value != nil {
		return k.Type.(*Basic), k.Value
	}
	return nil, nil
}

// NonFiniteConst returns the value of the module-level float constant name when it is an
// infinity or NaN (INF = np.inf), which has no constant.Value.
func (cp *CUDAProgram) NonFiniteConst(name string) (float64, bool) {
	if k := cp.consts[name]; k != nil && k.Value == nil && k.Type == Float64 {
		return k.NonFinite, true
	}
	return 0, false
}

// floatOf is the float type a CUDA math function of one float argument computes in, as Numba's
// cudamath: float32 for a float32 argument, else float64.
func floatOf(t Type) *Basic {
	if t == Float32 {
		return Float32
	}
	return Float64
}

// round types round(x) and round(x, ndigits) of a float, as Numba's CUDA target lowers them:
// round(x) is llrint (half to even, an int64) and round(x, ndigits) CPython's fallback
// algorithm in double, of x's type. Numba has no CUDA round of an integer.
func (t *cudaFuncTyper) round(e *translate.Call, ts []Type) Type {
	if len(ts) != 1 && len(ts) != 2 {
		t.errorf(e.Pos, "bad-call", "", "round() takes 1 or 2 arguments")
		return nil
	}
	for _, at := range ts {
		if at == nil {
			return nil
		}
	}
	if b, ok := ts[0].(*Basic); !ok || !b.IsFloat() {
		t.errorf(e.Args[0].At(), "type-mismatch", "round a float: round(float(x))", "round() of %s is not supported in CUDA kernels (Numba rounds float32 and float64)", ts[0])
		return nil
	}
	t.f.Builtins[e] = &CUDABuiltin{Kind: "builtin", Name: "round"}
	if len(ts) == 1 {
		return Int64
	}
	if b, ok := ts[1].(*Basic); !ok || !b.IsInteger() {
		t.errorf(e.Args[1].At(), "type-mismatch", "", "round() takes an integer number of digits, not %s", ts[1])
		return nil
	}
	return ts[0]
}
