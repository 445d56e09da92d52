package cuda

import (
	"fmt"
	"sync"
	"unsafe"
)

// The warp-level intrinsics of Numba's cuda module (syncwarp, all_sync, any_sync, eq_sync,
// ballot_sync, shfl_sync, shfl_up_sync, shfl_down_sync, shfl_xor_sync, match_any_sync,
// match_all_sync, activemask, lanemask_lt) on the CPU twin.
//
// A warp is 32 consecutive threads of a block by linear thread id (x + y·X + z·X·Y); the last
// warp of a block whose size is not a multiple of 32 has fewer lanes. A kernel that uses a warp
// intrinsic runs its threads on goroutines, as with cuda.syncthreads. Each intrinsic is a
// rendezvous of the lanes its mask names: it waits until every lane of the mask that is still
// running (lanes past the end of the block and lanes that have returned no longer take part) has
// called an intrinsic with the same mask, then hands each the values of those that met. The
// lanes that met are the participants: a vote or a ballot counts only them, and a shuffle or a
// match reads only them; a shuffle whose source lane is out of range (as the PTX instruction
// computes it: the low five bits of the lane or delta) or did not take part returns the calling
// lane's own value. A lane must be in the mask it passes (the GPU leaves it undefined otherwise;
// here it is a fault of the thread).

// Shfl is the value types of the shuffles and matches: Numba's int32, int64, float32 and float64.
type Shfl interface {
	~int32 | ~int64 | ~float32 | ~float64
}

// warp is the rendezvous of the lanes of one warp.
type warp struct {
	mu     sync.Mutex
	cond   sync.Cond
	all    uint32 // the lanes the block has in this warp
	live   uint32 // those still running
	broken bool   // a thread of the block failed: the others abort
	groups map[uint32]*warpGroup
}

// warpGroup is one meeting of the lanes of a mask; it is immutable once done.
type warpGroup struct {
	mask    uint32
	arrived uint32
	vals    [32]uint64 // each arrived lane's value, as bits
	done    bool
}

// newWarps returns the warps of a block of n threads.
func newWarps(n int) []*warp {
	ws := make([]*warp, (n+31)/32)
	for i := range ws {
		lanes := min(32, n-32*i)
		w := &warp{all: uint32(uint64(1)<<lanes - 1), groups: map[uint32]*warpGroup{}}
		w.live = w.all
		w.cond.L = &w.mu
		ws[i] = w
	}
	return ws
}

// exchange meets the other lanes of mask with value v; it returns the lanes that met and their
// values by lane.
func (w *warp) exchange(lane int, mask uint32, v uint64) (uint32, *[32]uint64) {
	bit := uint32(1) << lane
	if mask&bit == 0 {
		panic(fmt.Sprintf("warp intrinsic with mask %#08x, which leaves out the calling lane %d", mask, lane))
	}
	w.mu.Lock()
	if w.broken {
		w.mu.Unlock()
		panic(abort{})
	}
	g := w.groups[mask]
	if g == nil {
		g = &warpGroup{mask: mask}
		w.groups[mask] = g
	}
	g.arrived |= bit
	g.vals[lane] = v
	w.tryOpen(g)
	for !g.done && !w.broken {
		w.cond.Wait()
	}
	broken := w.broken && !g.done
	w.mu.Unlock()
	if broken {
		panic(abort{})
	}
	return g.arrived, &g.vals
}

// tryOpen opens g when every running lane of its mask has arrived; w.mu is held.
func (w *warp) tryOpen(g *warpGroup) {
	if g.mask&w.live&^g.arrived != 0 {
		return
	}
	g.done = true
	delete(w.groups, g.mask)
	w.cond.Broadcast()
}

// leave removes a finished lane; the meetings that waited only for it open.
func (w *warp) leave(lane int, failed bool) {
	w.mu.Lock()
	w.live &^= uint32(1) << lane
	if failed {
		w.broken = true
		w.cond.Broadcast()
	} else {
		for _, mask := range sortedMasks(w.groups) {
			w.tryOpen(w.groups[mask])
		}
	}
	w.mu.Unlock()
}

func sortedMasks(groups map[uint32]*warpGroup) []uint32 {
	ms := make([]uint32, 0, len(groups))
	for m := range groups {
		ms = append(ms, m)
	}
	for i := 1; i < len(ms); i++ {
		for j := i; j > 0 && ms[j] < ms[j-1]; j-- {
			ms[j], ms[j-1] = ms[j-1], ms[j]
		}
	}
	return ms
}

// exchange is the calling thread's meeting; a thread without a warp (a kernel that runs its
// threads one after another) meets only itself.
func (t *Thread) exchange(mask uint32, v uint64) (uint32, *[32]uint64) {
	if t.warp == nil {
		var vals [32]uint64
		vals[t.lane] = v
		if mask&(1<<t.lane) == 0 {
			panic(fmt.Sprintf("warp intrinsic with mask %#08x, which leaves out the calling lane %d", mask, t.lane))
		}
		return 1 << t.lane, &vals
	}
	return t.warp.exchange(t.lane, mask, v)
}

