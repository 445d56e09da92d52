"""Ordering and equality of tuples holding strings (test_unicode's test_unicode_in_tuple_comparison usecases, then tuples from arguments): the first unequal item decides, strings by code point."""
from numba import njit


@njit
def lt_literals():
    return ('aa',) < ('bb',), ('cc',) < ('bb',), ('aa', 1) < ('bb', 1), ('aa', 1) < ('aa', 2)


@njit
def order(a, b):
    return a < b, a <= b, a > b, a >= b, a == b, a != b


@njit
def order_mixed(s, n, t, m):
    x = (s, n)
    y = (t, m)
    return x < y, x >= y, x == y

# call: lt_literals()
# call: order(('aa', 'b'), ('aa', 'c'))
# call: order(('é', 'b'), ('z', 'a'))
# call: order(('🐍',), ('🐍',))
# call: order(('', 'x'), ('a', ''))
# call: order_mixed('aa', 1, 'aa', 2)
# call: order_mixed('ab', 3, 'aa', 2)
# call: order_mixed('⚡', 0, '⚡', 0)
