"""list(s) and sorted(s) give the characters of a string as a list of str."""
from numba import njit


@njit
def chars(s):
    return list(s)


@njit
def anagram_key(s):
    return "".join(sorted(s.lower()))


@njit
def is_anagram(a, b):
    return anagram_key(a) == anagram_key(b)

# call: chars("héllo")
# call: chars("")
# call: anagram_key("Listen")
# call: is_anagram("Listen", "Silent")
# call: is_anagram("abc", "abd")
