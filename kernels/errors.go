package kernels

import (
	"errors"
	"fmt"
)

// PyException is implemented by every Python exception type in this package. Generated code raises one with
// panic(&kernels.ValueError{Msg: "..."}), and Catch turns the panic back into an error.
type PyException interface {
	error
	// PyClass returns the Python class name, such as "ValueError".
	PyClass() string
}

// Every exception type below has an As method so that errors.As sees Python's class hierarchy: errors.As(err,
// new(*ArithmeticError)) succeeds for a *ZeroDivisionError, and every type is an *Exception. The value As stores in a
// base-class target is a new *Base holding the same Msg, so its Error() names the base class; to learn the concrete
// class, use errors.As with a *PyException target and call PyClass.

// Exception is Python's Exception: the base class of every exception here.
type Exception struct{ Msg string }

// Error returns "Exception: Msg", or "Exception" when Msg is empty.
func (e *Exception) Error() string { return formatException("Exception", e.Msg) }

// PyClass returns "Exception".
func (e *Exception) PyClass() string { return "Exception" }

// As reports whether target is a **C, where C is Exception or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *Exception) As(target any) bool { return asBase(target, "Exception", e.Msg) }

// ArithmeticError is Python's ArithmeticError: the base of ZeroDivisionError, OverflowError and FloatingPointError.
type ArithmeticError struct{ Msg string }

// Error returns "ArithmeticError: Msg", or "ArithmeticError" when Msg is empty.
func (e *ArithmeticError) Error() string { return formatException("ArithmeticError", e.Msg) }

// PyClass returns "ArithmeticError".
func (e *ArithmeticError) PyClass() string { return "ArithmeticError" }

// As reports whether target is a **C, where C is ArithmeticError or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *ArithmeticError) As(target any) bool { return asBase(target, "ArithmeticError", e.Msg) }

// ZeroDivisionError is Python's ZeroDivisionError: division or modulo by zero.
type ZeroDivisionError struct{ Msg string }

// Error returns "ZeroDivisionError: Msg", or "ZeroDivisionError" when Msg is empty.
func (e *ZeroDivisionError) Error() string { return formatException("ZeroDivisionError", e.Msg) }

// PyClass returns "ZeroDivisionError".
func (e *ZeroDivisionError) PyClass() string { return "ZeroDivisionError" }

// As reports whether target is a **C, where C is ZeroDivisionError or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *ZeroDivisionError) As(target any) bool { return asBase(target, "ZeroDivisionError", e.Msg) }

// OverflowError is Python's OverflowError: an arithmetic result too large to represent.
type OverflowError struct{ Msg string }

// Error returns "OverflowError: Msg", or "OverflowError" when Msg is empty.
func (e *OverflowError) Error() string { return formatException("OverflowError", e.Msg) }

// PyClass returns "OverflowError".
func (e *OverflowError) PyClass() string { return "OverflowError" }

// As reports whether target is a **C, where C is OverflowError or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *OverflowError) As(target any) bool { return asBase(target, "OverflowError", e.Msg) }

// FloatingPointError is Python's FloatingPointError: a floating-point operation failed.
type FloatingPointError struct{ Msg string }

// Error returns "FloatingPointError: Msg", or "FloatingPointError" when Msg is empty.
func (e *FloatingPointError) Error() string { return formatException("FloatingPointError", e.Msg) }

// PyClass returns "FloatingPointError".
func (e *FloatingPointError) PyClass() string { return "FloatingPointError" }

// As reports whether target is a **C, where C is FloatingPointError or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *FloatingPointError) As(target any) bool { return asBase(target, "FloatingPointError", e.Msg) }

// LookupError is Python's LookupError: the base of IndexError and KeyError.
type LookupError struct{ Msg string }

// Error returns "LookupError: Msg", or "LookupError" when Msg is empty.
func (e *LookupError) Error() string { return formatException("LookupError", e.Msg) }

// PyClass returns "LookupError".
func (e *LookupError) PyClass() string { return "LookupError" }

// As reports whether target is a **C, where C is LookupError or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *LookupError) As(target any) bool { return asBase(target, "LookupError", e.Msg) }

// IndexError is Python's IndexError: a sequence index out of range.
type IndexError struct{ Msg string }

// Error returns "IndexError: Msg", or "IndexError" when Msg is empty.
func (e *IndexError) Error() string { return formatException("IndexError", e.Msg) }

