"""Integer // and % on operands the sign analysis proves non-negative (loop counters, lengths,
shapes, counters that only grow, values after a `> 0` test or an early return) use Go's own
operators; unproved operands (negative values, parameters, a variable that may go negative,
a hash, a Collatz step, Fibonacci numbers or a doubling that wraps around in 64 bits) keep Python's floor semantics. Indexes proved
non-negative (j in range(i + 1, n)) skip the wrap-around."""
import numpy as np
from numba import njit


@njit
def counters(n, d):
    acc = 0
    for k in range(n):
        acc += k % 7 + k // 3
        if d > 0:
            acc += k % d + k // d
        acc += (k - 5) % 4 + (k - 5) // 4
    return acc


@njit
def early_exit(k, d):
    if k < 0:
        return -1
    if d <= 0:
        return (k - 10) % 3
    return k % d * 100 + k // d


@njit
def grows(n):
    d = 3
    total = 0
    while d < n:
        total += n % d
        d += 2
    m = -n
    total += m % 5 + m // 5
    return total


@njit
def may_go_negative(n):
    x = 10
    s = 0
    for i in range(n):
        x -= 4
        s += x % 3 + x // 3
    return s


@njit
def hashes(a):
    h = 7
    for i in range(a.shape[0]):
        h = h * 1000003 + a[i]
        h = h % 1000000007
    g = 7
    for i in range(a.shape[0]):
        g = g * 6364136223846793005 + 1442695040888963407
    return h, g % 1000, g // 1000


@njit
def feedback(n):
    x = 1
    a, b = 0, 1
    c = 5
    for i in range(n):
        x = 3 * x + 1
        a, b = b, a + b
        c = c + c
    return x % 7, x // 7, b % 10, b // 10, c % 9, max(c, 3) % 11


@njit
def pairs(x):
    n = x.shape[0]
    s = 0.0
    for i in range(n):
        for j in range(i + 1, n):
            s += x[i] * x[j] * ((i + j) % 3)
    for i in range(n - 1, -1, -1):
        s -= x[i] * (i % 2)
    return s


@njit
def lengths(x, k):
    n = len(x)
    r = 0
    for i in range(n):
        r += (i * 3 + n) % (n + 1) + x[i] % 4 + x[i] // 4
    if k >= 1:
        r += n // k + n % k
    return r

# compare: exact
# call: counters(20, 3)
# call: counters(20, -3)
# call: counters(20, 0)
# call: early_exit(17, 5)
# call: early_exit(17, -5)
# call: early_exit(-4, 5)
# call: early_exit(0, 7)
# call: grows(101)
# call: may_go_negative(9)
# call: hashes(np.array([5, -9, 123456789, -987654321, 42]))
# call: feedback(10)
# call: feedback(95)
# call: pairs(np.array([1.5, -2.0, 3.25, 4.0, -0.5]))
# call: lengths(np.array([-7, 8, -9, 10, 0]), 2)
# call: lengths(np.array([-7, 8, -9, 10, 0]), -2)
