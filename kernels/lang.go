package kernels

// BoolTo converts a bool to a number as Python does: True is 1, False is 0.
func BoolTo[T Integer | Float | Complex](b bool) T {
	if b {
		return 1
	}
	return 0
}

// And is Python's & on two bools: both operands are evaluated, unlike Go's &&.
func And(a, b bool) bool { return a && b }

// Or is Python's | on two bools: both operands are evaluated, unlike Go's ||.
func Or(a, b bool) bool { return a || b }

// TupleIndex turns a Python index into a tuple of n items (negative counts from the end)
// into a Go index, panicking with *IndexError when it is out of range.
func TupleIndex(i int64, n int) int64 {
	if i < 0 {
		i += int64(n)
	}
	if i < 0 || i >= int64(n) {
		panic(&IndexError{Msg: "tuple index out of range"})
	}
	return i
}

// DivMod is Python's divmod on integers; a zero divisor panics with *ZeroDivisionError.
func DivMod[T Integer](a, b T) (T, T) {
	if b == 0 {
		panic(&ZeroDivisionError{Msg: "integer divmod by zero"})
	}
	return FloorDiv(a, b), Mod(a, b)
}

// DivModNP is divmod under Numba's error_model='numpy': a zero divisor gives (0, 0).
func DivModNP[T Integer](a, b T) (T, T) { return FloorDivNP(a, b), ModNP(a, b) }

// DivModFloat is Python's divmod on floats; a zero divisor panics with *ZeroDivisionError.
func DivModFloat[T Float](a, b T) (T, T) {
	if b == 0 {
		panic(&ZeroDivisionError{Msg: "modulo by zero"})
	}
	return FloorDivFloat(a, b), ModFloat(a, b)
}

// DivModFloatNP is divmod on floats under error_model='numpy'.
func DivModFloatNP[T Float](a, b T) (T, T) { return FloorDivFloatNP(a, b), ModFloatNP(a, b) }
