"""Strings in tuples (results and unpacking) and printed, alone, in tuples and in lists."""
from numba import njit


@njit
def split_pair(s):
    i = s.find("=")
    return s[:i], s[i + 1:], i


@njit
def swap(s):
    k, v, _ = split_pair(s)
    return v + "=" + k


@njit
def show(s):
    print(s)
    print("value:", s, len(s))
    print(s.split("/"))
    print((s, 1))

# call: split_pair("key=value")
# call: swap("a=b")
# call: show("usr/local/bin")
