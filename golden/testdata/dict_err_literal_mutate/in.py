"""A literal dict (str keys, values of different types) is read-only: item assignment is rejected, as Numba rejects it ("Cannot mutate a literal dictionary"; test_dictobject's test_mutation_failure)."""
# error: unsupported-feature
from numba import njit


@njit
def setitem():
    ld = {"a": 1, "b": 2j, "c": "d"}
    ld["a"] = 12
    return ld["a"]


# call: setitem()
