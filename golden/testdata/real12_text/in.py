# A realistic module: a Markov-chain text model and a tokenizer, string-heavy code in the style
# of Numba examples that count n-grams.
import numpy as np
from numba import njit


@njit
def tokenize(text):
    words = []
    cur = ""
    for ch in text.lower():
        if ch.isalpha() or ch == "'":
            cur += ch
        elif cur:
            words.append(cur)
            cur = ""
    if cur:
        words.append(cur)
    return words


@njit
def bigrams(words):
    counts = {}
    for i in range(len(words) - 1):
        key = words[i] + " " + words[i + 1]
        if key in counts:
            counts[key] += 1
        else:
            counts[key] = 1
    top = sorted([(-n, k) for k, n in counts.items()])[:3]
    return [(k, -n) for n, k in top], len(counts)


@njit
def describe(words):
    lengths = np.array([len(w) for w in words])
    longest = ""
    for w in words:
        if len(w) > len(longest):
            longest = w
    return lengths.mean(), longest, longest.upper(), "-".join(words[:3]), words[-1][::-1]


# call: tokenize("The cat sat on the mat. The cat's hat -- it sat, too!")
# call: bigrams(["the", "cat", "sat", "on", "the", "cat", "mat", "the", "cat"])
# call: describe(["alpha", "be", "gamma", "epsilon", "pi"])
