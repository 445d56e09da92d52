"""splitlines at every Unicode line boundary, keepends as a bool or an int, by keyword (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def splitlines_usecase(s):
    return s.splitlines()


@njit
def splitlines_with_keepends_usecase(s, keepends):
    return s.splitlines(keepends)


@njit
def splitlines_with_keepends_kwarg_usecase(s, keepends):
    return s.splitlines(keepends=keepends)

# call: splitlines_usecase('')
# call: splitlines_usecase('\n')
# call: splitlines_usecase('abc\r\rabc\r\n')
# call: splitlines_usecase('🐍⚡\x0b')
# call: splitlines_usecase('\x0c🐍⚡\x0c\x0b\x0b🐍\x85')
# call: splitlines_usecase('\u2028aba\u2029baba')
# call: splitlines_usecase('\n\r\na\x0b\x0cb\x0b\x0cc\x1c\x1d\x1e')
# call: splitlines_with_keepends_usecase('abc\r\rabc\r\n', True)
# call: splitlines_with_keepends_usecase('abc\r\rabc\r\n', False)
# call: splitlines_with_keepends_usecase('abc\r\rabc\r\n', 0)
# call: splitlines_with_keepends_usecase('abc\r\rabc\r\n', 1)
# call: splitlines_with_keepends_usecase('abc\r\rabc\r\n', -1)
# call: splitlines_with_keepends_usecase('abc\r\rabc\r\n', 100)
# call: splitlines_with_keepends_usecase('\x0c🐍⚡\x0c\x0b\x0b🐍\x85', True)
# call: splitlines_with_keepends_usecase('\x0c🐍⚡\x0c\x0b\x0b🐍\x85', False)
# call: splitlines_with_keepends_usecase('\x0c🐍⚡\x0c\x0b\x0b🐍\x85', 0)
# call: splitlines_with_keepends_usecase('\x0c🐍⚡\x0c\x0b\x0b🐍\x85', 1)
# call: splitlines_with_keepends_usecase('\x0c🐍⚡\x0c\x0b\x0b🐍\x85', -1)
# call: splitlines_with_keepends_usecase('\x0c🐍⚡\x0c\x0b\x0b🐍\x85', 100)
# call: splitlines_with_keepends_kwarg_usecase('abc\r\rabc\r\n', True)
# call: splitlines_with_keepends_kwarg_usecase('abc\r\rabc\r\n', False)
# call: splitlines_with_keepends_kwarg_usecase('abc\r\rabc\r\n', 0)
# call: splitlines_with_keepends_kwarg_usecase('abc\r\rabc\r\n', 1)
# call: splitlines_with_keepends_kwarg_usecase('abc\r\rabc\r\n', -1)
# call: splitlines_with_keepends_kwarg_usecase('abc\r\rabc\r\n', 100)
# call: splitlines_with_keepends_kwarg_usecase('\x0c🐍⚡\x0c\x0b\x0b🐍\x85', True)
# call: splitlines_with_keepends_kwarg_usecase('\x0c🐍⚡\x0c\x0b\x0b🐍\x85', False)
# call: splitlines_with_keepends_kwarg_usecase('\x0c🐍⚡\x0c\x0b\x0b🐍\x85', 0)
# call: splitlines_with_keepends_kwarg_usecase('\x0c🐍⚡\x0c\x0b\x0b🐍\x85', 1)
# call: splitlines_with_keepends_kwarg_usecase('\x0c🐍⚡\x0c\x0b\x0b🐍\x85', -1)
# call: splitlines_with_keepends_kwarg_usecase('\x0c🐍⚡\x0c\x0b\x0b🐍\x85', 100)
