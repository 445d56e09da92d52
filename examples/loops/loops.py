"""Two loop kernels: an integer loop and a floating-point loop."""
import math

from numba import njit


@njit("int64(int64)")
def collatz_longest(limit):
    """Return the start below limit whose Collatz sequence is longest."""
    best, best_len = 1, 1
    for start in range(1, limit):
        n = start
        length = 1
        while n != 1:
            if n % 2 == 0:
                n //= 2
            else:
                n = 3 * n + 1
            length += 1
        if length > best_len:
            best, best_len = start, length
    return best


@njit("float64(float64, float64, int64)")
def integrate_sin(a, b, n):
    """Integrate sin(x) * exp(-x / 4) over [a, b] with the trapezoid rule on n intervals."""
    h = (b - a) / n
    total = 0.5 * (math.sin(a) * math.exp(-a / 4) + math.sin(b) * math.exp(-b / 4))
    for i in range(1, n):
        x = a + i * h
        total += math.sin(x) * math.exp(-x / 4)
    return total * h
