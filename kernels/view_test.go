package kernels

import (
	"slices"
	"testing"
)

// Expected values in the tables of view_test.go, broadcast_test.go, create_test.go, assign_test.go and
// fancy_test.go were recorded from NumPy 1.24 (Debian's /usr/bin/python3) by evaluating the Python expression in
// the comment beside each case; where Numba 0.56 (pygo's oracle) differs from NumPy the comment says so.

// Fixtures of the view tables, never written to: vwA1 = np.arange(10.), vwA3 = np.arange(24.).reshape(2, 3, 4),
// vwF3 = np.asfortranarray(vwA3), vwT3 = vwA3.T and vwE3 = vwA3[:, :0].
var (
	vwA1 = vwSeq([1]int{10})
	vwA3 = vwSeq([3]int{2, 3, 4})
	vwF3 = vwFortran(vwA3)
	vwT3 = Transpose(vwA3)
	vwE3 = View[[3]int](vwA3, Index{}, Span(Open, 0, Open))
)

// vwSeq returns a new C-ordered array holding 0, 1, 2, ... (np.arange(n, dtype=float).reshape(shape)).
func vwSeq[D Dims](shape D) Array[float64, D] {
	a := Empty[float64](shape)
	for i := range a.Data {
		a.Data[i] = float64(i)
	}
	return a
}

// vwFortran returns a Fortran-ordered copy of a (np.asfortranarray), built without the code under test.
func vwFortran[T Elem, D Dims](a Array[T, D]) Array[T, D] {
	f := Array[T, D]{Data: make([]T, a.Size()), Shape: a.Shape, Strides: FStrides(a.Shape)}
	flat := a.Flat()
	i := 0
	f.Each(func(off int) {
		f.Data[off] = flat[i]
		i++
	})
	return f
}

// ndRes is what the table tests compare: the shape, the elements in C order, whether the array shares memory with
// one of the fixtures, and any breach of Array's invariant.
type ndRes struct {
	shape  []int
	flat   []float64
	shares bool
	bad    string
}

func resOf[D Dims](a Array[float64, D]) ndRes {
	r := ndRes{shape: Dims2Slice(a.Shape), flat: slices.Clone(a.Flat()), bad: vwInvariant(a)}
	for _, b := range []Vector[float64]{vwA1, Ravel(vwA3), Ravel(Transpose(vwF3))} {
		if overlaps(a.Data, a.Off, a.Shape, a.Strides, b.Data, b.Off, b.Shape, b.Strides) {
			r.shares = true
		}
	}
	return r
}

// vwMask returns a new C-ordered mask holding f(x) for each element x of a.
func vwMask[D Dims](a Array[float64, D], f func(float64) bool) Array[bool, D] {
	flat := a.Flat()
	m := Empty[bool](a.Shape)
	for i, x := range flat {
		m.Data[i] = f(x)
	}
	return m
}

// vwInvariant returns "" when every element of a lies inside Data and Off is 0 unless a stride is negative.
func vwInvariant[T Elem, D Dims](a Array[T, D]) string {
	neg := false
	for k := 0; k < len(a.Strides); k++ {
		if a.Strides[k] < 0 {
			neg = true
		}
	}
	if !neg && a.Off != 0 {
		return "Off != 0 with no negative stride"
	}
	if lo, hi, ok := extent(a.Off, a.Shape, a.Strides); ok && (lo < 0 || hi >= len(a.Data)) {
		return "elements outside Data"
	}
	return ""
}

type ndCase struct {
	py     string
	got    func() ndRes
	shape  []int
	flat   []float64
	shares bool
	err    string
}

func runNDCases(t *testing.T, cases []ndCase) {
	t.Helper()
	for _, tt := range cases {
		t.Run(tt.py, func(t *testing.T) {
			r, err := catch(tt.got)
			checkErr(t, tt.py, err, tt.err)
			if err != nil || tt.err != "" {
				return
			}
			if !slices.Equal(r.shape, tt.shape) {
				t.Errorf("shape %v, want %v", r.shape, tt.shape)
			}
			if !slices.Equal(r.flat, tt.flat) {
				t.Errorf("elements %v, want %v", r.flat, tt.flat)
			}
			if r.shares != tt.shares {
				t.Errorf("shares memory with its base: %v, want %v (np.shares_memory)", r.shares, tt.shares)
			}
			if r.bad != "" {
				t.Errorf("invariant broken: %s", r.bad)
			}
		})
	}
}

