# A realistic module: moving statistics, peak detection and a small k-NN classifier, in the
# style of signal-processing code that runs under Numba.
import numpy as np
from numba import njit, prange


@njit(cache=True)
def rolling_mean_std(x, w):
    n = x.size
    mean = np.full(n, np.nan)
    std = np.full(n, np.nan)
    s = 0.0
    s2 = 0.0
    for i in range(n):
        s += x[i]
        s2 += x[i] * x[i]
        if i >= w:
            s -= x[i - w]
            s2 -= x[i - w] * x[i - w]
        if i >= w - 1:
            m = s / w
            mean[i] = m
            std[i] = np.sqrt(max(s2 / w - m * m, 0.0))
    return mean, std


@njit
def find_peaks(x, threshold, min_dist):
    peaks = []
    last = -min_dist - 1
    for i in range(1, x.size - 1):
        if x[i] > threshold and x[i] >= x[i - 1] and x[i] > x[i + 1]:
            if i - last > min_dist:
                peaks.append(i)
                last = i
            elif x[i] > x[peaks[-1]]:
                peaks[-1] = i
                last = i
    return np.array(peaks, dtype=np.int64)


@njit(parallel=True)
def knn_predict(train, labels, test, k):
    out = np.empty(test.shape[0], dtype=labels.dtype)
    for i in prange(test.shape[0]):
        d = np.empty(train.shape[0])
        for j in range(train.shape[0]):
            acc = 0.0
            for f in range(train.shape[1]):
                diff = train[j, f] - test[i, f]
                acc += diff * diff
            d[j] = acc
        idx = np.argsort(d)[:k]
        votes = np.bincount(labels[idx])
        out[i] = np.argmax(votes)
    return out


@njit
def zscore_clip(x, lim):
    mu = x.mean()
    sd = x.std()
    z = (x - mu) / sd
    return np.clip(z, -lim, lim), np.abs(z) > lim


# call: rolling_mean_std(np.sin(np.arange(20) * 0.7) + np.arange(20) * 0.1, 4)
# call: find_peaks(np.sin(np.arange(40) * 0.5) * np.arange(40) / 10.0, 0.5, 3)
# call: knn_predict(np.array([[0.0, 0.0], [0.1, 0.2], [1.0, 1.0], [0.9, 1.1], [2.0, 0.1], [2.1, 0.0]]), np.array([0, 0, 1, 1, 2, 2]), np.array([[0.05, 0.1], [1.0, 0.9], [1.9, 0.2], [1.5, 0.5]]), 3)
# call: zscore_clip(np.array([1.0, 2.0, 3.0, 50.0, 2.5, -20.0]), 1.5)
