"""Sieve of Eratosthenes returning a boolean array, the primes extracted with a mask, a segmented count
of primes, and Euler's totient for 1..n by a sieve."""
import numpy as np
from numba import njit


@njit
def sieve(n):
    is_prime = np.ones(n + 1, dtype=np.bool_)
    is_prime[:2] = False
    p = 2
    while p * p <= n:
        if is_prime[p]:
            is_prime[p * p::p] = False
        p += 1
    return is_prime


@njit
def primes_up_to(n):
    mask = sieve(n)
    return np.arange(n + 1)[mask], mask.sum()


@njit
def prime_gaps(n):
    primes = np.nonzero(sieve(n))[0]
    count = primes.size
    gaps = np.diff(primes)
    return gaps.max(), np.argmax(gaps), count


@njit
def totients(n):
    phi = np.arange(n + 1)
    for i in range(2, n + 1):
        if phi[i] == i:
            for j in range(i, n + 1, i):
                phi[j] -= phi[j] // i
    return phi

# call: sieve(30)
# call: primes_up_to(50)
# call: prime_gaps(200)
# call: totients(12)
