"""A numba.typed.List[None] compared with a typed list of other items: never equal (!= is
True), and ordered as Numba's compare_some_none orders them: the shorter list first, and of
two lists of one length, the List[None] first (empty lists too)."""
from numba import njit
from numba.typed import List


@njit
def compare(n_none, n_int):
    l = List()
    for _ in range(n_none):
        l.append(None)
    m = List()
    for i in range(n_int):
        m.append(i)
    return (l == m, l != m, l < m, l <= m, l > m, l >= m,
            m == l, m != l, m < l, m <= l, m > l, m >= l)

# call: compare(1, 1)
# call: compare(2, 1)
# call: compare(1, 3)
# call: compare(0, 0)
