"""Comparisons and uses of enum members that Numba 0.56 does not type are positioned
errors: a plain Enum member against an int, ordering of plain Enum members, == between
members of two classes (`is` between them is False, enum_members), the truth of a member,
an IntEnum member as an array index, int() and max() of IntEnum members, a member as a dict
key."""
from enum import Enum, IntEnum

import numpy as np
from numba import njit


class Color(Enum):
    red = 1
    green = 2


class Shape(IntEnum):
    circle = 2
    square = 500


@njit("boolean(int64)")
def against_int(k):
    c = Color.red if k == 0 else Color.green
    return c == 1


@njit("boolean(int64)")
def ordered(k):
    c = Color.red if k == 0 else Color.green
    return c < Color.green


@njit("boolean(int64)")
def two_classes(k):
    c = Color.red if k == 0 else Color.green
    return c == Shape.circle


@njit("int64(int64)")
def truth(k):
    c = Color.red if k == 0 else Color.green
    return 1 if c else 0


@njit("float64(float64[::1])")
def index(a):
    return a[Shape.circle]


@njit("int64()")
def as_int():
    return int(Shape.square)


@njit("int64()")
def biggest():
    return max(Shape.circle, Shape.square)


@njit("int64()")
def keyed():
    d = {Color.red: 1}
    return len(d)

# error: type-mismatch
