#!/usr/bin/python3
"""Times Numba's CUDA simulator (NUMBA_ENABLE_CUDASIM=1) on the kernels of cuda.py, with the
sizes and launch configurations of example_test.go's benchmarks, for comparison with pygo's CPU
twin (go test -bench . ./examples/cuda). Prints one line per kernel: name, ms per launch."""
import os
import sys
import time

os.environ["NUMBA_ENABLE_CUDASIM"] = "1"
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np  # noqa: E402

import cuda as k  # noqa: E402  (this folder's cuda.py, not numba.cuda)


def timeit(name, launch, reps=3):
    launch()  # warm up
    best = float("inf")
    for _ in range(reps):
        t = time.perf_counter()
        launch()
        best = min(best, time.perf_counter() - t)
    print("%-16s %10.1f ms" % (name, best * 1e3))


n = 64
A, B, C = np.full((n, n), 1.5), np.full((n, n), 0.5), np.zeros((n, n))
grid, block = (n // 16, n // 16), (16, 16)
timeit("Matmul64", lambda: k.matmul[grid, block](A, B, C))
timeit("FastMatmul64", lambda: k.fast_matmul[grid, block](A, B, C))
m = 1 << 14
x, y, out = np.zeros(m), np.zeros(m), np.zeros(m)
timeit("Add16384", lambda: k.add[m // 256, 256](x, y, out))
timeit("Total16384", lambda: k.total[m // 256, 256](x, np.zeros(1)))
