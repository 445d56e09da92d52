"""A for loop whose target is a one-element tuple, `for x, in it`, unpacks each item (usecase
zip_1_usecase of Numba's test_builtins.py; gpython parses the target as the name alone), while
`for x in it` binds the whole item."""
import numpy as np
from numba import njit


@njit
def zip_one():
    result = 0
    for i, in zip((1, 2)):
        result += i
    return result


@njit
def singles(a):
    s = 0.0
    for v , in zip(a):
        s += v
    for t in zip(a):
        s += t[0] * 10
    return s


@njit
def pairs_of_one():
    out = 0
    for k, in ((3,), (4,)):
        out = out * 10 + k
    return out

# call: zip_one()
# call: singles(np.array([1.5, 2.0]))
# call: pairs_of_one()
