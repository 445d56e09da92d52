"""capitalize/swapcase/casefold/title/istitle/isascii, rsplit (with and without sep, maxsplit) and partition."""
from numba import njit


@njit
def cases(s):
    return s.capitalize(), s.swapcase(), s.casefold(), s.title()


@njit
def flags(s):
    return s.istitle(), s.isascii()


@njit
def rs(s, sep, n):
    return s.rsplit(sep, n)


@njit
def rs_ws(s, n):
    return s.rsplit(None, n), s.rsplit()


@njit
def parts(s, sep):
    return s.partition(sep), s.rpartition(sep)

# call: cases("hello wORLD")
# call: cases("ßtraße ǆungla")
# call: cases("")
# call: cases("they're bill's 3rd")
# call: flags("Hello World")
# call: flags("Hello world")
# call: flags("")
# call: flags("Ünïcode Title")
# call: rs("a,b,c,d", ",", 2)
# call: rs("a,b,c,d", ",", -1)
# call: rs("a,b,c,d", ",", 0)
# call: rs("a::b::c", "::", 1)
# call: rs_ws("  a  b  c  ", 1)
# call: rs_ws("a b", 5)
# call: parts("key=val=x", "=")
# call: parts("novalue", "=")
# call: parts("", "=")
