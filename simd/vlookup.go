package simd

import (
	"slices"

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
// tables, and every table on AVX2, are read with one scalar load per lane, each entry loaded
// with VMOVSD or VMOVHPD and the halves joined. The indexes of those loads go to general
// registers without the stack, once for all the tables a function indexes alike (exp's two,
// log's two). Where gathers are fast the loads cost about as much as the gather; where they
// are slow the loads are many times faster (bench/results/causes.md has the numbers).
// Loop.Gather forces the gathers, for measurement and for the tests that compare both.

// lookupEntries is the number of entries of each table the vector math functions look up.
var lookupEntries = map[string]int{
	vmathExpTail: 128, vmathExpBits: 128, vmathLogInvc: 128, vmathLogLogc: 128,
	vmathExpfBits: 32, vmathLogfInvc: 16, vmathLogfLogc: 16,
	vatanHi: 16, vatanLo: 16,
}

// gather returns table[idx] for each lane, idx holding 64-bit indexes below the table's size.
func (g *lowering) gather(table string, idx reg.VecVirtual) reg.VecVirtual {
	return g.gatherAll(idx, table)[0]
}

// gatherAll returns tables[t][idx] for each lane and each table, the tables indexed alike (as
// exp's tail and scale, log's 1/c and log c): the indexes are taken out of the vector once for
// all of them.
func (g *lowering) gatherAll(idx reg.VecVirtual, tables ...string) []reg.VecVirtual {
	res := make([]reg.VecVirtual, len(tables))
	var loaded []string // the tables read with scalar loads
	for t, table := range tables {
		n, ok := lookupEntries[table]
		switch {
		case !ok:
			panic("simd: internal error: no size for table " + table)
		case g.l.Gather:
			res[t] = g.hwGather(table, idx)
		case g.isa == AVX512 && g.lanes == 8 && n <= 32:
			res[t] = g.permLookup(table, n, idx)
		default:
			loaded = append(loaded, table)
		}
	}
	if len(loaded) > 0 {
		got := g.loadLookup(loaded, idx)
		for t, table := range tables {
			if j := slices.Index(loaded, table); j >= 0 {
				res[t] = got[j]
			}
		}
	}
	return res
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

// loadLookup looks up each lane's entry of each table with a scalar load. The indexes go from
// the vector to general registers without the stack (a vector store does not forward to the
// narrower loads that would read it back, and they wait for it to retire; laneIndexes).
// The entries are loaded two to an XMM register and joined.
func (g *lowering) loadLookup(tables []string, idx reg.VecVirtual) []reg.VecVirtual {
	c := g.ctx
	bases := make([]reg.GPVirtual, len(tables))
	for t, table := range tables {
		if lookupEntries[table] > 256 {
			panic("simd: internal error: table " + table + " has more than 256 entries")
		}
		bases[t] = c.GP64()
		c.LEAQ(operand.Mem{Symbol: operand.NewStaticSymbol(table), Base: reg.StaticBase}, bases[t])
	}
	index := g.laneIndexes(idx)
	// Lane after lane when each lane's index is taken as it is needed, else (AVX2, whose 16
	// vector registers would not hold the halves of two tables) one table after the other.
	parts := make([][]reg.VecVirtual, len(tables)) // per table: its XMM pairs, then YMM halves
	load := func(t, j int, i0, i1 reg.GPVirtual) {
		x := c.XMM()
		c.VMOVSD(operand.Mem{Base: bases[t], Index: i0, Scale: 8}, x)
		c.VMOVHPD(operand.Mem{Base: bases[t], Index: i1, Scale: 8}, x, x)
		parts[t] = append(parts[t], x)
		if j%4 == 2 {
			n := len(parts[t])
			parts[t] = append(parts[t][:n-2], g.join(parts[t][n-2], parts[t][n-1]))
		}
	}
	if g.byteIndexes() {
		for j := 0; j < g.lanes; j += 2 {
			i0, i1 := index(j), index(j+1)
			for t := range tables {
				load(t, j, i0, i1)
			}
		}
	} else {
		for t := range tables {
			for j := 0; j < g.lanes; j += 2 {
				load(t, j, index(j), index(j+1))
			}
		}
	}
	res := make([]reg.VecVirtual, len(tables))
	for t, p := range parts {
		res[t] = p[0]
		if len(p) == 2 {
			res[t] = c.ZMM()
			c.VINSERTF64X4(operand.U8(1), p[1], p[0].AsZ(), res[t])
		}
	}
	return res
}

// byteIndexes reports whether laneIndexes narrows the indexes to bytes and takes each lane's
// as it is needed (AVX-512, 8 lanes), rather than moving every lane's at once.
func (g *lowering) byteIndexes() bool { return g.isa == AVX512 && g.lanes == 8 }

// join returns the YMM register of XMM registers a (low lanes) and b.
func (g *lowering) join(a, b reg.VecVirtual) reg.VecVirtual {
	y := g.ctx.YMM()
	if g.isa == AVX512 {
		g.ctx.VINSERTF64X2(operand.U8(1), b, a.AsY(), y)
	} else {
		g.ctx.VINSERTF128(operand.U8(1), b, a.AsY(), y)
	}
	return y
}

// laneIndexes moves the indexes of idx, each below 256, to general registers: the function it
// returns gives lane j's, lanes taken in order. On AVX-512 they are narrowed to bytes and moved
// as one quadword, from which each lane's byte is taken as it is needed; otherwise each 64-bit
// lane is moved with VMOVQ or VPEXTRQ.
func (g *lowering) laneIndexes(idx reg.VecVirtual) func(j int) reg.GPVirtual {
	c := g.ctx
	if g.byteIndexes() {
		b := c.XMM()
		c.VPMOVQB(idx, b) // EVEX: idx may be Z16-Z31
		packed := c.GP64()
		c.VMOVQ(b, packed)
		return func(j int) reg.GPVirtual {
			i := c.GP64()
			c.MOVBQZX(packed.As8(), i)
			if j < 7 {
				c.SHRQ(operand.U8(8), packed)
			}
			return i
		}
	}
	// The other lanes, at most four, all before the first load, so that idx is not live
	// across the loads.
	var is []reg.GPVirtual
	for j := 0; j < g.lanes; j += 2 {
		var half operand.Op = idx.AsX()
		if j > 0 {
			x := c.XMM()
			if g.isa == AVX512 {
				c.VEXTRACTI64X2(operand.U8(j/2), idx, x)
			} else {
				c.VEXTRACTI128(operand.U8(j/2), idx, x)
			}
			half = x
		}
		i0, i1 := c.GP64(), c.GP64()
		c.VMOVQ(half, i0)
		c.VPEXTRQ(operand.U8(1), half, i1)
		is = append(is, i0, i1)
	}
	return func(j int) reg.GPVirtual { return is[j] }
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
