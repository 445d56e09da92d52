package simd

import (
	"fmt"
	"math"
	"strings"

	"github.com/mmcloughlin/avo/attr"
	"github.com/mmcloughlin/avo/build"
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"
)

// This file lowers one Loop to one avo function for one ISA.
//
// The function is func(a0, a1 []T, ..., s0, s1 T, ..., [acc *[ReduceWidth]T]) (done int). It
// takes n = len(a0), runs elements [0, done) and returns done; the caller runs [done, n) in Go.
//
//   - Without a reduction, it runs blocks of unroll vectors (none with the long math
//     functions, usesLongMath; with non-temporal stores when the call stores enough to aligned
//     arrays, stream.go), then single vectors, and on AVX-512
//     the last n % lanes elements under an opmask (masked loads do not fault past the end), so
//     done = n on AVX512 and n rounded down to a multiple of the lanes on AVX2.
//   - With a reduction, it loads the ReduceWidth accumulators from *acc, runs blocks of exactly
//     ReduceWidth elements (vector r of a block folds into accumulator register r, so lane j of
//     register r is accumulator r*lanes+j, the fixed layout), stores them back and returns
//     done = n rounded down to a multiple of ReduceWidth.
//
// Each vector of a block is computed, stored and folded before the next one starts, so register
// pressure is that of one vector; the CPU overlaps the blocks. Scalars, constants and sign masks
// are broadcast once before the loop.

// unroll is the number of vectors per block of a loop without a reduction. A loop with sin, cos,
// tan, tanh, expm1, log1p, atan, atan2, erf, erfc or pow, whose vectors are long and compute-bound, has no blocks: it runs single vectors only,
// which keeps its function (and avo's register allocation of it) a third of the size.
const unroll = 4

// Comparison predicates of VCMPPD/VCMPPS: ordered and quiet, except NEQ_UQ, which is true for
// NaN as Go's != is.
var cmpPredicates = map[Op]uint8{OpEq: 0x00, OpNe: 0x04, OpLt: 0x11, OpLe: 0x12, OpGt: 0x1e, OpGe: 0x1d}

// lowering holds the state of lowering one loop on one ISA.
type lowering struct {
	ctx      *build.Context
	l        *Loop // contracted
	isa      ISA
	lanes    int
	live     []bool
	maskSize []int // AVX2: the element size of each Bool node's vector mask
	i        reg.GPVirtual
	hoisting bool   // load invariants once before the loop, not in every vector
	memAcc   bool   // keep a reduction's accumulators in *acc, not in registers
	labels   int    // labels made by skipUnless and trig
	exit     string // the label that returns done = i (after storing a reduction's accumulators)
	cache    invariants
	stream   int                 // stream.go: the bytes a call stores from which its blocks store non-temporally; 0: never
	nt       bool                // the vectors being lowered store non-temporally (aligned)
	slots    map[int]operand.Mem // spilled nodes' stack slots (spill.go); nil without spilling
	spillAt  []int               // per node, the last long math node its current register precedes
}

// invariants are the values that do not change from one element to the next.
type invariants struct {
	ptrs  map[int]reg.GPVirtual   // array base pointers
	nodes map[int]val             // scalar and constant nodes
	signs map[Type]reg.VecVirtual // sign bit per lane
	ones  map[int]reg.VecVirtual  // AVX2: all-ones mask, by element size
}

func newInvariants() invariants {
	return invariants{ptrs: map[int]reg.GPVirtual{}, nodes: map[int]val{}, signs: map[Type]reg.VecVirtual{}, ones: map[int]reg.VecVirtual{}}
}

// val is one node's value in one vector.
type val struct {
	v reg.VecVirtual    // a float vector, or an AVX2 mask
	k reg.OpmaskVirtual // an AVX-512 mask
}

