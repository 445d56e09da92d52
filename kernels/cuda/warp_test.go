package cuda

import (
	"math/bits"
	"strings"
	"testing"
)

const full = 0xffffffff

// launchWarp runs body over blocks of the given shape, their threads on goroutines.
func launchWarp(t *testing.T, blocks int, block Dim3, body func(t *Thread)) {
	t.Helper()
	err := Launch(Kernel{Name: "warp", Sync: true}, Dim3{X: blocks}, block, func(th *Thread, _ *struct{}) { body(th) })
	if err != nil {
		t.Fatal(err)
	}
}

func linear(t *Thread) int {
	return t.ThreadIdx.X + t.BlockDim.X*(t.ThreadIdx.Y+t.BlockDim.Y*t.ThreadIdx.Z)
}

// TestShflDownReduce sums each warp with shfl_down_sync: full warps, and a last warp of 8 lanes
// whose lanes past the block read their own value.
func TestShflDownReduce(t *testing.T) {
	for _, n := range []int{32, 64, 40, 100} {
		out := make([]int64, 2*n)
		launchWarp(t, 2, Dim3{X: n}, func(th *Thread) {
			v := int64(linear(th))
			for d := int32(16); d > 0; d /= 2 {
				v += ShflDownSync(th, full, v, d)
			}
			out[th.BlockIdx.X*n+linear(th)] = v
		})
		for w := 0; w*32 < n; w++ {
			lanes := min(32, n-32*w)
			// The reference: the same steps over the warp's values, reading the own value
			// past the last lane.
			vals := make([]int64, 32)
			for l := range lanes {
				vals[l] = int64(32*w + l)
			}
			for d := 16; d > 0; d /= 2 {
				next := append([]int64(nil), vals...)
				for l := range lanes {
					src := l
					if l+d < lanes {
						src = l + d
					}
					next[l] = vals[l] + vals[src]
				}
				vals = next
			}
			for b := range 2 {
				for l := range lanes {
					if got := out[b*n+32*w+l]; got != vals[l] {
						t.Fatalf("block of %d, warp %d, lane %d: %d, want %d", n, w, l, got, vals[l])
					}
				}
			}
			if lanes == 32 && vals[0] != int64(32*w*32+496) {
				t.Fatalf("full warp sum %d", vals[0])
			}
		}
	}
}

// TestShflModes checks shfl_sync, shfl_up_sync and shfl_xor_sync on every value type, the
// low five bits of the lane, and a 2-d block whose warps cut across rows.
func TestShflModes(t *testing.T) {
	block := Dim3{X: 5, Y: 7} // 35 threads: a warp of 32 and one of 3
	n := 35
	idx, up, xor := make([]float64, n), make([]int32, n), make([]float32, n)
	wide := make([]int64, n)
	launchWarp(t, 2, block, func(th *Thread) {
		id := linear(th)
		if th.BlockIdx.X != 0 {
			return
		}
		idx[id] = ShflSync(th, full, float64(id)+0.5, 33) // lane 1
		up[id] = ShflUpSync(th, full, int32(id), 3)
		xor[id] = ShflXorSync(th, full, float32(id), 1)
		wide[id] = ShflSync(th, full, int64(id)<<40, int32(id%32+1))
	})
	for id := range n {
		w, l := id/32, id%32
		lanes := min(32, n-32*w)
		if want := float64(32*w+1) + 0.5; idx[id] != want {
			t.Errorf("shfl_sync thread %d: %v, want %v", id, idx[id], want)
		}
		wantUp := int32(id)
		if l >= 3 {
			wantUp = int32(id - 3)
		}
		if up[id] != wantUp {
			t.Errorf("shfl_up_sync thread %d: %v, want %v", id, up[id], wantUp)
		}
		wantXor := float32(id)
		if l^1 < lanes {
			wantXor = float32(32*w + l ^ 1)
		}
		if xor[id] != wantXor {
			t.Errorf("shfl_xor_sync thread %d: %v, want %v", id, xor[id], wantXor)
		}
		wantWide := int64(id) << 40
		if src := (l + 1) % 32; src < lanes {
			wantWide = int64(32*w+src) << 40
		}
		if wide[id] != wantWide {
			t.Errorf("shfl_sync int64 thread %d: %#x, want %#x", id, wide[id], wantWide)
		}
	}
}

