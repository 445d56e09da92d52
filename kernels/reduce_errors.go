package kernels

// The errors of reductions over empty arrays, shared by the kernels and by generated code that reduces a row in
// place (emit/rowreduce.go).

// ZeroSizeError is the error a min ("minimum") or max ("maximum") of an empty array raises; generated code that
// reduces a row in place panics with it.
func ZeroSizeError(op string) *ValueError { return redZeroSize(op) }

// ArgEmptyError is the error argmax (argmin when isMax is false) of an empty array raises.
func ArgEmptyError(isMax bool) *ValueError {
	if isMax {
		return &ValueError{Msg: "attempt to get argmax of an empty sequence"}
	}
	return &ValueError{Msg: "attempt to get argmin of an empty sequence"}
}

func redZeroSize(op string) *ValueError {
	return &ValueError{Msg: "zero-size array to reduction operation " + op + " which has no identity"}
}
