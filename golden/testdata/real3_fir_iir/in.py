"""Direct-form FIR and IIR (biquad) filters written as explicit loops, a moving-average FIR built
from a tap array, the zero-crossing rate per frame of a framed signal, and a one-pole DC blocker
applied in float32."""
import numpy as np
from numba import njit


@njit
def fir_filter(b, x):
    n = x.shape[0]
    m = b.shape[0]
    y = np.zeros(n)
    for i in range(n):
        acc = 0.0
        for k in range(m):
            if i - k < 0:
                break
            acc += b[k] * x[i - k]
        y[i] = acc
    return y


@njit
def lfilter(b, a, x):
    # Direct form I, normalised so that a[0] == 1
    a0 = a[0]
    b = b / a0
    a = a / a0
    n = x.shape[0]
    y = np.empty(n)
    for i in range(n):
        acc = 0.0
        for k in range(b.shape[0]):
            if i - k >= 0:
                acc += b[k] * x[i - k]
        for k in range(1, a.shape[0]):
            if i - k >= 0:
                acc -= a[k] * y[i - k]
        y[i] = acc
    return y


@njit
def moving_average(x, width):
    taps = np.ones(width) / width
    return fir_filter(taps, x)


@njit
def zero_crossing_rate(x, frame, hop):
    n_frames = 1 + (x.shape[0] - frame) // hop
    zcr = np.empty(n_frames)
    for f in range(n_frames):
        seg = x[f * hop:f * hop + frame]
        signs = seg >= 0.0
        count = 0
        for i in range(1, frame):
            if signs[i] != signs[i - 1]:
                count += 1
        zcr[f] = count / (frame - 1)
    return zcr


@njit
def dc_block(x, r):
    x = x.astype(np.float32)
    y = np.empty_like(x)
    prev_x = np.float32(0.0)
    prev_y = np.float32(0.0)
    rr = np.float32(r)
    for i in range(x.shape[0]):
        y[i] = x[i] - prev_x + rr * prev_y
        prev_x = x[i]
        prev_y = y[i]
    return y

# call: moving_average(np.array([1.0, 0.0, 0.0, 0.0, 2.0, -1.0, 3.0, 4.0]), 3)
# call: lfilter(np.array([0.2, 0.4, 0.2]), np.array([2.0, -0.6, 0.2]), np.sin(np.arange(12.0) * 0.9))
# call: zero_crossing_rate(np.sin(np.arange(40.0) * 0.7) + 0.1, 10, 5)
# call: dc_block(np.arange(8.0) % 3.0 + 1.0, 0.95)
