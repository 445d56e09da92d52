"""Iterating over the characters of a string, enumerate, and substring tests with in."""
from numba import njit


@njit
def vowels(s):
    n = 0
    for c in s:
        if c in "aeiouAEIOU":
            n += 1
    return n


@njit
def positions(s, ch):
    total = 0
    for i, c in enumerate(s):
        if c == ch:
            total += i
    return total


@njit
def contains(s, sub):
    return sub in s, sub not in s


@njit
def reverse(s):
    r = ""
    for c in s:
        r = c + r
    return r


@njit
def truthy(s):
    if s:
        return 1
    return 0

# call: vowels("Programming in Python")
# call: vowels("")
# call: positions("banana", "a")
# call: positions("ñandú ñu", "ñ")
# call: contains("haystack", "st")
# call: contains("haystack", "needle")
# call: contains("abc", "")
# call: reverse("héllo wörld")
# call: truthy("")
# call: truthy("x")
