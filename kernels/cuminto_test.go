package kernels

import (
	"errors"
	"fmt"
	"testing"
)

// cumAssignModel is the general path: the running sums or products into a new vector, reversed
// when asked, broadcast onto dst and copied.
func cumAssignModel[T Number, D Dims](dst Vector[T], src Array[T, D], reversed, mul bool) {
	r := Cumsum(src)
	if mul {
		r = Cumprod(src)
	}
	if reversed {
		r = View[[1]int](r, Span(Open, Open, -1))
	}
	CopyView(dst, BroadcastAssign[[1]int](Unalias(r, dst), dst.Shape))
}

// TestCumAssign checks CumsumAssign and CumprodAssign against the general path on every
// combination of a forward, reversed or strided source (one and two dimensions), a forward,
// reversed or strided destination, and reversed or not; on a destination that is the source
// itself or overlaps it; and on a size-1 source broadcast and a size that does not fit.
func TestCumAssign(t *testing.T) {
	base := Arange(1.0, 25.0, 1.0)
	for i := range base.Data {
		base.Data[i] = 1 + float64(i%7)/3
	}
	srcs := map[string]func(b Vector[float64]) Array[float64, [2]int]{
		"c": func(b Vector[float64]) Array[float64, [2]int] {
			return Reshape[[2]int](View[[1]int](b, Span(0, 12, 1)), [2]int{3, 4})
		},
		"rev": func(b Vector[float64]) Array[float64, [2]int] {
			return Reshape[[2]int](View[[1]int](b, Span(11, Open, -1)), [2]int{1, 12})
		},
		"rows-rev": func(b Vector[float64]) Array[float64, [2]int] {
			return View[[2]int](Reshape[[2]int](b, [2]int{4, 6}), Span(Open, Open, 1), Span(Open, 3, -1))
		},
		"strided": func(b Vector[float64]) Array[float64, [2]int] {
			return Reshape[[2]int](View[[1]int](b, Span(1, 24, 2)), [2]int{3, 4})
		},
	}
	dsts := map[string]func(o Vector[float64], n int) Vector[float64]{
		"fwd":     func(o Vector[float64], n int) Vector[float64] { return View[[1]int](o, Span(0, n, 1)) },
		"rev":     func(o Vector[float64], n int) Vector[float64] { return View[[1]int](o, Span(n-1, Open, -1)) },
		"strided": func(o Vector[float64], n int) Vector[float64] { return View[[1]int](o, Span(0, 2*n, 2)) },
		"strrev":  func(o Vector[float64], n int) Vector[float64] { return View[[1]int](o, Span(2*n-1, Open, -2)) },
	}
	for sn, sf := range srcs {
		for dn, df := range dsts {
			for _, reversed := range []bool{false, true} {
				for _, mul := range []bool{false, true} {
					src := sf(base)
					n := src.Size()
					got, want := Zeros[float64]([1]int{30}), Zeros[float64]([1]int{30})
					if mul {
						CumprodAssign(df(got, n), src, reversed)
					} else {
						CumsumAssign(df(got, n), src, reversed)
					}
					cumAssignModel(df(want, n), src, reversed, mul)
					if fmt.Sprint(got.Data) != fmt.Sprint(want.Data) {
						t.Errorf("src %s dst %s reversed %v mul %v:\n got %v\nwant %v", sn, dn, reversed, mul, got.Data, want.Data)
					}
				}
			}
		}
	}
	// The destination is the source, forward and reversed: the temporary's semantics.
	for _, reversed := range []bool{false, true} {
		a, b := base.Copy(), base.Copy()
		CumsumAssign(View[[1]int](a, Span(2, 20, 1)), View[[1]int](a, Span(0, 18, 1)), reversed)
		cumAssignModel(View[[1]int](b, Span(2, 20, 1)), View[[1]int](b, Span(0, 18, 1)), reversed, false)
		if fmt.Sprint(a.Data) != fmt.Sprint(b.Data) {
			t.Errorf("overlap reversed %v:\n got %v\nwant %v", reversed, a.Data, b.Data)
		}
	}
	// A size-1 source broadcasts; another size raises Numba's error.
	one := Full[float64]([1]int{4}, 0)
	CumsumAssign(one, Full[float64]([1]int{1}, 2.5), true)
	if fmt.Sprint(one.Data) != "[2.5 2.5 2.5 2.5]" {
		t.Errorf("broadcast: %v", one.Data)
	}
	func() {
		defer func() {
			var e *ValueError
			if err, _ := recover().(error); !errors.As(err, &e) {
				t.Errorf("size mismatch: %v, want a ValueError", err)
			}
		}()
		CumsumAssign(Zeros[float64]([1]int{3}), base, false)
	}()
	// Integers: exact.
	ints := Arange[int64](1, 9, 1)
	out := Zeros[int64]([1]int{8})
	CumprodAssign(View[[1]int](out, Span(Open, Open, -1)), ints, false)
	if fmt.Sprint(out.Data) != "[40320 5040 720 120 24 6 2 1]" {
		t.Errorf("int64 cumprod reversed dst: %v", out.Data)
	}
}
