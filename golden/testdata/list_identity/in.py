"""`is` and `is not` between lists and sets of one type (Numba's `is` on dicts is not identity: pygo rejects it): identity (an alias is the same object, a copy or a slice is not), reflected arguments included (usecases from Numba's test_lists and test_sets)."""
from numba import njit


@njit
def identity_usecase(n):
    a = list(range(n))
    b = a
    c = a[:]
    return (a is b), (a is not b), (a is c), (a is not c)


@njit
def reflect_dual(l, ll):
    l.append(ll.pop())
    return l is ll


@njit
def set_reflect_dual(sa, sb):
    sa.add(sb.pop())
    return sa is sb


@njit
def same_arg(l):
    return reflect_dual(l, l), len(l)


@njit
def sets(n):
    s = {n, n + 1}
    t = s
    u = s.copy()
    return s is t, s is u, s is not u

# call: identity_usecase(3)
# call: reflect_dual([1, 2], [3, 4])
# call: set_reflect_dual({1, 2}, {3, 4})
# call: same_arg([1, 2, 3])
# call: sets(5)
