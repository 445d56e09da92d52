package simd

import (
	"github.com/mmcloughlin/avo/operand"
	"github.com/mmcloughlin/avo/reg"
)

// This file fetches the table entries of the vector math functions: table[idx] for each lane.
// The bits are the same whichever way they are fetched; only the speed differs. The hardware
// gathers (VGATHERQPD) are many times slower than the loads they replace on Intel CPUs with the
// microcode mitigation of Gather Data Sampling ("Downfall", 2023: Skylake to Ice Lake and
// Tiger Lake), which a virtual machine cannot see (it reports "Not affected"), and slow on AMD
// CPUs before Zen 4. So the tables are read without them: on AVX-512, a table of at most 32
// entries sits in two or four vectors and one or two VPERMT2PD pick each lane's entry; larger
// tables, and every table on AVX2, are read with one scalar load per lane (the indexes stored
// to the stack frame with at most 256 bits, each entry loaded with VMOVSD or VMOVHPD and the halves joined). Where
// gathers are fast the loads cost about as much as the gather; where they are slow the loads
// are many times faster (bench/results/causes.md has the numbers). Loop.Gather forces the
// gathers, for measurement and for the tests that compare both.

// lookupEntries is the number of entries of each table the vector math functions look up.
var lookupEntries = map[string]int{
	vmathExpTail: 128, vmathExpBits: 128, vmathLogInvc: 128, vmathLogLogc: 128,
	vmathExpfBits: 32, vmathLogfInvc: 16, vmathLogfLogc: 16,
	vatanHi: 16, vatanLo: 16,
}

// gather returns table[idx] for each lane, idx holding 64-bit indexes below the table's size.
func (g *lowering) gather(table string, idx reg.VecVirtual) reg.VecVirtual {
	n, ok := lookupEntries[table]
	switch {
	case !ok:
		panic("simd: internal error: no size for table " + table)
	case g.l.Gather:
		return g.hwGather(table, idx)
	case g.isa == AVX512 && g.lanes == 8 && n <= 32:
		return g.permLookup(table, n, idx)
	}
	return g.loadLookup(table, idx)
}

// tableVec returns the memory operand of entries [8i, 8i+8) of a table.
func tableVec(table string, i int) operand.Mem {
	return operand.Mem{Symbol: operand.NewStaticSymbol(table), Base: reg.StaticBase, Disp: 64 * i}
}

// permLookup looks up a table of at most 32 entries with VPERMT2PD (AVX-512, 8 lanes): entries
// [0, 16) by bits 0-3 of the index, [16, 32) likewise, chosen by bit 4.
func (g *lowering) permLookup(table string, n int, idx reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	lo := g.ld(tableVec(table, 0))
	c.VPERMT2PD(tableVec(table, 1), idx, lo)
	if n <= 16 {
		return lo
	}
	hi := g.ld(tableVec(table, 2))
	c.VPERMT2PD(tableVec(table, 3), idx, hi)
	k := c.K()
	c.VPTESTMQ(g.kc(16), idx, k)
	return g.blend(val{k: k}, hi, lo)
}

// loadLookup looks up each lane's entry with a scalar load: the indexes are stored to the
// stack frame, read back one by one, and the entries loaded two to an XMM register and joined.
func (g *lowering) loadLookup(table string, idx reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	if g.lookupSlot == nil {
		slot := c.AllocLocal(64)
		g.lookupSlot = &slot
	}
	slot := *g.lookupSlot
	size := 8 // bytes per stored index
	if g.isa == AVX512 && g.lanes == 8 {
		// A 512-bit store does not forward to 64-bit loads (they wait for it to retire): the
		// indexes, all small, are narrowed to 32 bits and stored with 256 bits.
		n := c.YMM()
		c.VPMOVQD(idx, n)
		c.VMOVDQU32(n, slot) // EVEX: n may be Y16-Y31
		size = 4
	} else if g.isa == AVX512 {
		c.VMOVDQU64(idx, slot)
	} else {
		c.VMOVDQU(idx, slot)
	}
	base := c.GP64()
	c.LEAQ(operand.Mem{Symbol: operand.NewStaticSymbol(table), Base: reg.StaticBase}, base)
	entry := func(j int) operand.Mem {
		i := c.GP64()
		if size == 4 {
			c.MOVLQZX(slot.Offset(4*j), i)
		} else {
			c.MOVQ(slot.Offset(8*j), i)
		}
		return operand.Mem{Base: base, Index: i, Scale: 8}
	}
	var pairs []reg.VecVirtual
	for j := 0; j < g.lanes; j += 2 {
		x := c.XMM()
		c.VMOVSD(entry(j), x)
		c.VMOVHPD(entry(j+1), x, x)
		pairs = append(pairs, x)
	}
	if len(pairs) == 1 {
		return pairs[0]
	}
	join := func(a, b reg.VecVirtual) reg.VecVirtual {
		y := c.YMM()
		if g.isa == AVX512 {
			c.VINSERTF64X2(operand.U8(1), b, a.AsY(), y)
		} else {
			c.VINSERTF128(operand.U8(1), b, a.AsY(), y)
		}
		return y
	}
	y0 := join(pairs[0], pairs[1])
	if len(pairs) == 2 {
		return y0
	}
	y1 := join(pairs[2], pairs[3])
	z := c.ZMM()
	c.VINSERTF64X4(operand.U8(1), y1, y0.AsZ(), z)
	return z
}

// hwGather looks up table[idx] with VGATHERQPD.
func (g *lowering) hwGather(table string, idx reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	base := c.GP64()
	c.LEAQ(operand.Mem{Symbol: operand.NewStaticSymbol(table), Base: reg.StaticBase}, base)
	m := operand.Mem{Base: base, Index: idx, Scale: 8}
	d := g.ld(g.kf(0)) // the destination is merged into, so it is defined first
	if g.isa == AVX512 {
		// The opmask selects the lanes to load and is cleared by the instruction: a new one
		// per gather.
		r := c.GP32()
		c.MOVL(operand.U32(0xff), r)
		k := c.K()
		c.KMOVW(r, k)
		c.VGATHERQPD(m, k, d)
		return d
	}
	mask := g.ld(g.kc(^uint64(0))) // cleared by the instruction
	c.VGATHERQPD(mask, m, d)
	return d
}
