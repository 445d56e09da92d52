"""Building strings in loops with += and a word-frequency style scan without dicts."""
from numba import njit


@njit
def stars(n):
    s = ""
    for i in range(1, n + 1):
        s += "*" * i
        s += "\n"
    return s


@njit
def count_word(text, word):
    n = 0
    for w in text.lower().split():
        if w.strip(".,!?") == word:
            n += 1
    return n


@njit
def acronym(s):
    out = ""
    for w in s.split():
        out += w[0].upper()
    return out

# call: stars(3)
# call: count_word("The cat saw the dog. The END, the.", "the")
# call: acronym("portable network graphics")
# call: acronym("")
