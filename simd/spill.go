package simd

import (
	"github.com/mmcloughlin/avo/build"
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"
)

// This file keeps values in the stack frame across the long math functions, for loops that
// otherwise need more vector registers than the ISA has (on AVX2, erf and two erfc of one
// element): avo allocates registers but does not spill. A value computed before a long math
// node and used after it is stored to a slot of its own when it is computed, and loaded into a
// new register before its first use after each such node, so that no register stays live across
// the function. Only vector values are spilled (on AVX-512 a mask is an opmask and stays in
// its register). Stores and loads move bits unchanged, so the results are those of the other
// variants.

// lowerLoopSpilled is lowerLoop without hoisting and with spilling (and, for a reduction, the
// accumulators in memory).
func lowerLoopSpilled(ctx *build.Context, l *Loop, isa ISA) {
	lowerLoopWith(ctx, l, isa, false, l.Reduce != nil, true, 0) // long math loops have no unrolled blocks to stream
}

// isLongMath reports whether op is one of the long math functions (usesLongMath).
func (op Op) isLongMath() bool { return op.isMath() && !usesVMathOps[op] }

// planSpills gives a stack slot to every live node used after a long math node that follows it.
func (g *lowering) planSpills() {
	l := g.l
	last := make([]int, len(l.Nodes)) // the last node (len(l.Nodes) for a store or the reduction) that uses each node
	for i, n := range l.Nodes {
		if g.live[i] {
			for _, a := range n.Args {
				last[a] = i
			}
		}
	}
	for _, s := range l.Stores {
		last[s.Node] = len(l.Nodes)
	}
	if l.Reduce != nil {
		last[l.Reduce.Node] = len(l.Nodes)
	}
	g.slots = map[int]operand.Mem{}
	g.spillAt = make([]int, len(l.Nodes))
	var size int
	for i := range l.Nodes {
		if !g.live[i] {
			continue
		}
		for k := i + 1; k < last[i]; k++ {
			if g.live[k] && l.Nodes[k].Op.isLongMath() {
				size++
				break
			}
		}
	}
	if size == 0 {
		return
	}
	bytes := g.isa.vectorBytes()
	frame := g.ctx.AllocLocal(size * bytes)
	j := 0
	for i := range l.Nodes {
		if !g.live[i] {
			continue
		}
		for k := i + 1; k < last[i]; k++ {
			if g.live[k] && l.Nodes[k].Op.isLongMath() {
				g.slots[i] = frame.Offset(j * bytes)
				j++
				break
			}
		}
	}
}

// spill stores node i's vector, when it has a slot.
func (g *lowering) spill(vals []val, i int) {
	m, ok := g.slots[i]
	if !ok || vals[i].v == nil {
		return
	}
	g.ctx.VMOVUPS(vals[i].v, m)
	g.spillAt[i] = i
}

// reload loads into new registers the spilled nodes among args whose register was computed or
// loaded before a long math node that precedes node at (len(l.Nodes) for the stores).
func (g *lowering) reload(vals []val, args []int, at int) {
	for _, a := range args {
		m, ok := g.slots[a]
		if !ok || vals[a].v == nil {
			continue
		}
		for k := g.spillAt[a] + 1; k < at; k++ {
			if g.live[k] && g.l.Nodes[k].Op.isLongMath() {
				d := g.vecLike(vals[a].v)
				g.ctx.VMOVUPS(m, d)
				vals[a] = val{v: d}
				g.spillAt[a] = at - 1
				break
			}
		}
	}
}

// vecLike returns a new vector register of the width of v.
func (g *lowering) vecLike(v reg.VecVirtual) reg.VecVirtual { return g.vecBytes(int(v.Size())) }