var vwSliceCases = []struct {
	n, start, stop, step int
	want                 []float64
}{
	{5, Open, Open, Open, []float64{0, 1, 2, 3, 4}}, // np.arange(5.)[:]
	{5, Open, -7, Open, []float64{}},                // np.arange(5.)[:-7]
	{5, Open, -2, Open, []float64{0, 1, 2}},         // np.arange(5.)[:-2]
	{5, Open, 0, Open, []float64{}},                 // np.arange(5.)[:0]
	{5, Open, 3, Open, []float64{0, 1, 2}},          // np.arange(5.)[:3]
	{5, Open, 7, Open, []float64{0, 1, 2, 3, 4}},    // np.arange(5.)[:7]
	{5, -7, Open, Open, []float64{0, 1, 2, 3, 4}},   // np.arange(5.)[-7:]
	{5, -7, -7, Open, []float64{}},                  // np.arange(5.)[-7:-7]
	{5, -7, -2, Open, []float64{0, 1, 2}},           // np.arange(5.)[-7:-2]
	{5, -7, 0, Open, []float64{}},                   // np.arange(5.)[-7:0]
	{5, -7, 3, Open, []float64{0, 1, 2}},            // np.arange(5.)[-7:3]
	{5, -7, 7, Open, []float64{0, 1, 2, 3, 4}},      // np.arange(5.)[-7:7]
	{5, -2, Open, Open, []float64{3, 4}},            // np.arange(5.)[-2:]
	{5, -2, -7, Open, []float64{}},                  // np.arange(5.)[-2:-7]
	{5, -2, -2, Open, []float64{}},                  // np.arange(5.)[-2:-2]
	{5, -2, 0, Open, []float64{}},                   // np.arange(5.)[-2:0]
	{5, -2, 3, Open, []float64{}},                   // np.arange(5.)[-2:3]
	{5, -2, 7, Open, []float64{3, 4}},               // np.arange(5.)[-2:7]
	{5, 0, Open, Open, []float64{0, 1, 2, 3, 4}},    // np.arange(5.)[0:]
	{5, 0, -7, Open, []float64{}},                   // np.arange(5.)[0:-7]
	{5, 0, -2, Open, []float64{0, 1, 2}},            // np.arange(5.)[0:-2]
	{5, 0, 0, Open, []float64{}},                    // np.arange(5.)[0:0]
	{5, 0, 3, Open, []float64{0, 1, 2}},             // np.arange(5.)[0:3]
	{5, 0, 7, Open, []float64{0, 1, 2, 3, 4}},       // np.arange(5.)[0:7]
	{5, 3, Open, Open, []float64{3, 4}},             // np.arange(5.)[3:]
	{5, 3, -7, Open, []float64{}},                   // np.arange(5.)[3:-7]
	{5, 3, -2, Open, []float64{}},                   // np.arange(5.)[3:-2]
	{5, 3, 0, Open, []float64{}},                    // np.arange(5.)[3:0]
	{5, 3, 3, Open, []float64{}},                    // np.arange(5.)[3:3]
	{5, 3, 7, Open, []float64{3, 4}},                // np.arange(5.)[3:7]
	{5, 7, Open, Open, []float64{}},                 // np.arange(5.)[7:]
	{5, 7, -7, Open, []float64{}},                   // np.arange(5.)[7:-7]
	{5, 7, -2, Open, []float64{}},                   // np.arange(5.)[7:-2]
	{5, 7, 0, Open, []float64{}},                    // np.arange(5.)[7:0]
	{5, 7, 3, Open, []float64{}},                    // np.arange(5.)[7:3]
	{5, 7, 7, Open, []float64{}},                    // np.arange(5.)[7:7]
	{5, Open, Open, 2, []float64{0, 2, 4}},          // np.arange(5.)[::2]
	{5, Open, -7, 2, []float64{}},                   // np.arange(5.)[:-7:2]
	{5, Open, -2, 2, []float64{0, 2}},               // np.arange(5.)[:-2:2]
	{5, Open, 0, 2, []float64{}},                    // np.arange(5.)[:0:2]
	{5, Open, 3, 2, []float64{0, 2}},                // np.arange(5.)[:3:2]
	{5, Open, 7, 2, []float64{0, 2, 4}},             // np.arange(5.)[:7:2]
	{5, -7, Open, 2, []float64{0, 2, 4}},            // np.arange(5.)[-7::2]
	{5, -7, -7, 2, []float64{}},                     // np.arange(5.)[-7:-7:2]
	{5, -7, -2, 2, []float64{0, 2}},                 // np.arange(5.)[-7:-2:2]
	{5, -7, 0, 2, []float64{}},                      // np.arange(5.)[-7:0:2]
	{5, -7, 3, 2, []float64{0, 2}},                  // np.arange(5.)[-7:3:2]
	{5, -7, 7, 2, []float64{0, 2, 4}},               // np.arange(5.)[-7:7:2]
	{5, -2, Open, 2, []float64{3}},                  // np.arange(5.)[-2::2]
	{5, -2, -7, 2, []float64{}},                     // np.arange(5.)[-2:-7:2]
	{5, -2, -2, 2, []float64{}},                     // np.arange(5.)[-2:-2:2]
	{5, -2, 0, 2, []float64{}},                      // np.arange(5.)[-2:0:2]
	{5, -2, 3, 2, []float64{}},                      // np.arange(5.)[-2:3:2]
	{5, -2, 7, 2, []float64{3}},                     // np.arange(5.)[-2:7:2]
	{5, 0, Open, 2, []float64{0, 2, 4}},             // np.arange(5.)[0::2]
	{5, 0, -7, 2, []float64{}},                      // np.arange(5.)[0:-7:2]
	{5, 0, -2, 2, []float64{0, 2}},                  // np.arange(5.)[0:-2:2]
	{5, 0, 0, 2, []float64{}},                       // np.arange(5.)[0:0:2]
	{5, 0, 3, 2, []float64{0, 2}},                   // np.arange(5.)[0:3:2]
	{5, 0, 7, 2, []float64{0, 2, 4}},                // np.arange(5.)[0:7:2]
	{5, 3, Open, 2, []float64{3}},                   // np.arange(5.)[3::2]
	{5, 3, -7, 2, []float64{}},                      // np.arange(5.)[3:-7:2]
	{5, 3, -2, 2, []float64{}},                      // np.arange(5.)[3:-2:2]
	{5, 3, 0, 2, []float64{}},                       // np.arange(5.)[3:0:2]
	{5, 3, 3, 2, []float64{}},                       // np.arange(5.)[3:3:2]
	{5, 3, 7, 2, []float64{3}},                      // np.arange(5.)[3:7:2]
	{5, 7, Open, 2, []float64{}},                    // np.arange(5.)[7::2]
	{5, 7, -7, 2, []float64{}},                      // np.arange(5.)[7:-7:2]
	{5, 7, -2, 2, []float64{}},                      // np.arange(5.)[7:-2:2]
	{5, 7, 0, 2, []float64{}},                       // np.arange(5.)[7:0:2]
	{5, 7, 3, 2, []float64{}},                       // np.arange(5.)[7:3:2]
	{5, 7, 7, 2, []float64{}},                       // np.arange(5.)[7:7:2]
	{5, Open, Open, -1, []float64{4, 3, 2, 1, 0}},   // np.arange(5.)[::-1]
	{5, Open, -7, -1, []float64{4, 3, 2, 1, 0}},     // np.arange(5.)[:-7:-1]
	{5, Open, -2, -1, []float64{4}},                 // np.arange(5.)[:-2:-1]
	{5, Open, 0, -1, []float64{4, 3, 2, 1}},         // np.arange(5.)[:0:-1]
	{5, Open, 3, -1, []float64{4}},                  // np.arange(5.)[:3:-1]
	{5, Open, 7, -1, []float64{}},                   // np.arange(5.)[:7:-1]
	{5, -7, Open, -1, []float64{}},                  // np.arange(5.)[-7::-1]
	{5, -7, -7, -1, []float64{}},                    // np.arange(5.)[-7:-7:-1]
	{5, -7, -2, -1, []float64{}},                    // np.arange(5.)[-7:-2:-1]
	{5, -7, 0, -1, []float64{}},                     // np.arange(5.)[-7:0:-1]
	{5, -7, 3, -1, []float64{}},                     // np.arange(5.)[-7:3:-1]
	{5, -7, 7, -1, []float64{}},                     // np.arange(5.)[-7:7:-1]
	{5, -2, Open, -1, []float64{3, 2, 1, 0}},        // np.arange(5.)[-2::-1]
	{5, -2, -7, -1, []float64{3, 2, 1, 0}},          // np.arange(5.)[-2:-7:-1]
	{5, -2, -2, -1, []float64{}},                    // np.arange(5.)[-2:-2:-1]
	{5, -2, 0, -1, []float64{3, 2, 1}},              // np.arange(5.)[-2:0:-1]
	{5, -2, 3, -1, []float64{}},                     // np.arange(5.)[-2:3:-1]
	{5, -2, 7, -1, []float64{}},                     // np.arange(5.)[-2:7:-1]
	{5, 0, Open, -1, []float64{0}},                  // np.arange(5.)[0::-1]
	{5, 0, -7, -1, []float64{0}},                    // np.arange(5.)[0:-7:-1]
	{5, 0, -2, -1, []float64{}},                     // np.arange(5.)[0:-2:-1]
	{5, 0, 0, -1, []float64{}},                      // np.arange(5.)[0:0:-1]
	{5, 0, 3, -1, []float64{}},                      // np.arange(5.)[0:3:-1]
	{5, 0, 7, -1, []float64{}},                      // np.arange(5.)[0:7:-1]
	{5, 3, Open, -1, []float64{3, 2, 1, 0}},         // np.arange(5.)[3::-1]
	{5, 3, -7, -1, []float64{3, 2, 1, 0}},           // np.arange(5.)[3:-7:-1]
	{5, 3, -2, -1, []float64{}},                     // np.arange(5.)[3:-2:-1]
	{5, 3, 0, -1, []float64{3, 2, 1}},               // np.arange(5.)[3:0:-1]
	{5, 3, 3, -1, []float64{}},                      // np.arange(5.)[3:3:-1]
	{5, 3, 7, -1, []float64{}},                      // np.arange(5.)[3:7:-1]
	{5, 7, Open, -1, []float64{4, 3, 2, 1, 0}},      // np.arange(5.)[7::-1]
	{5, 7, -7, -1, []float64{4, 3, 2, 1, 0}},        // np.arange(5.)[7:-7:-1]
	{5, 7, -2, -1, []float64{4}},                    // np.arange(5.)[7:-2:-1]
	{5, 7, 0, -1, []float64{4, 3, 2, 1}},            // np.arange(5.)[7:0:-1]
	{5, 7, 3, -1, []float64{4}},                     // np.arange(5.)[7:3:-1]
	{5, 7, 7, -1, []float64{}},                      // np.arange(5.)[7:7:-1]
	{5, Open, Open, -3, []float64{4, 1}},            // np.arange(5.)[::-3]
	{5, Open, -7, -3, []float64{4, 1}},              // np.arange(5.)[:-7:-3]
	{5, Open, -2, -3, []float64{4}},                 // np.arange(5.)[:-2:-3]
	{5, Open, 0, -3, []float64{4, 1}},               // np.arange(5.)[:0:-3]
	{5, Open, 3, -3, []float64{4}},                  // np.arange(5.)[:3:-3]
	{5, Open, 7, -3, []float64{}},                   // np.arange(5.)[:7:-3]
	{5, -7, Open, -3, []float64{}},                  // np.arange(5.)[-7::-3]
	{5, -7, -7, -3, []float64{}},                    // np.arange(5.)[-7:-7:-3]
	{5, -7, -2, -3, []float64{}},                    // np.arange(5.)[-7:-2:-3]
	{5, -7, 0, -3, []float64{}},                     // np.arange(5.)[-7:0:-3]
	{5, -7, 3, -3, []float64{}},                     // np.arange(5.)[-7:3:-3]
	{5, -7, 7, -3, []float64{}},                     // np.arange(5.)[-7:7:-3]
	{5, -2, Open, -3, []float64{3, 0}},              // np.arange(5.)[-2::-3]
	{5, -2, -7, -3, []float64{3, 0}},                // np.arange(5.)[-2:-7:-3]
	{5, -2, -2, -3, []float64{}},                    // np.arange(5.)[-2:-2:-3]
	{5, -2, 0, -3, []float64{3}},                    // np.arange(5.)[-2:0:-3]
	{5, -2, 3, -3, []float64{}},                     // np.arange(5.)[-2:3:-3]
	{5, -2, 7, -3, []float64{}},                     // np.arange(5.)[-2:7:-3]
	{5, 0, Open, -3, []float64{0}},                  // np.arange(5.)[0::-3]
	{5, 0, -7, -3, []float64{0}},                    // np.arange(5.)[0:-7:-3]
	{5, 0, -2, -3, []float64{}},                     // np.arange(5.)[0:-2:-3]
	{5, 0, 0, -3, []float64{}},                      // np.arange(5.)[0:0:-3]
	{5, 0, 3, -3, []float64{}},                      // np.arange(5.)[0:3:-3]
	{5, 0, 7, -3, []float64{}},                      // np.arange(5.)[0:7:-3]
	{5, 3, Open, -3, []float64{3, 0}},               // np.arange(5.)[3::-3]
	{5, 3, -7, -3, []float64{3, 0}},                 // np.arange(5.)[3:-7:-3]
	{5, 3, -2, -3, []float64{}},                     // np.arange(5.)[3:-2:-3]
	{5, 3, 0, -3, []float64{3}},                     // np.arange(5.)[3:0:-3]
	{5, 3, 3, -3, []float64{}},                      // np.arange(5.)[3:3:-3]
	{5, 3, 7, -3, []float64{}},                      // np.arange(5.)[3:7:-3]
	{5, 7, Open, -3, []float64{4, 1}},               // np.arange(5.)[7::-3]
	{5, 7, -7, -3, []float64{4, 1}},                 // np.arange(5.)[7:-7:-3]
	{5, 7, -2, -3, []float64{4}},                    // np.arange(5.)[7:-2:-3]
	{5, 7, 0, -3, []float64{4, 1}},                  // np.arange(5.)[7:0:-3]
	{5, 7, 3, -3, []float64{4}},                     // np.arange(5.)[7:3:-3]
	{5, 7, 7, -3, []float64{}},                      // np.arange(5.)[7:7:-3]
	{0, Open, Open, Open, []float64{}},              // np.arange(0.)[:]
	{0, Open, -2, Open, []float64{}},                // np.arange(0.)[:-2]
	{0, Open, 3, Open, []float64{}},                 // np.arange(0.)[:3]
	{0, -2, Open, Open, []float64{}},                // np.arange(0.)[-2:]
	{0, -2, -2, Open, []float64{}},                  // np.arange(0.)[-2:-2]
	{0, -2, 3, Open, []float64{}},                   // np.arange(0.)[-2:3]
	{0, 0, Open, Open, []float64{}},                 // np.arange(0.)[0:]
	{0, 0, -2, Open, []float64{}},                   // np.arange(0.)[0:-2]
	{0, 0, 3, Open, []float64{}},                    // np.arange(0.)[0:3]
	{0, 3, Open, Open, []float64{}},                 // np.arange(0.)[3:]
	{0, 3, -2, Open, []float64{}},                   // np.arange(0.)[3:-2]
	{0, 3, 3, Open, []float64{}},                    // np.arange(0.)[3:3]
	{0, Open, Open, 2, []float64{}},                 // np.arange(0.)[::2]
	{0, Open, -2, 2, []float64{}},                   // np.arange(0.)[:-2:2]
	{0, Open, 3, 2, []float64{}},                    // np.arange(0.)[:3:2]
	{0, -2, Open, 2, []float64{}},                   // np.arange(0.)[-2::2]
	{0, -2, -2, 2, []float64{}},                     // np.arange(0.)[-2:-2:2]
	{0, -2, 3, 2, []float64{}},                      // np.arange(0.)[-2:3:2]
	{0, 0, Open, 2, []float64{}},                    // np.arange(0.)[0::2]
	{0, 0, -2, 2, []float64{}},                      // np.arange(0.)[0:-2:2]
	{0, 0, 3, 2, []float64{}},                       // np.arange(0.)[0:3:2]
	{0, 3, Open, 2, []float64{}},                    // np.arange(0.)[3::2]
	{0, 3, -2, 2, []float64{}},                      // np.arange(0.)[3:-2:2]
	{0, 3, 3, 2, []float64{}},                       // np.arange(0.)[3:3:2]
	{0, Open, Open, -1, []float64{}},                // np.arange(0.)[::-1]
	{0, Open, -2, -1, []float64{}},                  // np.arange(0.)[:-2:-1]
	{0, Open, 3, -1, []float64{}},                   // np.arange(0.)[:3:-1]
	{0, -2, Open, -1, []float64{}},                  // np.arange(0.)[-2::-1]
	{0, -2, -2, -1, []float64{}},                    // np.arange(0.)[-2:-2:-1]
	{0, -2, 3, -1, []float64{}},                     // np.arange(0.)[-2:3:-1]
	{0, 0, Open, -1, []float64{}},                   // np.arange(0.)[0::-1]
	{0, 0, -2, -1, []float64{}},                     // np.arange(0.)[0:-2:-1]
	{0, 0, 3, -1, []float64{}},                      // np.arange(0.)[0:3:-1]
	{0, 3, Open, -1, []float64{}},                   // np.arange(0.)[3::-1]
	{0, 3, -2, -1, []float64{}},                     // np.arange(0.)[3:-2:-1]
	{0, 3, 3, -1, []float64{}},                      // np.arange(0.)[3:3:-1]
	{0, Open, Open, -3, []float64{}},                // np.arange(0.)[::-3]
	{0, Open, -2, -3, []float64{}},                  // np.arange(0.)[:-2:-3]
	{0, Open, 3, -3, []float64{}},                   // np.arange(0.)[:3:-3]
	{0, -2, Open, -3, []float64{}},                  // np.arange(0.)[-2::-3]
	{0, -2, -2, -3, []float64{}},                    // np.arange(0.)[-2:-2:-3]
	{0, -2, 3, -3, []float64{}},                     // np.arange(0.)[-2:3:-3]
	{0, 0, Open, -3, []float64{}},                   // np.arange(0.)[0::-3]
	{0, 0, -2, -3, []float64{}},                     // np.arange(0.)[0:-2:-3]
	{0, 0, 3, -3, []float64{}},                      // np.arange(0.)[0:3:-3]
	{0, 3, Open, -3, []float64{}},                   // np.arange(0.)[3::-3]
	{0, 3, -2, -3, []float64{}},                     // np.arange(0.)[3:-2:-3]
	{0, 3, 3, -3, []float64{}},                      // np.arange(0.)[3:3:-3]
	{1, Open, Open, Open, []float64{0}},             // np.arange(1.)[:]
	{1, Open, -2, Open, []float64{}},                // np.arange(1.)[:-2]
	{1, Open, 3, Open, []float64{0}},                // np.arange(1.)[:3]
	{1, -2, Open, Open, []float64{0}},               // np.arange(1.)[-2:]
	{1, -2, -2, Open, []float64{}},                  // np.arange(1.)[-2:-2]
	{1, -2, 3, Open, []float64{0}},                  // np.arange(1.)[-2:3]
	{1, 0, Open, Open, []float64{0}},                // np.arange(1.)[0:]
	{1, 0, -2, Open, []float64{}},                   // np.arange(1.)[0:-2]
	{1, 0, 3, Open, []float64{0}},                   // np.arange(1.)[0:3]
	{1, 3, Open, Open, []float64{}},                 // np.arange(1.)[3:]
	{1, 3, -2, Open, []float64{}},                   // np.arange(1.)[3:-2]
	{1, 3, 3, Open, []float64{}},                    // np.arange(1.)[3:3]
	{1, Open, Open, 2, []float64{0}},                // np.arange(1.)[::2]
	{1, Open, -2, 2, []float64{}},                   // np.arange(1.)[:-2:2]
	{1, Open, 3, 2, []float64{0}},                   // np.arange(1.)[:3:2]
	{1, -2, Open, 2, []float64{0}},                  // np.arange(1.)[-2::2]
	{1, -2, -2, 2, []float64{}},                     // np.arange(1.)[-2:-2:2]
	{1, -2, 3, 2, []float64{0}},                     // np.arange(1.)[-2:3:2]
	{1, 0, Open, 2, []float64{0}},                   // np.arange(1.)[0::2]
	{1, 0, -2, 2, []float64{}},                      // np.arange(1.)[0:-2:2]
	{1, 0, 3, 2, []float64{0}},                      // np.arange(1.)[0:3:2]
	{1, 3, Open, 2, []float64{}},                    // np.arange(1.)[3::2]
	{1, 3, -2, 2, []float64{}},                      // np.arange(1.)[3:-2:2]
	{1, 3, 3, 2, []float64{}},                       // np.arange(1.)[3:3:2]
	{1, Open, Open, -1, []float64{0}},               // np.arange(1.)[::-1]
	{1, Open, -2, -1, []float64{0}},                 // np.arange(1.)[:-2:-1]
	{1, Open, 3, -1, []float64{}},                   // np.arange(1.)[:3:-1]
	{1, -2, Open, -1, []float64{}},                  // np.arange(1.)[-2::-1]
	{1, -2, -2, -1, []float64{}},                    // np.arange(1.)[-2:-2:-1]
	{1, -2, 3, -1, []float64{}},                     // np.arange(1.)[-2:3:-1]
	{1, 0, Open, -1, []float64{0}},                  // np.arange(1.)[0::-1]
	{1, 0, -2, -1, []float64{0}},                    // np.arange(1.)[0:-2:-1]
	{1, 0, 3, -1, []float64{}},                      // np.arange(1.)[0:3:-1]
	{1, 3, Open, -1, []float64{0}},                  // np.arange(1.)[3::-1]
	{1, 3, -2, -1, []float64{0}},                    // np.arange(1.)[3:-2:-1]
	{1, 3, 3, -1, []float64{}},                      // np.arange(1.)[3:3:-1]
	{1, Open, Open, -3, []float64{0}},               // np.arange(1.)[::-3]
	{1, Open, -2, -3, []float64{0}},                 // np.arange(1.)[:-2:-3]
	{1, Open, 3, -3, []float64{}},                   // np.arange(1.)[:3:-3]
	{1, -2, Open, -3, []float64{}},                  // np.arange(1.)[-2::-3]
	{1, -2, -2, -3, []float64{}},                    // np.arange(1.)[-2:-2:-3]
	{1, -2, 3, -3, []float64{}},                     // np.arange(1.)[-2:3:-3]
	{1, 0, Open, -3, []float64{0}},                  // np.arange(1.)[0::-3]
	{1, 0, -2, -3, []float64{0}},                    // np.arange(1.)[0:-2:-3]
	{1, 0, 3, -3, []float64{}},                      // np.arange(1.)[0:3:-3]
	{1, 3, Open, -3, []float64{0}},                  // np.arange(1.)[3::-3]
	{1, 3, -2, -3, []float64{0}},                    // np.arange(1.)[3:-2:-3]
	{1, 3, 3, -3, []float64{}},                      // np.arange(1.)[3:3:-3]
}

