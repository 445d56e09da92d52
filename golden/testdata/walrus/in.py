"""Assignment expressions (`:=`), as Numba compiles them: in if and elif conditions, in a while
condition re-evaluated every iteration (with an else clause), in a comprehension's filter
(binding the name in the function, as Python does), and as a value of an assignment."""
# oracle: cpython Numba 0.56 on Python 3.11 cannot type assignment expressions (on 3.8-3.10 it compiles them)
import numpy as np
from numba import njit


@njit
def classify(a, b):
    if (n := a + b) > 10:
        return n * 2
    elif (m := a - b) < 0:
        return m + n
    return n - m


@njit
def drain(xs):
    total = 0
    while (k := len(xs)) > 0:
        total += xs.pop() * k
    else:
        total += 1000
    return total, k


@njit
def positive_logs(xs):
    out = [y for x in xs if (y := np.log(x)) > 0.5]
    return out, y


@njit
def chained(v):
    w = (s := v * 2) + 1
    r = s if (t := w - s) > 0 else -1
    return w, s, t, r


# call: classify(7, 5)
# call: classify(2, 5)
# call: classify(5, 2)
# call: drain([3, 1, 2])
# call: drain([1])
# call: positive_logs(np.array([1.0, 2.0, 3.0, 0.5]))
# call: chained(4)
