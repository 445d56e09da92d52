"""Real code: hdbscan's mst_linkage_core (Prim's algorithm over a dense distance matrix, with
np.inf initial distances, a boolean mask and argmin over the masked candidates) and its
single-linkage labelling through a union-find with path compression in arrays."""
import numpy as np
from numba import njit


@njit
def mst_linkage_core(distance_matrix):
    n = distance_matrix.shape[0]
    result = np.zeros((n - 1, 3))
    node_labels = np.arange(n, dtype=np.intp)
    current_node = 0
    current_distances = np.full(n, np.inf)
    current_labels = node_labels
    for i in range(1, n):
        label_filter = current_labels != current_node
        current_labels = current_labels[label_filter]
        left = current_distances[label_filter]
        right = distance_matrix[current_node][current_labels]
        current_distances = np.where(left < right, left, right)
        new_node_index = np.argmin(current_distances)
        new_node = current_labels[new_node_index]
        result[i - 1, 0] = current_node
        result[i - 1, 1] = new_node
        result[i - 1, 2] = current_distances[new_node_index]
        current_node = new_node
    return result


@njit
def label(L):
    n = L.shape[0] + 1
    parent = np.arange(2 * n - 1)
    size = np.concatenate((np.ones(n, dtype=np.int64), np.zeros(n - 1, dtype=np.int64)))
    next_label = n
    out = np.zeros((L.shape[0], 4))
    order = np.argsort(L[:, 2], kind="mergesort")
    for idx in range(L.shape[0]):
        row = order[idx]
        a = int(L[row, 0])
        b = int(L[row, 1])
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        while parent[b] != b:
            parent[b] = parent[parent[b]]
            b = parent[b]
        out[idx, 0] = a
        out[idx, 1] = b
        out[idx, 2] = L[row, 2]
        out[idx, 3] = size[a] + size[b]
        parent[a] = next_label
        parent[b] = next_label
        size[next_label] = size[a] + size[b]
        next_label += 1
    return out


@njit
def run(x):
    n, m = x.shape
    d = np.sqrt(((x.reshape(n, 1, m) - x.reshape(1, n, m)) ** 2).sum(axis=2))
    return label(mst_linkage_core(d))


# call: run(np.array([[0.0, 0.0], [0.0, 1.0], [5.0, 5.0], [5.0, 6.5], [0.5, 0.2]]))
