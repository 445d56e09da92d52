"""@vectorize with out= (positional and keyword, strided and broadcast inputs) and target='parallel' on small and large inputs."""
import math
import numpy as np
from numba import vectorize


@vectorize(["float64(float64, float64)"], target="parallel")
def hypot(x, y):
    return math.sqrt(x * x + y * y)


@vectorize(["float64(float64, float64, float64)"], fastmath=True)
def lerp(a, b, t):
    return a + (b - a) * t


@vectorize(["int64(int64)"], target="parallel")
def collatz_steps(n):
    steps = 0
    while n > 1:
        if n % 2 == 0:
            n //= 2
        else:
            n = 3 * n + 1
        steps += 1
    return steps

# call: hypot(np.arange(4.0), np.ones(4), out=np.zeros(4))
# call: hypot(np.arange(6.0).reshape(2, 3), 4.0, np.zeros((2, 3)))
# call: hypot(np.arange(3.0), np.arange(6.0).reshape(2, 3), out=np.zeros((2, 3)))
# call: hypot(np.arange(12.0).reshape(3, 4)[::2, ::2], 1.0, out=np.zeros((2, 2)))
# call: hypot(np.arange(6.0).reshape(2, 3), 1.0, out=np.zeros((3, 2)).T)
# call: hypot(np.arange(3.0), 1.0, out=np.zeros(4))
# call: hypot(np.arange(6.0).reshape(2, 3), 1.0, out=np.zeros(3))
# call: hypot(np.arange(200.0).reshape(8, 25) % 7.0, np.arange(25.0))
# call: lerp(0.0, 10.0, np.linspace(0.0, 1.0, 5))
# call: lerp(np.zeros((2, 1)), np.array([[1.0], [2.0]]), np.array([0.25, 0.5, 1.0]))
# call: lerp(np.zeros(3), 1.0, 0.5, out=np.ones(3))
# call: collatz_steps(np.arange(1, 13))
# call: collatz_steps(np.arange(1, 25).reshape(2, 3, 4))
# call: collatz_steps(27)
