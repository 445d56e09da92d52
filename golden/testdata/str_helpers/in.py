"""Helper functions taking and returning strings, called with strings of different origins."""
from numba import njit


@njit
def pad_left(s, n):
    while len(s) < n:
        s = " " + s
    return s


@njit
def is_palindrome(s):
    t = ""
    for c in s.lower():
        if c.isalnum():
            t += c
    return t == t[::-1]


@njit
def table(n):
    out = ""
    for i in range(1, n + 1):
        out += pad_left(str(i * i), 4) + "\n"
    return out


@njit
def check(s):
    return is_palindrome(s), is_palindrome(s + "x")

# call: table(4)
# call: check("A man, a plan, a canal: Panama")
# No call with the empty string: Numba 0.56 crashes (SIGSEGV) on check("") in a fresh interpreter
# and not in one that compiled other cases first, so its result is not reproducible.
# call: pad_left("ü", 3)
