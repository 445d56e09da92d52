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
// tables, and every table on AVX2, are read with one scalar load per lane, each entry loaded
// with VMOVSD or VMOVHPD and the halves joined. The indexes of those loads go to general
// registers without the stack, once for all the tables a function indexes alike. exp's two
// tables (and log's) are one table of pairs, as glibc's, whose entry a lane reads with one
// 16-byte load, the pairs of four lanes separated by VUNPCKLPD and VUNPCKHPD. Where gathers
// are fast the loads cost about as much as the gather; where they are slow the loads are many
// times faster (bench/results/causes.md has the numbers). Loop.Gather forces the gathers, for
// measurement and for the tests that compare both.

// lookupTable is where the entries of a table the vector math functions look up are: entry i is
// the element cols*i + col of the read-only data sym.
type lookupTable struct {
	sym       string
	entries   int
	cols, col int
}

// lookupTables are the tables the vector math functions look up, by name.
var lookupTables = map[string]lookupTable{
	vmathExpTail: {vmathExpTab, 128, 2, 0}, vmathExpBits: {vmathExpTab, 128, 2, 1},
	vmathLogInvc: {vmathLogTab, 128, 2, 0}, vmathLogLogc: {vmathLogTab, 128, 2, 1},
	vmathLog2Invc: {vmathLog2Tab, 64, 2, 0}, vmathLog2Logc: {vmathLog2Tab, 64, 2, 1},
	vmathLog2fInvc: {vmathLog2fInvc, 16, 1, 0}, vmathLog2fLogc: {vmathLog2fLogc, 16, 1, 0},
	vpowInvc: {vpowLogTab, 128, 2, 0}, vpowLogc: {vpowLogTab, 128, 2, 1}, vpowLogTail: {vpowLogTail, 128, 1, 0},
	vmathExpfBits: {vmathExpfBits, 32, 1, 0}, vmathLogfInvc: {vmathLogfInvc, 16, 1, 0},
	vmathLogfLogc: {vmathLogfLogc, 16, 1, 0}, vatanHi: {vatanHi, 16, 1, 0}, vatanLo: {vatanLo, 16, 1, 0},
}

// table returns the lookup table of a name.
func table(name string) lookupTable {
	t, ok := lookupTables[name]
	if !ok {
		panic("simd: internal error: no lookup table " + name)
	}
	return t
}

// gather returns table[idx] for each lane, idx holding 64-bit indexes below the table's size.
func (g *lowering) gather(table string, idx reg.VecVirtual) reg.VecVirtual {
	return g.gatherAll(idx, table)[0]
}

