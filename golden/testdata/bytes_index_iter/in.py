"""bytes as Numba 0.56 compiles it: len, indexing with negative indices (a uint8), iteration
(uint8 items), enumerate and zip over bytes, in a comprehension; slices (bytes) with steps."""
from numba import njit


@njit
def index_len(k):
    b = b"hello"
    return len(b), b[k], b[-1], b[k] + 1


@njit
def checksum():
    b = b"The quick brown fox"
    s = 0
    for c in b:
        s = (s * 31 + c) % 1000003
    return s


@njit
def count_byte(x):
    n = 0
    for i, c in enumerate(b"abracadabra"):
        if c == x:
            n += i
    return n


@njit
def pair_diff():
    d = 0
    for p, q in zip(b"abc", b"abd"):
        d += q - p
    return d


@njit
def as_list():
    return [c * 2 for c in b"\x01\x02\xff"]

@njit
def slices(lo, hi, step):
    b = b"abcdefgh"
    t = b[lo:hi:step]
    s = 0
    for c in t:
        s = s * 256 + c
    return len(t), s, len(b[lo:]), len(b[:hi]), b[::-1][0], len(b[hi:lo])


# call: index_len(0)
# call: index_len(-2)
# call: checksum()
# call: count_byte(97)
# call: pair_diff()
# call: as_list()
# call: slices(1, 5, 1)
# call: slices(-6, 7, 2)
# call: slices(6, 1, -2)
# call: slices(0, 100, 3)
