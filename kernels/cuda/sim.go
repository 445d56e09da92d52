// Package cuda is the host side of pygo's @cuda.jit kernels. With the cuda build tag a launch
// compiles the kernel's CUDA C with NVRTC for the GPU present and runs it there (gpu.go; such a
// binary cannot start without a GPU, as gorgonia.org/cu exits at init). Without the tag (the
// default, and the only choice on machines without a GPU) a launch runs the kernel on the CPU,
// with the semantics of Numba's CUDA simulator at native speed: blocks run in parallel on
// goroutines; within a block the threads run one after another, or, when the kernel calls
// cuda.syncthreads or a warp intrinsic, one goroutine each meeting at a reusable barrier and in
// their warps (warp.go); every block has its own shared memory; atomics use sync/atomic.
//
// Generated code calls Launch through a typed function per kernel specialization:
//
//	err := mypkg.AddLaunch(cuda.Dim3{X: 4}, cuda.Dim3{X: 256}, a, b, out) // add[4, 256](a, b, out)
//
// and, for arrays that stay on the device across launches (device.go), through its form for
// device arrays and a stream:
//
//	dA, err := cuda.ToDevice(kernels.FromSlice(a), stream)                    // cuda.to_device(a, stream=stream)
//	err = mypkg.AddLaunchDevice(cuda.Dim3{X: 4}, cuda.Dim3{X: 256}, stream, dA, dB, dOut) // add[4, 256, stream](...)
package cuda

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"sync"
	"sync/atomic"
	"unsafe"

	"github.com/pygo-lang/pygo/kernels"
)

// Dim3 is a launch dimension, CUDA's dim3. A zero field means 1, so Dim3{X: 256} is a
// one-dimensional configuration.
type Dim3 struct{ X, Y, Z int }

func (d Dim3) norm() Dim3 {
	if d.X == 0 {
		d.X = 1
	}
	if d.Y == 0 {
		d.Y = 1
	}
	if d.Z == 0 {
		d.Z = 1
	}
	return d
}

func (d Dim3) String() string { return fmt.Sprintf("(%d, %d, %d)", d.X, d.Y, d.Z) }

// Kernel describes a kernel specialization for Launch.
type Kernel struct {
	Name string // the Python name, for errors
	// Sync is true when the kernel calls cuda.syncthreads or a warp intrinsic: its threads then
	// run concurrently.
	Sync bool
	// SharedBytes is the static shared memory of one block, DevSharedBytes the part of it that
	// holds the shared arrays of the device functions the kernel calls (BlockShared).
	SharedBytes, DevSharedBytes int
	// DynSharedBytes is the dynamic shared memory of one block, the launch's
	// kernel[grid, block, stream, sharedmem]: every cuda.shared.array(0, dtype) of the kernel
	// views it (DynShared).
	DynSharedBytes int
	// Source is the CUDA C of the kernel's module, Func the kernel's name in it and Args its
	// arguments: the GPU path (build tag cuda) compiles Source with NVRTC and launches Func.
	Source, Func string
	Args         []Arg
	// Stream is the launch's stream, kernel[grid, block, stream]; nil is the default stream.
	Stream *Stream
}

// Limits of CUDA devices of compute capability 3.0 and later.
const (
	MaxThreadsPerBlock = 1024
	MaxSharedPerBlock  = 48 * 1024
)

// ErrLaunch is wrapped by launch configuration errors.
var ErrLaunch = errors.New("cuda: bad launch configuration")

