package kernels

import (
	"fmt"
	"math"
	"os"
	"runtime"
	"strconv"
	"sync"
	"sync/atomic"
)

// This file runs the iterations of Numba's prange loops on a pool of goroutines.
//
// The iteration space [0, n) is cut into Blocks(n) blocks of consecutive iterations. The cut
// depends only on n, never on the number of threads, and each block's partial results
// (reductions, random streams) belong to the block, not to the worker that happens to run it.
// Combining the partials in block order therefore gives bit-identical results, floats
// included, for any thread count and any run. Blocks are dealt to workers statically: worker w
// runs blocks w, w+T, w+2T, ... for T threads.

// MaxBlocks is the most blocks a loop is cut into.
const MaxBlocks = 256

// Blocks returns the number of blocks the iterations of a prange loop of n iterations are cut
// into: one per iteration up to MaxBlocks.
func Blocks(n int) int {
	if n <= 0 {
		return 0
	}
	return min(n, MaxBlocks)
}

// BlockRange returns the iterations [lo, hi) of block b of n iterations.
func BlockRange(n, b int) (lo, hi int) {
	nb := Blocks(n)
	q, r := n/nb, n%nb
	lo = b*q + min(b, r)
	hi = lo + q
	if b < r {
		hi++
	}
	return lo, hi
}

// pool is the set of worker goroutines, started on first use.
type pool struct {
	mu      sync.Mutex // serializes loops: a loop uses every worker
	threads atomic.Int64
	workers []chan *job
}

// job is one parallel loop as a worker sees it.
type job struct {
	n, threads int
	body       func(b, lo, hi, worker int)
	wg         sync.WaitGroup
	panicked   atomic.Bool
	panicVal   any
	panicOnce  sync.Once
}

var thePool = newPool()

func newPool() *pool {
	p := &pool{}
	p.threads.Store(int64(defaultThreads()))
	return p
}

// defaultThreads is NUMBA_NUM_THREADS when set to a positive integer, else GOMAXPROCS.
func defaultThreads() int {
	if s := os.Getenv("NUMBA_NUM_THREADS"); s != "" {
		if n, err := strconv.Atoi(s); err == nil && n > 0 {
			return n
		}
	}
	return runtime.GOMAXPROCS(0)
}

// SetNumThreads sets the number of threads prange loops use, as numba.set_num_threads.
// It panics with a ValueError for n < 1.
func SetNumThreads(n int) {
	if n < 1 {
		panic(&ValueError{Msg: fmt.Sprintf("number of threads must be at least 1, not %d", n)})
	}
	thePool.threads.Store(int64(n))
}

// NumThreads returns the number of threads prange loops use, as numba.get_num_threads.
func NumThreads() int { return int(thePool.threads.Load()) }

// worker returns the channel of worker w (w >= 1; the calling goroutine is worker 0),
// starting workers as needed.
func (p *pool) worker(w int) chan *job {
	for len(p.workers) < w {
		ch := make(chan *job)
		id := len(p.workers) + 1
		p.workers = append(p.workers, ch)
		go func() {
			for j := range ch {
				j.run(id)
			}
		}()
	}
	return p.workers[w-1]
}

// run executes the blocks of worker w, recording a panic instead of crashing the process.
func (j *job) run(w int) {
	defer j.wg.Done()
	defer func() {
		if r := recover(); r != nil {
			j.panicOnce.Do(func() { j.panicVal = r })
			j.panicked.Store(true)
		}
	}()
	nb := Blocks(j.n)
	for b := w; b < nb; b += j.threads {
		if j.panicked.Load() {
			return
		}
		lo, hi := BlockRange(j.n, b)
		j.body(b, lo, hi, w)
	}
}

// ParallelFor runs body for every block of n iterations, on up to NumThreads goroutines
// including the caller, and returns when all blocks are done. body receives the block index,
// its iterations [lo, hi) and the worker index (0 ≤ worker < NumThreads). A panic in any block
// stops the remaining blocks and is re-raised in the caller. Loops run one at a time: a
// prange nested in another runs serially in the worker that reaches it.
func ParallelFor(n int, body func(b, lo, hi, worker int)) {
	nb := Blocks(n)
	if nb == 0 {
		return
	}
	threads := min(NumThreads(), nb)
	if threads == 1 || !thePool.mu.TryLock() {
		for b := range nb {
			lo, hi := BlockRange(n, b)
			body(b, lo, hi, 0)
		}
		return
	}
	defer thePool.mu.Unlock()
	j := &job{n: n, threads: threads, body: body}
	j.wg.Add(threads)
	for w := 1; w < threads; w++ {
		thePool.worker(w) <- j
	}
	j.run(0)
	j.wg.Wait()
	if j.panicked.Load() {
		panic(j.panicVal)
	}
}

