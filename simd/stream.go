package simd

import (
	"fmt"

	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"
)

// This file lowers the streaming blocks of a loop without a reduction: a call that stores at
// least StreamBytes (Config) runs its blocks with non-temporal stores (VMOVNTPD, VMOVNTPS),
// which write whole cache lines to memory without first reading them into the cache. A large
// result written by ordinary stores costs a read of every line (the store miss) as well as its
// write, and evicts the inputs; Numba's loops pay that too, so streaming makes a
// bandwidth-bound loop over a large fresh result faster than both. Results too large for the
// core's caches are the ones it pays for: a smaller result stays in the cache for whatever
// reads it next.
//
// A non-temporal store of a vector needs an address aligned to the vector's size, so the
// blocks stream only when every stored array starts aligned (a large allocation starts on a
// page; a view into one may not); otherwise they store as usual. Every block then stores
// aligned vectors, since i is a multiple of the lanes. The single vectors and the masked rest
// that follow store as usual, after an SFENCE that orders the streamed stores before
// everything later (other goroutines see the result once they synchronize with this one). The
// values stored are the same bits either way: only where they go differs.

// DefaultStreamBytes is Config.StreamBytes's default: 4 MiB, past the private (L2) cache of
// current x86 cores, so that a result that streams could not have stayed there anyway.
const DefaultStreamBytes = 4 << 20

// streamCheck jumps to the streaming blocks (label stream) when the call stores at least
// g.stream bytes to arrays that all start aligned to their vectors, and reports whether the
// function has streaming blocks at all (then storeLoop must call streamBlocks).
func (g *lowering) streamCheck(n reg.GPVirtual) bool {
	l := g.l
	if g.stream <= 0 || len(l.Stores) == 0 || l.Reduce != nil || usesTrig(l) {
		return false
	}
	perElem, align := 0, 0
	for _, s := range l.Stores {
		size := l.Arrays[s.Array].Elem.Size()
		perElem += size
		align = max(align, g.lanes*size)
	}
	c := g.ctx
	min := (g.stream + perElem - 1) / perElem // elements
	c.CMPQ(n, operand.U32(min))
	c.JB(operand.LabelRef("block"))
	bases := c.GP64()
	for j, s := range l.Stores {
		p := c.Load(c.Param(fmt.Sprintf("a%d", s.Array)).Base(), c.GP64())
		if j == 0 {
			c.MOVQ(p, bases)
		} else {
			c.ORQ(p, bases)
		}
	}
	c.TESTQ(operand.U32(align-1), bases)
	c.JZ(operand.LabelRef("stream"))
	return true
}

// streamBlocks is the block loop of storeLoop with non-temporal stores, up to lim; it ends
// with the SFENCE and falls through to the single vectors.
func (g *lowering) streamBlocks(lim reg.GPVirtual) {
	c := g.ctx
	step := g.lanes * unroll
	c.Label("stream")
	c.CMPQ(g.i, lim)
	c.JAE(operand.LabelRef("streamed"))
	g.nt = true
	for u := range unroll {
		g.vector(u*g.lanes, nil)
	}
	g.nt = false
	c.ADDQ(operand.U32(step), g.i)
	c.JMP(operand.LabelRef("stream"))
	c.Label("streamed")
	c.SFENCE()
}
