"""hash() of a string (test_unicode's getitem_check_kind_usecase) is rejected: Numba's value is CPython's SipHash keyed by PYTHONHASHSEED."""
# error: unsupported-feature
from numba import njit


@njit("int64(unicode_type, int64)")
def getitem_check_kind_usecase(x, i):
    return hash(x[i])
