package kernels

// This file prepares a ufunc call for a device that runs one flat loop over all the elements
// (a CUDA ufunc's kernel, kernels/cuda): every operand becomes a vector of the output's size,
// indexed by the element's position in C order, with stride 1 (its elements in place when
// they already lie in that order, else a copy), or stride 0 for a single element broadcast to
// every position.

// FlatCheck returns NumPy's *ValueError when inputs of the given shapes do not broadcast to an
// output of shape out, as the ufunc's CPU loop would.
func FlatCheck[D Dims](out D, ins ...OpShape) error {
	var shapes [maxOperands][MaxDims]int
	var ops [maxOperands]opShape
	ops[0] = opShape{nd: len(out), shape: &shapes[0], strides: &shapes[0]}
	for k := range len(out) {
		shapes[0][k] = out[k]
	}
	for i, in := range ins {
		shapes[i+1] = in.shape
		ops[i+1] = opShape{nd: in.nd, shape: &shapes[i+1], strides: &shapes[i+1]}
	}
	_, err := planUfunc(&ops, len(ins)+1)
	return err
}

// FlatIn returns input x broadcast to shape (which FlatCheck accepted) as a vector of
// shape's size in C order.
func FlatIn[T Elem, D Dims, X Operand[T]](x X, shape D) Vector[T] {
	o := x.operand()
	n := 1
	for k := range len(shape) {
		n *= shape[k]
	}
	if o.data == nil {
		return Vector[T]{Data: []T{o.scalar}, Shape: [1]int{n}}
	}
	var strides D
	base := len(shape) - o.nd
	for k := range o.nd {
		if o.shape[k] != 1 {
			strides[base+k] = o.strides[k]
		}
	}
	c, zero, want := true, true, 1
	for k := len(shape) - 1; k >= 0; k-- {
		if shape[k] != 1 {
			c = c && strides[k] == want
			zero = zero && strides[k] == 0
		}
		want *= shape[k]
	}
	switch {
	case n == 0:
		return Vector[T]{Data: []T{}, Shape: [1]int{0}, Strides: [1]int{1}}
	case c:
		return Vector[T]{Data: o.data, Off: o.off, Shape: [1]int{n}, Strides: [1]int{1}}
	case zero:
		return Vector[T]{Data: o.data, Off: o.off, Shape: [1]int{n}}
	}
	flat := Ascontiguous(settle(o.data, o.off, shape, strides))
	return Vector[T]{Data: flat.Data, Off: flat.Off, Shape: [1]int{n}, Strides: [1]int{1}}
}

// FlatOut returns output out as a vector of its size in C order: its own elements when they
// lie in that order, else a new vector, which done copies into out.
func FlatOut[T Elem, D Dims](out Array[T, D]) (v Vector[T], done func()) {
	n := out.Size()
	if out.IsC() {
		return Vector[T]{Data: out.Data, Off: out.Off, Shape: [1]int{n}, Strides: [1]int{1}}, func() {}
	}
	v = Vector[T]{Data: make([]T, n), Shape: [1]int{n}, Strides: [1]int{1}}
	return v, func() { Assign(out, Reshape(v, out.Shape)) }
}