// Check validates a launch configuration as the CUDA driver does.
func Check(k Kernel, grid, block Dim3) error {
	g, b := grid.norm(), block.norm()
	switch {
	case g.X < 0 || g.Y < 0 || g.Z < 0 || b.X < 0 || b.Y < 0 || b.Z < 0:
		return fmt.Errorf("%w: kernel %s: negative dimension in grid %v or block %v", ErrLaunch, k.Name, g, b)
	case b.X > 1024 || b.Y > 1024 || b.Z > 64:
		return fmt.Errorf("%w: kernel %s: block %v exceeds (1024, 1024, 64)", ErrLaunch, k.Name, b)
	case b.X*b.Y*b.Z > MaxThreadsPerBlock:
		return fmt.Errorf("%w: kernel %s: %d threads per block, over the limit of %d", ErrLaunch, k.Name, b.X*b.Y*b.Z, MaxThreadsPerBlock)
	case g.X > math.MaxInt32 || g.Y > 65535 || g.Z > 65535:
		return fmt.Errorf("%w: kernel %s: grid %v exceeds (2147483647, 65535, 65535)", ErrLaunch, k.Name, g)
	case k.DynSharedBytes < 0:
		return fmt.Errorf("%w: kernel %s: negative dynamic shared memory (%d bytes)", ErrLaunch, k.Name, k.DynSharedBytes)
	case k.SharedBytes+k.DynSharedBytes > MaxSharedPerBlock:
		return fmt.Errorf("%w: kernel %s: %d bytes of shared memory per block, over the limit of %d", ErrLaunch, k.Name, k.SharedBytes+k.DynSharedBytes, MaxSharedPerBlock)
	}
	return nil
}

// Thread is the context of one CUDA thread: its indices and the launch dimensions.
type Thread struct {
	ThreadIdx, BlockIdx, BlockDim, GridDim Dim3
	bar                                    *barrier
	warp                                   *warp    // the thread's warp when its threads run on goroutines
	lane                                   int      // the thread's lane: its linear index in the block % 32
	dyn                                    []uint64 // the block's dynamic shared memory
	dynBytes                               int
	blk                                    []uint64 // the block's shared arrays of device functions
}

// BlockShared is the memory of a static shared array declared in a device function: n
// elements at byte offset off of the block's area for them (the compiler lays it out). Every
// thread of the block, through any call, gets the same elements.
func BlockShared[T kernels.Elem](t *Thread, off, n int) []T {
	if n == 0 {
		return nil
	}
	return unsafe.Slice((*T)(unsafe.Add(unsafe.Pointer(&t.blk[0]), off)), n)
}

// DynShared is cuda.shared.array(0, dtype): a view of the block's dynamic shared memory as
// elements of T, as many whole ones as fit. Every such array of a block starts at the same
// address, as in CUDA (the memory is 8-byte aligned).
func DynShared[T kernels.Elem](t *Thread) kernels.Array[T, [1]int] {
	var zero T
	n := t.dynBytes / int(unsafe.Sizeof(zero))
	var data []T
	if n > 0 {
		data = unsafe.Slice((*T)(unsafe.Pointer(&t.dyn[0])), n)
	}
	return kernels.Array[T, [1]int]{Data: data, Shape: [1]int{n}, Strides: [1]int{1}}
}

// Grid1 is cuda.grid(1).
func (t *Thread) Grid1() int { return t.BlockIdx.X*t.BlockDim.X + t.ThreadIdx.X }

// Grid2 is cuda.grid(2).
func (t *Thread) Grid2() (int, int) {
	return t.BlockIdx.X*t.BlockDim.X + t.ThreadIdx.X, t.BlockIdx.Y*t.BlockDim.Y + t.ThreadIdx.Y
}

// Grid3 is cuda.grid(3).
func (t *Thread) Grid3() (int, int, int) {
	return t.BlockIdx.X*t.BlockDim.X + t.ThreadIdx.X, t.BlockIdx.Y*t.BlockDim.Y + t.ThreadIdx.Y,
		t.BlockIdx.Z*t.BlockDim.Z + t.ThreadIdx.Z
}

// GridSize1 is cuda.gridsize(1).
func (t *Thread) GridSize1() int { return t.GridDim.X * t.BlockDim.X }

// GridSize2 is cuda.gridsize(2).
func (t *Thread) GridSize2() (int, int) {
	return t.GridDim.X * t.BlockDim.X, t.GridDim.Y * t.BlockDim.Y
}

// GridSize3 is cuda.gridsize(3).
func (t *Thread) GridSize3() (int, int, int) {
	return t.GridDim.X * t.BlockDim.X, t.GridDim.Y * t.BlockDim.Y, t.GridDim.Z * t.BlockDim.Z
}

