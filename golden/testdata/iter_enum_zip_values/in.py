"""enumerate() and zip() outside a for loop's header are Numba's enumerate and zip objects:
list(), sorted() and a for loop consume them, a variable holds one as an iterator (next()
takes a tuple), and the sequences, iterators and generators among them, are stepped one item
at a time, so the items a consumer did not take stay in them."""
from numba import njit


@njit
def gen(n):
    for i in range(n):
        yield i * 2


@njit
def list_enum(n):
    it = iter(range(n))
    next(it)
    return list(enumerate(it))


@njit
def list_zip(n):
    it = iter(range(n))
    return list(zip([7, 8], it)), list(it)


@njit
def sorted_zip(n):
    g = gen(n)
    return sorted(zip(g, [3, 1, 2])), list(g)


@njit
def held(xs):
    z = zip(xs, range(10, 20))
    a = next(z)
    s = 0.0
    for x, k in z:
        s += x * k
    return a, s


@njit
def enum_start(xs):
    e = enumerate(xs, 5)
    next(e)
    return list(e)


@njit
def empty_zip(n):
    return len(list(zip())), n


# call: list_enum(4)
# call: list_zip(5)
# call: sorted_zip(5)
# call: held([1.5, 2.5, 3.5])
# call: enum_start([3, 4, 5])
# call: empty_zip(2)