// signature is the Go signature of l's functions.
func signature(l *Loop) string {
	var ps []string
	for i, a := range l.Arrays {
		ps = append(ps, fmt.Sprintf("a%d []%s", i, a.Elem))
	}
	for i, s := range l.Scalars {
		ps = append(ps, fmt.Sprintf("s%d %s", i, s.Type))
	}
	if r := l.Reduce; r != nil {
		ps = append(ps, fmt.Sprintf("acc *[%d]%s", ReduceWidth, l.Nodes[r.Node].Type))
	}
	return "func(" + strings.Join(ps, ", ") + ") (done int)"
}

// lowerLoop adds the function for l (contracted and valid) on isa to ctx; see hoist, and
// reduceLoop for memAcc.
func lowerLoop(ctx *build.Context, l *Loop, isa ISA, hoisting, memAcc bool, stream int) {
	lowerLoopWith(ctx, l, isa, hoisting, memAcc, false, stream)
}

// lowerLoopWith is lowerLoop, with the values that live across a long math function in the
// stack frame when spill is set (spill.go), and streaming blocks from stream bytes (stream.go).
func lowerLoopWith(ctx *build.Context, l *Loop, isa ISA, hoisting, memAcc, spill bool, stream int) {
	name := FuncName(l.Name, isa)
	ctx.Function(name)
	ctx.Attributes(attr.NOSPLIT)
	ctx.Pragma("noescape")
	ctx.SignatureExpr(signature(l))
	ctx.Doc(
		fmt.Sprintf("%s runs elements [0, done) of loop %s with %s, n = len(a0); the caller runs [done, n).", name, l.Name, isa),
	)
	g := &lowering{
		ctx: ctx, l: l, isa: isa, lanes: l.Lanes(isa),
		hoisting: hoisting, memAcc: memAcc, cache: newInvariants(), stream: stream,
	}
	g.liveness()
	if spill {
		g.planSpills()
	}
	if hoisting {
		for j := range l.Arrays {
			g.ptr(j)
		}
	}
	n := ctx.Load(ctx.Param("a0").Len(), ctx.GP64()).(reg.GPVirtual)
	if hoisting {
		g.hoist()
	}
	g.i = ctx.GP64()
	ctx.XORQ(g.i, g.i)
	if l.Reduce != nil {
		g.reduceLoop(n)
	} else {
		g.storeLoop(n)
	}
	ctx.Store(g.i, ctx.Return("done"))
	ctx.VZEROUPPER()
	ctx.RET()
}

// liveness marks the nodes that stores and the reduction need, and on AVX2 the mask sizes.
func (g *lowering) liveness() {
	l := g.l
	g.live = make([]bool, len(l.Nodes))
	for _, s := range l.Stores {
		g.live[s.Node] = true
	}
	if l.Reduce != nil {
		g.live[l.Reduce.Node] = true
	}
	for i := len(l.Nodes) - 1; i >= 0; i-- {
		if g.live[i] {
			for _, a := range l.Nodes[i].Args {
				g.live[a] = true
			}
		}
	}
	g.maskSize = make([]int, len(l.Nodes))
	for i, n := range l.Nodes {
		switch ops[n.Op].kind {
		case kindCompare:
			g.maskSize[i] = l.Nodes[n.Args[0]].Type.Size()
		case kindMask:
			g.maskSize[i] = g.maskSize[n.Args[0]]
		}
	}
}

// hoist loads the array pointers and broadcasts the scalars and constants that live nodes use
// and the masks they need, before the loop. Without hoisting, which needs fewer registers, each
// vector loads them again (invariants are then cached per vector).
func (g *lowering) hoist() {
	l := g.l
	for i, n := range l.Nodes {
		if !g.live[i] {
			continue
		}
		switch n.Op {
		case OpScalar, OpConst:
			g.invariant(i)
		case OpNeg, OpAbs, OpMax:
			g.sign(n.Type)
		case OpNot:
			if g.isa == AVX2 {
				g.ones(g.maskSize[i])
			}
		}
	}
	if r := l.Reduce; r != nil && r.Kind == ReduceMax {
		g.sign(l.Nodes[r.Node].Type)
	}
}

