"""CUDA: numba.cuda.random's xoroshiro128+ generators (uniform and normal draws, float32 and float64) from create_xoroshiro128p_states."""
from numba import cuda
from numba.cuda.random import (create_xoroshiro128p_states, xoroshiro128p_next,
                               xoroshiro128p_normal_float32, xoroshiro128p_normal_float64,
                               xoroshiro128p_uniform_float32, xoroshiro128p_uniform_float64)
import numpy as np


@cuda.jit
def uniform(rng_states, out32, out64):
    i = cuda.grid(1)
    if i < out32.shape[0]:
        out32[i] = xoroshiro128p_uniform_float32(rng_states, i)
        out64[i] = xoroshiro128p_uniform_float64(rng_states, i)


@cuda.jit
def normal(rng_states, out32, out64):
    i = cuda.grid(1)
    if i < out32.shape[0]:
        out32[i] = xoroshiro128p_normal_float32(rng_states, i)
        out64[i] = xoroshiro128p_normal_float64(rng_states, i)


@cuda.jit
def draw_many(rng_states, out):
    # Several draws per thread: each advances the thread's own generator.
    i = cuda.grid(1)
    if i < rng_states.shape[0]:
        for j in range(out.shape[1]):
            out[i, j] = xoroshiro128p_uniform_float64(rng_states, i)


@cuda.jit
def pi_hits(rng_states, iterations, hits):
    # Monte Carlo estimate of pi: count the points of the unit square in the quarter circle.
    i = cuda.grid(1)
    if i < hits.shape[0]:
        n = 0
        for _ in range(iterations):
            x = xoroshiro128p_uniform_float32(rng_states, i)
            y = xoroshiro128p_uniform_float32(rng_states, i)
            if x * x + y * y <= 1.0:
                n += 1
        hits[i] = n


@cuda.jit(device=True)
def coin(rng_states, i):
    # The states passed on to a device function, which advances them.
    if xoroshiro128p_uniform_float64(rng_states, i) < 0.5:
        return 1
    return 0


@cuda.jit
def raw_and_coins(rng_states, raw, coins):
    i = cuda.grid(1)
    if i < raw.shape[0]:
        raw[i] = xoroshiro128p_next(rng_states, i)
        for j in range(coins.shape[1]):
            coins[i, j] = coin(rng_states, i)


# call: uniform[2, 4](create_xoroshiro128p_states(8, seed=1), np.zeros(8, dtype=np.float32), np.zeros(8))
# call: uniform[1, 3](create_xoroshiro128p_states(3, seed=0), np.zeros(3, dtype=np.float32), np.zeros(3))
# call: uniform[1, 4](create_xoroshiro128p_states(4, seed=12345, subsequence_start=2), np.zeros(4, dtype=np.float32), np.zeros(4))
# call: normal[2, 3](create_xoroshiro128p_states(6, seed=7), np.zeros(6, dtype=np.float32), np.zeros(6))
# call: normal[1, 5](create_xoroshiro128p_states(5, seed=2**40 + 3), np.zeros(5, dtype=np.float32), np.zeros(5))
# call: draw_many[1, 4](create_xoroshiro128p_states(4, seed=42), np.zeros((4, 5)))
# call: pi_hits[2, 8](create_xoroshiro128p_states(16, seed=3), 200, np.zeros(16, dtype=np.int64))
# call: raw_and_coins[1, 4](create_xoroshiro128p_states(4, seed=99), np.zeros(4, dtype=np.uint64), np.zeros((4, 6), dtype=np.int64))
