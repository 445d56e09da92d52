"""del of list slices (negative and clamped bounds; a step other than 1 is Numba's NotImplementedError, a zero step a ValueError) and assignment to a stepped slice, aliasing included (usecases from Numba's test_lists)."""
from numba import njit


@njit
def delslice0(n):
    l = list(range(n))
    del l[:]
    return l


@njit
def delslice1(n, start, stop):
    l = list(range(n))
    del l[start:]
    del l[:stop]
    return l


@njit
def delslice2(n, start, stop):
    l = list(range(n))
    del l[start:stop]
    return l


@njit
def delslice3(n, start, stop, step):
    l = list(range(n))
    del l[start:stop:step]
    return l


@njit
def setslice3(n, start, stop, step):
    l = list(range(n))
    v = l[start:stop:step]
    for i in range(len(v)):
        v[i] += 100
    l[start:stop:step] = v
    return l


@njit
def setslice3_arbitrary(n, n_src, start, stop, step):
    l = list(range(n))
    l[start:stop:step] = list(range(100, 100 + n_src))
    return l


@njit
def setslice_self(n):
    l = list(range(n))
    l[::-1] = l
    return l

# call: delslice0(0)
# call: delslice0(5)
# call: delslice1(10, 1, 3)
# call: delslice1(10, -2, -1)
# call: delslice1(10, -11, 3)
# call: delslice1(10, 8, -8)
# call: delslice1(10, 0, 0)
# call: delslice2(10, 0, -1)
# call: delslice2(10, 0, -2)
# call: delslice2(10, 0, -7)
# call: delslice2(10, 0, -11)
# call: delslice2(10, 0, -10)
# call: delslice2(10, 1, -1)
# call: delslice2(10, 1, -2)
# call: delslice2(10, 1, -7)
# call: delslice2(10, 1, -11)
# call: delslice2(10, 1, -10)
# call: delslice2(10, 8, -1)
# call: delslice2(10, 8, -2)
# call: delslice2(10, 8, -7)
# call: delslice2(10, 8, -11)
# call: delslice2(10, 8, -10)
# call: delslice2(10, -1, -1)
# call: delslice2(10, -1, -2)
# call: delslice2(10, -1, -7)
# call: delslice2(10, -1, -11)
# call: delslice2(10, -1, -10)
# call: delslice2(10, -2, -1)
# call: delslice2(10, -2, -2)
# call: delslice2(10, -2, -7)
# call: delslice2(10, -2, -11)
# call: delslice2(10, -2, -10)
# call: delslice3(10, 0, 10, 2)
# call: delslice3(10, 1, 9, 3)
# call: delslice3(10, -1, -11, -1)
# call: delslice3(10, -1, 0, -3)
# call: delslice3(10, 8, 1, -2)
# call: delslice3(10, -11, 8, 4)
# call: delslice3(10, 2, 2, 2)
# call: delslice3(10, 5, 1, 2)
# call: delslice3(10, 0, 10, 0)
# call: delslice3(10, 1, 8, -1)
# call: setslice3(10, 0, 8, 4)
# call: setslice3(10, -1, -10, -3)
# call: setslice3(10, -11, 8, 2)
# call: setslice3(10, 1, -2, 1)
# call: setslice3(10, 8, 0, -1)
# call: setslice3(10, 1, 2, 0)
# call: setslice3_arbitrary(5, 10, 0, 2, 1)
# call: setslice3_arbitrary(5, 100, 0, 3, 2)
# call: setslice3_arbitrary(5, 2, 0, 3, 2)
# call: setslice3_arbitrary(6, 3, -1, -7, -2)
# call: setslice_self(5)
