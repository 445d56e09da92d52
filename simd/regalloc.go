package simd

import (
	"errors"
	"math/bits"
	"slices"

	"github.com/mmcloughlin/avo/ir"
	"github.com/mmcloughlin/avo/pass"
	"github.com/mmcloughlin/avo/reg"
)

// This file replaces avo's register allocation pass by one that gives the same allocation in a
// fraction of the time. avo's pass.Allocator colours the interference graph greedily: it
// repeatedly picks the virtual register with the fewest possible physical registers left (the
// smallest ID on a tie), gives it the first of them (base pointer last, then by ID) and, before
// each pick, walks every edge of the graph to discard the registers just taken. That walk makes
// it quadratic in the size of the function: a loop with erf or sin, a few thousand virtual
// registers after lowering, spent about 80% of pygo's translation time in it (2 s for golden
// vec_erf). Here each virtual register keeps its possible registers as a bit set over the
// ordered physical registers and its neighbours as a list, so taking a register touches only
// the neighbours; the picks, and so the allocation, are avo's (TestAllocateLikeAvo).

// passes is avo's pass.Compile with AllocateRegisters replaced by allocateRegisters.
var passes = pass.Concat(beforeAllocation, pass.FunctionPass(allocateRegisters), afterAllocation)

// beforeAllocation and afterAllocation are the passes of pass.Compile before and after
// AllocateRegisters.
var (
	beforeAllocation = pass.Concat(
		pass.Verify,
		pass.FunctionPass(pass.PruneJumpToFollowingLabel),
		pass.FunctionPass(pass.PruneDanglingLabels),
		pass.FunctionPass(pass.LabelTarget),
		pass.FunctionPass(pass.CFG),
		pass.InstructionPass(pass.ZeroExtend32BitOutputs),
		pass.FunctionPass(pass.Liveness),
	)
	afterAllocation = pass.Concat(
		pass.FunctionPass(pass.BindRegisters),
		pass.FunctionPass(pass.VerifyAllocation),
		pass.FunctionPass(pass.EnsureBasePointerCalleeSaved),
		pass.Func(pass.IncludeTextFlagHeader),
		pass.FunctionPass(pass.PruneSelfMoves),
		pass.FunctionPass(pass.RequiredISAExtensions),
	)
)

// allocateRegisters sets fn.Allocation as pass.AllocateRegisters does; it needs the liveness
// that pass.Liveness records on fn's instructions. Its errors say "allocate" as avo's do.
func allocateRegisters(fn *ir.Function) error {
	kinds := map[reg.Kind]*colouring{}
	var order []reg.Kind // kinds in the order met, so that the result does not depend on map order
	of := func(k reg.Kind) (*colouring, error) {
		if c, ok := kinds[k]; ok {
			return c, nil
		}
		c, err := newColouring(k)
		if err != nil {
			return nil, err
		}
		kinds[k] = c
		order = append(order, k)
		return c, nil
	}
	for _, in := range fn.Instructions() {
		for _, r := range in.Registers() {
			c, err := of(r.Kind())
			if err != nil {
				return err
			}
			c.add(r.ID())
		}
	}
	for _, in := range fn.Instructions() {
		for _, d := range in.OutputRegisters() {
			c, err := of(d.Kind())
			if err != nil {
				return err
			}
			live := in.LiveOut.OfKind(d.Kind())
			live.DiscardRegister(d)
			for id, mask := range live {
				if d.Mask()&mask != 0 {
					if err := c.interfere(d.ID(), id); err != nil {
						return err
					}
				}
			}
		}
	}
	fn.Allocation = reg.NewEmptyAllocation()
	for _, k := range order {
		a, err := kinds[k].colour()
		if err != nil {
			return err
		}
		if err := fn.Allocation.Merge(a); err != nil {
			return err
		}
	}
	return nil
}

// colouring allocates the virtual registers of one kind.
type colouring struct {
	phys     []reg.ID       // allocatable physical registers, in order of preference
	index    map[reg.ID]int // position of a physical register in phys
	virt     []reg.ID       // virtual registers, in the order added
	slot     map[reg.ID]int // position of a virtual register in virt
	possible []uint64       // per virtual register: the bits of phys it may still take
	adj      [][]int        // per virtual register: the virtual registers it interferes with
}

func newColouring(k reg.Kind) (*colouring, error) {
	f := reg.FamilyOfKind(k)
	if f == nil {
		return nil, errors.New("unknown register family")
	}
	var ids []reg.ID
	base := map[reg.ID]bool{}
	for _, r := range f.Registers() {
		if r.Info()&reg.Restricted != 0 || slices.Contains(ids, r.ID()) {
			continue
		}
		ids = append(ids, r.ID())
		if r.Info()&reg.BasePointer != 0 {
			base[r.ID()] = true
		}
	}
	if len(ids) == 0 {
		return nil, errors.New("no allocatable registers")
	}
	if len(ids) > 63 {
		return nil, errors.New("cannot allocate registers: more than 63 in a family")
	}
	// avo's order: higher priority first (the base pointer has -1, the others 0), then by ID.
	slices.SortFunc(ids, func(x, y reg.ID) int {
		if base[x] != base[y] {
			if base[x] {
				return 1
			}
			return -1
		}
		return int(x) - int(y)
	})
	c := &colouring{phys: ids, index: map[reg.ID]int{}, slot: map[reg.ID]int{}}
	for i, id := range ids {
		c.index[id] = i
	}
	return c, nil
}

// add records a virtual register to allocate (physical ones are ignored).
func (c *colouring) add(id reg.ID) {
	if !id.IsVirtual() {
		return
	}
	if _, ok := c.slot[id]; ok {
		return
	}
	c.slot[id] = len(c.virt)
	c.virt = append(c.virt, id)
	c.possible = append(c.possible, 1<<len(c.phys)-1) // len(phys) < 64
	c.adj = append(c.adj, nil)
}

// interfere records that x and y must get different physical registers.
func (c *colouring) interfere(x, y reg.ID) error {
	c.add(x)
	c.add(y)
	switch {
	case x == y:
		return errors.New("impossible register allocation")
	case x.IsVirtual() && y.IsVirtual():
		i, j := c.slot[x], c.slot[y]
		c.adj[i] = append(c.adj[i], j)
		c.adj[j] = append(c.adj[j], i)
	case x.IsVirtual():
		c.discard(c.slot[x], y)
	case y.IsVirtual():
		c.discard(c.slot[y], x)
	}
	return nil
}

// discard removes physical register p from virtual register i's possibilities.
func (c *colouring) discard(i int, p reg.ID) {
	if b, ok := c.index[p]; ok {
		c.possible[i] &^= 1 << b
	}
}

// colour picks registers in avo's order: the most restricted virtual register first, the
// smallest ID on a tie, and its first possible physical register.
func (c *colouring) colour() (reg.Allocation, error) {
	a := reg.NewEmptyAllocation()
	done := make([]bool, len(c.virt))
	for range c.virt {
		best, n := -1, 65
		for i, id := range c.virt {
			if done[i] {
				continue
			}
			if m := bits.OnesCount64(c.possible[i]); m < n || (m == n && id < c.virt[best]) {
				best, n = i, m
			}
		}
		if n == 0 {
			return nil, errors.New("failed to allocate registers")
		}
		b := bits.TrailingZeros64(c.possible[best])
		done[best] = true
		a[c.virt[best]] = c.phys[b]
		for _, j := range c.adj[best] {
			c.possible[j] &^= 1 << b
		}
	}
	return a, nil
}
