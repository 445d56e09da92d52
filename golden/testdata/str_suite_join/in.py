"""join of a list of strings, of an empty list and of a string (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def join_usecase(x, y):
    return x.join(y)


@njit
def join_empty_usecase(x):
    # cannot make empty list in nopython mode
    l = ['']
    l.pop()
    return x.join(l)

# call: join_usecase('', ['', '', ''])
# call: join_usecase('a', ['', '', ''])
# call: join_usecase('', ['a', 'bbbb', 'c'])
# call: join_usecase('🐍🐍🐍', ['⚡⚡', '⚡⚡', '⚡⚡', '⚡⚡', '⚡⚡'])
# call: join_usecase('abc', '123')
# call: join_usecase('🐍🐍🐍', '⚡⚡')
# call: join_empty_usecase('')
# call: join_empty_usecase('🐍🐍🐍')
