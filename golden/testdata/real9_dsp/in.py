"""Real-style audio DSP: framing with RMS and zero-crossing rate, biquad filters, autocorrelation pitch, envelope."""
import numpy as np
from numba import njit


@njit
def frame_rms(x, frame, hop):
    n = 1 + (len(x) - frame) // hop
    out = np.empty(n)
    win = np.hanning(frame)
    for k in range(n):
        seg = x[k * hop:k * hop + frame] * win
        out[k] = np.sqrt(np.mean(seg ** 2))
    return out


@njit
def zero_crossing_rate(x, frame, hop):
    n = 1 + (len(x) - frame) // hop
    zcr = np.zeros(n)
    for k in range(n):
        seg = x[k * hop:k * hop + frame]
        s = np.sign(seg)
        zcr[k] = np.sum(np.abs(np.diff(s))) / (2.0 * frame)
    return zcr


@njit
def biquad(x, b0, b1, b2, a1, a2):
    y = np.empty_like(x)
    z1 = 0.0
    z2 = 0.0
    for i in range(x.shape[0]):
        xi = x[i]
        yi = b0 * xi + z1
        z1 = b1 * xi - a1 * yi + z2
        z2 = b2 * xi - a2 * yi
        y[i] = yi
    return y


@njit
def lowpass_coeffs(fc, fs, q):
    w0 = 2.0 * np.pi * fc / fs
    alpha = np.sin(w0) / (2.0 * q)
    cw = np.cos(w0)
    a0 = 1.0 + alpha
    b0 = (1.0 - cw) / 2.0 / a0
    return b0, 2.0 * b0, b0, -2.0 * cw / a0, (1.0 - alpha) / a0


@njit
def filtered(x, fc, fs):
    b0, b1, b2, a1, a2 = lowpass_coeffs(fc, fs, 0.7071)
    return biquad(x, b0, b1, b2, a1, a2)


@njit
def pitch_autocorr(x, fs, fmin=50.0, fmax=500.0):
    x = x - x.mean()
    lo = int(fs / fmax)
    hi = min(int(fs / fmin), len(x) - 1)
    best = lo
    bestv = -np.inf
    for lag in range(lo, hi + 1):
        v = np.dot(x[:-lag], x[lag:])
        if v > bestv:
            bestv = v
            best = lag
    return fs / best


@njit
def envelope(x, attack, release):
    env = np.zeros_like(x)
    e = 0.0
    for i, v in enumerate(np.abs(x)):
        c = attack if v > e else release
        e = c * e + (1.0 - c) * v
        env[i] = e
    return env


@njit
def decimate_mean(x, q):
    m = x.size // q
    return x[:m * q].reshape((m, q)).sum(axis=1) / q


# call: frame_rms(np.sin(np.arange(64) * 0.3), 16, 8)
# call: zero_crossing_rate(np.sin(np.arange(64) * 0.7), 16, 16)
# call: filtered(np.sin(np.arange(40) * 0.2) + 0.3 * np.sin(np.arange(40) * 2.5), 100.0, 1000.0)
# call: pitch_autocorr(np.sin(2 * np.pi * 200.0 * np.arange(400) / 8000.0), 8000.0)
# call: pitch_autocorr(np.sin(2 * np.pi * 120.0 * np.arange(600) / 8000.0), 8000.0, 80.0, 400.0)
# call: envelope(np.sin(np.arange(30) * 0.5) * np.linspace(0.0, 1.0, 30), 0.5, 0.9)
# call: decimate_mean(np.arange(11.0), 3)
