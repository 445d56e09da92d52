package kernels

// Optional is a value of Numba's Optional(T) type, which generated code uses for variables
// and results that are None on some paths: Valid is false for None.
type Optional[T any] struct {
	Value T
	Valid bool
}

// Some returns the optional value holding v.
func Some[T any](v T) Optional[T] { return Optional[T]{Value: v, Valid: true} }

// Unwrap returns the value of o where generated code uses an optional value as a T. A None
// raises TypeError("expected TYP, got None") as Numba does; typ names T in Numba's words.
func Unwrap[T any](o Optional[T], typ string) T {
	if !o.Valid {
		panic(&TypeError{Msg: "expected " + typ + ", got None"})
	}
	return o.Value
}

// Repr returns Python's repr of the value: "None", or the repr of Value (print of a tuple that
// holds an optional value).
func (o Optional[T]) Repr() string {
	if !o.Valid {
		return "None"
	}
	return Repr(o.Value)
}

// str returns Python's str of the value: "None", or the Str of Value (print of an optional
// value).
func (o Optional[T]) str() string {
	if !o.Valid {
		return "None"
	}
	return Str(o.Value)
}

// Items returns the items of the list p points to, or nil for no list: an optional list's
// value at the Go boundary, where None is the false bool beside it.
func Items[T any](p *[]T) []T {
	if p == nil {
		return nil
	}
	return *p
}

// NotNone returns p where generated code uses an optional jitclass instance (a pointer, nil
// for None) as an instance. A nil pointer raises TypeError("expected TYP, got None") as
// Numba does.
func NotNone[T any](p *T, typ string) *T {
	if p == nil {
		panic(&TypeError{Msg: "expected " + typ + ", got None"})
	}
	return p
}

// OptEq is a == b between optional values as Numba 0.56's str equality computes it: two
// Nones are equal, None and a value are not, and two values compare by ==.
func OptEq[T comparable](a, b Optional[T]) bool {
	if !a.Valid || !b.Valid {
		return a.Valid == b.Valid
	}
	return a.Value == b.Value
}

// StrNeOptional is a != b between a str and an optional str, as Numba 0.56's unicode_ne
// computes it: true whatever the values, None or not (the overload answers True whenever
// exactly one operand is a unicode_type). Both operands are still evaluated.
func StrNeOptional(a, b Optional[string]) bool { return true }
