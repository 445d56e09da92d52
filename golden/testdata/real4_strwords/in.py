"""Word counts of a text with str.split, lower, strip and a dict, then the most frequent word."""
from numba import njit, types
from numba.typed import Dict


@njit
def top_word(text):
    counts = Dict.empty(key_type=types.unicode_type, value_type=types.int64)
    for w in text.lower().split():
        w = w.strip(".,;!?")
        if len(w) == 0:
            continue
        counts[w] = counts.get(w, 0) + 1
    best = ""
    bestc = 0
    for w, c in counts.items():
        if c > bestc or (c == bestc and w < best):
            best = w
            bestc = c
    return best, bestc, len(counts)

# call: top_word("The cat and the hat. The end, and THE start!")
# call: top_word("a b c")
