package gonum_test

import (
	"fmt"

	"gonum.org/v1/gonum/mat"

	"github.com/pygo-lang/pygo/examples/gonum"
	"github.com/pygo-lang/pygo/kernels"
)

func Example() {
	a := mat.NewDense(2, 3, []float64{1, 2, 3, 4, 5, 6})
	b := mat.NewDense(3, 2, []float64{7, 8, 9, 10, 11, 12})

	c := kernels.MatMul(gonum.FromDense(a), gonum.FromDense(b)) // BLAS reads a's and b's storage in place
	d := gonum.ToDense(c)                                       // d and c share their elements

	fmt.Printf("%v\n", mat.Formatted(d))
	c.Set(0, 0, 0)
	fmt.Println(d.At(0, 0))
	// Output:
	// ⎡ 58   64⎤
	// ⎣139  154⎦
	// 0
}

// A line through four points: the matrix's columns are 1 and t, and the coefficients are the
// intercept and the slope. Numba gives [0.980000000000001, 2.0299999999999994].
func ExampleLeastSquares() {
	x := mat.NewDense(4, 2, []float64{
		1, 0,
		1, 1,
		1, 2,
		1, 3,
	})
	y := []float64{1, 3, 5, 7.1}
	c, err := gonum.LeastSquares(gonum.FromDense(x), y)
	fmt.Println(c, err)
	// Output: [0.980000000000001 2.0299999999999994] <nil>
}
