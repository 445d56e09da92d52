"""CUDA: numba.cuda.random's generators take the array of create_xoroshiro128p_states, not an array of floats."""
# error: type-mismatch
from numba import cuda
from numba.cuda.random import xoroshiro128p_uniform_float64


@cuda.jit("void(float64[::1], float64[::1])")
def draw(states, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        out[i] = xoroshiro128p_uniform_float64(states, i)
