"""Travelling salesman: a distance matrix from city coordinates, the length of a tour, and 2-opt local
search that reverses tour segments in place until no improving move is left."""
import math
import numpy as np
from numba import njit


@njit
def distance_matrix(xy):
    n = xy.shape[0]
    d = np.empty((n, n))
    for i in range(n):
        for j in range(n):
            d[i, j] = math.hypot(xy[i, 0] - xy[j, 0], xy[i, 1] - xy[j, 1])
    return d


@njit
def tour_length(tour, d):
    total = 0.0
    n = tour.shape[0]
    for i in range(n):
        total += d[tour[i], tour[(i + 1) % n]]
    return total


@njit
def two_opt(xy, tour, max_passes=100):
    d = distance_matrix(xy)
    tour = tour.copy()
    n = len(tour)
    improved = True
    passes = 0
    while improved and passes < max_passes:
        improved = False
        passes += 1
        for i in range(1, n - 1):
            for j in range(i + 1, n):
                a, b = tour[i - 1], tour[i]
                c, e = tour[j], tour[(j + 1) % n]
                delta = d[a, c] + d[b, e] - d[a, b] - d[c, e]
                if delta < -1e-12:
                    tour[i:j + 1] = tour[i:j + 1][::-1]
                    improved = True
    return tour, tour_length(tour, d), passes


@njit
def random_restarts(xy, k, seed):
    np.random.seed(seed)
    n = xy.shape[0]
    best_len = np.inf
    best = np.arange(n)
    for r in range(k):
        tour, length, passes = two_opt(xy, np.random.permutation(n))
        if length < best_len - 1e-12:
            best_len = length
            best = tour
    return best, best_len


@njit
def nearest_neighbour(xy, start):
    d = distance_matrix(xy)
    n = xy.shape[0]
    visited = np.zeros(n, dtype=np.bool_)
    tour = np.empty(n, dtype=np.int64)
    tour[0] = start
    visited[start] = True
    for k in range(1, n):
        last = tour[k - 1]
        best = -1
        best_d = np.inf
        for j in range(n):
            if not visited[j] and d[last, j] < best_d:
                best_d = d[last, j]
                best = j
        tour[k] = best
        visited[best] = True
    return tour, tour_length(tour, d)

# call: two_opt(np.array([[0.0, 0.0], [1.0, 1.0], [1.0, 0.0], [0.0, 1.0], [2.0, 0.5]]), np.arange(5))
# call: two_opt(np.array([[0.0, 0.0], [3.0, 0.0], [3.0, 2.0], [0.0, 2.0]]), np.array([0, 2, 1, 3]))
# call: random_restarts(np.array([[0.0, 0.0], [1.0, 1.0], [1.0, 0.0], [0.0, 1.0], [2.0, 0.5], [2.0, 2.0]]), 3, 4)
# call: nearest_neighbour(np.array([[0.0, 0.0], [5.0, 5.0], [1.0, 0.0], [1.0, 1.0], [4.0, 5.0]]), 0)
