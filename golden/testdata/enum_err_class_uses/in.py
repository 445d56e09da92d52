"""What Numba 0.56 rejects of enum classes is a positioned error: a member's .name (Numba
gives a member only .value), calling, iterating or taking the len of the class, a member
looked up by a name that is not a constant, a member the class lacks, an IntEnum member
used as a float (Numba converts one to integers only), and classes pygo does not compile:
an Enum whose values have two types (Numba cannot type it), an Enum whose values are
lists, an enum.Flag."""
from enum import Enum, Flag, IntEnum

from numba import njit


class Color(Enum):
    red = 1
    green = 2


class Shape(IntEnum):
    circle = 2
    square = 500


class Mixed(Enum):
    red = 1.0
    blue = 3j


class Listed(Enum):
    a = [1, 2]


class Perm(Flag):
    R = 4
    W = 2


@njit("unicode_type(int64)")
def member_name(k):
    c = Color.red if k == 0 else Color.green
    return c.name


@njit("int64(int64)")
def lookup(k):
    return Color(k).value


@njit("int64()")
def total():
    s = 0
    for c in Color:
        s += c.value
    return s


@njit("int64()")
def count():
    return len(Color)


@njit("int64(unicode_type)")
def by_name(k):
    return Color[k].value


@njit("int64()")
def missing():
    return Color.purple.value


@njit("float64(float64)")
def scaled(x):
    return Shape.square * 1.5 + x


@njit("float64()")
def mixed():
    return Mixed.red.value


@njit("int64()")
def listed():
    return len(Listed.a.value)


@njit("int64()")
def perm():
    return Perm.R.value

# error: unsupported-feature