// PyClass returns "IndexError".
func (e *IndexError) PyClass() string { return "IndexError" }

// As reports whether target is a **C, where C is IndexError or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *IndexError) As(target any) bool { return asBase(target, "IndexError", e.Msg) }

// KeyError is Python's KeyError: a mapping key not found.
type KeyError struct{ Msg string }

// Error returns "KeyError: Msg", or "KeyError" when Msg is empty.
func (e *KeyError) Error() string { return formatException("KeyError", e.Msg) }

// PyClass returns "KeyError".
func (e *KeyError) PyClass() string { return "KeyError" }

// As reports whether target is a **C, where C is KeyError or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *KeyError) As(target any) bool { return asBase(target, "KeyError", e.Msg) }

// ValueError is Python's ValueError: an argument with the right type but an inappropriate value.
type ValueError struct{ Msg string }

// Error returns "ValueError: Msg", or "ValueError" when Msg is empty.
func (e *ValueError) Error() string { return formatException("ValueError", e.Msg) }

// PyClass returns "ValueError".
func (e *ValueError) PyClass() string { return "ValueError" }

// As reports whether target is a **C, where C is ValueError or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *ValueError) As(target any) bool { return asBase(target, "ValueError", e.Msg) }

// TypeError is Python's TypeError: an operation applied to a value of the wrong type.
type TypeError struct{ Msg string }

// Error returns "TypeError: Msg", or "TypeError" when Msg is empty.
func (e *TypeError) Error() string { return formatException("TypeError", e.Msg) }

// PyClass returns "TypeError".
func (e *TypeError) PyClass() string { return "TypeError" }

// As reports whether target is a **C, where C is TypeError or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *TypeError) As(target any) bool { return asBase(target, "TypeError", e.Msg) }

// AssertionError is Python's AssertionError: a failed assert statement.
type AssertionError struct{ Msg string }

// Error returns "AssertionError: Msg", or "AssertionError" when Msg is empty.
func (e *AssertionError) Error() string { return formatException("AssertionError", e.Msg) }

// PyClass returns "AssertionError".
func (e *AssertionError) PyClass() string { return "AssertionError" }

// As reports whether target is a **C, where C is AssertionError or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *AssertionError) As(target any) bool { return asBase(target, "AssertionError", e.Msg) }

// RuntimeError is Python's RuntimeError: an error that fits no other class; the base of NotImplementedError.
type RuntimeError struct{ Msg string }

// Error returns "RuntimeError: Msg", or "RuntimeError" when Msg is empty.
func (e *RuntimeError) Error() string { return formatException("RuntimeError", e.Msg) }

// PyClass returns "RuntimeError".
func (e *RuntimeError) PyClass() string { return "RuntimeError" }

// As reports whether target is a **C, where C is RuntimeError or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *RuntimeError) As(target any) bool { return asBase(target, "RuntimeError", e.Msg) }

// NotImplementedError is Python's NotImplementedError: a missing implementation.
type NotImplementedError struct{ Msg string }

// Error returns "NotImplementedError: Msg", or "NotImplementedError" when Msg is empty.
func (e *NotImplementedError) Error() string { return formatException("NotImplementedError", e.Msg) }

// PyClass returns "NotImplementedError".
func (e *NotImplementedError) PyClass() string { return "NotImplementedError" }

// As reports whether target is a **C, where C is NotImplementedError or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *NotImplementedError) As(target any) bool {
	return asBase(target, "NotImplementedError", e.Msg)
}

// StopIteration is Python's StopIteration: an exhausted iterator.
type StopIteration struct{ Msg string }

// Error returns "StopIteration: Msg", or "StopIteration" when Msg is empty.
func (e *StopIteration) Error() string { return formatException("StopIteration", e.Msg) }

// PyClass returns "StopIteration".
func (e *StopIteration) PyClass() string { return "StopIteration" }

// As reports whether target is a **C, where C is StopIteration or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *StopIteration) As(target any) bool { return asBase(target, "StopIteration", e.Msg) }

// MemoryError is Python's MemoryError: an allocation failure.
type MemoryError struct{ Msg string }

// Error returns "MemoryError: Msg", or "MemoryError" when Msg is empty.
func (e *MemoryError) Error() string { return formatException("MemoryError", e.Msg) }

// PyClass returns "MemoryError".
func (e *MemoryError) PyClass() string { return "MemoryError" }

