"""A chain of jitted calls: binomial coefficients and Pascal-row sums."""
from numba import njit


@njit
def binomial(n, k):
    if k < 0 or k > n:
        return 0
    if k > n - k:
        k = n - k
    r = 1
    for i in range(k):
        r = r * (n - i) // (i + 1)
    return r


@njit
def row_sum(n):
    s = 0
    for k in range(n + 1):
        s += binomial(n, k)
    return s


@njit
def catalan(n):
    return binomial(2 * n, n) // (n + 1)

# call: binomial(5, 2)
# call: binomial(60, 30)
# call: binomial(3, 5)
# call: row_sum(20)
# call: catalan(10)
