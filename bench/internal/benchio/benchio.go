// Package benchio reads the inputs bench/run.py writes for a benchmark kernel and formats
// results as the Python side does, so that pygo's results can be checked against Numba's.
//
// An input file is one JSON line describing the arguments, then the raw little-endian data of
// every array argument in order:
//
//	{"args": [{"kind": "int", "value": 10}, {"kind": "array", "dtype": "float64", "shape": [3, 4]}]}
package benchio

import (
	"bufio"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"strings"

	"github.com/pygo-lang/pygo/kernels"
)

// Arg is one argument of a kernel call.
type Arg struct {
	Kind  string  `json:"kind"` // "int", "float", "bool", "str" or "array"
	Str   string  `json:"str"`
	Value float64 `json:"value"`
	Int64 int64   `json:"int"`
	Dtype string  `json:"dtype"`
	Shape []int   `json:"shape"`
	raw   []byte
}

// Load reads the arguments in path.
func Load(path string) ([]Arg, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := bufio.NewReader(f)
	head, err := r.ReadBytes('\n')
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	var h struct {
		Args []Arg `json:"args"`
	}
	if err := json.Unmarshal(head, &h); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	for i := range h.Args {
		a := &h.Args[i]
		if a.Kind != "array" {
			continue
		}
		n := 1
		for _, d := range a.Shape {
			n *= d
		}
		a.raw = make([]byte, n*itemSize(a.Dtype))
		if _, err := io.ReadFull(r, a.raw); err != nil {
			return nil, fmt.Errorf("%s: argument %d: %v", path, i, err)
		}
	}
	return h.Args, nil
}

func itemSize(dtype string) int {
	switch dtype {
	case "bool", "int8", "uint8":
		return 1
	case "int16", "uint16":
		return 2
	case "int32", "uint32", "float32":
		return 4
	case "complex128":
		return 16
	}
	return 8
}

// Scalar returns a numeric argument converted to T.
func Scalar[T kernels.Integer | kernels.Float](a Arg) T {
	if a.Kind == "int" || a.Kind == "bool" {
		return T(a.Int64)
	}
	return T(a.Value)
}

// Str returns a str argument.
func Str(a Arg) string { return a.Str }

// Bool returns a bool argument.
func Bool(a Arg) bool { return a.Int64 != 0 }

// Slice returns a one-dimensional array argument as a Go slice.
func Slice[T kernels.Elem](a Arg) []T {
	data := make([]T, len(a.raw)/max(1, itemSize(a.Dtype)))
	if err := binary.Read(strings.NewReader(string(a.raw)), binary.LittleEndian, data); err != nil {
		panic(err)
	}
	return data
}

// Array returns an array argument with D dimensions, C-ordered.
func Array[T kernels.Elem, D kernels.Dims](a Arg) kernels.Array[T, D] {
	var shape D
	if len(a.Shape) != len(shape) {
		panic(fmt.Sprintf("benchio: argument has %d dimensions, the kernel takes %d", len(a.Shape), len(shape)))
	}
	for k := range a.Shape {
		shape[k] = a.Shape[k]
	}
	return kernels.FromData(Slice[T](a), shape)
}

// Repr formats a scalar result as Python's repr.
func Repr(v any) string {
	switch x := v.(type) {
	case float32:
		return kernels.Repr(float64(x))
	case complex64:
		return kernels.Repr(complex128(x))
	}
	return kernels.Repr(v)
}

// Tuple formats the reprs of a tuple's elements as Python does.
func Tuple(parts ...string) string {
	if len(parts) == 1 {
		return "(" + parts[0] + ",)"
	}
	return "(" + strings.Join(parts, ", ") + ")"
}

// ReprSlice formats a vector result as array(DTYPE, (N,), [ELEMENTS]).
func ReprSlice[T kernels.Elem](dtype string, s []T) string {
	return reprFlat(dtype, []int{len(s)}, s)
}

// ReprArray formats an array result as array(DTYPE, SHAPE, [ELEMENTS in C order]).
func ReprArray[T kernels.Elem, D kernels.Dims](dtype string, a kernels.Array[T, D]) string {
	shape := make([]int, len(a.Shape))
	for k := range shape {
		shape[k] = a.Shape[k]
	}
	return reprFlat(dtype, shape, a.Flat())
}

func reprFlat[T kernels.Elem](dtype string, shape []int, flat []T) string {
	dims := make([]string, len(shape))
	for i, n := range shape {
		dims[i] = fmt.Sprint(n)
	}
	items := make([]string, len(flat))
	for i, x := range flat {
		items[i] = Repr(x)
	}
	return fmt.Sprintf("array(%s, %s, [%s])", dtype, Tuple(dims...), strings.Join(items, ", "))
}

var _ = math.Inf
