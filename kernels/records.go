package kernels

import (
	"encoding/binary"
	"fmt"
	"math"
	"unsafe"
)

// Records is an array whose dtype is a NumPy record (structured) dtype: the records' bytes in
// NumPy's layout, with Strides counted in bytes (NumPy's strides), not in elements as in Array.
// Packed dtypes (align=False) put fields at offsets no Go struct can express, so fields are
// read and written through the typed accessors below at their constant offsets.
type Records[D Dims] struct {
	Data     []byte
	Off      int // byte offset of the first record
	Shape    D
	Strides  D   // in bytes
	Itemsize int // bytes per record
}

// Record is one record of a Records array: a reference to its Itemsize bytes, as in Numba,
// where r = a[i]; r.x = 1.0 writes into a.
type Record []byte

// NewRecords returns a C-ordered record array of the given shape and itemsize, its bytes
// zeroed (np.zeros and np.empty with a record dtype).
func NewRecords[D Dims](shape D, itemsize int) Records[D] {
	checkShape(shape)
	return RecordsOf(make([]byte, shapeSize(shape)*itemsize), shape, itemsize)
}

// RecordsOf returns the C-ordered record array over data (a NumPy buffer, shared, not copied).
func RecordsOf[D Dims](data []byte, shape D, itemsize int) Records[D] {
	strides := CStrides(shape)
	for k := 0; k < len(strides); k++ {
		strides[k] *= itemsize
	}
	if s := shapeSize(shape) * itemsize; s > len(data) {
		panic(&ValueError{Msg: fmt.Sprintf("buffer of %d bytes is smaller than the %d bytes of the records", len(data), s)})
	}
	return Records[D]{Data: data, Shape: shape, Strides: strides, Itemsize: itemsize}
}

// Len is len(a): the size of the first axis.
func (a Records[D]) Len() int {
	if len(a.Shape) == 0 {
		panic(&TypeError{Msg: "len() of unsized object"})
	}
	return lead(a.Shape)
}

// Size is a.size.
func (a Records[D]) Size() int {
	return shapeSize(a.Shape)
}

// At returns the record at index (one index per axis; negative indexes count from the end,
// as NumPy's), a reference into a's bytes.
func (a Records[D]) At(index ...int) Record {
	if len(index) != len(a.Shape) {
		panic(&IndexError{Msg: fmt.Sprintf("%d indexes for a %d-dimensional record array", len(index), len(a.Shape))})
	}
	off := a.Off
	for k, i := range index {
		n := a.Shape[k] // k < len(a.Shape): checked above
		if i < 0 {
			i += n
		}
		if i < 0 || i >= n {
			panic(&IndexError{Msg: fmt.Sprintf("index %d is out of bounds for axis %d with size %d", index[k], k, n)})
		}
		off += i * a.Strides[k]
	}
	return Record(a.Data[off : off+a.Itemsize : off+a.Itemsize])
}

// Records1 returns the records of a one-dimensional array in order (for r in a).
func (a Records[D]) Records1() []Record {
	if len(a.Shape) != 1 {
		panic(&TypeError{Msg: "iteration over a record array of more than one dimension yields arrays"})
	}
	out := make([]Record, lead(a.Shape))
	for i := range out {
		off := a.Off + i*lead(a.Strides)
		out[i] = Record(a.Data[off : off+a.Itemsize : off+a.Itemsize])
	}
	return out
}

// Sub returns the nested record at offset off of size itemsize (a record-typed field).
func (r Record) Sub(off, itemsize int) Record { return r[off : off+itemsize : off+itemsize] }

// FieldView returns a.x (a['x']) for a field of element type T at byte offset off: an ordinary
// array over a's own bytes with element strides. It needs the data, the offset and every
// stride to be multiples of the field's size, as NumPy's align=True dtypes guarantee; a packed
// dtype whose field does not fit has no such view, and the error says so.
func FieldView[T Elem, D Dims](a Records[D], name string, off int) Array[T, D] {
	var zero T
	size := int(unsafe.Sizeof(zero))
	base := a.Off + off
	ok := base%size == 0
	for k := 0; k < len(a.Strides); k++ {
		ok = ok && a.Strides[k]%size == 0
	}
	if ok && len(a.Data) > 0 {
		ok = uintptr(unsafe.Pointer(unsafe.SliceData(a.Data)))%uintptr(size) == 0
	}
	if !ok {
		panic(&ValueError{Msg: fmt.Sprintf("field %s is not aligned to its %d-byte size in this record dtype: declare it with np.dtype(..., align=True)", name, size)})
	}
	var view Array[T, D]
	view.Shape = a.Shape
	for k := 0; k < len(a.Strides); k++ {
		view.Strides[k] = a.Strides[k] / size
	}
	view.Off = base / size
	if len(a.Data) >= size {
		view.Data = unsafe.Slice((*T)(unsafe.Pointer(unsafe.SliceData(a.Data))), len(a.Data)/size)
	}
	return view
}

