package kernels

import (
	"errors"
	"fmt"
	"testing"
)

// pyErr runs f and returns the Python exception it panics with, or nil.
func pyErr(f func()) (err error) {
	defer Catch(&err)
	f()
	return nil
}

func TestListSlice(t *testing.T) {
	s := []int64{0, 1, 2, 3, 4, 5, 6, 7}
	for _, tt := range []struct {
		lo, hi, step int64
		want         string
	}{
		{1, 4, 1, "[1, 2, 3]"},
		{NoIndex, NoIndex, -1, "[7, 6, 5, 4, 3, 2, 1, 0]"},
		{5, 1, -2, "[5, 3]"},
		{-100, 100, 1, "[0, 1, 2, 3, 4, 5, 6, 7]"},
		{-3, NoIndex, 1, "[5, 6, 7]"},
		{NoIndex, -100, -1, "[7, 6, 5, 4, 3, 2, 1, 0]"},
		{100, NoIndex, -3, "[7, 4, 1]"},
		{4, 2, 1, "[]"},
	} {
		t.Run(fmt.Sprint(tt.lo, tt.hi, tt.step), func(t *testing.T) {
			if got := Repr(ListSlice(s, tt.lo, tt.hi, tt.step)); got != tt.want {
				t.Errorf("got %s, want %s", got, tt.want)
			}
		})
	}
	var ve *ValueError
	if err := pyErr(func() { ListSlice(s, 0, 1, 0) }); !errors.As(err, &ve) {
		t.Errorf("zero step: got %v, want a ValueError", err)
	}
}

func TestListMutation(t *testing.T) {
	l := &[]int64{1, 2, 3}
	alias := l
	ListInsert(l, -1, 9) // before the last item
	ListInsert(l, 100, 8)
	ListInsert(l, -100, 7)
	if got := Repr(alias); got != "[7, 1, 2, 9, 3, 8]" {
		t.Errorf("after inserts: %s", got)
	}
	if v := ListPopAt(l, -2); v != 3 {
		t.Errorf("pop(-2) = %d", v)
	}
	ListRemove(l, 9)
	ListSetSlice(l, 1, 2, []int64{10, 11})
	if got := Repr(alias); got != "[7, 10, 11, 2, 8]" {
		t.Errorf("after remove and slice assignment: %s", got)
	}
	ListSetSlice(l, NoIndex, NoIndex, *l) // l[:] = l
	if got := Repr(alias); got != "[7, 10, 11, 2, 8]" {
		t.Errorf("after l[:] = l: %s", got)
	}
	for _, tt := range []struct {
		name, class, msg string
		f                func()
	}{
		{"getitem", "IndexError", "getitem out of range", func() { ListAt(*l, 5) }},
		{"getitem negative", "IndexError", "getitem out of range", func() { ListAt(*l, -6) }},
		{"setitem", "IndexError", "setitem out of range", func() { ListSet(*l, 7, 0) }},
		{"pop empty", "IndexError", "pop from empty list", func() { ListPop(&[]int64{}) }},
		{"pop index", "IndexError", "pop index out of range", func() { ListPopAt(l, 9) }},
		{"remove", "ValueError", "list.remove(x): x not in list", func() { ListRemove(l, 99) }},
		{"index", "ValueError", "value not in list", func() { ListIndex(*l, 7, 1, NoIndex) }},
		{"min empty", "StopIteration", "", func() { ListMin([]float64{}) }},
		{"ragged", "ValueError", "incompatible sequence shape", func() { ArrayFromRows([]*[]float64{{1, 2}, {3}}) }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := pyErr(tt.f)
			pe, ok := err.(PyException)
			if !ok || pe.PyClass() != tt.class || err.Error() != formatException(tt.class, tt.msg) {
				t.Errorf("got %v, want %s(%q)", err, tt.class, tt.msg)
			}
		})
	}
}

func TestListSortStable(t *testing.T) {
	type pair = struct {
		V0 int64
		V1 float64
	}
	ps := []pair{{2, 1.5}, {1, 9}, {2, 0.5}, {1, -1}}
	ListSortFunc(ps, func(a, b pair) bool { return a.V0 < b.V0 }, true)
	if got := Repr(ps); got != "[(2, 1.5), (2, 0.5), (1, 9.0), (1, -1.0)]" {
		t.Errorf("reverse by key keeps equal items in order: %s", got)
	}
	xs := []float64{3, 1, 2}
	ListSort(xs, false)
	if got := Repr(xs); got != "[1.0, 2.0, 3.0]" {
		t.Errorf("sort: %s", got)
	}
	if got := ListIndex([]int64{5, 3, 5}, 5, -1, NoIndex); got != 2 {
		t.Errorf("index from -1: %d", got)
	}
	if got := Repr(ListRange(7, 0, -2)); got != "[7, 5, 3, 1]" {
		t.Errorf("list(range(7, 0, -2)) = %s", got)
	}
	if got := ListSum[float64]([]int32{1, 2, 3}); got != 6 {
		t.Errorf("sum = %v", got)
	}
}

func TestTypedListOrderNone(t *testing.T) {
	for _, tt := range []struct {
		name   string
		na, nb int
		aNone  bool
		op     string
		want   bool
	}{
		{"none first, same length", 1, 1, true, "<", true},
		{"none first, same length, >=", 1, 1, true, ">=", false},
		{"none second, same length", 1, 1, false, "<", false},
		{"none second, same length, >", 1, 1, false, ">", true},
		{"empty lists, none first", 0, 0, true, "<=", true},
		{"empty lists, none second", 0, 0, false, "<=", false},
		{"shorter none", 1, 2, true, "<", true},
		{"longer none", 3, 2, true, "<", false},
		{"longer none, >", 3, 2, true, ">", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := TypedListOrderNone(tt.na, tt.nb, tt.aNone, tt.op); got != tt.want {
				t.Errorf("TypedListOrderNone(%d, %d, %v, %q) = %v, want %v", tt.na, tt.nb, tt.aNone, tt.op, got, tt.want)
			}
		})
	}
}
