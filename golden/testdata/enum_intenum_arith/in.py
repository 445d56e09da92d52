"""IntEnum members are integers (Numba's IntEnumMember converts to its value): arithmetic
with ints and true division, ordering against ints and members, -m and abs(m), hash(m),
range(m) and += m, an IntEnum member beside a plain Enum's .value, and Numba's test_enums
int_coerce_usecase, int_cast_usecase (int16(m): a number class converts a member to an
integer type), vectorize_usecase (as an njit function and a @vectorize ufunc: a member returned where an
int64 is declared is its value) and test_int_shape_cast (members in a shape)."""
import enum
from enum import IntEnum

import numpy as np

from numba import int8, int16, int32, njit, vectorize


class Color(enum.Enum):
    red = 1
    green = 2


class Shape(IntEnum):
    circle = 2
    square = 500


class RequestError(IntEnum):
    dummy = 2
    not_found = 404
    internal_error = 500


class Signed(IntEnum):
    one = 1
    two = 2
    too = 2
    negone = -1
    negtwo = -2


@njit("int64(int64)")
def color_value(k):
    c = Color.red if k == 0 else Color.green
    return c.value


@njit("int64(int64)")
def shape_arith(n):
    return Shape.square * n


@njit
def int_coerce(x):
    if x > RequestError.internal_error:
        return x - RequestError.not_found
    else:
        return x + Shape.circle


@njit
def int_cast(x):
    if x > int16(RequestError.internal_error):
        return x - int32(RequestError.not_found)
    else:
        return x + int8(Shape.circle)


@njit
def status(x):
    if x != RequestError.not_found:
        return RequestError['internal_error']
    else:
        return RequestError.dummy


@njit
def members_math(s):
    total = 0
    for i in range(s):
        total += i
    total += Shape.circle
    return -s, abs(Signed.negtwo), s // 3, s / 4, s % 7, s < Shape.square, s >= 2, total


@njit
def both(a, b):
    return a + b, a < b, a == b, max(a.value, b.value)


@vectorize(["int64(int64)"])
def status_ufunc(x):
    if x != RequestError.not_found:
        return RequestError['internal_error']
    else:
        return RequestError.dummy


@njit("int64(int64)")
def declared(k):
    return Shape.square if k > 0 else Shape.circle


@njit
def shapes(x):
    a = np.zeros((x, x), dtype='int64')
    b = np.ones((x,))
    c = np.empty((Shape.circle, x), dtype='int64')
    c.fill(-1)
    return a, b, c


@njit
def hashes(m):
    return hash(m), hash(Signed.negone)


# call: color_value(0)
# call: color_value(5)
# call: shape_arith(3)
# call: int_coerce(300)
# call: int_coerce(450)
# call: int_coerce(550)
# call: int_cast(300)
# call: int_cast(450)
# call: int_cast(550)
# call: status(404)
# call: status(2)
# call: members_math(Shape.circle)
# call: members_math(Shape.square)
# call: both(Shape.circle, Shape.square)
# call: both(Shape.square, Shape.square)
# call: status_ufunc(np.array([2, 404, 500, 404]))
# call: declared(1)
# call: declared(-1)
# call: shapes(Signed.one)
# call: shapes(Signed.too)
# call: hashes(Signed.one)
# call: hashes(Signed.too)
# call: hashes(Signed.negone)
