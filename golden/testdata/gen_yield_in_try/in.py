"""yield inside try statements of a generator, as Numba 0.56 compiles them: in the body, the
except, else and finally clauses; a return in the try body; a consumer that breaks (Numba does not
close the generator, so its finally clause does not run) and a consumer whose loop body raises
(the generator's except clause does not catch it)."""
from numba import njit


@njit
def guarded(n):
    for i in range(n):
        try:
            yield 10 // (i - 1)
        except Exception:
            yield -1
        else:
            yield 100
        finally:
            yield 7


@njit
def until(n, stop):
    try:
        for i in range(n):
            if i == stop:
                return
            yield i * 1.5
    finally:
        print("finally", n)


@njit
def collect(n):
    return list(guarded(n))


@njit
def first_two(n):
    s = 0.0
    k = 0
    for x in until(n, 10):
        if k == 2:
            break
        s += x
        k += 1
    return s


@njit
def all_until(n, stop):
    return [x for x in until(n, stop)]


@njit
def consumer_raises(n):
    out = []
    try:
        for x in guarded(n):
            if x == 7:
                raise ValueError("seven")
            out.append(x)
    except Exception:
        out.append(99)
    return out


@njit
def relay(n):
    # a generator consuming a generator inside its own try
    try:
        for x in guarded(n):
            if x > 50:
                continue
            yield x + 1000
    except Exception:
        yield -5


@njit
def relay_head(n, k):
    out = []
    for i, x in enumerate(relay(n)):
        if i == k:
            break
        out.append(x)
    return out


# call: collect(3)
# call: collect(0)
# call: first_two(5)
# call: all_until(5, 3)
# call: all_until(2, 3)
# call: consumer_raises(3)
# call: relay_head(3, 2)
# call: relay_head(3, 10)