// invariant returns the broadcast value of scalar or constant node i.
func (g *lowering) invariant(i int) val {
	if v, ok := g.cache.nodes[i]; ok {
		return v
	}
	n := &g.l.Nodes[i]
	var d reg.VecVirtual
	if n.Op == OpScalar {
		// Broadcast straight from the argument: an SSE MOVSD into a register cannot reach
		// X16-X31, which AVX-512 functions use.
		b, err := g.ctx.Param(fmt.Sprintf("s%d", n.Index)).Resolve()
		if err != nil {
			panic(fmt.Sprintf("simd: internal error: %v", err))
		}
		d = g.vec(n.Type)
		if n.Type == Float64 {
			g.ctx.VBROADCASTSD(b.Addr, d)
		} else {
			g.ctx.VBROADCASTSS(b.Addr, d)
		}
	} else {
		bits := math.Float64bits(n.Const)
		if n.Type == Float32 {
			bits = uint64(math.Float32bits(float32(n.Const)))
		}
		d = g.broadcast(bits, n.Type)
	}
	g.cache.nodes[i] = val{v: d}
	return val{v: d}
}

// sign returns the sign bit of type t in every lane.
func (g *lowering) sign(t Type) reg.VecVirtual {
	if g.cache.signs[t] == nil {
		bits := uint64(1) << 63
		if t == Float32 {
			bits = 1 << 31
		}
		g.cache.signs[t] = g.broadcast(bits, t)
	}
	return g.cache.signs[t]
}

// ones returns an AVX2 mask of element size s with every lane true.
func (g *lowering) ones(s int) reg.VecVirtual {
	if g.cache.ones[s] == nil {
		t := Float64
		if s == 4 {
			t = Float32
		}
		g.cache.ones[s] = g.broadcast(math.MaxUint64, t)
	}
	return g.cache.ones[s]
}

// broadcast fills a vector of type t with the element bits.
func (g *lowering) broadcast(bits uint64, t Type) reg.VecVirtual {
	c := g.ctx
	d := g.vec(t)
	if t == Float64 {
		r := c.GP64()
		c.MOVQ(operand.U64(bits), r)
		if g.isa == AVX512 {
			c.VPBROADCASTQ(r, d)
			return d
		}
		x := c.XMM()
		c.VMOVQ(r, x)
		c.VPBROADCASTQ(x, d)
		return d
	}
	r := c.GP32()
	c.MOVL(operand.U32(bits), r)
	if g.isa == AVX512 {
		c.VPBROADCASTD(r, d)
		return d
	}
	x := c.XMM()
	c.VMOVD(r, x)
	c.VPBROADCASTD(x, d)
	return d
}

// vec returns a new vector register for lanes of type t (t's size for an AVX2 mask).
func (g *lowering) vec(t Type) reg.VecVirtual {
	return g.vecBytes(g.lanes * t.Size())
}

func (g *lowering) vecBytes(n int) reg.VecVirtual {
	switch n {
	case 16:
		return g.ctx.XMM()
	case 32:
		return g.ctx.YMM()
	}
	return g.ctx.ZMM()
}

// mem addresses element i+off of array a.
func (g *lowering) mem(a, off int) operand.Mem {
	size := g.l.Arrays[a].Elem.Size()
	return operand.Mem{Base: g.ptr(a), Index: g.i, Scale: uint8(size), Disp: off * size}
}

// ptr returns the base pointer of array a.
func (g *lowering) ptr(a int) reg.GPVirtual {
	if g.cache.ptrs[a] == nil {
		g.cache.ptrs[a] = g.ctx.Load(g.ctx.Param(fmt.Sprintf("a%d", a)).Base(), g.ctx.GP64()).(reg.GPVirtual)
	}
	return g.cache.ptrs[a]
}

