"""A typed dict compared with == to a value of another type (a number, a tuple, a string, a
list) is False, and != True, as Numba's dict __eq__ answers for any right operand that is not
a dict; two dicts still compare their items."""
from numba import njit, int32, float64
from numba.typed import Dict


@njit
def against(n, x):
    d = Dict.empty(int32, float64)
    for i in range(n):
        d[i] = i
    return d == x, d != x


@njit
def mixed(n):
    d = {0: 1.5}
    e = {0: 1.5}
    for i in range(n):
        d[i] = i * 0.5
        e[i] = i * 0.5
    return d == e, d == [1.5], d != "abc", d == None  # noqa: E711

# call: against(3, 1)
# call: against(0, (1,))
# call: against(2, 2.5)
# call: against(1, "a")
# call: mixed(3)
