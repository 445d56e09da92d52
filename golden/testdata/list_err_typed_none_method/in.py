"""A typed List of None has append, len, indexing, comparisons and iteration only: pop() is rejected, as Numba rejects it ("method support for List[None] is limited"; test_typedlist's test_none_typed_method_fails)."""
# error: unsupported-feature
from numba import njit
from numba.typed import List


@njit
def bar():
    lst = List()
    lst.append(None)
    lst.pop()
    return len(lst)


# call: bar()
