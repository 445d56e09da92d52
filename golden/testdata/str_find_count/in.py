"""find/rfind/index/rindex/count with start and end, startswith/endswith, ValueError as Python."""
from numba import njit


@njit
def finds(s, sub):
    return s.find(sub), s.rfind(sub), s.count(sub)


@njit
def finds_range(s, sub, start, end):
    return s.find(sub, start, end), s.rfind(sub, start, end), s.count(sub, start, end)


@njit
def find_from(s, sub, start):
    return s.find(sub, start), s.rfind(sub, start), s.count(sub, start)


@njit
def idx(s, sub):
    return s.index(sub)


@njit
def ridx(s, sub):
    return s.rindex(sub)


@njit
def affixes(s, a, b):
    return s.startswith(a), s.endswith(b)

# call: finds("abracadabra", "abra")
# call: finds("abracadabra", "z")
# call: finds("abracadabra", "")
# call: finds("añoaño", "ño")
# call: finds_range("abracadabra", "a", 2, 8)
# call: finds_range("abracadabra", "a", -4, -1)
# call: finds_range("abc", "", 5, 10)
# call: finds_range("abc", "", 3, 10)
# call: finds_range("日本語日本語", "本", 2, 6)
# call: find_from("hello hello", "llo", 4)
# call: find_from("hello hello", "llo", -3)
# call: idx("hello", "l")
# call: idx("hello", "z")
# call: ridx("hello", "l")
# call: ridx("hello", "z")
# call: affixes("filename.txt", "file", ".txt")
# call: affixes("filename.txt", "name", ".csv")
# call: affixes("", "", "")
