"""Real-style CUDA 2: device functions, early return, float32 math with casts, local arrays, n-body step, Mandelbrot, ReLU with max."""
import math
import numpy as np
from numba import cuda, float32, int32


@cuda.jit(device=True)
def dist2(ax, ay, bx, by):
    dx = ax - bx
    dy = ay - by
    return dx * dx + dy * dy


@cuda.jit
def nbody_acc(pos, mass, acc, eps):
    i = cuda.blockIdx.x * cuda.blockDim.x + cuda.threadIdx.x
    n = pos.shape[0]
    if i >= n:
        return
    ax = 0.0
    ay = 0.0
    for j in range(n):
        if j == i:
            continue
        r2 = dist2(pos[j, 0], pos[j, 1], pos[i, 0], pos[i, 1]) + eps * eps
        inv = mass[j] / (r2 * math.sqrt(r2))
        ax += (pos[j, 0] - pos[i, 0]) * inv
        ay += (pos[j, 1] - pos[i, 1]) * inv
    acc[i, 0] = ax
    acc[i, 1] = ay


@cuda.jit(device=True)
def escape(cr, ci, max_iter):
    zr = float32(0.0)
    zi = float32(0.0)
    for k in range(max_iter):
        zr, zi = zr * zr - zi * zi + cr, float32(2.0) * zr * zi + ci
        if zr * zr + zi * zi > float32(4.0):
            return k
    return max_iter


@cuda.jit
def mandel(xs, ys, out, max_iter):
    x, y = cuda.grid(2)
    if x < out.shape[0] and y < out.shape[1]:
        out[x, y] = escape(xs[x], ys[y], max_iter)


@cuda.jit
def relu_sort3(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        loc = cuda.local.array(3, dtype=float32)
        for k in range(3):
            loc[k] = max(x[i, k], float32(0.0))
        # insertion sort of three
        for a in range(1, 3):
            v = loc[a]
            b = a - 1
            while b >= 0 and loc[b] > v:
                loc[b + 1] = loc[b]
                b -= 1
            loc[b + 1] = v
        for k in range(3):
            out[i, k] = loc[k]


# call: nbody_acc[1, 8](np.array([[0.0, 0.0], [1.0, 0.0], [0.0, 2.0], [1.5, 1.5]]), np.array([1.0, 2.0, 0.5, 1.0]), np.zeros((4, 2)), 0.01)
# call: mandel[(2, 2), (4, 4)](np.linspace(-2.0, 0.5, 6).astype(np.float32), np.linspace(-1.0, 1.0, 5).astype(np.float32), np.zeros((6, 5), dtype=np.int32), 30)
# call: relu_sort3[1, 4](np.array([[3.0, -1.0, 2.0], [0.5, 0.25, -4.0], [-1.0, -2.0, -3.0]], dtype=np.float32), np.zeros((3, 3), dtype=np.float32))
