package kernels

// CopyView copies src into dst element by element, for dst[...] = src where generated code has
// already broadcast src to dst's shape with Numba's setitem rules and copied it if it overlapped
// dst (BroadcastAssign, Unalias): the two have one shape and do not share memory, unless src is
// dst itself. It walks both views a run at a time (walk2, in dst's memory order), so that a
// contiguous or reversed run is one bounds-check-free loop rather than an index computed and
// checked per element.
func CopyView[T Elem, D Dims](dst, src Array[T, D]) {
	copyStrided(dst.Data, dst.Off, dst.Shape, dst.Strides, src.Data, src.Off, src.Strides, true)
}

// copyReversed copies src[len(src)-1], src[len(src)-2], ..., src[0] into dst[0], dst[1], ...:
// a run read backwards (stride -1) into a forward one.
func copyReversed[T Elem](dst, src []T) {
	d := dst[:len(src)]
	for k := len(src) - 1; k >= 0; k-- {
		d[len(src)-1-k] = src[k]
	}
}