// storeLoop runs blocks of unroll vectors, then single vectors, then on AVX-512 the masked rest.
func (g *lowering) storeLoop(n reg.GPVirtual) {
	c := g.ctx
	g.exit = "exit"
	lim := c.GP64()
	if !usesLongMath(g.l) {
		step := g.lanes * unroll
		c.MOVQ(n, lim)
		c.ANDQ(operand.I32(-step), lim)
		streaming := g.streamCheck(n)
		c.Label("block")
		c.CMPQ(g.i, lim)
		c.JAE(operand.LabelRef("single"))
		for u := range unroll {
			g.vector(u*g.lanes, nil)
		}
		c.ADDQ(operand.U32(step), g.i)
		c.JMP(operand.LabelRef("block"))
		if streaming {
			g.streamBlocks(lim)
		}
	}

	c.Label("single")
	c.MOVQ(n, lim)
	c.ANDQ(operand.I32(-g.lanes), lim)
	c.Label("vector")
	c.CMPQ(g.i, lim)
	c.JAE(operand.LabelRef("rest"))
	g.vector(0, nil)
	c.ADDQ(operand.U32(g.lanes), g.i)
	c.JMP(operand.LabelRef("vector"))

	c.Label("rest")
	if g.isa == AVX512 {
		// k = 1<<(n-i) - 1 selects the last n-i < lanes elements.
		c.CMPQ(g.i, n)
		c.JAE(operand.LabelRef("done"))
		c.MOVQ(n, reg.RCX)
		c.SUBQ(g.i, reg.RCX)
		m := c.GP32()
		c.MOVL(operand.U32(1), m)
		c.SHLL(reg.CL, m)
		c.DECL(m)
		k := c.K()
		c.KMOVW(m, k)
		g.vector(0, k)
		c.MOVQ(n, g.i)
		c.Label("done")
	}
	if usesTrig(g.l) {
		c.Label(g.exit)
	}
}

// reduceLoop runs blocks of ReduceWidth elements, folding vector r into accumulator register r.
// With memAcc, which needs ReduceWidth/lanes registers fewer, accumulator r stays in *acc: each
// fold loads it, folds and stores it back (the same operations in the same order).
func (g *lowering) reduceLoop(n reg.GPVirtual) {
	c := g.ctx
	g.exit = "done"
	r := g.l.Reduce
	t := g.l.Nodes[r.Node].Type
	p := c.Load(c.Param("acc"), c.GP64())
	accs := make([]reg.VecVirtual, ReduceWidth/g.lanes)
	accMem := func(j int) operand.Mem { return operand.Mem{Base: p, Disp: j * g.lanes * t.Size()} }
	for j := range accs {
		if g.memAcc {
			continue
		}
		accs[j] = g.vec(t)
		g.movu(t, accMem(j), accs[j])
	}
	lim := c.GP64()
	c.MOVQ(n, lim)
	c.ANDQ(operand.I32(-ReduceWidth), lim)
	c.Label("block")
	c.CMPQ(g.i, lim)
	c.JAE(operand.LabelRef("done"))
	if g.memAcc {
		// Accumulators in memory: a loop over them, folding vector j of the block into
		// accumulator j (the same operations in the same order as the unrolled block, in a
		// fraction of the code, which is what makes a body with sin or cos allocatable).
		off := c.GP64()
		c.XORQ(off, off)
		c.Label("fold")
		vals := g.vector(0, nil)
		acc := g.vec(t)
		at := operand.Mem{Base: p, Index: off, Scale: 1}
		g.movu(t, at, acc)
		g.fold(r.Kind, t, vals[r.Node].v, acc)
		g.movu(t, acc, at)
		c.ADDQ(operand.U32(g.lanes), g.i)
		c.ADDQ(operand.U32(g.lanes*t.Size()), off)
		c.CMPQ(off, operand.U32(ReduceWidth*t.Size()))
		c.JB(operand.LabelRef("fold"))
		c.JMP(operand.LabelRef("block"))
		c.Label("done")
		return
	}
	for j, acc := range accs {
		vals := g.vector(j*g.lanes, nil)
		g.fold(r.Kind, t, vals[r.Node].v, acc)
	}
	c.ADDQ(operand.U32(ReduceWidth), g.i)
	c.JMP(operand.LabelRef("block"))
	c.Label("done")
	for j, acc := range accs {
		g.movu(t, acc, accMem(j))
	}
}

