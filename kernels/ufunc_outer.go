package kernels

import "fmt"

// This file is the run-time side of ufunc.outer: NumPy computes f.outer(x, y) as the ufunc
// call f(x[..., None, ..., None], y), with one new axis of length 1 on x for each of y's
// axes, so that the two broadcast to x.shape + y.shape. The generated Outer forms call the
// ufunc's Array and Into forms with that view of x.

// outerOperand is an input of ufunc.outer: the operand x with trailing axes of length 1.
type outerOperand[T Elem] struct{ o operand[T] }

func (x outerOperand[T]) operand() operand[T] { return x.o }

func (x outerOperand[T]) opShape() (nd int, shape [MaxDims]int) { return x.o.nd, x.o.shape }

// UfuncOuter returns x as the first input of ufunc.outer(x, y): x with one trailing axis of
// length 1 for each axis of y, so that x and y broadcast to x.shape + y.shape. A scalar or 0-d
// x is returned as it is (it broadcasts to y's shape). The result has at most MaxDims axes,
// else UfuncOuter returns NumPy's *ValueError, naming the ufunc name.
func UfuncOuter[T Elem, X Operand[T], Y Shaped](name string, x X, y Y) (Operand[T], error) {
	o := x.operand()
	ny, _ := y.opShape()
	if o.nd == 0 || ny == 0 {
		return x, nil
	}
	if o.nd+ny > MaxDims {
		return nil, &ValueError{Msg: fmt.Sprintf("maximum supported dimension for an ndarray is %d, but `%s.outer()` result would have %d.", MaxDims, name, o.nd+ny)}
	}
	for k := o.nd; k < o.nd+ny; k++ {
		o.shape[k], o.strides[k] = 1, 0
	}
	o.nd += ny
	return outerOperand[T]{o}, nil
}
