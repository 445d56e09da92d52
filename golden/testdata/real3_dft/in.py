"""A naive O(n^2) discrete Fourier transform with complex arithmetic and cmath.exp, its inverse,
the magnitude spectrum in decibels, the dominant frequency bin, and Goertzel's algorithm for a
single bin checked against the DFT."""
import cmath
import math
import numpy as np
from numba import njit


@njit
def dft(x):
    n = x.shape[0]
    out = np.zeros(n, dtype=np.complex128)
    for k in range(n):
        s = 0j
        for t in range(n):
            s += x[t] * cmath.exp(-2j * cmath.pi * k * t / n)
        out[k] = s
    return out


@njit
def idft(X):
    n = X.shape[0]
    out = np.empty(n, dtype=np.complex128)
    for t in range(n):
        s = 0.0 + 0.0j
        for k in range(n):
            s += X[k] * cmath.exp(2j * math.pi * k * t / n)
        out[t] = s / n
    return out


@njit
def spectrum_db(x, floor_db):
    X = dft(x)
    half = x.shape[0] // 2 + 1
    mag = np.abs(X[:half])
    mag = mag / x.shape[0]
    db = np.empty(half)
    for k in range(half):
        if mag[k] > 0.0:
            db[k] = max(20.0 * math.log10(mag[k]), floor_db)
        else:
            db[k] = floor_db
    return db, np.argmax(mag[1:]) + 1


@njit
def goertzel(x, k):
    n = x.shape[0]
    w = 2.0 * math.pi * k / n
    coeff = 2.0 * math.cos(w)
    s1 = 0.0
    s2 = 0.0
    for t in range(n):
        s0 = x[t] + coeff * s1 - s2
        s2 = s1
        s1 = s0
    re = s1 - s2 * math.cos(w)
    im = s2 * math.sin(w)
    return complex(re, im), abs(dft(x)[k])


@njit
def roundtrip_error(x):
    X = dft(x)
    y = idft(X)
    err = np.abs(y - x)
    return err.max() < 1e-9, np.real(y)

# call: dft(np.array([1.0, 2.0, 0.0, -1.0]))
# call: spectrum_db(np.cos(2.0 * np.pi * 3.0 * np.arange(16.0) / 16.0) + 0.5, -120.0)
# call: goertzel(np.sin(2.0 * np.pi * 2.0 * np.arange(8.0) / 8.0), 2)
# call: roundtrip_error(np.array([0.5, -1.0, 2.0, 3.0, 0.0]))
