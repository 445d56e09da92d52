"""pop(), pop(i) with negative indexes, insert (clamped as Python), and their IndexErrors."""
from numba import njit


@njit
def stack(n):
    l = list(range(n))
    a = l.pop()
    b = l.pop(0)
    c = l.pop(-2)
    l.insert(1, 50)
    l.insert(-1, 60)
    l.insert(100, 70)
    l.insert(-100, 80)
    return a, b, c, l


@njit
def pop_empty():
    l = [1]
    l.pop()
    return l.pop()


@njit
def pop_far(i):
    l = [1, 2, 3]
    return l.pop(i)

# call: stack(6)
# call: pop_empty()
# call: pop_far(-3)
# call: pop_far(3)
