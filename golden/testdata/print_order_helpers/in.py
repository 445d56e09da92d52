"""Output order across nested jitted calls, with the result returned after printing (Euclid trace)."""
from numba import njit


@njit
def step(a, b):
    print("step", a, b)
    return b, a % b


@njit
def traced_gcd(a, b):
    print("start", a, b)
    while b != 0:
        a, b = step(a, b)
    print("result", a)
    return a


@njit
def countdown(n):
    while n > 0:
        print(n)
        n -= 1
    print("liftoff!")
    return n

# call: traced_gcd(1071, 462)
# call: traced_gcd(5, 0)
# call: countdown(3)
