package kernels

import (
	"errors"
	"iter"
	"runtime"
	"slices"
	"testing"
	"time"
)

// countTo is a generator of 0..n-1 that records whether its body ran to the end or was
// stopped.
func countTo(n int, ended *bool) iter.Seq[int] {
	return func(yield func(int) bool) {
		defer func() { *ended = true }()
		for i := range n {
			if !yield(i) {
				return
			}
		}
	}
}

func TestIterPullResumes(t *testing.T) {
	var ended bool
	it := Pull(countTo(5, &ended))
	if got := it.Next(); got != 0 {
		t.Fatalf("Next = %d, want 0", got)
	}
	var head []int
	for v := range it.All() {
		head = append(head, v)
		if v == 2 {
			break
		}
	}
	if !slices.Equal(head, []int{1, 2}) {
		t.Fatalf("loop took %v, want [1 2]", head)
	}
	if rest := it.Collect(); !slices.Equal(rest, []int{3, 4}) {
		t.Fatalf("Collect = %v, want [3 4]", rest)
	}
	if !ended {
		t.Fatal("generator body did not end after its last value")
	}
	if got := it.NextOr(-1); got != -1 {
		t.Fatalf("NextOr on an exhausted iterator = %d, want -1", got)
	}
	var stop *StopIteration
	func() {
		defer func() {
			err, _ := recover().(error)
			if !errors.As(err, &stop) {
				t.Errorf("Next on an exhausted iterator panicked with %v, want *StopIteration", err)
			}
		}()
		it.Next()
	}()
}

func TestIterContainers(t *testing.T) {
	xs := []float64{1, 2}
	l := IterList(&xs)
	l.Next()
	xs = append(xs, 3) // seen: the list iterator reads the list as it advances
	if got := l.Collect(); !slices.Equal(got, []float64{2, 3}) {
		t.Errorf("IterList after append = %v, want [2 3]", got)
	}
	r := IterRange(NewRange(10, 0, -3))
	if got := r.Collect(); !slices.Equal(got, []int64{10, 7, 4, 1}) {
		t.Errorf("IterRange = %v", got)
	}
	a := Array[int64, [1]int]{Data: []int64{5, 6, 7, 8}, Shape: [1]int{2}, Strides: [1]int{2}}
	if got := IterArray(a).Collect(); !slices.Equal(got, []int64{5, 7}) {
		t.Errorf("IterArray of a strided view = %v, want [5 7]", got)
	}
	s := IterSlice([]string{"a"})
	if v, ok := s.Step(); !ok || v != "a" {
		t.Errorf("Step = %q, %v", v, ok)
	}
	if _, ok := s.Step(); ok {
		t.Error("Step past the end is ok")
	}
	s.Stop() // no coroutine: a no-op
}

func TestIterTakeReturnsExceptions(t *testing.T) {
	it := Pull(func(yield func(int) bool) {
		if !yield(1) {
			return
		}
		panic(&ValueError{Msg: "bad"})
	})
	if v, ok, err := it.Take(); v != 1 || !ok || err != nil {
		t.Fatalf("Take = %d, %v, %v", v, ok, err)
	}
	var ve *ValueError
	if _, ok, err := it.Take(); ok || !errors.As(err, &ve) {
		t.Fatalf("Take = _, %v, %v; want the *ValueError", ok, err)
	}
	if _, ok, err := it.Take(); ok || err != nil {
		t.Fatalf("Take after the exception = _, %v, %v; want exhausted", ok, err)
	}
}

// TestOwnerStopsGenerators checks that an owner stops the generators nobody exhausted, so
// that their coroutines exit, and leaves the one it released running.
func TestOwnerStopsGenerators(t *testing.T) {
	before := runtime.NumGoroutine()
	var endA, endB, endC bool
	var kept *Iter[int]
	func() {
		var o Owner
		defer o.Stop()
		a := Own(&o, Pull(countTo(100, &endA)))
		b := Own(&o, Pull(countTo(100, &endB)))
		a.Next()
		b.Next()
		kept = Release(&o, Own(&o, Pull(countTo(3, &endC))))
		kept.Next()
		Own(&o, IterSlice([]int{1})) // holds no coroutine: not recorded
		if len(o.its) != 2 {
			t.Errorf("owner holds %d iterators, want 2", len(o.its))
		}
	}()
	if !endA || !endB {
		t.Errorf("owner did not stop its generators: ended %v %v", endA, endB)
	}
	if endC {
		t.Error("the released generator was stopped")
	}
	if got := kept.Collect(); !slices.Equal(got, []int{1, 2}) {
		t.Errorf("released generator gave %v, want [1 2]", got)
	}
	deadline := time.Now().Add(2 * time.Second)
	for runtime.NumGoroutine() > before && time.Now().Before(deadline) {
		time.Sleep(time.Millisecond)
	}
	if n := runtime.NumGoroutine(); n > before {
		t.Errorf("%d goroutines after the owner stopped, %d before: a coroutine leaked", n, before)
	}
}

func TestIterRows(t *testing.T) {
	a := FromData([]float64{0, 1, 2, 3, 4, 5}, [2]int{3, 2})
	it := IterRows[[1]int](a)
	var got [][]float64
	for r := range it.All() {
		got = append(got, []float64{r.At(0), r.At(1)})
	}
	want := [][]float64{{0, 1}, {2, 3}, {4, 5}}
	if !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("IterRows = %v, want %v", got, want)
	}
	if _, ok := it.Step(); ok {
		t.Errorf("IterRows: a value after the last row")
	}
}
