"""== and != with a literal dict ({"a": 1, "b": 2j}, Numba's LiteralStrKeyDict): two literal
dicts are equal when they have the same keys and each key's value has the same type, a literal
(an int, bool or str constant, a variable bound once to one, a module constant, a tuple of them)
being its own type; Numba decides it when it compiles the function, so {"a": n} equals
{"a": n + 1}. A literal dict is unequal to an int, a str or None."""
from numba import njit

G = 5
GS = 'x'


@njit
def copies():
    ld = {'a': 1, 'b': 2j, 'c': 'd'}
    new = ld.copy()
    return ld == new, ld != new


@njit
def literals(n):
    x = 1
    s = 'x'
    return ({'a': 1, 'b': 2j} == {'a': 1, 'b': 2j},
            {'a': 1, 'b': 2j} == {'a': 2, 'b': 2j},
            {'a': 1, 'b': 2j} != {'a': 2, 'b': 2j},
            {'a': n, 'b': 2j} == {'a': n + 1, 'b': 2j},
            {'a': x, 'b': 2j} == {'a': 1, 'b': 2j},
            {'a': 1, 'b': s} == {'a': 1, 'b': s + ''},
            {'a': G, 'b': 2j} == {'a': 5, 'b': 2j},
            {'a': GS, 'b': 2j} == {'a': 'x', 'b': 2j},
            {'a': True, 'b': 2j} == {'a': 1, 'b': 2j},
            {'a': -1, 'b': 2j} == {'a': -1, 'b': 2j},
            {'a': 1.5, 'b': 2j} == {'a': 2.5, 'b': 2j},
            {'a': (1, 2), 'b': 2j} == {'a': (1, 2), 'b': 2j},
            {'a': (1, 2), 'b': 2j} == {'a': (1, 3), 'b': 2j},
            {'a': 1, 'b': 2j} == {'a': 1, 'b': 2j, 'c': 3})


@njit
def against_others(n):
    ld = {'a': n, 'b': 2j}
    return ld == 3, ld != 3, 3 == ld, ld == 'a', ld == None  # noqa: E711

# call: copies()
# call: literals(4)
# call: against_others(2)
