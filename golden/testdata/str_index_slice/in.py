"""Indexing and slicing strings by code point, with negative indices, steps and Unicode."""
from numba import njit


@njit
def at(s, i):
    return s[i]


@njit
def parts(s):
    return s[1:], s[:2], s[1:-1], s[::-1], s[::2], s[-3:], s[5:1], s[-100:100]


@njit
def sl(s, lo, hi, step):
    return s[lo:hi:step]

# call: at("hello", 0)
# call: at("hello", -1)
# call: at("日本語テキスト", 2)
# call: at("日本語", -3)
# call: at("abc", 3)
# call: at("äbc", -4)
# call: parts("abcdefgh")
# call: parts("αβγδεζηθ")
# call: parts("")
# call: sl("abcdefghij", 1, 8, 3)
# call: sl("abcdefghij", 8, 1, -2)
# call: sl("ĀāĂăĄąĆć", 6, 0, -2)
# call: sl("abc", 0, 3, 0)
