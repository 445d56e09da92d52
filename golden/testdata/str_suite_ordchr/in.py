"""ord and chr across the planes (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def ord_usecase(x):
    return ord(x)


@njit
def chr_usecase(x):
    return chr(x)

# call: ord_usecase('a')
# call: ord_usecase('¡')
# call: ord_usecase('大')
# call: ord_usecase('🐍')
# call: ord_usecase('\x00')
# call: chr_usecase(0)
# call: chr_usecase(97)
# call: chr_usecase(161)
# call: chr_usecase(22823)
# call: chr_usecase(128013)
# call: chr_usecase(1114111)
