"""lower/upper and the strip family, with and without characters to strip."""
from numba import njit


@njit
def cases(s):
    return s.lower(), s.upper()


@njit
def strips(s):
    return s.strip(), s.lstrip(), s.rstrip()


@njit
def strips_chars(s, chars):
    return s.strip(chars), s.lstrip(chars), s.rstrip(chars)

# call: cases("Hello World 123")
# call: cases("ÀÉÎõü Straße")
# call: cases("")
# call: strips("  \t padded \n ")
# call: strips("nothing")
# call: strips("   ")
# call: strips_chars("xxyhelloyx", "xy")
# call: strips_chars("--==title==--", "-=")
# call: strips_chars("abc", "")
# call: strips_chars("ééaéé", "é")
