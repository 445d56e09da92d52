"""Membership of a character in a tuple of strings, and a tuple of strings indexed by an int."""
from numba import njit


@njit
def count_vowels(s):
    n = 0
    for c in s:
        if c in ("a", "e", "i", "o", "u"):
            n += 1
        elif c not in (" ",):
            n += 100
    return n


@njit
def day_name(i):
    names = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
    return names[i % 7]

# call: count_vowels("education is key")
# call: count_vowels("")
# call: day_name(3)
# call: day_name(9)