// TestVotes checks ballot, all, any and eq over lanes some of which returned first, in a block
// of 50 threads.
func TestVotes(t *testing.T) {
	n := 50
	ballot := make([]int32, n)
	all, anyv, eq := make([]bool, n), make([]bool, n), make([]bool, n)
	launchWarp(t, 2, Dim3{X: n}, func(th *Thread) {
		id := linear(th)
		if th.BlockIdx.X != 0 || id%7 == 6 {
			return // these lanes no longer take part
		}
		ballot[id] = th.BallotSync(full, id%3 == 0)
		all[id] = th.AllSync(full, id < 40)
		anyv[id] = th.AnySync(full, id == 45)
		eq[id] = th.EqSync(full, id >= 32)
	})
	for id := range n {
		if id%7 == 6 {
			continue
		}
		w := id / 32
		var want uint32
		for j := 32 * w; j < min(n, 32*w+32); j++ {
			if j%7 != 6 && j%3 == 0 {
				want |= 1 << (j % 32)
			}
		}
		if uint32(ballot[id]) != want {
			t.Errorf("ballot thread %d: %#x, want %#x", id, uint32(ballot[id]), want)
		}
		if all[id] != (w == 0) || anyv[id] != (w == 1) || !eq[id] {
			t.Errorf("votes thread %d: all %v any %v eq %v", id, all[id], anyv[id], eq[id])
		}
	}
}

// TestMasks checks that the two halves of a warp meet separately under their own masks, and
// that syncwarp, activemask and lanemask_lt see the warp's lanes.
func TestMasks(t *testing.T) {
	n := 40
	got := make([]int32, n)
	active, lt := make([]uint32, n), make([]uint32, n)
	launchWarp(t, 1, Dim3{X: n}, func(th *Thread) {
		id := linear(th)
		th.SyncWarp(full)
		mask := uint32(0x0000ffff)
		if id%32 >= 16 {
			mask = 0xffff0000
		}
		got[id] = th.BallotSync(mask, true)
		active[id], lt[id] = th.ActiveMask(), th.LanemaskLt()
	})
	for id := range n {
		l := id % 32
		var want uint32 = 0x0000ffff
		if l >= 16 {
			want = 0xffff0000
		}
		if id >= 32 {
			want &= 0xff // the last warp has 8 lanes
		}
		if uint32(got[id]) != want {
			t.Errorf("half-warp ballot thread %d: %#x, want %#x", id, uint32(got[id]), want)
		}
		wantActive := uint32(full)
		if id >= 32 {
			wantActive = 0xff
		}
		if active[id] != wantActive || lt[id] != 1<<l-1 || bits.OnesCount32(lt[id]) != l {
			t.Errorf("thread %d: activemask %#x lanemask_lt %#x", id, active[id], lt[id])
		}
	}
}

// TestMatch checks match_any_sync and match_all_sync on float bits.
func TestMatch(t *testing.T) {
	n := 32
	anyv := make([]int32, n)
	allm := make([]int32, n)
	allp := make([]bool, n)
	same := make([]bool, n)
	launchWarp(t, 1, Dim3{X: n}, func(th *Thread) {
		id := linear(th)
		anyv[id] = MatchAnySync(th, full, float64(id%4))
		allm[id], allp[id] = MatchAllSync(th, full, int32(id%2))
		_, same[id] = MatchAllSync(th, full, float32(7))
	})
	for id := range n {
		want := uint32(0x11111111) << (id % 4)
		if uint32(anyv[id]) != want || allm[id] != 0 || allp[id] || !same[id] {
			t.Errorf("thread %d: match_any %#x (want %#x), match_all %d %v, %v", id, uint32(anyv[id]), want, allm[id], allp[id], same[id])
		}
	}
}

// TestWarpFaults checks that a lane outside its own mask, and a fault in a lane while the
// others wait in a shuffle, are errors rather than hangs.
func TestWarpFaults(t *testing.T) {
	err := Launch(Kernel{Name: "k", Sync: true}, Dim3{X: 1}, Dim3{X: 32}, func(th *Thread, _ *struct{}) {
		th.BallotSync(1, true)
	})
	if err == nil || !strings.Contains(err.Error(), "leaves out the calling lane") {
		t.Errorf("lane outside the mask: %v", err)
	}
	var a [4]int
	err = Launch(Kernel{Name: "k", Sync: true}, Dim3{X: 3}, Dim3{X: 64}, func(th *Thread, _ *struct{}) {
		if linear(th) == 37 {
			_ = a[linear(th)] // index out of range
		}
		ShflDownSync(th, full, 1.0, 1)
	})
	if err == nil || !strings.Contains(err.Error(), "index out of range") {
		t.Errorf("fault during a shuffle: %v", err)
	}
}
