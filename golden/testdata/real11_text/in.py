"""Text processing kernels: a CSV-ish parser, a word index, and string building."""
import numpy as np
from numba import njit
from numba.typed import Dict, List
from numba import types

# call: unpack_words("x y")
# call: unpack_words("x y z")
# call: word_index("the cat saw the dog and the cat ran")
# call: normalize("  Hello,  World!  Foo-Bar ")
# call: caesar("attack at dawn", 3)
# call: is_palindrome("A man, a plan, a canal: Panama")
# call: join_ints(np.array([3, 14, 15, 92]))
# call: longest_common_prefix(["interview", "internet", "interval"])
# call: count_vowels_upper("Numba Makes Python Fast")
# call: tokenize_kv("a=1;bb=22;ccc=333")


@njit
def unpack_words(line):
    a, b = line.split()
    return b + a


@njit
def word_index(text):
    idx = Dict.empty(key_type=types.unicode_type, value_type=types.int64)
    order = List.empty_list(types.unicode_type)
    for w in text.split():
        if w not in idx:
            idx[w] = len(idx)
            order.append(w)
    codes = np.empty(len(text.split()), dtype=np.int64)
    for i, w in enumerate(text.split()):
        codes[i] = idx[w]
    return codes, order


@njit
def normalize(s):
    out = ""
    for ch in s.strip().lower():
        if ch.isalnum():
            out += ch
        elif ch == " " and not out.endswith(" "):
            out += " "
        elif ch == "-":
            out += "_"
    return out


@njit
def caesar(s, k):
    res = List()
    for ch in s:
        if "a" <= ch <= "z":
            res.append(chr((ord(ch) - ord("a") + k) % 26 + ord("a")))
        else:
            res.append(ch)
    return "".join(res)


@njit
def is_palindrome(s):
    t = ""
    for c in s:
        if c.isalpha():
            t += c.lower()
    return t == t[::-1], len(t)


@njit
def join_ints(a):
    parts = List()
    for v in a:
        parts.append(str(v))
    return "-".join(parts)


@njit
def longest_common_prefix(words):
    p = words[0]
    for w in words[1:]:
        while not w.startswith(p):
            p = p[:-1]
    return p


@njit
def count_vowels_upper(s):
    n = 0
    up = 0
    for c in s:
        if c.lower() in "aeiou":
            n += 1
        if c.isupper():
            up += 1
    return n, up, s.upper().replace("A", "4")


@njit
def tokenize_kv(s):
    d = Dict.empty(key_type=types.unicode_type, value_type=types.int64)
    for item in s.split(";"):
        k, v = item.split("=")
        d[k] = len(v) * 10 + ord(v[0]) - 48
    total = 0
    for k in d:
        total += d[k] * len(k)
    return total, d["bb"], s.find("ccc"), s.rfind("="), s.count("=")
