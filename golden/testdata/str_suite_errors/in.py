"""Run-time errors of test_unicode's usecases: empty separators, bad fill characters, indexes past the end, ord and chr out of range, a zero slice step."""
from numba import njit


@njit
def split_usecase(x, y):
    return x.split(y)


@njit
def rsplit_usecase(s, sep):
    return s.rsplit(sep)


@njit
def center_usecase_fillchar(x, y, fillchar):
    return x.center(y, fillchar)


@njit
def ljust_usecase_fillchar(x, y, fillchar):
    return x.ljust(y, fillchar)


@njit
def getitem_usecase(x, i):
    return x[i]


@njit
def slice3_usecase(x, i, j, k):
    return x[i:j:k]


@njit
def ord_usecase(x):
    return ord(x)


@njit
def chr_usecase(x):
    return chr(x)

# call: split_usecase('a', '')
# call: rsplit_usecase('a', '')
# call: center_usecase_fillchar('ascii', 20, '')
# call: center_usecase_fillchar('ascii', 20, '+0')
# call: ljust_usecase_fillchar('ascii', 20, '处着')
# call: getitem_usecase('ascii', 5)
# call: getitem_usecase('大处着眼', -5)
# call: getitem_usecase('', 0)
# call: slice3_usecase('ascii', 0, 3, 0)
# call: ord_usecase('')
# call: ord_usecase('ab')
# call: chr_usecase(-1)
# call: chr_usecase(1114112)
