package kernels

import (
	"math"
	"testing"
)

func TestBlockRangeCoversEveryIteration(t *testing.T) {
	for _, n := range []int{1, 2, 7, 255, 256, 257, 1000, 12345} {
		next := 0
		for b := range Blocks(n) {
			lo, hi := BlockRange(n, b)
			if lo != next || hi <= lo {
				t.Fatalf("n=%d block %d = [%d, %d), want to start at %d", n, b, lo, hi, next)
			}
			next = hi
		}
		if next != n {
			t.Fatalf("n=%d: blocks end at %d", n, next)
		}
	}
	if Blocks(0) != 0 || Blocks(-3) != 0 {
		t.Fatal("an empty loop has blocks")
	}
}

// blockSum sums f(i) over n iterations in parallel, combining per-block partials in order.
func blockSum(n int, f func(int) float64) float64 {
	parts := make([]float64, Blocks(n))
	ParallelFor(n, func(b, lo, hi, _ int) {
		s := 0.0
		for i := lo; i < hi; i++ {
			s += f(i)
		}
		parts[b] = s
	})
	s := 0.0
	for _, p := range parts {
		s += p
	}
	return s
}

func TestFloatReductionIsTheSameForAnyThreadCount(t *testing.T) {
	defer SetNumThreads(NumThreads())
	f := func(i int) float64 { return math.Sin(float64(i)) * 1e-3 }
	var want float64
	for k, threads := range []int{1, 2, 7} {
		SetNumThreads(threads)
		for run := 0; run < 3; run++ {
			got := blockSum(100003, f)
			if k == 0 && run == 0 {
				want = got
			} else if math.Float64bits(got) != math.Float64bits(want) {
				t.Fatalf("%d threads, run %d: %v, want %v bit for bit", threads, run, got, want)
			}
		}
	}
}

func TestIntegerReductionEqualsSerial(t *testing.T) {
	defer SetNumThreads(NumThreads())
	SetNumThreads(7)
	n := 5000
	parts := make([]int64, Blocks(n))
	ParallelFor(n, func(b, lo, hi, _ int) {
		for i := lo; i < hi; i++ {
			parts[b] += int64(i * i)
		}
	})
	var got, want int64
	for _, p := range parts {
		got += p
	}
	for i := range n {
		want += int64(i * i)
	}
	if got != want {
		t.Fatalf("got %d, want %d", got, want)
	}
}

func TestPanicInWorkerReachesCaller(t *testing.T) {
	defer SetNumThreads(NumThreads())
	SetNumThreads(2)
	defer func() {
		r := recover()
		e, ok := r.(*ValueError)
		if !ok || e.Msg != "bad block" {
			t.Fatalf("recovered %v, want the worker's ValueError", r)
		}
		// The pool still works after a panic.
		if s := blockSum(10, func(i int) float64 { return 1 }); s != 10 {
			t.Fatalf("after a panic, sum = %v", s)
		}
	}()
	ParallelFor(100, func(b, lo, hi, _ int) {
		if b == 77 {
			panic(&ValueError{Msg: "bad block"})
		}
	})
	t.Fatal("no panic")
}

func TestNestedLoopRunsSerially(t *testing.T) {
	defer SetNumThreads(NumThreads())
	SetNumThreads(2)
	out := make([]int, 16*16)
	ParallelFor(16, func(_, lo, hi, _ int) {
		for i := lo; i < hi; i++ {
			ParallelFor(16, func(_, lo2, hi2, w int) {
				if w != 0 {
					panic("inner loop ran on another worker")
				}
				for j := lo2; j < hi2; j++ {
					out[i*16+j] = i + j
				}
			})
		}
	})
	for i := range 16 {
		for j := range 16 {
			if out[i*16+j] != i+j {
				t.Fatalf("out[%d][%d] = %d", i, j, out[i*16+j])
			}
		}
	}
}

func TestSetNumThreadsRejectsZero(t *testing.T) {
	defer func() {
		if _, ok := recover().(*ValueError); !ok {
			t.Fatal("SetNumThreads(0) did not panic with a ValueError")
		}
	}()
	SetNumThreads(0)
}

func BenchmarkEmptyPrange8(b *testing.B) {
	for b.Loop() {
		ParallelFor(8, func(_, _, _, _ int) {})
	}
}
