"""Iterating over strings and literals, with enumerate (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def iter_usecase(x):
    l = []
    for i in x:
        l.append(i)
    return l


@njit
def literal_iter_usecase():
    l = []
    for i in '大处着眼，':
        l.append(i)
    return l


@njit
def enumerated_iter_usecase(x):
    buf = ""
    scan = 0
    for i, s in enumerate(x):
        buf += s
        scan += 1
    return buf, scan


# call: iter_usecase('')
# call: iter_usecase('ascii')
# call: iter_usecase('12345')
# call: iter_usecase('1234567890')
# call: iter_usecase('¡Y tú quién te crees?')
# call: iter_usecase('🐍⚡')
# call: iter_usecase('大处着眼，小处着手。')
# call: literal_iter_usecase()
# call: enumerated_iter_usecase('')
# call: enumerated_iter_usecase('ascii')
# call: enumerated_iter_usecase('12345')
# call: enumerated_iter_usecase('1234567890')
# call: enumerated_iter_usecase('¡Y tú quién te crees?')
# call: enumerated_iter_usecase('🐍⚡')
# call: enumerated_iter_usecase('大处着眼，小处着手。')
