package simd

import (
	"maps"
	"testing"

	"github.com/mmcloughlin/avo/build"
	"github.com/mmcloughlin/avo/pass"
)

// avoCompareMaxNodes bounds the functions TestAllocateLikeAvo compares in every variant: avo's
// allocator takes time quadratic in a function's length (22 s for one of the two 5000-node
// vector-math mixes, against 0.3 s for allocateRegisters), so a longer function is compared in
// its first ISA and variant only. Every variant of it is still assembled and run against Eval
// by TestDifferential, bit for bit.
const avoCompareMaxNodes = 2000

// TestAllocateLikeAvo checks that allocateRegisters gives avo's allocation, register for
// register, on every test loop, ISA and lowering variant (both fail alike where the registers
// run out).
func TestAllocateLikeAvo(t *testing.T) {
	for _, tl := range testLoops() {
		first := true
		for _, isa := range []ISA{AVX512, AVX2} {
			for _, v := range []struct{ hoisting, memAcc bool }{{true, false}, {false, false}, {false, true}} {
				if v.memAcc && tl.l.Reduce == nil {
					continue
				}
				ctx := build.NewContext()
				lowerLoop(ctx, tl.l, isa, v.hoisting, v.memAcc, DefaultStreamBytes)
				f, err := ctx.Result()
				if err != nil {
					t.Fatal(err)
				}
				if err := beforeAllocation.Execute(f); err != nil {
					t.Fatal(err)
				}
				fn := f.Functions()[0]
				if !first && len(fn.Nodes) > avoCompareMaxNodes {
					continue
				}
				first = false
				errAvo := pass.AllocateRegisters(fn)
				want := fn.Allocation
				fn.Allocation = nil
				errOurs := allocateRegisters(fn)
				if (errAvo == nil) != (errOurs == nil) {
					t.Errorf("%s (%+v): avo's error %v, ours %v", fn.Name, v, errAvo, errOurs)
					continue
				}
				if errAvo != nil {
					continue
				}
				if len(want) == 0 {
					t.Errorf("%s (%+v): nothing allocated", fn.Name, v)
				}
				if !maps.Equal(want, fn.Allocation) {
					n := 0
					for id, p := range want {
						if fn.Allocation[id] != p {
							n++
						}
					}
					t.Errorf("%s (%+v): %d of %d virtual registers differ from avo's allocation", fn.Name, v, n, len(want))
				}
			}
		}
	}
}
