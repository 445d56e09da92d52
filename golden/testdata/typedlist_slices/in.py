"""numba.typed.List indexed, assigned and deleted by slices: bounds, negative bounds, steps (negative too), clamping, slice assignment that grows or shrinks the list, and del of a slice."""
from numba import njit
from numba.typed import List


@njit
def make(n):
    l = List()
    for i in range(n):
        l.append(i * 10)
    return l


@njit
def get(n):
    l = make(n)
    a = l[1:3]
    b = l[::2]
    c = l[::-1]
    d = l[-100:100]
    e = l[5:1:-2]
    return len(a), a[0], len(b), b[len(b) - 1], c[0], len(d), len(e)


@njit
def stepped(n, step):
    l = make(n)
    m = l[::step]
    s = 0
    for x in m:
        s = s * 7 + x
    return len(m), s


@njit
def assign(n):
    l = make(n)
    l[1:3] = [7, 8, 9]
    l[-2:] = [1]
    s = 0
    for x in l:
        s = s * 3 + x
    return len(l), s


@njit
def delete(n, start, stop):
    l = make(n)
    del l[start:stop]
    s = 0
    for x in l:
        s = s * 3 + x
    return len(l), s


# call: get(8)
# call: stepped(7, 3)
# call: stepped(7, -2)
# call: stepped(7, 0)
# call: assign(6)
# call: delete(8, 1, 3)
# call: delete(8, -3, 100)
# call: delete(8, 5, 2)
