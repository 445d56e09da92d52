"""except clauses naming classes, tuples of classes and user classes, several clauses, and a bare raise (Numba 0.56 catches only Exception; CPython is the oracle)."""
# oracle: cpython Numba 0.56 catches only Exception or everything
import numpy as np
from numba import njit


class SolverError(Exception):
    pass


class Diverged(SolverError):
    pass


@njit
def classify(a, b, i):
    x = np.arange(4.0)
    try:
        if b == 0:
            raise ZeroDivisionError("b is zero")
        if a < 0:
            raise ValueError("negative")
        if a > 100:
            raise Diverged("too big")
        if a == 42:
            raise SolverError("the answer")
        return x[i] + a / b
    except ArithmeticError:
        return -1.0
    except (ValueError, TypeError):
        return -2.0
    except Diverged:
        return -3.0
    except SolverError:
        return -4.0
    except IndexError:
        return -5.0


@njit
def passes_on(a):
    try:
        if a > 1:
            raise KeyError("k")
        return 0
    except ValueError:
        return 1


@njit
def outer(a):
    try:
        return passes_on(a)
    except LookupError:
        return 2


@njit
def cleanup(a, log):
    try:
        if a < 0:
            raise ValueError("bad")
        log[0] = 1.0
    except ValueError:
        log[1] = 1.0
        raise
    finally:
        log[2] = 1.0
    return a


@njit
def catch_all_last(a):
    n = 0
    for k in range(a):
        try:
            if k % 3 == 0:
                raise ValueError("v")
            elif k % 3 == 1:
                raise RuntimeError("r")
            n += 100
        except ValueError:
            n += 1
        except Exception:
            n += 10
    return n

# call: classify(1.0, 0.0, 0)
# call: classify(-1.0, 1.0, 0)
# call: classify(500.0, 1.0, 0)
# call: classify(42.0, 1.0, 0)
# call: classify(3.0, 2.0, 9)
# call: classify(3.0, 2.0, 1)
# call: passes_on(0)
# call: passes_on(5)
# call: outer(5)
# call: cleanup(2.0, np.zeros(3))
# call: cleanup(-2.0, np.zeros(3))
# call: catch_all_last(7)
