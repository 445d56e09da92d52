"""Strings as values: arguments, results, len, concatenation, repetition and comparisons."""
from numba import njit


@njit
def greet(name, n):
    s = "hello, " + name
    t = "!" * n
    return s + t


@njit
def lengths(a, b):
    return len(a), len(b), len(a + b)


@njit
def compare(a, b):
    return a == b, a != b, a < b, a <= b, a > b, a >= b


@njit
def repeat_left(n, s):
    return n * s


@njit
def pick(a, b, first):
    if first:
        r = a
    else:
        r = b
    return r

# call: greet("world", 3)
# call: greet("", 0)
# call: greet("Zoë", -2)
# call: lengths("abc", "")
# call: lengths("naïve", "日本語")
# call: compare("apple", "banana")
# call: compare("same", "same")
# call: compare("Zebra", "apple")
# call: compare("é", "z")
# call: compare("ab", "abc")
# call: repeat_left(2, "xy")
# call: repeat_left(0, "xy")
# call: pick("left", "right", True)
# call: pick("left", "right", False)
