"""Expression statements that only build a value (a dict, set, list or tuple display of pure
items, a method named but not called, type(v)) emit nothing; one that draws a random number still
advances the stream."""
import numpy as np
from numba import njit


@njit
def displays(n):
    {1: 2}
    {n, 2}
    [n, n + 1]
    (n, 1.5)
    return n + 1


@njit
def draws(seed):
    np.random.seed(seed)
    {np.random.randint(0, 10): 1}
    return np.random.randint(0, 10)

@njit
def method_refs(seed):
    np.random.seed(seed)
    np.random.rand(3).sum
    np.arange(4).reshape
    return np.random.randint(0, 100)

@njit
def type_calls(seed):
    np.random.seed(seed)
    v = np.random.rand()
    type(0)
    type(v)
    return np.random.randint(0, 100)

# call: displays(3)
# call: displays(-7)
# call: draws(1)
# call: draws(42)
# call: method_refs(5)
# call: type_calls(3)
