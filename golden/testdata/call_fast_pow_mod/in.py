"""Fast modular exponentiation and Fermat primality test built from helpers."""
from numba import njit


@njit
def mulmod(a, b, m):
    return (a * b) % m


@njit
def pow_mod(base, exp, mod):
    result = 1 % mod
    base %= mod
    while exp > 0:
        if exp & 1:
            result = mulmod(result, base, mod)
        base = mulmod(base, base, mod)
        exp >>= 1
    return result


@njit
def fermat_probable_prime(n):
    if n < 4:
        return n == 2 or n == 3
    for a in (2, 3, 5, 7):
        if pow_mod(a, n - 1, n) != 1:
            return False
    return True

# call: pow_mod(2, 10, 1000)
# call: pow_mod(3, 0, 1)
# call: pow_mod(7, 1000000, 1000000007)
# call: fermat_probable_prime(561)
# call: fermat_probable_prime(1000003)
