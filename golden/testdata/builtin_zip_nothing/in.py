"""zip() of no iterables gives no items (usecase zip_0_usecase of Numba's test_builtins.py): the
loop body never runs and an else clause does; zip of three sequences of different lengths stops
at the shortest (zip_3_usecase)."""
from numba import njit


@njit
def zip_0():
    result = 0
    for i in zip():
        result += 1
    return result


@njit
def zip_0_else(n):
    result = n
    for t in zip():
        result = -1
        break
    else:
        result += 100
    return result


@njit
def zip_3():
    result = 0
    for i, j, k in zip((1, 2), (3, 4, 5), (6.7, 8.9)):
        result += i * j * k
    return result

# call: zip_0()
# call: zip_0_else(5)
# call: zip_3()
