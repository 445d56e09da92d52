"""Lists of strings: literals, append, sorted (by code point), in, and join."""
from numba import njit


@njit
def sort_words(s):
    ws = s.split()
    ws.sort()
    return " ".join(ws)


@njit
def build(n):
    out = ["start"]
    for i in range(n):
        out.append(str(i) + "!")
    return ",".join(out)


@njit
def longest(s):
    best = ""
    for w in sorted(s.split(" ")):
        if len(w) > len(best):
            best = w
    return best


@njit
def member(s, w):
    return w in s.split(",")


@njit
def words_list(s):
    return sorted(s.split(), reverse=True)

# call: sort_words("pear apple fig banana Apple")
# call: sort_words("éclair eclair zebra Zebra")
# call: build(4)
# call: longest("a bbb cc ddd")
# call: member("x,y,z", "y")
# call: member("x,y,z", "w")
# call: words_list("b a c")
