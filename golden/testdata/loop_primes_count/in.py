"""Count primes below n by trial division (nested loops with break)."""
from numba import njit


@njit
def count_primes(n):
    count = 0
    for k in range(2, n):
        prime = True
        d = 2
        while d * d <= k:
            if k % d == 0:
                prime = False
                break
            d += 1
        if prime:
            count += 1
    return count


@njit
def nth_prime(n):
    k = 1
    found = 0
    while found < n:
        k += 1
        if count_primes(k + 1) > found:
            found += 1
    return k

# call: count_primes(0)
# call: count_primes(2)
# call: count_primes(100)
# call: count_primes(10000)
# call: nth_prime(10)