// SyncWarp is cuda.syncwarp(mask): the lanes of mask wait for each other.
func (t *Thread) SyncWarp(mask uint32) { t.exchange(mask, 0) }

// votes returns the participants and those whose predicate is true.
func (t *Thread) votes(mask uint32, pred bool) (met, yes uint32) {
	met, vals := t.exchange(mask, uint64(boolInt(pred)))
	for l := range 32 {
		if met&(1<<l) != 0 && vals[l] != 0 {
			yes |= 1 << l
		}
	}
	return met, yes
}

// AllSync is cuda.all_sync: whether every participating lane's predicate is true.
func (t *Thread) AllSync(mask uint32, pred bool) bool {
	met, yes := t.votes(mask, pred)
	return met == yes
}

// AnySync is cuda.any_sync: whether some participating lane's predicate is true.
func (t *Thread) AnySync(mask uint32, pred bool) bool {
	_, yes := t.votes(mask, pred)
	return yes != 0
}

// EqSync is cuda.eq_sync: whether the participating lanes' predicates are all the same.
func (t *Thread) EqSync(mask uint32, pred bool) bool {
	met, yes := t.votes(mask, pred)
	return yes == 0 || yes == met
}

// BallotSync is cuda.ballot_sync: the lanes whose predicate is true, as Numba's int32.
func (t *Thread) BallotSync(mask uint32, pred bool) int32 {
	_, yes := t.votes(mask, pred)
	return int32(yes)
}

// ActiveMask is cuda.activemask: the lanes the block has in the calling thread's warp (the twin
// does not model divergence: every lane of the warp counts as converged).
func (t *Thread) ActiveMask() uint32 {
	if t.warp == nil {
		return 1 << t.lane
	}
	return t.warp.all
}

// LanemaskLt is cuda.lanemask_lt: the lanes below the calling one.
func (t *Thread) LanemaskLt() uint32 { return uint32(1)<<t.lane - 1 }

// Lane is cuda.laneid: the thread's lane in its warp.
func (t *Thread) Lane() int { return t.lane }

func shflBits[T Shfl](v T) uint64 {
	if unsafe.Sizeof(v) == 4 {
		return uint64(*(*uint32)(unsafe.Pointer(&v)))
	}
	return *(*uint64)(unsafe.Pointer(&v))
}

func shflValue[T Shfl](b uint64) T {
	var v T
	if unsafe.Sizeof(v) == 4 {
		u := uint32(b)
		return *(*T)(unsafe.Pointer(&u))
	}
	return *(*T)(unsafe.Pointer(&b))
}

// shfl exchanges v and returns the value of lane src, or v when src is out of range or did not
// take part.
func shfl[T Shfl](t *Thread, mask uint32, v T, src int, ok bool) T {
	met, vals := t.exchange(mask, shflBits(v))
	if !ok || src < 0 || src > 31 || met&(1<<src) == 0 {
		return v
	}
	return shflValue[T](vals[src])
}

// ShflSync is cuda.shfl_sync: the value of lane src (its low five bits).
func ShflSync[T Shfl](t *Thread, mask uint32, v T, src int32) T {
	return shfl(t, mask, v, int(src&31), true)
}

// ShflUpSync is cuda.shfl_up_sync: the value of lane laneid - delta (the low five bits of
// delta), or the own value below lane 0.
func ShflUpSync[T Shfl](t *Thread, mask uint32, v T, delta int32) T {
	return shfl(t, mask, v, t.lane-int(delta&31), true)
}

// ShflDownSync is cuda.shfl_down_sync: the value of lane laneid + delta (the low five bits of
// delta), or the own value past lane 31.
func ShflDownSync[T Shfl](t *Thread, mask uint32, v T, delta int32) T {
	return shfl(t, mask, v, t.lane+int(delta&31), true)
}

// ShflXorSync is cuda.shfl_xor_sync: the value of lane laneid ^ laneMask (its low five bits).
func ShflXorSync[T Shfl](t *Thread, mask uint32, v T, laneMask int32) T {
	return shfl(t, mask, v, t.lane^int(laneMask&31), true)
}

// MatchAnySync is cuda.match_any_sync: the participating lanes whose value has the same bits
// as the calling lane's.
func MatchAnySync[T Shfl](t *Thread, mask uint32, v T) int32 {
	met, vals := t.exchange(mask, shflBits(v))
	var same uint32
	for l := range 32 {
		if met&(1<<l) != 0 && vals[l] == vals[t.lane] {
			same |= 1 << l
		}
	}
	return int32(same)
}

// MatchAllSync is cuda.match_all_sync: the participating lanes and true when all their values
// have the same bits, else 0 and false.
func MatchAllSync[T Shfl](t *Thread, mask uint32, v T) (int32, bool) {
	met, vals := t.exchange(mask, shflBits(v))
	for l := range 32 {
		if met&(1<<l) != 0 && vals[l] != vals[t.lane] {
			return 0, false
		}
	}
	return int32(met), true
}

// Mask is a warp mask argument: Numba's int32 (0xffffffff and -1 are the full warp), as the
// lanes' bits.
func Mask(m int64) uint32 { return uint32(m) }
