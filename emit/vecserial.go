package emit

import (
	"github.com/dave/jennifer/jen"

	"github.com/pygo-lang/pygo/simd"
	"github.com/pygo-lang/pygo/translate"
	"github.com/pygo-lang/pygo/typer"
)

// This file splits a sequential reduction over costly terms into a vector map and a Go fold,
// the way LLVM's vectorizer keeps a reduction in order while it computes the terms in vector
// registers:
//
//	for i in range(n):
//	    s += math.exp(x[i]) * math.sqrt(i)
//
// The explicit loop's vector form (vecfor.go) computes the terms of chunkLen iterations at a
// time into a buffer on the stack, and Go adds them into s one by one in the source order, so
// the sum has the bits of the plain loop: only the terms run in vector assembly, and every node
// of the vector form gives the bits of the Go the scalar loop runs. The loop variable used as a
// float value is a buffer too, filled with the conversions the Go loop does. Where the assembly
// stops short of a chunk (the end of the range, or a lane it leaves to Go) the Go loop runs the
// remaining iterations. The split pays only for terms that cost more than the buffer round trip:
// a loop whose vector form has no op outside plainOps keeps its Go loop.

// chunkLen is the number of iterations whose terms one call of the vector loop computes: the
// buffers hold chunkLen elements each, a multiple of simd.ReduceWidth so that a fastmath sum's
// lanes stay aligned from chunk to chunk. Go zeroes the buffers each time the loop starts.
const chunkLen = 128

// chunkMin is the fewest iterations that take the chunks: below it (an inner loop over a few
// elements) zeroing the buffers and calling the vector loop cost more than its terms save.
const chunkMin = 16

// forBuffer is a chunk buffer of an explicit loop's vector form: the terms of a sequential
// reduction, which the loop stores, or the loop variable's values, which it loads.
type forBuffer struct {
	base string       // the base of the Go name of the buffer
	t    *typer.Basic // its element type
	// fill, when not nil, makes the buffer an operand the loop loads: the Go value of an
	// integer expression of the loop variable converted to t, as the Go loop computes it,
	// which Go stores for each iteration of a chunk before the vector loop runs.
	fill jen.Code
}

// forSerial is a sequential reduction acc op= x of an explicit loop: the vector loop stores the
// terms x into buffer array, and Go folds them into acc in order.
type forSerial struct {
	name  string       // the accumulator
	op    translate.Op // Add, Sub or Mult
	array int          // the loop array of its terms' buffer
}

// serialOps are the operators of a sequential reduction, as the Go fold writes them.
var serialOps = map[translate.Op]string{translate.Add: "+=", translate.Sub: "-=", translate.Mul: "*="}

// plainOps are the simd ops that cost about as little as a store and a load of their result:
// a loop whose terms use only these is faster as one Go loop. Every other op (the math
// functions, and any op simd gains later) makes the split pay.
var plainOps = map[simd.Op]bool{
	simd.OpLoad: true, simd.OpScalar: true, simd.OpConst: true, simd.OpAdd: true, simd.OpSub: true,
	simd.OpMul: true, simd.OpDiv: true, simd.OpNeg: true, simd.OpAbs: true, simd.OpSqrt: true,
	simd.OpMin: true, simd.OpMax: true, simd.OpFMA: true, simd.OpEq: true, simd.OpNe: true,
	simd.OpLt: true, simd.OpLe: true, simd.OpGt: true, simd.OpGe: true, simd.OpSelect: true,
	simd.OpAnd: true, simd.OpOr: true, simd.OpNot: true, simd.OpConvert: true,
}

// serialSum takes acc op= x as a sequential reduction when acc is a float local that the body
// mentions only there and op= computes in acc's type: the vector loop computes x into a
// buffer, and the fold adds it in order.
func (ef *elemFor) serialSum(name string, st *translate.AugAssign) bool {
	t := basic(ef.fe.info.Vars[name])
	if ef.bodyMentions(name) != 1 || basic(ef.fe.info.Aug[st]) != t {
		return false
	}
	return ef.serial1(name, st.Op, st.Value, t)
}

