package kernels

// Signed is satisfied by every signed integer type.
type Signed interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64
}

// Unsigned is satisfied by every unsigned integer type.
type Unsigned interface {
	~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr
}

// Integer is satisfied by every integer type.
type Integer interface {
	Signed | Unsigned
}

// Float is satisfied by both floating-point types.
type Float interface {
	~float32 | ~float64
}

// Complex is satisfied by both complex types.
type Complex interface {
	~complex64 | ~complex128
}
