package kernels

import (
	"encoding/binary"
	"math"
	"math/bits"
	"reflect"
	"unsafe"
)

// Python's hash() of set items, as Numba 0.56 computes it (numba/cpython/hashing.py, a
// translation of CPython's): integers hash to themselves modulo 2**61-1, floats by
// _Py_HashDouble (an integral float hashes as the int), strings by siphash13 of their PEP 393
// code units with the key of PYTHONHASHSEED=0 (the golden oracle's setting: CPython's string
// hashes are otherwise randomized per process, and Numba reads the process's key), tuples by
// CPython 3.8's xxHash-based tuple hash. A hash of -1 becomes -2, as in CPython.
//
// NaN is the one value whose hash cannot be reproduced: Numba 0.56 on Python >= 3.10 hashes a
// NaN to a draw of its internal random generator; pygo hashes it to 0 (CPython < 3.10's
// _PyHASH_NAN).

const (
	pyHashBits    = 61
	pyHashModulus = 1<<pyHashBits - 1
	pyHashInf     = 314159
	xxPrime1      = 11400714785074694791
	xxPrime2      = 14029467366897019727
	xxPrime5      = 2870177450012600261
)

// pyHashFix is CPython's rule that no hash is -1 (Numba's process_return).
func pyHashFix(h uint64) uint64 {
	if h == math.MaxUint64 {
		return math.MaxUint64 - 1
	}
	return h
}

// pyHashInt returns hash(v) of a signed integer.
func pyHashInt(v int64) uint64 {
	switch {
	case v == math.MinInt64:
		return uint64(1<<64 - 4) // -4, what CPython computes for -2**63
	case v > -pyHashModulus && v < pyHashModulus:
		return pyHashFix(uint64(v))
	case v < 0:
		return pyHashFix(-pyLongHash(uint64(-v)))
	}
	return pyHashFix(pyLongHash(uint64(v)))
}

// pyHashUint returns hash(v) of an unsigned integer.
func pyHashUint(v uint64) uint64 {
	if v < pyHashModulus {
		return v
	}
	return pyHashFix(pyLongHash(v))
}

// pyLongHash is CPython's long_hash of a magnitude, in 30-bit digits (Numba's _long_impl).
func pyLongHash(v uint64) uint64 {
	const shift, digitMask = 30, 1<<30 - 1
	var x uint64
	for idx := 2; idx >= 0; idx-- {
		x = (x<<shift)&pyHashModulus | x>>(pyHashBits-shift)
		x += (v >> (uint(idx) * shift)) & digitMask
		if x >= pyHashModulus {
			x -= pyHashModulus
		}
	}
	return x
}

// pyHashFloat returns hash(v) of a float (CPython's _Py_HashDouble).
func pyHashFloat(v float64) uint64 {
	switch {
	case math.IsInf(v, 1):
		return pyHashInf
	case math.IsInf(v, -1):
		return 1<<64 - pyHashInf
	case math.IsNaN(v):
		return 0
	}
	m, e := math.Frexp(v)
	sign := uint64(1)
	if m < 0 {
		sign, m = math.MaxUint64, -m // -1
	}
	var x uint64
	for m != 0 {
		x = (x<<28)&pyHashModulus | x>>(pyHashBits-28)
		m *= 268435456.0 // 2**28
		e -= 28
		y := uint64(m)
		m -= float64(y)
		x += y
		if x >= pyHashModulus {
			x -= pyHashModulus
		}
	}
	if e >= 0 {
		e %= pyHashBits
	} else {
		e = pyHashBits - 1 - (-1-e)%pyHashBits
	}
	x = (x<<uint(e))&pyHashModulus | x>>uint(pyHashBits-e)
	return pyHashFix(x * sign)
}

// pyHashComplex returns hash(v) of a complex number (CPython's complex_hash): the real
// part's hash plus 1000003 times the imaginary part's.
func pyHashComplex(v complex128) uint64 {
	return pyHashFix(pyHashFloat(real(v)) + 1000003*pyHashFloat(imag(v)))
}

// pyHashStr returns hash(s) of a str: siphash13 of its code units at the width PEP 393 stores
// them (1 byte up to U+00FF, 2 up to U+FFFF, else 4), little-endian, with a zero key.
func pyHashStr(s string) uint64 {
	if s == "" {
		return 0
	}
	width, n := 1, 0
	for _, r := range s {
		n++
		switch {
		case r > 0xFFFF:
			width = 4
		case r > 0xFF && width < 2:
			width = 2
		}
	}
	if width == 1 && n == len(s) {
		return pyHashFix(sipHash13([]byte(s)))
	}
	buf := make([]byte, 0, n*width)
	for _, r := range s {
		switch width {
		case 1:
			buf = append(buf, byte(r))
		case 2:
			buf = binary.LittleEndian.AppendUint16(buf, uint16(r))
		default:
			buf = binary.LittleEndian.AppendUint32(buf, uint32(r))
		}
	}
	return pyHashFix(sipHash13(buf))
}

