"""PageRank on a small dense adjacency matrix: column-stochastic transition matrix with dangling
nodes spread uniformly, iteration to an L1 tolerance, then the ranking with argsort."""
import numpy as np
from numba import njit


@njit
def transition(adj):
    n = adj.shape[0]
    out_deg = adj.sum(axis=1)
    M = np.empty((n, n))
    for j in range(n):
        if out_deg[j] == 0:
            M[:, j] = 1.0 / n
        else:
            M[:, j] = adj[j, :] / out_deg[j]
    return M


@njit
def pagerank(adj, damping=0.85, tol=1e-10, max_iter=1000):
    n = adj.shape[0]
    M = transition(adj)
    r = np.full(n, 1.0 / n)
    teleport = (1.0 - damping) / n
    iters = 0
    while True:
        r_new = damping * np.dot(M, r) + teleport
        err = np.abs(r_new - r).sum()
        r = r_new
        iters += 1
        if err < tol or iters >= max_iter:
            break
    return r / r.sum(), iters


@njit
def ranking(adj):
    r, _ = pagerank(adj)
    order = np.argsort(-r)
    return order, r[order]

# call: pagerank(np.array([[0.0, 1.0, 1.0, 0.0], [0.0, 0.0, 1.0, 0.0], [1.0, 0.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]]))
# call: pagerank(np.array([[0.0, 1.0, 0.0], [0.0, 0.0, 0.0], [1.0, 1.0, 0.0]]), 0.9, 1e-12, 50)
# call: ranking(np.array([[0.0, 1.0, 1.0, 1.0, 0.0], [1.0, 0.0, 0.0, 1.0, 0.0], [0.0, 0.0, 0.0, 1.0, 1.0], [0.0, 1.0, 0.0, 0.0, 0.0], [1.0, 0.0, 0.0, 0.0, 0.0]]))
