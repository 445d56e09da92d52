"""pynndescent-style heaps and a Tausworthe RNG: string signatures with i4/f4, tuples of arrays, sift-down in place."""
import numba
import numpy as np

FLOAT32_EPS = np.finfo(np.float32).eps


@numba.njit("i4(i8[:])", cache=True)
def tau_rand_int(state):
    state[0] = (((state[0] & 4294967294) << 12) & 0xFFFFFFFF) ^ (
        (((state[0] << 13) & 0xFFFFFFFF) ^ state[0]) >> 19
    )
    state[1] = (((state[1] & 4294967288) << 4) & 0xFFFFFFFF) ^ (
        (((state[1] << 2) & 0xFFFFFFFF) ^ state[1]) >> 25
    )
    state[2] = (((state[2] & 4294967280) << 17) & 0xFFFFFFFF) ^ (
        (((state[2] << 3) & 0xFFFFFFFF) ^ state[2]) >> 11
    )
    return state[0] ^ state[1] ^ state[2]


@numba.njit("f4(i8[:])", cache=True)
def tau_rand(state):
    integer = tau_rand_int(state)
    return abs(float(integer) / 0x7FFFFFFF)


@numba.njit(cache=True)
def make_heap(n_points, size):
    indices = np.full((int(n_points), int(size)), -1, dtype=np.int32)
    distances = np.full((int(n_points), int(size)), np.infty, dtype=np.float32)
    flags = np.zeros((int(n_points), int(size)), dtype=np.uint8)
    result = (indices, distances, flags)
    return result


@numba.njit("i4(f4[::1],i4[::1],f4,i4)", fastmath=True, locals={"size": numba.types.intp, "i": numba.types.uint16})
def simple_heap_push(priorities, indices, p, n):
    if p >= priorities[0]:
        return 0
    size = priorities.shape[0]
    for i in range(size):
        if n == indices[i]:
            return 0
    priorities[0] = p
    indices[0] = n
    i = 0
    while True:
        ic1 = 2 * i + 1
        ic2 = ic1 + 1
        if ic1 >= size:
            break
        elif ic2 >= size:
            if priorities[ic1] > p:
                i_swap = ic1
            else:
                break
        elif priorities[ic1] >= priorities[ic2]:
            if p < priorities[ic1]:
                i_swap = ic1
            else:
                break
        else:
            if p < priorities[ic2]:
                i_swap = ic2
            else:
                break
        priorities[i] = priorities[i_swap]
        indices[i] = indices[i_swap]
        i = i_swap
    priorities[i] = p
    indices[i] = n
    return 1


@numba.njit()
def build(data, k, seed):
    state = np.array([seed, seed + 1, seed + 2], dtype=np.int64)
    n = data.shape[0]
    idx, dist, flags = make_heap(n, k)
    pushes = 0
    for i in range(n):
        for t in range(3 * k):
            j = tau_rand_int(state) % n
            d = np.float32(np.sum((data[i] - data[j]) ** 2))
            pushes += simple_heap_push(dist[i], idx[i], d, j)
    return idx, dist, pushes, tau_rand(state) < 1.0 + FLOAT32_EPS

# call: tau_rand_int(np.array([12345, 67890, 424242], dtype=np.int64))
# call: build(np.array([[0.0, 0.0], [1.0, 0.0], [0.0, 2.0], [3.0, 3.0], [0.5, 0.5], [2.0, 1.0]], dtype=np.float32), 3, 7)