// fold folds vector x into accumulator acc.
func (g *lowering) fold(kind ReduceKind, t Type, x, acc reg.VecVirtual) {
	switch kind {
	case ReduceSum:
		g.pick(t, g.ctx.VADDPD, g.ctx.VADDPS)(x, acc, acc)
	case ReduceMin:
		g.min(t, acc, x, acc)
	case ReduceMax:
		g.max(t, acc, x, acc)
	}
}

// vector computes the live nodes for elements [i+off, i+off+lanes) and stores them; k, when not
// nil, masks the loads and stores.
func (g *lowering) vector(off int, k reg.OpmaskVirtual) []val {
	l := g.l
	if !g.hoisting {
		g.cache = newInvariants()
	}
	vals := make([]val, len(l.Nodes))
	for i := range l.Nodes {
		if g.live[i] {
			g.reload(vals, l.Nodes[i].Args, i)
			vals[i] = g.node(i, vals, off, k)
			g.spill(vals, i)
			if g.slots != nil && l.Nodes[i].Op.isLongMath() {
				// Sign masks and all-ones vectors are made again after it, not kept across.
				g.cache.signs, g.cache.ones = map[Type]reg.VecVirtual{}, map[int]reg.VecVirtual{}
			}
		}
	}
	var ends []int
	for _, s := range l.Stores {
		ends = append(ends, s.Node)
	}
	if l.Reduce != nil {
		ends = append(ends, l.Reduce.Node)
	}
	g.reload(vals, ends, len(l.Nodes))
	for _, s := range l.Stores {
		t := l.Arrays[s.Array].Elem
		m := g.mem(s.Array, off)
		switch {
		case k != nil:
			g.pick(t, g.ctx.VMOVUPD, g.ctx.VMOVUPS)(vals[s.Node].v, k, m)
		case g.nt && t == Float32:
			g.ctx.VMOVNTPS(vals[s.Node].v, m)
		case g.nt:
			g.ctx.VMOVNTPD(vals[s.Node].v, m)
		default:
			g.movu(t, vals[s.Node].v, m)
		}
	}
	return vals
}

// pick chooses the double- or single-precision form of an instruction.
func (g *lowering) pick(t Type, pd, ps func(...operand.Op)) func(...operand.Op) {
	if t == Float32 {
		return ps
	}
	return pd
}

func (g *lowering) movu(t Type, src, dst operand.Op) {
	g.pick(t, g.ctx.VMOVUPD, g.ctx.VMOVUPS)(src, dst)
}

