"""expandtabs with the default and given tab sizes (positional and keyword) (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def expandtabs_usecase(s):
    return s.expandtabs()


@njit
def expandtabs_with_tabsize_usecase(s, tabsize):
    return s.expandtabs(tabsize)


@njit
def expandtabs_with_tabsize_kwarg_usecase(s, tabsize):
    return s.expandtabs(tabsize=tabsize)

# call: expandtabs_usecase('')
# call: expandtabs_usecase('\t')
# call: expandtabs_usecase('t\tt\t')
# call: expandtabs_usecase('a\t')
# call: expandtabs_usecase('\t⚡')
# call: expandtabs_usecase('a\tbc\nab\tc')
# call: expandtabs_usecase('🐍\t⚡')
# call: expandtabs_usecase('🐍⚡\n\t\t🐍\t')
# call: expandtabs_usecase('ab\rab\t\t\tab\r\n\ta')
# call: expandtabs_with_tabsize_usecase('t\tt\t', -1)
# call: expandtabs_with_tabsize_usecase('t\tt\t', 0)
# call: expandtabs_with_tabsize_usecase('t\tt\t', 1)
# call: expandtabs_with_tabsize_usecase('t\tt\t', 3)
# call: expandtabs_with_tabsize_usecase('t\tt\t', 9)
# call: expandtabs_with_tabsize_usecase('🐍⚡\n\t\t🐍\t', -1)
# call: expandtabs_with_tabsize_usecase('🐍⚡\n\t\t🐍\t', 0)
# call: expandtabs_with_tabsize_usecase('🐍⚡\n\t\t🐍\t', 1)
# call: expandtabs_with_tabsize_usecase('🐍⚡\n\t\t🐍\t', 3)
# call: expandtabs_with_tabsize_usecase('🐍⚡\n\t\t🐍\t', 9)
# call: expandtabs_with_tabsize_usecase('ab\rab\t\t\tab\r\n\ta', -1)
# call: expandtabs_with_tabsize_usecase('ab\rab\t\t\tab\r\n\ta', 0)
# call: expandtabs_with_tabsize_usecase('ab\rab\t\t\tab\r\n\ta', 1)
# call: expandtabs_with_tabsize_usecase('ab\rab\t\t\tab\r\n\ta', 3)
# call: expandtabs_with_tabsize_usecase('ab\rab\t\t\tab\r\n\ta', 9)
# call: expandtabs_with_tabsize_kwarg_usecase('t\tt\t', -1)
# call: expandtabs_with_tabsize_kwarg_usecase('t\tt\t', 0)
# call: expandtabs_with_tabsize_kwarg_usecase('t\tt\t', 1)
# call: expandtabs_with_tabsize_kwarg_usecase('t\tt\t', 3)
# call: expandtabs_with_tabsize_kwarg_usecase('t\tt\t', 9)
# call: expandtabs_with_tabsize_kwarg_usecase('🐍⚡\n\t\t🐍\t', -1)
# call: expandtabs_with_tabsize_kwarg_usecase('🐍⚡\n\t\t🐍\t', 0)
# call: expandtabs_with_tabsize_kwarg_usecase('🐍⚡\n\t\t🐍\t', 1)
# call: expandtabs_with_tabsize_kwarg_usecase('🐍⚡\n\t\t🐍\t', 3)
# call: expandtabs_with_tabsize_kwarg_usecase('🐍⚡\n\t\t🐍\t', 9)
# call: expandtabs_with_tabsize_kwarg_usecase('ab\rab\t\t\tab\r\n\ta', -1)
# call: expandtabs_with_tabsize_kwarg_usecase('ab\rab\t\t\tab\r\n\ta', 0)
# call: expandtabs_with_tabsize_kwarg_usecase('ab\rab\t\t\tab\r\n\ta', 1)
# call: expandtabs_with_tabsize_kwarg_usecase('ab\rab\t\t\tab\r\n\ta', 3)
# call: expandtabs_with_tabsize_kwarg_usecase('ab\rab\t\t\tab\r\n\ta', 9)
