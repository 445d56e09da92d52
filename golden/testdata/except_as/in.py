"""`except C as e`: str(e), f"{e}" and print(e) of the caught exception, and `raise e`
passing it on (Numba 0.56 cannot bind the exception object; CPython is the oracle)."""
# oracle: cpython Numba 0.56 rejects binding the exception object (except ... as e)
import numpy as np
from numba import njit


class SolverError(Exception):
    pass


@njit
def message(a, b):
    try:
        if b == 0:
            raise ZeroDivisionError("b is zero")
        if a < 0:
            raise ValueError("negative", a)
        if a > 100:
            raise SolverError("too big")
        if a == 7:
            raise KeyError("seven")
        if a == 8:
            raise RuntimeError
        return "ok"
    except (ValueError, ZeroDivisionError) as e:
        return "value: " + str(e)
    except SolverError as err:
        return f"solver said {err}!"
    except Exception as e:
        return "other: " + str(e)


@njit
def length(a):
    try:
        if a < 0:
            raise ValueError("negative input")
        return 0
    except ValueError as e:
        return len(str(e))


@njit
def reraise(a, log):
    try:
        if a < 0:
            raise ValueError("bad")
        log[0] = 1.0
    except ValueError as e:
        log[1] = 1.0
        print("caught:", e)
        raise e
    return a


@njit
def index_message(x, i):
    try:
        return x[i]
    except IndexError as e:
        if str(e) == "":
            return -2.0
        return -1.0


@njit
def unused(a):
    n = 0
    for k in range(a):
        try:
            if k % 2 == 0:
                raise ValueError("even")
            n += 1
        except ValueError as e:
            n += 10
    return n

# call: message(1.0, 0.0)
# call: message(-1.0, 1.0)
# call: message(500.0, 1.0)
# call: message(7.0, 1.0)
# call: message(8.0, 1.0)
# call: message(3.0, 1.0)
# call: length(-1)
# call: length(1)
# call: reraise(2.0, np.zeros(2))
# call: reraise(-2.0, np.zeros(2))
# call: index_message(np.arange(3.0), 5)
# call: index_message(np.arange(3.0), 1)
# call: unused(5)
