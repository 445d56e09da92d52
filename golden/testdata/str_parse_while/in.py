"""A small tokenizer: a while loop over s[i], digits parsed with ord, words collected in a list."""
from numba import njit


@njit
def sum_numbers(s):
    total = 0
    i = 0
    n = len(s)
    while i < n:
        if s[i].isdigit():
            v = 0
            while i < n and s[i].isdigit():
                v = v * 10 + ord(s[i]) - ord("0")
                i += 1
            total += v
        else:
            i += 1
    return total


@njit
def words(s):
    out = []
    cur = ""
    for c in s:
        if c.isalpha():
            cur += c
        elif cur:
            out.append(cur)
            cur = ""
    if cur:
        out.append(cur)
    return out

# call: sum_numbers("a12b3c 400, 5")
# call: sum_numbers("")
# call: words("hello, wörld! 42 times")
# call: words("")