// node lowers node i of one vector.
func (g *lowering) node(i int, vals []val, off int, k reg.OpmaskVirtual) val {
	c := g.ctx
	n := &g.l.Nodes[i]
	arg := func(j int) reg.VecVirtual { return vals[n.Args[j]].v }
	t := n.Type
	switch n.Op {
	case OpLoad:
		d := g.vec(t)
		m := g.mem(n.Index, off)
		switch {
		case k != nil && t == Float32:
			c.VMOVUPS_Z(m, k, d)
		case k != nil:
			c.VMOVUPD_Z(m, k, d)
		default:
			g.movu(t, m, d)
		}
		return val{v: d}
	case OpScalar, OpConst:
		return g.invariant(i)
	case OpAdd, OpSub, OpMul, OpDiv:
		d := g.vec(t)
		var f func(...operand.Op)
		switch n.Op {
		case OpAdd:
			f = g.pick(t, c.VADDPD, c.VADDPS)
		case OpSub:
			f = g.pick(t, c.VSUBPD, c.VSUBPS)
		case OpMul:
			f = g.pick(t, c.VMULPD, c.VMULPS)
		default:
			f = g.pick(t, c.VDIVPD, c.VDIVPS)
		}
		f(arg(1), arg(0), d) // d = x op y
		return val{v: d}
	case OpNeg:
		d := g.vec(t)
		g.neg(t, arg(0), d)
		return val{v: d}
	case OpAbs:
		d := g.vec(t)
		if g.isa == AVX512 {
			c.VPANDNQ(arg(0), g.sign(t), d) // d = ^sign & x
		} else {
			g.pick(t, c.VANDNPD, c.VANDNPS)(arg(0), g.sign(t), d)
		}
		return val{v: d}
	case OpSqrt:
		d := g.vec(t)
		g.pick(t, c.VSQRTPD, c.VSQRTPS)(arg(0), d)
		return val{v: d}
	case OpMin:
		d := g.vec(t)
		g.min(t, arg(0), arg(1), d)
		return val{v: d}
	case OpMax:
		d := g.vec(t)
		g.max(t, arg(0), arg(1), d)
		return val{v: d}
	case OpFMA:
		d := g.vec(t)
		c.VMOVAPD(arg(2), d)
		c.VFMADD231PD(arg(1), arg(0), d) // d = x*y + d, rounded once
		return val{v: d}
	case OpEq, OpNe, OpLt, OpLe, OpGt, OpGe:
		at := g.l.Nodes[n.Args[0]].Type
		pred := operand.U8(cmpPredicates[n.Op])
		f := g.pick(at, c.VCMPPD, c.VCMPPS)
		if g.isa == AVX512 {
			m := c.K()
			f(pred, arg(1), arg(0), m) // m = x pred y
			return val{k: m}
		}
		d := g.vec(at)
		f(pred, arg(1), arg(0), d)
		return val{v: d}
	case OpSelect:
		d := g.vec(t)
		if g.isa == AVX512 {
			g.pick(t, c.VBLENDMPD, c.VBLENDMPS)(arg(1), arg(2), vals[n.Args[0]].k, d) // d = m ? x : y
			return val{v: d}
		}
		m := g.maskAs(vals[n.Args[0]].v, g.maskSize[n.Args[0]], t.Size())
		if t == Float32 {
			c.VBLENDVPS(m, arg(1), arg(2), d) // d = m ? x : y
		} else {
			c.VBLENDVPD(m, arg(1), arg(2), d)
		}
		return val{v: d}
	case OpAnd, OpOr:
		if g.isa == AVX512 {
			m := c.K()
			if n.Op == OpAnd {
				c.KANDW(vals[n.Args[1]].k, vals[n.Args[0]].k, m)
			} else {
				c.KORW(vals[n.Args[1]].k, vals[n.Args[0]].k, m)
			}
			return val{k: m}
		}
		s := g.maskSize[i]
		y := g.maskAs(arg(1), g.maskSize[n.Args[1]], s)
		d := g.vecBytes(g.lanes * s)
		if n.Op == OpAnd {
			c.VANDPD(y, arg(0), d)
		} else {
			c.VORPD(y, arg(0), d)
		}
		return val{v: d}
	case OpNot:
		if g.isa == AVX512 {
			m := c.K()
			c.KNOTW(vals[n.Args[0]].k, m)
			return val{k: m}
		}
		s := g.maskSize[i]
		d := g.vecBytes(g.lanes * s)
		c.VXORPD(g.ones(s), arg(0), d)
		return val{v: d}
	case OpExp:
		if t == Float32 {
			return val{v: g.expf(arg(0))}
		}
		return val{v: g.exp(arg(0))}
	case OpLog:
		if t == Float32 {
			return val{v: g.logf(arg(0))}
		}
		return val{v: g.log(arg(0))}
	case OpSin:
		return val{v: g.trig(arg(0), fnSin, off)}
	case OpCos:
		return val{v: g.trig(arg(0), fnCos, off)}
	case OpTan:
		return val{v: g.trig(arg(0), fnTan, off)}
	case OpTanh:
		return val{v: g.tanh(arg(0))}
	case OpExpm1:
		return val{v: g.expm1(arg(0))}
	case OpLog1p:
		return val{v: g.log1p(arg(0))}
	case OpAtan:
		return val{v: g.atan(arg(0))}
	case OpAtan2:
		return val{v: g.atan2(arg(0), arg(1))}
	case OpErf:
		return val{v: g.erf(arg(0))}
	case OpErfc:
		return val{v: g.erfc(arg(0))}
	case OpExp2:
		if t == Float32 {
			return val{v: g.exp2f(arg(0))}
		}
		return val{v: g.exp2(arg(0))}
	case OpLog2:
		if t == Float32 {
			return val{v: g.log2f(arg(0))}
		}
		return val{v: g.log2(arg(0))}
	case OpPow:
		if t == Float32 {
			return val{v: g.powf(arg(0), arg(1))}
		}
		return val{v: g.pow(arg(0), arg(1))}
	case OpConvert:
		if t == Float64 {
			return val{v: g.widen(arg(0))}
		}
		return val{v: g.narrow(arg(0))}
	}
	panic(fmt.Sprintf("simd: internal error: lowering %s", n.Op))
}

