"""Reading a string field of a record is a positioned error naming the field (Numba compiles it: string fields are carried in the record's bytes, but pygo compiles only number fields)."""
# error: unsupported-feature
from numba import njit


@njit("int64(Record([('a', float64, 0), ('d', UnicodeCharSeq(5), 8)], 28, False)[::1])")
def name_len(a):
    return len(a[0].d)