// serialAssign takes acc = acc op x as serialSum takes acc op= x, when acc op x computes in
// acc's type (and so has the bits of acc op= x).
func (ef *elemFor) serialAssign(name string, value translate.Expr) bool {
	b, ok := value.(*translate.BinOp)
	if !ok {
		return false
	}
	acc, ok := b.X.(*translate.Name)
	t := basic(ef.fe.info.Vars[name])
	if !ok || acc.Id != name || ef.bodyMentions(name) != 2 || basic(ef.fe.typeOf(b)) != t || basic(ef.fe.typeOf(acc)) != t {
		return false
	}
	return ef.serial1(name, b.Op, b.Y, t)
}

// serial1 adds the sequential reduction acc op= x of the float local acc of type t.
func (ef *elemFor) serial1(name string, op translate.Op, x translate.Expr, t *typer.Basic) bool {
	fe := ef.fe
	if _, ok := serialOps[op]; !ok || name == ef.loopVar || !fe.plan.read[name] || t == nil || !t.IsFloat() {
		return false
	}
	if _, ok := fe.lookup(name); !ok {
		return false
	}
	n := ef.as(x, t)
	if n < 0 {
		return true // ef.v.why says why
	}
	a := ef.buffer("terms of "+name, &forBuffer{base: typer.Local(name) + "Terms", t: t})
	ef.stored[a] = n
	ef.serial = append(ef.serial, &forSerial{name: name, op: op, array: a})
	return true
}

// buffer adds a chunk buffer to the loop and returns its loop array.
func (ef *elemFor) buffer(key string, b *forBuffer) int {
	key = "<" + key + ">"
	a := ef.v.keyedArray(key, jen.Id(key), b.t)
	ef.ops = append(ef.ops, forOperand{buf: b})
	return a
}

// indexNode returns the node of the integer expression e of the loop variable (indexExpr)
// converted to the float type t: a load of a buffer of its values, which Go fills with the
// Go loop's own conversion.
func (ef *elemFor) indexNode(e translate.Expr, t *typer.Basic) int {
	if _, ok := simdType(t); !ok || !t.IsFloat() {
		return ef.v.fail("the loop variable is used as %s", t)
	}
	fill := ef.fe.as(e, t, false)
	key := goText(fill) + " " + t.String()
	a, ok := ef.index[key]
	if !ok {
		if ef.index == nil {
			ef.index = map[string]int{}
		}
		base := typer.Local(ef.loopVar) + "Values"
		if n, isName := e.(*translate.Name); !isName || n.Id != ef.loopVar {
			base = "indexValues"
		}
		a = ef.buffer(key, &forBuffer{base: base, t: t, fill: fill})
		ef.index[key] = a
	}
	n, ok := ef.v.loads[a]
	if !ok {
		n = ef.v.l.Load(a)
		ef.v.loads[a] = n
	}
	return n
}

// indexExpr reports whether e is an integer expression of the loop variable that Go can
// compute for every iteration before the chunk runs: the loop variable, loop-invariant
// integer names and constants under +, - and *, which raise nothing.
func (ef *elemFor) indexExpr(e translate.Expr) bool {
	ok, mentions := true, false
	walkExpr(e, func(n translate.Node) {
		x, isExpr := n.(translate.Expr)
		if !isExpr {
			ok = false
			return
		}
		if b := basic(ef.fe.typeOf(x)); b == nil || !b.IsInteger() {
			ok = false
			return
		}
		switch x := x.(type) {
		case *translate.Name:
			if x.Id == ef.loopVar {
				mentions = true
			} else if ef.body[x.Id] {
				ok = false
			}
		case *translate.BinOp:
			if x.Op != translate.Add && x.Op != translate.Sub && x.Op != translate.Mul || ef.fe.info.Raising[x] {
				ok = false
			}
		case *translate.UnaryOp:
			if x.Op != translate.USub && x.Op != translate.UAdd {
				ok = false
			}
		default:
			if !ef.fe.isConst(x) {
				ok = false
			}
		}
	})
	return ok && mentions && ef.loopVar != ""
}