// maskAs converts an AVX2 mask of element size from to element size to.
func (g *lowering) maskAs(m reg.VecVirtual, from, to int) reg.VecVirtual {
	c := g.ctx
	switch {
	case from == to:
		return m
	case to == 8: // 4 dwords in an XMM → 4 qwords in a YMM
		d := c.YMM()
		c.VPMOVSXDQ(m, d)
		return d
	}
	// 4 qwords in a YMM → 4 dwords in an XMM: the low dword of each qword.
	hi, d := c.XMM(), c.XMM()
	c.VEXTRACTF128(operand.U8(1), m, hi)
	c.VSHUFPS(operand.U8(0x88), hi, m.AsX(), d)
	return d
}

// neg writes -x to d by flipping the sign bit, as Go does.
func (g *lowering) neg(t Type, x, d reg.VecVirtual) {
	if g.isa == AVX512 {
		g.ctx.VPXORQ(g.sign(t), x, d)
		return
	}
	g.pick(t, g.ctx.VXORPD, g.ctx.VXORPS)(g.sign(t), x, d)
}

// min writes Go's min(x, y) to d, with the instructions the Go compiler uses on amd64:
// m := MIN(x, y) (x < y ? x : y); d = MIN(m, x) | m. A NaN in either operand gives NaN, and
// min(-0, +0) = min(+0, -0) = -0. d may be x.
func (g *lowering) min(t Type, x, y, d reg.VecVirtual) {
	c := g.ctx
	m, m2 := g.vec(t), g.vec(t)
	f := g.pick(t, c.VMINPD, c.VMINPS)
	f(y, x, m)  // m = x < y ? x : y
	f(x, m, m2) // m2 = m < x ? m : x
	if g.isa == AVX512 {
		c.VPORQ(m, m2, d)
		return
	}
	g.pick(t, c.VORPD, c.VORPS)(m, m2, d)
}

// max writes Go's max(x, y) = -min(-x, -y) to d, as the Go compiler does on amd64. d may be x.
func (g *lowering) max(t Type, x, y, d reg.VecVirtual) {
	nx, ny, m := g.vec(t), g.vec(t), g.vec(t)
	g.neg(t, x, nx)
	g.neg(t, y, ny)
	g.min(t, nx, ny, m)
	g.neg(t, m, d)
}
