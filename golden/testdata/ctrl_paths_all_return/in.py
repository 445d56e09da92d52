"""Functions whose end is unreachable by rules beyond "the last statement returns": an
if/elif/else chain where every branch returns or raises, nested ifs, while-True loops left
only by return (with a break of an inner loop), for-else and while-else that return, a
constant condition, assert False, and dead code after a return."""
from numba import njit


@njit
def sign(x):
    if x > 0:
        return 1
    elif x < 0:
        return -1
    else:
        return 0


@njit
def classify(x):
    if x > 0:
        if x > 100:
            return 2
        else:
            return 1
    elif x == 0:
        raise ValueError("zero")
    else:
        for i in range(3):
            x += i
        return x


@njit
def first_square_above(n):
    k = 0
    while True:
        for j in range(10):
            if j > k:
                break
        if k * k > n:
            return k
        k += 1


@njit
def find(limit, target):
    for i in range(limit):
        if i * i == target:
            return i
    else:
        return -1


@njit
def countdown(n):
    while n > 0:
        if n % 7 == 0:
            return n
        n -= 1
    else:
        return 0


@njit
def constant_branch(x):
    if True:
        return x * 2


@njit
def checked(x):
    if x >= 0:
        return x
    assert False, "negative"


@njit
def dead_code(x):
    return x + 1
    x = x * 2


# call: sign(-4)
# call: sign(0.0)
# call: classify(250)
# call: classify(-5)
# call: classify(0)
# call: first_square_above(50)
# call: find(10, 49)
# call: find(10, 50)
# call: countdown(20)
# call: countdown(5)
# call: constant_branch(21)
# call: checked(3)
# call: checked(-3)
# call: dead_code(1)
