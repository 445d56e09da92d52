"""bytearray(n), which Numba 0.56 cannot compile either, is a positioned error; bytes (len,
indexing, slicing, iteration) is supported (golden bytes_index_iter)."""
from numba import njit


@njit("int64(int64)")
def first(k):
    b = bytearray(k)
    return len(b)

# error: unsupported-feature