// SyncThreads is cuda.syncthreads: it waits until every running thread of the block has
// reached it. Threads that have returned no longer count.
func (t *Thread) SyncThreads() {
	if t.bar != nil {
		t.bar.wait()
	}
}

// SyncThreadsCount is cuda.syncthreads_count: cuda.syncthreads that returns how many of the
// block's threads passed a nonzero predicate.
func (t *Thread) SyncThreadsCount(pred bool) int32 {
	count, _ := t.syncCount(pred)
	return int32(count)
}

// SyncThreadsAnd is cuda.syncthreads_and: 1 when every thread's predicate is nonzero, else 0.
func (t *Thread) SyncThreadsAnd(pred bool) int32 {
	count, met := t.syncCount(pred)
	return boolInt32(count == met)
}

// SyncThreadsOr is cuda.syncthreads_or: 1 when some thread's predicate is nonzero, else 0.
func (t *Thread) SyncThreadsOr(pred bool) int32 {
	count, _ := t.syncCount(pred)
	return boolInt32(count > 0)
}

func (t *Thread) syncCount(pred bool) (int, int) {
	if t.bar == nil {
		return boolInt(pred), 1
	}
	return t.bar.waitCount(pred)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func boolInt32(b bool) int32 { return int32(boolInt(b)) }

// ThreadFence is cuda.threadfence. Go's atomics and the barrier already order memory.
func (t *Thread) ThreadFence() {}

// barrier is a reusable barrier for the threads of one block.
type barrier struct {
	mu      sync.Mutex
	cond    sync.Cond
	n       int // threads still running
	arrived int
	gen     uint64
	broken  bool // a thread panicked: the others abort
	// count is how many threads arrived with a true predicate (syncthreads_count); result and
	// met are count and arrived when the barrier last opened.
	count, result, met int
}

type abort struct{}

func newBarrier(n int) *barrier {
	b := &barrier{n: n}
	b.cond.L = &b.mu
	return b
}

func (b *barrier) wait() { b.waitCount(false) }

// waitCount waits at the barrier, counting pred: it returns how many of the threads that met
// there passed true, and how many met.
func (b *barrier) waitCount(pred bool) (count, met int) {
	b.mu.Lock()
	if b.broken {
		b.mu.Unlock()
		panic(abort{})
	}
	if pred {
		b.count++
	}
	b.arrived++
	if b.arrived >= b.n {
		b.open()
		count, met = b.result, b.met
		b.mu.Unlock()
		return count, met
	}
	g := b.gen
	for g == b.gen && !b.broken {
		b.cond.Wait()
	}
	// The next opening needs this thread too, so the result is still this opening's.
	broken := b.broken
	count, met = b.result, b.met
	b.mu.Unlock()
	if broken {
		panic(abort{})
	}
	return count, met
}

// open releases the threads waiting at the barrier; b.mu is held.
func (b *barrier) open() {
	b.result, b.met = b.count, b.arrived
	b.count, b.arrived = 0, 0
	b.gen++
	b.cond.Broadcast()
}

// leave removes a finished thread; a barrier its peers wait at opens when they are all there.
func (b *barrier) leave(failed bool) {
	b.mu.Lock()
	b.n--
	if failed {
		b.broken = true
		b.cond.Broadcast()
	} else if b.arrived > 0 && b.arrived >= b.n {
		b.open()
	}
	b.mu.Unlock()
}

// Launch runs body for every thread of grid × block: kernel[grid, block](args). S is the
// kernel's shared memory, allocated zeroed once per block (a struct of arrays; struct{} when
// there is none). A panic in a thread (an index out of range) stops the launch and is returned
// as an error naming the thread.
func Launch[S any](k Kernel, grid, block Dim3, body func(t *Thread, shared *S)) error {
	if err := Check(k, grid, block); err != nil {
		return err
	}
	for _, a := range k.Args {
		if a.err != nil {
			return fmt.Errorf("cuda: kernel %s: %w", k.Name, a.err)
		}
	}
	g, b := grid.norm(), block.norm()
	nblocks := g.X * g.Y * g.Z
	if nblocks == 0 || b.X*b.Y*b.Z == 0 {
		return nil
	}
	if gpuLaunch != nil {
		if ok, err := gpuLaunch(k, g, b); ok {
			return err
		}
	}
	workers := min(runtime.GOMAXPROCS(0), nblocks)
	var next atomic.Int64
	var failed atomic.Bool
	var errMu sync.Mutex
	var firstErr error
	fail := func(err error) {
		errMu.Lock()
		if firstErr == nil {
			firstErr = err
		}
		errMu.Unlock()
		failed.Store(true)
	}
	run := func() {
		sh := new(S)
		dyn := make([]uint64, (k.DynSharedBytes+7)/8)
		blk := make([]uint64, (k.DevSharedBytes+7)/8)
		var zero S
		for !failed.Load() {
			i := int(next.Add(1) - 1)
			if i >= nblocks {
				return
			}
			*sh = zero
			clear(dyn)
			clear(blk)
			bi := Dim3{X: i % g.X, Y: i / g.X % g.Y, Z: i / (g.X * g.Y)}
			proto := Thread{BlockIdx: bi, BlockDim: b, GridDim: g, dyn: dyn, dynBytes: k.DynSharedBytes, blk: blk}
			if k.Sync {
				runSync(k, proto, sh, body, fail)
			} else {
				runSeq(k, proto, sh, body, fail)
			}
		}
	}
	if workers == 1 {
		run()
		return firstErr
	}
	var wg sync.WaitGroup
	wg.Add(workers)
	for w := 0; w < workers; w++ {
		go func() {
			defer wg.Done()
			run()
		}()
	}
	wg.Wait()
	return firstErr
}

func threadError(k Kernel, t *Thread, r any) error {
	return fmt.Errorf("cuda: kernel %s, block %v, thread %v: %v", k.Name, t.BlockIdx, t.ThreadIdx, r)
}

// runSeq runs the threads of a block one after another; proto is the block's thread context,
// without a thread index.
func runSeq[S any](k Kernel, proto Thread, sh *S, body func(*Thread, *S), fail func(error)) {
	t := &proto
	b := proto.BlockDim
	defer func() {
		if r := recover(); r != nil {
			fail(threadError(k, t, r))
		}
	}()
	for z := 0; z < b.Z; z++ {
		for y := 0; y < b.Y; y++ {
			for x := 0; x < b.X; x++ {
				t.ThreadIdx = Dim3{x, y, z}
				t.lane = (x + b.X*(y+b.Y*z)) % 32
				body(t, sh)
			}
		}
	}
}

// runSync runs the threads of a block on one goroutine each, sharing a barrier.
func runSync[S any](k Kernel, proto Thread, sh *S, body func(*Thread, *S), fail func(error)) {
	b := proto.BlockDim
	n := b.X * b.Y * b.Z
	bar := newBarrier(n)
	warps := newWarps(n)
	var wg sync.WaitGroup
	wg.Add(n)
	for z := 0; z < b.Z; z++ {
		for y := 0; y < b.Y; y++ {
			for x := 0; x < b.X; x++ {
				t := new(Thread)
				*t = proto
				id := x + b.X*(y+b.Y*z)
				t.ThreadIdx, t.bar = Dim3{x, y, z}, bar
				t.warp, t.lane = warps[id/32], id%32
				go func() {
					defer wg.Done()
					ok := false
					defer func() {
						if r := recover(); r != nil {
							if _, aborted := r.(abort); !aborted {
								fail(threadError(k, t, r))
							}
						}
						bar.leave(!ok)
						t.warp.leave(t.lane, !ok)
					}()
					body(t, sh)
					ok = true
				}()
			}
		}
	}
	wg.Wait()
}

// Atomic is the element types of the atomic operations.
type Atomic interface {
	~int32 | ~int64 | ~uint32 | ~uint64 | ~float32 | ~float64
}

// AtomicAdd is cuda.atomic.add: it adds v to *p and returns the old value.
func AtomicAdd[T Atomic](p *T, v T) T {
	switch p := any(p).(type) {
	case *int64:
		return T(atomic.AddInt64(p, int64(v)) - int64(v))
	case *int32:
		return T(atomic.AddInt32(p, int32(v)) - int32(v))
	case *uint64:
		return T(atomic.AddUint64(p, uint64(v)) - uint64(v))
	case *uint32:
		return T(atomic.AddUint32(p, uint32(v)) - uint32(v))
	}
	return casLoop(p, func(old T) T { return old + v })
}

// AtomicSub is cuda.atomic.sub.
func AtomicSub[T Atomic](p *T, v T) T {
	return casLoop(p, func(old T) T { return old - v })
}

// AtomicMax is cuda.atomic.max: it stores the larger of *p and v and returns the old value.
func AtomicMax[T Atomic](p *T, v T) T {
	return casLoop(p, func(old T) T {
		if v > old || old != old {
			return v
		}
		return old
	})
}

// AtomicMin is cuda.atomic.min.
func AtomicMin[T Atomic](p *T, v T) T {
	return casLoop(p, func(old T) T {
		if v < old || old != old {
			return v
		}
		return old
	})
}

// casLoop replaces *p by f(*p) atomically and returns the old value.
func casLoop[T Atomic](p *T, f func(T) T) T {
	switch unsafe.Sizeof(*p) {
	case 8:
		u := (*uint64)(unsafe.Pointer(p))
		for {
			ob := atomic.LoadUint64(u)
			old := *(*T)(unsafe.Pointer(&ob))
			nv := f(old)
			if atomic.CompareAndSwapUint64(u, ob, *(*uint64)(unsafe.Pointer(&nv))) {
				return old
			}
		}
	default:
		u := (*uint32)(unsafe.Pointer(p))
		for {
			ob := atomic.LoadUint32(u)
			old := *(*T)(unsafe.Pointer(&ob))
			nv := f(old)
			if atomic.CompareAndSwapUint32(u, ob, *(*uint32)(unsafe.Pointer(&nv))) {
				return old
			}
		}
	}
}

// Integer is the integer types of kernel arithmetic.
type Integer interface {
	~int8 | ~int16 | ~int32 | ~int64 | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// Real is the number types of kernel arithmetic.
type Real interface {
	Integer | ~float32 | ~float64
}

// Ix wraps a negative index around, as Numba's array indexing does.
func Ix(i, n int) int {
	if i < 0 {
		return i + n
	}
	return i
}

// B2I converts a bool to a number.
func B2I[T Real](b bool) T {
	if b {
		return 1
	}
	return 0
}

// FloorDiv is Python's a // b on integers. Division by zero gives 0, as on a GPU.
func FloorDiv[T Integer](a, b T) T {
	if b == 0 {
		return 0
	}
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

// Mod is Python's a % b on integers: the result has the sign of b. A zero b gives 0.
func Mod[T Integer](a, b T) T {
	if b == 0 {
		return 0
	}
	r := a % b
	if r != 0 && ((r < 0) != (b < 0)) {
		r += b
	}
	return r
}

// FloorDivFloat is Python's a // b on floats.
func FloorDivFloat[T ~float32 | ~float64](a, b T) T {
	return T(math.Floor(float64(a) / float64(b)))
}

// ModFloat is Python's a % b on floats: the result has the sign of b.
func ModFloat[T ~float32 | ~float64](a, b T) T {
	r := T(math.Mod(float64(a), float64(b)))
	if r != 0 && ((r < 0) != (b < 0)) {
		r += b
	} else if r == 0 {
		r = T(math.Copysign(0, float64(b)))
	}
	return r
}

// Abs is abs on integers.
func Abs[T Integer](x T) T {
	if x < 0 {
		return -x
	}
	return x
}

// Min is Python's min: the first of the smallest arguments.
func Min[T Real](x T, ys ...T) T {
	for _, y := range ys {
		if y < x {
			x = y
		}
	}
	return x
}

// Max is Python's max: the first of the largest arguments.
func Max[T Real](x T, ys ...T) T {
	for _, y := range ys {
		if y > x {
			x = y
		}
	}
	return x
}

// IsFinite is math.isfinite.
func IsFinite(x float64) bool { return !math.IsInf(x, 0) && !math.IsNaN(x) }

// Lgamma is math.lgamma.
func Lgamma(x float64) float64 {
	v, _ := math.Lgamma(x)
	return v
}
