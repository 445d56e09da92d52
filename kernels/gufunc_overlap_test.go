package kernels

import "testing"

// shiftAddLayout is "(n)->(n)"; shiftAdd reads x ahead of where it writes out, so an input that
// shares memory with the output gives NumPy's result only when it is read as copied first.
var shiftAddLayout = &GufuncLayout{Name: "shift_add", Signature: "(n)->(n)", Nin: 1, Core: [][]int{{0}, {0}}, NumDims: 1}

func shiftAdd(x, out Vector[float64]) {
	n := x.Shape[0]
	for i := range n {
		out.Set(x.At(i)+x.At((i+1)%n), i)
	}
}

func runShiftAdd[D Dims](t *testing.T, x, out Array[float64, D]) (copied bool) {
	t.Helper()
	g, err := NewGufunc(shiftAddLayout, ShapeOf(x), ShapeOf(out))
	if err != nil {
		t.Fatal(err)
	}
	xv, ov := GuBind[float64](g, 0, x), GuBind[float64](g, 1, out)
	before := &xv.data[0]
	GuSeparate(g, &xv, GuSpanOf(g, &ov))
	g.Run(false, func(i int) { shiftAdd(GuCore[[1]int](g, &xv, i), GuCore[[1]int](g, &ov, i)) })
	return &xv.data[0] != before
}

// TestGuSeparate checks the results Numba's gufunc gives (NumPy copies overlapping inputs),
// computed with Numba 0.56 for the same calls of shift_add.
func TestGuSeparate(t *testing.T) {
	// shift_add(a, a)
	a := FromSlice([]float64{0, 1, 2, 3, 4})
	if !runShiftAdd(t, a, a) {
		t.Error("the same view was not copied")
	}
	if want := []float64{1, 3, 5, 7, 4}; !equal(a.Data, want) {
		t.Errorf("shift_add(a, a): got %v, want %v", a.Data, want)
	}
	// shift_add(b[:5], b[1:])
	b := []float64{0, 1, 2, 3, 4, 5}
	runShiftAdd(t, Vector[float64]{Data: b, Off: 0, Shape: [1]int{5}, Strides: [1]int{1}},
		Vector[float64]{Data: b, Off: 1, Shape: [1]int{5}, Strides: [1]int{1}})
	if want := []float64{0, 1, 3, 5, 7, 4}; !equal(b, want) {
		t.Errorf("shift_add(b[:5], b[1:]): got %v, want %v", b, want)
	}
	// shift_add(c, c) with c of shape (2, 3): one loop dimension.
	c := FromData([]float64{0, 1, 2, 3, 4, 5}, [2]int{2, 3})
	runShiftAdd(t, c, c)
	if want := []float64{1, 3, 2, 7, 9, 8}; !equal(c.Data, want) {
		t.Errorf("shift_add(c, c): got %v, want %v", c.Data, want)
	}
	// A reversed input over the same memory: its span is found from its negative stride.
	d := []float64{0, 1, 2, 3}
	rev := Vector[float64]{Data: d, Off: 3, Shape: [1]int{4}, Strides: [1]int{-1}}
	if !runShiftAdd(t, rev, FromSlice(d)) {
		t.Error("a reversed view of the output was not copied")
	}
	if want := []float64{5, 3, 1, 3}; !equal(d, want) {
		t.Errorf("shift_add(d[::-1], d): got %v, want %v", d, want)
	}
	// Separate memory is not copied.
	e, f := FromSlice([]float64{1, 2, 3}), Empty[float64]([1]int{3})
	if runShiftAdd(t, e, f) {
		t.Error("an input that shares no memory with the output was copied")
	}
	if want := []float64{3, 5, 4}; !equal(f.Data, want) {
		t.Errorf("shift_add(e): got %v, want %v", f.Data, want)
	}
}

// bumpLayout is "(n)->(n),(n)"; bump reads both outputs and the second reads the first, so
// outputs that share memory give NumPy's result only when the first is computed in a copy.
var bumpLayout = &GufuncLayout{Name: "bump", Signature: "(n)->(n),(n)", Nin: 1, Core: [][]int{{0}, {0}, {0}}, NumDims: 1}

