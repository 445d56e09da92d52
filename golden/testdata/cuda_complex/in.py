"""CUDA: complex numbers in kernels and device functions, as Numba's CUDA target has them: the
Mandelbrot device function of Numba's CUDA examples (complex(x, y), z * z + c, .real and
.imag), complex64 and complex128 arrays read and written, literals, division (CPython's
algorithm), conjugate, abs, == and mixing with real numbers."""
import numpy as np
from numba import complex128, cuda


@cuda.jit(device=True)
def mandel(x, y, max_iters):
    c = complex(x, y)
    z = 0.0j
    for i in range(max_iters):
        z = z * z + c
        if (z.real * z.real + z.imag * z.imag) >= 4:
            return i
    return max_iters


@cuda.jit
def mandel_kernel(min_x, max_x, min_y, max_y, image, iters):
    height = image.shape[0]
    width = image.shape[1]
    pixel_size_x = (max_x - min_x) / width
    pixel_size_y = (max_y - min_y) / height
    start_x, start_y = cuda.grid(2)
    grid_x, grid_y = cuda.gridsize(2)
    for x in range(start_x, width, grid_x):
        real = min_x + x * pixel_size_x
        for y in range(start_y, height, grid_y):
            imag = min_y + y * pixel_size_y
            image[y, x] = mandel(real, imag, iters)


@cuda.jit
def cmath_ops(a, b, out, mag):
    i = cuda.grid(1)
    if i < a.shape[0]:
        z = a[i] * b[i] - 2.5j + 1
        w = z / (b[i] + 0.5)
        out[i] = w.conjugate() + a[i] / 3
        mag[i] = abs(w)
        if a[i] == b[i]:
            mag[i] = -1.0


@cuda.jit
def scale64(z, s, out):
    i = cuda.grid(1)
    if i < z.shape[0]:
        out[i] = z[i] * s + complex(0.0, s)
        out[i] += z[i].imag

@cuda.jit
def rotate_block(z, out):
    # A shared and a local array of complex numbers.
    buf = cuda.shared.array(8, complex128)
    tmp = cuda.local.array(2, complex128)
    t = cuda.threadIdx.x
    buf[t] = z[t] * 1j
    cuda.syncthreads()
    tmp[0] = buf[(t + 1) % 8]
    tmp[1] = -tmp[0]
    out[t] = tmp[0] - tmp[1].conjugate()

# call: mandel_kernel[(2, 2), (4, 4)](-2.0, 1.0, -1.0, 1.0, np.zeros((12, 16), dtype=np.uint8), 20)
# call: cmath_ops[2, 4](np.array([1 + 2j, -3.5 + 0.25j, 0j, 2 - 1j, 4j, -1 - 1j]), np.array([0.5 - 1j, 2 + 0j, 1j, 2 - 1j, -0.5 + 0j, 3 + 3j]), np.zeros(6, dtype=np.complex128), np.zeros(6))
# call: scale64[1, 8](np.array([1 + 1j, 2 - 0.5j, -3j, 0.25 + 0j], dtype=np.complex64), 1.5, np.zeros(4, dtype=np.complex64))
# call: rotate_block[1, 8](np.arange(8.0) + 0.5j, np.zeros(8, dtype=np.complex128))
