"""Generators as values: a generator stored in a variable and iterated, next() on it, next()
then a for loop that resumes it, list() of a partly consumed one, a second list() of an
exhausted one, and StopIteration from next() on an exhausted generator."""
from numba import njit


@njit
def evens(n):
    for i in range(n):
        yield 2 * i


@njit
def halves(n):
    for i in range(n):
        yield i / 2


@njit
def stored_sum(n):
    g = evens(n)
    s = 0
    for v in g:
        s += v
    return s


@njit
def first_two(n):
    g = evens(n)
    a = next(g)
    b = next(g)
    return a, b


@njit
def resume(n):
    g = evens(n)
    head = next(g)
    rest = 0
    for v in g:
        rest += v
        if v >= 6:
            break
    tail = list(g)
    return head, rest, tail


@njit
def twice(n):
    g = halves(n)
    a = list(g)
    b = list(g)
    return len(a), len(b), a


@njit
def exhausted(n):
    g = evens(n)
    s = 0
    for v in g:
        s += v
    return s + next(g)


@njit
def next_of_call(n):
    return next(evens(n)) + next(halves(n))


# call: stored_sum(5)
# call: stored_sum(0)
# call: first_two(5)
# call: first_two(1)
# call: resume(8)
# call: resume(2)
# call: twice(4)
# call: exhausted(3)
# call: next_of_call(3)
# call: next_of_call(0)
