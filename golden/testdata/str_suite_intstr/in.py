"""str() of every integer type, as test_builtins.py's test_int_str: small and large values, negatives, the extremes (but the most negative value of a signed type, for which Numba 0.56 raises MemoryError)."""
from numba import njit


@njit("unicode_type(int8)")
def str_int8(x):
    return str(x)


@njit("unicode_type(int16)")
def str_int16(x):
    return str(x)


@njit("unicode_type(int32)")
def str_int32(x):
    return str(x)


@njit("unicode_type(int64)")
def str_int64(x):
    return str(x)


@njit("unicode_type(uint8)")
def str_uint8(x):
    return str(x)


@njit("unicode_type(uint16)")
def str_uint16(x):
    return str(x)


@njit("unicode_type(uint32)")
def str_uint32(x):
    return str(x)


@njit("unicode_type(uint64)")
def str_uint64(x):
    return str(x)

# call: str_int8(1)
# call: str_int8(0)
# call: str_int8(10)
# call: str_int8(-1)
# call: str_int8(-10)
# call: str_int8(127)
# call: str_int16(1234)
# call: str_int16(1)
# call: str_int16(0)
# call: str_int16(10)
# call: str_int16(1000)
# call: str_int16(-1234)
# call: str_int16(-1)
# call: str_int16(-10)
# call: str_int16(-1000)
# call: str_int16(32767)
# call: str_int32(1234)
# call: str_int32(1)
# call: str_int32(0)
# call: str_int32(10)
# call: str_int32(1000)
# call: str_int32(123456789)
# call: str_int32(2222222)
# call: str_int32(1000000)
# call: str_int32(-1234)
# call: str_int32(-1)
# call: str_int32(-10)
# call: str_int32(-1000)
# call: str_int32(-123456789)
# call: str_int32(-2222222)
# call: str_int32(-1000000)
# call: str_int32(2147483647)
# call: str_int64(1234)
# call: str_int64(1)
# call: str_int64(0)
# call: str_int64(10)
# call: str_int64(1000)
# call: str_int64(123456789)
# call: str_int64(2222222)
# call: str_int64(1000000)
# call: str_int64(-1234)
# call: str_int64(-1)
# call: str_int64(-10)
# call: str_int64(-1000)
# call: str_int64(-123456789)
# call: str_int64(-2222222)
# call: str_int64(-1000000)
# call: str_int64(9223372036854775807)
# call: str_uint8(1)
# call: str_uint8(0)
# call: str_uint8(10)
# call: str_uint8(0)
# call: str_uint8(255)
# call: str_uint16(1234)
# call: str_uint16(1)
# call: str_uint16(0)
# call: str_uint16(10)
# call: str_uint16(1000)
# call: str_uint16(0)
# call: str_uint16(65535)
# call: str_uint32(1234)
# call: str_uint32(1)
# call: str_uint32(0)
# call: str_uint32(10)
# call: str_uint32(1000)
# call: str_uint32(123456789)
# call: str_uint32(2222222)
# call: str_uint32(1000000)
# call: str_uint32(0)
# call: str_uint32(4294967295)
# call: str_uint64(1234)
# call: str_uint64(1)
# call: str_uint64(0)
# call: str_uint64(10)
# call: str_uint64(1000)
# call: str_uint64(123456789)
# call: str_uint64(2222222)
# call: str_uint64(1000000)
# call: str_uint64(0)
# call: str_uint64(18446744073709551615)
