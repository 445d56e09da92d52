"""random.getrandbits(k) as Numba 0.56: a uint64 of the k top bits of one Mersenne Twister draw
(k <= 32) or two (low word first), the same stream as CPython for the same seed; k outside
1..64 raises OverflowError."""
import random
import numpy as np
from numba import njit


@njit
def bits(seed, k, n):
    random.seed(seed)
    out = np.empty(n, dtype=np.uint64)
    for i in range(n):
        out[i] = random.getrandbits(k)
    return out


@njit
def mixed(seed):
    random.seed(seed)
    return random.getrandbits(1), random.getrandbits(33), random.random(), random.getrandbits(64)

# call: bits(42, 32, 4)
# call: bits(1, 7, 5)
# call: bits(1234, 64, 3)
# call: bits(0, 40, 3)
# call: mixed(99)
# call: bits(1, 65, 1)
# call: bits(1, 0, 1)
# call: bits(1, -3, 1)
