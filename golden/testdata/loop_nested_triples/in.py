"""Nested loops: count Pythagorean triples and lattice points inside a circle."""
from numba import njit


@njit
def pythagorean_triples(limit):
    count = 0
    for a in range(1, limit):
        for b in range(a, limit):
            for c in range(b, limit):
                if a * a + b * b == c * c:
                    count += 1
    return count


@njit
def lattice_points(r):
    n = 0
    for x in range(-r, r + 1):
        for y in range(-r, r + 1):
            if x * x + y * y <= r * r:
                n += 1
    return n

# call: pythagorean_triples(30)
# call: pythagorean_triples(1)
# call: lattice_points(0)
# call: lattice_points(10)
