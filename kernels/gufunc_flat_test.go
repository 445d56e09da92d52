package kernels

import "testing"

// cumsumLayout is "(n)->(n)".
var cumsumLayout = &GufuncLayout{Name: "cumsum", Signature: "(n)->(n)", Nin: 1, Core: [][]int{{0}, {0}}, NumDims: 1}

// runFlat runs a running sum the way a device kernel does: position i's core views start at
// Off + i*Outer.
func runFlat(g *Gufunc, x, out GuFlat[float64]) {
	for i := range g.Loops() {
		acc := 0.0
		for k := range x.Core[0] {
			acc += x.Data[x.Off+i*x.Outer+k*x.Strides[0]]
			out.Data[out.Off+i*out.Outer+k*out.Strides[0]] = acc
		}
	}
}

func TestGuFlat(t *testing.T) {
	for _, tt := range []struct {
		name    string
		x, out  Array[float64, [3]int]
		inPlace bool // the input is passed in place
		want    []float64
	}{
		{"contiguous", FromData([]float64{1, 2, 3, 4, 5, 6, 7, 8}, [3]int{2, 2, 2}), Zeros[float64]([3]int{2, 2, 2}), true,
			[]float64{1, 3, 3, 7, 5, 11, 7, 15}},
		{"strided loop dimension", Array[float64, [3]int]{Data: []float64{1, 2, 3, 4, 5, 6, 7, 8}, Off: 2, Shape: [3]int{2, 1, 2}, Strides: [3]int{4, 2, 1}}, Zeros[float64]([3]int{2, 1, 2}), true,
			[]float64{3, 7, 7, 15}},
		{"transposed loop dimensions", Transpose(FromData([]float64{1, 2, 3, 4, 5, 6, 7, 8}, [3]int{2, 2, 2})), Zeros[float64]([3]int{2, 2, 2}), false,
			[]float64{1, 6, 3, 10, 2, 8, 4, 12}},
	} {
		g, err := NewGufunc(cumsumLayout, ShapeOf(tt.x), ShapeOf(tt.out))
		if err != nil {
			t.Fatal(err)
		}
		xv, ov := GuBind[float64](g, 0, tt.x), GuBind[float64](g, 1, tt.out)
		x := GuFlatIn(g, &xv)
		if inPlace := &x.Data[0] == &tt.x.Data[0]; inPlace != tt.inPlace {
			t.Errorf("%s: input in place = %v, want %v", tt.name, inPlace, tt.inPlace)
		}
		out, done := GuFlatOut(g, &ov)
		runFlat(g, x, out)
		done()
		if !equal(tt.out.Data, tt.want) {
			t.Errorf("%s: got %v, want %v", tt.name, tt.out.Data, tt.want)
		}
	}
}

// TestGuFlatOutShared checks that an output that is part of a larger storage goes through a
// buffer (a device copies an operand's whole storage back), and that () outputs are one-element
// core views.
func TestGuFlatOutShared(t *testing.T) {
	store := make([]float64, 8)
	out := Array[float64, [2]int]{Data: store, Off: 4, Shape: [2]int{2, 2}, Strides: [2]int{2, 1}}
	x := FromData([]float64{1, 2, 3, 4}, [2]int{2, 2})
	g, err := NewGufunc(cumsumLayout, ShapeOf(x), ShapeOf(out))
	if err != nil {
		t.Fatal(err)
	}
	xv, ov := GuBind[float64](g, 0, x), GuBind[float64](g, 1, out)
	f, done := GuFlatOut(g, &ov)
	if &f.Data[0] == &store[0] {
		t.Fatal("an output within a larger storage was passed in place")
	}
	runFlat(g, GuFlatIn(g, &xv), f)
	done()
	if want := []float64{0, 0, 0, 0, 1, 3, 3, 7}; !equal(store, want) {
		t.Errorf("got %v, want %v", store, want)
	}
	sumLayout := &GufuncLayout{Name: "total", Signature: "(n)->()", Nin: 1, Core: [][]int{{0}, {}}, NumDims: 1}
	res := Zeros[float64]([1]int{2})
	g, err = NewGufunc(sumLayout, ShapeOf(x), ShapeOf(res))
	if err != nil {
		t.Fatal(err)
	}
	rv := GuBind[float64](g, 1, res)
	if f, _ := GuFlatOut(g, &rv); len(f.Core) != 1 || f.Core[0] != 1 || f.Outer != 1 {
		t.Errorf("a () output is %+v, want one element per position", f)
	}
}
