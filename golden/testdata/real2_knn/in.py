"""Brute-force k-nearest-neighbour classification: squared distances with broadcasting, argsort
to take the k closest, a majority vote with ties broken by the nearest, and leave-one-out
accuracy on the training set."""
import numpy as np
from numba import njit


@njit
def sq_dists(train, q):
    d = train - q
    return np.sum(d * d, axis=1)


@njit
def vote(labels, order, k, n_classes):
    counts = np.zeros(n_classes, dtype=np.int64)
    for i in range(k):
        counts[labels[order[i]]] += 1
    best = counts.max()
    # tie-break: the first of the nearest neighbours whose class has the top count
    for i in range(k):
        c = labels[order[i]]
        if counts[c] == best:
            return c
    return -1


@njit
def knn_predict(train, labels, queries, k):
    n_classes = labels.max() + 1
    m = queries.shape[0]
    out = np.empty(m, dtype=np.int64)
    for i in range(m):
        d = sq_dists(train, queries[i])
        order = np.argsort(d)
        out[i] = vote(labels, order, k, n_classes)
    return out


@njit
def loo_accuracy(train, labels, k):
    n, dim = train.shape
    n_classes = labels.max() + 1
    correct = 0
    for i in range(n):
        d = sq_dists(train, train[i])
        d[i] = np.inf
        order = np.argsort(d)
        if vote(labels, order, k, n_classes) == labels[i]:
            correct += 1
    return correct / n

# call: knn_predict(np.array([[0.0, 0.0], [0.1, 0.2], [1.0, 1.0], [0.9, 1.1], [2.0, 0.0], [2.1, 0.2]]), np.array([0, 0, 1, 1, 2, 2]), np.array([[0.05, 0.1], [1.2, 0.9], [1.9, 0.1], [1.0, 0.5]]), 3)
# call: loo_accuracy(np.array([[0.0, 0.0], [0.1, 0.2], [1.0, 1.0], [0.9, 1.1], [2.0, 0.0], [2.1, 0.2], [0.2, 0.1]]), np.array([0, 0, 1, 1, 2, 2, 0]), 1)
# call: loo_accuracy(np.array([[0.0, 0.0], [0.1, 0.2], [1.0, 1.0], [0.9, 1.1], [2.0, 0.0], [2.1, 0.2], [0.2, 0.1]]), np.array([0, 0, 1, 1, 2, 2, 0]), 3)
