"""Real-style text and containers: word counts with typed Dict, n-grams, vocab encoding, jitclass LRU counter, named tuples."""
from collections import namedtuple
import numpy as np
from numba import njit, types
from numba.typed import Dict, List
from numba.experimental import jitclass

Stats = namedtuple('Stats', ['count', 'mean', 'maxlen'])


@njit
def tokenize(text):
    words = List()
    cur = ''
    for ch in text:
        if ch.isalnum():
            cur += ch.lower()
        elif len(cur) > 0:
            words.append(cur)
            cur = ''
    if len(cur) > 0:
        words.append(cur)
    return words


@njit
def word_counts(text):
    counts = Dict.empty(key_type=types.unicode_type, value_type=types.int64)
    for w in tokenize(text):
        counts[w] = counts.get(w, 0) + 1
    return counts


@njit
def top_word(text):
    counts = word_counts(text)
    best = ''
    bc = 0
    for k, v in counts.items():
        if v > bc or (v == bc and k < best):
            best = k
            bc = v
    return best, bc


@njit
def stats(text):
    words = tokenize(text)
    total = 0
    mx = 0
    for w in words:
        total += len(w)
        mx = max(mx, len(w))
    n = len(words)
    return Stats(n, total / n if n else 0.0, mx)


@njit
def encode(text):
    vocab = Dict.empty(key_type=types.unicode_type, value_type=types.int64)
    words = tokenize(text)
    ids = np.empty(len(words), dtype=np.int64)
    for i, w in enumerate(words):
        if w not in vocab:
            vocab[w] = len(vocab)
        ids[i] = vocab[w]
    return ids


@njit
def bigrams(text):
    ws = tokenize(text)
    out = []
    for i in range(len(ws) - 1):
        out.append(ws[i] + ' ' + ws[i + 1])
    return ' | '.join(out)


spec = [('cap', types.int64), ('keys', types.int64[:]), ('hits', types.int64[:]), ('size', types.int64)]


@jitclass(spec)
class Counter(object):
    def __init__(self, cap):
        self.cap = cap
        self.keys = np.full(cap, -1, dtype=np.int64)
        self.hits = np.zeros(cap, dtype=np.int64)
        self.size = 0

    def add(self, k):
        for i in range(self.size):
            if self.keys[i] == k:
                self.hits[i] += 1
                return True
        if self.size < self.cap:
            self.keys[self.size] = k
            self.hits[self.size] = 1
            self.size += 1
            return True
        return False

    @property
    def total(self):
        return self.hits[:self.size].sum()


@njit
def count_stream(xs, cap):
    c = Counter(cap)
    dropped = 0
    for x in xs:
        if not c.add(x):
            dropped += 1
    return c.total, dropped, c.keys[:c.size].copy()


# call: top_word("the cat and the hat; The end, and THE start")
# call: stats("Numba makes Python fast. Go makes it portable!")
# call: stats("")
# call: encode("a b a c b a d")
# call: bigrams("one two three four")
# call: count_stream(np.array([1, 2, 1, 3, 4, 2, 5, 1]), 3)
