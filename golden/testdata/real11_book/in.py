"""A small order book and event simulator written with jitclass, as trading code does."""
import numpy as np
from numba import njit, int64, float64, boolean
from numba.experimental import jitclass
from numba.typed import List

spec = [
    ("prices", float64[:]),
    ("sizes", int64[:]),
    ("n", int64),
    ("is_bid", boolean),
]


@jitclass(spec)
class Side:
    def __init__(self, capacity, is_bid):
        self.prices = np.zeros(capacity)
        self.sizes = np.zeros(capacity, dtype=np.int64)
        self.n = 0
        self.is_bid = is_bid

    @property
    def best(self):
        if self.n == 0:
            return np.nan
        return self.prices[0]

    def insert(self, price, size):
        i = 0
        while i < self.n and (self.prices[i] > price if self.is_bid else self.prices[i] < price):
            i += 1
        if i < self.n and self.prices[i] == price:
            self.sizes[i] += size
            return
        for j in range(self.n, i, -1):
            self.prices[j] = self.prices[j - 1]
            self.sizes[j] = self.sizes[j - 1]
        self.prices[i] = price
        self.sizes[i] = size
        self.n += 1

    def take(self, size):
        filled = 0
        cost = 0.0
        while size > 0 and self.n > 0:
            q = min(size, self.sizes[0])
            filled += q
            cost += q * self.prices[0]
            size -= q
            self.sizes[0] -= q
            if self.sizes[0] == 0:
                for j in range(self.n - 1):
                    self.prices[j] = self.prices[j + 1]
                    self.sizes[j] = self.sizes[j + 1]
                self.n -= 1
        return filled, cost

    def depth(self):
        return self.sizes[:self.n].sum()


@jitclass([("bids", Side.class_type.instance_type), ("asks", Side.class_type.instance_type), ("trades", int64)])
class Book:
    def __init__(self, capacity):
        self.bids = Side(capacity, True)
        self.asks = Side(capacity, False)
        self.trades = 0

    def spread(self):
        return self.asks.best - self.bids.best

    def market_buy(self, size):
        f, c = self.asks.take(size)
        if f > 0:
            self.trades += 1
        return f, c


# call: simulate(np.array([0, 0, 1, 1, 2, 0, 1, 2]), np.array([100.0, 99.5, 100.5, 101.0, 0.0, 99.0, 100.5, 0.0]), np.array([5, 3, 4, 2, 6, 1, 3, 2]))
# call: side_roundtrip()


@njit
def simulate(kind, price, size):
    book = Book(16)
    log = List()
    for i in range(kind.shape[0]):
        if kind[i] == 0:
            book.bids.insert(price[i], size[i])
        elif kind[i] == 1:
            book.asks.insert(price[i], size[i])
        else:
            f, c = book.market_buy(size[i])
            log.append(c / f if f > 0 else 0.0)
    return book.spread(), book.bids.depth(), book.asks.depth(), book.trades, log


@njit
def side_roundtrip():
    s = Side(4, False)
    s.insert(3.0, 1)
    s.insert(1.0, 2)
    s.insert(2.0, 3)
    s.insert(1.0, 1)
    out = s.take(4)
    return out, s.best, s.n, s.prices[:s.n].copy()
