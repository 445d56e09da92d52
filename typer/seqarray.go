package typer

// stackedArrayType is the type of np.array of a tuple whose items are sequences (tuples,
// lists, arrays) that each make an array of one dimension count: those arrays stacked along a
// new first axis, in the dtype that holds every item's, as NumPy (and Numba) build
// np.array(((1, 2), (3.0, 4.0))) and np.array(([1, 2], [3, 4])). Items of different depths
// are ragged: nil.
func stackedArrayType(items []Type) *Array {
	var dts []Type
	nd := -1
	for _, it := range items {
		switch it.(type) {
		case *Tuple, *List, *Array:
		default:
			return nil
		}
		a := AsArrayType(it)
		if a == nil || (nd >= 0 && a.Ndim != nd) {
			return nil
		}
		nd = a.Ndim
		dts = append(dts, a.Dtype)
	}
	dt, ok := unifyAll(dts).(*Basic)
	if !ok || nd+1 > MaxDims {
		return nil
	}
	return NewArray(dt, nd+1, LayoutC)
}
