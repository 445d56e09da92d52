package kernels

import (
	"errors"
	"testing"
)

// sum5 is a five-input loop with mixed element types, as UfuncN hands it over.
func sum5(o []float64, in []any) {
	a, b, c, d, e := in[0].([]float64), in[1].([]int64), in[2].([]float64), in[3].([]float32), in[4].([]float64)
	for i := range o {
		o[i] = a[i] + float64(b[i])*10 + c[i]*100 + float64(d[i])*1000 + e[i]*10000
	}
}

func TestUfuncNBroadcast(t *testing.T) {
	col := FromData([]float64{1, 2}, [2]int{2, 1})
	row := FromSlice([]int64{1, 2, 3})
	mat := FromData([]float64{1, 2, 3, 4, 5, 6}, [2]int{2, 3})
	tr := Transpose(FromData([]float32{1, 4, 2, 5, 3, 6}, [2]int{3, 2}))
	want := []float64{
		1 + 10 + 100 + 1000 + 50000, 1 + 20 + 200 + 2000 + 50000, 1 + 30 + 300 + 3000 + 50000,
		2 + 10 + 400 + 4000 + 50000, 2 + 20 + 500 + 5000 + 50000, 2 + 30 + 600 + 6000 + 50000,
	}
	for _, parallel := range []bool{false, true} {
		out := Empty[float64]([2]int{2, 3})
		ins := []UfuncInput{In[float64](col), In[int64](row), In[float64](mat), In[float32](tr), In[float64](Scalar(5.0))}
		if err := UfuncN(out, ins, parallel, sum5); err != nil {
			t.Fatal(err)
		}
		if !equal(out.Data, want) {
			t.Errorf("parallel=%v: got %v, want %v", parallel, out.Data, want)
		}
	}
}

func TestUfuncNErrors(t *testing.T) {
	var ve *ValueError
	ins := []UfuncInput{In[float64](FromSlice(make([]float64, 3))), In[int64](FromSlice(make([]int64, 4))),
		In[float64](Scalar(1.0)), In[float32](Scalar(float32(1))), In[float64](Scalar(1.0))}
	err := UfuncN(Empty[float64]([1]int{3}), ins, false, sum5)
	if !errors.As(err, &ve) || ve.Msg != "operands could not be broadcast together with shapes (3,) (4,) () () () (3,) " {
		t.Errorf("got %v", err)
	}
}

// TestUfuncNOverlap checks NumPy's overlap rule through UfuncN: an input overlapping the output
// is read as if copied first; the very same view is updated in place.
func TestUfuncNOverlap(t *testing.T) {
	add5 := func(o []float64, in []any) {
		for i := range o {
			o[i] = in[0].([]float64)[i] + in[1].([]float64)[i] + in[2].([]float64)[i] + in[3].([]float64)[i] + in[4].([]float64)[i]
		}
	}
	zero := In[float64](Scalar(0.0))
	a := FromSlice([]float64{1, 2, 3, 4, 5})
	out := View[[1]int](a, Span(1, 5, 1))
	x := View[[1]int](a, Span(0, 4, 1))
	if err := UfuncN(out, []UfuncInput{In[float64](x), In[float64](Scalar(10.0)), zero, zero, zero}, false, add5); err != nil {
		t.Fatal(err)
	}
	if want := []float64{1, 11, 12, 13, 14}; !equal(a.Data, want) {
		t.Errorf("overlapping: got %v, want %v", a.Data, want)
	}
	if err := UfuncN(a, []UfuncInput{In[float64](a), In[float64](a), zero, zero, zero}, false, add5); err != nil {
		t.Fatal(err)
	}
	if want := []float64{2, 22, 24, 26, 28}; !equal(a.Data, want) {
		t.Errorf("in place: got %v, want %v", a.Data, want)
	}
}

// TestUfuncNParallelSameBits runs a strided plan above the parallel threshold and checks every
// thread count against the serial bits.
func TestUfuncNParallelSameBits(t *testing.T) {
	rows, cols := 300, 130
	src := make([]float64, rows*cols)
	for i := range src {
		src[i] = float64(i%97) * 0.37
	}
	x := Transpose(FromData(src, [2]int{cols, rows}))
	row := FromSlice(make([]float64, cols))
	for i := range row.Data {
		row.Data[i] = 1 / float64(i+3)
	}
	ins := func() []UfuncInput {
		return []UfuncInput{In[float64](x), In[int64](Scalar(int64(3))), In[float64](row), In[float32](Scalar(float32(0.5))), In[float64](x)}
	}
	serial := Empty[float64]([2]int{rows, cols})
	if err := UfuncN(serial, ins(), false, sum5); err != nil {
		t.Fatal(err)
	}
	defer SetNumThreads(NumThreads())
	for _, n := range []int{1, 2, 7} {
		SetNumThreads(n)
		par := Empty[float64]([2]int{rows, cols})
		if err := UfuncN(par, ins(), true, sum5); err != nil {
			t.Fatal(err)
		}
		if !equal(par.Data, serial.Data) {
			t.Fatalf("%d threads: parallel bits differ from serial", n)
		}
	}
}
