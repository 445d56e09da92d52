"""Indexing and slicing (two and three bounds, negative steps) of non-ASCII strings by code point (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def getitem_usecase(x, i):
    return x[i]


@njit
def slice2_usecase(x, i, j):
    return x[i:j]


@njit
def slice3_usecase(x, i, j, k):
    return x[i:j:k]


@njit
def pointless_slice(a):
    return a[:]


@njit
def walk_backwards(a):
    return a[::-1]


@njit
def stride_slice(a):
    return a[::2]

# call: getitem_usecase('ascii', -5)
# call: getitem_usecase('ascii', -1)
# call: getitem_usecase('ascii', 0)
# call: getitem_usecase('ascii', 4)
# call: getitem_usecase('12345', -5)
# call: getitem_usecase('12345', -1)
# call: getitem_usecase('12345', 0)
# call: getitem_usecase('12345', 4)
# call: getitem_usecase('1234567890', -10)
# call: getitem_usecase('1234567890', -1)
# call: getitem_usecase('1234567890', 0)
# call: getitem_usecase('1234567890', 9)
# call: getitem_usecase('¡Y tú quién te crees?', -21)
# call: getitem_usecase('¡Y tú quién te crees?', -1)
# call: getitem_usecase('¡Y tú quién te crees?', 0)
# call: getitem_usecase('¡Y tú quién te crees?', 20)
# call: getitem_usecase('🐍⚡', -2)
# call: getitem_usecase('🐍⚡', -1)
# call: getitem_usecase('🐍⚡', 0)
# call: getitem_usecase('🐍⚡', 1)
# call: getitem_usecase('大处着眼，小处着手。', -10)
# call: getitem_usecase('大处着眼，小处着手。', -1)
# call: getitem_usecase('大处着眼，小处着手。', 0)
# call: getitem_usecase('大处着眼，小处着手。', 9)
# call: slice2_usecase('', -2, 5)
# call: slice2_usecase('', 1, -1)
# call: slice2_usecase('', 0, 100)
# call: slice2_usecase('', 3, 1)
# call: slice2_usecase('ascii', -2, 5)
# call: slice2_usecase('ascii', 1, -1)
# call: slice2_usecase('ascii', 0, 100)
# call: slice2_usecase('ascii', 3, 1)
# call: slice2_usecase('12345', -2, 5)
# call: slice2_usecase('12345', 1, -1)
# call: slice2_usecase('12345', 0, 100)
# call: slice2_usecase('12345', 3, 1)
# call: slice2_usecase('1234567890', -2, 5)
# call: slice2_usecase('1234567890', 1, -1)
# call: slice2_usecase('1234567890', 0, 100)
# call: slice2_usecase('1234567890', 3, 1)
# call: slice2_usecase('¡Y tú quién te crees?', -2, 5)
# call: slice2_usecase('¡Y tú quién te crees?', 1, -1)
# call: slice2_usecase('¡Y tú quién te crees?', 0, 100)
# call: slice2_usecase('¡Y tú quién te crees?', 3, 1)
# call: slice2_usecase('🐍⚡', -2, 5)
# call: slice2_usecase('🐍⚡', 1, -1)
# call: slice2_usecase('🐍⚡', 0, 100)
# call: slice2_usecase('🐍⚡', 3, 1)
# call: slice2_usecase('大处着眼，小处着手。', -2, 5)
# call: slice2_usecase('大处着眼，小处着手。', 1, -1)
# call: slice2_usecase('大处着眼，小处着手。', 0, 100)
# call: slice2_usecase('大处着眼，小处着手。', 3, 1)
# call: slice3_usecase('', -2, 0, -1)
# call: slice3_usecase('', 1, -1, 2)
# call: slice3_usecase('', 0, 100, 3)
# call: slice3_usecase('', -1, -100, -2)
# call: slice3_usecase('', 5, 1, -2)
# call: slice3_usecase('ascii', -2, 0, -1)
# call: slice3_usecase('ascii', 1, -1, 2)
# call: slice3_usecase('ascii', 0, 100, 3)
# call: slice3_usecase('ascii', -1, -100, -2)
# call: slice3_usecase('ascii', 5, 1, -2)
# call: slice3_usecase('12345', -2, 0, -1)
# call: slice3_usecase('12345', 1, -1, 2)
# call: slice3_usecase('12345', 0, 100, 3)
# call: slice3_usecase('12345', -1, -100, -2)
# call: slice3_usecase('12345', 5, 1, -2)
# call: slice3_usecase('1234567890', -2, 0, -1)
# call: slice3_usecase('1234567890', 1, -1, 2)
# call: slice3_usecase('1234567890', 0, 100, 3)
# call: slice3_usecase('1234567890', -1, -100, -2)
# call: slice3_usecase('1234567890', 5, 1, -2)
# call: slice3_usecase('¡Y tú quién te crees?', -2, 0, -1)
# call: slice3_usecase('¡Y tú quién te crees?', 1, -1, 2)
# call: slice3_usecase('¡Y tú quién te crees?', 0, 100, 3)
# call: slice3_usecase('¡Y tú quién te crees?', -1, -100, -2)
# call: slice3_usecase('¡Y tú quién te crees?', 5, 1, -2)
# call: slice3_usecase('🐍⚡', -2, 0, -1)
# call: slice3_usecase('🐍⚡', 1, -1, 2)
# call: slice3_usecase('🐍⚡', 0, 100, 3)
# call: slice3_usecase('🐍⚡', -1, -100, -2)
# call: slice3_usecase('🐍⚡', 5, 1, -2)
# call: slice3_usecase('大处着眼，小处着手。', -2, 0, -1)
# call: slice3_usecase('大处着眼，小处着手。', 1, -1, 2)
# call: slice3_usecase('大处着眼，小处着手。', 0, 100, 3)
# call: slice3_usecase('大处着眼，小处着手。', -1, -100, -2)
# call: slice3_usecase('大处着眼，小处着手。', 5, 1, -2)
# call: pointless_slice('')
# call: pointless_slice('ascii')
# call: pointless_slice('12345')
# call: pointless_slice('1234567890')
# call: pointless_slice('¡Y tú quién te crees?')
# call: pointless_slice('🐍⚡')
# call: pointless_slice('大处着眼，小处着手。')
# call: walk_backwards('')
# call: walk_backwards('ascii')
# call: walk_backwards('12345')
# call: walk_backwards('1234567890')
# call: walk_backwards('¡Y tú quién te crees?')
# call: walk_backwards('🐍⚡')
# call: walk_backwards('大处着眼，小处着手。')
# call: stride_slice('')
# call: stride_slice('ascii')
# call: stride_slice('12345')
# call: stride_slice('1234567890')
# call: stride_slice('¡Y tú quién te crees?')
# call: stride_slice('🐍⚡')
# call: stride_slice('大处着眼，小处着手。')
