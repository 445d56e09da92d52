"""Real code: signal processing without FFT libraries, as audio and radio code writes it in
Numba: a radix-2 iterative FFT on complex128 arrays with bit reversal, the Goertzel algorithm,
a biquad IIR filter with state, and phase unwrapping with cmath.phase."""
import cmath
import math
import numpy as np
from numba import njit


@njit
def fft(x):
    n = x.shape[0]
    a = x.astype(np.complex128)
    j = 0
    for i in range(1, n):
        bit = n >> 1
        while j & bit:
            j ^= bit
            bit >>= 1
        j ^= bit
        if i < j:
            a[i], a[j] = a[j], a[i]
    length = 2
    while length <= n:
        w = cmath.exp(-2j * math.pi / length)
        for start in range(0, n, length):
            wk = 1.0 + 0.0j
            for k in range(length // 2):
                u = a[start + k]
                v = a[start + k + length // 2] * wk
                a[start + k] = u + v
                a[start + k + length // 2] = u - v
                wk *= w
        length <<= 1
    return a


@njit
def goertzel(x, k):
    n = len(x)
    w = 2.0 * math.pi * k / n
    coeff = 2.0 * math.cos(w)
    s1 = 0.0
    s2 = 0.0
    for v in x:
        s0 = v + coeff * s1 - s2
        s2 = s1
        s1 = s0
    re = s1 - s2 * math.cos(w)
    im = s2 * math.sin(w)
    return complex(re, im)


@njit
def biquad(x, b0, b1, b2, a1, a2):
    y = np.empty_like(x)
    z1 = 0.0
    z2 = 0.0
    for i in range(x.shape[0]):
        out = b0 * x[i] + z1
        z1 = b1 * x[i] - a1 * out + z2
        z2 = b2 * x[i] - a2 * out
        y[i] = out
    return y


@njit
def unwrapped_phase(z):
    out = np.empty(z.shape[0])
    prev = 0.0
    offset = 0.0
    for i in range(z.shape[0]):
        p = cmath.phase(z[i])
        if i > 0:
            d = p - prev
            if d > math.pi:
                offset -= 2 * math.pi
            elif d < -math.pi:
                offset += 2 * math.pi
        out[i] = p + offset
        prev = p
    return out


@njit
def run(n):
    t = np.arange(n) / n
    x = np.sin(2 * math.pi * 3 * t) + 0.5 * np.cos(2 * math.pi * 5 * t)
    X = fft(x)
    mags = np.abs(X[: n // 2])
    g = goertzel(x, 3)
    y = biquad(x, 0.2, 0.4, 0.2, -0.3, 0.1)
    ph = unwrapped_phase(np.exp(1j * np.linspace(0.0, 12.0, 8)))
    return mags, abs(g), y[:4], ph


# call: run(16)
