"""enum.Enum and enum.IntEnum members, which Numba 0.56 compiles (.value, ==, is, IntEnum
arithmetic), are not compiled by pygo yet: every use of the class is a positioned error that
names the enum base, not the jitclass hint of plain Python classes."""
import enum
from enum import IntEnum

from numba import njit


class Color(enum.Enum):
    red = 1
    green = 2


class Shape(IntEnum):
    circle = 1
    square = 2


@njit("int64(int64)")
def color_value(k):
    c = Color.red if k == 0 else Color.green
    return c.value


@njit("int64(int64)")
def shape_arith(n):
    return Shape.square * n

# error: unsupported-feature
