"""Signal-processing helpers in the style of pysteps / obspy numba kernels."""
import numpy as np
from numba import njit, prange, float64, int64, void
import numba as nb

# call: detrend_linear(np.array([1.0, 2.5, 2.9, 4.2, 5.1, 6.3]))
# call: lowpass_ema(np.array([1.0, 3.0, 2.0, 5.0, 4.0]), 0.3)
# call: zero_crossings(np.array([1.0, -1.0, -2.0, 3.0, 0.0, -1.0, 2.0]))
# call: sta_lta(np.sin(np.arange(40) * 0.3) ** 2, 3, 10)
# call: envelope_peaks(np.array([0.1, 0.5, 0.2, 0.9, 0.3, 0.95, 0.1]), 0.4)
# call: resample_linear(np.array([0.0, 1.0, 4.0, 9.0]), 7)
# call: fill_gaps(np.array([1.0, np.nan, np.nan, 4.0, np.nan, 6.0]))
# call: windowed_rms(np.arange(10.0), 4)
# call: xcorr_lag(np.array([0.0, 1.0, 2.0, 1.0, 0.0, 0.0]), np.array([0.0, 0.0, 1.0, 2.0, 1.0, 0.0]), 3)


@njit(cache=True)
def detrend_linear(y):
    n = y.shape[0]
    x = np.arange(n).astype(np.float64)
    xm = x.mean()
    ym = y.mean()
    sxy = 0.0
    sxx = 0.0
    for i in range(n):
        sxy += (x[i] - xm) * (y[i] - ym)
        sxx += (x[i] - xm) ** 2
    slope = sxy / sxx
    return y - (ym + slope * (x - xm))


@njit(float64[:](float64[:], float64), nogil=True)
def lowpass_ema(x, alpha):
    out = np.empty_like(x)
    out[0] = x[0]
    for i in range(1, len(x)):
        out[i] = alpha * x[i] + (1 - alpha) * out[i - 1]
    return out


@nb.jit(nopython=True)
def zero_crossings(x):
    idx = []
    for i in range(1, x.size):
        if (x[i - 1] < 0 and x[i] >= 0) or (x[i - 1] >= 0 and x[i] < 0):
            idx.append(i)
    return np.array(idx, dtype=np.int64)


@njit
def sta_lta(a, nsta, nlta):
    n = len(a)
    sta = np.zeros(n)
    lta = np.zeros(n)
    csum = np.cumsum(a)
    for i in range(nlta, n):
        sta[i] = (csum[i] - csum[i - nsta]) / nsta
        lta[i] = (csum[i] - csum[i - nlta]) / nlta
    ratio = np.zeros(n)
    mask = lta > 0
    ratio[mask] = sta[mask] / lta[mask]
    return ratio


@njit
def envelope_peaks(x, thresh):
    peaks = np.empty(0, dtype=np.int64)
    for i in range(1, x.shape[0] - 1):
        if x[i] > thresh and x[i] >= x[i - 1] and x[i] >= x[i + 1]:
            peaks = np.append(peaks, i)
    return peaks, x[peaks]


@njit
def resample_linear(y, m):
    n = y.shape[0]
    xs = np.linspace(0, n - 1, m)
    return np.interp(xs, np.arange(n), y)


@njit
def fill_gaps(x):
    out = x.copy()
    last = np.nan
    for i in range(out.shape[0]):
        if np.isnan(out[i]):
            out[i] = last
        else:
            last = out[i]
    return out


@njit
def windowed_rms(x, w):
    n = x.shape[0] - w + 1
    out = np.empty(n)
    for i in range(n):
        seg = x[i:i + w]
        out[i] = np.sqrt(np.mean(seg * seg))
    return out


@njit
def xcorr_lag(a, b, maxlag):
    best = -np.inf
    best_lag = 0
    for lag in range(-maxlag, maxlag + 1):
        s = 0.0
        for i in range(a.shape[0]):
            j = i + lag
            if 0 <= j < b.shape[0]:
                s += a[i] * b[j]
        if s > best:
            best = s
            best_lag = lag
    return best_lag, best
