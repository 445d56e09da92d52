"""Run-time errors of string operations: index out of range, empty separator, zero step."""
from numba import njit


@njit
def at(s, i):
    return s[i]


@njit
def split_empty(s):
    return len(s.split(""))


@njit
def step0(s, k):
    return s[::k]


@njit
def fill(s):
    return s.center(10, "")

# call: at("", 0)
# call: at("abc", -4)
# call: split_empty("a b")
# call: step0("abc", 0)
# call: fill("x")