// chunked reports whether the vector form runs chunk by chunk, and, when it does, fails it
// unless one of its ops costs more than the buffer round trip.
func (ef *elemFor) chunked() bool {
	if len(ef.serial) == 0 && len(ef.index) == 0 {
		return false
	}
	for _, n := range ef.v.l.Nodes {
		if !plainOps[n.Op] {
			return true
		}
	}
	if len(ef.serial) > 0 {
		ef.v.fail("the terms of the sequential %s %s= are too cheap to compute apart", ef.serial[0].name, ef.serial[0].op)
	} else {
		ef.v.fail("the loop variable is used as a value in a loop too cheap to compute apart")
	}
	return true
}

// chunkRun returns the statements that run v's vector loop over the iterations [start, stop)
// chunk by chunk, folding each chunk's terms into their accumulators in order, and advance
// start past the iterations it did. names are the Go slices of the array operands over
// [start, stop), "" for the buffers.
func (fe *funcEmitter) chunkRun(v *forVector, start, stop string, names []string) []jen.Code {
	off, n, m, done, j := fe.names.Take("off"), fe.names.Take("n"), fe.names.Take("m"), fe.names.Take("done"), fe.names.Take("j")
	out := []jen.Code{jen.Id(off).Op(":=").Lit(0)}
	var fill, fills, args []jen.Code
	bufs := make([]string, len(v.arrays))
	for k, a := range v.arrays {
		if a.buf == nil {
			args = append(args, jen.Id(names[k]).Index(jen.Id(off), jen.Id(off).Op("+").Id(m)))
			continue
		}
		b := fe.names.Take(a.buf.base)
		bufs[k] = b
		out = append(out, jen.Var().Id(b).Index(jen.Lit(chunkLen)).Add(goType(a.buf.t)))
		args = append(args, jen.Id(b).Index(jen.Empty(), jen.Id(m)))
		if a.buf.fill != nil {
			fills = append(fills, jen.Id(b).Index(jen.Id(j)).Op("=").Add(a.buf.fill))
		}
	}
	if len(fills) > 0 {
		// The values the Go loop computes from its variable, for i = start+off+j.
		i, _ := fe.lookup(v.loopVar)
		first := jen.Id(i).Op(":=").Id(start).Op("+").Int64().Call(jen.Id(off).Op("+").Id(j))
		fill = append(fill, jen.For(jen.Id(j).Op(":=").Range().Id(m)).Block(append([]jen.Code{first}, fills...)...))
	}
	args = append(args, v.call.scalars...)
	if v.reduce != nil {
		args = append(args, jen.Op("&").Id(v.sums))
	}
	var folds []jen.Code
	for _, s := range v.serial {
		g, _ := fe.lookup(s.name)
		folds = append(folds, jen.Id(g).Op(serialOps[s.op]).Id(bufs[s.array]).Index(jen.Id(j)))
	}
	chunk := []jen.Code{jen.Id(m).Op(":=").Id(n).Op("-").Id(off),
		jen.If(jen.Id(m).Op(">").Lit(chunkLen)).Block(jen.Id(m).Op("=").Lit(chunkLen))}
	chunk = append(chunk, fill...)
	chunk = append(chunk, jen.Id(done).Op(":=").Id(v.call.name).Call(args...))
	switch {
	case len(v.serial) == 1:
		// One accumulator: a range over the chunk's terms, with no bounds check per term.
		s := v.serial[0]
		g, _ := fe.lookup(s.name)
		t := fe.names.Take("t")
		chunk = append(chunk, jen.For(jen.List(jen.Id("_"), jen.Id(t)).Op(":=").Range().Id(bufs[s.array]).Index(jen.Empty(), jen.Id(done))).Block(
			jen.Id(g).Op(serialOps[s.op]).Id(t)))
	case len(folds) > 0:
		chunk = append(chunk, jen.For(jen.Id(j).Op(":=").Range().Id(done)).Block(folds...))
	}
	chunk = append(chunk, jen.Id(off).Op("+=").Id(done),
		jen.If(jen.Id(done).Op("<").Id(m)).Block(jen.Break()))
	out = append(out,
		jen.For(jen.Id(n).Op(":=").Int().Call(jen.Id(stop).Op("-").Id(start)), jen.Id(off).Op("<").Id(n), jen.Empty()).Block(chunk...),
		jen.Id(start).Op("+=").Int64().Call(jen.Id(off)))
	return out
}
