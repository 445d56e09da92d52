"""Real code: text processing as tokenizers and n-gram counters write it in Numba: character
classes with isalpha/isdigit, lower(), a typed Dict of str to int64 for bigram counts, sorting
items by count then key, and a Levenshtein distance over two strings with a rolling row."""
import numpy as np
from numba import njit, types
from numba.typed import Dict, List


@njit
def tokenize(text):
    out = List.empty_list(types.unicode_type)
    cur = ""
    for ch in text:
        if ch.isalpha() or ch.isdigit():
            cur += ch.lower()
        else:
            if len(cur) > 0:
                out.append(cur)
            cur = ""
    if len(cur) > 0:
        out.append(cur)
    return out


@njit
def bigram_counts(text):
    toks = tokenize(text)
    counts = Dict.empty(key_type=types.unicode_type, value_type=types.int64)
    for i in range(len(toks) - 1):
        key = toks[i] + " " + toks[i + 1]
        counts[key] = counts.get(key, 0) + 1
    items = [(-v, k) for k, v in counts.items()]
    items.sort()
    res = List()
    for negv, k in items[:3]:
        res.append(k + "=" + str(-negv))
    return res


@njit
def levenshtein(a, b):
    n, m = len(a), len(b)
    prev = np.arange(m + 1)
    cur = np.zeros(m + 1, dtype=np.int64)
    for i in range(1, n + 1):
        cur[0] = i
        for j in range(1, m + 1):
            cost = 0 if a[i - 1] == b[j - 1] else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
        prev, cur = cur, prev
    return prev[m]


# call: tokenize("Hello, World! It's 2024: numba-to-Go.")
# call: bigram_counts("the cat and the hat and the cat and the dog")
# call: levenshtein("kitten", "sitting")
# call: levenshtein("", "abc")
# call: levenshtein("flaw", "lawn")
