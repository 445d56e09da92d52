package kernels

import "unsafe"

// ViewAs is a.view(dtype): a's memory read as elements of type U, shared with a (writes
// through either show in the other), as NumPy 1.23+ and Numba 0.56 give it. With the same
// item size the shape and strides stay; otherwise the contiguous axis — the last for a
// C-ordered array, the first for an F-ordered one — is rescaled, and NumPy's ValueErrors
// report a 0-d array, a last axis that is not contiguous, or a byte length that the new item
// size does not divide. Go slices cannot start between elements: a view whose other strides
// or offset are not whole elements of U is the ValueError Numba reports for an incompatible
// layout.
func ViewAs[U, T Elem, D Dims](a Array[T, D]) Array[U, D] {
	st, su := int(unsafe.Sizeof(*new(T))), int(unsafe.Sizeof(*new(U)))
	out := Array[U, D]{Shape: a.Shape, Strides: a.Strides}
	nd := len(a.Shape)
	if st != su {
		if nd == 0 {
			panic(&ValueError{Msg: "Changing the dtype of a 0d array is only supported if the itemsize is unchanged"})
		}
		last := nd - 1
		if a.Shape[last] != 1 && shapeSize(a.Shape) != 0 && a.Strides[last] != 1 {
			panic(&ValueError{Msg: "To change to a dtype of a different size, the last axis must be contiguous"})
		}
		if su > st && a.Shape[last]*st%su != 0 {
			panic(&ValueError{Msg: "When changing to a larger dtype, its size must be a divisor of the total size in bytes of the last axis of the array."})
		}
		// Numba's _change_dtype: the contiguous axis takes the new item size.
		i, first := last, 0 // first is a variable: a 0-d D has no index 0, and returned above
		if a.Strides[last] != 1 {
			if a.Strides[first] != 1 {
				panic(&ValueError{Msg: "new type not compatible with array"})
			}
			i = first
		}
		for d := range nd {
			if d == i {
				continue
			}
			if a.Strides[d]*st%su != 0 {
				panic(&ValueError{Msg: "new type not compatible with array"})
			}
			out.Strides[d] = a.Strides[d] * st / su
		}
		out.Shape[i] = a.Shape[i] * st / su
		out.Strides[i] = 1
	}
	if a.Off*st%su != 0 {
		panic(&ValueError{Msg: "new type not compatible with array"})
	}
	out.Off = a.Off * st / su
	if len(a.Data) > 0 {
		out.Data = unsafe.Slice((*U)(unsafe.Pointer(unsafe.SliceData(a.Data))), len(a.Data)*st/su)
	}
	return out
}

// FromBuffer is np.frombuffer(a, dtype) of a C-contiguous array, as Numba 0.56 gives it: a
// vector of U sharing a's bytes. A byte length that U's size does not divide is Numba's
// ValueError "buffer size must be a multiple of element size"; a start between elements of U
// (a view at an odd offset) is ViewAs's incompatible-layout ValueError.
func FromBuffer[U, T Elem, D Dims](a Array[T, D]) Vector[U] {
	st, su := int(unsafe.Sizeof(*new(T))), int(unsafe.Sizeof(*new(U)))
	if a.Size()*st%su != 0 {
		panic(&ValueError{Msg: "buffer size must be a multiple of element size"})
	}
	return ViewAs[U](Ravel(a))
}

// FromBytes is np.frombuffer of a bytes object b (held as a Go string): a new vector of the
// elements of type U that b's bytes spell in native byte order. It raises ValueError when U's
// size does not divide len(b), as Numba.
func FromBytes[U Elem](b string) Vector[U] {
	su := int(unsafe.Sizeof(*new(U)))
	if len(b)%su != 0 {
		panic(&ValueError{Msg: "buffer size must be a multiple of element size"})
	}
	r := Uninit[U]([1]int{len(b) / su})
	if len(b) > 0 {
		copy(unsafe.Slice((*byte)(unsafe.Pointer(&r.Data[0])), len(b)), b)
	}
	return r
}