func runBump[D Dims](t *testing.T, x Vector[float64], a, b Array[float64, D]) {
	t.Helper()
	g, err := NewGufunc(bumpLayout, ShapeOf(x), ShapeOf(a), ShapeOf(b))
	if err != nil {
		t.Fatal(err)
	}
	xv, av, bv := GuBind[float64](g, 0, x), GuBind[float64](g, 1, a), GuBind[float64](g, 2, b)
	defer GuWriteBack(GuSeparateOut(g, &av, GuSpanOf(g, &bv)))
	g.Run(false, func(i int) {
		xc, ac, bc := GuCore[[1]int](g, &xv, i), GuCore[[1]int](g, &av, i), GuCore[[1]int](g, &bv, i)
		for k := range xc.Shape[0] {
			ac.Set(ac.At(k)+1+xc.At(k), k)
			bc.Set(bc.At(k)+10*ac.At(k), k)
		}
	})
}

// TestGuSeparateOut checks the results Numba 0.56 gives when bump's outputs share memory.
func TestGuSeparateOut(t *testing.T) {
	x := FromSlice([]float64{0, 1, 2})
	view := func(d []float64, off, n, stride int) Vector[float64] {
		return Vector[float64]{Data: d, Off: off, Shape: [1]int{n}, Strides: [1]int{stride}}
	}
	cases := []struct {
		name string
		data []float64
		a, b func(d []float64) Vector[float64]
		want []float64
	}{
		{"bump(x, o, o)", []float64{1, 1, 1},
			func(d []float64) Vector[float64] { return view(d, 0, 3, 1) },
			func(d []float64) Vector[float64] { return view(d, 0, 3, 1) }, []float64{2, 3, 4}},
		{"bump(x, o[:3], o[2:])", []float64{0, 1, 2, 3, 4},
			func(d []float64) Vector[float64] { return view(d, 0, 3, 1) },
			func(d []float64) Vector[float64] { return view(d, 2, 3, 1) }, []float64{1, 3, 5, 33, 54}},
		{"bump(x, o[2:], o[:3])", []float64{0, 1, 2, 3, 4},
			func(d []float64) Vector[float64] { return view(d, 2, 3, 1) },
			func(d []float64) Vector[float64] { return view(d, 0, 3, 1) }, []float64{30, 51, 3, 5, 7}},
		// Interleaved outputs share no element: the copy writes back its own elements only.
		{"bump(x, o[::2], o[1::2])", []float64{0, 1, 2, 3, 4, 5},
			func(d []float64) Vector[float64] { return view(d, 0, 3, 2) },
			func(d []float64) Vector[float64] { return view(d, 1, 3, 2) }, []float64{1, 11, 4, 43, 7, 75}},
	}
	for _, c := range cases {
		runBump(t, x, c.a(c.data), c.b(c.data))
		if !equal(c.data, c.want) {
			t.Errorf("%s: got %v, want %v", c.name, c.data, c.want)
		}
	}
	// One loop dimension: o of shape (2, 3) as both outputs.
	o := FromData([]float64{0, 1, 2, 3, 4, 5}, [2]int{2, 3})
	runBump(t, x, o, o)
	if want := []float64{1, 3, 5, 4, 6, 8}; !equal(o.Data, want) {
		t.Errorf("bump(x, o, o) with o of shape (2, 3): got %v, want %v", o.Data, want)
	}
	// Separate outputs are written in place.
	a, b := FromSlice([]float64{1, 1, 1}), FromSlice([]float64{1, 1, 1})
	runBump(t, x, a, b)
	if !equal(a.Data, []float64{2, 3, 4}) || !equal(b.Data, []float64{21, 31, 41}) {
		t.Errorf("bump(x, a, b): got %v and %v, want [2 3 4] and [21 31 41]", a.Data, b.Data)
	}
}
