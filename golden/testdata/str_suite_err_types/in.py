"""Arguments of the wrong type that test_unicode expects Numba to reject at typing, each reported at the argument."""
# error: type-mismatch
from numba import njit


@njit("unicode_type(unicode_type, float64)")
def zfill_usecase(x, y):
    return x.zfill(y)


@njit("unicode_type(unicode_type, float64)")
def center_usecase(x, y):
    return x.center(y)


@njit("unicode_type(unicode_type, float64)")
def expandtabs_with_tabsize_usecase(s, tabsize):
    return s.expandtabs(tabsize)


@njit("int64(unicode_type, unicode_type, float64, int64)")
def find_with_start_end_usecase(x, y, start, end):
    return x.find(y, start, end)


@njit("int64(unicode_type, int64, int64, int64)")
def count_with_start_end_usecase(x, y, start, end):
    return x.count(y, start, end)


@njit("int64(unicode_type, boolean)")
def rfind_usecase(x, y):
    return x.rfind(y)


@njit("unicode_type(unicode_type, float64)")
def repeat_usecase(x, y):
    return x * y


@njit("unicode_type(unicode_type, float64)")
def split_with_maxsplit_usecase(x, maxsplit):
    return x.split(' ', maxsplit)


@njit("unicode_type(unicode_type, unicode_type)")
def splitlines_with_keepends_usecase(s, keepends):
    return s.splitlines(keepends)


@njit("unicode_type(unicode_type, float64)")
def strip_usecase_chars(x, chars):
    return x.strip(chars)


@njit("unicode_type(unicode_type, int64, int64)")
def center_usecase_fillchar(x, y, fillchar):
    return x.center(y, fillchar)


@njit("boolean(unicode_type, unicode_type, int64)")
def startswith_start(x, y, start):
    return x.startswith(y, start)