func TestViewSlice1D(t *testing.T) {
	for _, tt := range vwSliceCases {
		a := vwSeq([1]int{tt.n})
		r := resOf(View[[1]int](a, Span(tt.start, tt.stop, tt.step)))
		if !slices.Equal(r.flat, tt.want) || r.shape[0] != len(tt.want) || r.bad != "" {
			t.Errorf("np.arange(%d.)[%d:%d:%d] (Open = %d) = %v %v %s, want %v", tt.n, tt.start, tt.stop, tt.step, Open,
				r.shape, r.flat, r.bad, tt.want)
		}
	}
}

func TestView(t *testing.T) {
	runNDCases(t, []ndCase{
		{ // a3[1]
			"a3[1]", func() ndRes { return resOf(View[[2]int](vwA3, At(1))) }, []int{3, 4}, []float64{12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, true, ""},
		{ // a3[-1, 2]
			"a3[-1, 2]", func() ndRes { return resOf(View[[1]int](vwA3, At(-1), At(2))) }, []int{4}, []float64{20, 21, 22, 23}, true, ""},
		{ // a3[:, ::-1]
			"a3[:, ::-1]", func() ndRes { return resOf(View[[3]int](vwA3, Span(Open, Open, Open), Span(Open, Open, -1))) }, []int{2, 3, 4}, []float64{8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3, 20, 21, 22, 23, 16, 17, 18, 19, 12, 13, 14, 15}, true, ""},
		{ // a3[::-1, 1:, ::-2]
			"a3[::-1, 1:, ::-2]", func() ndRes {
				return resOf(View[[3]int](vwA3, Span(Open, Open, -1), Span(1, Open, Open), Span(Open, Open, -2)))
			}, []int{2, 2, 2}, []float64{19, 17, 23, 21, 7, 5, 11, 9}, true, ""},
		{ // a3[None, 1, :, 1:3]
			"a3[None, 1, :, 1:3]", func() ndRes { return resOf(View[[3]int](vwA3, NewAxis(), At(1), Index{}, Span(1, 3, Open))) }, []int{1, 3, 2}, []float64{13, 14, 17, 18, 21, 22}, true, ""},
		{ // a3[:, None, :, None]
			"a3[:, None, :, None]", func() ndRes { return resOf(View[[5]int](vwA3, Index{}, NewAxis(), Index{}, NewAxis())) }, []int{2, 1, 3, 1, 4}, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, true, ""},
		{ // a3[1, 5:]
			"a3[1, 5:]", func() ndRes { return resOf(View[[2]int](vwA3, At(1), Span(5, Open, Open))) }, []int{0, 4}, []float64{}, false, ""},
		{ // a3[:, 1:1]
			"a3[:, 1:1]", func() ndRes { return resOf(View[[3]int](vwA3, Index{}, Span(1, 1, Open))) }, []int{2, 0, 4}, []float64{}, false, ""},
		{ // a3[:, 2:0:-1, -1:0:-2]
			"a3[:, 2:0:-1, -1:0:-2]", func() ndRes { return resOf(View[[3]int](vwA3, Index{}, Span(2, 0, -1), Span(-1, 0, -2))) }, []int{2, 2, 2}, []float64{11, 9, 7, 5, 23, 21, 19, 17}, true, ""},
		{ // a3[1, :, 3]
			"a3[1, :, 3]", func() ndRes { return resOf(View[[1]int](vwA3, At(1), Index{}, At(3))) }, []int{3}, []float64{15, 19, 23}, true, ""},
		{ // a3[-2:, -100:100, 3:-5:-1]
			"a3[-2:, -100:100, 3:-5:-1]", func() ndRes {
				return resOf(View[[3]int](vwA3, Span(-2, Open, Open), Span(-100, 100, Open), Span(3, -5, -1)))
			}, []int{2, 3, 4}, []float64{3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12, 19, 18, 17, 16, 23, 22, 21, 20}, true, ""},
		{ // f3[1, ::-1]
			"f3[1, ::-1]", func() ndRes { return resOf(View[[2]int](vwF3, At(1), Span(Open, Open, -1))) }, []int{3, 4}, []float64{20, 21, 22, 23, 16, 17, 18, 19, 12, 13, 14, 15}, true, ""},
		{ // f3[:, 1]
			"f3[:, 1]", func() ndRes { return resOf(View[[2]int](vwF3, Index{}, At(1))) }, []int{2, 4}, []float64{4, 5, 6, 7, 16, 17, 18, 19}, true, ""},
		{ // f3[::-1, ::2, None, 1:]
			"f3[::-1, ::2, None, 1:]", func() ndRes {
				return resOf(View[[4]int](vwF3, Span(Open, Open, -1), Span(Open, Open, 2), NewAxis(), Span(1, Open, Open)))
			}, []int{2, 2, 1, 3}, []float64{13, 14, 15, 21, 22, 23, 1, 2, 3, 9, 10, 11}, true, ""},
		{ // t3[1:3, ::-1, 0]
			"t3[1:3, ::-1, 0]", func() ndRes { return resOf(View[[2]int](vwT3, Span(1, 3, Open), Span(Open, Open, -1), At(0))) }, []int{2, 3}, []float64{9, 5, 1, 10, 6, 2}, true, ""},
		{ // t3[-1]
			"t3[-1]", func() ndRes { return resOf(View[[2]int](vwT3, At(-1))) }, []int{3, 2}, []float64{3, 15, 7, 19, 11, 23}, true, ""},
		{ // a1[::3]
			"a1[::3]", func() ndRes { return resOf(View[[1]int](vwA1, Span(Open, Open, 3))) }, []int{4}, []float64{0, 3, 6, 9}, true, ""},
		{ // a1[7:2:-2]
			"a1[7:2:-2]", func() ndRes { return resOf(View[[1]int](vwA1, Span(7, 2, -2))) }, []int{3}, []float64{7, 5, 3}, true, ""},
		{ // a1[None]
			"a1[None]", func() ndRes { return resOf(View[[2]int](vwA1, NewAxis())) }, []int{1, 10}, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, true, ""},
		{ // a1[:, None]
			"a1[:, None]", func() ndRes { return resOf(View[[2]int](vwA1, Index{}, NewAxis())) }, []int{10, 1}, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, true, ""},
		{ // a3[1][::-1][1]
			"a3[1][::-1][1]", func() ndRes {
				return resOf(View[[1]int](View[[2]int](View[[2]int](vwA3, At(1)), Span(Open, Open, -1)), At(1)))
			}, []int{4}, []float64{16, 17, 18, 19}, true, ""},
		{ // a3[::-1][:, ::-1][1][::-1]
			"a3[::-1][:, ::-1][1][::-1]", func() ndRes {
				return resOf(View[[2]int](View[[2]int](View[[3]int](View[[3]int](vwA3, Span(Open, Open, -1)), Index{}, Span(Open, Open, -1)), At(1)), Span(Open, Open, -1)))
			}, []int{3, 4}, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, true, ""},
		{ // a3[::-1, ::-1][0, 0][1:3]
			"a3[::-1, ::-1][0, 0][1:3]", func() ndRes {
				return resOf(View[[1]int](View[[1]int](View[[3]int](vwA3, Span(Open, Open, -1), Span(Open, Open, -1)), At(0), At(0)), Span(1, 3, Open)))
			}, []int{2}, []float64{21, 22}, true, ""},
		{ // e3[1]
			"e3[1]", func() ndRes { return resOf(View[[2]int](vwE3, At(1))) }, []int{0, 4}, []float64{}, false, ""},
		{ // e3[:, ::-1, 2:]
			"e3[:, ::-1, 2:]", func() ndRes { return resOf(View[[3]int](vwE3, Index{}, Span(Open, Open, -1), Span(2, Open, Open))) }, []int{2, 0, 2}, []float64{}, false, ""},
		{ // a3[2]
			"a3[2]", func() ndRes { return resOf(View[[2]int](vwA3, At(2))) }, nil, nil, false, "IndexError: index 2 is out of bounds for axis 0 with size 2"},
		{ // a3[0, -4]
			"a3[0, -4]", func() ndRes { return resOf(View[[1]int](vwA3, At(0), At(-4))) }, nil, nil, false, "IndexError: index -4 is out of bounds for axis 1 with size 3"},
		{ // a3[None, None, 1, 5]
			"a3[None, None, 1, 5]", func() ndRes { return resOf(View[[3]int](vwA3, NewAxis(), NewAxis(), At(1), At(5))) }, nil, nil, false, "IndexError: index 5 is out of bounds for axis 1 with size 3"},
		{ // a3[0, 0, 0, 0]
			"a3[0, 0, 0, 0]", func() ndRes { return resOf(View[[1]int](vwA3, At(0), At(0), At(0), At(0))) }, nil, nil, false, "IndexError: too many indices for array: array is 3-dimensional, but 4 were indexed"},
		{ // a3[0, 0, 0, :]
			"a3[0, 0, 0, :]", func() ndRes { return resOf(View[[1]int](vwA3, At(0), At(0), At(0), Index{})) }, nil, nil, false, "IndexError: too many indices for array: array is 3-dimensional, but 4 were indexed"},
		{ // a1[::0]
			"a1[::0]", func() ndRes { return resOf(View[[1]int](vwA1, Span(Open, Open, 0))) }, nil, nil, false, "ValueError: slice step cannot be zero"},
		{ // e3[:, 0]
			"e3[:, 0]", func() ndRes { return resOf(View[[2]int](vwE3, Index{}, At(0))) }, nil, nil, false, "IndexError: index 0 is out of bounds for axis 1 with size 0"},
	})
}

func TestReshape(t *testing.T) {
	runNDCases(t, []ndCase{
		{ // a3.reshape(6, 4)
			"a3.reshape(6, 4)", func() ndRes { return resOf(Reshape(vwA3, [2]int{6, 4})) }, []int{6, 4}, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, true, ""},
		{ // a3.reshape(-1)
			"a3.reshape(-1)", func() ndRes { return resOf(Reshape(vwA3, [1]int{-1})) }, []int{24}, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, true, ""},
		{ // a3.reshape(4, -1, 3)
			"a3.reshape(4, -1, 3)", func() ndRes { return resOf(Reshape(vwA3, [3]int{4, -1, 3})) }, []int{4, 2, 3}, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, true, ""},
		{ // a3.reshape(2, 3, 4)
			"a3.reshape(2, 3, 4)", func() ndRes { return resOf(Reshape(vwA3, [3]int{2, 3, 4})) }, []int{2, 3, 4}, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, true, ""},
		{ // a3.reshape(1, 24, 1)
			"a3.reshape(1, 24, 1)", func() ndRes { return resOf(Reshape(vwA3, [3]int{1, 24, 1})) }, []int{1, 24, 1}, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, true, ""},
		{ // t3.reshape(24)
			"t3.reshape(24)", func() ndRes { return resOf(Reshape(vwT3, [1]int{24})) }, []int{24}, []float64{0, 12, 4, 16, 8, 20, 1, 13, 5, 17, 9, 21, 2, 14, 6, 18, 10, 22, 3, 15, 7, 19, 11, 23}, false, ""},
		{ // t3.reshape(4, 6)
			"t3.reshape(4, 6)", func() ndRes { return resOf(Reshape(vwT3, [2]int{4, 6})) }, []int{4, 6}, []float64{0, 12, 4, 16, 8, 20, 1, 13, 5, 17, 9, 21, 2, 14, 6, 18, 10, 22, 3, 15, 7, 19, 11, 23}, false, ""},
		{ // t3.reshape(4, 3, 2)
			"t3.reshape(4, 3, 2)", func() ndRes { return resOf(Reshape(vwT3, [3]int{4, 3, 2})) }, []int{4, 3, 2}, []float64{0, 12, 4, 16, 8, 20, 1, 13, 5, 17, 9, 21, 2, 14, 6, 18, 10, 22, 3, 15, 7, 19, 11, 23}, true, ""},
		{ // t3.reshape(2, 2, 3, 2)
			"t3.reshape(2, 2, 3, 2)", func() ndRes { return resOf(Reshape(vwT3, [4]int{2, 2, 3, 2})) }, []int{2, 2, 3, 2}, []float64{0, 12, 4, 16, 8, 20, 1, 13, 5, 17, 9, 21, 2, 14, 6, 18, 10, 22, 3, 15, 7, 19, 11, 23}, true, ""},
		{ // a3[:, :, ::2].reshape(6, 2)
			"a3[:, :, ::2].reshape(6, 2)", func() ndRes {
				return resOf(Reshape(View[[3]int](vwA3, Index{}, Index{}, Span(Open, Open, 2)), [2]int{6, 2}))
			}, []int{6, 2}, []float64{0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22}, true, ""},
		{ // a3[:, :, ::2].reshape(12)
			"a3[:, :, ::2].reshape(12)", func() ndRes {
				return resOf(Reshape(View[[3]int](vwA3, Index{}, Index{}, Span(Open, Open, 2)), [1]int{12}))
			}, []int{12}, []float64{0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22}, true, ""},
		{ // a3[:, ::-1].reshape(6, 4)
			"a3[:, ::-1].reshape(6, 4)", func() ndRes { return resOf(Reshape(View[[3]int](vwA3, Index{}, Span(Open, Open, -1)), [2]int{6, 4})) }, []int{6, 4}, []float64{8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3, 20, 21, 22, 23, 16, 17, 18, 19, 12, 13, 14, 15}, false, ""},
		{ // a3[:, ::-1].reshape(2, 3, 2, 2)
			"a3[:, ::-1].reshape(2, 3, 2, 2)", func() ndRes {
				return resOf(Reshape(View[[3]int](vwA3, Index{}, Span(Open, Open, -1)), [4]int{2, 3, 2, 2}))
			}, []int{2, 3, 2, 2}, []float64{8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3, 20, 21, 22, 23, 16, 17, 18, 19, 12, 13, 14, 15}, true, ""},
		{ // a3[::-1, ::-1, ::-1].reshape(-1, 2)
			"a3[::-1, ::-1, ::-1].reshape(-1, 2)", func() ndRes {
				return resOf(Reshape(View[[3]int](vwA3, Span(Open, Open, -1), Span(Open, Open, -1), Span(Open, Open, -1)), [2]int{-1, 2}))
			}, []int{12, 2}, []float64{23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0}, true, ""},
		{ // f3.reshape(4, 6)
			"f3.reshape(4, 6)", func() ndRes { return resOf(Reshape(vwF3, [2]int{4, 6})) }, []int{4, 6}, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, false, ""},
		{ // f3[:, :1, :].reshape(2, 4)
			"f3[:, :1, :].reshape(2, 4)", func() ndRes {
				return resOf(Reshape(View[[3]int](vwF3, Index{}, Span(Open, 1, Open), Index{}), [2]int{2, 4}))
			}, []int{2, 4}, []float64{0, 1, 2, 3, 12, 13, 14, 15}, true, ""},
		{ // a3[1:2, 1:2, 1:2].reshape(1)
			"a3[1:2, 1:2, 1:2].reshape(1)", func() ndRes {
				return resOf(Reshape(View[[3]int](vwA3, Span(1, 2, Open), Span(1, 2, Open), Span(1, 2, Open)), [1]int{1}))
			}, []int{1}, []float64{17}, true, ""},
		{ // a3[1:2, 2, 3:1:-1].reshape(2, 1)
			"a3[1:2, 2, 3:1:-1].reshape(2, 1)", func() ndRes {
				return resOf(Reshape(View[[2]int](vwA3, Span(1, 2, Open), At(2), Span(3, 1, -1)), [2]int{2, 1}))
			}, []int{2, 1}, []float64{23, 22}, true, ""},
		{ // a1[::2].reshape(5, 1)
			"a1[::2].reshape(5, 1)", func() ndRes { return resOf(Reshape(View[[1]int](vwA1, Span(Open, Open, 2)), [2]int{5, 1})) }, []int{5, 1}, []float64{0, 2, 4, 6, 8}, true, ""},
		{ // a1[::-3].reshape(2, 2)
			"a1[::-3].reshape(2, 2)", func() ndRes { return resOf(Reshape(View[[1]int](vwA1, Span(Open, Open, -3)), [2]int{2, 2})) }, []int{2, 2}, []float64{9, 6, 3, 0}, true, ""},
		{ // e3.reshape(0, 5)
			"e3.reshape(0, 5)", func() ndRes { return resOf(Reshape(vwE3, [2]int{0, 5})) }, []int{0, 5}, []float64{}, false, ""},
		{ // e3.reshape(-1, 4)
			"e3.reshape(-1, 4)", func() ndRes { return resOf(Reshape(vwE3, [2]int{-1, 4})) }, []int{0, 4}, []float64{}, false, ""},
		{ // a3.reshape(5, 5)
			"a3.reshape(5, 5)", func() ndRes { return resOf(Reshape(vwA3, [2]int{5, 5})) }, nil, nil, false, "ValueError: total size of new array must be unchanged"},
		{ // a3.reshape(-1, -1)
			"a3.reshape(-1, -1)", func() ndRes { return resOf(Reshape(vwA3, [2]int{-1, -1})) }, nil, nil, false, "ValueError: multiple negative shape values"},
		{ // a3.reshape(-1, 5)
			"a3.reshape(-1, 5)", func() ndRes { return resOf(Reshape(vwA3, [2]int{-1, 5})) }, nil, nil, false, "ValueError: total size of new array must be unchanged"},
		{ // a3.reshape(5, -1)
			"a3.reshape(5, -1)", func() ndRes { return resOf(Reshape(vwA3, [2]int{5, -1})) }, nil, nil, false, "ValueError: total size of new array must be unchanged"},
		{ // a3.reshape(-2, 6)
			"a3.reshape(-2, 6)", func() ndRes { return resOf(Reshape(vwA3, [2]int{-2, 6})) }, []int{4, 6}, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, true, ""},
		{ // a1.reshape(4)
			"a1.reshape(4)", func() ndRes { return resOf(Reshape(vwA1, [1]int{4})) }, nil, nil, false, "ValueError: total size of new array must be unchanged"},
		{ // e3.reshape(0, -1)
			"e3.reshape(0, -1)", func() ndRes { return resOf(Reshape(vwE3, [2]int{0, -1})) }, nil, nil, false, "ValueError: total size of new array must be unchanged"},
		{ // a3.reshape(4611686018427387904, 4611686018427387904, -1)
			"a3.reshape(4611686018427387904, 4611686018427387904, -1)", func() ndRes { return resOf(Reshape(vwA3, [3]int{1 << 62, 1 << 62, -1})) }, nil, nil, false, "ValueError: total size of new array must be unchanged"},
		{ // a3.reshape(2, -1, 0, -1)
			"a3.reshape(2, -1, 0, -1)", func() ndRes { return resOf(Reshape(vwA3, [4]int{2, -1, 0, -1})) }, nil, nil, false, "ValueError: multiple negative shape values"},
	})
}

func TestPermuteRavel(t *testing.T) {
	runNDCases(t, []ndCase{
		{ // a3.T
			"a3.T", func() ndRes { return resOf(Transpose(vwA3)) }, []int{4, 3, 2}, []float64{0, 12, 4, 16, 8, 20, 1, 13, 5, 17, 9, 21, 2, 14, 6, 18, 10, 22, 3, 15, 7, 19, 11, 23}, true, ""},
		{ // t3.T
			"t3.T", func() ndRes { return resOf(Transpose(vwT3)) }, []int{2, 3, 4}, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, true, ""},
		{ // f3.T
			"f3.T", func() ndRes { return resOf(Transpose(vwF3)) }, []int{4, 3, 2}, []float64{0, 12, 4, 16, 8, 20, 1, 13, 5, 17, 9, 21, 2, 14, 6, 18, 10, 22, 3, 15, 7, 19, 11, 23}, true, ""},
		{ // a1.T
			"a1.T", func() ndRes { return resOf(Transpose(vwA1)) }, []int{10}, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, true, ""},
		{ // np.transpose(a3, (1, 0, 2))
			"np.transpose(a3, (1, 0, 2))", func() ndRes { return resOf(Permute(vwA3, [3]int{1, 0, 2})) }, []int{3, 2, 4}, []float64{0, 1, 2, 3, 12, 13, 14, 15, 4, 5, 6, 7, 16, 17, 18, 19, 8, 9, 10, 11, 20, 21, 22, 23}, true, ""},
		{ // np.transpose(a3, (-1, 0, 1))
			"np.transpose(a3, (-1, 0, 1))", func() ndRes { return resOf(Permute(vwA3, [3]int{-1, 0, 1})) }, []int{4, 2, 3}, []float64{0, 4, 8, 12, 16, 20, 1, 5, 9, 13, 17, 21, 2, 6, 10, 14, 18, 22, 3, 7, 11, 15, 19, 23}, true, ""},
		{ // np.transpose(a3[::-1, :, ::2], (2, 0, 1))
			"np.transpose(a3[::-1, :, ::2], (2, 0, 1))", func() ndRes {
				return resOf(Permute(View[[3]int](vwA3, Span(Open, Open, -1), Index{}, Span(Open, Open, 2)), [3]int{2, 0, 1}))
			}, []int{2, 2, 3}, []float64{12, 16, 20, 0, 4, 8, 14, 18, 22, 2, 6, 10}, true, ""},
		{ // np.transpose(a3, (0, 0, 1))
			"np.transpose(a3, (0, 0, 1))", func() ndRes { return resOf(Permute(vwA3, [3]int{0, 0, 1})) }, nil, nil, false, "ValueError: repeated axis in transpose"},
		{ // np.transpose(a3, (0, 1, 3))
			"np.transpose(a3, (0, 1, 3))", func() ndRes { return resOf(Permute(vwA3, [3]int{0, 1, 3})) }, nil, nil, false, "ValueError: axis is out of bounds for array of given dimension"},
		{ // np.transpose(a3, (0, 1, -4))
			"np.transpose(a3, (0, 1, -4))", func() ndRes { return resOf(Permute(vwA3, [3]int{0, 1, -4})) }, nil, nil, false, "ValueError: axis is out of bounds for array of given dimension"},
		{ // np.transpose(a3, (2, -1, 0))
			"np.transpose(a3, (2, -1, 0))", func() ndRes { return resOf(Permute(vwA3, [3]int{2, -1, 0})) }, nil, nil, false, "ValueError: repeated axis in transpose"},
		{ // a3.ravel()
			"a3.ravel()", func() ndRes { return resOf(Ravel(vwA3)) }, []int{24}, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, true, ""},
		{ // t3.ravel()
			"t3.ravel()", func() ndRes { return resOf(Ravel(vwT3)) }, []int{24}, []float64{0, 12, 4, 16, 8, 20, 1, 13, 5, 17, 9, 21, 2, 14, 6, 18, 10, 22, 3, 15, 7, 19, 11, 23}, false, ""},
		{ // f3.ravel()
			"f3.ravel()", func() ndRes { return resOf(Ravel(vwF3)) }, []int{24}, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, false, ""},
		{ // a3[1].ravel()
			"a3[1].ravel()", func() ndRes { return resOf(Ravel(View[[2]int](vwA3, At(1)))) }, []int{12}, []float64{12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, true, ""},
		{ // a3[:, ::-1].ravel()
			"a3[:, ::-1].ravel()", func() ndRes { return resOf(Ravel(View[[3]int](vwA3, Index{}, Span(Open, Open, -1)))) }, []int{24}, []float64{8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3, 20, 21, 22, 23, 16, 17, 18, 19, 12, 13, 14, 15}, false, ""},
		{ // a1[::2].ravel()
			"a1[::2].ravel()", func() ndRes { return resOf(Ravel(View[[1]int](vwA1, Span(Open, Open, 2)))) }, []int{5}, []float64{0, 2, 4, 6, 8}, false, ""},
		{ // e3.ravel()
			"e3.ravel()", func() ndRes { return resOf(Ravel(vwE3)) }, []int{0}, []float64{}, false, ""},
		{ // a3.flatten()
			"a3.flatten()", func() ndRes { return resOf(Flatten(vwA3)) }, []int{24}, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}, false, ""},
		{ // t3.flatten()
			"t3.flatten()", func() ndRes { return resOf(Flatten(vwT3)) }, []int{24}, []float64{0, 12, 4, 16, 8, 20, 1, 13, 5, 17, 9, 21, 2, 14, 6, 18, 10, 22, 3, 15, 7, 19, 11, 23}, false, ""},
		{ // a3[::-1, 1].flatten()
			"a3[::-1, 1].flatten()", func() ndRes { return resOf(Flatten(View[[2]int](vwA3, Span(Open, Open, -1), At(1)))) }, []int{8}, []float64{16, 17, 18, 19, 4, 5, 6, 7}, false, ""},
	})
}

func TestRow(t *testing.T) {
	for _, tt := range []struct {
		py   string
		base func() Array[float64, [3]int]
		rows []ndRes
	}{
		{ // list(a3)
			"a3", func() Array[float64, [3]int] { return vwA3 }, []ndRes{{shape: []int{3, 4}, flat: []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}}, {shape: []int{3, 4}, flat: []float64{12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}}}},
		{ // list(t3)
			"t3", func() Array[float64, [3]int] { return vwT3 }, []ndRes{{shape: []int{3, 2}, flat: []float64{0, 12, 4, 16, 8, 20}}, {shape: []int{3, 2}, flat: []float64{1, 13, 5, 17, 9, 21}}, {shape: []int{3, 2}, flat: []float64{2, 14, 6, 18, 10, 22}}, {shape: []int{3, 2}, flat: []float64{3, 15, 7, 19, 11, 23}}}},
		{ // list(f3)
			"f3", func() Array[float64, [3]int] { return vwF3 }, []ndRes{{shape: []int{3, 4}, flat: []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}}, {shape: []int{3, 4}, flat: []float64{12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}}}},
		{ // list(a3[::-1])
			"a3[::-1]", func() Array[float64, [3]int] { return View[[3]int](vwA3, Span(Open, Open, -1)) }, []ndRes{{shape: []int{3, 4}, flat: []float64{12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23}}, {shape: []int{3, 4}, flat: []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}}}},
		{ // list(a3[:, ::-1])
			"a3[:, ::-1]", func() Array[float64, [3]int] { return View[[3]int](vwA3, Index{}, Span(Open, Open, -1)) }, []ndRes{{shape: []int{3, 4}, flat: []float64{8, 9, 10, 11, 4, 5, 6, 7, 0, 1, 2, 3}}, {shape: []int{3, 4}, flat: []float64{20, 21, 22, 23, 16, 17, 18, 19, 12, 13, 14, 15}}}},
		{ // list(a3[::-1, :, ::-1])
			"a3[::-1, :, ::-1]", func() Array[float64, [3]int] {
				return View[[3]int](vwA3, Span(Open, Open, -1), Index{}, Span(Open, Open, -1))
			}, []ndRes{{shape: []int{3, 4}, flat: []float64{15, 14, 13, 12, 19, 18, 17, 16, 23, 22, 21, 20}}, {shape: []int{3, 4}, flat: []float64{3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8}}}},
		{ // list(e3)
			"e3", func() Array[float64, [3]int] { return vwE3 }, []ndRes{{shape: []int{0, 4}, flat: []float64{}}, {shape: []int{0, 4}, flat: []float64{}}}},
		{ // list(e3[:, :, :0])
			"e3[:, :, :0]", func() Array[float64, [3]int] { return View[[3]int](vwE3, Index{}, Index{}, Span(Open, 0, Open)) }, []ndRes{{shape: []int{0, 0}, flat: []float64{}}, {shape: []int{0, 0}, flat: []float64{}}}},
	} {
		t.Run(tt.py, func(t *testing.T) {
			a := tt.base()
			if a.Len() != len(tt.rows) {
				t.Fatalf("len %d, want %d", a.Len(), len(tt.rows))
			}
			for i, want := range tt.rows {
				r := resOf(Row[[2]int](a, i))
				if !slices.Equal(r.shape, want.shape) || !slices.Equal(r.flat, want.flat) || r.bad != "" {
					t.Errorf("row %d = %v %v %s, want %v %v", i, r.shape, r.flat, r.bad, want.shape, want.flat)
				}
				if len(r.flat) > 0 && !r.shares {
					t.Errorf("row %d does not share memory with its array", i)
				}
			}
		})
	}
}

