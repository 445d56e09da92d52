"""Real-style text kernels: Levenshtein, tokenizer, word frequencies, n-gram Jaccard, run-length encoding, CSV-ish parsing, Caesar cipher."""
import numpy as np
from numba import njit
from numba.typed import Dict, List
from numba import types


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
def top_words(text, k):
    counts = Dict.empty(key_type=types.unicode_type, value_type=types.int64)
    for w in tokenize(text):
        counts[w] = counts.get(w, 0) + 1
    items = [(c, w) for w, c in counts.items()]
    items.sort(reverse=True)
    return [w for c, w in items[:k]]


@njit
def ngrams(s, n):
    out = set()
    for i in range(len(s) - n + 1):
        out.add(s[i:i + n])
    return out


@njit
def jaccard(a, b, n=2):
    x = ngrams(a, n)
    y = ngrams(b, n)
    inter = len(x & y)
    union = len(x | y)
    return inter / union if union else 1.0


@njit
def rle(s):
    if len(s) == 0:
        return ''
    parts = []
    prev = s[0]
    count = 1
    for ch in s[1:]:
        if ch == prev:
            count += 1
        else:
            parts.append(prev + str(count))
            prev = ch
            count = 1
    parts.append(prev + str(count))
    return ''.join(parts)


@njit
def parse_row(line):
    fields = line.split(',')
    total = 0.0
    bad = 0
    for f in fields:
        f = f.strip()
        if f == '' or f == 'NA':
            bad += 1
            continue
        sign = 1
        v = 0
        for ch in f:
            if ch == '-':
                sign = -1
            elif '0' <= ch <= '9':
                v = v * 10 + (ord(ch) - 48)
        total += sign * v
    return total, bad


@njit
def caesar(s, k):
    out = []
    for ch in s:
        o = ord(ch)
        if 97 <= o <= 122:
            out.append(chr((o - 97 + k) % 26 + 97))
        elif 65 <= o <= 90:
            out.append(chr((o - 65 + k) % 26 + 65))
        else:
            out.append(ch)
    return ''.join(out)


@njit
def is_palindrome(s):
    t = ''
    for ch in s.lower():
        if ch.isalpha():
            t += ch
    return t == t[::-1]

# call: levenshtein('kitten', 'sitting')
# call: levenshtein('', 'abc')
# call: top_words('the cat and the hat; The end. And then, the cat!', 3)
# call: jaccard('night', 'nacht')
# call: rle('aaabccddddd')
# call: parse_row(' 15, 2,NA, ,-325')
# call: caesar('Hello, World!', 3)
# call: is_palindrome('A man, a plan, a canal: Panama')
