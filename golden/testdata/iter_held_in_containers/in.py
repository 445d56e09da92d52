"""Generators and iterators kept in tuples and lists, as Numba keeps them: a tuple of
iterators whose items next() advances (each shares its stream with the other holders), a
list of generators consumed one after the other, a list built by appends, a tuple of
generators passed to another compiled function, and one returned from one (the function that
made them stops none of them)."""
from numba import njit


@njit
def gen(n):
    for i in range(n):
        yield i * 2


@njit
def tuple_of_iters(n):
    t = (iter(range(n)), iter([1.5, 2.5]))
    a = next(t[0])
    b = next(t[1])
    return a, b, next(t[0]), list(t[0])


@njit
def tuple_of_gens(n):
    t = (gen(n), gen(n))
    a = next(t[0])
    return a, next(t[0]), next(t[1])


@njit
def list_of_gens(n):
    gs = [gen(n), gen(n + 1)]
    s = 0
    for g in gs:
        for x in g:
            s += x
    return s


@njit
def appended(n):
    gs = [gen(n)]
    for k in range(n):
        gs.append(gen(k))
    out = []
    for g in gs:
        s = 0
        for x in g:
            s += x
        out.append(s)
    return out


@njit
def drain(t):
    a, b = t
    return list(a), list(b)


@njit
def pass_tuple(n):
    t = (gen(n), gen(n + 2))
    next(t[1])
    return drain(t)


@njit
def make(n):
    return gen(n), n


@njit
def use_made(n):
    g, k = make(n)
    first = next(g)
    return first, k, list(g)


# call: tuple_of_iters(4)
# call: tuple_of_gens(3)
# call: list_of_gens(3)
# call: appended(4)
# call: pass_tuple(3)
# call: use_made(4)
