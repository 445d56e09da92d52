"""for-else and while-else: the else branch runs only when no break happened."""
from numba import njit


@njit
def is_prime(n):
    if n < 2:
        return False
    for d in range(2, n):
        if d * d > n:
            break
        if n % d == 0:
            return False
    else:
        return n == 2 or n == 3
    return True


@njit
def first_square_above(limit):
    k = 0
    while k < 1000:
        if k * k > limit:
            break
        k += 1
    else:
        return -1
    return k


@njit
def find_digit(n, digit):
    for _ in range(20):
        if n % 10 == digit:
            found = True
            break
        n //= 10
    else:
        found = False
    return found

# call: is_prime(2)
# call: is_prime(97)
# call: is_prime(1000001)
# call: first_square_above(50)
# call: first_square_above(10000000)
# call: find_digit(123456, 3)
