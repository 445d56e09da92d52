package typer

import (
	"fmt"
	"strings"
)

// Type is a pygo static type.
type Type interface {
	String() string
	typ()
}

// Kind enumerates the scalar kinds.
type Kind int

// Scalar kinds in promotion order within each family.
const (
	KBool Kind = iota
	KInt8
	KInt16
	KInt32
	KInt64
	KUint8
	KUint16
	KUint32
	KUint64
	KFloat32
	KFloat64
	KComplex64
	KComplex128
)

var kindNames = [...]string{"bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
	"float32", "float64", "complex64", "complex128"}

// Basic is a scalar type. There is exactly one *Basic per Kind, so pointers compare.
type Basic struct {
	Kind Kind
}

func (b *Basic) String() string { return kindNames[b.Kind] }
func (*Basic) typ()             {}

// IsBool, IsInteger, ... classify a scalar kind.
func (b *Basic) IsBool() bool     { return b.Kind == KBool }
func (b *Basic) IsSigned() bool   { return b.Kind >= KInt8 && b.Kind <= KInt64 }
func (b *Basic) IsUnsigned() bool { return b.Kind >= KUint8 && b.Kind <= KUint64 }
func (b *Basic) IsInteger() bool  { return b.IsSigned() || b.IsUnsigned() }
func (b *Basic) IsFloat() bool    { return b.Kind == KFloat32 || b.Kind == KFloat64 }
func (b *Basic) IsComplex() bool  { return b.Kind == KComplex64 || b.Kind == KComplex128 }

// Bits returns the width of the scalar in bits (8 for bool).
func (b *Basic) Bits() int {
	switch b.Kind {
	case KBool, KInt8, KUint8:
		return 8
	case KInt16, KUint16:
		return 16
	case KInt32, KUint32, KFloat32:
		return 32
	case KComplex128:
		return 128
	}
	return 64
}

// The scalar types.
var (
	Bool       = &Basic{KBool}
	Int8       = &Basic{KInt8}
	Int16      = &Basic{KInt16}
	Int32      = &Basic{KInt32}
	Int64      = &Basic{KInt64}
	Uint8      = &Basic{KUint8}
	Uint16     = &Basic{KUint16}
	Uint32     = &Basic{KUint32}
	Uint64     = &Basic{KUint64}
	Float32    = &Basic{KFloat32}
	Float64    = &Basic{KFloat64}
	Complex64  = &Basic{KComplex64}
	Complex128 = &Basic{KComplex128}
)

var basics = [...]*Basic{Bool, Int8, Int16, Int32, Int64, Uint8, Uint16, Uint32, Uint64, Float32, Float64, Complex64, Complex128}

// BasicOf returns the scalar type of kind k.
func BasicOf(k Kind) *Basic { return basics[k] }

// Tuple is a fixed-size tuple. A tuple whose elements all have one type is a
// homogeneous ("uni") tuple and becomes a Go array; others become Go structs.
type Tuple struct {
	Elems []Type
	// Class is the namedtuple class of an instance of one (its Elems are its fields' types),
	// nil for a plain tuple.
	Class *NamedTuple
}

func (t *Tuple) String() string {
	if t.Class != nil {
		return namedString(t)
	}
	parts := make([]string, len(t.Elems))
	for i, e := range t.Elems {
		parts[i] = e.String()
	}
	if len(parts) == 1 {
		return "(" + parts[0] + ",)"
	}
	return "(" + strings.Join(parts, ", ") + ")"
}
func (*Tuple) typ() {}

// Uniform returns the common element type of a homogeneous, non-empty tuple, or nil.
func (t *Tuple) Uniform() Type {
	if len(t.Elems) == 0 {
		return nil
	}
	for _, e := range t.Elems[1:] {
		if !Identical(e, t.Elems[0]) {
			return nil
		}
	}
	return t.Elems[0]
}

// NoneType is the type of None, and the result type of functions that return nothing.
type NoneType struct{}

func (NoneType) String() string { return "none" }
func (NoneType) typ()           {}

// StrType is the type of string literals (usable in print and exception messages).
type StrType struct{}

func (StrType) String() string { return "unicode_type" }
func (StrType) typ()           {}

// BytesType is the type of a bytes object (b"..."), Numba's Bytes: a read-only buffer that
// pygo takes as np.frombuffer's buffer and to len(); Go holds it as a string.
type BytesType struct{}

func (BytesType) String() string { return "bytes" }
func (BytesType) typ()           {}

// Callee types: values that can only be called or looked into.

// FuncRef refers to a user function (module level or nested).
type FuncRef struct {
	Fn *funcEntry
}

// String names the function; as Identical compares types by their strings, a nested
// function's says where it is defined (two nested functions may share a name).
func (f *FuncRef) String() string {
	def := f.Fn.def
	switch {
	case def.Lambda && def.Nested:
		return funcName(def)
	case def.Nested:
		return fmt.Sprintf("function %s (line %d)", def.Name, def.Line)
	}
	return "function " + def.Name
}
func (*FuncRef) typ() {}

// ModuleRef refers to an imported module such as math.
type ModuleRef struct {
	Path string
}

func (m *ModuleRef) String() string { return "module " + m.Path }
func (*ModuleRef) typ()             {}

// BuiltinRef refers to a builtin function or a module function, by dotted path ("abs", "math.sqrt").
type BuiltinRef struct {
	Path string
}

func (b *BuiltinRef) String() string {
	if m, ok := strings.CutPrefix(b.Path, ".array."); ok {
		return "the array method " + m
	}
	return "builtin " + b.Path
}
func (*BuiltinRef) typ() {}

// ExcClass is a Python exception class such as ValueError.
type ExcClass struct {
	Name string
	User *ExcDecl // the module-level class, nil for a built-in one
}

func (e *ExcClass) String() string { return "class " + e.Name }
func (*ExcClass) typ()             {}

// ExcValue is the type of the exception object `except C as e` binds: an instance of C or of a
// class derived from it, whose class is known only at run time. Compiled code takes its str
// (str(e), f"{e}") and raises it again (raise e).
type ExcValue struct{}

func (ExcValue) String() string { return "exception" }
func (ExcValue) typ()           {}

// TypeRef is a type used as a value, such as numba.float64 or the builtin float in a signature
// or as a conversion function.
type TypeRef struct {
	T Type
}

func (t *TypeRef) String() string { return "type " + t.T.String() }
func (*TypeRef) typ()             {}

// Identical reports whether two types are the same.
func Identical(a, b Type) bool {
	if a == nil || b == nil {
		return a == b
	}
	return a.String() == b.String()
}

// IsNumeric reports whether t is a scalar type (bool included).
func IsNumeric(t Type) bool {
	_, ok := t.(*Basic)
	return ok
}

func describe(t Type) string {
	if t == nil {
		return "unknown"
	}
	return t.String()
}

var _ = fmt.Sprint
