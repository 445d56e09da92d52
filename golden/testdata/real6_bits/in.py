"""Real code: bit manipulation as bitset and hashing libraries write it with uint64: popcount by
SWAR, a xorshift64* generator, MurmurHash3's fmix64 finaliser, and a bitset sieve that counts
primes with bytes and shifts."""
import numpy as np
from numba import njit, uint64, uint8


@njit
def popcount64(x):
    x = x - ((x >> np.uint64(1)) & np.uint64(0x5555555555555555))
    x = (x & np.uint64(0x3333333333333333)) + ((x >> np.uint64(2)) & np.uint64(0x3333333333333333))
    x = (x + (x >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    return (x * np.uint64(0x0101010101010101)) >> np.uint64(56)


@njit
def fmix64(k):
    k ^= k >> np.uint64(33)
    k *= np.uint64(0xff51afd7ed558ccd)
    k ^= k >> np.uint64(33)
    k *= np.uint64(0xc4ceb9fe1a85ec53)
    k ^= k >> np.uint64(33)
    return k


@njit
def xorshift_stream(seed, n):
    s = np.uint64(seed)
    out = np.empty(n, dtype=np.uint64)
    for i in range(n):
        s ^= s >> np.uint64(12)
        s ^= s << np.uint64(25)
        s ^= s >> np.uint64(27)
        out[i] = s * np.uint64(2685821657736338717)
    return out


@njit
def sieve_count(n):
    bits = np.full((n >> 3) + 1, 0xFF, dtype=np.uint8)
    bits[0] &= np.uint8(0xFC)
    i = 2
    while i * i <= n:
        if bits[i >> 3] & (1 << (i & 7)):
            for j in range(i * i, n + 1, i):
                bits[j >> 3] &= ~np.uint8(1 << (j & 7))
        i += 1
    c = 0
    for i in range(n + 1):
        if bits[i >> 3] & (1 << (i & 7)):
            c += 1
    return c


@njit
def run(seed):
    xs = xorshift_stream(seed, 5)
    pc = np.empty(5, dtype=np.uint64)
    h = np.empty(5, dtype=np.uint64)
    for i in range(5):
        pc[i] = popcount64(xs[i])
        h[i] = fmix64(xs[i])
    return xs, pc, h, sieve_count(100), sieve_count(1000)


# call: run(88172645463325252)
# call: run(1)
