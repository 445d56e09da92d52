"""A constant key that a literal dict does not have is a compile-time error, as in Numba ("Key 'a' is not in dict."; test_dictobject's test_const_key_not_in_dict)."""
# error: key-error
import numpy as np
from numba import njit


@njit
def missing():
    a = {"not_a": 2j, "c": "d", "e": np.zeros(4)}
    return a["a"]


# call: missing()