// sipHash13 is CPython's siphash13 with k0 = k1 = 0.
func sipHash13(src []byte) uint64 {
	b := uint64(len(src)) << 56
	v0 := uint64(0x736f6d6570736575)
	v1 := uint64(0x646f72616e646f6d)
	v2 := uint64(0x6c7967656e657261)
	v3 := uint64(0x7465646279746573)
	round := func() {
		v0 += v1
		v1 = bits.RotateLeft64(v1, 13)
		v1 ^= v0
		v0 = bits.RotateLeft64(v0, 32)
		v2 += v3
		v3 = bits.RotateLeft64(v3, 16)
		v3 ^= v2
		v0 += v3
		v3 = bits.RotateLeft64(v3, 21)
		v3 ^= v0
		v2 += v1
		v1 = bits.RotateLeft64(v1, 17)
		v1 ^= v2
		v2 = bits.RotateLeft64(v2, 32)
	}
	for len(src) >= 8 {
		mi := binary.LittleEndian.Uint64(src)
		src = src[8:]
		v3 ^= mi
		round()
		v0 ^= mi
	}
	var t uint64
	for i := len(src) - 1; i >= 0; i-- {
		t = t<<8 | uint64(src[i])
	}
	b |= t
	v3 ^= b
	round()
	v0 ^= b
	v2 ^= 0xff
	round()
	round()
	round()
	return v0 ^ v1 ^ v2 ^ v3
}

// pyHashTuple combines the hashes of a tuple's items (CPython 3.8's tuplehash).
func pyHashTuple(items []uint64) uint64 {
	acc := uint64(xxPrime5)
	for _, lane := range items {
		acc += lane * xxPrime2
		acc = bits.RotateLeft64(acc, 31)
		acc *= xxPrime1
	}
	acc += uint64(len(items)) ^ (xxPrime5 ^ 3527539)
	if acc == math.MaxUint64 {
		return 1546275796
	}
	return acc
}

// pyHashValue returns hash(v) of a set item of any supported type: a number, a bool, a str,
// or a tuple (a Go array or a struct of fields V0, V1, ...) of those.
func pyHashValue(v reflect.Value) uint64 {
	switch v.Kind() {
	case reflect.Bool:
		if v.Bool() {
			return 1
		}
		return 0
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return pyHashInt(v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return pyHashUint(v.Uint())
	case reflect.Float32, reflect.Float64:
		return pyHashFloat(v.Float())
	case reflect.Complex64, reflect.Complex128:
		return pyHashComplex(v.Complex())
	case reflect.String:
		return pyHashStr(v.String())
	case reflect.Array:
		lanes := make([]uint64, v.Len())
		for i := range lanes {
			lanes[i] = pyHashValue(v.Index(i))
		}
		return pyHashTuple(lanes)
	case reflect.Struct:
		lanes := make([]uint64, v.NumField())
		for i := range lanes {
			lanes[i] = pyHashValue(v.Field(i))
		}
		return pyHashTuple(lanes)
	}
	panic("kernels: no Python hash for " + v.Type().String())
}

// PyHash returns Python's hash(v) of a number, a bool, a str or a tuple of those, as Numba
// computes it (a str with the key of PYTHONHASHSEED=0).
func PyHash[T comparable](v T) int64 {
	return int64(pyHasher[T]()(v))
}

// pyHasher returns Python's hash function for items of type T.
func pyHasher[T comparable]() func(T) uint64 {
	var z T
	switch any(z).(type) {
	case int64:
		return func(v T) uint64 { return pyHashInt(*(*int64)(unsafe.Pointer(&v))) }
	case int:
		return func(v T) uint64 { return pyHashInt(int64(*(*int)(unsafe.Pointer(&v)))) }
	case int32:
		return func(v T) uint64 { return pyHashInt(int64(*(*int32)(unsafe.Pointer(&v)))) }
	case int16:
		return func(v T) uint64 { return pyHashInt(int64(*(*int16)(unsafe.Pointer(&v)))) }
	case int8:
		return func(v T) uint64 { return pyHashInt(int64(*(*int8)(unsafe.Pointer(&v)))) }
	case uint64:
		return func(v T) uint64 { return pyHashUint(*(*uint64)(unsafe.Pointer(&v))) }
	case uint:
		return func(v T) uint64 { return pyHashUint(uint64(*(*uint)(unsafe.Pointer(&v)))) }
	case uint32:
		return func(v T) uint64 { return uint64(*(*uint32)(unsafe.Pointer(&v))) }
	case uint16:
		return func(v T) uint64 { return uint64(*(*uint16)(unsafe.Pointer(&v))) }
	case uint8:
		return func(v T) uint64 { return uint64(*(*uint8)(unsafe.Pointer(&v))) }
	case bool:
		return func(v T) uint64 { return uint64(*(*uint8)(unsafe.Pointer(&v))) }
	case float64:
		return func(v T) uint64 { return pyHashFloat(*(*float64)(unsafe.Pointer(&v))) }
	case float32:
		return func(v T) uint64 { return pyHashFloat(float64(*(*float32)(unsafe.Pointer(&v)))) }
	case string:
		return func(v T) uint64 { return pyHashStr(*(*string)(unsafe.Pointer(&v))) }
	case complex128:
		return func(v T) uint64 { return pyHashComplex(*(*complex128)(unsafe.Pointer(&v))) }
	}
	return func(v T) uint64 { return pyHashValue(reflect.ValueOf(v)) }
}
