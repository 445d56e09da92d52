"""Trade-tape aggregation: VWAP per time bucket from sorted timestamps, buy/sell imbalance, and
a top-of-book spread series built by replaying limit-order updates into fixed-depth arrays."""
import numpy as np
from numba import njit


@njit
def bucket_vwap(ts, price, qty, bucket):
    n = ts.shape[0]
    if n == 0:
        return np.zeros(0), np.zeros(0), np.zeros(0, dtype=np.int64)
    first = ts[0] // bucket
    nb = ts[n - 1] // bucket - first + 1
    notional = np.zeros(nb)
    volume = np.zeros(nb)
    count = np.zeros(nb, dtype=np.int64)
    for i in range(n):
        b = ts[i] // bucket - first
        notional[b] += price[i] * qty[i]
        volume[b] += qty[i]
        count[b] += 1
    vwap = np.full(nb, np.nan)
    for b in range(nb):
        if volume[b] > 0:
            vwap[b] = notional[b] / volume[b]
    return vwap, volume, count


@njit
def imbalance(side, qty):
    buys = np.sum(qty[side > 0])
    sells = np.sum(qty[side < 0])
    tot = buys + sells
    if tot == 0:
        return 0.0
    return (buys - sells) / tot


@njit
def replay_book(levels, is_bid, px, sz):
    # levels: book depth; each update sets the size at a price; size 0 removes the level
    bid_px = np.zeros(levels)
    bid_sz = np.zeros(levels)
    ask_px = np.full(levels, np.inf)
    ask_sz = np.zeros(levels)
    n = px.shape[0]
    spread = np.empty(n)
    mid = np.empty(n)
    for i in range(n):
        if is_bid[i]:
            bp, bs = bid_px, bid_sz
        else:
            bp, bs = ask_px, ask_sz
        found = -1
        for j in range(levels):
            if bp[j] == px[i]:
                found = j
                break
        if found >= 0:
            bs[found] = sz[i]
            if sz[i] == 0.0:
                bp[found] = 0.0 if is_bid[i] else np.inf
        elif sz[i] > 0.0:
            # replace the worst level
            if is_bid[i]:
                w = np.argmin(bp)
                if px[i] > bp[w]:
                    bp[w] = px[i]
                    bs[w] = sz[i]
            else:
                w = np.argmax(bp)
                if px[i] < bp[w]:
                    bp[w] = px[i]
                    bs[w] = sz[i]
        best_bid = bid_px.max()
        best_ask = ask_px.min()
        spread[i] = best_ask - best_bid
        mid[i] = 0.5 * (best_ask + best_bid)
    return spread, mid

# call: bucket_vwap(np.array([0, 3, 7, 12, 15, 31, 33]), np.array([10.0, 10.5, 10.2, 10.1, 9.9, 10.4, 10.6]), np.array([100.0, 50.0, 25.0, 200.0, 10.0, 30.0, 70.0]), 10)
# call: imbalance(np.array([1, -1, 1, 1, -1]), np.array([10.0, 20.0, 5.0, 5.0, 10.0]))
# call: replay_book(3, np.array([True, False, True, False, True, False, True]), np.array([99.0, 101.0, 99.5, 100.5, 99.5, 101.0, 98.0]), np.array([5.0, 4.0, 3.0, 2.0, 0.0, 0.0, 1.0]))
