"""ord and chr, a Caesar cipher built from them, and their errors."""
from numba import njit


@njit
def codes(s):
    t = 0
    for c in s:
        t = t * 31 + ord(c)
    return t


@njit
def caesar(s, k):
    out = ""
    for c in s:
        o = ord(c)
        if ord("a") <= o <= ord("z"):
            out += chr((o - ord("a") + k) % 26 + ord("a"))
        else:
            out += c
    return out


@njit
def one(i):
    return chr(i), ord(chr(i))


@njit
def bad_ord(s):
    return ord(s)

# call: codes("abc")
# call: codes("€ñ😀")
# call: caesar("hello, world", 3)
# call: caesar("xyz", 5)
# call: one(65)
# call: one(8364)
# call: one(128512)
# call: one(1114112)
# call: bad_ord("ab")