// ThreadID returns the worker index passed to the body of ParallelFor; generated code keeps it
// in a variable, so this only documents the numba.get_thread_id mapping.
func ThreadID(worker int) int64 { return int64(worker) }

// BlockRandom returns the generator of block b of a prange loop: a new MT19937 seeded from
// the block's seed. Seeds are drawn from the function's generator before the loop, one per
// block, so the numbers a loop draws depend only on the seed and the iteration count.
func BlockRandom(seeds []uint32, b int) *Random { return NewRandom(seeds[b]) }

// BlockSeeds draws one seed per block of n iterations from r.
func BlockSeeds(r *Random, n int) []uint32 {
	s := make([]uint32, Blocks(n))
	for i := range s {
		s[i] = r.Uint32()
	}
	return s
}

// MaxValue returns the largest value of T (+Inf for floats): the start of a min reduction.
func MaxValue[T Integer | Float]() T {
	var x T
	switch p := any(&x).(type) {
	case *float32:
		*p = float32(math.Inf(1))
	case *float64:
		*p = math.Inf(1)
	case *int8:
		*p = math.MaxInt8
	case *int16:
		*p = math.MaxInt16
	case *int32:
		*p = math.MaxInt32
	case *int64:
		*p = math.MaxInt64
	case *int:
		*p = math.MaxInt
	case *uint8:
		*p = math.MaxUint8
	case *uint16:
		*p = math.MaxUint16
	case *uint32:
		*p = math.MaxUint32
	case *uint64:
		*p = math.MaxUint64
	case *uint:
		*p = math.MaxUint
	}
	return x
}

// MinValue returns the smallest value of T (-Inf for floats): the start of a max reduction.
func MinValue[T Integer | Float]() T {
	var x T
	switch p := any(&x).(type) {
	case *float32:
		*p = float32(math.Inf(-1))
	case *float64:
		*p = math.Inf(-1)
	case *int8:
		*p = math.MinInt8
	case *int16:
		*p = math.MinInt16
	case *int32:
		*p = math.MinInt32
	case *int64:
		*p = math.MinInt64
	case *int:
		*p = math.MinInt
	}
	return x
}

// AddInto adds src to dst element by element: the combining step of an array reduction.
func AddInto[T Number, D Dims](dst, src Array[T, D]) {
	i := 0
	s := src.Flat()
	dst.Each(func(off int) {
		dst.Data[off] += s[i]
		i++
	})
}

// MulInto multiplies src into dst element by element (dst *= src), for combining the block
// partials of an array product reduction (arr *= x in a prange loop).
func MulInto[T Number, D Dims](dst, src Array[T, D]) {
	i := 0
	s := src.Flat()
	dst.Each(func(off int) {
		dst.Data[off] *= s[i]
		i++
	})
}

// ParallelThreshold is the least number of elements for which ParallelRange uses more than one
// goroutine: below it, starting workers costs more than it saves.
const ParallelThreshold = 1 << 15

// ParallelRange calls body on consecutive ranges [lo, hi) covering [0, n): on one goroutine
// when n is below ParallelThreshold, else split across the pool as ParallelFor does. It runs
// the element loops of array expressions in parallel=True functions, where each element is
// computed independently, so the split cannot change the result.
func ParallelRange(n int, body func(lo, hi int)) {
	if n < ParallelThreshold || NumThreads() == 1 {
		if n > 0 {
			body(0, n)
		}
		return
	}
	ParallelFor(n, func(_, lo, hi, _ int) { body(lo, hi) })
}

// SumParallel is Sum for parallel=True functions: the elements are cut into blocks as a prange
// loop's iterations are, each block summed left to right, and the block sums added in order,
// so the result does not depend on the number of threads (it can differ from Sum in the last
// bits of a float result).
func SumParallel[T Number, D Dims](a Array[T, D]) T {
	n := a.Size()
	if n < ParallelThreshold || !a.IsC() {
		return Sum(a)
	}
	data := a.Data[a.Off : a.Off+n]
	parts := make([]T, Blocks(n))
	ParallelFor(n, func(b, lo, hi, _ int) {
		var s T
		for _, v := range data[lo:hi] {
			s += v
		}
		parts[b] = s
	})
	var s T
	for _, p := range parts {
		s += p
	}
	return s
}
