"""A literal dict is indexed by constant keys only: d[x] with a run-time key is rejected, as Numba rejects it ("Cannot getitem() on a literal dictionary, return type cannot be statically determined"; test_dictobject's test_get)."""
# error: unsupported-feature
from numba import njit


@njit
def getitem(x):
    ld = {"a": 2j, "c": "d"}
    return ld[x]


# call: getitem("a")
