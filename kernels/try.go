package kernels

import (
	"errors"
	"runtime"
	"strings"
)

// Try runs body, the body of a Python try statement, and recovers the Python exception it
// raises: it returns body's result and a nil exception, or 0 and the exception. Any other
// panic (a Go run-time error, an internal bug) goes through unchanged.
func Try(body func() int) (exit int, exc PyException) {
	defer func() {
		if r := recover(); r != nil {
			exit, exc = 0, asPyException(r)
		}
	}()
	return body(), nil
}

// asPyException returns the Python exception a recovered panic carries, or panics again with
// anything else (a Go run-time error, an internal bug). An index out of a Go slice's range is
// Python's IndexError, as CPython raises it and Numba with boundscheck=True (without it, Numba
// reads past the array).
func asPyException(r any) PyException {
	if err, ok := r.(error); ok {
		var pe PyException
		if errors.As(err, &pe) {
			return pe
		}
		var re runtime.Error
		if errors.As(err, &re) && strings.Contains(re.Error(), "index out of range") {
			return &IndexError{Msg: "index out of range"}
		}
	}
	panic(r)
}

// AsClass is the As method of an exception of a built-in class, for the exception types
// generated code defines for user exception classes: it reports whether target is a **C,
// where C is class or a Python base class of it, and if so stores &C{Msg: msg} there.
func AsClass(target any, class, msg string) bool { return asBase(target, class, msg) }

// ExcMatches reports whether exc is an instance of the exception class T, a pointer to a
// kernels exception type or to one a generated package defines, as Python's except clause
// matches it: errors.As sees Python's class hierarchy (except ArithmeticError catches a
// ZeroDivisionError).
func ExcMatches[T error](exc PyException) bool {
	var t T
	return errors.As(exc, &t)
}

// ExcStr is Python's str(e) of an exception an except clause caught: the message it was
// raised with (str of its one argument, the repr of the tuple of several), or "" when it was
// raised without one.
func ExcStr(exc PyException) string {
	var base *Exception
	if errors.As(exc, &base) {
		return base.Msg
	}
	return ""
}