// gatherAll returns tables[t][idx] for each lane and each table, the tables indexed alike (as
// exp's tail and scale, log's 1/c and log c): the indexes are taken out of the vector once for
// all of them, and the two columns of a table of pairs are read together.
func (g *lowering) gatherAll(idx reg.VecVirtual, names ...string) []reg.VecVirtual {
	res := make([]reg.VecVirtual, len(names))
	var loaded []int // the tables read with scalar loads
	for t, name := range names {
		tab := table(name)
		switch {
		case g.l.Gather:
			res[t] = g.hwGather(tab, idx)
		case g.isa == AVX512 && g.lanes == 8 && tab.entries <= 32 && tab.cols == 1:
			res[t] = g.permLookup(tab.sym, tab.entries, idx)
		default:
			loaded = append(loaded, t)
		}
	}
	if len(loaded) == 0 {
		return res
	}
	cols := table(names[loaded[0]]).cols
	for _, t := range loaded {
		tab := table(names[t])
		if tab.entries*tab.cols > 256 || tab.cols != cols {
			panic("simd: internal error: the tables of one lookup must have one shape and at most 256 elements")
		}
	}
	if cols == 2 {
		idx = g.addQ(idx, idx) // the element of column 0
	}
	index := g.laneIndexes(idx)
	if len(loaded) == 2 && cols == 2 {
		a, b := table(names[loaded[0]]), table(names[loaded[1]])
		if a.sym == b.sym && a.col != b.col {
			c0, c1 := g.pairLookup(a.sym, index)
			if a.col == 1 {
				c0, c1 = c1, c0
			}
			res[loaded[0]], res[loaded[1]] = c0, c1
			return res
		}
	}
	var tabs []lookupTable
	for _, t := range loaded {
		tabs = append(tabs, table(names[t]))
	}
	for k, v := range g.loadLookup(tabs, index) {
		res[loaded[k]] = v
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

// tableBase returns a new register holding the address of the read-only data sym.
func (g *lowering) tableBase(sym string) reg.GPVirtual {
	base := g.ctx.GP64()
	g.ctx.LEAQ(operand.Mem{Symbol: operand.NewStaticSymbol(sym), Base: reg.StaticBase}, base)
	return base
}

// loadLookup looks up each lane's entry of each table with a scalar load, lane j's element
// index(j) (scaled by 8 bytes) plus the table's column. The entries are loaded two to an XMM
// register and joined.
func (g *lowering) loadLookup(tabs []lookupTable, index func(int) reg.GPVirtual) []reg.VecVirtual {
	c := g.ctx
	bases := make([]reg.GPVirtual, len(tabs))
	for t, tab := range tabs {
		bases[t] = g.tableBase(tab.sym)
	}
	// Lane after lane when each lane's index is taken as it is needed, else (AVX2, whose 16
	// vector registers would not hold the halves of two tables) one table after the other.
	parts := make([][]reg.VecVirtual, len(tabs)) // per table: its XMM pairs, then YMM halves
	load := func(t, j int, i0, i1 reg.GPVirtual) {
		x := c.XMM()
		c.VMOVSD(operand.Mem{Base: bases[t], Index: i0, Scale: 8, Disp: 8 * tabs[t].col}, x)
		c.VMOVHPD(operand.Mem{Base: bases[t], Index: i1, Scale: 8, Disp: 8 * tabs[t].col}, x, x)
		parts[t] = append(parts[t], x)
		if j%4 == 2 {
			n := len(parts[t])
			parts[t] = append(parts[t][:n-2], g.join(parts[t][n-2], parts[t][n-1]))
		}
	}
	if g.byteIndexes() {
		for j := 0; j < g.lanes; j += 2 {
			i0, i1 := index(j), index(j+1)
			for t := range tabs {
				load(t, j, i0, i1)
			}
		}
	} else {
		for t := range tabs {
			for j := 0; j < g.lanes; j += 2 {
				load(t, j, index(j), index(j+1))
			}
		}
	}
	res := make([]reg.VecVirtual, len(tabs))
	for t, p := range parts {
		res[t] = g.joinHalves(p)
	}
	return res
}

// pairLookup looks up both columns of a table of pairs: lane j's pair, at element index(j),
// with one 16-byte load. The pairs of lanes j to j+3 are loaded into two YMM registers, lanes
// j and j+2 in one and j+1 and j+3 in the other, whose low and high elements interleaved are
// the two columns.
func (g *lowering) pairLookup(sym string, index func(int) reg.GPVirtual) (col0, col1 reg.VecVirtual) {
	c := g.ctx
	base := g.tableBase(sym)
	at := func(i reg.GPVirtual) operand.Mem { return operand.Mem{Base: base, Index: i, Scale: 8} }
	var lo, hi []reg.VecVirtual
	for j := 0; j < g.lanes; j += 4 {
		var is [4]reg.GPVirtual
		for k := range is {
			is[k] = index(j + k)
		}
		two := func(a, b reg.GPVirtual) reg.VecVirtual {
			x := c.XMM()
			c.VMOVUPD(at(a), x)
			y := c.YMM()
			if g.isa == AVX512 {
				c.VINSERTF64X2(operand.U8(1), at(b), x.AsY(), y)
			} else {
				c.VINSERTF128(operand.U8(1), at(b), x.AsY(), y)
			}
			return y
		}
		even, odd := two(is[0], is[2]), two(is[1], is[3])
		l, h := c.YMM(), c.YMM()
		c.VUNPCKLPD(odd, even, l)
		c.VUNPCKHPD(odd, even, h)
		lo, hi = append(lo, l), append(hi, h)
	}
	return g.joinHalves(lo), g.joinHalves(hi)
}

// joinHalves returns a vector of one register, or the ZMM register of two YMM halves.
func (g *lowering) joinHalves(p []reg.VecVirtual) reg.VecVirtual {
	if len(p) == 1 {
		return p[0]
	}
	z := g.ctx.ZMM()
	g.ctx.VINSERTF64X4(operand.U8(1), p[1], p[0].AsZ(), z)
	return z
}

// byteIndexes reports whether laneIndexes narrows the indexes to bytes and takes each lane's
// as it is needed (AVX-512, 8 lanes), rather than moving every lane's at once.
func (g *lowering) byteIndexes() bool { return g.isa == AVX512 && g.lanes == 8 }

// laneIndexes moves the indexes of idx, each below 256, to general registers without the stack
// (a vector store does not forward to the narrower loads that would read it back, and they
// wait for it to retire): the function it returns gives lane j's, lanes taken in order. On AVX-512 they are narrowed to bytes and moved
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

// hwGather looks up a table with VGATHERQPD.
func (g *lowering) hwGather(tab lookupTable, idx reg.VecVirtual) reg.VecVirtual {
	c := g.ctx
	if tab.cols == 2 {
		idx = g.addQ(idx, idx)
	}
	m := operand.Mem{Base: g.tableBase(tab.sym), Index: idx, Scale: 8, Disp: 8 * tab.col}
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
