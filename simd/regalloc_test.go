package simd

import (
	"maps"
	"testing"

	"github.com/mmcloughlin/avo/build"
	"github.com/mmcloughlin/avo/pass"
)

// avoCompareMaxNodes bounds the functions TestAllocateLikeAvo compares: avo's allocator takes
// time quadratic in a function's length (65 s for the 5000-node AVX2 erf sum, 23 s for a
// 3600-node vector-math mix, against 0.3 s for allocateRegisters), and it was most of the
// simd tests' time in CI. A longer function repeats the shapes the shorter ones already
// compare (the same vector-math bodies, unrolled or summed), and every variant of it is still
// assembled and run against Eval by TestDifferential, bit for bit.
const avoCompareMaxNodes = 1500

// TestAllocateLikeAvo checks that allocateRegisters gives avo's allocation, register for
// register, on every test loop, ISA and lowering variant (both fail alike where the registers
// run out).
func TestAllocateLikeAvo(t *testing.T) {
	compared := 0
	for _, tl := range testLoops() {
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
				if len(fn.Nodes) > avoCompareMaxNodes {
					continue
				}
				compared++
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
	if compared == 0 {
		t.Fatal("no function compared")
	}
	t.Logf("%d functions compared with avo's allocation", compared)
}
