"""hash() of ints (-1, -2, 2**61-1 and up, -2**63), unsigned and narrow ints, floats (integral, inf, -0.0), complex numbers, bools, strs (ASCII, Latin-1, BMP, astral; the empty str), tuples and nested tuples and a namedtuple: CPython's values, as Numba computes them (a str's with the key of PYTHONHASHSEED=0, the oracle's setting); test_unicode's getitem_check_kind_usecase."""
from collections import namedtuple

import numpy as np
from numba import njit

Pt = namedtuple("Pt", ["x", "y"])


@njit
def ints(n):
    return hash(n), hash(-1), hash(-2), hash(2305843009213693951), hash(2305843009213693952 + n), hash(-9223372036854775807 - 1), hash(np.uint64(18446744073709551615)), hash(np.int32(-n)), hash(True), hash(n > 100)


@njit
def floats(x):
    return hash(x), hash(-x), hash(1.0), hash(-1.0), hash(-0.0), hash(np.inf), hash(-np.inf), hash(1e300), hash(np.float32(x)), hash(complex(x, -1.0)), hash(complex(-1.0, 0.0))


@njit
def strs(s):
    out = []
    for i in range(len(s)):
        out.append(hash(s[i]))
    return hash(s), hash(""), hash("abc"), hash("héllo"), hash("日本"), hash("a🐍"), out


@njit
def getitem_check_kind_usecase(x, i):
    return hash(x[i])


@njit
def tuples(a, s):
    return hash((1, 2)), hash((a, s)), hash((1, (2.5, "x"))), hash(Pt(a, 2.5)), hash((True, -1))


# call: ints(3)
# call: ints(-7)
# call: floats(1.5)
# call: floats(-1e-300)
# call: floats(123456789.125)
# call: strs("mississippi")
# call: strs("αβγ🐍z")
# call: getitem_check_kind_usecase("a🐍b", 1)
# call: getitem_check_kind_usecase("abcd", 3)
# call: tuples(7, "key")
# call: tuples(-1, "")