// TestViewSharesMemory writes through views and checks that the base array sees the writes.
func TestViewSharesMemory(t *testing.T) {
	a := vwSeq([3]int{2, 3, 4})
	v := View[[2]int](a, Span(Open, Open, -1), At(1), Span(1, Open, 2)) // a[::-1, 1, 1::2]
	v.Set(-1, 0, 1)                                                     // a[1, 1, 3]
	r := Reshape(View[[3]int](a, Index{}, Index{}, Span(Open, Open, 2)), [2]int{6, 2})
	r.Set(-2, 5, 1)                            // a[1, 2, 2]
	Row[[2]int](Transpose(a), 3).Set(-3, 0, 0) // a.T[3][0, 0] is a[0, 0, 3]
	Ravel(a).Set(-4, 5)                        // a.ravel()[5] is a[0, 1, 1]
	Reshape(Transpose(a), [1]int{24}).Set(99, 0)
	Flatten(a).Set(99, 1)
	for _, c := range []struct {
		i, j, k int
		want    float64
	}{{1, 1, 3, -1}, {1, 2, 2, -2}, {0, 0, 3, -3}, {0, 1, 1, -4}, {0, 0, 0, 0}, {0, 0, 1, 1}} {
		if got := a.At(c.i, c.j, c.k); got != c.want {
			t.Errorf("a[%d, %d, %d] = %v, want %v", c.i, c.j, c.k, got, c.want)
		}
	}
	b := BroadcastTo(vwSeq([2]int{3, 1}), [3]int{2, 3, 4})
	if b.Strides != [3]int{0, 1, 0} || vwInvariant(b) != "" {
		t.Errorf("broadcast strides %v (%s)", b.Strides, vwInvariant(b))
	}
}

