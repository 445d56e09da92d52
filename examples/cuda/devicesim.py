#!/usr/bin/python3
"""Runs the host code of device_test.go under Numba's CUDA simulator (NUMBA_ENABLE_CUDASIM=1):
device arrays kept on the device across several launches on a stream, then copied back. It
writes testdata/device_arrays.json, which TestDeviceArraysMatchSimulator compares with the Go
launch functions' results. Run it with /usr/bin/python3 after changing the kernels or the host
code of either side."""
import json
import os
import sys

os.environ["NUMBA_ENABLE_CUDASIM"] = "1"
here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, here)

import numpy as np  # noqa: E402
from numba import cuda  # noqa: E402

import cuda as k  # noqa: E402  (this folder's cuda.py, not numba.cuda)

# Ten Jacobi steps on a stream, ping-ponging between two device arrays.
n = 50
x = np.zeros(n)
x[0], x[n // 2], x[n - 1] = 10.0, 1000.0, -5.0
stream = cuda.stream()
d_a = cuda.to_device(x, stream=stream)
d_b = cuda.device_array_like(x, stream=stream)
for _ in range(10):
    k.smooth[2, 32, stream](d_a, d_b)
    d_a, d_b = d_b, d_a
stream.synchronize()
smooth = d_a.copy_to_host()

# Ten launches updating one device array in place, on the default stream.
d_c = cuda.to_device(np.arange(12, dtype=np.int64).reshape(3, 4))
for step in range(1, 11):
    k.count_up[(1, 1), (4, 4)](d_c, step)
cuda.synchronize()
count = np.zeros((3, 4), dtype=np.int64)
d_c.copy_to_host(count)

with open(os.path.join(here, "testdata", "device_arrays.json"), "w") as f:
    json.dump({"smooth": smooth.tolist(), "count_up": count.ravel().tolist()}, f, indent=1)
    f.write("\n")