// The typed accessors of record fields: little-endian, as NumPy's native layout on the
// machines pygo targets, at any alignment.

func LoadBool(r Record, off int) bool       { return r[off] != 0 }
func LoadInt8(r Record, off int) int8       { return int8(r[off]) }
func LoadUint8(r Record, off int) uint8     { return r[off] }
func LoadInt16(r Record, off int) int16     { return int16(binary.LittleEndian.Uint16(r[off:])) }
func LoadUint16(r Record, off int) uint16   { return binary.LittleEndian.Uint16(r[off:]) }
func LoadInt32(r Record, off int) int32     { return int32(binary.LittleEndian.Uint32(r[off:])) }
func LoadUint32(r Record, off int) uint32   { return binary.LittleEndian.Uint32(r[off:]) }
func LoadInt64(r Record, off int) int64     { return int64(binary.LittleEndian.Uint64(r[off:])) }
func LoadUint64(r Record, off int) uint64   { return binary.LittleEndian.Uint64(r[off:]) }
func LoadFloat32(r Record, off int) float32 { return math.Float32frombits(LoadUint32(r, off)) }
func LoadFloat64(r Record, off int) float64 { return math.Float64frombits(LoadUint64(r, off)) }
func LoadComplex64(r Record, off int) complex64 {
	return complex(LoadFloat32(r, off), LoadFloat32(r, off+4))
}
func LoadComplex128(r Record, off int) complex128 {
	return complex(LoadFloat64(r, off), LoadFloat64(r, off+8))
}

func StoreBool(r Record, off int, v bool) {
	r[off] = 0
	if v {
		r[off] = 1
	}
}
func StoreInt8(r Record, off int, v int8)     { r[off] = byte(v) }
func StoreUint8(r Record, off int, v uint8)   { r[off] = v }
func StoreInt16(r Record, off int, v int16)   { binary.LittleEndian.PutUint16(r[off:], uint16(v)) }
func StoreUint16(r Record, off int, v uint16) { binary.LittleEndian.PutUint16(r[off:], v) }
func StoreInt32(r Record, off int, v int32)   { binary.LittleEndian.PutUint32(r[off:], uint32(v)) }
func StoreUint32(r Record, off int, v uint32) { binary.LittleEndian.PutUint32(r[off:], v) }
func StoreInt64(r Record, off int, v int64)   { binary.LittleEndian.PutUint64(r[off:], uint64(v)) }
func StoreUint64(r Record, off int, v uint64) { binary.LittleEndian.PutUint64(r[off:], v) }
func StoreFloat32(r Record, off int, v float32) {
	StoreUint32(r, off, math.Float32bits(v))
}
func StoreFloat64(r Record, off int, v float64) {
	StoreUint64(r, off, math.Float64bits(v))
}
func StoreComplex64(r Record, off int, v complex64) {
	StoreFloat32(r, off, real(v))
	StoreFloat32(r, off+4, imag(v))
}
func StoreComplex128(r Record, off int, v complex128) {
	StoreFloat64(r, off, real(v))
	StoreFloat64(r, off+8, imag(v))
}

// LoadUnicodeCharSeq reads a NumPy str field of n UTF-32 characters (Numba's UnicodeCharSeq),
// without the NULs that pad it, as NumPy reads it.
func LoadUnicodeCharSeq(r Record, off, n int) string {
	rs := make([]rune, 0, n)
	for k := 0; k < n; k++ {
		rs = append(rs, rune(binary.LittleEndian.Uint32(r[off+4*k:])))
	}
	for len(rs) > 0 && rs[len(rs)-1] == 0 {
		rs = rs[:len(rs)-1]
	}
	return string(rs)
}

// LoadCharSeq reads a NumPy bytes field of n bytes (Numba's CharSeq), without its padding NULs.
func LoadCharSeq(r Record, off, n int) []byte {
	b := r[off : off+n]
	for len(b) > 0 && b[len(b)-1] == 0 {
		b = b[:len(b)-1]
	}
	return append([]byte(nil), b...)
}