// As reports whether target is a **C, where C is MemoryError or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *MemoryError) As(target any) bool { return asBase(target, "MemoryError", e.Msg) }

// SystemError is Python's SystemError: an internal error.
type SystemError struct{ Msg string }

// Error returns "SystemError: Msg", or "SystemError" when Msg is empty.
func (e *SystemError) Error() string { return formatException("SystemError", e.Msg) }

// PyClass returns "SystemError".
func (e *SystemError) PyClass() string { return "SystemError" }

// As reports whether target is a **C, where C is SystemError or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *SystemError) As(target any) bool { return asBase(target, "SystemError", e.Msg) }

// NameError is Python's NameError: a name not found; the base of UnboundLocalError.
type NameError struct{ Msg string }

// Error returns "NameError: Msg", or "NameError" when Msg is empty.
func (e *NameError) Error() string { return formatException("NameError", e.Msg) }

// PyClass returns "NameError".
func (e *NameError) PyClass() string { return "NameError" }

// As reports whether target is a **C, where C is NameError or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *NameError) As(target any) bool { return asBase(target, "NameError", e.Msg) }

// UnboundLocalError is Python's UnboundLocalError: a local variable used before assignment.
type UnboundLocalError struct{ Msg string }

// Error returns "UnboundLocalError: Msg", or "UnboundLocalError" when Msg is empty.
func (e *UnboundLocalError) Error() string { return formatException("UnboundLocalError", e.Msg) }

// PyClass returns "UnboundLocalError".
func (e *UnboundLocalError) PyClass() string { return "UnboundLocalError" }

// As reports whether target is a **C, where C is UnboundLocalError or a Python base class of it,
// and if so stores &C{Msg: e.Msg} there.
func (e *UnboundLocalError) As(target any) bool { return asBase(target, "UnboundLocalError", e.Msg) }

func formatException(class, msg string) string {
	if msg == "" {
		return class
	}
	return class + ": " + msg
}

// pyParent returns the Python base class of class, or "" for Exception and unknown names.
func pyParent(class string) string {
	switch class {
	case "ArithmeticError", "LookupError", "ValueError", "TypeError", "AssertionError", "RuntimeError",
		"StopIteration", "MemoryError", "SystemError", "NameError":
		return "Exception"
	case "ZeroDivisionError", "OverflowError", "FloatingPointError":
		return "ArithmeticError"
	case "IndexError", "KeyError":
		return "LookupError"
	case "NotImplementedError":
		return "RuntimeError"
	case "UnboundLocalError":
		return "NameError"
	}
	return ""
}

// isSubclass reports whether class is base or derives from it.
func isSubclass(class, base string) bool {
	for ; class != ""; class = pyParent(class) {
		if class == base {
			return true
		}
	}
	return false
}

// asBase implements the As methods for an exception of the given class.
func asBase(target any, class, msg string) bool {
	switch t := target.(type) {
	case **Exception:
		if isSubclass(class, "Exception") {
			*t = &Exception{Msg: msg}
			return true
		}
	case **ArithmeticError:
		if isSubclass(class, "ArithmeticError") {
			*t = &ArithmeticError{Msg: msg}
			return true
		}
	case **ZeroDivisionError:
		if isSubclass(class, "ZeroDivisionError") {
			*t = &ZeroDivisionError{Msg: msg}
			return true
		}
	case **OverflowError:
		if isSubclass(class, "OverflowError") {
			*t = &OverflowError{Msg: msg}
			return true
		}
	case **FloatingPointError:
		if isSubclass(class, "FloatingPointError") {
			*t = &FloatingPointError{Msg: msg}
			return true
		}
	case **LookupError:
		if isSubclass(class, "LookupError") {
			*t = &LookupError{Msg: msg}
			return true
		}
	case **IndexError:
		if isSubclass(class, "IndexError") {
			*t = &IndexError{Msg: msg}
			return true
		}
	case **KeyError:
		if isSubclass(class, "KeyError") {
			*t = &KeyError{Msg: msg}
			return true
		}
	case **ValueError:
		if isSubclass(class, "ValueError") {
			*t = &ValueError{Msg: msg}
			return true
		}
	case **TypeError:
		if isSubclass(class, "TypeError") {
			*t = &TypeError{Msg: msg}
			return true
		}
	case **AssertionError:
		if isSubclass(class, "AssertionError") {
			*t = &AssertionError{Msg: msg}
			return true
		}
	case **RuntimeError:
		if isSubclass(class, "RuntimeError") {
			*t = &RuntimeError{Msg: msg}
			return true
		}
	case **NotImplementedError:
		if isSubclass(class, "NotImplementedError") {
			*t = &NotImplementedError{Msg: msg}
			return true
		}
	case **StopIteration:
		if isSubclass(class, "StopIteration") {
			*t = &StopIteration{Msg: msg}
			return true
		}
	case **MemoryError:
		if isSubclass(class, "MemoryError") {
			*t = &MemoryError{Msg: msg}
			return true
		}
	case **SystemError:
		if isSubclass(class, "SystemError") {
			*t = &SystemError{Msg: msg}
			return true
		}
	case **NameError:
		if isSubclass(class, "NameError") {
			*t = &NameError{Msg: msg}
			return true
		}
	case **UnboundLocalError:
		if isSubclass(class, "UnboundLocalError") {
			*t = &UnboundLocalError{Msg: msg}
			return true
		}
	}
	return false
}

