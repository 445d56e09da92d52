"""Constant strings: in a tuple, concatenated, compared, indexed, searched (usecases of Numba's test_unicode.py, over its sample strings)."""
from numba import njit


@njit
def const_in_tuple(x):
    return x in ('a', 'b', '大')


@njit
def const_in_hetero_tuple(x):
    return ('a', 1)[0] == x


@njit
def literal_concat():
    return 'abc' + '大处'


@njit
def literal_cmp(x):
    a = 'abc'
    return a == x, a < x, a != x


@njit
def literal_len():
    return len('abc大')


@njit
def literal_getitem():
    return 'abc大'[3], 'abc大'[1:]


@njit
def literal_in():
    return 'c' in 'abc大', '大' in 'abc'


@njit
def literal_xyzwith():
    return 'abc'.startswith('ab'), 'abc'.endswith('bc')


@njit
def literal_find():
    return 'abc大'.find('大'), 'abc'.rfind('d')

# call: const_in_tuple('a')
# call: const_in_tuple('大')
# call: const_in_tuple('c')
# call: const_in_hetero_tuple('a')
# call: const_in_hetero_tuple('b')
# call: literal_cmp('abc')
# call: literal_cmp('abd')
# call: literal_cmp('ab')
# call: literal_concat()
# call: literal_len()
# call: literal_getitem()
# call: literal_in()
# call: literal_xyzwith()
# call: literal_find()
