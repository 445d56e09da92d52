package emit

import (
	"fmt"
	"go/constant"
	"go/token"
	"strings"

	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/simd"
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file gives an explicit element-wise loop its vector form, as LLVM's loop vectorizer does
// for Numba:
//
//	for i in range(lo, hi):
//	    d = a[i] - b[i]
//	    out[i] = d * d + s
//
// The body may assign elements [i] of one-dimensional float arrays of unit stride (C-contiguous,
// or of any layout with a unit stride at run time; = and op=) and
// float locals that live only inside the body, from loads of such elements, loop-invariant
// values, arithmetic, abs, math.sqrt and the vector math functions. The loop variable may
// appear as the index, or as a float value when the loop runs in chunks (vecserial.go). The
// generated Go checks at run time that every index is in range and that the arrays do not
// overlap in a way that would change the result, runs a prefix of the iterations in vector
// assembly, and lets the Go loop do the rest, so the vector form never changes a result or
// hides an IndexError.

// forVector is the vector prefix of an explicit loop: the arrays it touches, the conditions
// under which it runs and the call of its dispatcher.
// forOperand is one array operand of an explicit loop: the unit-stride run of elements
// name[rows..., i] for i in the loop's range.
type forOperand struct {
	name  *translate.Name
	at    *typer.Array
	rows  []typer.IndexItem // the loop-invariant indexes of the axes before the last
	shift int64             // the constant added to the loop variable on the last axis
	// buf, when not nil, makes this loop array a chunk buffer of the generated Go rather
	// than an element run of an array variable (name, at, rows and shift are unset).
	buf *forBuffer
}

type forVector struct {
	call    *vecCall
	arrays  []forOperand           // the array operands, in the loop's array order
	stored  map[int]bool           // the arrays the loop writes
	reduce  *forReduce             // the loop's sum, if any
	sums    string                 // the Go array of its ReduceWidth partial sums
	serial  []*forSerial           // the loop's sequential reductions (vecserial.go)
	chunked bool                   // it runs chunk by chunk through buffers (vecserial.go)
	loopVar string                 // the loop variable (a Python name)
	reads   []*translate.Subscript // array elements read once, before the loop
	// strict[k] lists the arrays that must not share any memory with array k; every other
	// pair with a written array may also be the very same slice.
	strict map[int][]int
}

// elemFor builds the vector form of an explicit loop body.
type elemFor struct {
	fe      *funcEmitter
	v       *vecLoop
	loop    *translate.For
	loopVar string
	body    map[string]bool // names the body assigns
	arrays  map[string]int  // array name and row indexes → index in the loop
	ops     []forOperand    // the array operands, in loop order
	stored  map[int]int     // array → the node last stored into its element i
	temps   map[string]int  // body-local float variable → its current node
	tempT   map[string]*typer.Basic
	strict  map[int][]int
	reads   []*translate.Subscript // array elements read once before the loop
	// reduce is the float sum the loop accumulates (acc += x in a fastmath function), if any.
	reduce *forReduce
	// serial are the sequential reductions acc op= x whose terms the vector loop computes
	// into chunk buffers (vecserial.go); index are the buffers of the loop variable's values.
	serial []*forSerial
	index  map[string]int
	// ordered forbids reordering a sum (the fastmath partial sums): a prange block keeps
	// its sequential order.
	ordered bool
	// inlining counts the calls being inlined (vecinline.go): inside one, fe.info is the
	// callee's, and the only names are its parameters.
	inlining int
}

// forReduce is the sum reduction of an explicit loop: acc += x, where the body mentions acc
// nowhere else. Under fastmath the loop folds x into ReduceWidth partial sums in simd's fixed
// layout, on every path, and adds their fixed-tree total to acc after the loop.
type forReduce struct {
	name string
	t    *typer.Basic
	node int
}

// vectorFor returns the vector prefix of the range loop s over loop variable name, or nil
// (recording why in the file's list of loops that did not vectorize).
// ordered keeps every sum in its sequential order (a prange block's private accumulators).
func (fe *funcEmitter) vectorFor(s *translate.For, name string, ordered bool) *forVector {
	if fe.boundscheck() {
		return nil // every index is checked one by one, as Numba's boundscheck=True
	}
	if len(s.Else) > 0 || len(s.Body) == 0 {
		return nil
	}
	ef := &elemFor{fe: fe, loop: s, loopVar: name, body: map[string]bool{}, arrays: map[string]int{}, stored: map[int]int{},
		temps: map[string]int{}, tempT: map[string]*typer.Basic{}, strict: map[int][]int{}, ordered: ordered}
	ef.v = &vecLoop{fe: fe, l: &simd.Loop{}, arrays: map[string]int{}, scals: map[string]int{}, loads: map[int]int{}, uses: map[int]int{}}
	assignedIn(s.Body, ef.body)
	if !ef.simpleBody(s) {
		return nil // not an element-wise loop at all: nothing to report
	}
	for _, st := range s.Body {
		ef.stmt(st)
	}
	if ef.v.why == "" && len(ef.stored) == 0 && ef.reduce == nil {
		ef.v.why = "it stores no array element"
	}
	if ef.v.why == "" {
		ef.chunked()
	}
	if r := ef.reduce; r != nil && ef.v.why == "" {
		ef.v.l.SetReduce(simd.ReduceSum, r.node)
		ef.v.l.Reassoc = true
	}
	if ef.v.why != "" {
		fe.e.notVectorized = append(fe.e.notVectorized, fmt.Sprintf("%s: the loop at line %d: %s", fe.spec.InnerName, s.Pos.Line, ef.v.why))
		fe.e.note(s.Pos, NoteScalar, "the loop has no vector form: %s", ef.v.why)
		return nil
	}
	stored := map[int]bool{}
	for a := 0; a < len(ef.ops); a++ {
		if n, ok := ef.stored[a]; ok {
			ef.v.l.Store(a, n)
			stored[a] = true
		}
	}
	call := ef.v.register()
	if call == nil {
		return nil
	}
	return &forVector{call: call, arrays: ef.ops, stored: stored, reduce: ef.reduce, serial: ef.serial, reads: ef.reads, strict: ef.strict,
		chunked: len(ef.serial) > 0 || len(ef.index) > 0, loopVar: name}
}

// simpleBody reports whether the body is straight-line assignments whose targets are array
// elements at the loop variable or plain names: the loops worth reporting on.
func (ef *elemFor) simpleBody(s *translate.For) bool {
	for _, st := range s.Body {
		var target translate.Expr
		switch st := st.(type) {
		case *translate.Assign:
			if len(st.Targets) != 1 {
				return false
			}
			target = st.Targets[0]
		case *translate.AugAssign:
			target = st.Target
		default:
			return false
		}
		switch t := target.(type) {
		case *translate.Name:
		case *translate.Subscript:
			if !ef.indexedByLoop(t) {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// stmt adds one body statement.
func (ef *elemFor) stmt(st translate.Stmt) {
	if ef.v.why != "" {
		return
	}
	fe := ef.fe
	switch st := st.(type) {
	case *translate.Assign:
		switch t := st.Targets[0].(type) {
		case *translate.Name:
			if ef.serialAssign(t.Id, st.Value) {
				return
			}
			ef.temp(t.Id, -1, st.Value)
		case *translate.Subscript:
			a, dt := ef.operand(t)
			if a < 0 {
				return
			}
			ef.store(a, ef.as(st.Value, dt))
		}
	case *translate.AugAssign:
		switch t := st.Target.(type) {
		case *translate.Name:
			if ef.sum(t.Id, st) || ef.serialSum(t.Id, st) {
				return
			}
			ef.temp(t.Id, st.Op, st.Value)
		case *translate.Subscript:
			a, dt := ef.operand(t)
			if a < 0 {
				return
			}
			// arrayAugAssign: the element converted to the operation's type and back.
			rt := basic(fe.info.Aug[st])
			x := ef.v.convert(ef.load(a, dt), dt, rt)
			ef.store(a, ef.v.convert(ef.binary(st.Op, rt, x, st.Value), rt, dt))
		}
	}
}

// sum takes acc += x as the loop's reduction when the function has fastmath, acc is a float
// local the body mentions only there, and the loop has no other reduction.
func (ef *elemFor) sum(name string, st *translate.AugAssign) bool {
	fe := ef.fe
	t := basic(fe.info.Vars[name])
	if st.Op != translate.Add || ef.ordered || !fe.spec.IsFastMath() || ef.reduce != nil || name == ef.loopVar || !fe.plan.read[name] ||
		t == nil || !t.IsFloat() || ef.bodyMentions(name) != 1 || basic(fe.info.Aug[st]) != t {
		return false
	}
	ef.reduce = &forReduce{name: name, t: t, node: ef.as(st.Value, t)}
	return true
}

// temp assigns (op < 0) or updates a float local of the body.
func (ef *elemFor) temp(name string, op translate.Op, value translate.Expr) {
	fe := ef.fe
	t := basic(fe.info.Vars[name])
	if t == nil || !t.IsFloat() {
		ef.v.fail("it assigns the %s variable %s", fe.info.Vars[name], name)
		return
	}
	if name == ef.loopVar || countMentions(fe.spec.Def.Body, name) != ef.bodyMentions(name) {
		ef.v.fail("the variable %s lives outside the loop body", name)
		return
	}
	if op < 0 {
		ef.temps[name] = ef.as(value, t)
		ef.tempT[name] = t
		return
	}
	x, ok := ef.temps[name]
	if !ok {
		ef.v.fail("%s is read before it is assigned in the body", name)
		return
	}
	ef.temps[name] = ef.binary(op, t, x, value)
}

// bodyMentions counts the mentions of name in the loop body.
func (ef *elemFor) bodyMentions(name string) int { return countMentions(ef.loop.Body, name) }

// countMentions counts the Name nodes for name in body, nested functions included.
func countMentions(body []translate.Stmt, name string) int {
	n := 0
	walkStmts(body, func(x translate.Node, _ bool) {
		if x, ok := x.(*translate.Name); ok && x.Id == name {
			n++
		}
	})
	return n
}

// indexedByLoop reports whether the subscript's last index is the loop variable itself.
func (ef *elemFor) indexedByLoop(e *translate.Subscript) bool {
	last := e.Index
	if tup, ok := last.(*translate.Tuple); ok && len(tup.Elts) > 0 {
		last = tup.Elts[len(tup.Elts)-1]
	}
	_, ok := ef.shift(last)
	return ok
}

// shift returns c when the index x is the loop variable plus or minus a constant c (i, i + 1,
// 1 + i, i - 2), and false otherwise.
func (ef *elemFor) shift(x translate.Expr) (int64, bool) {
	if n, ok := x.(*translate.Name); ok {
		return 0, n.Id == ef.loopVar
	}
	b, ok := x.(*translate.BinOp)
	if !ok || b.Op != translate.Add && b.Op != translate.Sub || !typer.Identical(ef.fe.typeOf(x), typer.Int64) {
		return 0, false
	}
	constOf := func(e translate.Expr) (int64, bool) {
		v, ok := ef.fe.info.Consts[e]
		if !ok || v.Kind() != constant.Int {
			return 0, false
		}
		c, exact := constant.Int64Val(v)
		return c, exact && c > -1<<20 && c < 1<<20
	}
	if n, ok := b.X.(*translate.Name); ok && n.Id == ef.loopVar {
		if c, ok := constOf(b.Y); ok {
			if b.Op == translate.Sub {
				c = -c
			}
			return c, true
		}
	}
	if n, ok := b.Y.(*translate.Name); ok && n.Id == ef.loopVar && b.Op == translate.Add {
		return constOf(b.X)
	}
	return 0, false
}

// operand returns the loop index and element type of the array element e: a[i + c] or
// a[r, ..., i + c], with loop variable i (shifted by a constant c) on the last axis and
// loop-invariant indexes on the others: a unit-stride run of a's elements (part of a row of
// a C-contiguous array). Elements of one array with the same indexes are one operand.
func (ef *elemFor) operand(e *translate.Subscript) (int, *typer.Basic) {
	fe := ef.fe
	n, ok := e.X.(*translate.Name)
	at := arrayOf(fe.typeOf(e.X))
	ix := fe.info.Index[e]
	if !ok || at == nil || ix == nil || ix.Kind != typer.IndexElem || len(ix.Items) != at.Ndim {
		return ef.v.fail("an array operand is not an element of an array variable"), nil
	}
	if at.Layout == typer.LayoutF && at.Ndim > 1 {
		return ef.v.fail("the loop runs along a strided axis of the Fortran-ordered %s", n.Id), nil
	}
	if _, ok := simdType(at.Dtype); !ok || !at.Dtype.IsFloat() {
		return ef.v.fail("an array operand has %s elements", at.Dtype), nil
	}
	if ef.body[n.Id] {
		return ef.v.fail("the body rebinds the array %s", n.Id), nil
	}
	key := n.Id
	items := ix.Items[:at.Ndim-1]
	for _, it := range items {
		if it.Kind != typer.ItemInt || !ef.invariant(it.X) {
			return ef.v.fail("an index of %s other than the last is not a loop-invariant integer", n.Id), nil
		}
		ef.hoisted(it.X)
		key += "[" + goText(fe.expr(it.X)) + "]"
	}
	c, ok := ef.shift(ix.Items[at.Ndim-1].X)
	if !ok {
		return ef.v.fail("the last index of %s is not the loop variable plus a constant", n.Id), nil
	}
	if c != 0 {
		key += fmt.Sprintf("%+d", c)
	}
	a, ok := ef.arrays[key]
	if !ok {
		a = ef.v.keyedArray(key, jen.Id(key), at.Dtype)
		ef.arrays[key] = a
		ef.ops = append(ef.ops, forOperand{name: n, at: at, rows: items, shift: c})
	}
	return a, at.Dtype
}

// load returns the node of element i of array a: the value stored earlier in the body, if any.
func (ef *elemFor) load(a int, t *typer.Basic) int {
	if n, ok := ef.stored[a]; ok {
		return n
	}
	for b := range ef.stored {
		// The Go loop reads a after b's store: a and b must not be the same memory.
		ef.strict[b] = append(ef.strict[b], a)
	}
	n, ok := ef.v.loads[a]
	if !ok {
		n = ef.v.l.Load(a)
		ef.v.loads[a] = n
	}
	return n
}

// store records n as the new element i of array a.
func (ef *elemFor) store(a, n int) {
	if n < 0 {
		return
	}
	for b := range ef.stored {
		if b != a {
			ef.strict[b] = append(ef.strict[b], a)
		}
	}
	ef.stored[a] = n
}

// as returns the node of the scalar expression e converted to the float type t, as fe.as
// converts it.
func (ef *elemFor) as(e translate.Expr, t *typer.Basic) int {
	from := basic(ef.fe.typeOf(e))
	if ef.invariant(e) {
		ef.hoisted(e)
		return ef.v.scalar(ef.fe.as(e, t, false), t)
	}
	if from != nil && from.IsInteger() && t.IsFloat() && ef.indexExpr(e) {
		return ef.indexNode(e, t)
	}
	if from == nil || !from.IsFloat() {
		return ef.v.fail("an element expression of type %s", ef.fe.typeOf(e))
	}
	return ef.v.convert(ef.node(e), from, t)
}

// invariant reports whether e has the same value in every iteration and can be evaluated once
// before the loop: a pure expression (isPure, but reading array elements) that mentions neither
// the loop variable nor a name the body assigns, and is not an array.
func (ef *elemFor) invariant(e translate.Expr) bool {
	if b := basic(ef.fe.typeOf(e)); b == nil || !(b.IsFloat() || b.IsInteger() || b.IsBool()) {
		return false
	}
	if ef.inlining > 0 {
		// Inside an inlined call only the callee's constants are evaluated before the loop.
		_, isFloat := ef.fe.info.Floats[e]
		return ef.fe.isConst(e) || isFloat
	}
	ok := true
	walkExpr(e, func(n translate.Node) {
		switch n := n.(type) {
		case *translate.Call, *translate.IfExp, *translate.BoolOp, *translate.FString:
			ok = false
		case *translate.BinOp:
			// As isPure: operators that can raise are evaluated where Python evaluates them.
			if mayRaise(n.Op) {
				ok = false
			}
		case *translate.Name:
			if n.Id == ef.loopVar || ef.body[n.Id] {
				ok = false
			}
		case *translate.Subscript:
			// An element read once before the loop: checked at run time against the
			// arrays the loop writes (hoisted).
			base, isName := n.X.(*translate.Name)
			ix := ef.fe.info.Index[n]
			if !isName || arrayOf(ef.fe.typeOf(n.X)) == nil || ix == nil || ix.Kind != typer.IndexElem || ef.body[base.Id] {
				ok = false
			}
		}
	})
	return ok
}

// hoisted records the array elements the loop-invariant expression e reads.
func (ef *elemFor) hoisted(e translate.Expr) {
	walkExpr(e, func(n translate.Node) {
		if sub, ok := n.(*translate.Subscript); ok {
			key := goText(ef.fe.expr(sub))
			for _, r := range ef.reads {
				if goText(ef.fe.expr(r)) == key {
					return
				}
			}
			ef.reads = append(ef.reads, sub)
		}
	})
}

// node returns the node of a float element expression in its own type.
func (ef *elemFor) node(e translate.Expr) int {
	fe := ef.fe
	t := basic(fe.typeOf(e))
	switch e := e.(type) {
	case *translate.Name:
		if n, ok := ef.temps[e.Id]; ok {
			return ef.v.convert(n, ef.tempT[e.Id], t)
		}
		return ef.v.fail("%s is read before it is assigned in the body", e.Id)
	case *translate.Subscript:
		if ef.inlining > 0 {
			return ef.v.fail("an inlined function reads an array element")
		}
		if !ef.indexedByLoop(e) {
			return ef.v.fail("an array is indexed by something other than the loop variable on its last axis")
		}
		a, dt := ef.operand(e)
		if a < 0 {
			return -1
		}
		return ef.v.convert(ef.load(a, dt), dt, t)
	case *translate.BinOp:
		if e.Op == translate.Pow && t != nil && t.IsFloat() && !ef.constIs(e.Y, 2) {
			return ef.pow(e.X, e.Y, t) // vecpow.go
		}
		return ef.binary(e.Op, t, ef.as(e.X, t), e.Y)
	case *translate.UnaryOp:
		switch e.Op {
		case translate.UAdd:
			return ef.as(e.X, t)
		case translate.USub:
			return ef.v.apply(simd.OpNeg, ef.as(e.X, t))
		}
		return ef.v.fail("the operator %s", e.Op)
	case *translate.Call:
		c := fe.info.Calls[e]
		if c != nil && c.Kind == typer.CallUser {
			return ef.inlined(e, c)
		}
		if c == nil || c.Kind != typer.CallBuiltin || len(c.Args) != 1 && c.Builtin != "math.atan2" {
			return ef.v.fail("a call")
		}
		switch c.Builtin {
		case "math.sqrt":
			// goMath: math.Sqrt on float64, converted to the result type.
			return ef.v.convert(ef.v.apply(simd.OpSqrt, ef.as(c.Args[0], typer.Float64)), typer.Float64, t)
		case "math.exp", "math.log", "math.sin", "math.cos", "math.tan", "math.tanh", "math.expm1", "math.log1p",
			"math.atan", "math.atan2", "math.erf", "math.erfc":
			// goMath: kernels.Exp, Log, Sin, Cos, Tan, Tanh, Expm1, Log1p, Atan, Atan2, Erf and Erfc on
			// float64 (vecMathCall), converted to the result type, or on float32 the float32 form
			// (kernels.Expf, Logf) that the Go code calls, the same op on float32 lanes.
			op, _ := vecMathCall(c.Builtin)
			if rt := fe.typeOf(e); hasFloat32Form(goMath[strings.TrimPrefix(c.Builtin, "math.")], rt) {
				if !op.Float32Math() {
					return ef.v.fail(noFloat32Form, c.Builtin)
				}
				return ef.v.convert(ef.v.apply(op, ef.as(c.Args[0], typer.Float32)), typer.Float32, t)
			}
			var args []int
			for _, a := range c.Args {
				args = append(args, ef.as(a, typer.Float64))
			}
			return ef.v.convert(ef.v.apply(op, args...), typer.Float64, t)
		case "abs", "math.fabs":
			at := t
			if c.Builtin == "math.fabs" {
				at = typer.Float64
			}
			x := ef.as(c.Args[0], at)
			if c.Builtin == "math.fabs" {
				return ef.v.convert(ef.v.apply(simd.OpAbs, x), typer.Float64, t)
			}
			// kernels.Abs: x <= 0 ? 0 - x : x, which keeps a NaN's sign, unlike math.Abs.
			st, _ := simdType(at)
			zero := ef.v.l.Const(st, 0)
			return ef.v.apply(simd.OpSelect, ef.v.apply(simd.OpLe, x, zero), ef.v.apply(simd.OpSub, zero, x), x)
		}
		return ef.v.fail("a call of %s", c.Builtin)
	}
	return ef.v.fail("an element expression %T", e)
}

// binary returns the node of x op y in the float type t, where x is already a node: Go's
// operator where binaryCode emits one (plainOp), and x ** 2 as x * x.
func (ef *elemFor) binary(op translate.Op, t *typer.Basic, x int, y translate.Expr) int {
	fe := ef.fe
	if t == nil || !t.IsFloat() {
		return ef.v.fail("%s computes in %s", op, t)
	}
	if op == translate.Pow {
		if v, ok := fe.info.Consts[y]; ok && constant.Compare(constant.ToFloat(boolInt(v)), token.EQL, constant.MakeFloat64(2)) {
			return ef.v.apply(simd.OpMul, x, x)
		}
		return ef.v.fail("the operator **")
	}
	gop, ok := fe.plainOp(op, t, y)
	if !ok {
		if op == translate.Div {
			return ef.v.fail("a division that can raise ZeroDivisionError")
		}
		return ef.v.fail("the operator %s", op)
	}
	sop, ok := map[string]simd.Op{"+": simd.OpAdd, "-": simd.OpSub, "*": simd.OpMul, "/": simd.OpDiv}[gop]
	if !ok {
		return ef.v.fail("the operator %s", op)
	}
	return ef.v.apply(sop, x, ef.as(y, t))
}

// vectorPrefix emits the run-time checks and the call of an explicit loop's vector prefix over
// iterations [start, stop), which advances start past the iterations it did. The checks: the
// range is not empty and every element it indexes exists (so the Go loop would raise no
// IndexError there; nonNeg says start is known not to be negative), and the arrays share no memory except where
// the vector form reads the same values as the Go loop.
func (fe *funcEmitter) vectorPrefix(v *forVector, start, stop string, nonNeg bool) jen.Code {
	var cond []jen.Code
	if !nonNeg {
		cond = append(cond, jen.Lit(0).Op("<=").Id(start))
	}
	cond = append(cond, jen.Id(start).Op("<").Id(stop))
	if v.chunked {
		cond = append(cond, jen.Id(stop).Op("-").Id(start).Op(">=").Lit(chunkMin))
	}
	var decls, slices []jen.Code
	var names []string
	for _, a := range v.arrays {
		if a.buf != nil {
			names = append(names, "")
			continue
		}
		g := fe.expr(a.name)
		last := len(a.rows)
		// The run is elements [start+shift, stop+shift) of the last axis: all in range, so
		// the Go loop would neither wrap a negative index nor raise there.
		lo, hi := jen.Id(start), jen.Id(stop)
		if a.shift != 0 {
			op, c := "+", a.shift
			if c < 0 {
				op, c = "-", -c
			}
			lo, hi = jen.Id(start).Op(op).Lit(int(c)), jen.Id(stop).Op(op).Lit(int(c))
			if a.shift < 0 {
				cond = append(cond, jen.Lit(0).Op("<=").Add(lo.Clone()))
			}
		}
		cond = append(cond, jen.Add(hi.Clone()).Op("<=").Int64().Call(jen.Add(g).Dot("Shape").Index(jen.Lit(last))))
		var idx []code
		for k, it := range a.rows {
			i := fe.index(it, g, k) // as the Go loop computes it, wrapping a negative index
			if !it.NonNeg {
				cond = append(cond, jen.Lit(0).Op("<=").Add(i.c))
			}
			cond = append(cond, jen.Add(i.c).Op("<").Add(g).Dot("Shape").Index(jen.Lit(k)))
			idx = append(idx, i)
		}
		if a.at.Layout == typer.LayoutA {
			// Any layout: a unit stride at run time.
			cond = append(cond, jen.Add(g).Dot("Strides").Index(jen.Lit(last)).Op("==").Lit(1))
		}
		d := fe.names.Take(typer.Local(a.name.Id) + "d")
		names = append(names, d)
		decls = append(decls, jen.Id(d))
		// The run's offset, with the unit stride the conditions ensure.
		unit := *a.at
		unit.Layout = typer.LayoutC
		at := func(i jen.Code) *jen.Statement {
			off := offset(g, &unit, append(idx, primary(jen.Int().Call(i))))
			if a.at.Layout == typer.LayoutA {
				return jen.Add(g).Dot("Off").Op("+").Add(off)
			}
			return off
		}
		switch {
		case a.at.Layout != typer.LayoutA && last == 0 && a.shift == 0:
			slices = append(slices, jen.Add(g).Dot("Data").Index(jen.Id(start), jen.Id(stop)))
		case last == 0:
			slices = append(slices, jen.Add(g).Dot("Data").Index(at(lo), at(hi)))
		default:
			slices = append(slices, jen.Add(g).Dot("Data").Index(at(lo), jen.Empty()).Index(jen.Empty(), jen.Id(stop).Op("-").Id(start)))
		}
	}
	var alias []jen.Code
	for a := range v.arrays {
		for b := a + 1; b < len(v.arrays); b++ {
			if !v.stored[a] && !v.stored[b] || v.arrays[a].buf != nil || v.arrays[b].buf != nil {
				continue // two arrays the loop only reads, or a private buffer
			}
			fn := "SameOrDisjoint"
			if contains(v.strict[a], b) || contains(v.strict[b], a) {
				fn = "Disjoint"
			}
			alias = append(alias, jen.Qual(kernelsPath, fn).Call(jen.Id(names[a]), jen.Id(names[b])))
		}
	}
	// An element read once before the loop must not be one the loop writes.
	for _, r := range v.reads {
		g := fe.expr(r.X)
		at := arrayOf(fe.typeOf(r.X))
		var idx []code
		for k, it := range fe.info.Index[r].Items {
			idx = append(idx, fe.index(it, g, k))
		}
		elem := jen.Add(g).Dot("Data").Index(offset(g, at, idx), jen.Empty()).Index(jen.Empty(), jen.Lit(1))
		for a := range v.arrays {
			if v.stored[a] && v.arrays[a].buf == nil {
				alias = append(alias, jen.Qual(kernelsPath, "Disjoint").Call(jen.Id(names[a]), elem.Clone()))
			}
		}
	}
	var run []jen.Code
	if v.chunked {
		run = fe.chunkRun(v, start, stop, names)
	} else {
		var args []jen.Code
		for _, n := range names {
			args = append(args, jen.Id(n))
		}
		args = append(args, v.call.scalars...)
		if v.reduce != nil {
			args = append(args, jen.Op("&").Id(v.sums))
		}
		run = []jen.Code{jen.Id(start).Op("+=").Int64().Call(jen.Id(v.call.name).Call(args...))}
	}
	if len(alias) > 0 {
		run = []jen.Code{jen.If(andLines(alias)).Block(run...)}
	}
	var body []jen.Code
	switch {
	case len(decls) == 0:
	case len(decls) > 3:
		for k := range decls {
			body = append(body, jen.Add(decls[k]).Op(":=").Add(slices[k]))
		}
	default:
		body = []jen.Code{jen.List(decls...).Op(":=").List(slices...)}
	}
	body = append(body, run...)
	return jen.If(andLines(cond)).Block(body...)
}

// andLines joins conditions with &&, dropping repeats, one per line when there are many.
func andLines(conds []jen.Code) *jen.Statement {
	seen := map[string]bool{}
	var s *jen.Statement
	for _, c := range conds {
		text := goText(c)
		if seen[text] {
			continue
		}
		seen[text] = true
		if s == nil {
			s = jen.Add(c)
			continue
		}
		s = s.Op("&&")
		if len(conds) > 4 {
			s = s.Line()
		}
		s = s.Add(c)
	}
	return s
}

func contains(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// sumLanes starts the partial sums of v's reduction before the loop over [start, stop) and
// returns the statements that declare them, the Go text of the iteration's lane to add into
// (in place of the reduction variable) and the statement that adds their total to it.
func (fe *funcEmitter) sumLanes(v *forVector, start, iterVar string) (decl []jen.Code, lane string, total jen.Code) {
	r := v.reduce
	first, sums := fe.names.Take("first"), fe.names.Take(typer.Local(r.name)+"Lanes")
	v.sums = sums
	decl = []jen.Code{jen.List(jen.Id(first), jen.Id(sums)).Op(":=").List(jen.Id(start), jen.Qual(kernelsPath, "SumLanesStart").Types(goType(r.t)).Call())}
	lane = fmt.Sprintf("%s[(%s-%s)%%%d]", sums, iterVar, first, simd.ReduceWidth)
	g, _ := fe.lookup(r.name)
	total = jen.Id(g).Op("+=").Qual(kernelsPath, "SumLanes").Call(jen.Op("&").Id(sums))
	return decl, lane, total
}
