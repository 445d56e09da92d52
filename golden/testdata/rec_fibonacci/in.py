"""Self recursion with an eager signature: naive Fibonacci and recursive gcd."""
from numba import njit


@njit("int64(int64)")
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


@njit("int64(int64, int64)")
def rgcd(a, b):
    if b == 0:
        return abs(a)
    return rgcd(b, a % b)

# call: fib(0)
# call: fib(1)
# call: fib(25)
# call: fib(-3)
# call: rgcd(1071, 462)
# call: rgcd(-12, 0)
