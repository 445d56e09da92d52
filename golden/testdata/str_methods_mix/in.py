# String methods as Numba 0.56 compiles them, in the shapes text-processing kernels use.
from numba import njit


@njit
def clean(s):
    t = s.strip().lower()
    parts = t.split(",")
    out = []
    for p in parts:
        q = p.strip()
        if q and not q.startswith("#"):
            out.append(q.replace("-", "_").title())
    return "|".join(out), len(out)


@njit
def tests(s):
    return (s.isdigit(), s.isalpha(), s.isalnum(), s.isspace(), s.isupper(), s.islower(),
            s.istitle(), s.isdecimal(), s.isnumeric(), s.isidentifier(), s.isprintable())


@njit
def finds(s, sub):
    return (s.find(sub), s.rfind(sub), s.count(sub), s.startswith(sub), s.endswith(sub),
            sub in s, s.index(sub) if sub in s else -1)


@njit
def pads(s, n):
    return (s.center(n), s.ljust(n, "*"), s.rjust(n), s.zfill(n), s.expandtabs(4),
            s.swapcase(), s.capitalize(), s.casefold())


@njit
def splits(s):
    return s.split(), s.rsplit(" ", 1), s.splitlines(), s.partition(":"), s.rpartition(":")


@njit
def chars(s):
    codes = 0
    for ch in s:
        codes += ord(ch)
    return codes, chr(65 + len(s) % 26), s[::-1], s[1:-1], s * 2, str(len(s)) + s


# call: clean("  Alpha-Beta, # skip, gamma ,, delta-x  ")
# call: tests("Hello")
# call: tests("12345")
# call: tests("Title Case Words")
# call: tests("  \t")
# call: tests("abc_1")
# call: finds("banana bandana", "an")
# call: finds("banana", "x")
# call: pads("ab\tc", 9)
# call: pads("hello World", 4)
# call: splits("key: value with  spaces\nsecond line:x")
# call: chars("hello")


@njit
def truthy(words, limit):
    n = 0
    kept = []
    for w in words:
        if not (w and w[0] != "_") or (kept and kept[-1] == w):
            continue
        while w and len(w) > limit:
            w = w[:-1]
        if w or n > 100:
            kept.append(w)
            n += 1
    return kept, n


# call: truthy(["alpha", "", "_hidden", "beta", "beta", "gamma-long", "x"], 4)