func TestSliceIndicesExtremes(t *testing.T) {
	for _, tt := range []struct {
		n, start, stop, step int
		first, length        int
	}{
		// slice(-2**63+1, 2**63-1, 2**63-1).indices(5) etc., with len(range(*...)).
		{5, Open + 1, -Open - 1, -Open - 1, 0, 1},
		{5, -Open - 1, Open + 1, Open + 1, 4, 1},
		{5, Open, Open, Open + 1, 4, 1},
		{0, Open, Open, -1, -1, 0},
	} {
		first, length := sliceIndices(tt.n, tt.start, tt.stop, tt.step)
		if first != tt.first || length != tt.length {
			t.Errorf("sliceIndices(%d, %d, %d, %d) = %d, %d, want %d, %d", tt.n, tt.start, tt.stop, tt.step,
				first, length, tt.first, tt.length)
		}
	}
}

func TestViewNoAlloc(t *testing.T) {
	a := vwSeq([3]int{2, 3, 4})
	var sink float64
	n := testing.AllocsPerRun(100, func() {
		v := View[[2]int](a, Span(Open, Open, -1), At(1), Span(1, Open, 2))
		r := Row[[1]int](v, 1)
		sink += r.Data[r.Off] + Transpose(a).Data[0] + Reshape(a, [2]int{6, -1}).Data[1]
	})
	if n != 0 {
		t.Errorf("views allocate: %v per run", n)
	}
	_ = sink
}
