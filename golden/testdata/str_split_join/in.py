"""split (whitespace, a separator, maxsplit) into a list of str, and join of a list of str."""
from numba import njit


@njit
def words(s):
    return len(s.split())


@njit
def nth_field(s, sep, i):
    return s.split(sep)[i]


@njit
def fields(s, sep):
    return s.split(sep)


@njit
def fields_max(s, sep, n):
    return s.split(sep, n)


@njit
def ws_max(s, n):
    return s.split(None, n)


@njit
def rejoin(s, sep, glue):
    return glue.join(s.split(sep))


@njit
def csv_sum(s):
    total = 0
    for f in s.split(","):
        total += len(f.strip())
    return total

# call: words("the quick  brown\tfox\n")
# call: words("")
# call: words("   ")
# call: nth_field("a,b,c", ",", 1)
# call: nth_field("a,b,c", ",", -1)
# call: fields("a,,b,", ",")
# call: fields("one::two::three", "::")
# call: fields("", ",")
# call: fields("abc", "")
# call: fields_max("a b c d", " ", 2)
# call: fields_max("a b c d", " ", 0)
# call: ws_max("  a  b  c  ", 1)
# call: rejoin("2024-01-15", "-", "/")
# call: rejoin("α β γ", " ", "→")
# call: csv_sum(" x , yy ,zzz")
