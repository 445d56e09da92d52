"""0/1 knapsack by dynamic programming over a 2-d table, then the chosen items as a list."""
import numpy as np
from numba import njit


@njit
def knapsack(weights, values, cap):
    n = weights.shape[0]
    T = np.zeros((n + 1, cap + 1), dtype=np.int64)
    for i in range(1, n + 1):
        w = weights[i - 1]
        v = values[i - 1]
        for c in range(cap + 1):
            T[i, c] = T[i - 1, c]
            if w <= c and T[i - 1, c - w] + v > T[i, c]:
                T[i, c] = T[i - 1, c - w] + v
    chosen = []
    c = cap
    for i in range(n, 0, -1):
        if T[i, c] != T[i - 1, c]:
            chosen.append(i - 1)
            c -= weights[i - 1]
    chosen.reverse()
    return T[n, cap], np.array(chosen)

# call: knapsack(np.array([1, 3, 4, 5]), np.array([1, 4, 5, 7]), 7)
# call: knapsack(np.array([10, 20, 30]), np.array([60, 100, 120]), 50)