// NewException returns a new exception of the named Python class carrying msg. A class this package does not know
// (a user-defined exception class, say) gives an *Exception whose Msg keeps the class name: "MyError: msg", or
// "MyError" when msg is empty.
func NewException(class, msg string) PyException {
	switch class {
	case "Exception":
		return &Exception{Msg: msg}
	case "ArithmeticError":
		return &ArithmeticError{Msg: msg}
	case "ZeroDivisionError":
		return &ZeroDivisionError{Msg: msg}
	case "OverflowError":
		return &OverflowError{Msg: msg}
	case "FloatingPointError":
		return &FloatingPointError{Msg: msg}
	case "LookupError":
		return &LookupError{Msg: msg}
	case "IndexError":
		return &IndexError{Msg: msg}
	case "KeyError":
		return &KeyError{Msg: msg}
	case "ValueError":
		return &ValueError{Msg: msg}
	case "TypeError":
		return &TypeError{Msg: msg}
	case "AssertionError":
		return &AssertionError{Msg: msg}
	case "RuntimeError":
		return &RuntimeError{Msg: msg}
	case "NotImplementedError":
		return &NotImplementedError{Msg: msg}
	case "StopIteration":
		return &StopIteration{Msg: msg}
	case "MemoryError":
		return &MemoryError{Msg: msg}
	case "SystemError":
		return &SystemError{Msg: msg}
	case "NameError":
		return &NameError{Msg: msg}
	case "UnboundLocalError":
		return &UnboundLocalError{Msg: msg}
	}
	return &Exception{Msg: formatException(class, msg)}
}

// Catch converts a panic carrying a Python exception into an error. Exported functions of generated code defer it
// directly, as in defer kernels.Catch(&err). When the panic value is a PyException, or an error wrapping one, Catch
// stores it in *errp and the function returns normally; any other panic value (Go run-time errors, internal bugs) is
// re-panicked unchanged.
func Catch(errp *error) {
	r := recover()
	if r == nil {
		return
	}
	if err, ok := r.(error); ok {
		var pe PyException
		if errors.As(err, &pe) {
			*errp = err
			return
		}
	}
	panic(r)
}

// AxisError is NumPy's numpy.AxisError: an axis argument out of bounds for an array's
// dimensions. NumPy derives it from both ValueError and IndexError, so errors.As finds it as
// a *ValueError, an *IndexError, a *LookupError or an *Exception.
type AxisError struct{ Msg string }

// Error returns "AxisError: Msg", or "AxisError" when Msg is empty.
func (e *AxisError) Error() string { return formatException("AxisError", e.Msg) }

// PyClass returns "AxisError".
func (e *AxisError) PyClass() string { return "AxisError" }

// As reports whether target is a **C, where C is ValueError, IndexError or one of their
// Python base classes, and if so stores &C{Msg: e.Msg} there.
func (e *AxisError) As(target any) bool {
	return asBase(target, "ValueError", e.Msg) || asBase(target, "IndexError", e.Msg)
}

// axisError is NumPy's AxisError for an axis out of bounds for nd dimensions.
func axisError(axis, nd int) *AxisError {
	return &AxisError{Msg: fmt.Sprintf("axis %d is out of bounds for array of dimension %d", axis, nd)}
}
