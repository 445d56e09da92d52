"""split/rsplit with a separator, maxsplit (positional and keyword) and on Unicode whitespace (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def split_usecase(x, y):
    return x.split(y)


@njit
def split_with_maxsplit_usecase(x, y, maxsplit):
    return x.split(y, maxsplit)


@njit
def split_with_maxsplit_kwarg_usecase(x, y, maxsplit):
    return x.split(y, maxsplit=maxsplit)


@njit
def split_whitespace_usecase(x):
    return x.split()


@njit
def rsplit_usecase(s, sep):
    return s.rsplit(sep)


@njit
def rsplit_with_maxsplit_usecase(s, sep, maxsplit):
    return s.rsplit(sep, maxsplit)


@njit
def rsplit_with_maxsplit_kwarg_usecase(s, sep, maxsplit):
    return s.rsplit(sep, maxsplit=maxsplit)


@njit
def rsplit_whitespace_usecase(s):
    return s.rsplit()

# call: split_usecase('', '⚡')
# call: split_usecase('abcabc', '⚡')
# call: split_usecase('🐍⚡🐍', '⚡')
# call: split_usecase('abababa', 'a')
# call: split_usecase('abababa', 'aba')
# call: rsplit_usecase('', '⚡')
# call: rsplit_usecase('abcabc', '⚡')
# call: rsplit_usecase('🐍⚡🐍', '⚡')
# call: rsplit_usecase('abababa', 'a')
# call: rsplit_usecase('abababa', 'aba')
# call: split_with_maxsplit_usecase('', '⚡', 1)
# call: split_with_maxsplit_usecase('🐍⚡🐍', '⚡', 1)
# call: split_with_maxsplit_usecase('abababa', 'a', 2)
# call: split_with_maxsplit_usecase('abababa', 'aba', 5)
# call: split_with_maxsplit_kwarg_usecase('', '⚡', 1)
# call: split_with_maxsplit_kwarg_usecase('🐍⚡🐍', '⚡', 1)
# call: split_with_maxsplit_kwarg_usecase('abababa', 'a', 2)
# call: split_with_maxsplit_kwarg_usecase('abababa', 'aba', 5)
# call: rsplit_with_maxsplit_usecase('', '⚡', 1)
# call: rsplit_with_maxsplit_usecase('🐍⚡🐍', '⚡', 1)
# call: rsplit_with_maxsplit_usecase('abababa', 'a', 2)
# call: rsplit_with_maxsplit_usecase('abababa', 'aba', 5)
# call: rsplit_with_maxsplit_kwarg_usecase('', '⚡', 1)
# call: rsplit_with_maxsplit_kwarg_usecase('🐍⚡🐍', '⚡', 1)
# call: rsplit_with_maxsplit_kwarg_usecase('abababa', 'a', 2)
# call: rsplit_with_maxsplit_kwarg_usecase('abababa', 'aba', 5)
# call: split_whitespace_usecase('')
# call: split_whitespace_usecase('abcabc')
# call: split_whitespace_usecase('🐍 ⚡')
# call: split_whitespace_usecase('🐍   ⚡ 🐍  ')
# call: split_whitespace_usecase('  🐍   ⚡ 🐍')
# call: split_whitespace_usecase(' 🐍\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000⚡ 🐍  ')
# call: rsplit_whitespace_usecase('')
# call: rsplit_whitespace_usecase('abcabc')
# call: rsplit_whitespace_usecase('🐍 ⚡')
# call: rsplit_whitespace_usecase('🐍   ⚡ 🐍  ')
# call: rsplit_whitespace_usecase('  🐍   ⚡ 🐍')
# call: rsplit_whitespace_usecase(' 🐍\t\n\x0b\x0c\r\x1c\x1d\x1e\x1f \x85\xa0\u1680\u2000\u200a\u2028\u2029\u202f\u205f\u3000⚡ 🐍  ')
