"""CUDA kernels from Numba's introduction to CUDA (matmul, fast_matmul) and two more for the
benchmarks: a vector add and a sum with atomics."""
from numba import cuda, float64

TPB = 16  # threads per block in each dimension of fast_matmul's tiles


@cuda.jit("void(float64[:, ::1], float64[:, ::1], float64[:, ::1])")
def matmul(A, B, C):
    """Perform square matrix multiplication of C = A * B."""
    i, j = cuda.grid(2)
    if i < C.shape[0] and j < C.shape[1]:
        tmp = 0.
        for k in range(A.shape[1]):
            tmp += A[i, k] * B[k, j]
        C[i, j] = tmp


@cuda.jit("void(float64[:, ::1], float64[:, ::1], float64[:, ::1])")
def fast_matmul(A, B, C):
    # Define an array in the shared memory
    # The size and type of the arrays must be known at compile time
    sA = cuda.shared.array(shape=(TPB, TPB), dtype=float64)
    sB = cuda.shared.array(shape=(TPB, TPB), dtype=float64)

    x, y = cuda.grid(2)

    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    bpg = cuda.gridDim.x    # blocks per grid

    if x >= C.shape[0] and y >= C.shape[1]:
        # Quit if (x, y) is outside of valid C boundary
        return

    # Each thread computes one element in the result matrix.
    # The dot product is chunked into dot products of TPB-long vectors.
    tmp = 0.
    for i in range(bpg):
        # Preload data into shared memory
        sA[tx, ty] = A[x, ty + i * TPB]
        sB[tx, ty] = B[tx + i * TPB, y]

        # Wait until all threads finish preloading
        cuda.syncthreads()

        # Computes partial product on the shared memory
        for j in range(TPB):
            tmp += sA[tx, j] * sB[j, ty]

        # Wait until all threads finish computing
        cuda.syncthreads()

    C[x, y] = tmp


@cuda.jit("void(float64[::1], float64[::1], float64[::1])")
def add(a, b, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        out[i] = a[i] + b[i]


@cuda.jit("void(float64[::1], float64[::1])")
def total(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        cuda.atomic.add(out, 0, x[i])


@cuda.jit("void(float64[::1], float64[::1])")
def smooth(src, dst):
    """One Jacobi step of the 1-D heat equation: each inner point becomes the mean of itself and
    its neighbours, the two ends stay."""
    i = cuda.grid(1)
    n = src.shape[0]
    if i < n:
        if i == 0 or i == n - 1:
            dst[i] = src[i]
        else:
            dst[i] = (src[i - 1] + src[i] + src[i + 1]) / 3.0


@cuda.jit("void(int64[:, ::1], int64)")
def count_up(c, step):
    """Adds step times the element's column to every element of c, in place."""
    i, j = cuda.grid(2)
    if i < c.shape[0] and j < c.shape[1]:
        c[i, j] += step * j
