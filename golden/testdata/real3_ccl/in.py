"""Connected-component labelling of a binary image by flood fill with an explicit stack array
(4- or 8-connectivity), component sizes and bounding boxes, and removal of small components."""
import numpy as np
from numba import njit


@njit
def label(mask, eight):
    h, w = mask.shape
    labels = np.zeros((h, w), dtype=np.int64)
    stack = np.empty((h * w, 2), dtype=np.int64)
    if eight:
        offs = np.array([[-1, -1], [-1, 0], [-1, 1], [0, -1], [0, 1], [1, -1], [1, 0], [1, 1]])
    else:
        offs = np.array([[-1, 0], [0, -1], [0, 1], [1, 0]])
    current = 0
    for i in range(h):
        for j in range(w):
            if not mask[i, j] or labels[i, j] != 0:
                continue
            current += 1
            labels[i, j] = current
            top = 0
            stack[top, 0] = i
            stack[top, 1] = j
            top += 1
            while top > 0:
                top -= 1
                y = stack[top, 0]
                x = stack[top, 1]
                for o in range(offs.shape[0]):
                    ny = y + offs[o, 0]
                    nx = x + offs[o, 1]
                    if ny < 0 or ny >= h or nx < 0 or nx >= w:
                        continue
                    if mask[ny, nx] and labels[ny, nx] == 0:
                        labels[ny, nx] = current
                        stack[top, 0] = ny
                        stack[top, 1] = nx
                        top += 1
    return labels, current


@njit
def component_stats(labels, n):
    sizes = np.zeros(n + 1, dtype=np.int64)
    boxes = np.empty((n + 1, 4), dtype=np.int64)
    boxes[:, 0] = labels.shape[0]
    boxes[:, 1] = labels.shape[1]
    boxes[:, 2] = -1
    boxes[:, 3] = -1
    h, w = labels.shape
    for i in range(h):
        for j in range(w):
            c = labels[i, j]
            sizes[c] += 1
            boxes[c, 0] = min(boxes[c, 0], i)
            boxes[c, 1] = min(boxes[c, 1], j)
            boxes[c, 2] = max(boxes[c, 2], i)
            boxes[c, 3] = max(boxes[c, 3], j)
    return sizes[1:], boxes[1:]


@njit
def remove_small(mask, min_size):
    labels, n = label(mask, False)
    sizes, boxes = component_stats(labels, n)
    keep = np.zeros(n + 1, dtype=np.bool_)
    keep[1:] = sizes >= min_size
    out = np.zeros_like(mask)
    h, w = mask.shape
    for i in range(h):
        for j in range(w):
            out[i, j] = keep[labels[i, j]]
    return out, np.argmax(sizes) + 1

# call: label(np.array([[1, 1, 0, 0, 1], [0, 1, 0, 1, 1], [0, 0, 1, 0, 0], [1, 0, 0, 0, 1]], dtype=np.bool_), False)
# call: label(np.array([[1, 1, 0, 0, 1], [0, 1, 0, 1, 1], [0, 0, 1, 0, 0], [1, 0, 0, 0, 1]], dtype=np.bool_), True)
# call: remove_small(np.array([[1, 1, 0, 0, 1], [1, 1, 0, 1, 1], [0, 0, 0, 0, 0], [1, 0, 1, 1, 1]], dtype=np.bool_), 3)
